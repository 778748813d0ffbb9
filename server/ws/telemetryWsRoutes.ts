import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ApiError, Messages } from '../http/errors';
import type { RouteModule } from '../http/ServerContext';
import type { SecurityUser } from '../security/SecurityUser';
import { asObject } from '../store/ids';
import { AlarmDataSubscriptions } from './AlarmDataSubscriptions';
import { EntityDataSubscriptions } from './EntityDataSubscriptions';
import { LegacySubscriptions } from './LegacySubscriptions';
import { TelemetryHub } from './TelemetryHub';
import { ERROR_BAD_REQUEST, v1Error, type WsContext, type WsDeps } from './wsCommon';
import { DEFAULT_WS_LIMITS, WsSession } from './WsSession';

/*
 * The telemetry WebSocket, /api/ws/plugins/telemetry?token=<JWT> (contract §8). The JWT
 * is checked before the upgrade (401 on a bad one); each text frame is a command wrapper,
 * processed one frame at a time in the contract's key order.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The WebSocket caller, authenticated from `?token=` before the upgrade. */
    wsUser?: SecurityUser;
  }
}

/** Largest command frame accepted; the console sends at most 10 commands per frame. */
const MAX_FRAME_BYTES = 1024 * 1024;

const PARSE_FAILURE = v1Error(0, ERROR_BAD_REQUEST, 'Failed to parse websocket command!');

function arrayOf(wrapper: Record<string, unknown>, name: string): unknown[] {
  const value = wrapper[name];
  return Array.isArray(value) ? value : [];
}

/** One open session: its command handlers and the order its frames are processed in. */
class TelemetrySession {
  private readonly legacy: LegacySubscriptions;
  private readonly entityData: EntityDataSubscriptions;
  private readonly alarmData: AlarmDataSubscriptions;
  private queue: Promise<void> = Promise.resolve();

  constructor(ctx: WsContext) {
    this.legacy = new LegacySubscriptions(ctx);
    this.entityData = new EntityDataSubscriptions(ctx);
    this.alarmData = new AlarmDataSubscriptions(ctx);
  }

  /** Frames are handled strictly in arrival order, each after the previous one finished. */
  receive(text: string, session: WsSession): void {
    this.queue = this.queue.then(() => this.handle(text, session));
  }

  close(): void {
    this.legacy.dispose();
    this.entityData.dispose();
    this.alarmData.dispose();
  }

  private async handle(text: string, session: WsSession): Promise<void> {
    let wrapper: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      wrapper = parsed as Record<string, unknown>;
    } catch {
      session.send(PARSE_FAILURE);
      return;
    }
    for (const cmd of arrayOf(wrapper, 'attrSubCmds')) await this.legacy.attributes(asObject(cmd));
    for (const cmd of arrayOf(wrapper, 'tsSubCmds')) await this.legacy.timeseries(asObject(cmd));
    for (const cmd of arrayOf(wrapper, 'historyCmds')) await this.legacy.history(asObject(cmd));
    for (const cmd of arrayOf(wrapper, 'entityDataCmds')) await this.entityData.entityData(cmd);
    for (const cmd of arrayOf(wrapper, 'alarmDataCmds')) await this.alarmData.alarmData(cmd);
    for (const cmd of arrayOf(wrapper, 'entityCountCmds')) await this.entityData.entityCount(cmd);
    for (const cmd of arrayOf(wrapper, 'entityDataUnsubscribeCmds')) this.entityData.unsubscribeData(cmd);
    for (const cmd of arrayOf(wrapper, 'alarmDataUnsubscribeCmds')) this.alarmData.unsubscribe(cmd);
    for (const cmd of arrayOf(wrapper, 'entityCountUnsubscribeCmds')) this.entityData.unsubscribeCount(cmd);
  }
}

export const telemetryWsRoutes: RouteModule = async (app, ctx) => {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const hub = new TelemetryHub(ctx.telemetry.bus, (viewId) => ctx.stores.entityViews.findById(viewId));
  app.addHook('onClose', async () => hub.close());
  const limits = { ...DEFAULT_WS_LIMITS, ...ctx.config.wsLimits };
  const deps: WsDeps = { telemetry: ctx.telemetry, access: ctx.telemetryAccess, entityQuery: ctx.entityQuery, alarmQuery: ctx.alarmQuery, hub, log: app.log.child({ module: 'ws' }) };

  const authenticate = async (request: FastifyRequest) => {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token === '') throw ApiError.unauthorized(Messages.AUTH_FAILED);
    request.wsUser = await ctx.tokens.authenticateAccess(token);
  };

  app.get('/api/ws/plugins/telemetry', { websocket: true, config: { auth: false }, onRequest: authenticate }, (socket: WebSocket, request) => {
    const session = new WsSession(socket, limits);
    const handler = new TelemetrySession({ ...deps, session, user: request.wsUser! });
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        session.send(PARSE_FAILURE);
        return;
      }
      handler.receive(data.toString(), session);
    });
    socket.on('close', () => handler.close());
    socket.on('error', (error) => deps.log.debug({ err: error }, 'websocket error'));
  });
};
