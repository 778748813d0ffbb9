import { MSG } from '../http/messages';
import { ApiError, Messages } from '../http/errors';
import type { EntityChange } from '../ruleEngine/EntityChangeBus';
import type { TokenService } from '../security/TokenService';
import { asObject } from '../store/ids';
import { AlarmDataSubscriptions } from './AlarmDataSubscriptions';
import { EntityDataSubscriptions } from './EntityDataSubscriptions';
import { LegacySubscriptions } from './LegacySubscriptions';
import { ERROR_BAD_REQUEST, v1Error, type WsContext } from './wsCommon';
import { CLOSE_POLICY_VIOLATION, CLOSE_SERVER_ERROR } from './WsSession';

/*
 * One open telemetry WebSocket: its command handlers, the order its frames are processed
 * in, and the access it was opened with, kept current (issue 15). The token is checked
 * again before every frame and whenever the user, its customer or its tenant changes;
 * a token that no longer passes closes the socket, as does the token's expiry (a timer),
 * so a socket never outlives its token. An entity that changes (assigned, unassigned,
 * moved) has the subscriptions on it re-checked; those the user may no longer read end
 * with errorCode 3.
 *
 * Close code: ThingsBoard 3.3 checks the token only on the handshake (401, contract §8),
 * so it has no code of its own for a token that stops being valid later. Every session
 * it refuses by policy (session and subscription limits, the pending-updates limit,
 * contract §13.7) it closes with POLICY_VIOLATION, 1008; the same is used here, with the
 * REST API's 401 message as the reason ("Token has expired", "User account is not
 * active", "Authentication failed"). The console reconnects after any close and
 * refreshes its token first when it has to.
 */

/** setTimeout's longest delay; a later expiry re-arms the timer. */
const MAX_TIMER_MS = 2_147_483_647;

/** The token the socket was opened with. */
export interface SessionToken {
  token: string;
  /** Milliseconds since the epoch; undefined for a token without `exp`. */
  expiresAt: number | undefined;
  tokens: Pick<TokenService, 'authenticateAccess'>;
}

function arrayOf(wrapper: Record<string, unknown>, name: string): unknown[] {
  const value = wrapper[name];
  return Array.isArray(value) ? value : [];
}

export const PARSE_FAILURE = v1Error(0, ERROR_BAD_REQUEST, MSG.WS_PARSE_FAILED);

export class TelemetrySession {
  private readonly legacy: LegacySubscriptions;
  private readonly entityData: EntityDataSubscriptions;
  private readonly alarmData: AlarmDataSubscriptions;
  private queue: Promise<void> = Promise.resolve();
  private expiry: NodeJS.Timeout | undefined;
  /** Changes heard and not re-checked yet: the whole session's access, or these entities'. */
  private recheckAll = false;
  private readonly recheckIds = new Set<string>();
  private releaseHold: (() => void) | undefined;
  /** A frame is being handled: a command may be subscribing to an entity that changes meanwhile. */
  private handling = false;

  constructor(
    private readonly ctx: WsContext,
    private readonly token: SessionToken,
  ) {
    this.legacy = new LegacySubscriptions(ctx);
    this.entityData = new EntityDataSubscriptions(ctx);
    this.alarmData = new AlarmDataSubscriptions(ctx);
    if (token.expiresAt !== undefined) this.closeAt(token.expiresAt);
  }

  /** Frames are handled strictly in arrival order, each after the previous one finished. */
  receive(text: string): void {
    this.enqueue(async () => {
      if (!(await this.revalidate())) return;
      this.handling = true;
      try {
        await this.handle(text);
      } finally {
        this.handling = false;
      }
    });
  }

  /**
   * Hears every entity change of the server. Synchronously holds the session's updates
   * when the change concerns it, so nothing saved after the change is delivered before
   * access was checked again.
   */
  entityChanged(change: EntityChange): void {
    if (!this.ctx.session.isOpen) return;
    const { user } = this.ctx;
    const { entityType, id } = change.entityId;
    const own = (entityType === 'USER' && id === user.userId) || (entityType === 'CUSTOMER' && id === user.customerId) || (entityType === 'TENANT' && id === user.tenantId);
    if (own) this.recheckAll = true;
    // A deleted entity sends nothing more; a query over many entities must not end for it.
    else if (change.kind !== 'DELETED' && (this.handling || this.legacy.watches(id) || this.entityData.watches(id))) this.recheckIds.add(id);
    else return;
    if (this.releaseHold) return;
    this.releaseHold = this.ctx.session.hold();
    this.enqueue(() => this.recheck());
  }

  close(): void {
    if (this.expiry) clearTimeout(this.expiry);
    this.expiry = undefined;
    this.releaseHold?.();
    this.legacy.dispose();
    this.entityData.dispose();
    this.alarmData.dispose();
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.ctx.log.error({ err: error }, 'websocket session task failed');
      this.ctx.session.close(CLOSE_SERVER_ERROR, 'Failed to process the command');
    });
  }

  private async recheck(): Promise<void> {
    const all = this.recheckAll;
    const ids = new Set(this.recheckIds);
    this.recheckAll = false;
    this.recheckIds.clear();
    const release = this.releaseHold;
    this.releaseHold = undefined;
    try {
      if (all && !(await this.revalidate())) return;
      const changed = all ? null : ids;
      await this.legacy.recheck(changed);
      await this.entityData.recheck(changed);
    } finally {
      release?.();
    }
  }

  /** Checks the token and its user again, as a REST request would; closes the socket when they no longer pass. */
  private async revalidate(): Promise<boolean> {
    if (!this.ctx.session.isOpen) return false;
    try {
      this.ctx.user = await this.token.tokens.authenticateAccess(this.token.token);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.ctx.session.close(CLOSE_POLICY_VIOLATION, error.message);
      return false;
    }
  }

  private closeAt(expiresAt: number): void {
    const delay = expiresAt - Date.now();
    this.expiry = setTimeout(
      () => {
        if (delay > MAX_TIMER_MS) this.closeAt(expiresAt);
        else this.ctx.session.close(CLOSE_POLICY_VIOLATION, Messages.TOKEN_EXPIRED);
      },
      Math.min(Math.max(delay, 0), MAX_TIMER_MS),
    );
    this.expiry.unref();
  }

  private async handle(text: string): Promise<void> {
    let wrapper: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      wrapper = parsed as Record<string, unknown>;
    } catch {
      this.ctx.session.send(PARSE_FAILURE);
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
