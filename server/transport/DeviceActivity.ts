import type { FastifyBaseLogger } from 'fastify';
import type { Device } from '../store/DeviceStore';

/*
 * Connectivity messages of devices for the rule engine (catalogue §2): CONNECT_EVENT and
 * DISCONNECT_EVENT from the MQTT session, ACTIVITY_EVENT when a quiet device sends
 * again, INACTIVITY_EVENT when it stays quiet past the inactivity timeout. The data is
 * ThingsBoard's device state JSON. State is kept in memory: after a restart every device
 * starts inactive, and its next message is an activity event.
 */

export const DEFAULT_INACTIVITY_TIMEOUT_MS = 600_000;
const CHECK_EVERY_MS = 10_000;

export interface DeviceState {
  active: boolean;
  lastConnectTime: number;
  lastActivityTime: number;
  lastDisconnectTime: number;
  lastInactivityAlarmTime: number;
  inactivityTimeout: number;
}

export type DeviceEventSink = (device: Device, type: string, data: string) => Promise<unknown>;

interface Tracked {
  device: Device;
  state: DeviceState;
}

export class DeviceActivity {
  private readonly devices = new Map<string, Tracked>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly sink: DeviceEventSink,
    private readonly log: FastifyBaseLogger,
    private readonly inactivityTimeoutMs = DEFAULT_INACTIVITY_TIMEOUT_MS,
  ) {
    this.timer = setInterval(() => this.checkInactive(Date.now()), Math.min(CHECK_EVERY_MS, inactivityTimeoutMs));
    this.timer.unref();
  }

  private tracked(device: Device): Tracked {
    let tracked = this.devices.get(device.id.id);
    if (!tracked) {
      tracked = {
        device,
        state: { active: false, lastConnectTime: 0, lastActivityTime: 0, lastDisconnectTime: 0, lastInactivityAlarmTime: 0, inactivityTimeout: this.inactivityTimeoutMs },
      };
      this.devices.set(device.id.id, tracked);
    }
    tracked.device = device;
    return tracked;
  }

  private emit(tracked: Tracked, type: string): void {
    this.sink(tracked.device, type, JSON.stringify(tracked.state)).catch((error: unknown) =>
      this.log.warn({ err: error, device: tracked.device.id.id, type }, 'device event not processed'),
    );
  }

  connected(device: Device, now = Date.now()): void {
    const tracked = this.tracked(device);
    tracked.state.lastConnectTime = now;
    this.emit(tracked, 'CONNECT_EVENT');
    this.activity(device, now);
  }

  disconnected(device: Device, now = Date.now()): void {
    const tracked = this.tracked(device);
    tracked.state.lastDisconnectTime = now;
    this.emit(tracked, 'DISCONNECT_EVENT');
  }

  /** Any message from the device. */
  activity(device: Device, now = Date.now()): void {
    const tracked = this.tracked(device);
    tracked.state.lastActivityTime = now;
    if (!tracked.state.active) {
      tracked.state.active = true;
      this.emit(tracked, 'ACTIVITY_EVENT');
    }
  }

  /** The state as the engine last heard it; undefined for a device not seen since start. */
  stateOf(deviceId: string): DeviceState | undefined {
    const state = this.devices.get(deviceId)?.state;
    return state ? { ...state } : undefined;
  }

  checkInactive(now: number): void {
    for (const tracked of this.devices.values()) {
      const { state } = tracked;
      if (state.active && now - state.lastActivityTime >= state.inactivityTimeout) {
        state.active = false;
        state.lastInactivityAlarmTime = now;
        this.emit(tracked, 'INACTIVITY_EVENT');
      }
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.devices.clear();
  }
}
