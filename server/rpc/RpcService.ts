import type { FastifyBaseLogger } from 'fastify';
import type { Stores } from '../store/createStores';
import type { Device } from '../store/DeviceStore';
import { newId } from '../store/ids';
import type { Rpc } from '../store/RpcStore';
import { exceedsJsonDepth } from '../http/jsonDepth';

/*
 * Server-side RPC (contract §10, §12 "RPC and device topics"). A request waits in a
 * per-device queue until a session that subscribed to RPC (an MQTT subscription or an
 * HTTP long poll) takes it; one-way requests end when delivered, two-way ones when the
 * device replies. Persistent requests are also rows (RpcStore) and outlive restarts.
 */

/** What the device receives; `id` is the request id of its reply topic. */
export interface ToDeviceRpc {
  id: number;
  method: string;
  params: unknown;
}

/** A device session that can receive RPC requests. One-shot channels (HTTP long polls) detach after one. */
export interface RpcChannel {
  deliver(request: ToDeviceRpc): void;
  readonly oneShot?: boolean;
}

/** How a non-persistent request ended; the routes map it to the contract's status codes. */
export type RpcOutcome =
  | { kind: 'delivered' }
  | { kind: 'reply'; body: string }
  | { kind: 'timeout' }
  | { kind: 'offline' };

/** A validated request body (see rpcInput.ts). */
export interface RpcRequest {
  method: string;
  params: unknown;
  oneway: boolean;
  /** Epoch ms after which the request fails. */
  expirationTime: number;
  persistent: boolean;
  additionalInfo: unknown;
}

interface Pending {
  request: ToDeviceRpc;
  oneway: boolean;
  delivered: boolean;
  persistentId?: string;
  timer: NodeJS.Timeout;
  finish(outcome: RpcOutcome): void;
}

interface DeviceQueue {
  channels: Set<RpcChannel>;
  /** Requests not yet delivered, in order. */
  waiting: Pending[];
  /** Delivered two-way requests awaiting the device's reply, by request id. */
  awaiting: Map<number, Pending>;
  nextId: number;
}

/** Told of a persistent request's new status (QUEUED when stored, ... DELETED). */
export type RpcStatusListener = (rpc: Rpc, status: string) => void;

/** Client-side RPC (device -> server): a method's handler returns the JSON reply. */
export type ClientRpcHandler = (device: Device, params: unknown) => unknown;

export class RpcService {
  /** Replies of the rule engine to devices' own RPC requests, by `deviceId:requestId`. */
  private readonly clientReplies = new Map<string, { value?: unknown; replied: boolean }>();
  private readonly queues = new Map<string, DeviceQueue>();
  /** Built in because no rule engine runs yet; the device gets `{"error"}` for other methods. */
  private readonly clientHandlers = new Map<string, ClientRpcHandler>([['getCurrentTime', () => ({ time: Date.now() })]]);
  private closed = false;
  /** Rows created before this instant were stored by an earlier run and are restored on first subscribe. */
  private readonly startedAt = Date.now();
  private readonly restored = new Set<string>();
  private readonly statusListeners = new Set<RpcStatusListener>();

  constructor(
    private readonly stores: Stores,
    private readonly log: FastifyBaseLogger,
  ) {}

  private queueOf(deviceId: string): DeviceQueue {
    let queue = this.queues.get(deviceId);
    if (!queue) {
      queue = { channels: new Set(), waiting: [], awaiting: new Map(), nextId: 1 };
      this.queues.set(deviceId, queue);
    }
    return queue;
  }

  private release(deviceId: string): void {
    const queue = this.queues.get(deviceId);
    if (queue && queue.channels.size === 0 && queue.waiting.length === 0 && queue.awaiting.size === 0) this.queues.delete(deviceId);
  }

  /** Whether a session of the device currently takes RPC requests. */
  isSubscribed(deviceId: string): boolean {
    return (this.queues.get(deviceId)?.channels.size ?? 0) > 0;
  }

