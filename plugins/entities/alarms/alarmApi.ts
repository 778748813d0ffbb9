import { type EntityId, type HttpService } from '@tessera/sdk';
import { type PageData, type PageLink, pageLinkQuery, pageOfList } from '@tessera/ui';
import { ALARM_SEVERITIES } from './severity';
import { type AlarmFilter, type AlarmInfo } from './types';

/** Page size when the whole list is read (seed 000 §9). */
export const FETCH_ALL_PAGE_SIZE = 100;
/** At most this many alarms are read to filter them by severity in the browser. */
export const CLIENT_FILTER_LIMIT = 5000;

/** The tab draws its own progress and error state, and refreshes often: no global bar, no toast. */
const quiet = { ignoreLoading: true, ignoreErrors: true } as const;

/**
 * `GET /api/alarm/{entityType}/{entityId}`: the page link, the time bounds, the status filter,
 * then fetchOriginator (seed 000 §7 order). The entity's own and propagated alarms.
 */
export function alarmListUrl(entityId: EntityId, link: PageLink, filter: AlarmFilter): string {
  const query = pageLinkQuery(link, {
    startTime: String(filter.startTime),
    endTime: filter.endTime === null ? undefined : String(filter.endTime),
    searchStatus: filter.searchStatus,
    fetchOriginator: 'true',
  });
  return `/api/alarm/${entityId.entityType}/${entityId.id}?${query}`;
}

/** Whether a severity filter narrows the list at all. */
export const filtersSeverity = (filter: AlarmFilter) =>
  filter.severities.length > 0 && ALARM_SEVERITIES.some((s) => !filter.severities.includes(s));

/**
 * One page of the entity's alarms. The list has no severity parameter, so with a severity
 * filter every matching alarm is read in the list's order (up to {@link CLIENT_FILTER_LIMIT}),
 * the chosen severities kept and the page cut here, so totals and paging stay right.
 */
export async function fetchAlarmPage(http: HttpService, entityId: EntityId, link: PageLink, filter: AlarmFilter): Promise<PageData<AlarmInfo>> {
  if (!filtersSeverity(filter)) return http.get<PageData<AlarmInfo>>(alarmListUrl(entityId, link, filter), quiet);
  const kept: AlarmInfo[] = [];
  for (let page = 0; page * FETCH_ALL_PAGE_SIZE < CLIENT_FILTER_LIMIT; page += 1) {
    const chunk = await http.get<PageData<AlarmInfo>>(alarmListUrl(entityId, { ...link, page, pageSize: FETCH_ALL_PAGE_SIZE }, filter), quiet);
    kept.push(...chunk.data.filter((alarm) => filter.severities.includes(alarm.severity)));
    if (!chunk.hasNext) break;
  }
  // Already searched and sorted by the server: only the paging is left.
  return pageOfList(kept, { page: link.page, pageSize: link.pageSize }, () => '', () => 0);
}

/** An unacknowledged alarm (active or cleared) may be acknowledged. */
export const canAcknowledge = (alarm: AlarmInfo) => alarm.status.endsWith('_UNACK');

/** An active alarm (acknowledged or not) may be cleared. */
export const canClear = (alarm: AlarmInfo) => alarm.status.startsWith('ACTIVE_');

export type AlarmAction = 'ack' | 'clear';

export const isAllowed = (action: AlarmAction, alarm: AlarmInfo) => (action === 'ack' ? canAcknowledge(alarm) : canClear(alarm));

/** `POST /api/alarm/{id}/ack` or `/clear`; the server answers 200 with an empty body. */
export const applyAlarmAction = (http: HttpService, action: AlarmAction, alarm: AlarmInfo) =>
  http.post<void>(`/api/alarm/${alarm.id.id}/${action}`);

/** `GET /api/alarm/info/{id}`: the alarm as it is now, with its originator's name. */
export const fetchAlarmInfo = (http: HttpService, id: string) => http.get<AlarmInfo>(`/api/alarm/info/${id}`, quiet);
