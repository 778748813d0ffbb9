import { ApiError } from '../http/errors';
import type { EntityQueryService } from '../query/EntityQueryService';
import type { SecurityUser } from '../security/SecurityUser';
import { ALARM_SEVERITIES, statusesOf, type AlarmStatus } from '../store/AlarmStore';
import type { Stores } from '../store/createStores';
import type { PageData } from '../store/paging';
import { customerScope, hasAlarms } from './alarmAccess';
import type { AlarmService } from './AlarmService';
import type { AlarmBus, AlarmData, AlarmDataPageLink, AlarmDataQuery, AlarmQuery } from './types';

/*
 * The alarm data query (contract §7): the entities of the query's filter and key
 * filters come from the entity data query (with their latest values), their alarms
 * from AlarmStore filtered by window, type, severity and status in SQL; text search,
 * sorting and paging run in memory over those alarms.
 */

/** Only `find` of the entity data query is needed: everything it selects, with latest values. */
export type EntitySelector = Pick<EntityQueryService, 'find'>;

type SortValue = string | number | undefined;

/** ALARM_FIELD keys (contract §7) -> the alarm's value; severity sorts by rank, CRITICAL highest. */
function alarmField(item: AlarmData, key: string): SortValue {
  switch (key) {
    case 'createdTime':
      return item.createdTime;
    case 'ackTs':
    case 'ackTime':
      return item.ackTs;
    case 'clearTs':
    case 'clearTime':
      return item.clearTs;
    case 'startTs':
    case 'startTime':
      return item.startTs;
    case 'endTs':
    case 'endTime':
      return item.endTs;
    case 'type':
      return item.type;
    case 'status':
      return item.status;
    case 'severity':
      return ALARM_SEVERITIES.length - ALARM_SEVERITIES.indexOf(item.severity);
    case 'originator':
      return item.originatorName ?? undefined;
    case 'originatorId':
      return item.originator.id;
    case 'originatorType':
      return item.originator.entityType;
    case 'details':
      return item.details === null ? undefined : JSON.stringify(item.details);
    default:
      return undefined;
  }
}

function sortValue(item: AlarmData, sort: NonNullable<AlarmDataPageLink['sortOrder']>): SortValue {
  if (sort.key.type === 'ALARM_FIELD') return alarmField(item, sort.key.key);
  return item.latest[sort.key.type]?.[sort.key.key]?.value;
}

/** Numbers (and numeric strings) by value, other text by code point. */
function compareValues(a: string | number, b: string | number): number {
  const [na, nb] = [Number(a), Number(b)];
  if (String(a).trim() !== '' && String(b).trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  const [sa, sb] = [String(a), String(b)];
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** The statuses a status list allows (their union), or undefined for all. */
function allowedStatuses(link: AlarmDataPageLink): AlarmStatus[] | undefined {
  if (link.statusList.length === 0 || link.statusList.includes('ANY')) return undefined;
  return [...new Set(link.statusList.flatMap(statusesOf))];
}

export class AlarmQueryService implements AlarmQuery {
  constructor(
    private readonly stores: Stores,
    private readonly entities: EntitySelector,
    private readonly alarms: AlarmService,
    readonly bus: AlarmBus,
  ) {}

  async find(user: SecurityUser, query: AlarmDataQuery): Promise<PageData<AlarmData>> {
    if (!hasAlarms(user)) throw ApiError.forbidden();
    const { pageLink } = query;
    const selected = await this.entities.find(user, {
      entityFilter: query.entityFilter,
      keyFilters: query.keyFilters,
      pageLink: { page: 0, pageSize: Number.MAX_SAFE_INTEGER, textSearch: null, dynamic: false, sortOrder: null },
      entityFields: query.entityFields,
      latestValues: query.latestValues,
    });
    const entities = new Map(selected.data.map((data) => [data.entityId.id, data]));
    const now = Date.now();
    const windowed = pageLink.timeWindow > 0;
    const rows = await this.stores.alarms.findForQuery({
      tenantId: user.tenantId,
      customerId: customerScope(user),
      entityIds: [...entities.keys()],
      propagated: pageLink.searchPropagatedAlarms,
      startTime: windowed ? now - pageLink.timeWindow : pageLink.startTs > 0 ? pageLink.startTs : undefined,
      endTime: windowed ? now : pageLink.endTs > 0 ? pageLink.endTs : undefined,
      types: pageLink.typeList.length > 0 ? pageLink.typeList : undefined,
      severities: pageLink.severityList.length > 0 ? pageLink.severityList : undefined,
      statuses: allowedStatuses(pageLink),
    });
    const infos = await this.alarms.infos(rows.map((row) => row.alarm), true);
    let items: AlarmData[] = infos.map((info, index) => {
      const entity = entities.get(rows[index]!.entityId)!;
      return { ...info, entityId: entity.entityId, latest: entity.latest ?? {} };
    });
    if (pageLink.textSearch) {
      const needle = pageLink.textSearch.toLowerCase();
      items = items.filter((item) => [item.type, item.severity, item.status, item.originatorName ?? ''].some((text) => text.toLowerCase().includes(needle)));
    }
    const sort = pageLink.sortOrder ?? { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' };
    const sign = sort.direction === 'DESC' ? -1 : 1;
    items.sort((a, b) => {
      const [va, vb] = [sortValue(a, sort), sortValue(b, sort)];
      // Alarms without the value come last in either direction.
      if ((va === undefined) !== (vb === undefined)) return va === undefined ? 1 : -1;
      const byValue = va === undefined || vb === undefined ? 0 : compareValues(va, vb);
      return sign * (byValue || a.createdTime - b.createdTime || compareValues(a.id.id, b.id.id));
    });
    const offset = pageLink.page * pageLink.pageSize;
    const data = items.slice(offset, offset + pageLink.pageSize);
    return {
      data,
      totalPages: Math.ceil(items.length / pageLink.pageSize),
      totalElements: items.length,
      hasNext: offset + data.length < items.length,
    };
  }
}
