import { MSG } from '../http/messages';
import type { WebSocket } from 'ws';

/*
 * One WebSocket session's outbound side (contract §8): updates are coalesced per
 * subscription into ticks of ~50 ms, bounded per tick and rate limited per session
 * (errorCode 34), the socket's unsent backlog is bounded (close 1008), and silent peers
 * are closed (4500) after pings go unanswered. Updates can be held back while the
 * session's access is checked again.
 */

export interface WsLimits {
  /** Coalescing tick. */
  tickMs: number;
  /** Values (points, attributes, entities) a session may have pending in one tick; beyond it updates are dropped with errorCode 34. */
  maxPendingPerTick: number;
  /** Update messages per session per second; beyond it updates are dropped with errorCode 34. */
  maxUpdatesPerSecond: number;
  /** Messages the socket has not flushed yet; beyond it the session is closed with 1008. */
  maxQueuedMessages: number;
  pingIntervalMs: number;
  /** A session silent (no pong, no frame) this long is closed with 4500. */
  idleTimeoutMs: number;
}

export const DEFAULT_WS_LIMITS: WsLimits = {
  tickMs: 50,
  maxPendingPerTick: 10_000,
  // ThingsBoard's default per-session limit is 300 updates per second.
  maxUpdatesPerSecond: 300,
  maxQueuedMessages: 500,
  pingIntervalMs: 10_000,
  idleTimeoutMs: 30_000,
};

export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_SERVER_ERROR = 1011;
export const CLOSE_SERVICE_RESTART = 1012;
export const CLOSE_IDLE = 4500;

/** Pending updates of one subscription within a tick, merged as they arrive. */
export interface Batch {
  /** Values held, counted against maxPendingPerTick. */
  readonly size: number;
  /** The one message the batch becomes at the end of the tick. */
  render(): object;
}

/** The v1-style refusal both generations of commands use for rate limits (contract §8.1). */
export function tooManyUpdates(subscriptionId: number): object {
  return { subscriptionId, errorCode: 34, errorMsg: MSG.WS_TOO_MANY_UPDATES };
}

export class WsSession {
  private readonly pending = new Map<string, { batch: Batch; target: number }>();
  private pendingSize = 0;
  private tick: NodeJS.Timeout | undefined;
  /** Subscriptions already told "Too many updates!" in this tick. */
  private refusedThisTick = new Set<string>();
  private windowStart = 0;
  private sentInWindow = 0;
  private unflushed = 0;
  /** Open holds: while any is open, coalesced updates wait (see {@link hold}). */
  private holds = 0;
  private lastHeard = Date.now();
  private readonly pinger: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly limits: WsLimits,
  ) {
    const heard = () => {
      this.lastHeard = Date.now();
    };
    socket.on('pong', heard);
    socket.on('message', heard);
    this.pinger = setInterval(() => {
      if (Date.now() - this.lastHeard >= limits.idleTimeoutMs) this.close(CLOSE_IDLE, 'Session is idle');
      else if (socket.readyState === socket.OPEN) socket.ping();
    }, limits.pingIntervalMs);
    this.pinger.unref();
    socket.on('close', () => this.dispose());
  }

  get isOpen(): boolean {
    return !this.closed && this.socket.readyState === this.socket.OPEN;
  }

  /** Sends at once (command replies, errors), ahead of anything coalescing. */
  send(message: object): void {
    if (!this.isOpen) return;
    if (this.unflushed >= this.limits.maxQueuedMessages) {
      this.close(CLOSE_POLICY_VIOLATION, 'Too many queued messages');
      return;
    }
    this.unflushed++;
    this.socket.send(JSON.stringify(message), () => {
      this.unflushed--;
    });
  }

  /**
   * Adds `size` values to subscription `key`'s batch for this tick; `merge` folds them
   * into the batch so far (undefined at the start of a tick). Over the per-tick bound the
   * values are dropped and subscription `target` is told errorCode 34.
   */
  update(key: string, target: number, size: number, merge: (batch: Batch | undefined) => Batch): void {
    if (!this.isOpen) return;
    if (this.pendingSize + size > this.limits.maxPendingPerTick) {
      this.refuse(key, target);
      return;
    }
    const entry = this.pending.get(key);
    this.pending.set(key, { batch: merge(entry?.batch), target });
    this.pendingSize += size;
    this.tick ??= setTimeout(() => this.flush(), this.limits.tickMs);
  }

  /** Drops what subscription `key` has pending (it was replaced or cancelled). */
  forget(key: string): void {
    const entry = this.pending.get(key);
    if (!entry) return;
    this.pendingSize -= entry.batch.size;
    this.pending.delete(key);
  }

  /**
   * Keeps coalesced updates back until the returned release is called, e.g. while access
   * is re-checked: whatever a subscription that is then ended ({@link forget}) had pending
   * is never sent. Immediate messages ({@link send}) are not held.
   */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      if (this.holds === 0 && this.pending.size > 0 && this.isOpen) this.tick ??= setTimeout(() => this.flush(), this.limits.tickMs);
    };
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.close(code, reason);
  }

  private refuse(key: string, target: number): void {
    if (this.refusedThisTick.has(key)) return;
    this.refusedThisTick.add(key);
    this.send(tooManyUpdates(target));
    this.tick ??= setTimeout(() => this.flush(), this.limits.tickMs);
  }

  /** Whether one more update message fits this second's allowance. */
  private allowed(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.sentInWindow = 0;
    }
    if (this.sentInWindow >= this.limits.maxUpdatesPerSecond) return false;
    this.sentInWindow++;
    return true;
  }

  private flush(): void {
    this.tick = undefined;
    if (this.holds > 0) return;
    const batches = [...this.pending];
    this.pending.clear();
    this.pendingSize = 0;
    this.refusedThisTick = new Set();
    for (const [key, { batch, target }] of batches) {
      if (this.allowed()) this.send(batch.render());
      else this.refuse(key, target);
    }
  }

  private dispose(): void {
    this.closed = true;
    clearInterval(this.pinger);
    if (this.tick) clearTimeout(this.tick);
    this.tick = undefined;
    this.pending.clear();
  }
}
