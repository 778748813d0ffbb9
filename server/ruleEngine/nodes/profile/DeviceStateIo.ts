import { AlarmWriter, type NewAlarmInput } from '../../../alarms/AlarmWriter';
import { isCleared, type Alarm } from '../../../store/AlarmStore';
import type { Device } from '../../../store/DeviceStore';
import { entityId, NULL_UUID } from '../../../store/ids';
import type { RuleEngineServices } from '../../node/RuleNodeDefinition';
import { NO_OWNER_ATTRIBUTES, type OwnerAttributes } from './conditionEval';
import type { DataSnapshot } from './DataSnapshot';
import { kvText } from './msgUpdates';

/*
 * Everything a device's alarm-rule state reads and writes outside itself: stored values
 * of the keys rules read, owner attributes for dynamic values, and alarms, written
 * through the same AlarmWriter as the REST API (propagation, alarm bus).
 */

export interface DeviceStateIo {
  /** Stored values of snapshot keys (`TIME_SERIES:k`, `ATTRIBUTE:k`) into the snapshot. */
  loadValues(device: Device, keys: string[], snapshot: DataSnapshot): Promise<void>;
  ownerAttributes(device: Device, needs: { customer: Set<string>; tenant: Set<string> }): Promise<OwnerAttributes>;
  findOpenAlarm(device: Device, alarmType: string): Promise<Alarm | undefined>;
  createAlarm(device: Device, input: NewAlarmInput): Promise<{ alarm: Alarm; created: boolean }>;
  updateAlarm(alarm: Alarm): Promise<Alarm>;
  /** Undefined when it was cleared already. */
  clearAlarm(alarm: Alarm, details: unknown): Promise<Alarm | undefined>;
}

function keysOfType(keys: string[], prefix: string): string[] {
  return keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

/** The device's fields a rule may read as ENTITY_FIELD keys. */
export function putEntityFields(device: Device, snapshot: DataSnapshot): void {
  const fields: Record<string, string | null> = {
    name: device.name,
    type: device.type,
    label: device.label,
    createdTime: String(device.createdTime),
    entityType: 'DEVICE',
    deviceProfileName: device.type,
  };
  for (const [key, value] of Object.entries(fields)) {
    snapshot.remove('ENTITY_FIELD', key);
    if (value !== null) snapshot.putIfNewer('ENTITY_FIELD', key, 0, value);
  }
}

export function servicesIo(services: RuleEngineServices): DeviceStateIo {
  const writer = new AlarmWriter(services.stores, services.alarmBus);
  const serverAttributes = async (entity: { entityType: 'CUSTOMER' | 'TENANT'; id: string }, keys: Set<string>) => {
    if (keys.size === 0 || entity.id === NULL_UUID) return new Map<string, string>();
    const found = await services.telemetry.attributes(entity, 'SERVER_SCOPE', [...keys]);
    return new Map(found.map((kv) => [kv.key, kvText(kv.value)]));
  };
  return {
    async loadValues(device, keys, snapshot) {
      const tsKeys = keysOfType(keys, 'TIME_SERIES:');
      const attrKeys = keysOfType(keys, 'ATTRIBUTE:');
      if (tsKeys.length > 0) for (const point of await services.telemetry.latest(device.id, tsKeys)) snapshot.putIfNewer('TIME_SERIES', point.key, point.ts, kvText(point.value));
      if (attrKeys.length > 0) for (const kv of await services.telemetry.attributes(device.id, null, attrKeys)) snapshot.putIfNewer('ATTRIBUTE', kv.key, kv.lastUpdateTs, kvText(kv.value));
      putEntityFields(device, snapshot);
    },
    async ownerAttributes(device, needs) {
      if (needs.customer.size === 0 && needs.tenant.size === 0) return NO_OWNER_ATTRIBUTES;
      return {
        customer: await serverAttributes({ entityType: 'CUSTOMER', id: device.customerId.id }, needs.customer),
        tenant: await serverAttributes({ entityType: 'TENANT', id: device.tenantId.id }, needs.tenant),
      };
    },
    async findOpenAlarm(device, alarmType) {
      const latest = await services.stores.alarms.findLatest(device.tenantId.id, device.id.id, alarmType);
      return latest && !isCleared(latest.status) ? latest : undefined;
    },
    async createAlarm(device, input) {
      return writer.createOrMerge(device.tenantId.id, { ...input, originator: entityId('DEVICE', device.id.id) });
    },
    // Rule updates change severity, details and end time only: where the alarm shows stays.
    updateAlarm: (alarm) => writer.transition('UPDATED', alarm),
    clearAlarm: (alarm, details) => writer.clear(alarm, { details }),
  };
}
