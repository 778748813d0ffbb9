import type { Db } from './database';
import { entityId, newId, parseJson, toJson, type EntityId } from './ids';
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

export interface NewDeviceProfileInput {
  tenantId: string;
  name: string;
  description?: string | null;
  isDefault?: boolean;
  transportType?: string;
  provisionType?: string;
  profileData?: unknown;
}

/** profileData of a freshly created DEFAULT-transport profile (contract §2 "Default profile seed"). */
export function defaultDeviceProfileData(): Record<string, unknown> {
  return {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'DEFAULT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
  };
}

// Columns for image, rule chain, dashboard, queue and OTA links arrive with the issues that use them.
export function toDeviceProfile(row: DeviceProfileRow): DeviceProfile {
  return {
    id: entityId('DEVICE_PROFILE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    name: row.name,
    description: row.description,
    image: null,
    default: row.is_default === 1,
    type: row.type,
    transportType: row.transport_type,
    provisionType: row.provision_type,
    provisionDeviceKey: null,
    defaultRuleChainId: null,
    defaultDashboardId: null,
    defaultQueueName: null,
    firmwareId: null,
    softwareId: null,
    profileData: parseJson(row.profile_data),
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
        name: input.name,
        description: input.description ?? null,
        is_default: input.isDefault ? 1 : 0,
        type: 'DEFAULT',
        transport_type: input.transportType ?? 'DEFAULT',
        provision_type: input.provisionType ?? 'DISABLED',
        profile_data: toJson(input.profileData ?? defaultDeviceProfileData()),
      })
      .execute();
    return (await this.findById(id))!;
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
}
