import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody, toApiError } from '../errors';
import { exceedsJsonDepth, jsonTooDeepError } from '../jsonDepth';
import type { RouteModule } from '../ServerContext';
import { pathUuid } from '../validate';
import type { EntityId, EntityType } from '../../store/ids';
import { ATTRIBUTE_SCOPES, type AttributeScope, type KvValue } from '../../store/TelemetryStore';
import {
  attributesJson,
  entriesOfObject,
  pointsOfPayload,
  TelemetryPayloadError,
  timeseriesJson,
  toExactJson,
} from '../../telemetry/kvTyping';
import type { Aggregation, HistoryQuery } from '../../telemetry/types';
import { WriteQueueFullError } from '../../telemetry/WriteQueue';
import { docs } from '../openapi/docs';
import { listOf, STRING_LIST } from '../openapi/schemas';

/*
 * Telemetry REST (contract §6) under /api/plugins/telemetry; every write also reaches the
 * rule engine (ATTRIBUTES_UPDATED ... TIMESERIES_DELETED). Errors are plain text, as
 * ThingsBoard's telemetry controller answers them, except 401 which keeps the JSON body
 * the console's token refresh reads (errorCode 11). Bodies are parsed here, keeping
 * number literals, so `3.0` stays a double and big integers keep their digits.
 */

const PREFIX = '/api/plugins/telemetry';
const AGGREGATIONS: readonly Aggregation[] = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'];
const WRITABLE_SCOPES: readonly AttributeScope[] = ['SERVER_SCOPE', 'SHARED_SCOPE'];
const DEFAULT_LIMIT = 100;

type Query = Record<string, string | string[] | undefined>;
type EntityParams = { Params: { entityType: string; entityId: string }; Querystring: Query };
type ScopeParams = { Params: { entityType: string; entityId: string; scope?: string }; Querystring: Query };
/** Write paths name the entity by type and id, or (legacy form) a device id alone. */
type PathParams = {
  Params: { entityType?: string; entityId?: string; deviceId?: string; scope: string; ttl?: string };
  Querystring: Query;
};

function bad(message: string): ApiError {
  return ApiError.badRequest(message);
}

function entityOf(entityType: string, id: string): EntityId {
  return { entityType: entityType as EntityType, id: pathUuid(id) };
}

function entityFromPath(params: PathParams['Params']): EntityId {
  if (params.deviceId !== undefined) return entityOf('DEVICE', params.deviceId);
  return entityOf(params.entityType ?? '', params.entityId ?? '');
}

function scopeOf(scope: string, allowed: readonly AttributeScope[] = ATTRIBUTE_SCOPES): AttributeScope {
  if (!(allowed as readonly string[]).includes(scope)) throw bad(`Invalid scope: ${scope}`);
  return scope as AttributeScope;
}

function param(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw bad(`Parameter '${name}' must be given once`);
  return value === '' ? undefined : value;
}

/** `keys` as a list; undefined when absent (meaning all keys). */
function keysParam(query: Query): string[] | undefined {
  const text = param(query, 'keys');
  if (text === undefined) return undefined;
  const keys = text.split(',').map((key) => key.trim()).filter((key) => key !== '');
  return keys.length > 0 ? keys : undefined;
}

function requiredKeys(query: Query): string[] {
  const keys = keysParam(query);
  if (!keys) throw bad("Parameter 'keys' can't be empty!");
  return keys;
}

function longParam(query: Query, name: string): number | undefined {
  const text = param(query, name);
  if (text === undefined) return undefined;
  const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value)) throw bad(`Parameter '${name}' must be a whole number!`);
  return value;
}

function booleanParam(query: Query, name: string): boolean {
  const text = param(query, name);
  if (text === undefined) return false;
  if (text !== 'true' && text !== 'false') throw bad(`Parameter '${name}' must be true or false!`);
  return text === 'true';
}

