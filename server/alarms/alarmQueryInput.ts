import { asObject, badField } from '../http/validate';
import { entityDataQueryInput, entityKeyInput } from '../query/entityQueryInput';
import { ALARM_SEARCH_STATUSES, ALARM_SEVERITIES, type AlarmSearchStatus, type AlarmSeverity } from '../store/AlarmStore';
import type { AlarmDataQuery } from './types';

/*
 * AlarmDataQuery bodies (contract §7): the entity data query's filter, keys and page
 * link (parsed by the entity query's own input code), plus the alarm page-link fields.
 */

function list(value: unknown, name: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badField(`Parameter '${name}' must be an array!`);
  return value;
}

function enumList<T extends string>(value: unknown, name: string, allowed: readonly T[]): T[] {
  return [
    ...new Set(
      list(value, name).map((item) => {
        if (typeof item !== 'string' || !allowed.includes(item as T)) throw badField(`Parameter '${name}' must hold only ${allowed.join(', ')}!`);
        return item as T;
      }),
    ),
  ];
}

function time(value: unknown, name: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw badField(`Parameter '${name}' must be a non-negative whole number!`);
  return value;
}

/** POST /api/alarmsQuery/find body (and the WebSocket's alarmDataCmds `query`). */
export function alarmDataQueryInput(body: unknown): AlarmDataQuery {
  const base = entityDataQueryInput(body);
  const obj = asObject(body);
  const link = asObject(obj.pageLink, "Parameter 'pageLink'");
  return {
    entityFilter: base.entityFilter,
    keyFilters: base.keyFilters,
    entityFields: base.entityFields,
    latestValues: base.latestValues,
    alarmFields: list(obj.alarmFields, 'alarmFields').map((key) => entityKeyInput(key, 'alarmFields')),
    pageLink: {
      page: base.pageLink.page,
      pageSize: base.pageLink.pageSize,
      textSearch: base.pageLink.textSearch,
      sortOrder: base.pageLink.sortOrder,
      timeWindow: time(link.timeWindow, 'timeWindow'),
      startTs: time(link.startTs, 'startTs'),
      endTs: time(link.endTs, 'endTs'),
      typeList: [...new Set(list(link.typeList, 'typeList').map((item) => {
        if (typeof item !== 'string') throw badField("Parameter 'typeList' must hold strings!");
        return item;
      }))],
      statusList: enumList<AlarmSearchStatus>(link.statusList, 'statusList', ALARM_SEARCH_STATUSES),
      severityList: enumList<AlarmSeverity>(link.severityList, 'severityList', ALARM_SEVERITIES),
      searchPropagatedAlarms: link.searchPropagatedAlarms === true,
    },
  };
}
