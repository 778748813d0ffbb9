import type { FastifyBaseLogger } from 'fastify';
import type { AlarmQuery } from '../alarms/types';
import { ApiError, Messages } from '../http/errors';
import { MSG } from '../http/messages';
import type { EntityQueryService } from '../query/EntityQueryService';
import type { SecurityUser } from '../security/SecurityUser';
import { isUuid, type EntityId, type EntityType, type JsonObject } from '../store/ids';
import type { Aggregation, TelemetryAccess, TelemetryService } from '../telemetry/types';
import type { TelemetryHub } from './TelemetryHub';
import { CLOSE_SERVICE_RESTART, type WsSession } from './WsSession';

/* What both generations of WebSocket commands share (contract §8). */

export interface WsDeps {
  telemetry: TelemetryService;
  access: TelemetryAccess;
  entityQuery: EntityQueryService;
  alarmQuery: AlarmQuery;
  hub: TelemetryHub;
  log: FastifyBaseLogger;
}

/** One session's command context. */
export interface WsContext extends WsDeps {
  session: WsSession;
  /** As of the last check of the session's token (it is re-checked when it may have changed). */
  user: SecurityUser;
}

export const ERROR_INTERNAL = 1;
export const ERROR_BAD_REQUEST = 2;
export const ERROR_UNAUTHORIZED = 3;
export const FAILED_TO_FETCH_DATA = MSG.WS_FETCH_DATA_FAILED;
export const FAILED_TO_FETCH_ATTRIBUTES = MSG.WS_FETCH_ATTRIBUTES_FAILED;
export const FAILED_TO_FETCH_HISTORY = MSG.WS_FETCH_HISTORY_FAILED;
/** errorMsg of errorCode 3 when a subscription's entity is no longer readable: the text REST answers 403 with. */
export const NO_LONGER_READABLE = Messages.FORBIDDEN;

/** Shown to the console as the entity budget of a v2 subscription. */
export const ALLOWED_ENTITIES = 10_000;
/** Dynamic queries, counts and alarm data are re-run this often (contract §8.2 rules 5 to 7). */
export const REFRESH_MS = 60_000;

/** A refusal in the v1 shape (also used for malformed v2 commands, §8.2 rule 8). */
export function v1Error(subscriptionId: number, errorCode: number, errorMsg: string): object {
  return { subscriptionId, errorCode, errorMsg, data: null };
}

/** A command's problem, answered as errorCode 2 with this message. */
export class BadCommand extends Error {}

/**
 * How a failed v2 command is answered: bad input as a v1-style errorCode 2 (§8.2 rule 8),
 * other refusals as `envelope` with errorCode 1, anything unexpected closes the session
 * with 1012 (§8).
 */
export function failCommand(ctx: WsContext, id: number, error: unknown, envelope: (errorCode: number, errorMsg: string) => object): void {
  if (error instanceof BadCommand || (error instanceof ApiError && error.status === 400)) ctx.session.send(v1Error(id, ERROR_BAD_REQUEST, error.message));
  else if (error instanceof ApiError) ctx.session.send(envelope(ERROR_INTERNAL, FAILED_TO_FETCH_DATA));
  else {
    ctx.log.error({ err: error }, 'websocket v2 command failed');
    ctx.session.close(CLOSE_SERVICE_RESTART, 'Failed to process the command');
  }
}

const AGGREGATIONS: readonly Aggregation[] = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'];

export function cmdId(cmd: JsonObject): number {
  const id = cmd.cmdId;
  if (typeof id === 'number' && id < 0) throw new BadCommand(MSG.WS_CMD_ID_NEGATIVE);
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new BadCommand('Invalid cmdId!');
  return id;
}

/** A whole number field: numbers or numeric strings, as the console sends either. */
export function numberField(cmd: JsonObject, name: string, fallback: number): number {
  const value = cmd[name];
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = typeof value === 'string' ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) throw new BadCommand(`Invalid ${name}!`);
  return Math.trunc(parsed);
}

export function aggregation(cmd: JsonObject): Aggregation {
  const value = cmd.agg;
  if (value === undefined || value === null || value === '') return 'NONE';
  if (typeof value !== 'string' || !AGGREGATIONS.includes(value as Aggregation)) throw new BadCommand(`Invalid agg!`);
  return value as Aggregation;
}

/** `keys` as a comma list (v1) or an array (v2); empty = all. */
export function keyList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(items.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter((item) => item !== ''))];
}

/**
 * The entity of a v1 command: an empty id (or type) is ThingsBoard's `Device id is empty!`;
 * a malformed one, which closes ThingsBoard's session with 1011, is answered errorCode 2.
 */
export function commandEntity(cmd: JsonObject): EntityId {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(cmd.entityId) || empty(cmd.entityType)) throw new BadCommand(MSG.WS_DEVICE_ID_EMPTY);
  if (typeof cmd.entityType !== 'string') throw new BadCommand('Invalid entity type!');
  if (!isUuid(cmd.entityId)) throw new BadCommand('Invalid entity id!');
  return { entityType: cmd.entityType as EntityType, id: cmd.entityId.toLowerCase() };
}
