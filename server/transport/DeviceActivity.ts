import type { FastifyBaseLogger } from 'fastify';
import type { Device } from '../store/DeviceStore';

/*
 * ThingsBoard's device state service (DefaultDeviceStateService): connectivity messages for
 * the rule engine (CONNECT_EVENT and DISCONNECT_EVENT from a transport session, ACTIVITY_EVENT
 * when a quiet device speaks, INACTIVITY_EVENT when it stays quiet past its inactivity
 * timeout), with ThingsBoard's device state JSON as data, and the same state kept as the
 * device's server attributes `active`, `lastConnectTime`, `lastDisconnectTime`,
 * `lastActivityTime` and `inactivityAlarmTime`. The timeout is the device's
 * `inactivityTimeout` server attribute (ms), else the configured default.
 */

export const DEFAULT_INACTIVITY_TIMEOUT_MS = 600_000;
export const DEFAULT_STATE_CHECK_INTERVAL_MS = 10_000;
/** `lastActivityTime` is written at most this often per device (ThingsBoard's transports report activity every few seconds). */
export const ACTIVITY_SAVE_INTERVAL_MS = 3_000;

/** The server attribute that sets a device's own timeout in milliseconds. */
export const INACTIVITY_TIMEOUT_KEY = 'inactivityTimeout';

export interface DeviceState {
  active: boolean;
  lastConnectTime: number;
  lastActivityTime: number;
  lastDisconnectTime: number;
  lastInactivityAlarmTime: number;
  inactivityTimeout: number;
}

/** The attribute values ThingsBoard keeps; `inactivityAlarmTime` is the state's `lastInactivityAlarmTime`. */
export type DeviceStateValues = Partial<Record<'active', boolean> & Record<'lastConnectTime' | 'lastDisconnectTime' | 'lastActivityTime' | 'inactivityAlarmTime', number>>;

/** Where the state attributes live (DeviceStateAttributes.ts: the telemetry service's SERVER_SCOPE). */
export interface DeviceStateStorage {
  save(device: Device, values: DeviceStateValues): Promise<void>;
  /** The saved state values and the device's own timeout (undefined when it has none). */
  load(device: Device): Promise<{ values: DeviceStateValues; inactivityTimeout: number | undefined }>;
}

export type DeviceEventSink = (device: Device, type: string, data: string) => Promise<unknown>;

interface Tracked {
  device: Device;
  state: DeviceState;
  /** The device's own timeout; undefined uses the default. */
  ownTimeout: number | undefined;
  savedActivityTime: number;
}

export interface DeviceActivityOptions {
  inactivityTimeoutMs?: number;
  checkIntervalMs?: number;
  storage?: DeviceStateStorage;
}

export class DeviceActivity {
  private readonly devices = new Map<string, Tracked>();
  private readonly timer: NodeJS.Timeout;
  private readonly defaultTimeout: number;
  private readonly storage: DeviceStateStorage | undefined;

  constructor(
    private readonly sink: DeviceEventSink,
    private readonly log: FastifyBaseLogger,
    options: DeviceActivityOptions | number = {},
  ) {
    const opts = typeof options === 'number' ? { inactivityTimeoutMs: options } : options;
    this.defaultTimeout = opts.inactivityTimeoutMs ?? DEFAULT_INACTIVITY_TIMEOUT_MS;
    this.storage = opts.storage;
    this.timer = setInterval(() => this.checkInactive(Date.now()), opts.checkIntervalMs ?? Math.min(DEFAULT_STATE_CHECK_INTERVAL_MS, this.defaultTimeout));
    this.timer.unref();
  }

  private tracked(device: Device): Tracked {
    let tracked = this.devices.get(device.id.id);
    if (!tracked) {
      const state = { active: false, lastConnectTime: 0, lastActivityTime: 0, lastDisconnectTime: 0, lastInactivityAlarmTime: 0, inactivityTimeout: this.defaultTimeout };
      tracked = { device, state, ownTimeout: undefined, savedActivityTime: 0 };
      this.devices.set(device.id.id, tracked);
      this.restore(tracked);
    }
    tracked.device = device;
    return tracked;
  }

