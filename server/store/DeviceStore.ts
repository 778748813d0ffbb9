import { randomAlphanumeric } from '../security/random';
import { sql, type Expression, type SqlBool } from 'kysely';
import { inTransaction, type Db } from './database';
import { DeviceCredentialsStore, type DeviceCredentials } from './DeviceCredentialsStore';
import { entityId, newId, parseJson, toJson, type EntityId } from './ids';
import { OwnedEntityStore } from './OwnedEntityStore';
import { customerInfoFields, ownedSort, type CustomerInfoColumns, type CustomerInfoFields, type OwnedFilter } from './owned';
import type { PageData, PageLink, PageSpec } from './paging';
import type { DeviceRow } from './schema';

export type { DeviceCredentials } from './DeviceCredentialsStore';

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

export interface DeviceInfo extends Device, CustomerInfoFields {
  deviceProfileName: string;
  /** ThingsBoard 3.4+'s DeviceInfo field: the `active` server attribute. */
  active: boolean;
}

/** Fields a save may change; tenant and customer are not among them. */
export interface DeviceUpdateInput {
  name: string;
  /** The profile's name (ThingsBoard keeps them equal). */
  type: string;
  label?: string | null;
  deviceProfileId: string;
  deviceData?: unknown;
  additionalInfo?: unknown;
}

export interface NewDeviceInput extends DeviceUpdateInput {
  tenantId: string;
  customerId?: string;
}

/** Info lists may also narrow to one profile. */
export interface DeviceFilter extends OwnedFilter {
  deviceProfileId?: string;
  /** The `active` server attribute (ThingsBoard's device state); a device without it is inactive. */
  active?: boolean;
}

const ACTIVE_ATTRIBUTE = sql`select 1 from attribute_kv where attribute_kv.entity_id = device.id and attribute_kv.attribute_type = 'SERVER_SCOPE' and attribute_kv.attribute_key = 'active' and attribute_kv.bool_v = 1`;

export const ACCESS_TOKEN_LENGTH = 20;

/** `tenant/devices` searches the name only; `deviceInfos` also label, profile and customer (contract §12). */
export const DEVICE_PAGE: PageSpec = {
  search: ['device.name'],
  sort: ownedSort('device'),
  defaultSort: 'device.created_time',
  unique: 'device.id',
};

export const DEVICE_INFO_PAGE: PageSpec = {
  search: ['device.name', 'device.label', 'device_profile.name', 'customer.title'],
  sort: { ...ownedSort('device'), deviceProfileName: 'device_profile.name', customerTitle: 'customer.title' },
  defaultSort: 'device.created_time',
  unique: 'device.id',
};

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
    firmwareId: row.firmware_id ? entityId('OTA_PACKAGE', row.firmware_id) : null,
    softwareId: row.software_id ? entityId('OTA_PACKAGE', row.software_id) : null,
    additionalInfo: parseJson(row.additional_info),
  };
}

function toDeviceInfo(row: DeviceRow & CustomerInfoColumns & { profile_name: string; active_v?: number | null }): DeviceInfo {
  return { ...toDevice(row), ...customerInfoFields(row), deviceProfileName: row.profile_name, active: Number(row.active_v ?? 0) === 1 };
}

function deviceColumns(input: DeviceUpdateInput) {
  return {
    name: input.name,
    type: input.type,
    label: input.label ?? null,
    device_profile_id: input.deviceProfileId,
    device_data: toJson(input.deviceData ?? defaultDeviceData()),
    additional_info: toJson(input.additionalInfo),
  };
}

/** Devices: the owned-entity queries plus credentials, created and deleted with the device. */
export class DeviceStore extends OwnedEntityStore<DeviceRow, Device, DeviceInfo, DeviceUpdateInput, { profile_name: string; active_v: number | null }> {
  constructor(db: Db) {
    super(db, {
      table: 'device',
      toEntity: toDevice,
      toInfo: toDeviceInfo,
      columns: deviceColumns,
      page: DEVICE_PAGE,
      infoPage: DEVICE_INFO_PAGE,
      extendInfo: (query) =>
        query.innerJoin('device_profile', (join) => join.on(sql<SqlBool>`device_profile.id = device.device_profile_id`)).select(sql<string>`device_profile.name`.as('profile_name'))
          .select(sql<number | null>`(case when exists (${ACTIVE_ATTRIBUTE}) then 1 else 0 end)`.as('active_v')),
    });
  }

  protected override infoConditions(filter: DeviceFilter): Expression<SqlBool>[] {
    const conditions = super.infoConditions(filter);
    if (filter.deviceProfileId !== undefined) conditions.push(sql<SqlBool>`device.device_profile_id = ${filter.deviceProfileId}`);
    if (filter.active !== undefined) conditions.push(filter.active ? sql<SqlBool>`exists (${ACTIVE_ATTRIBUTE})` : sql<SqlBool>`not exists (${ACTIVE_ATTRIBUTE})`);
    return conditions;
  }

  override async findInfoPage(filter: DeviceFilter, link: PageLink): Promise<PageData<DeviceInfo>> {
    return super.findInfoPage(filter, link);
  }

  /** Creates the device with ACCESS_TOKEN credentials (random 20 characters unless `accessToken` is given). */
  override async create(input: NewDeviceInput, accessToken?: string): Promise<Device> {
    const id = await inTransaction(this.db, async (trx) => {
      const deviceId = await this.insert(trx, input);
      await trx
        .insertInto('device_credentials')
        .values({
          id: newId(),
          created_time: Date.now(),
          device_id: deviceId,
          credentials_type: 'ACCESS_TOKEN',
          credentials_id: accessToken ?? randomAlphanumeric(ACCESS_TOKEN_LENGTH),
          credentials_value: null,
        })
        .execute();
      return deviceId;
    });
    return (await this.findById(id))!;
  }

  /** Ids of the tenant's devices, optionally of one profile (key lists over all of them). */
  async findIdsByTenant(tenantId: string, deviceProfileId?: string): Promise<string[]> {
    let query = this.db.selectFrom('device').select('id').where('tenant_id', '=', tenantId);
    if (deviceProfileId !== undefined) query = query.where('device_profile_id', '=', deviceProfileId);
    return (await query.execute()).map((row) => row.id);
  }

  /** Credentials and any pending claim go with the device. */
  protected override async deleteDependents(trx: Db, id: string): Promise<void> {
    await trx.deleteFrom('device_credentials').where('device_id', '=', id).execute();
    await trx.deleteFrom('device_claim').where('device_id', '=', id).execute();
  }

  // Credentials live in DeviceCredentialsStore; these two stay for callers that only hold the device store.
  async findCredentials(deviceId: string): Promise<DeviceCredentials | undefined> {
    return new DeviceCredentialsStore(this.db).findByDevice(deviceId);
  }

  /** Transport lookup: the access token (or other credentials id) a device presents. */
  async findCredentialsById(credentialsId: string): Promise<DeviceCredentials | undefined> {
    return new DeviceCredentialsStore(this.db).findByCredentialsId(credentialsId);
  }
}
