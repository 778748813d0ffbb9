import { randomAlphanumeric } from '../security/random';
import { inTransaction, type Db } from './database';
import { entityId, newId, NULL_UUID, parseJson, toJson, type EntityId } from './ids';
import type { DeviceCredentialsRow, DeviceRow } from './schema';

export interface Device {
  id: EntityId<'DEVICE'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  customerId: EntityId<'CUSTOMER'>;
  name: string;
  type: string;
  label: string | null;
  deviceProfileId: EntityId<'DEVICE_PROFILE'>;
  deviceData: unknown;
  firmwareId: EntityId<'OTA_PACKAGE'> | null;
  softwareId: EntityId<'OTA_PACKAGE'> | null;
  additionalInfo: unknown;
}

export interface DeviceCredentials {
  id: { id: string };
  createdTime: number;
  deviceId: EntityId<'DEVICE'>;
  credentialsType: string;
  credentialsId: string;
  credentialsValue: string | null;
}

export interface NewDeviceInput {
  tenantId: string;
  customerId?: string;
  name: string;
  /** The profile's name (ThingsBoard keeps them equal). */
  type: string;
  label?: string | null;
  deviceProfileId: string;
  deviceData?: unknown;
  additionalInfo?: unknown;
}

export const ACCESS_TOKEN_LENGTH = 20;

export function defaultDeviceData(): Record<string, unknown> {
  return { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } };
}

export function toDevice(row: DeviceRow): Device {
  return {
    id: entityId('DEVICE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    name: row.name,
    type: row.type,
    label: row.label,
    deviceProfileId: entityId('DEVICE_PROFILE', row.device_profile_id),
    deviceData: parseJson(row.device_data),
    firmwareId: null,
    softwareId: null,
    additionalInfo: parseJson(row.additional_info),
  };
}

export function toDeviceCredentials(row: DeviceCredentialsRow): DeviceCredentials {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    deviceId: entityId('DEVICE', row.device_id),
    credentialsType: row.credentials_type,
    credentialsId: row.credentials_id,
    credentialsValue: row.credentials_value,
  };
}

export class DeviceStore {
  constructor(private readonly db: Db) {}

  /** Creates the device with ACCESS_TOKEN credentials (random 20 characters unless `accessToken` is given). */
  async create(input: NewDeviceInput, accessToken?: string): Promise<Device> {
    const id = newId();
    const now = Date.now();
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('device')
        .values({
          id,
          created_time: now,
          tenant_id: input.tenantId,
          customer_id: input.customerId ?? NULL_UUID,
          name: input.name,
          type: input.type,
          label: input.label ?? null,
          device_profile_id: input.deviceProfileId,
          device_data: toJson(input.deviceData ?? defaultDeviceData()),
          additional_info: toJson(input.additionalInfo),
        })
        .execute();
      await trx
        .insertInto('device_credentials')
        .values({
          id: newId(),
          created_time: now,
          device_id: id,
          credentials_type: 'ACCESS_TOKEN',
          credentials_id: accessToken ?? randomAlphanumeric(ACCESS_TOKEN_LENGTH),
          credentials_value: null,
        })
        .execute();
    });
    return (await this.findById(id))!;
  }

  async findById(id: string): Promise<Device | undefined> {
    const row = await this.db.selectFrom('device').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toDevice(row) : undefined;
  }

  /** Devices of a tenant, counted against the tenant profile's maxDevices. */
  async countByTenant(tenantId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('device')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async findCredentials(deviceId: string): Promise<DeviceCredentials | undefined> {
    const row = await this.db.selectFrom('device_credentials').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
    return row ? toDeviceCredentials(row) : undefined;
  }

  /** Transport lookup: the access token (or other credentials id) a device presents. */
  async findCredentialsById(credentialsId: string): Promise<DeviceCredentials | undefined> {
    const row = await this.db
      .selectFrom('device_credentials')
      .selectAll()
      .where('credentials_id', '=', credentialsId)
      .executeTakeFirst();
    return row ? toDeviceCredentials(row) : undefined;
  }
}
