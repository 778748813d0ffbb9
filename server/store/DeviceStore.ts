import { randomAlphanumeric } from '../security/random';
import { inTransaction, type Db } from './database';
import { DeviceCredentialsStore, type DeviceCredentials } from './DeviceCredentialsStore';
import { entityId, newId, NULL_UUID, parseJson, toJson, type EntityId } from './ids';
import { customerInfoFields, ownedConditions, ownedSort, toSubtypes, type CustomerInfoColumns, type CustomerInfoFields, type EntitySubtype, type OwnedFilter } from './owned';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import { deleteRelationsOf } from './RelationStore';
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
}

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
    firmwareId: null,
    softwareId: null,
    additionalInfo: parseJson(row.additional_info),
  };
}

function toDeviceInfo(row: DeviceRow & CustomerInfoColumns & { profile_name: string }): DeviceInfo {
  return { ...toDevice(row), ...customerInfoFields(row), deviceProfileName: row.profile_name };
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

export class DeviceStore {
  constructor(private readonly db: Db) {}

  private selectDevices(filter: OwnedFilter) {
    return ownedConditions('device', filter).reduce((query, condition) => query.where(condition), this.db.selectFrom('device').selectAll('device'));
  }

  /** Devices joined with their profile's name and their customer's title and public flag. */
  private infoQuery() {
    return this.db
      .selectFrom('device')
      .innerJoin('device_profile', 'device_profile.id', 'device.device_profile_id')
      .leftJoin('customer', 'customer.id', 'device.customer_id')
      .selectAll('device')
      .select(['device_profile.name as profile_name', 'customer.title as customer_title', 'customer.additional_info as customer_info']);
  }

  private selectInfos(filter: DeviceFilter) {
    let query = ownedConditions('device', filter).reduce((q, condition) => q.where(condition), this.infoQuery());
    if (filter.deviceProfileId !== undefined) query = query.where('device.device_profile_id', '=', filter.deviceProfileId);
    return query;
  }

  /** Creates the device with ACCESS_TOKEN credentials (random 20 characters unless `accessToken` is given). */
  async create(input: NewDeviceInput, accessToken?: string): Promise<Device> {
    const id = newId();
    const now = Date.now();
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('device')
        .values({ id, created_time: now, tenant_id: input.tenantId, customer_id: input.customerId ?? NULL_UUID, ...deviceColumns(input) })
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

  async update(id: string, input: DeviceUpdateInput): Promise<Device | undefined> {
    await this.db.updateTable('device').set(deviceColumns(input)).where('id', '=', id).execute();
    return this.findById(id);
  }

  /** Assigns the device to `customerId`, or unassigns it with the null UUID. */
  async setCustomer(id: string, customerId: string): Promise<Device | undefined> {
    await this.db.updateTable('device').set({ customer_id: customerId }).where('id', '=', id).execute();
    return this.findById(id);
  }

  async findById(id: string): Promise<Device | undefined> {
    const row = await this.db.selectFrom('device').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toDevice(row) : undefined;
  }

  async findInfoById(id: string): Promise<DeviceInfo | undefined> {
    const row = await this.infoQuery().where('device.id', '=', id).executeTakeFirst();
    return row ? toDeviceInfo(row) : undefined;
  }

  /** Exact (case-sensitive) name, as names are unique per tenant in that form. */
  async findByName(tenantId: string, name: string): Promise<Device | undefined> {
    const row = await this.selectDevices({ tenantId }).where('device.name', '=', name).executeTakeFirst();
    return row ? toDevice(row) : undefined;
  }

  /** The devices among `ids` that match the filter; others are left out silently. */
  async findByIds(filter: OwnedFilter, ids: string[]): Promise<Device[]> {
    if (ids.length === 0) return [];
    const rows = await this.selectDevices(filter).where('device.id', 'in', ids).orderBy('device.created_time').orderBy('device.id').execute();
    return rows.map(toDevice);
  }

  async findPage(filter: OwnedFilter, link: PageLink): Promise<PageData<Device>> {
    return mapPage(await fetchPage(this.selectDevices(filter), link, DEVICE_PAGE), toDevice);
  }

  async findInfoPage(filter: DeviceFilter, link: PageLink): Promise<PageData<DeviceInfo>> {
    return mapPage(await fetchPage(this.selectInfos(filter), link, DEVICE_INFO_PAGE), toDeviceInfo);
  }

  async findTypes(tenantId: string): Promise<EntitySubtype[]> {
    const rows = await this.db.selectFrom('device').select('type').distinct().where('tenant_id', '=', tenantId).orderBy('type').execute();
    return toSubtypes(tenantId, 'DEVICE', rows);
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

  /** Removes the device with its credentials and its relations in both directions. */
  async delete(id: string): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('device_credentials').where('device_id', '=', id).execute();
      await deleteRelationsOf(trx, 'DEVICE', [id]);
      await trx.deleteFrom('device').where('id', '=', id).execute();
    });
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
