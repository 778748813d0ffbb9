import { inTransaction, type Db } from './database';
import { entityId, newId, parseJson, toJson, type EntityId } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { DeviceProfileRow } from './schema';

export interface DeviceProfile {
  id: EntityId<'DEVICE_PROFILE'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  name: string;
  description: string | null;
  image: string | null;
  default: boolean;
  type: string;
  transportType: string;
  provisionType: string;
  provisionDeviceKey: string | null;
  defaultRuleChainId: EntityId<'RULE_CHAIN'> | null;
  defaultDashboardId: EntityId<'DASHBOARD'> | null;
  defaultQueueName: string | null;
  firmwareId: EntityId<'OTA_PACKAGE'> | null;
  softwareId: EntityId<'OTA_PACKAGE'> | null;
  profileData: unknown;
}

/** Contract §2 DeviceProfileInfo. */
export interface DeviceProfileInfo {
  id: EntityId<'DEVICE_PROFILE'>;
  name: string;
  image: string | null;
  defaultDashboardId: EntityId<'DASHBOARD'> | null;
  type: string;
  transportType: string;
}

/** Fields a save may change; the tenant and the default flag are not among them. */
export interface DeviceProfileUpdateInput {
  name: string;
  description?: string | null;
  image?: string | null;
  transportType?: string;
  provisionType?: string;
  provisionDeviceKey?: string | null;
  profileData?: unknown;
  /** OTA_PACKAGE uuids, checked by the service (server/ota/OtaPackageService assertOtaLinks). */
  firmwareId?: string | null;
  softwareId?: string | null;
  /** RULE_CHAIN and DASHBOARD uuids of the same tenant (the service checks). */
  defaultRuleChainId?: string | null;
  defaultDashboardId?: string | null;
  /** A rule-engine queue name (deviceProfileInput checks it). */
  defaultQueueName?: string | null;
}

export interface NewDeviceProfileInput extends DeviceProfileUpdateInput {
  tenantId: string;
  isDefault?: boolean;
}

export const DEVICE_PROFILE_PAGE: PageSpec = {
  search: ['device_profile.name'],
  sort: {
    createdTime: 'device_profile.created_time',
    name: 'device_profile.name',
    type: 'device_profile.type',
    transportType: 'device_profile.transport_type',
    provisionType: 'device_profile.provision_type',
    description: 'device_profile.description',
    // The console's column is `isDefault`; the JSON field is `default`.
    isDefault: 'device_profile.is_default',
    default: 'device_profile.is_default',
  },
  defaultSort: 'device_profile.created_time',
  unique: 'device_profile.id',
};

/** profileData of a freshly created DEFAULT-transport profile (contract §2 "Default profile seed"). */
export function defaultDeviceProfileData(): Record<string, unknown> {
  return {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'DEFAULT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
  };
}

// Rule chain, dashboard, queue and OTA links arrive with the entities they point to.
export function toDeviceProfile(row: DeviceProfileRow): DeviceProfile {
  return {
    id: entityId('DEVICE_PROFILE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    name: row.name,
    description: row.description,
    image: row.image,
    default: row.is_default === 1,
    type: row.type,
    transportType: row.transport_type,
    provisionType: row.provision_type,
    provisionDeviceKey: row.provision_device_key,
    defaultRuleChainId: row.default_rule_chain_id ? entityId('RULE_CHAIN', row.default_rule_chain_id) : null,
    defaultDashboardId: row.default_dashboard_id ? entityId('DASHBOARD', row.default_dashboard_id) : null,
    defaultQueueName: row.default_queue_name,
    firmwareId: row.firmware_id ? entityId('OTA_PACKAGE', row.firmware_id) : null,
    softwareId: row.software_id ? entityId('OTA_PACKAGE', row.software_id) : null,
    profileData: parseJson(row.profile_data),
  };
}

export function toDeviceProfileInfo(profile: Pick<DeviceProfile, 'id' | 'name' | 'image' | 'defaultDashboardId' | 'type' | 'transportType'>): DeviceProfileInfo {
  const { id, name, image, defaultDashboardId, type, transportType } = profile;
  return { id, name, image, defaultDashboardId, type, transportType };
}

function profileColumns(input: DeviceProfileUpdateInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    image: input.image ?? null,
    transport_type: input.transportType ?? 'DEFAULT',
    provision_type: input.provisionType ?? 'DISABLED',
    provision_device_key: input.provisionDeviceKey ?? null,
    profile_data: toJson(input.profileData ?? defaultDeviceProfileData()),
    firmware_id: input.firmwareId ?? null,
    software_id: input.softwareId ?? null,
    default_rule_chain_id: input.defaultRuleChainId ?? null,
    default_dashboard_id: input.defaultDashboardId ?? null,
    default_queue_name: input.defaultQueueName ?? null,
  };
}

