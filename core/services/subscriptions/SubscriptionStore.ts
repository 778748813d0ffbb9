import { makeObservable, observable, runInAction } from 'mobx';
import { type ConnectionState, type QueryCommandKind, type QuerySubscription, type QueryUpdate, type SubscriptionService, type TelemetryData, type TelemetryHistoryRequest, type TelemetrySubscriptionRequest, type TelemetryUpdate, mergeTelemetryData } from '../../sdk/subscriptions';
import { type Disposable, toDisposable } from '../../sdk/Disposable';
import { reconnectDelay } from './backoff';
import {
  type Command, type CommandList, type CommandQueue, emptyQueue, historyCommand, type LegacyUpdate, listOfTelemetry,
  parseServerMessage, QUERY_LISTS, queueSize, shiftQueryUpdate, shiftTelemetryData, subscriptionKey,
  takeFrame, telemetryCommand,
} from './protocol';

/** The part of a WebSocket the store uses; the browser's WebSocket and the `ws` client both fit. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface SubscriptionStoreDeps {
  /** A valid access token of the session (refreshed when expired), or null when signed out. */
  token(): Promise<string | null>;
  /** Opens the telemetry socket with that token. */
  connect(token: string): SocketLike;
  /** Runs `fn` at the next frame; the commands queued until then go out together. */
  schedule?(fn: () => void): void;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
  /** In [0, 1), for the reconnect jitter. */
  random?(): number;
}

interface Listener { fn(update: TelemetryUpdate): void; tsOffset: number }
/** One server subscription shared by every subscriber of the same entity, keys and window. */
interface SharedSubscription { cmdId: number; key: string; request: TelemetrySubscriptionRequest; listeners: Set<Listener>; seen: TelemetryData }
interface PendingHistory { cmdId: number; request: TelemetryHistoryRequest; resolve(data: TelemetryData): void; reject(error: Error): void }
interface Query { cmdId: number; kind: QueryCommandKind; command: Record<string, unknown>; fn(update: QueryUpdate): void; tsOffset: number }

const defaultSchedule = (fn: () => void) => {
  // A background tab gets no animation frames; the timer still flushes within a moment.
  let done = false;
  const run = () => { if (!done) { done = true; fn(); } };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  setTimeout(run, 100);
};

/**
 * The session's live-data socket (seed 001 §3.3, §7). Opened with the first subscription and
 * closed when the last one goes; while it is down the state is 'stale' and it reconnects with
 * back-off, resubscribing everything under the same command ids.
 */
export class SubscriptionStore implements SubscriptionService {
  state: ConnectionState = 'closed';
  private nextCmdId = 1;
  private readonly shared = new Map<string, SharedSubscription>();
  private readonly byCmdId = new Map<number, SharedSubscription>();
  private readonly histories = new Map<number, PendingHistory>();
  private readonly queries = new Map<number, Query>();
  private queue: CommandQueue = emptyQueue();
  private socket: SocketLike | null = null;
  private socketOpen = false;
  private opening = false;
  private flushScheduled = false;
  private attempt = 0;
  private reconnectTimer: unknown = null;

  constructor(private readonly deps: SubscriptionStoreDeps) {
    makeObservable(this, { state: observable });
  }

  subscribe(request: TelemetrySubscriptionRequest, fn: (update: TelemetryUpdate) => void): Disposable {
    const listener: Listener = { fn, tsOffset: request.tsOffset ?? 0 };
    const key = subscriptionKey(request);
    let sub = this.shared.get(key);
    if (sub) {
      sub.listeners.add(listener);
      if (Object.keys(sub.seen).length > 0) fn({ errorCode: 0, errorMsg: null, data: shiftTelemetryData(sub.seen, listener.tsOffset) });
    } else {
      sub = { cmdId: this.nextCmdId++, key, request: { ...request, tsOffset: undefined }, listeners: new Set([listener]), seen: {} };
      this.shared.set(key, sub);
      this.byCmdId.set(sub.cmdId, sub);
      this.enqueue(listOfTelemetry(request.kind), telemetryCommand(sub.cmdId, sub.request));
    }
    const target = sub;
    return toDisposable(() => {
      target.listeners.delete(listener);
      if (target.listeners.size > 0) return;
      this.shared.delete(target.key);
      this.byCmdId.delete(target.cmdId);
      const list = listOfTelemetry(target.request.kind);
      this.cancel(list, target.cmdId, list, telemetryCommand(target.cmdId, target.request, true));
    });
  }

