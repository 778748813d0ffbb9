import type { FastifyBaseLogger } from 'fastify';
import { claimInput, ClaimService } from '../entities/ClaimService';
import { sha3Hex } from '../entities/credentialsInput';
import type { RpcService } from '../rpc/RpcService';
import type { EntityChangeBus } from '../ruleEngine/EntityChangeBus';
import type { Stores } from '../store/createStores';
import type { Device } from '../store/DeviceStore';
import type { OtaPackage, OtaPackageType } from '../store/OtaPackageStore';
import type { AttributeKv, AttributeScope, TsKv } from '../store/TelemetryStore';
import { entriesJson, entriesOfObject, pointsByTs, pointsOfPayload, TelemetryPayloadError, toExactJson } from '../telemetry/kvTyping';
import type { MsgOutcome } from '../ruleEngine/engine/MsgTracker';
import type { RuleEngine } from '../ruleEngine/engine/RuleEngine';
import { newMsg } from '../ruleEngine/msg/TbMsg';
import { NULL_UUID } from '../store/ids';
import { toPlainJson } from '../telemetry/parseJsonExact';
import type { TelemetryService } from '../telemetry/types';
import { DeviceActivity, INACTIVITY_TIMEOUT_KEY } from './DeviceActivity';
import { DeviceStateAttributes, timeoutValue } from './DeviceStateAttributes';
import { assignedOtaPackage } from './otaDownload';

/*
 * What a device can do, whichever transport it uses (contract §9): MQTT and the HTTP
 * device API both authenticate here and write through the telemetry service, so the
 * typing rules and the attribute and RPC semantics are the same on both.
 */

/** A shared-attribute change pushed to a device: `{k: v, ..., "deleted": [...]?}`. */
export type SharedUpdate = Record<string, unknown>;

/** JSON already printed (a device payload whose numbers keep their Java form); sent as is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A shared-attribute listener: the update as an object, and as the JSON text devices get,
 * numbers printed as ThingsBoard's JsonConverter prints them (a double 42 as `42.0`, §13.8).
 */
export type SharedUpdateListener = (update: SharedUpdate, json: string) => void;

/** A comma list of keys; undefined (or empty) means "not asked". */
export function keyList(value: unknown): string[] | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.split(',').map((key) => key.trim()).filter((key) => key !== '');
}

function toObject(attributes: AttributeKv[]): Record<string, unknown> {
  return Object.fromEntries(attributes.map((attribute) => [attribute.key, attribute.value.value]));
}

interface MqttBasicValue {
  clientId?: string | null;
  userName?: string | null;
  password?: string | null;
}

export class DeviceTransport {
  private readonly claims: ClaimService;
  private readonly sharedListeners = new Map<string, Set<SharedUpdateListener>>();
  /** Sessions of a device (MQTT connections, HTTP long polls) that end when it is deleted. */
  private readonly deletionListeners = new Map<string, Set<() => void>>();
  private readonly unsubscribeBus: (() => void)[] = [];
  private clientRpcCounter = 0;
  /** Connect, disconnect, activity and inactivity events of devices. */
  readonly activity: DeviceActivity;

  constructor(
    private readonly stores: Stores,
    readonly telemetry: TelemetryService,
    readonly rpc: RpcService,
    private readonly engine: RuleEngine,
    log: FastifyBaseLogger,
    state: { inactivityTimeoutMs?: number; checkIntervalMs?: number; changes?: EntityChangeBus } = {},
  ) {
    const storage = new DeviceStateAttributes(stores, telemetry);
    this.activity = new DeviceActivity((device, type, data) => this.submit(device, type, data), log, { ...state, storage });
    // Devices an earlier run left active turn inactive when their timeout runs out.
    storage.activeDevices().then((devices) => devices.forEach((device) => this.activity.watch(device)))
      .catch((error: unknown) => log.warn({ err: error }, 'device states not restored'));
    this.claims = new ClaimService(stores);
    // ThingsBoard's onDeviceDeleted: the device's sessions end at once (contract §13.8).
    if (state.changes) {
      this.unsubscribeBus.push(state.changes.on((change) => {
        if (change.kind === 'DELETED' && change.entityId.entityType === 'DEVICE') this.deviceDeleted(change.entityId.id);
      }));
    }
    this.unsubscribeBus.push(
      telemetry.bus.onAttributes((event) => {
        if (event.scope !== 'SHARED_SCOPE' || event.notifyDevice === false) return;
        this.pushShared(event.entityId.id, toObject(event.entries), entriesJson(event.entries));
      }),
      telemetry.bus.onAttributes((event) => {
        if (event.scope !== 'SERVER_SCOPE' || event.entityId.entityType !== 'DEVICE') return;
        const timeout = event.entries.find((entry) => entry.key === INACTIVITY_TIMEOUT_KEY);
        if (timeout) this.activity.inactivityTimeoutChanged(event.entityId.id, timeoutValue(timeout.value.value));
      }),
      telemetry.bus.onKeysDeleted((event) => {
        if (event.scope === 'SERVER_SCOPE' && event.entityId.entityType === 'DEVICE' && event.keys.includes(INACTIVITY_TIMEOUT_KEY)) {
          this.activity.inactivityTimeoutChanged(event.entityId.id, undefined);
        }
        if (event.scope !== 'SHARED_SCOPE' || event.notifyDevice === false) return;
        this.pushShared(event.entityId.id, { deleted: event.keys }, JSON.stringify({ deleted: event.keys }));
      }),
    );
  }

