import { contactColumns, contactJson, type ContactFields } from './contact';
import type { Db } from './database';
import { entityId, newId, parseJson, toJson, type EntityId } from './ids';
import type { TenantProfileRow, TenantRow } from './schema';

export interface TenantProfile {
  id: EntityId<'TENANT_PROFILE'>;
  createdTime: number;
  name: string;
  description: string | null;
  default: boolean;
  isolatedTbCore: boolean;
  isolatedTbRuleEngine: boolean;
  profileData: unknown;
}

export interface Tenant extends Required<ContactFields> {
  id: EntityId<'TENANT'>;
  createdTime: number;
  title: string;
  name: string;
  region: string | null;
  tenantProfileId: EntityId<'TENANT_PROFILE'>;
  additionalInfo: unknown;
}

export interface NewTenantProfileInput {
  name: string;
  description?: string | null;
  isDefault?: boolean;
  profileData?: unknown;
}

export interface NewTenantInput extends ContactFields {
  title: string;
  region?: string | null;
  tenantProfileId: string;
  additionalInfo?: unknown;
}

export function toTenantProfile(row: TenantProfileRow): TenantProfile {
  return {
    id: entityId('TENANT_PROFILE', row.id),
    createdTime: row.created_time,
    name: row.name,
    description: row.description,
    default: row.is_default === 1,
    // Tessera runs one process: isolated core/rule-engine queues do not exist.
    isolatedTbCore: false,
    isolatedTbRuleEngine: false,
    profileData: parseJson(row.profile_data),
  };
}

export function toTenant(row: TenantRow): Tenant {
  return {
    id: entityId('TENANT', row.id),
    createdTime: row.created_time,
    title: row.title,
    name: row.title,
    region: row.region,
    tenantProfileId: entityId('TENANT_PROFILE', row.tenant_profile_id),
    ...contactJson(row),
    additionalInfo: parseJson(row.additional_info),
  };
}

export class TenantStore {
  constructor(private readonly db: Db) {}

  async createProfile(input: NewTenantProfileInput): Promise<TenantProfile> {
    const id = newId();
    await this.db
      .insertInto('tenant_profile')
      .values({
        id,
        created_time: Date.now(),
        name: input.name,
        description: input.description ?? null,
        is_default: input.isDefault ? 1 : 0,
        profile_data: toJson(input.profileData ?? { configuration: { type: 'DEFAULT' } }),
      })
      .execute();
    return (await this.findProfileById(id))!;
  }

  async findProfileById(id: string): Promise<TenantProfile | undefined> {
    const row = await this.db.selectFrom('tenant_profile').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toTenantProfile(row) : undefined;
  }

  async findDefaultProfile(): Promise<TenantProfile | undefined> {
    const row = await this.db.selectFrom('tenant_profile').selectAll().where('is_default', '=', 1).executeTakeFirst();
    return row ? toTenantProfile(row) : undefined;
  }

  async create(input: NewTenantInput): Promise<Tenant> {
    const id = newId();
    await this.db
      .insertInto('tenant')
      .values({
        id,
        created_time: Date.now(),
        title: input.title,
        region: input.region ?? 'Global',
        tenant_profile_id: input.tenantProfileId,
        ...contactColumns(input),
        additional_info: toJson(input.additionalInfo),
      })
      .execute();
    return (await this.findById(id))!;
  }

  async findById(id: string): Promise<Tenant | undefined> {
    const row = await this.db.selectFrom('tenant').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toTenant(row) : undefined;
  }
}
