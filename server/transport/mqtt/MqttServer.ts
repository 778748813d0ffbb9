import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt-packet';
import type { IConnectPacket, IPublishPacket, ISubscribePacket, IUnsubscribePacket, Packet } from 'mqtt-packet';
import type { RpcChannel, ToDeviceRpc } from '../../rpc/RpcService';
import type { Device } from '../../store/DeviceStore';
import { ApiError } from '../../http/errors';
import { QueueFullError } from '../../ruleEngine/engine/TenantQueue';
import { TelemetryPayloadError } from '../../telemetry/kvTyping';
import { JsonText, type DeviceTransport } from '../DeviceTransport';
import { otaChunk } from '../otaDownload';
import { publishRoute, subscriptionOf, type PublishRoute, type SubscriptionKind } from './topics';

/*
 * The device MQTT gateway (contract §9.2), built directly on mqtt-packet: a device
 * talks only to the server, so there is no broker fan-out (aedes 1.2.0 overflowed its
 * stack inside mqemitter under QoS 0 floods). Memory stays bounded under floods:
 * each connection has a cap on unfinished writes and stops reading from its socket at
 * the cap (TCP backpressure), a full outgoing buffer pauses reading too, and QoS 0
 * messages are shed (and counted) once the server-wide backlog is over its limit.
 */

/** Limits; the defaults suit the 2-core target machine. */
export interface MqttLimits {
  /** Larger packets close the connection (ThingsBoard's default max payload is 64 KB). */
  maxPacketBytes: number;
  /** Unfinished publishes per connection before its socket stops being read. */
  maxInflightPerConnection: number;
  /** Server-wide unfinished writes beyond which QoS 0 telemetry is shed. */
  shedQos0Above: number;
  /** Bytes waiting in a socket's write buffer before reading from it pauses. */
  maxWriteBufferBytes: number;
  /** Time allowed between accepting a socket and its CONNECT. */
  connectTimeoutMs: number;
}

export const DEFAULT_MQTT_LIMITS: MqttLimits = {
  maxPacketBytes: 64 * 1024,
  maxInflightPerConnection: 64,
  shedQos0Above: 1_000,
  maxWriteBufferBytes: 1024 * 1024,
  connectTimeoutMs: 10_000,
};

/** Counters, read by the benches (via the Tessera-only stats route) and tests. */
export interface MqttStats {
  connections: number;
  /** Publishes stored (QoS 0 and 1). */
  accepted: number;
  /** QoS 0 publishes dropped because the server was overloaded. */
  shed: number;
  /** Publishes dropped as malformed or on unknown topics. */
  dropped: number;
  /** CONNECTs refused. */
  refused: number;
  /** Publishes left unacknowledged because the tenant's rule engine queue was full. */
  refusedByEngine: number;
  /** Writes unfinished right now. */
  pending: number;
}

/** Input is parsed this much at a time, so connections take turns. */
const INPUT_SLICE_BYTES = 4096;

/** How long a shutdown waits for a connection's publishes in flight. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** How often shed and dropped counts are logged while they change. */
const STATS_INTERVAL_MS = 5_000;

/** CONNACK "not authorized": return code 5 in 3.1.1, reason 0x87 in 5. */
function notAuthorized(version: number): Packet {
  return version === 5 ? { cmd: 'connack', reasonCode: 0x87, sessionPresent: false } : { cmd: 'connack', returnCode: 5, sessionPresent: false };
}

/** The parser's packet in progress: its declared length is known before the body arrives. */
interface ParserState {
  packet?: { length?: number };
}