  private pushShared(deviceId: string, update: SharedUpdate, json: string): void {
    const listeners = this.sharedListeners.get(deviceId);
    if (!listeners || Object.keys(update).length === 0) return;
    for (const listener of [...listeners]) listener(update, json);
  }

  /** The device an access token belongs to, or undefined. */
  async deviceByToken(token: string): Promise<Device | undefined> {
    const credentials = await this.stores.deviceCredentials.findByCredentialsId(token);
    if (!credentials || credentials.credentialsType !== 'ACCESS_TOKEN') return undefined;
    return this.stores.devices.findById(credentials.deviceId.id);
  }

  /**
   * MQTT CONNECT credentials: the user name as an access token, else MQTT_BASIC looked up
   * by SHA3 of `clientId|userName`, of `clientId`, then by the user name, with the
   * stored client id, user name and password checked.
   */
  async deviceByMqttCredentials(clientId: string, userName: string | undefined, password: string | undefined): Promise<Device | undefined> {
    if (userName) {
      const byToken = await this.deviceByToken(userName);
      if (byToken) return byToken;
    }
    const candidates: string[] = [];
    if (clientId && userName) candidates.push(sha3Hex(`${clientId}|${userName}`));
    if (clientId) candidates.push(sha3Hex(clientId));
    if (userName) candidates.push(userName);
    for (const candidate of candidates) {
      const credentials = await this.stores.deviceCredentials.findByCredentialsId(candidate);
      if (!credentials || credentials.credentialsType !== 'MQTT_BASIC') continue;
      let value: MqttBasicValue;
      try {
        value = JSON.parse(credentials.credentialsValue ?? '{}') as MqttBasicValue;
      } catch {
        continue;
      }
      if (value.clientId && value.clientId !== clientId) continue;
      if (value.userName && value.userName !== userName) continue;
      if (value.password && value.password !== password) continue;
      return this.stores.devices.findById(credentials.deviceId.id);
    }
    return undefined;
  }

  /**
   * Runs a telemetry payload (text, bytes or a parsed body) through the device's rule
   * chain, one POST_TELEMETRY_REQUEST per timestamp; resolves when the chain processed
   * every one of them (with the default chain: stored). Throws TelemetryPayloadError when
   * malformed and QueueFullError when the tenant's queue refuses it.
   */
  async postTelemetry(device: Device, payload: unknown): Promise<number> {
    const points = pointsOfPayload(toExactJson(payload), Date.now(), true);
    await this.submitTelemetry(device, points);
    return points.length;
  }

  /** Typed points as POST_TELEMETRY_REQUEST messages, one per timestamp; resolves when all were processed. */
  async submitTelemetry(device: Device, points: readonly TsKv[]): Promise<void> {
    await Promise.all(
      [...pointsByTs(points)].map(([ts, entries]) => this.submit(device, 'POST_TELEMETRY_REQUEST', entriesJson(entries), { ts: String(ts) })),
    );
  }

  /** Runs client-side attributes (a flat object) through the device's rule chain; throws TelemetryPayloadError when malformed. */
  async postAttributes(device: Device, payload: unknown): Promise<number> {
    const entries = entriesOfObject(toExactJson(payload), true);
    await this.submit(device, 'POST_ATTRIBUTES_REQUEST', entriesJson(entries), { notifyDevice: 'false' });
    return entries.length;
  }

  /** A device message into the rule engine with the catalogue's device metadata; resolves once processed. */
  async submit(device: Device, type: string, data: string, metadata: Record<string, string> = {}): Promise<MsgOutcome> {
    if (type === 'POST_TELEMETRY_REQUEST' || type === 'POST_ATTRIBUTES_REQUEST' || type === 'TO_SERVER_RPC_REQUEST') this.activity.activity(device);
    const msg = newMsg({
      type,
      originator: device.id,
      customerId: device.customerId.id === NULL_UUID ? null : device.customerId.id,
      data,
      metadata: { deviceName: device.name, deviceType: device.type, ...metadata },
    });
    return this.engine.submit(device.tenantId.id, msg, { deviceProfileId: device.deviceProfileId.id });
  }