  /** Picks up the device's own timeout and the times saved before (a restart) without overwriting newer ones. */
  private restore(tracked: Tracked): void {
    this.storage?.load(tracked.device).then(({ values, inactivityTimeout }) => {
      const { state } = tracked;
      if (inactivityTimeout !== undefined && tracked.ownTimeout === undefined) this.setTimeout(tracked, inactivityTimeout);
      state.lastConnectTime ||= values.lastConnectTime ?? 0;
      state.lastDisconnectTime ||= values.lastDisconnectTime ?? 0;
      state.lastInactivityAlarmTime ||= values.inactivityAlarmTime ?? 0;
      if (state.lastActivityTime === 0 && values.lastActivityTime) {
        state.lastActivityTime = values.lastActivityTime;
        tracked.savedActivityTime = values.lastActivityTime;
      }
      // Saved active by an earlier run: active until its timeout runs out, then inactive as usual.
      if (values.active === true) state.active = true;
    }).catch((error: unknown) => this.log.warn({ err: error, device: tracked.device.id.id }, 'device state not loaded'));
  }

  private setTimeout(tracked: Tracked, timeout: number | undefined): void {
    tracked.ownTimeout = timeout !== undefined && timeout > 0 ? timeout : undefined;
    tracked.state.inactivityTimeout = tracked.ownTimeout ?? this.defaultTimeout;
  }

  private emit(tracked: Tracked, type: string): void {
    this.sink(tracked.device, type, JSON.stringify(tracked.state)).catch((error: unknown) =>
      this.log.warn({ err: error, device: tracked.device.id.id, type }, 'device event not processed'),
    );
  }

  private save(tracked: Tracked, values: DeviceStateValues): void {
    this.storage?.save(tracked.device, values).catch((error: unknown) =>
      this.log.warn({ err: error, device: tracked.device.id.id }, 'device state not saved'),
    );
  }

  connected(device: Device, now = Date.now()): void {
    const tracked = this.tracked(device);
    tracked.state.lastConnectTime = now;
    this.save(tracked, { lastConnectTime: now });
    this.emit(tracked, 'CONNECT_EVENT');
    this.activity(device, now);
  }

  disconnected(device: Device, now = Date.now()): void {
    const tracked = this.tracked(device);
    tracked.state.lastDisconnectTime = now;
    this.save(tracked, { lastDisconnectTime: now });
    this.emit(tracked, 'DISCONNECT_EVENT');
  }

  /** Tracks a device without an event: one an earlier run saved as active. */
  watch(device: Device): void {
    this.tracked(device);
  }

  /** Any message from the device, over any transport. */
  activity(device: Device, now = Date.now()): void {
    const tracked = this.tracked(device);
    const { state } = tracked;
    if (now < state.lastActivityTime) return;
    state.lastActivityTime = now;
    const values: DeviceStateValues = {};
    if (!state.active || now - tracked.savedActivityTime >= ACTIVITY_SAVE_INTERVAL_MS) {
      values.lastActivityTime = now;
      tracked.savedActivityTime = now;
    }
    if (!state.active) {
      state.active = true;
      values.active = true;
      this.save(tracked, values);
      this.emit(tracked, 'ACTIVITY_EVENT');
    } else if (values.lastActivityTime !== undefined) {
      this.save(tracked, values);
    }
  }

  /** The device's `inactivityTimeout` attribute changed (undefined: deleted); takes effect at once, as in ThingsBoard. */
  inactivityTimeoutChanged(deviceId: string, timeout: number | undefined, now = Date.now()): void {
    const tracked = this.devices.get(deviceId);
    if (!tracked) return;
    this.setTimeout(tracked, timeout);
    this.checkDevice(tracked, now);
  }

  /** The state as the engine last heard it; undefined for a device not seen since start. */
  stateOf(deviceId: string): DeviceState | undefined {
    const state = this.devices.get(deviceId)?.state;
    return state ? { ...state } : undefined;
  }

  /** A deleted device is forgotten. */
  forget(deviceId: string): void {
    this.devices.delete(deviceId);
  }

  checkInactive(now: number): void {
    for (const tracked of this.devices.values()) this.checkDevice(tracked, now);
  }

  private checkDevice(tracked: Tracked, now: number): void {
    const { state } = tracked;
    if (state.active && now - state.lastActivityTime >= state.inactivityTimeout) {
      state.active = false;
      state.lastInactivityAlarmTime = now;
      this.save(tracked, { active: false, inactivityAlarmTime: now });
      this.emit(tracked, 'INACTIVITY_EVENT');
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.devices.clear();
  }
}