/** The history read of `GET values/timeseries` with keys, startTs and endTs. */
function historyQuery(query: Query, keys: string[], startTs: number, endTs: number): HistoryQuery {
  if (endTs < startTs) throw bad('endTs must not be before startTs');
  const interval = longParam(query, 'interval') ?? 0;
  if (interval < 0) throw bad("Parameter 'interval' must not be negative!");
  const limit = longParam(query, 'limit') ?? DEFAULT_LIMIT;
  if (limit < 1) throw bad("Parameter 'limit' must be positive!");
  const agg = param(query, 'agg') ?? 'NONE';
  if (!(AGGREGATIONS as readonly string[]).includes(agg)) throw bad(`Invalid aggregation: ${agg}`);
  const orderBy = (param(query, 'orderBy') ?? 'DESC').toUpperCase();
  if (orderBy !== 'ASC' && orderBy !== 'DESC') throw bad(`Invalid orderBy: ${orderBy}`);
  return { keys, startTs, endTs, interval, limit, agg: interval === 0 ? 'NONE' : (agg as Aggregation), orderBy };
}

function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.code(200).type('application/json').send(text);
}

/** Plain-text errors (contract §1.5 exception), 401 kept as the JSON body. */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  let apiError: ApiError;
  if (error instanceof TelemetryPayloadError) apiError = bad(error.message);
  else if (error instanceof WriteQueueFullError) apiError = new ApiError(503, 2, error.message);
  else apiError = toApiError(error);
  if (apiError.status >= 500 && !(error instanceof WriteQueueFullError)) request.log.error({ err: error }, 'telemetry request failed');
  if (apiError.status === 401) return reply.code(401).type('application/json; charset=utf-8').send(errorBody(apiError));
  return reply.code(apiError.status).type('text/plain; charset=utf-8').send(apiError.message);
}

