import { type Disposable, type EntityId, type QueryUpdate } from '@tessera/sdk';
import { type SubscriptionTimewindow } from '@tessera/ui';
import { type Point, toDataValue } from './seriesBuffer';

/*
 * `alarm` data keys of an entity datasource: each series shows a field (severity, status,
 * type, createdTime, ...) of the entity's newest alarm, followed live through one v2
 * ALARM_DATA query (contract §8.2 rule 6) per entity, stamped with the alarm's creation time.
 */

/** The v2 subscribe call the feed needs (a SubscriptionService's `subscribeQuery`). */
export type SubscribeQuery = (kind: 'ALARM_DATA', command: Record<string, unknown>, listener: (update: QueryUpdate) => void) => Disposable;

/** An AlarmData row as the server sends it (contract §7), only what the feed reads. */
export interface AlarmRow {
  id?: { id: string };
  createdTime: number;
  originator?: EntityId;
  originatorName?: string | null;
  details?: unknown;
  [field: string]: unknown;
}

/** Contract §7 aliases of the alarm time fields. */
const TIME_ALIASES: Record<string, string> = { ackTime: 'ackTs', clearTime: 'clearTs', startTime: 'startTs', endTime: 'endTs' };

/** The value of an alarm data key on a row: ALARM_FIELD names (contract §7), else the row's own member. */
export function alarmFieldValue(row: AlarmRow, key: string): Point[1] {
  switch (key) {
    case 'originator': return row.originatorName ?? row.originator?.id ?? '';
    case 'originatorId': return row.originator?.id ?? '';
    case 'originatorType': return row.originator?.entityType ?? '';
    case 'details': return row.details === null || row.details === undefined ? '' : JSON.stringify(row.details);
    default: {
      const value = row[TIME_ALIASES[key] ?? key];
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : toDataValue(value);
    }
  }
}

/**
 * The ALARM_DATA command of one entity's newest alarm with these fields: any status, type and
 * severity; within the window of a time-series widget (sliding for realtime), else any time.
 */
export function alarmQueryCommand(entityId: EntityId, keys: readonly string[], window: SubscriptionTimewindow | null): Record<string, unknown> {
  const realtime = window !== null && window.endTs === null;
  return {
    query: {
      entityFilter: { type: 'singleEntity', singleEntity: entityId },
      keyFilters: [],
      entityFields: [],
      latestValues: [],
      alarmFields: [...new Set(keys)].map((key) => ({ type: 'ALARM_FIELD', key })),
      pageLink: {
        page: 0, pageSize: 1, textSearch: null,
        sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' },
        timeWindow: realtime ? window.timeWindow : 0,
        startTs: window && !realtime ? window.startTs : 0,
        endTs: window && !realtime ? window.endTs ?? 0 : 0,
        typeList: [], statusList: [], severityList: [], searchPropagatedAlarms: false,
      },
    },
  };
}

/** Where the feed puts values: per key, the newest alarm's value (or nothing when there is no alarm). */
export interface AlarmSink {
  show(index: number, point: Point | null): void;
  fail(message: string): void;
}

/**
 * Follows the newest alarm of `entityId` for `keys` (series index, key name). A full page
 * replaces what is shown (the newest alarm may have gone); an `update` row of the shown
 * alarm (acknowledged, cleared) changes its values in place.
 */
export function alarmFeed(
  subscribe: SubscribeQuery, entityId: EntityId, keys: readonly { index: number; name: string }[],
  window: SubscriptionTimewindow | null, sink: AlarmSink,
): Disposable {
  const offset = window?.tsOffset ?? 0;
  let shown: string | null = null;
  const show = (row: AlarmRow | null) => {
    shown = row?.id?.id ?? null;
    for (const k of keys) sink.show(k.index, row ? [row.createdTime + offset, alarmFieldValue(row, k.name)] : null);
  };
  return subscribe('ALARM_DATA', alarmQueryCommand(entityId, keys.map((k) => k.name), window), (update) => {
    if (update.errorCode !== 0) {
      sink.fail(update.errorMsg || `error ${update.errorCode}`);
      return;
    }
    const page = update.data as { data?: AlarmRow[] } | null | undefined;
    if (page && Array.isArray(page.data)) {
      show(page.data[0] ?? null);
      return;
    }
    const rows = Array.isArray(update.update) ? (update.update as AlarmRow[]) : [];
    const row = rows.find((r) => r.id?.id === shown);
    if (row) show(row);
  });
}
