import { asObject, badField, emptyParam } from '../http/validate';
import type { JsonObject } from '../store/ids';
import { EVENT_TYPES, type EventType } from '../store/EventStore';

/*
 * ThingsBoard 3.3's EventFilter (POST /api/events/{entityType}/{entityId} and .../clear):
 * `eventType` picks the kind, the other fields narrow on the event body. Text fields
 * match as case-insensitive substrings of the body field, as ThingsBoard's SQL `lower(...)
 * LIKE %x%` does; an empty field does not filter.
 */

export interface EventBodyFilter {
  eventType: EventType;
  /** Whether any body field is filtered on (otherwise the event type alone decides). */
  narrows: boolean;
  matches(body: unknown): boolean;
}

type Check = (body: JsonObject) => boolean;

/** Filter field -> body field, per event type. */
const TEXT_FIELDS: Record<EventType, Record<string, string>> = {
  DEBUG_RULE_NODE: debugFields(),
  DEBUG_RULE_CHAIN: debugFields(),
  ERROR: { server: 'server', method: 'method', errorStr: 'error' },
  LC_EVENT: { server: 'server', event: 'event', errorStr: 'error' },
  STATS: { server: 'server' },
};

function debugFields(): Record<string, string> {
  return {
    server: 'server',
    msgDirectionType: 'type',
    entityName: 'entityName',
    relationType: 'relationType',
    entityId: 'entityId',
    msgType: 'msgType',
    dataSearch: 'data',
    metadataSearch: 'metadata',
    errorStr: 'error',
  };
}

/** Statistics bounds: [filter field, body field, at least (true) or at most]. */
const STATS_BOUNDS: [string, string, boolean][] = [
  ['messagesProcessed', 'messagesProcessed', true],
  ['minMessagesProcessed', 'messagesProcessed', true],
  ['maxMessagesProcessed', 'messagesProcessed', false],
  ['errorsOccurred', 'errorsOccurred', true],
  ['minErrorsOccurred', 'errorsOccurred', true],
  ['maxErrorsOccurred', 'errorsOccurred', false],
];

function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function filterText(obj: JsonObject, name: string): string | undefined {
  const value = obj[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badField(`Parameter '${name}' must be a string!`);
  return value.toLowerCase();
}

function flag(obj: JsonObject, ...names: string[]): boolean {
  for (const name of names) {
    const value = obj[name];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    throw badField(`Parameter '${name}' must be a boolean!`);
  }
  return false;
}

export function isEventType(value: unknown): value is EventType {
  return (EVENT_TYPES as readonly unknown[]).includes(value);
}

/** Reads an EventFilter body; 400/31 for a missing or unknown eventType or a wrongly typed field. */
export function parseEventFilter(body: unknown): EventBodyFilter {
  const obj = asObject(body);
  const eventType = obj.eventType;
  if (eventType === undefined || eventType === null || eventType === '') throw emptyParam('eventType');
  if (!isEventType(eventType)) throw badField(`Unsupported event type: ${String(eventType)}`);
  const checks: Check[] = [];
  for (const [field, bodyField] of Object.entries(TEXT_FIELDS[eventType])) {
    const wanted = filterText(obj, field);
    if (wanted !== undefined) checks.push((event) => textOf(event[bodyField])?.toLowerCase().includes(wanted) ?? false);
  }
  if ((eventType === 'DEBUG_RULE_NODE' || eventType === 'DEBUG_RULE_CHAIN') && flag(obj, 'isError', 'error')) {
    // Jackson reads Lombok's `isError` as `error`; both spellings are taken.
    checks.push((event) => textOf(event.error) !== undefined && event.error !== '');
  }
  if (eventType === 'LC_EVENT') {
    const status = filterText(obj, 'status');
    if (status !== undefined) checks.push((event) => String(event.success) === String(status === 'success'));
  }
  if (eventType === 'STATS') {
    for (const [field, bodyField, atLeast] of STATS_BOUNDS) {
      const bound = obj[field];
      if (bound === undefined || bound === null || bound === '') continue;
      if (typeof bound !== 'number') throw badField(`Parameter '${field}' must be a number!`);
      checks.push((event) => typeof event[bodyField] === 'number' && (atLeast ? (event[bodyField] as number) >= bound : (event[bodyField] as number) <= bound));
    }
  }
  return {
    eventType,
    narrows: checks.length > 0,
    matches: (body) => {
      const event = body !== null && typeof body === 'object' ? (body as JsonObject) : {};
      return checks.every((check) => check(event));
    },
  };
}
