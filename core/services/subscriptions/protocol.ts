import type { QueryCommandKind, QueryUpdate, TelemetryData, TelemetryHistoryRequest, TelemetrySubscriptionRequest } from '../../sdk/subscriptions';

/*
 * The WebSocket wire format (contract §8), as pure functions: commands in, wrapper frames out;
 * text frames in, typed messages out. No socket, no clock.
 */

/** Seed 001 §7: at most this many commands go in one frame. */
export const MAX_COMMANDS_PER_FRAME = 10;

/**
 * The wrapper's lists in the order the console fills a frame (seed 001 §7): time series
 * subscriptions first, count unsubscribes last.
 */
export const COMMAND_ORDER = [
  'tsSubCmds', 'historyCmds', 'attrSubCmds', 'entityDataCmds', 'entityDataUnsubscribeCmds', 'alarmDataCmds',
  'alarmDataUnsubscribeCmds', 'entityCountCmds', 'entityCountUnsubscribeCmds',
] as const;
export type CommandList = (typeof COMMAND_ORDER)[number];

/** One command waiting for a frame. */
export type Command = Record<string, unknown> & { cmdId: number };
/** A frame as sent: any subset of the lists. */
export type CommandWrapper = Partial<Record<CommandList, Command[]>>;
/** Commands waiting to be sent, per list. */
export type CommandQueue = Record<CommandList, Command[]>;

export const emptyQueue = (): CommandQueue =>
  Object.fromEntries(COMMAND_ORDER.map((list) => [list, [] as Command[]])) as unknown as CommandQueue;

export const queueSize = (queue: CommandQueue): number => COMMAND_ORDER.reduce((n, list) => n + queue[list].length, 0);

/**
 * Takes up to `max` commands for one frame in {@link COMMAND_ORDER}, removing them from the
 * queue. Returns null when the queue is empty.
 */
export function takeFrame(queue: CommandQueue, max = MAX_COMMANDS_PER_FRAME): CommandWrapper | null {
  const frame: CommandWrapper = {};
  let room = max;
  for (const list of COMMAND_ORDER) {
    if (room === 0) break;
    const taken = queue[list].splice(0, room);
    if (taken.length > 0) {
      frame[list] = taken;
      room -= taken.length;
    }
  }
  return room === max ? null : frame;
}

/** The v1 list a telemetry subscription goes to. */
export const listOfTelemetry = (kind: TelemetrySubscriptionRequest['kind']): CommandList =>
  kind === 'TIMESERIES' ? 'tsSubCmds' : 'attrSubCmds';

/** The v2 lists of a query kind: where its command and its unsubscribe go. */
export const QUERY_LISTS: Record<QueryCommandKind, { subscribe: CommandList; unsubscribe: CommandList }> = {
  ENTITY_DATA: { subscribe: 'entityDataCmds', unsubscribe: 'entityDataUnsubscribeCmds' },
  ALARM_DATA: { subscribe: 'alarmDataCmds', unsubscribe: 'alarmDataUnsubscribeCmds' },
  COUNT: { subscribe: 'entityCountCmds', unsubscribe: 'entityCountUnsubscribeCmds' },
};

/** The `tsSubCmds` / `attrSubCmds` entry of a subscription (`unsubscribe` cancels that cmdId). */
export function telemetryCommand(cmdId: number, request: TelemetrySubscriptionRequest, unsubscribe = false): Command {
  const command: Command = {
    cmdId, entityType: request.entityId.entityType, entityId: request.entityId.id, keys: request.keys.join(','), unsubscribe,
  };
  if (request.kind === 'ATTRIBUTES' && request.scope) command.scope = request.scope;
  if (request.kind === 'TIMESERIES' && request.window) Object.assign(command, request.window);
  return command;
}

/** The `historyCmds` entry of a one-shot history read. */
export function historyCommand(cmdId: number, request: TelemetryHistoryRequest): Command {
  const { entityId, keys, startTs, endTs, interval, limit, agg } = request;
  return { cmdId, entityType: entityId.entityType, entityId: entityId.id, keys: keys.join(','), startTs, endTs, interval, limit, agg };
}

/**
 * The key two subscribers share a server subscription under: same kind, entity, scope, key
 * set (in any order) and window. The timezone offset is per subscriber and not part of it.
 */
