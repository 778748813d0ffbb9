import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { exceedsJsonDepth, jsonTooDeepError } from '../../http/jsonDepth';
import { MSG } from '../../http/messages';
import type { RouteModule } from '../../http/ServerContext';
import type { RpcChannel, ToDeviceRpc } from '../../rpc/RpcService';
import type { Device } from '../../store/DeviceStore';
import type { OtaPackageType } from '../../store/OtaPackageStore';
import { QueueFullError } from '../../ruleEngine/engine/TenantQueue';
import { TelemetryPayloadError } from '../../telemetry/kvTyping';
import { keyList } from '../DeviceTransport';
import { otaChunk } from '../otaDownload';

type TokenParams = { Params: { token: string } };
type RpcReplyParams = { Params: { token: string; requestId: string } };

/** Long polls wait this long unless `timeout` says otherwise (ThingsBoard's transport.http.request_timeout). */
export const DEFAULT_LONG_POLL_MS = 60_000;
const MAX_LONG_POLL_MS = 10 * 60_000;

/** Device API and RPC errors are plain text or empty, never the JSON error body (contract §1.5). */
export function plainError(reply: FastifyReply, status: number, text = ''): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

function pollTimeout(query: unknown): number {
  const raw = (query as Record<string, unknown> | undefined)?.timeout;
  if (raw === undefined || raw === '' || raw === '0') return DEFAULT_LONG_POLL_MS;
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) throw ApiError.badRequest('Invalid timeout');
  return Math.min(Number(raw), MAX_LONG_POLL_MS);
}

/** A required text query parameter; missing answers 400 as Spring does for a required @RequestParam. */
function requiredParam(query: Record<string, unknown>, name: string): string {
  const value = query[name];
  if (typeof value !== 'string' || value === '') throw ApiError.badRequest(`Required String parameter '${name}' is not present`);
  return value;
}

/** An optional whole-number query parameter (default 0). */
function intParam(query: Record<string, unknown>, name: string): number {
  const value = query[name];
  if (value === undefined || value === '') return 0;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) throw ApiError.badRequest(`Invalid ${name}`);
  return Number(value);
}

const DELETED = Symbol('device deleted');

/**
 * Waits for one value from `subscribe` (which returns its unsubscribe function), for at
 * most `timeoutMs`; resolves undefined on timeout or when the client goes away.
 */
function waitForOne<T>(request: FastifyRequest, timeoutMs: number, subscribe: (deliver: (value: T) => void) => () => void): Promise<T | undefined> {
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => undefined;
    let done = false;
    const finish = (value: T | undefined) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request.raw.off('close', onClose);
      unsubscribe();
      resolve(value);
    };
    const onClose = () => finish(undefined);
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    request.raw.on('close', onClose);
    unsubscribe = subscribe((value) => finish(value));
    if (done) unsubscribe();
  });
}

/**
 * The device HTTP API (`/api/v1/{accessToken}/...`, contract §9.3), authenticated by
 * the token in the path instead of a JWT. Bodies are read as text so numbers keep how
 * they were written (`3.0` stays a double).
 */