  /**
   * A session subscribed: it gets the queued requests (stored persistent ones first,
   * in creation order) and later ones. Returns the detach function.
   */
  attach(deviceId: string, channel: RpcChannel): () => void {
    const queue = this.queueOf(deviceId);
    queue.channels.add(channel);
    this.flush(deviceId);
    if (!this.restored.has(deviceId)) {
      this.restored.add(deviceId);
      void this.restoreQueued(deviceId).then(() => this.flush(deviceId));
    }
    return () => {
      queue.channels.delete(channel);
      this.release(deviceId);
    };
  }

  /** Persistent requests stored by an earlier run join the front of the queue. */
  private async restoreQueued(deviceId: string): Promise<void> {
    let rows: Rpc[];
    try {
      rows = await this.stores.rpc.findQueued(deviceId, this.startedAt);
    } catch (error) {
      this.log.error({ err: error, deviceId }, 'failed to load queued persistent RPC');
      return;
    }
    const queue = this.queueOf(deviceId);
    const restored: Pending[] = [];
    for (const row of rows) {
      const body = row.request as { body?: { method?: unknown; params?: unknown }; oneway?: unknown };
      const request: RpcRequest = {
        method: String(body.body?.method ?? ''),
        params: body.body?.params ?? null,
        oneway: body.oneway === true,
        expirationTime: row.expirationTime,
        persistent: true,
        additionalInfo: row.additionalInfo,
      };
      restored.push(this.pending(deviceId, request, () => undefined, row.id.id));
    }
    queue.waiting.unshift(...restored);
  }

  private flush(deviceId: string): void {
    const queue = this.queues.get(deviceId);
    if (!queue) return;
    while (queue.waiting.length > 0 && queue.channels.size > 0) {
      const pending = queue.waiting.shift()!;
      pending.delivered = true;
      // Awaiting before delivery: a channel may detach (and release the queue) while delivering.
      if (!pending.oneway) queue.awaiting.set(pending.request.id, pending);
      for (const channel of [...queue.channels]) {
        if (channel.oneShot) queue.channels.delete(channel);
        channel.deliver(pending.request);
      }
      if (pending.oneway) pending.finish({ kind: 'delivered' });
      if (pending.persistentId) void this.setStatus(pending.persistentId, pending.oneway ? 'SUCCESSFUL' : 'DELIVERED');
    }
    this.release(deviceId);
  }

  private pending(deviceId: string, request: RpcRequest, done: (outcome: RpcOutcome) => void, persistentId?: string): Pending {
    const queue = this.queueOf(deviceId);
    const toDevice: ToDeviceRpc = { id: queue.nextId++, method: request.method, params: request.params };
    let finished = false;
    const pending: Pending = {
      request: toDevice,
      oneway: request.oneway,
      delivered: false,
      persistentId,
      timer: setTimeout(() => pending.finish(pending.delivered ? { kind: 'timeout' } : { kind: 'offline' }), Math.max(0, request.expirationTime - Date.now())),
      finish: (outcome) => {
        if (finished) return;
        finished = true;
        clearTimeout(pending.timer);
        queue.waiting = queue.waiting.filter((p) => p !== pending);
        queue.awaiting.delete(toDevice.id);
        // Read from the record: deletion and shutdown clear it so the row is left alone.
        if (pending.persistentId && (outcome.kind === 'timeout' || outcome.kind === 'offline')) void this.setStatus(pending.persistentId, 'TIMEOUT');
        this.release(deviceId);
        done(outcome);
      },
    };
    pending.timer.unref();
    return pending;
  }

  /** Sends a non-persistent request and resolves when it ends (delivered, replied, timed out or never delivered). */
  send(device: Device, request: RpcRequest): Promise<RpcOutcome> {
    if (this.closed) return Promise.resolve({ kind: 'offline' });
    return new Promise((resolve) => {
      this.queueOf(device.id.id).waiting.push(this.pending(device.id.id, request, resolve));
      this.flush(device.id.id);
    });
  }

  /** Stores a persistent request and queues it; the caller answers `{rpcId}` at once. */
  async sendPersistent(device: Device, request: RpcRequest): Promise<Rpc> {
    const rpc = await this.stores.rpc.create({
      id: newId(),
      tenantId: device.tenantId.id,
      deviceId: device.id.id,
      expirationTime: request.expirationTime,
      request: { oneway: request.oneway, body: { method: request.method, params: request.params }, persisted: true },
      additionalInfo: request.additionalInfo,
    });
    if (!this.closed) {
      this.queueOf(device.id.id).waiting.push(this.pending(device.id.id, request, () => undefined, rpc.id.id));
      this.flush(device.id.id);
    }
    this.announce(rpc, rpc.status);
    return rpc;
  }