  history(request: TelemetryHistoryRequest): Promise<TelemetryData> {
    return new Promise((resolve, reject) => {
      const cmdId = this.nextCmdId++;
      this.histories.set(cmdId, { cmdId, request, resolve, reject });
      this.enqueue('historyCmds', historyCommand(cmdId, request));
    });
  }

  subscribeQuery(
    kind: QueryCommandKind, command: Record<string, unknown>, fn: (update: QueryUpdate) => void, tsOffset = 0,
  ): QuerySubscription {
    const query: Query = { cmdId: this.nextCmdId++, kind, command, fn, tsOffset };
    const lists = QUERY_LISTS[kind];
    this.queries.set(query.cmdId, query);
    this.enqueue(lists.subscribe, { ...command, cmdId: query.cmdId });
    const disposable = toDisposable(() => {
      this.queries.delete(query.cmdId);
      this.cancel(lists.subscribe, query.cmdId, lists.unsubscribe, { cmdId: query.cmdId });
    });
    return {
      cmdId: query.cmdId,
      update: (next) => {
        if (!this.queries.has(query.cmdId)) return;
        query.command = next;
        this.dropPending(lists.subscribe, query.cmdId);
        this.enqueue(lists.subscribe, { ...next, cmdId: query.cmdId });
      },
      dispose: () => disposable.dispose(),
    };
  }

  /** Sign-out: drops the socket and everything waiting on it; views dispose their subscriptions. */
  closeSession(): void {
    this.clearReconnect();
    for (const pending of this.histories.values()) pending.reject(new Error('session closed'));
    this.histories.clear();
    this.queue = emptyQueue();
    this.dropSocket();
    this.setState('closed');
  }

  private get hasWork(): boolean {
    return this.shared.size + this.histories.size + this.queries.size > 0;
  }

  private setState(state: ConnectionState): void {
    if (this.state !== state) runInAction(() => { this.state = state; });
  }

  private enqueue(list: CommandList, command: Command): void {
    this.queue[list].push(command);
    this.ensureConnected();
    this.scheduleFlush();
  }

  /** Removes a not yet sent command; true when there was one. */
  private dropPending(list: CommandList, cmdId: number): boolean {
    const before = this.queue[list].length;
    this.queue[list] = this.queue[list].filter((c) => c.cmdId !== cmdId);
    return this.queue[list].length !== before;
  }

  /**
   * Ends a subscription: if its command never left, forget it; if the server has it, send the
   * unsubscribe. A closed socket holds nothing, and reopening resubscribes only live ones.
   */
  private cancel(list: CommandList, cmdId: number, unsubscribeList: CommandList, unsubscribe: Command): void {
    if (this.dropPending(list, cmdId) || !this.socketOpen) {
      this.closeIfIdle();
      return;
    }
    this.queue[unsubscribeList].push(unsubscribe);
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || !this.socketOpen) return;
    this.flushScheduled = true;
    (this.deps.schedule ?? defaultSchedule)(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (!this.socketOpen || !this.socket) return;
    for (let frame = takeFrame(this.queue); frame; frame = takeFrame(this.queue)) this.socket.send(JSON.stringify(frame));
    this.closeIfIdle();
  }

