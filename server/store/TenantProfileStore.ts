import { inTransaction, type Db } from './database';
import { entityId, newId, parseJson, toJson, type EntityId } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { TenantProfileRow } from './schema';

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

/** `GET /api/tenantProfileInfos` items (contract §2: tenant profile info = `{id, name}`). */
export interface EntityInfo<T extends 'TENANT_PROFILE' = 'TENANT_PROFILE'> {
  id: EntityId<T>;
  name: string;
}

export interface TenantProfileInput {
  name: string;
  description?: string | null;
  profileData?: unknown;
}

export interface NewTenantProfileInput extends TenantProfileInput {
  isDefault?: boolean;
}

export const TENANT_PROFILE_PAGE: PageSpec = {
  search: ['tenant_profile.name'],
  sort: {
    createdTime: 'tenant_profile.created_time',
    name: 'tenant_profile.name',
    description: 'tenant_profile.description',
    // The console's column is `isDefault`; the JSON field is `default`.
    isDefault: 'tenant_profile.is_default',
    default: 'tenant_profile.is_default',
  },
  defaultSort: 'tenant_profile.created_time',
  unique: 'tenant_profile.id',
};

export function defaultTenantProfileData(): Record<string, unknown> {
  return { configuration: { type: 'DEFAULT' } };
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

export class TenantProfileStore {
  constructor(private readonly db: Db) {}

  async create(input: NewTenantProfileInput): Promise<TenantProfile> {
    const id = newId();
    await this.db
      .insertInto('tenant_profile')
      .values({
        id,
        created_time: Date.now(),
        name: input.name,
        description: input.description ?? null,
        is_default: input.isDefault ? 1 : 0,
        profile_data: toJson(input.profileData ?? defaultTenantProfileData()),
      })
      .execute();
    return (await this.findById(id))!;
  }

  /** Saves name, description and profile data; the default flag only changes through setDefault. */
  async update(id: string, input: TenantProfileInput): Promise<TenantProfile | undefined> {
    await this.db
      .updateTable('tenant_profile')
      .set({
        name: input.name,
        description: input.description ?? null,
        profile_data: toJson(input.profileData ?? defaultTenantProfileData()),
      })
      .where('id', '=', id)
      .execute();
    return this.findById(id);
  }

  async findById(id: string): Promise<TenantProfile | undefined> {
    const row = await this.db.selectFrom('tenant_profile').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toTenantProfile(row) : undefined;
  }

  async findByName(name: string): Promise<TenantProfile | undefined> {
    const row = await this.db.selectFrom('tenant_profile').selectAll().where('name', '=', name).executeTakeFirst();
    return row ? toTenantProfile(row) : undefined;
  }

  async findDefault(): Promise<TenantProfile | undefined> {
    const row = await this.db.selectFrom('tenant_profile').selectAll().where('is_default', '=', 1).executeTakeFirst();
    return row ? toTenantProfile(row) : undefined;
  }

  async findPage(link: PageLink): Promise<PageData<TenantProfile>> {
    const page = await fetchPage(this.db.selectFrom('tenant_profile').selectAll(), link, TENANT_PROFILE_PAGE);
    return mapPage(page, toTenantProfile);
  }

  async findInfoPage(link: PageLink): Promise<PageData<EntityInfo>> {
    const query = this.db.selectFrom('tenant_profile').select(['tenant_profile.id', 'tenant_profile.name']);
    const page = await fetchPage(query, link, TENANT_PROFILE_PAGE);
    return mapPage(page, toTenantProfileInfo);
  }

  /** How many tenants use the profile; a profile in use cannot be deleted. */
  async countTenants(profileId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('tenant')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_profile_id', '=', profileId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('tenant_profile').where('id', '=', id).execute();
  }

  /** Makes `id` the one default profile; cleared first, as a unique index allows one default only. */
  async setDefault(id: string): Promise<TenantProfile | undefined> {
    await inTransaction(this.db, async (trx) => {
      await trx.updateTable('tenant_profile').set({ is_default: 0 }).where('is_default', '=', 1).where('id', '!=', id).execute();
      await trx.updateTable('tenant_profile').set({ is_default: 1 }).where('id', '=', id).execute();
    });
    return this.findById(id);
  }
}

export function toTenantProfileInfo(row: { id: string; name: string }): EntityInfo {
  return { id: entityId('TENANT_PROFILE', row.id), name: row.name };
}