  /** A deleted persistent request leaves the queue too. */
  async deletePersistent(rpc: Rpc): Promise<void> {
    const queue = this.queues.get(rpc.deviceId.id);
    const pending = queue && [...queue.waiting, ...queue.awaiting.values()].find((p) => p.persistentId === rpc.id.id);
    if (pending) {
      pending.persistentId = undefined;
      pending.finish({ kind: 'offline' });
    }
    await this.stores.rpc.delete(rpc.id.id);
    this.announce(rpc, 'DELETED');
  }

  /** The device's reply to request `requestId` (raw payload text); unknown ids are ignored. */
  reply(deviceId: string, requestId: number, body: string): boolean {
    const pending = this.queues.get(deviceId)?.awaiting.get(requestId);
    if (!pending) return false;
    if (pending.persistentId) {
      let response: unknown = body;
      try {
        // Too deep to store as JSON (an MQTT reply has no body parser in front of it): kept as text.
        if (!exceedsJsonDepth(body)) response = JSON.parse(body);
      } catch {
        // Stored as the text the device sent.
      }
      void this.setStatus(pending.persistentId, 'SUCCESSFUL', response);
    }
    pending.finish({ kind: 'reply', body });
    return true;
  }

  /**
   * Waits for the rule engine's reply to a device's own RPC request (the RPC call reply
   * node calls `replyToClient`). Resolves undefined when nothing replied by `cancel`.
   */
  awaitClientReply(deviceId: string, requestId: string): { reply: () => unknown; cancel: () => void } {
    const key = `${deviceId}:${requestId}`;
    const slot: { value?: unknown; replied: boolean } = { replied: false };
    this.clientReplies.set(key, slot);
    return {
      reply: () => (slot.replied ? slot.value : undefined),
      cancel: () => {
        if (this.clientReplies.get(key) === slot) this.clientReplies.delete(key);
      },
    };
  }

  /** The reply to a device-initiated RPC; false when the device no longer waits for it. */
  replyToClient(deviceId: string, requestId: string, body: unknown): boolean {
    const slot = this.clientReplies.get(`${deviceId}:${requestId}`);
    if (!slot || slot.replied) return false;
    slot.value = body;
    slot.replied = true;
    return true;
  }

  /** Client-side RPC from a device: the reply JSON, or `{"error"}` for a method nobody handles. */
  async handleClientRpc(device: Device, method: string, params: unknown): Promise<unknown> {
    const handler = this.clientHandlers.get(method);
    if (!handler) return { error: `Unsupported RPC method: ${method}` };
    return handler(device, params);
  }

  private async setStatus(id: string, status: 'DELIVERED' | 'SUCCESSFUL' | 'TIMEOUT', response?: unknown): Promise<void> {
    try {
      await this.stores.rpc.setStatus(id, status, response);
      const changed = this.statusListeners.size > 0 ? await this.stores.rpc.findById(id) : undefined;
      if (changed) this.announce(changed, status);
    } catch (error) {
      if (!this.closed) this.log.error({ err: error, rpcId: id }, 'failed to update persistent RPC status');
    }
  }

  /** Hears every persistent request's status change (the rule engine's RPC_* messages); returns the function that stops listening. */
  onStatusChange(listener: RpcStatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private announce(rpc: Rpc, status: string): void {
    for (const listener of this.statusListeners) {
      try {
        listener(rpc, status);
      } catch (error) {
        this.log.warn({ err: error, rpcId: rpc.id.id }, 'RPC status listener failed');
      }
    }
  }

  /** Ends every waiting request (server shutdown). */
  close(): void {
    this.closed = true;
    for (const queue of this.queues.values()) {
      for (const pending of [...queue.waiting, ...queue.awaiting.values()]) {
        pending.persistentId = undefined;
        pending.finish({ kind: 'offline' });
      }
    }
    this.queues.clear();
  }
}