export function subscriptionKey(request: TelemetrySubscriptionRequest): string {
  const keys = [...new Set(request.keys)].sort();
  const w = request.window;
  return [
    request.kind, request.entityId.entityType, request.entityId.id, request.scope ?? '', keys.join(','),
    w ? `${w.startTs}/${w.timeWindow}/${w.interval}/${w.limit}/${w.agg}` : '',
  ].join('|');
}

/** A v1 update (`subscriptionId`), values as strings. */
export interface LegacyUpdate {
  subscriptionId: number;
  errorCode: number;
  errorMsg: string | null;
  data: TelemetryData | null;
}

/** A parsed server frame: v1 by `subscriptionId`, v2 by `cmdId`, or something unreadable. */
export type ServerMessage = { kind: 'legacy'; message: LegacyUpdate } | { kind: 'query'; message: QueryUpdate } | { kind: 'unknown' };

/** Reads one text frame. v2 failures for bad commands come in the v1 shape (contract §8.2 rule 8). */
export function parseServerMessage(text: string): ServerMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'unknown' };
  }
  if (typeof value !== 'object' || value === null) return { kind: 'unknown' };
  const m = value as Record<string, unknown>;
  const errorCode = typeof m.errorCode === 'number' ? m.errorCode : 0;
  const errorMsg = typeof m.errorMsg === 'string' ? m.errorMsg : null;
  if (typeof m.cmdId === 'number') return { kind: 'query', message: { ...(m as object), cmdId: m.cmdId, errorCode, errorMsg } };
  if (typeof m.subscriptionId === 'number') {
    const data = typeof m.data === 'object' && m.data !== null ? m.data as TelemetryData : null;
    return { kind: 'legacy', message: { subscriptionId: m.subscriptionId, errorCode, errorMsg, data } };
  }
  return { kind: 'unknown' };
}

/** Adds `offset` ms to every timestamp of v1 data; a deletion marker (ts 0) stays 0. */
export function shiftTelemetryData(data: TelemetryData, offset: number): TelemetryData {
  if (!offset) return data;
  const shifted: TelemetryData = {};
  for (const [key, points] of Object.entries(data)) {
    shifted[key] = points.map(([ts, value]) => [ts === 0 ? 0 : ts + offset, value]);
  }
  return shifted;
}

/** Alarm fields that are timestamps (seed 001 §4: created, start, end, ack, clear). */
const ALARM_TS_FIELDS = ['createdTime', 'startTs', 'endTs', 'ackTs', 'clearTs'] as const;

type TsValue = { ts: number; value: string };

function shiftEntity(item: Record<string, unknown>, offset: number): Record<string, unknown> {
  const out: Record<string, unknown> = { ...item };
  for (const field of ALARM_TS_FIELDS) {
    if (typeof out[field] === 'number' && out[field] !== 0) out[field] = (out[field] as number) + offset;
  }
  const shiftPoint = (p: TsValue): TsValue => ({ ...p, ts: p.ts === 0 ? 0 : p.ts + offset });
  if (item.timeseries && typeof item.timeseries === 'object') {
    out.timeseries = Object.fromEntries(Object.entries(item.timeseries as Record<string, TsValue[]>)
      .map(([key, points]) => [key, points.map(shiftPoint)]));
  }
  if (item.latest && typeof item.latest === 'object') {
    out.latest = Object.fromEntries(Object.entries(item.latest as Record<string, Record<string, TsValue>>)
      .map(([type, keys]) => [type, Object.fromEntries(Object.entries(keys).map(([key, p]) => [key, shiftPoint(p)]))]));
  }
  return out;
}

/**
 * Seed 001 §4: entity and alarm data timestamps (latest, time series, alarm created/start/end/
 * ack/clear) shifted by the timezone offset, in both the page (`data.data`) and `update`.
 */
export function shiftQueryUpdate(update: QueryUpdate, offset: number): QueryUpdate {
  if (!offset) return update;
  const shiftList = (list: unknown) => Array.isArray(list)
    ? list.map((item) => (typeof item === 'object' && item !== null ? shiftEntity(item as Record<string, unknown>, offset) : item))
    : list;
  const out: QueryUpdate = { ...update };
  if (update.data && typeof update.data === 'object' && Array.isArray((update.data as { data?: unknown }).data)) {
    out.data = { ...(update.data as object), data: shiftList((update.data as { data: unknown[] }).data) };
  }
  if (Array.isArray(update.update)) out.update = shiftList(update.update);
  return out;
}
