import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { loadEntity } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { parsePageLink } from '../http/pageLink';
import type { RouteModule } from '../http/ServerContext';
import type { SecurityUser } from '../security/SecurityUser';
import type { Device } from '../store/DeviceStore';
import type { Stores } from '../store/createStores';
import { RPC_PAGE, RPC_STATUSES, type Rpc, type RpcStatus } from '../store/RpcStore';
import { canReadOwned } from '../tenancy/access';
import { plainError } from '../transport/http/deviceHttpRoutes';
import type { RpcOutcome, RpcRequest, RpcService } from './RpcService';

/*
 * Server-side RPC REST (contract §10): v1 `/api/plugins/rpc/{oneway|twoway}/{deviceId}`
 * and v2 `/api/rpc/...`, plus the persistent RPC list. Errors are plain text or empty
 * bodies, as on every RPC endpoint (contract §1.5).
 */

/** ThingsBoard's default and smallest RPC timeout. */
export const RPC_DEFAULT_TIMEOUT_MS = 10_000;
export const RPC_MIN_TIMEOUT_MS = 5_000;

type DeviceParams = { Params: { deviceId: string } };
type RpcIdParams = { Params: { rpcId: string } };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalNumber(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw ApiError.badRequest(`Invalid '${name}': expected a number`);
  return value;
}

/** Validates a request body; `now` anchors the timeout. */
export function rpcRequestInput(body: unknown, oneway: boolean, now = Date.now()): RpcRequest {
  if (!isPlainObject(body)) throw ApiError.badRequest(MSG.RPC_INVALID_BODY);
  const method = body.method;
  if (typeof method !== 'string' || method.trim() === '') throw ApiError.badRequest("RPC 'method' is required");
  const timeout = optionalNumber(body, 'timeout') ?? RPC_DEFAULT_TIMEOUT_MS;
  const expirationTime = optionalNumber(body, 'expirationTime') ?? now + Math.max(RPC_MIN_TIMEOUT_MS, timeout);
  const persistent = body.persistent ?? false;
  if (typeof persistent !== 'boolean') throw ApiError.badRequest("Invalid 'persistent': expected a boolean");
  return { method, params: body.params ?? null, oneway, expirationTime, persistent, additionalInfo: body.additionalInfo ?? null };
}

/**
 * Tenant administrators of the device's tenant and users of its customer may call it;
 * another tenant's device is unknown. Refusals carry the access validator's texts
 * (contract §13.6), answered as plain text by `plain`.
 */
async function callableDevice(stores: Stores, user: SecurityUser, rawId: string): Promise<Device> {
  if (user.authority === 'SYS_ADMIN') throw ApiError.forbidden(MSG.SYSADMIN_NOT_ALLOWED);
  return loadEntity(rawId, async (id) => {
    const device = await stores.devices.findById(id);
    if (device && device.tenantId.id === user.tenantId) return device;
    throw ApiError.notFound(MSG.ACCESS_NOT_FOUND('Device'));
  }, (device) => !user.isPublic && canReadOwned(user, device));
}

/** A persistent RPC by id, answered with JSON errors as ThingsBoard's checkRpcId does (§13.5). */
async function readableRpc(stores: Stores, user: SecurityUser, rawId: string): Promise<Rpc> {
  const rpc = await loadEntity(rawId, (id) => stores.rpc.findById(id), (found) => found.tenantId.id === user.tenantId, 'RPC');
  const device = await stores.devices.findById(rpc.deviceId.id);
  if (!device || user.isPublic || !canReadOwned(user, device)) throw ApiError.forbidden();
  return rpc;
}

/** Runs `work`, answering its ApiErrors as plain text. */
async function plain(reply: FastifyReply, work: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return plainError(reply, error.status, error.message);
    throw error;
  }
}

function answer(reply: FastifyReply, outcome: RpcOutcome, legacy: boolean): FastifyReply {
  switch (outcome.kind) {
    case 'delivered':
      return reply.code(200).send();
    case 'reply':
      try {
        JSON.parse(outcome.body);
      } catch {
        return plainError(reply, 406);
      }
      return reply.code(200).type('application/json').send(outcome.body);
    case 'timeout':
      return plainError(reply, legacy ? 408 : 504);
    case 'offline':
      return plainError(reply, legacy ? 409 : 504);
  }
}

export const rpcRoutes: RouteModule = (app, { stores, rpc }) => {
  const handle = (oneway: boolean, legacy: boolean) => async (request: FastifyRequest<DeviceParams>, reply: FastifyReply) => {
    // The body is read before the access check, and a non-JSON one is a JSON 400/31 (§13.5).
    if (!isPlainObject(request.body)) throw ApiError.badRequest(MSG.RPC_INVALID_BODY);
    return plain(reply, async () => {
      const device = await callableDevice(stores, request.user, request.params.deviceId);
      const input = rpcRequestInput(request.body, oneway);
      if (input.persistent) {
        const saved = await rpc.sendPersistent(device, input);
        return reply.code(200).send({ rpcId: saved.id.id });
      }
      return answer(reply, await rpc.send(device, input), legacy);
    });
  };

  app.post<DeviceParams>('/api/plugins/rpc/oneway/:deviceId', handle(true, true));
  app.post<DeviceParams>('/api/plugins/rpc/twoway/:deviceId', handle(false, true));
  app.post<DeviceParams>('/api/rpc/oneway/:deviceId', handle(true, false));
  app.post<DeviceParams>('/api/rpc/twoway/:deviceId', handle(false, false));

  app.get<RpcIdParams>('/api/rpc/persistent/:rpcId', async (request) => readableRpc(stores, request.user, request.params.rpcId));

  app.delete<RpcIdParams>('/api/rpc/persistent/:rpcId', async (request, reply) => {
    await rpc.deletePersistent(await readableRpc(stores, request.user, request.params.rpcId));
    return reply.code(200).send();
  });

  // As ThingsBoard: the parameters are checked first with JSON errors; the device's access check answers in plain text.
  app.get<DeviceParams>('/api/rpc/persistent/device/:deviceId', async (request, reply) => {
    const link = parsePageLink(request.query, RPC_PAGE);
    const rawStatus = (request.query as Record<string, unknown>).rpcStatus;
    let status: RpcStatus | undefined;
    if (rawStatus !== undefined && rawStatus !== '') {
      // Deleted requests are gone from the table; ThingsBoard refuses to list them with this text.
      if (rawStatus === 'DELETED') throw ApiError.badRequest('RpcStatus: DELETED');
      if (typeof rawStatus !== 'string' || !(RPC_STATUSES as readonly string[]).includes(rawStatus)) throw ApiError.badRequest(`Invalid rpcStatus: ${String(rawStatus)}`);
      status = rawStatus as RpcStatus;
    }
    return plain(reply, async () => {
      const device = await callableDevice(stores, request.user, request.params.deviceId);
      return reply.send(await stores.rpc.findByDevice(device.id.id, link, status));
    });
  });
};
