import type { Stores } from '../store/createStores';
import type { Device } from '../store/DeviceStore';
import type { KvEntry } from '../store/TelemetryStore';
import type { TelemetryService } from '../telemetry/types';
import { type DeviceStateStorage, type DeviceStateValues, INACTIVITY_TIMEOUT_KEY } from './DeviceActivity';

/*
 * The device state as ThingsBoard keeps it: server attributes of the device, written through
 * the telemetry service so that WebSocket subscribers (the device table's Active column,
 * widgets) see each change.
 */

const STATE_KEYS = ['active', 'lastConnectTime', 'lastDisconnectTime', 'lastActivityTime', 'inactivityAlarmTime'] as const;

/** A timeout attribute as a number of ms: a long, a double or a numeric string (set by hand in the console). */
export function timeoutValue(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}

export class DeviceStateAttributes implements DeviceStateStorage {
  constructor(private readonly stores: Stores, private readonly telemetry: TelemetryService) {}

  async save(device: Device, values: DeviceStateValues): Promise<void> {
    const entries: KvEntry[] = Object.entries(values).map(([key, value]) => ({
      key,
      value: typeof value === 'boolean' ? { type: 'BOOLEAN', value } : { type: 'LONG', value: value as number },
    }));
    if (entries.length > 0) await this.telemetry.saveAttributes(device.tenantId.id, device.id, 'SERVER_SCOPE', entries, { notifyDevice: false });
  }

  async load(device: Device): Promise<{ values: DeviceStateValues; inactivityTimeout: number | undefined }> {
    const saved = await this.telemetry.attributes(device.id, 'SERVER_SCOPE', [...STATE_KEYS, INACTIVITY_TIMEOUT_KEY]);
    const values: Record<string, unknown> = {};
    let inactivityTimeout: number | undefined;
    for (const { key, value } of saved) {
      if (key === INACTIVITY_TIMEOUT_KEY) inactivityTimeout = timeoutValue(value.value);
      else if (key === 'active' ? value.type === 'BOOLEAN' : value.type === 'LONG') values[key] = value.value;
    }
    return { values: values as DeviceStateValues, inactivityTimeout };
  }

  /** Devices an earlier run left `active`: they are watched again so that they turn inactive in time. */
  async activeDevices(): Promise<Device[]> {
    const ids = await this.stores.telemetry.findEntityIdsByBoolAttribute('SERVER_SCOPE', 'active', true);
    const devices = await Promise.all(ids.map((id) => this.stores.devices.findById(id)));
    return devices.filter((device): device is Device => device !== undefined);
  }
}