export class DeviceProfileStore {
  constructor(private readonly db: Db) {}

  async create(input: NewDeviceProfileInput): Promise<DeviceProfile> {
    const id = newId();
    await this.db
      .insertInto('device_profile')
      .values({
        id,
        created_time: Date.now(),
        tenant_id: input.tenantId,
        is_default: input.isDefault ? 1 : 0,
        type: 'DEFAULT',
        ...profileColumns(input),
      })
      .execute();
    return (await this.findById(id))!;
  }

  /** Saves the profile; a new name is written to its devices' `type` too (contract §12). */
  async update(id: string, input: DeviceProfileUpdateInput): Promise<DeviceProfile | undefined> {
    await inTransaction(this.db, async (trx) => {
      await trx.updateTable('device_profile').set(profileColumns(input)).where('id', '=', id).execute();
      await trx.updateTable('device').set({ type: input.name }).where('device_profile_id', '=', id).where('type', '!=', input.name).execute();
    });
    return this.findById(id);
  }

  async findById(id: string): Promise<DeviceProfile | undefined> {
    const row = await this.db.selectFrom('device_profile').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toDeviceProfile(row) : undefined;
  }

  async findDefault(tenantId: string): Promise<DeviceProfile | undefined> {
    const row = await this.db
      .selectFrom('device_profile')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('is_default', '=', 1)
      .executeTakeFirst();
    return row ? toDeviceProfile(row) : undefined;
  }

  async findByName(tenantId: string, name: string): Promise<DeviceProfile | undefined> {
    const row = await this.db
      .selectFrom('device_profile')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? toDeviceProfile(row) : undefined;
  }

  /** Every profile of the tenant (a bulk import resolves its rows' types against them once). */
  async findAllByTenant(tenantId: string): Promise<DeviceProfile[]> {
    return (await this.db.selectFrom('device_profile').selectAll().where('tenant_id', '=', tenantId).execute()).map(toDeviceProfile);
  }

  /** Across all tenants: a device presents only the key when it provisions itself. */
  async findByProvisionKey(key: string): Promise<DeviceProfile | undefined> {
    const row = await this.db.selectFrom('device_profile').selectAll().where('provision_device_key', '=', key).executeTakeFirst();
    return row ? toDeviceProfile(row) : undefined;
  }

  async findPage(tenantId: string, link: PageLink): Promise<PageData<DeviceProfile>> {
    const query = this.db.selectFrom('device_profile').selectAll().where('device_profile.tenant_id', '=', tenantId);
    return mapPage(await fetchPage(query, link, DEVICE_PROFILE_PAGE), toDeviceProfile);
  }

  async findInfoPage(tenantId: string, transportType: string | undefined, link: PageLink): Promise<PageData<DeviceProfileInfo>> {
    let query = this.db.selectFrom('device_profile').selectAll().where('device_profile.tenant_id', '=', tenantId);
    if (transportType !== undefined) query = query.where('device_profile.transport_type', '=', transportType);
    return mapPage(await fetchPage(query, link, DEVICE_PROFILE_PAGE), (row) => toDeviceProfileInfo(toDeviceProfile(row)));
  }

  /** How many devices use the profile; a profile in use cannot be deleted. */
  async countDevices(profileId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('device')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('device_profile_id', '=', profileId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('device_profile').where('id', '=', id).execute();
  }

  /** Makes `id` its tenant's one default; the old one is cleared first, as the unique index allows one. */
  async setDefault(tenantId: string, id: string): Promise<DeviceProfile | undefined> {
    await inTransaction(this.db, async (trx) => {
      await trx
        .updateTable('device_profile')
        .set({ is_default: 0 })
        .where('tenant_id', '=', tenantId)
        .where('is_default', '=', 1)
        .where('id', '!=', id)
        .execute();
      await trx.updateTable('device_profile').set({ is_default: 1 }).where('id', '=', id).execute();
    });
    return this.findById(id);
  }
}
