import { deleteWidgetsOfTenant } from './WidgetStore';
import { contactColumns, contactJson, contactSort, type ContactFields } from './contact';
import { CustomerStore } from './CustomerStore';
import { inTransaction, type Db } from './database';
import { DeviceProfileStore } from './DeviceProfileStore';
import { deleteRelationsOfTenant } from './RelationStore';
import { deleteTelemetryOfTenant } from './TelemetryStore';
import { RuleChainStore } from './RuleChainStore';
import { entityId, newId, NULL_UUID, parseJson, toJson, type EntityId } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { TenantRow } from './schema';

export type { TenantProfile } from './TenantProfileStore';

export interface Tenant extends Required<ContactFields> {
  id: EntityId<'TENANT'>;
  createdTime: number;
  title: string;
  name: string;
  region: string | null;
  tenantProfileId: EntityId<'TENANT_PROFILE'>;
  additionalInfo: unknown;
}

export interface TenantInfo extends Tenant {
  tenantProfileName: string;
}

export interface NewTenantInput extends ContactFields {
  title: string;
  region?: string | null;
  tenantProfileId: string;
  additionalInfo?: unknown;
}

const TENANT_SORT = {
  createdTime: 'tenant.created_time',
  title: 'tenant.title',
  name: 'tenant.title',
  region: 'tenant.region',
  ...contactSort('tenant'),
};

export const TENANT_PAGE: PageSpec = {
  search: ['tenant.title'],
  sort: TENANT_SORT,
  defaultSort: 'tenant.created_time',
  unique: 'tenant.id',
};

export const TENANT_INFO_PAGE: PageSpec = {
  ...TENANT_PAGE,
  sort: { ...TENANT_SORT, tenantProfileName: 'tenant_profile.name' },
};

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

function toTenantInfo(row: TenantRow & { tenant_profile_name: string }): TenantInfo {
  return { ...toTenant(row), tenantProfileName: row.tenant_profile_name };
}

function tenantColumns(input: NewTenantInput) {
  return {
    title: input.title,
    region: input.region ?? 'Global',
    tenant_profile_id: input.tenantProfileId,
    ...contactColumns(input),
    additional_info: toJson(input.additionalInfo),
  };
}

export class TenantStore {
  constructor(private readonly db: Db) {}

  private selectInfos() {
    return this.db
      .selectFrom('tenant')
      .innerJoin('tenant_profile', 'tenant_profile.id', 'tenant.tenant_profile_id')
      .selectAll('tenant')
      .select('tenant_profile.name as tenant_profile_name');
  }

  /**
   * Creates the tenant with what every tenant has from the start: its default device
   * profile (named "default", as ThingsBoard creates it) and its root rule chain. The
   * Public customer is created when first needed (CustomerStore.findOrCreatePublicCustomer),
   * as ThingsBoard does, so a new tenant has no customers.
   */
  async create(input: NewTenantInput): Promise<Tenant> {
    const id = newId();
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('tenant')
        .values({ id, created_time: Date.now(), ...tenantColumns(input) })
        .execute();
      await new DeviceProfileStore(trx).create({
        tenantId: id,
        name: 'default',
        description: 'Default device profile',
        isDefault: true,
      });
      await new RuleChainStore(trx).createRoot(id);
    });
    return (await this.findById(id))!;
  }

  /** Replaces every writable field (saves are whole-entity, as in ThingsBoard). */
  async update(id: string, input: NewTenantInput): Promise<Tenant | undefined> {
    await this.db.updateTable('tenant').set(tenantColumns(input)).where('id', '=', id).execute();
    return this.findById(id);
  }

  async findById(id: string): Promise<Tenant | undefined> {
    const row = await this.db.selectFrom('tenant').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toTenant(row) : undefined;
  }

  async findInfoById(id: string): Promise<TenantInfo | undefined> {
    const row = await this.selectInfos().where('tenant.id', '=', id).executeTakeFirst();
    return row ? toTenantInfo(row) : undefined;
  }

  async findPage(link: PageLink): Promise<PageData<Tenant>> {
    return mapPage(await fetchPage(this.db.selectFrom('tenant').selectAll(), link, TENANT_PAGE), toTenant);
  }

  async findInfoPage(link: PageLink): Promise<PageData<TenantInfo>> {
    return mapPage(await fetchPage(this.selectInfos(), link, TENANT_INFO_PAGE), toTenantInfo);
  }

  /**
   * Deletes the tenant and everything it owns, in one transaction. Explicit deletes in
   * dependency order rather than relying on ON DELETE CASCADE: tb_user has no foreign
   * key (system users carry the null UUID) and devices reference profiles without one.
   * Entity tables added later (dashboards, rule chains ...) must be added here.
   */
  async delete(id: string): Promise<void> {
    if (id === NULL_UUID) return;
    await inTransaction(this.db, async (trx) => {
      // Relations first: they are found through the entities about to go.
      await deleteRelationsOfTenant(trx, id);
      await deleteWidgetsOfTenant(trx, id);
      await trx.deleteFrom('tb_resource').where('tenant_id', '=', id).execute();
      await deleteTelemetryOfTenant(trx, id);
      await trx.deleteFrom('edge_event').where('tenant_id', '=', id).execute();
      await trx.deleteFrom('edge').where('tenant_id', '=', id).execute();
      const dashboards = trx.selectFrom('dashboard').select('id').where('tenant_id', '=', id);
      await trx.deleteFrom('dashboard_customer').where('dashboard_id', 'in', dashboards).execute();
      await trx.deleteFrom('dashboard').where('tenant_id', '=', id).execute();
      await trx.deleteFrom('rule_chain').where('tenant_id', '=', id).execute();
      await trx.deleteFrom('event').where('tenant_id', '=', id).execute();
      await trx.deleteFrom('rule_node_state').where('tenant_id', '=', id).execute();
      await trx.deleteFrom('entity_view').where('tenant_id', '=', id).execute();
      await trx.deleteFrom('asset').where('tenant_id', '=', id).execute();
      const devices = trx.selectFrom('device').select('id').where('tenant_id', '=', id);
      await trx.deleteFrom('device_credentials').where('device_id', 'in', devices).execute();
      await trx.deleteFrom('device_claim').where('device_id', 'in', devices).execute();
      await trx.deleteFrom('device').where('tenant_id', '=', id).execute();
      await trx.deleteFrom('device_profile').where('tenant_id', '=', id).execute();
      const users = trx.selectFrom('tb_user').select('id').where('tenant_id', '=', id);
      await trx.deleteFrom('user_credentials').where('user_id', 'in', users).execute();
      await trx.deleteFrom('tb_user').where('tenant_id', '=', id).execute();
      await trx.deleteFrom('customer').where('tenant_id', '=', id).execute();
      await trx.deleteFrom('tenant').where('id', '=', id).execute();
    });
  }
}