export const telemetryRoutes: RouteModule = (app, { telemetry, telemetryAccess, entityEvents }) => {
  // Raw text, typed by kvTyping: JSON.parse would lose `3.0` and big integers.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
    exceedsJsonDepth(body as string) ? done(jsonTooDeepError(), undefined) : done(null, body),
  );
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));

  // Each attribute read with and without a scope segment; without one it covers all three scopes.
  for (const path of [`${PREFIX}/:entityType/:entityId/keys/attributes`, `${PREFIX}/:entityType/:entityId/keys/attributes/:scope`]) {
    app.get<ScopeParams>(path, docs({ response: STRING_LIST }), async (request) => {
      const entityId = entityOf(request.params.entityType, request.params.entityId);
      const scope = request.params.scope === undefined ? null : scopeOf(request.params.scope);
      await telemetryAccess.assertCanRead(request.user, entityId);
      return telemetry.attributeKeys(entityId, scope);
    });
  }

  for (const path of [`${PREFIX}/:entityType/:entityId/values/attributes`, `${PREFIX}/:entityType/:entityId/values/attributes/:scope`]) {
    app.get<ScopeParams>(path, docs({ response: listOf('AttributeValue') }), async (request, reply) => {
      const entityId = entityOf(request.params.entityType, request.params.entityId);
      const scope = request.params.scope === undefined ? null : scopeOf(request.params.scope);
      const keys = keysParam(request.query);
      await telemetryAccess.assertCanRead(request.user, entityId);
      return sendJson(reply, attributesJson(await telemetry.attributes(entityId, scope, keys)));
    });
  }

  app.get<EntityParams>(`${PREFIX}/:entityType/:entityId/keys/timeseries`, docs({ response: STRING_LIST }), async (request) => {
    const entityId = entityOf(request.params.entityType, request.params.entityId);
    await telemetryAccess.assertCanRead(request.user, entityId);
    return telemetry.timeseriesKeys(entityId);
  });

  app.get<EntityParams>(`${PREFIX}/:entityType/:entityId/values/timeseries`, docs({ response: 'TimeseriesValues', description: 'Latest values; with `keys`, `startTs` and `endTs` the history (`interval`, `limit`, `agg`, `orderBy`)' }), async (request, reply) => {
    const { query } = request;
    const entityId = entityOf(request.params.entityType, request.params.entityId);
    const keys = keysParam(query);
    const strict = booleanParam(query, 'useStrictDataTypes');
    const startTs = longParam(query, 'startTs');
    const endTs = longParam(query, 'endTs');
    // As ThingsBoard maps it: keys, startTs and endTs together make a history read, anything else the latest values.
    if (keys && startTs !== undefined && endTs !== undefined) {
      const history = historyQuery(query, keys, startTs, endTs);
      await telemetryAccess.assertCanRead(request.user, entityId);
      return sendJson(reply, timeseriesJson(await telemetry.history(entityId, history), strict));
    }
    await telemetryAccess.assertCanRead(request.user, entityId);
    const series: Record<string, { ts: number; value: KvValue | null }[]> = {};
    for (const point of await telemetry.latest(entityId, keys)) series[point.key] = [{ ts: point.ts, value: point.value }];
    // A requested key without data answers a null value, as ThingsBoard's latest read does.
    const now = Date.now();
    for (const key of keys ?? []) series[key] ??= [{ ts: now, value: null }];
    return sendJson(reply, timeseriesJson(series, strict));
  });

  for (const path of [`${PREFIX}/:entityType/:entityId/attributes/:scope`, `${PREFIX}/:entityType/:entityId/:scope`, `${PREFIX}/:deviceId/:scope`]) {
    app.post<PathParams>(path, docs({ body: 'AttributesPayload', emptyResponse: true }), async (request, reply) => {
      const entityId = entityFromPath(request.params);
      const scope = scopeOf(request.params.scope, WRITABLE_SCOPES);
      const entries = entriesOfObject(toExactJson(request.body), false);
      const { tenantId } = await telemetryAccess.assertCanWrite(request.user, entityId);
      await telemetry.saveAttributes(tenantId, entityId, scope, entries);
      entityEvents.attributesUpdated(tenantId, entityId, scope, entries, request.user);
      return reply.code(200).send();
    });
  }

  // The scope segment is ignored (the console sends ANY); a ttl is validated and ignored: points are kept until deleted.
  for (const path of [`${PREFIX}/:entityType/:entityId/timeseries/:scope`, `${PREFIX}/:entityType/:entityId/timeseries/:scope/:ttl`]) {
    app.post<PathParams>(path, docs({ body: 'TelemetryPayload', emptyResponse: true }), async (request, reply) => {
      const { ttl } = request.params;
      if (ttl !== undefined && !/^\d+$/.test(ttl)) throw bad(`Invalid ttl: ${ttl}`);
      const entityId = entityFromPath(request.params);
      const points = pointsOfPayload(toExactJson(request.body), Date.now());
      const { tenantId } = await telemetryAccess.assertCanWrite(request.user, entityId);
      await telemetry.saveTimeseries(tenantId, entityId, points);
      entityEvents.timeseriesUpdated(tenantId, entityId, points, request.user);
      return reply.code(200).send();
    });
  }

  app.delete<EntityParams>(`${PREFIX}/:entityType/:entityId/timeseries/delete`, docs({ emptyResponse: true }), async (request, reply) => {
    const { query } = request;
    const entityId = entityOf(request.params.entityType, request.params.entityId);
    const keys = requiredKeys(query);
    const deleteAllDataForKeys = booleanParam(query, 'deleteAllDataForKeys');
    const rewriteLatestIfDeleted = booleanParam(query, 'rewriteLatestIfDeleted');
    const startTs = longParam(query, 'startTs');
    const endTs = longParam(query, 'endTs');
    if (!deleteAllDataForKeys && (startTs === undefined || endTs === undefined)) {
      throw bad("When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty");
    }
    const { tenantId } = await telemetryAccess.assertCanWrite(request.user, entityId);
    await telemetry.deleteTimeseries(tenantId, entityId, keys, { deleteAllDataForKeys, startTs, endTs, rewriteLatestIfDeleted });
    entityEvents.timeseriesDeleted(tenantId, entityId, keys, request.user);
    return reply.code(200).send();
  });

  for (const path of [`${PREFIX}/:entityType/:entityId/:scope`, `${PREFIX}/:deviceId/:scope`]) {
    app.delete<PathParams>(path, docs({ emptyResponse: true }), async (request, reply) => {
      const entityId = entityFromPath(request.params);
      const scope = scopeOf(request.params.scope);
      const keys = requiredKeys(request.query);
      const { tenantId } = await telemetryAccess.assertCanWrite(request.user, entityId);
      await telemetry.deleteAttributes(tenantId, entityId, scope, keys);
      entityEvents.attributesDeleted(tenantId, entityId, scope, keys, request.user);
      return reply.code(200).send();
    });
  }
};