class MqttConnection {
  private readonly parser = mqtt.parser({ protocolVersion: 4 });
  private device: Device | undefined;
  private version = 4;
  private connecting = false;
  /** Refused: the CONNACK is being flushed before the socket closes. */
  private refused = false;
  /** Packets that arrived while CONNECT was being authenticated. */
  private early: Packet[] = [];
  private readonly subscriptions = new Map<SubscriptionKind, { topic: string; qos: 0 | 1 }>();
  private readonly cleanups: (() => void)[] = [];
  private inflight = 0;
  private readPaused = false;
  /** Received bytes not parsed yet (at most a read or two: the socket pauses while any wait). */
  private input: Buffer[] = [];
  private pumping = false;
  private nextMessageId = 1;
  /** Chunk size per OTA request id (`FIRMWARE:7`), for chunk requests with an empty payload. */
  private readonly otaChunkSizes = new Map<string, number>();
  private closed = false;
  /** Shutting down: nothing more is read or parsed; the publishes in flight finish. */
  private draining = false;
  private whenIdle: (() => void) | undefined;
  private connectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: net.Socket,
    private readonly server: MqttServer,
  ) {
    socket.setNoDelay(true);
    this.connectTimer = setTimeout(() => this.close('no CONNECT in time'), server.limits.connectTimeoutMs);
    this.parser.on('packet', (packet: Packet) => this.onPacket(packet));
    this.parser.on('error', (error: Error) => this.close(`protocol error: ${error.message}`));
    socket.on('data', (chunk: Buffer) => {
      this.input.push(chunk);
      this.pump();
    });
    socket.on('drain', () => this.pump());
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
    socket.on('timeout', () => this.close('keep-alive expired'));
  }

  private get log(): FastifyBaseLogger {
    return this.server.log;
  }

  private send(packet: Packet): void {
    if (this.closed) return;
    this.socket.write(mqtt.generate(packet, { protocolVersion: this.version }));
    if (this.socket.writableLength > this.server.limits.maxWriteBufferBytes) this.pump();
  }

  /** Authenticating, or at the connection's write or outgoing-buffer limit. */
  private busy(): boolean {
    const limits = this.server.limits;
    return (this.connecting && !this.device) || this.inflight >= limits.maxInflightPerConnection || this.socket.writableLength > limits.maxWriteBufferBytes;
  }

  /**
   * Parses buffered input in small slices while the connection is not busy, so one
   * flooding connection cannot hold the event loop for a whole 64 KB read; the socket
   * is read only while no input waits (TCP backpressure does the rest).
   */
  private pump(): void {
    if (this.pumping || this.closed || this.draining) return;
    this.pumping = true;
    try {
      while (this.input.length > 0 && !this.closed && !this.busy()) {
        let chunk = this.input.shift()!;
        if (chunk.length > INPUT_SLICE_BYTES) {
          this.input.unshift(chunk.subarray(INPUT_SLICE_BYTES));
          chunk = chunk.subarray(0, INPUT_SLICE_BYTES);
        }
        this.parser.parse(chunk);
        const length = (this.parser as unknown as ParserState).packet?.length ?? -1;
        if (length > this.server.limits.maxPacketBytes) this.close(`packet of ${length} bytes is over the limit`);
      }
    } finally {
      this.pumping = false;
    }
    if (this.closed) return;
    const read = this.input.length === 0 && !this.busy();
    if (read === this.readPaused) {
      this.readPaused = !read;
      if (read) this.socket.resume();
      else this.socket.pause();
    }
  }

  /** Publishes to the device; QoS 1 when the device subscribed with it. */
  publish(topic: string, body: unknown, qos: 0 | 1 = 0): void {
    this.publishBytes(topic, Buffer.from(body instanceof JsonText ? body.text : JSON.stringify(body)), qos);
  }

  /** Publishes raw bytes (OTA chunks, error texts). */
  private publishBytes(topic: string, payload: Buffer, qos: 0 | 1): void {
    if (qos === 0) {
      this.send({ cmd: 'publish', topic, payload, qos: 0, dup: false, retain: false });
      return;
    }
    const messageId = this.nextMessageId;
    this.nextMessageId = (this.nextMessageId % 65535) + 1;
    this.send({ cmd: 'publish', topic, payload, qos: 1, messageId, dup: false, retain: false });
  }

  private onPacket(packet: Packet): void {
    if (this.closed || this.refused) return;
    if (packet.cmd === 'connect') {
      // Later packets of this connection are parsed in its version (v5 adds properties).
      (this.parser as unknown as { settings: { protocolVersion?: number } }).settings.protocolVersion = packet.protocolVersion ?? 4;
      void this.onConnect(packet);
      return;
    }
    if (!this.device) {
      if (!this.connecting || this.early.length >= 100) return this.close('packet before CONNECT');
      this.early.push(packet);
      return;
    }
    switch (packet.cmd) {
      case 'publish':
        return this.onPublish(packet);
      case 'subscribe':
        return this.onSubscribe(packet);
      case 'unsubscribe':
        return this.onUnsubscribe(packet);
      case 'pingreq':
        return this.send({ cmd: 'pingresp' });
      case 'pubrel':
        return this.send({ cmd: 'pubcomp', messageId: packet.messageId });
      case 'disconnect':
        return this.close();
      default:
        // PUBACKs of our QoS 1 publishes need nothing: requests are not redelivered.
        return;
    }
  }

  private async onConnect(packet: IConnectPacket): Promise<void> {
    if (this.connecting || this.device) return this.close('second CONNECT');
    this.connecting = true;
    this.version = packet.protocolVersion ?? 4;
    let device: Device | undefined;
    try {
      device = await this.server.transport.deviceByMqttCredentials(packet.clientId, packet.username, packet.password?.toString('utf8'));
    } catch (error) {
      this.log.error({ err: error }, 'MQTT authentication failed');
    }
    if (this.closed) return;
    clearTimeout(this.connectTimer);
    if (!device) {
      this.server.stats.refused++;
      this.log.info({ clientId: packet.clientId }, 'MQTT connection refused: not authorized');
      this.send(notAuthorized(this.version));
      this.refused = true;
      this.socket.end();
      return;
    }
    this.device = device;
    // Deleted: the TCP channel closes without a packet, as ThingsBoard's onDeviceDeleted does (contract §13.8).
    this.cleanups.push(this.server.transport.onDeviceDeleted(device.id.id, () => this.close('device deleted')));
    this.server.transport.activity.connected(device);
    if (packet.keepalive) this.socket.setTimeout(packet.keepalive * 1500);
    this.send(this.version === 5 ? { cmd: 'connack', reasonCode: 0, sessionPresent: false } : { cmd: 'connack', returnCode: 0, sessionPresent: false });
    for (const early of this.early.splice(0)) this.onPacket(early);
    this.pump();
  }

  private onSubscribe(packet: ISubscribePacket): void {
    const device = this.device!;
    const granted = packet.subscriptions.map((subscription) => {
      const kind = subscriptionOf(subscription.topic);
      if (!kind) return 0x80;
      const qos: 0 | 1 = subscription.qos === 0 ? 0 : 1;
      const had = this.subscriptions.has(kind);
      this.subscriptions.set(kind, { topic: subscription.topic, qos });
      if (!had && kind === 'sharedAttributes') {
        this.cleanups.push(this.server.transport.onSharedUpdate(device.id.id, (_update, json) => this.publishTo('sharedAttributes', '', new JsonText(json))));
      }
      if (!had && kind === 'rpcRequests') {
        const channel: RpcChannel = { deliver: (request: ToDeviceRpc) => this.publishTo('rpcRequests', String(request.id), { method: request.method, params: request.params }) };
        this.cleanups.push(this.server.transport.rpc.attach(device.id.id, channel));
      }
      return qos;
    });
    this.send({ cmd: 'suback', messageId: packet.messageId, granted });
  }

  /** Publishes on the topic of the device's subscription of `kind` (its filter with `+` replaced by `suffix`). */
  private publishTo(kind: SubscriptionKind, suffix: string, body: unknown): void {
    const subscription = this.subscriptions.get(kind);
    if (!subscription) return;
    this.publish(subscription.topic.replace(/\+$/, suffix), body, subscription.qos);
  }

  private onUnsubscribe(packet: IUnsubscribePacket): void {
    for (const topic of packet.unsubscriptions) {
      const kind = subscriptionOf(topic);
      if (kind && this.subscriptions.get(kind)?.topic === topic) this.subscriptions.delete(kind);
    }
    // The reason codes are written for MQTT 5 only.
    this.send({ cmd: 'unsuback', messageId: packet.messageId, granted: packet.unsubscriptions.map(() => 0) });
  }

  private acknowledge(packet: IPublishPacket): void {
    if (packet.qos === 1) this.send({ cmd: 'puback', messageId: packet.messageId });
    else if (packet.qos === 2) this.send({ cmd: 'pubrec', messageId: packet.messageId });
  }

  private onPublish(packet: IPublishPacket): void {
    const route = publishRoute(packet.topic);
    const stats = this.server.stats;
    if (!route) {
      stats.dropped++;
      this.log.warn({ topic: packet.topic }, 'MQTT publish dropped: unknown topic');
      this.acknowledge(packet);
      return;
    }
    if (packet.qos === 0 && stats.pending >= this.server.limits.shedQos0Above && (route.kind === 'telemetry' || route.kind === 'attributes')) {
      stats.shed++;
      return;
    }
    this.inflight++;
    stats.pending++;
    this.handle(route, packet).then(
      (ok) => {
        if (ok) stats.accepted++;
        this.acknowledge(packet);
      },
      (error: unknown) => {
        if (error instanceof TelemetryPayloadError || error instanceof ApiError) {
          stats.dropped++;
          this.log.warn({ topic: packet.topic, reason: error.message }, 'MQTT publish dropped: malformed payload');
          this.acknowledge(packet);
        } else if (error instanceof QueueFullError) {
          // The tenant's rule engine queue is full: no PUBACK, so the device sends it again later.
          stats.refusedByEngine++;
        } else {
          // Not durable: no PUBACK, so the device may send it again.
          this.log.error({ err: error, topic: packet.topic }, 'MQTT publish failed');
        }
      },
    ).finally(() => {
      this.inflight--;
      stats.pending--;
      if (this.inflight === 0) this.whenIdle?.();
      this.pump();
    });
  }

  /** Resolves true when something was stored, false for other handled messages. */
  private async handle(route: NonNullable<ReturnType<typeof publishRoute>>, packet: IPublishPacket): Promise<boolean> {
    const device = this.device!;
    const transport = this.server.transport;
    switch (route.kind) {
      case 'telemetry':
        await transport.postTelemetry(device, packet.payload);
        return true;
      case 'attributes':
        await transport.postAttributes(device, packet.payload);
        return true;
      case 'attributeRequest': {
        const { clientKeys, sharedKeys } = transport.attributeRequest(packet.payload);
        const response = new JsonText(await transport.attributes(device, clientKeys, sharedKeys));
        this.publish(route.responseTopic, response, this.subscriptions.get('attributeResponses')?.qos ?? 0);
        return false;
      }
      case 'rpcResponse':
        transport.rpc.reply(device.id.id, route.requestId, Buffer.isBuffer(packet.payload) ? packet.payload.toString('utf8') : packet.payload);
        return false;
      case 'clientRpc': {
        const reply = await transport.clientRpc(device, packet.payload, route.requestId);
        this.publish(route.responseTopic, reply, this.subscriptions.get('rpcResponses')?.qos ?? 0);
        return false;
      }
      case 'claim':
        await transport.claim(device, packet.payload);
        return false;
      case 'otaChunk':
        await this.sendOtaChunk(route, packet.payload);
        return false;
    }
  }

  /**
   * One OTA chunk, as ThingsBoard's MQTT transport answers `v2/fw|sw/request/{id}/chunk/{n}`:
   * the payload is the chunk size, remembered per request id when later requests leave it
   * empty; without a downloadable package the status goes to `v2/fw|sw/error`.
   */
  private async sendOtaChunk(route: Extract<PublishRoute, { kind: 'otaChunk' }>, payload: Buffer | string): Promise<void> {
    const text = payload.toString().trim();
    if (text !== '' && !/^\d{1,9}$/.test(text)) throw new TelemetryPayloadError(`Invalid chunk size: ${text}`);
    const sizeKey = `${route.type}:${route.requestId}`;
    if (text !== '' && Number(text) > 0) this.otaChunkSizes.set(sizeKey, Number(text));
    const size = this.otaChunkSizes.get(sizeKey) ?? 0;
    const found = await this.server.transport.otaPackage(this.device!, route.type);
    if (!found?.data) {
      this.publishBytes(route.errorTopic, Buffer.from(found ? 'FAILURE' : 'NOT_FOUND'), this.subscriptions.get('otaErrors')?.qos ?? 0);
      return;
    }
    this.publishBytes(route.responseTopic, otaChunk(found.data, size, route.chunk), this.subscriptions.get('otaChunks')?.qos ?? 0);
  }

  /** Shutdown, first step: stops reading, so no new publish starts (unread ones get no PUBACK and are sent again). */
  stopReading(): void {
    this.draining = true;
    this.input = [];
    if (!this.closed) this.socket.pause();
  }

  /**
   * Shutdown, second step: waits up to `graceMs` for the publishes in flight to be processed and
   * acknowledged, then sends DISCONNECT (MQTT 5: reason 0x8B, server shutting down; MQTT 3.1.1
   * has no server DISCONNECT, so the socket is just ended after the last PUBACK) and closes.
   */
  async shutdown(graceMs: number): Promise<void> {
    this.stopReading();
    if (this.closed) return;
    if (this.inflight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        this.whenIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    if (this.closed) return;
    if (this.device && this.version === 5) this.send({ cmd: 'disconnect', reasonCode: 0x8b });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1_000);
      this.socket.end(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.close('server shutting down');
  }

  close(reason?: string): void {
    if (this.closed) return;
    this.closed = true;
    this.input = [];
    clearTimeout(this.connectTimer);
    if (reason) this.log.info({ reason, device: this.device?.id.id }, 'MQTT connection closed');
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.socket.destroy();
    this.server.forget(this);
    if (this.device) this.server.transport.activity.disconnected(this.device);
  }
}