  /** The firmware or software package the device should download (otaDownload.ts). */
  otaPackage(device: Device, type: OtaPackageType): Promise<OtaPackage | undefined> {
    return assignedOtaPackage(this.stores, device, type);
  }

  /**
   * Client and shared attributes as the JSON text devices get, `{"client":{...},"shared":{...}}`
   * leaving out an empty part (contract §12), numbers as JsonConverter prints them (§13.8);
   * with neither list given, all of both.
   */
  async attributes(device: Device, clientKeys: string[] | undefined, sharedKeys: string[] | undefined): Promise<string> {
    const all = clientKeys === undefined && sharedKeys === undefined;
    const parts: string[] = [];
    const read = async (part: 'client' | 'shared', scope: AttributeScope, keys: string[] | undefined) => {
      const entries = await this.telemetry.attributes(device.id, scope, keys);
      if (entries.length > 0) parts.push(`"${part}":${entriesJson(entries)}`);
    };
    if (all || clientKeys) await read('client', 'CLIENT_SCOPE', clientKeys);
    if (all || sharedKeys) await read('shared', 'SHARED_SCOPE', sharedKeys);
    return `{${parts.join(',')}}`;
  }

  /** Parses an attribute request payload `{"clientKeys":"a,b","sharedKeys":"c"}`. */
  attributeRequest(payload: unknown): { clientKeys?: string[]; sharedKeys?: string[] } {
    const parsed = toExactJson(payload);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TelemetryPayloadError('Attribute request must be a JSON object');
    const body = toPlainJson(parsed) as Record<string, unknown>;
    return { clientKeys: keyList(body.clientKeys), sharedKeys: keyList(body.sharedKeys) };
  }

  /** Listens to shared-attribute changes of one device; returns the unsubscribe function. */
  onSharedUpdate(deviceId: string, listener: SharedUpdateListener): () => void {
    let listeners = this.sharedListeners.get(deviceId);
    if (!listeners) {
      listeners = new Set();
      this.sharedListeners.set(deviceId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.sharedListeners.delete(deviceId);
    };
  }

  /** Called once when the device is deleted; returns the function that stops listening. */
  onDeviceDeleted(deviceId: string, listener: () => void): () => void {
    let listeners = this.deletionListeners.get(deviceId);
    if (!listeners) {
      listeners = new Set();
      this.deletionListeners.set(deviceId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.deletionListeners.delete(deviceId);
    };
  }

  /** How many sessions of the device (MQTT connections, HTTP long polls) are open. */
  sessionsOf(deviceId: string): number {
    return this.deletionListeners.get(deviceId)?.size ?? 0;
  }

  /** Ends every session of a deleted device (its credentials went with it, so none can start again). */
  deviceDeleted(deviceId: string): void {
    const listeners = this.deletionListeners.get(deviceId);
    this.deletionListeners.delete(deviceId);
    this.sharedListeners.delete(deviceId);
    for (const listener of [...(listeners ?? [])]) listener();
  }

  /** Records a claim request (raw payload; empty means defaults); throws ApiError (400) for a bad body. */
  async claim(device: Device, payload: Buffer | string): Promise<void> {
    const text = payload.toString();
    await this.claims.recordClaim(device, claimInput(text.trim() === '' ? {} : toPlainJson(toExactJson(text))));
  }

  /**
   * Client-side RPC `{"method","params"}` (contract §9): a TO_SERVER_RPC_REQUEST runs
   * through the device's rule chain, and an RPC call reply node in it answers. Without a
   * reply, the server's own methods (getCurrentTime, ...) answer, else `{"error"}`.
   */
  async clientRpc(device: Device, payload: unknown, requestId = `http-${++this.clientRpcCounter}`): Promise<unknown> {
    const parsed = toExactJson(payload);
    const body = toPlainJson(parsed) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.method !== 'string') {
      throw new TelemetryPayloadError('RPC request must be {"method": ..., "params": ...}');
    }
    const waiting = this.rpc.awaitClientReply(device.id.id, requestId);
    try {
      await this.submit(device, 'TO_SERVER_RPC_REQUEST', JSON.stringify({ method: body.method, params: body.params ?? null }), {
        requestId,
        serviceId: 'tessera',
        sessionId: device.id.id,
      });
      const reply = waiting.reply();
      if (reply !== undefined) return reply;
    } finally {
      waiting.cancel();
    }
    return this.rpc.handleClientRpc(device, body.method, body.params ?? null);
  }

  close(): void {
    this.activity.close();
    for (const unsubscribe of this.unsubscribeBus.splice(0)) unsubscribe();
    this.sharedListeners.clear();
    this.deletionListeners.clear();
  }
}
