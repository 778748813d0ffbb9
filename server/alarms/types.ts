import type { EntityCountQuery, EntityKey } from '../query/entityQueryInput';
import type { LatestValues } from '../query/EntityQueryService';
import type { SecurityUser } from '../security/SecurityUser';
import type { Alarm, AlarmSearchStatus, AlarmSeverity } from '../store/AlarmStore';
import type { EntityId } from '../store/ids';
import type { PageData, SortOrder } from '../store/paging';

/*
 * The seams of the alarm feature: what REST lists return, what the alarm data query
 * takes and returns (contract §7), and the change bus live alarm data listens to.
 */

/** Contract §2 AlarmInfo: the alarm with its originator's name (null unless fetched). */
export interface AlarmInfo extends Alarm {
  originatorName: string | null;
}

/** Contract §7 AlarmData: the alarm, the queried entity it matched, and that entity's latest values. */
export interface AlarmData extends AlarmInfo {
  entityId: EntityId;
  latest: LatestValues;
}

/** AlarmDataQuery's page link: the entity page link plus the alarm window and filters. */
export interface AlarmDataPageLink {
  page: number;
  pageSize: number;
  textSearch: string | null;
  sortOrder: { key: EntityKey; direction: SortOrder } | null;
  /** Relative window in ms back from now; when > 0 it wins over startTs/endTs. */
  timeWindow: number;
  startTs: number;
  endTs: number;
  typeList: string[];
  statusList: AlarmSearchStatus[];
  severityList: AlarmSeverity[];
  searchPropagatedAlarms: boolean;
}

/** POST /api/alarmsQuery/find body (and the WebSocket's alarmDataCmds `query`). */
export interface AlarmDataQuery extends EntityCountQuery {
  pageLink: AlarmDataPageLink;
  alarmFields: EntityKey[];
  entityFields: EntityKey[];
  latestValues: EntityKey[];
}

export type AlarmChangeKind = 'CREATED' | 'UPDATED' | 'ACKNOWLEDGED' | 'CLEARED' | 'DELETED';

/** One alarm change; `shownOn` holds the originator and every entity it is propagated to. */
export interface AlarmChangeEvent {
  kind: AlarmChangeKind;
  tenantId: string;
  alarm: Alarm;
  shownOn: EntityId[];
}

/** Listeners return nothing; a throwing listener is logged and does not stop the others. */
export interface AlarmBus {
  onAlarm(listener: (event: AlarmChangeEvent) => void): () => void;
}

/** What the WebSocket's alarmDataCmds use (ctx.alarmQuery). */
export interface AlarmQuery {
  /** One page of alarms of the entities the query selects, as the caller may see them. */
  find(user: SecurityUser, query: AlarmDataQuery): Promise<PageData<AlarmData>>;
  /** Alarm saves, acknowledgements, clears and deletions, after they are stored. */
  readonly bus: AlarmBus;
}
