import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { ApiError, Messages } from '../http/errors';
import type { RouteModule } from '../http/ServerContext';
import type { SecurityUser } from '../security/SecurityUser';
import { TelemetryHub } from './TelemetryHub';
import { PARSE_FAILURE, TelemetrySession } from './TelemetrySession';
import type { WsDeps } from './wsCommon';
import { DEFAULT_WS_LIMITS, WsSession } from './WsSession';

/*
 * The telemetry WebSocket, /api/ws/plugins/telemetry?token=<JWT> (contract §8). The JWT
 * is checked before the upgrade (401 on a bad one), then again while the socket is open
 * (TelemetrySession); each text frame is a command wrapper, processed one frame at a time
 * in the contract's key order.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The WebSocket caller, authenticated from `?token=` before the upgrade. */
    wsUser?: SecurityUser;
  }
}

/** Largest command frame accepted; the console sends at most 10 commands per frame. */
const MAX_FRAME_BYTES = 1024 * 1024;

/** When the (already verified) token expires, in milliseconds; undefined without `exp`. */
function expiresAt(token: string): number | undefined {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : undefined;
}

/** Open telemetry sessions of each app, keyed by its HTTP server (metrics count them). */
const openSessions = new WeakMap<object, ReadonlySet<unknown>>();

/** How many telemetry WebSocket sessions the app has open. */
export function wsSessionCount(app: { server: object }): number {
  return openSessions.get(app.server)?.size ?? 0;
}

export const telemetryWsRoutes: RouteModule = async (app, ctx) => {
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // Shutdown: 1001 "going away" tells clients the server is leaving (the default sends no code).
    preClose(done) {
      const server = (this as unknown as { websocketServer: { clients: Set<WebSocket>; close(cb: () => void): void } }).websocketServer;
      for (const client of server.clients) client.close(1001, 'Server shutting down');
      server.close(() => undefined);
      done();
    },
  });
  const hub = new TelemetryHub(ctx.telemetry.bus, (viewId) => ctx.stores.entityViews.findById(viewId));
  // Open sessions hear entity changes, so access is re-checked when it may have changed (issue 15).
  const sessions = new Set<TelemetrySession>();
  openSessions.set(app.server, sessions);
  const stopListening = ctx.entityChanges.on((change) => {
    for (const open of sessions) open.entityChanged(change);
  });
  app.addHook('onClose', async () => {
    stopListening();
    hub.close();
  });
  const limits = { ...DEFAULT_WS_LIMITS, ...ctx.config.wsLimits };
  const deps: WsDeps = { telemetry: ctx.telemetry, access: ctx.telemetryAccess, entityQuery: ctx.entityQuery, alarmQuery: ctx.alarmQuery, hub, log: app.log.child({ module: 'ws' }) };

  const authenticate = async (request: FastifyRequest) => {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token === '') throw ApiError.unauthorized(Messages.AUTH_FAILED);
    request.wsUser = await ctx.tokens.authenticateAccess(token);
  };

  app.get('/api/ws/plugins/telemetry', { websocket: true, config: { auth: false }, onRequest: authenticate }, (socket: WebSocket, request) => {
    const session = new WsSession(socket, limits);
    const token = (request.query as Record<string, string>).token!;
    const handler = new TelemetrySession({ ...deps, session, user: request.wsUser! }, { token, expiresAt: expiresAt(token), tokens: ctx.tokens });
    sessions.add(handler);
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        session.send(PARSE_FAILURE);
        return;
      }
      handler.receive(data.toString());
    });
    socket.on('close', () => {
      sessions.delete(handler);
      handler.close();
    });
    socket.on('error', (error) => deps.log.debug({ err: error }, 'websocket error'));
  });
};
