import { MSG } from '../http/messages';
import { badField, asObject, entityBody, optionalBoolean, optionalEnum, queryBoolean } from '../http/validate';
import { isRelatableType, type RelatableType } from '../store/EntityDirectoryStore';
import { isUuid } from '../store/ids';
import {
  ALARM_SEARCH_STATUSES,
  ALARM_SEVERITIES,
  ALARM_STATUSES,
  statusesOf,
  type Alarm,
  type AlarmStatus,
} from '../store/AlarmStore';

/*
 * The Alarm body of POST /api/alarm and the query strings of the alarm lists
 * (contract §10), checked by hand so bad input is 400/31 and nothing is stored.
 */

/** Longest alarm type accepted (the column is varchar(255)). */
export const MAX_ALARM_TYPE_LENGTH = 255;

/** The saved fields of an Alarm, as sent; `id` is set when updating an existing alarm. */
export type AlarmInput = Pick<
  Alarm,
  | 'type' | 'severity' | 'status' | 'startTs' | 'endTs' | 'ackTs' | 'clearTs' | 'details'
  | 'propagate' | 'propagateToOwner' | 'propagateToTenant' | 'propagateRelationTypes'
> & { id?: string; originator: { entityType: RelatableType; id: string } };

function timestamp(obj: Record<string, unknown>, name: string): number {
  const value = obj[name];
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw badField(`Parameter '${name}' must be a non-negative whole number!`);
  return value;
}

function relationTypes(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.length > MAX_ALARM_TYPE_LENGTH)) {
    throw badField("Parameter 'propagateRelationTypes' must be an array of strings!");
  }
  return [...new Set(value as string[])];
}

/** POST /api/alarm body, with ThingsBoard's validation messages. */
export function alarmInput(body: unknown): AlarmInput {
  const obj = entityBody(body);
  let id: string | undefined;
  if (obj.id !== undefined && obj.id !== null) {
    const ref = asObject(obj.id, "Parameter 'id'");
    if (ref.entityType !== 'ALARM' || !isUuid(ref.id)) throw badField("Parameter 'id' must be an ALARM id!");
    id = ref.id.toLowerCase();
  }
  // @Length on type comes before the validator's own checks (contract §13.2); alarm types have no @NoXss.
  if (typeof obj.type === 'string' && obj.type.length > MAX_ALARM_TYPE_LENGTH) throw badField(MSG.FIELD_CONSTRAINTS([MSG.LENGTH('type', MAX_ALARM_TYPE_LENGTH)]));
  if (typeof obj.type !== 'string' || obj.type.trim() === '') throw badField(MSG.ALARM_TYPE);
  if (obj.originator === undefined || obj.originator === null) throw badField(MSG.ALARM_ORIGINATOR);
  const originator = asObject(obj.originator, "Parameter 'originator'");
  if (!isRelatableType(originator.entityType)) throw badField(`Unsupported originator entity type: ${String(originator.entityType)}`);
  if (!isUuid(originator.id)) throw badField("Parameter 'originator.id' must be a UUID!");
  if (obj.severity === undefined || obj.severity === null) throw badField(MSG.ALARM_SEVERITY);
  if (obj.status === undefined || obj.status === null) throw badField(MSG.ALARM_STATUS);
  return {
    id,
    type: obj.type,
    originator: { entityType: originator.entityType, id: originator.id.toLowerCase() },
    severity: optionalEnum(obj, 'severity', ALARM_SEVERITIES)!,
    status: optionalEnum(obj, 'status', ALARM_STATUSES)!,
    startTs: timestamp(obj, 'startTs'),
    endTs: timestamp(obj, 'endTs'),
    ackTs: timestamp(obj, 'ackTs'),
    clearTs: timestamp(obj, 'clearTs'),
    details: obj.details ?? null,
    propagate: optionalBoolean(obj, 'propagate', false),
    propagateToOwner: optionalBoolean(obj, 'propagateToOwner', false),
    propagateToTenant: optionalBoolean(obj, 'propagateToTenant', false),
    propagateRelationTypes: relationTypes(obj.propagateRelationTypes),
  };
}

/** What the alarm lists read from the query string besides the page link. */
export interface AlarmListQuery {
  /** Undefined = every status. */
  statuses?: readonly AlarmStatus[];
  startTime?: number;
  endTime?: number;
  fetchOriginator: boolean;
}

function optionalTime(query: Record<string, unknown>, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(Number(raw))) throw badField(`Parameter '${name}' must be a whole number!`);
  return Number(raw);
}

/** `searchStatus` or `status` (not both), as a set of statuses. */
export function statusQuery(query: unknown): readonly AlarmStatus[] | undefined {
  const q = (query ?? {}) as Record<string, unknown>;
  const present = (name: string) => q[name] !== undefined && q[name] !== '';
  if (present('searchStatus') && present('status')) {
    throw badField(MSG.ALARM_SEARCH_STATUS_CONFLICT);
  }
  const search = optionalEnum(q, 'searchStatus', ALARM_SEARCH_STATUSES);
  if (search) return search === 'ANY' ? undefined : statusesOf(search);
  const status = optionalEnum(q, 'status', ALARM_STATUSES);
  return status ? [status] : undefined;
}

/** GET /api/alarm/{entityType}/{entityId} and GET /api/alarms query strings. */
export function alarmListQuery(query: unknown): AlarmListQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  return {
    statuses: statusQuery(q),
    startTime: optionalTime(q, 'startTime'),
    endTime: optionalTime(q, 'endTime'),
    fetchOriginator: queryBoolean(q, 'fetchOriginator', false),
  };
}