export const deviceHttpRoutes: RouteModule = (app, { deviceTransport: transport }) => {
  // Replaces the app's JSON parser (jsonBodyParser.ts) for this scope; the depth limit stays.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    exceedsJsonDepth(body as string) ? done(jsonTooDeepError(), undefined) : done(null, body),
  );
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof ApiError) return plainError(reply, error.status, error.message);
    if (error instanceof TelemetryPayloadError) return plainError(reply, 400, error.message);
    // The tenant's rule engine queue is full: the device should retry later.
    if (error instanceof QueueFullError) return plainError(reply, 429, error.message);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error({ err: error }, 'device API request failed');
    return plainError(reply, status, status === 500 ? '' : error.message);
  });

  /** The token's device; an unknown token answers 401 with an empty body. */
  const withDevice = <P extends TokenParams>(handler: (device: Device, request: FastifyRequest<P>, reply: FastifyReply) => Promise<FastifyReply>) => async (request: FastifyRequest<P>, reply: FastifyReply) => {
    const device = await transport.deviceByToken((request.params as { token: string }).token);
    if (!device) return plainError(reply, 401);
    return handler(device, request, reply);
  };
  const body = (request: FastifyRequest): string => (typeof request.body === 'string' ? request.body : '');

  app.post<TokenParams>('/api/v1/:token/telemetry', withDevice(async (device, request, reply) => {
    await transport.postTelemetry(device, body(request));
    return reply.code(200).send();
  }));

  app.post<TokenParams>('/api/v1/:token/attributes', withDevice(async (device, request, reply) => {
    await transport.postAttributes(device, body(request));
    return reply.code(200).send();
  }));

  app.get<TokenParams>('/api/v1/:token/attributes', withDevice(async (device, request, reply) => {
    const query = request.query as Record<string, unknown>;
    return reply.type('application/json; charset=utf-8').send(await transport.attributes(device, keyList(query.clientKeys), keyList(query.sharedKeys)));
  }));

  /** A long poll that also ends when the device is deleted (ThingsBoard: 403 `Device was deleted!`). */
  const pollUntilDeleted = <T>(device: Device, request: FastifyRequest, subscribe: (deliver: (value: T) => void) => () => void) =>
    waitForOne<T | typeof DELETED>(request, pollTimeout(request.query), (deliver) => {
      const stopValue = subscribe(deliver);
      const stopDeleted = transport.onDeviceDeleted(device.id.id, () => deliver(DELETED));
      return () => {
        stopValue();
        stopDeleted();
      };
    });

  app.get<TokenParams>('/api/v1/:token/attributes/updates', withDevice(async (device, request, reply) => {
    // The JSON text, numbers printed as ThingsBoard prints them (a double 42 as 42.0).
    const update = await pollUntilDeleted<string>(device, request, (deliver) => transport.onSharedUpdate(device.id.id, (_update, json) => deliver(json)));
    if (update === DELETED) return plainError(reply, 403, MSG.DEVICE_DELETED);
    return update !== undefined ? reply.type('application/json; charset=utf-8').send(update) : plainError(reply, 408);
  }));

  app.get<TokenParams>('/api/v1/:token/rpc', withDevice(async (device, request, reply) => {
    const rpc = await pollUntilDeleted<ToDeviceRpc>(device, request, (deliver) => {
      const channel: RpcChannel = { deliver, oneShot: true };
      return transport.rpc.attach(device.id.id, channel);
    });
    if (rpc === DELETED) return plainError(reply, 403, MSG.DEVICE_DELETED);
    return rpc ? reply.send({ id: rpc.id, method: rpc.method, params: rpc.params }) : plainError(reply, 408);
  }));

  app.post<RpcReplyParams>('/api/v1/:token/rpc/:requestId', withDevice<RpcReplyParams>(async (device, request, reply) => {
    const { requestId } = request.params;
    if (!/^\d+$/.test(requestId)) return plainError(reply, 400, 'Invalid request id');
    transport.rpc.reply(device.id.id, Number(requestId), body(request));
    return reply.code(200).send();
  }));

  app.post<TokenParams>('/api/v1/:token/rpc', withDevice(async (device, request, reply) => {
    return reply.code(200).send(await transport.clientRpc(device, body(request)));
  }));

  // As ThingsBoard's DeviceApiController: no package assigned (or one without a file) is 404,
  // a title or version other than the assigned package's is 400; `size` 0 sends the whole file.
  const OTA_PATHS: [string, OtaPackageType][] = [['firmware', 'FIRMWARE'], ['software', 'SOFTWARE']];
  for (const [segment, type] of OTA_PATHS) {
    app.get<TokenParams>(`/api/v1/:token/${segment}`, withDevice(async (device, request, reply) => {
      const query = request.query as Record<string, unknown>;
      const title = requiredParam(query, 'title');
      const version = requiredParam(query, 'version');
      const size = intParam(query, 'size');
      const chunk = intParam(query, 'chunk');
      const found = await transport.otaPackage(device, type);
      if (!found?.data) return plainError(reply, 404);
      if (found.title !== title || found.version !== version) return plainError(reply, 400);
      // Header values must be printable ASCII.
      const fileName = (found.fileName ?? `${found.title}-${found.version}`).replace(/[^\x20-\x7e]/g, '_');
      return reply
        .code(200)
        .header('content-disposition', `attachment;filename=${fileName}`)
        .header('x-filename', fileName)
        .type(found.contentType || 'application/octet-stream')
        .send(otaChunk(found.data, size, chunk));
    }));
  }

  app.post<TokenParams>('/api/v1/:token/claim', withDevice(async (device, request, reply) => {
    await transport.claim(device, body(request));
    return reply.code(200).send();
  }));
};