export class MqttServer {
  readonly stats: MqttStats = { connections: 0, accepted: 0, shed: 0, dropped: 0, refused: 0, refusedByEngine: 0, pending: 0 };
  private readonly server: net.Server;
  private readonly connections = new Set<MqttConnection>();
  private readonly statsTimer: NodeJS.Timeout;
  private lastReported = { shed: 0, dropped: 0 };

  constructor(
    readonly transport: DeviceTransport,
    readonly log: FastifyBaseLogger,
    readonly limits: MqttLimits = DEFAULT_MQTT_LIMITS,
  ) {
    this.server = net.createServer((socket) => {
      const connection = new MqttConnection(socket, this);
      this.connections.add(connection);
      this.stats.connections = this.connections.size;
    });
    this.statsTimer = setInterval(() => this.reportShedding(), STATS_INTERVAL_MS);
    this.statsTimer.unref();
  }

  /** Operators (and bench/flood.mjs) learn about shed and dropped messages from one line per interval, not one per message. */
  private reportShedding(): void {
    const { shed, dropped } = this.stats;
    if (shed === this.lastReported.shed && dropped === this.lastReported.dropped) return;
    this.log.warn({ mqttStats: { ...this.stats }, shedSinceLast: shed - this.lastReported.shed, droppedSinceLast: dropped - this.lastReported.dropped }, 'MQTT messages shed or dropped');
    this.lastReported = { shed, dropped };
  }

  forget(connection: MqttConnection): void {
    this.connections.delete(connection);
    this.stats.connections = this.connections.size;
  }

  /** Listens and resolves the bound port (the real one when 0 was asked for). */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as AddressInfo).port);
      });
    });
  }

  get port(): number | undefined {
    const address = this.server.address();
    return address && typeof address === 'object' ? address.port : undefined;
  }

  /** Shutdown, first step: no new connection, and no new publish read on the open ones. */
  stopAccepting(): void {
    if (this.server.listening) this.server.close();
    for (const connection of this.connections) connection.stopReading();
  }

  /**
   * Stops accepting, lets every connection finish the publishes in flight (up to `graceMs`),
   * says DISCONNECT to MQTT 5 devices and closes the sockets.
   */
  async close(graceMs = DEFAULT_SHUTDOWN_GRACE_MS): Promise<void> {
    clearInterval(this.statsTimer);
    const closed = new Promise<void>((resolve) => (this.server.listening ? this.server.close(() => resolve()) : resolve()));
    await Promise.all([...this.connections].map((connection) => connection.shutdown(graceMs)));
    await closed;
  }
}