  private closeIfIdle(): void {
    if (this.hasWork || queueSize(this.queue) > 0) return;
    this.clearReconnect();
    this.dropSocket();
    this.setState('closed');
  }

  private ensureConnected(): void {
    if (this.socket || this.opening || this.reconnectTimer !== null) return;
    void this.open();
  }

  private async open(): Promise<void> {
    this.opening = true;
    if (this.state !== 'stale') this.setState('connecting');
    let token: string | null = null;
    try {
      token = await this.deps.token();
    } catch {
      token = null;
    }
    this.opening = false;
    if (!this.hasWork) {
      this.setState('closed');
      return;
    }
    if (!token) {
      this.closeSession();
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.deps.connect(token);
    } catch {
      this.onClosed();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.onOpened();
    socket.onclose = () => { if (this.socket === socket) this.onClosed(); };
    socket.onerror = () => undefined;
    socket.onmessage = (event) => { if (typeof event.data === 'string') this.onMessage(event.data); };
  }

  private onOpened(): void {
    this.socketOpen = true;
    this.attempt = 0;
    this.setState('open');
    // A new session knows nothing: send every live subscription again, in the seed's order.
    this.queue = emptyQueue();
    for (const sub of this.shared.values()) this.queue[listOfTelemetry(sub.request.kind)].push(telemetryCommand(sub.cmdId, sub.request));
    for (const pending of this.histories.values()) this.queue.historyCmds.push(historyCommand(pending.cmdId, pending.request));
    for (const query of this.queries.values()) this.queue[QUERY_LISTS[query.kind].subscribe].push({ ...query.command, cmdId: query.cmdId });
    this.flush();
  }

  private onClosed(): void {
    this.socket = null;
    this.socketOpen = false;
    if (!this.hasWork) {
      this.setState('closed');
      return;
    }
    // Whatever was shown may now be old, whether the socket dropped or never came up.
    this.setState('stale');
    const delay = reconnectDelay(this.attempt++, (this.deps.random ?? Math.random)());
    this.reconnectTimer = (this.deps.setTimer ?? setTimeout)(() => {
      this.reconnectTimer = null;
      if (this.hasWork) void this.open();
    }, delay);
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.socketOpen = false;
    if (!socket) return;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    socket.close(1000);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer === null) return;
    (this.deps.clearTimer ?? ((t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>)))(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private onMessage(text: string): void {
    const parsed = parseServerMessage(text);
    if (parsed.kind === 'legacy') this.onLegacy(parsed.message);
    else if (parsed.kind === 'query') this.deliverQuery(parsed.message);
  }

  private onLegacy(message: LegacyUpdate): void {
    const id = message.subscriptionId;
    const sub = this.byCmdId.get(id);
    if (sub) {
      if (message.errorCode === 0 && message.data) {
        sub.seen = mergeTelemetryData(sub.seen, message.data, sub.request.window ? sub.request.window.limit : null);
      }
      for (const l of [...sub.listeners]) {
        l.fn({ errorCode: message.errorCode, errorMsg: message.errorMsg, data: message.data ? shiftTelemetryData(message.data, l.tsOffset) : {} });
      }
      return;
    }
    const pending = this.histories.get(id);
    if (pending) {
      this.histories.delete(id);
      if (message.errorCode !== 0) pending.reject(new Error(message.errorMsg ?? `error ${message.errorCode}`));
      else pending.resolve(shiftTelemetryData(message.data ?? {}, pending.request.tsOffset ?? 0));
      this.closeIfIdle();
      return;
    }
    // v2 commands refused as bad requests answer in the v1 shape (contract §8.2 rule 8).
    if (this.queries.has(id)) this.deliverQuery({ cmdId: id, errorCode: message.errorCode, errorMsg: message.errorMsg });
  }

  private deliverQuery(message: QueryUpdate): void {
    const query = this.queries.get(message.cmdId);
    if (query) query.fn(shiftQueryUpdate(message, query.tsOffset));
  }
}
