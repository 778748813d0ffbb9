import { sql } from 'kysely';
import { countWhere } from './countWhere';
import { inTransaction, type Db } from './database';
import { assignedToEdge, recordCustomerChange, recordForAssignedEdges } from './EdgeEventStore';
import { NULL_UUID } from './ids';
import { asObject, entityId, newId, parseJson, toJson, type EntityId } from './ids';
import { fetchPage, type PageData, type PageLink, type PageSpec } from './paging';
import { deleteRelationsOf } from './RelationStore';
import type { DashboardRow } from './schema';

/** An assignment as DashboardInfo.assignedCustomers lists it (contract §2). */
export interface ShortCustomerInfo {
  customerId: EntityId<'CUSTOMER'>;
  title: string;
  public: boolean;
}

/** Contract §2 DashboardInfo: everything but the configuration, for lists. */
export interface DashboardInfo {
  id: EntityId<'DASHBOARD'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  title: string;
  name: string;
  image: string | null;
  assignedCustomers: ShortCustomerInfo[];
  mobileHide: boolean;
  mobileOrder: number | null;
}

export interface Dashboard extends DashboardInfo {
  configuration: unknown;
}

/** The fields a save may write; tenant and assignments are not among them. */
export interface DashboardInput {
  title: string;
  image: string | null;
  mobileHide: boolean;
  mobileOrder: number | null;
  configuration: unknown;
}

/** Which dashboards a list shows: one tenant, optionally those of one customer, optionally the mobile ones. */
export interface DashboardFilter {
  tenantId: string;
  customerId?: string;
  /** Only dashboards not hidden on mobile, in mobileOrder first (ThingsBoard's `?mobile=true`). */
  mobile?: boolean;
  /** Only dashboards assigned to this edge. */
  edgeId?: string;
}

export const DASHBOARD_PAGE: PageSpec = {
  search: ['dashboard.title'],
  sort: { createdTime: 'dashboard.created_time', title: 'dashboard.title', name: 'dashboard.title' },
  defaultSort: 'dashboard.created_time',
  unique: 'dashboard.id',
};

type InfoColumns = Omit<DashboardRow, 'configuration'>;

const INFO_COLUMNS = ['id', 'created_time', 'tenant_id', 'title', 'image', 'mobile_hide', 'mobile_order'] as const;

function toInfo(row: InfoColumns, assigned: ShortCustomerInfo[]): DashboardInfo {
  return {
    id: entityId('DASHBOARD', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    title: row.title,
    name: row.title,
    image: row.image,
    assignedCustomers: assigned,
    mobileHide: row.mobile_hide === 1,
    mobileOrder: row.mobile_order,
  };
}

function dashboardColumns(input: DashboardInput) {
  return {
    title: input.title,
    image: input.image,
    mobile_hide: input.mobileHide ? 1 : 0,
    mobile_order: input.mobileOrder,
    configuration: toJson(input.configuration),
  };
}

export class DashboardStore {
  constructor(private readonly db: Db) {}

  /** Assigned customers of each dashboard in `ids`, by title. */
  private async assignedCustomers(ids: string[]): Promise<Map<string, ShortCustomerInfo[]>> {
    const byDashboard = new Map<string, ShortCustomerInfo[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byDashboard;
    const rows = await this.db
      .selectFrom('dashboard_customer')
      .innerJoin('customer', 'customer.id', 'dashboard_customer.customer_id')
      .select(['dashboard_customer.dashboard_id', 'customer.id', 'customer.title', 'customer.additional_info'])
      .where('dashboard_customer.dashboard_id', 'in', ids)
      .orderBy('customer.title')
      .orderBy('customer.id')
      .execute();
    for (const row of rows) {
      byDashboard.get(row.dashboard_id)?.push({
        customerId: entityId('CUSTOMER', row.id),
        title: row.title,
        // Public-ness lives in the customer's additionalInfo (contract §1.3).
        public: asObject(parseJson(row.additional_info)).isPublic === true,
      });
    }
    return byDashboard;
  }

  async create(tenantId: string, input: DashboardInput): Promise<Dashboard> {
    const id = newId();
    await this.db
      .insertInto('dashboard')
      .values({ id, created_time: Date.now(), tenant_id: tenantId, ...dashboardColumns(input) })
      .execute();
    return (await this.findById(id))!;
  }

  /** Saves the fields; the edges the dashboard is on get an UPDATED event. */
  async update(id: string, input: DashboardInput): Promise<Dashboard | undefined> {
    await inTransaction(this.db, async (trx) => {
      await trx.updateTable('dashboard').set(dashboardColumns(input)).where('id', '=', id).execute();
      await recordForAssignedEdges(trx, { entityType: 'DASHBOARD', id }, 'DASHBOARD', 'UPDATED');
    });
    return this.findById(id);
  }

  async findById(id: string): Promise<Dashboard | undefined> {
    const row = await this.db.selectFrom('dashboard').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const assigned = await this.assignedCustomers([id]);
    return { ...toInfo(row, assigned.get(id)!), configuration: parseJson(row.configuration) };
  }

  async findInfoById(id: string): Promise<DashboardInfo | undefined> {
    const dashboard = await this.findById(id);
    if (!dashboard) return undefined;
    const { configuration: _configuration, ...info } = dashboard;
    return info;
  }

  async findInfoPage(filter: DashboardFilter, link: PageLink): Promise<PageData<DashboardInfo>> {
    let query = this.db.selectFrom('dashboard').select(INFO_COLUMNS.map((c) => `dashboard.${c}` as const)).where('dashboard.tenant_id', '=', filter.tenantId);
    if (filter.customerId !== undefined) {
      const assigned = this.db.selectFrom('dashboard_customer').select('dashboard_id').where('customer_id', '=', filter.customerId);
      query = query.where('dashboard.id', 'in', assigned);
    }
    if (filter.edgeId !== undefined) query = query.where(assignedToEdge('dashboard.id', 'DASHBOARD', filter.edgeId));
    if (filter.mobile) {
      // Dashboards with an order come first, by it; fetchPage's sort applies after.
      query = query
        .where('dashboard.mobile_hide', '=', 0)
        .orderBy(sql`case when dashboard.mobile_order is null then 1 else 0 end`)
        .orderBy('dashboard.mobile_order');
    }
    const page = await fetchPage(query, link, DASHBOARD_PAGE);
    const assigned = await this.assignedCustomers(page.data.map((row) => row.id));
    return { ...page, data: page.data.map((row) => toInfo(row, assigned.get(row.id)!)) };
  }

  /** Adds assignments that are not there yet. */
  async addCustomers(id: string, customerIds: string[]): Promise<void> {
    if (customerIds.length === 0) return;
    await this.db
      .insertInto('dashboard_customer')
      .values(customerIds.map((customerId) => ({ dashboard_id: id, customer_id: customerId })))
      .onConflict((oc) => oc.columns(['dashboard_id', 'customer_id']).doNothing())
      .execute();
  }

  async removeCustomers(id: string, customerIds: string[]): Promise<void> {
    if (customerIds.length === 0) return;
    await this.db.deleteFrom('dashboard_customer').where('dashboard_id', '=', id).where('customer_id', 'in', customerIds).execute();
  }

  /** Makes `customerIds` the dashboard's whole assignment list. */
  async setCustomers(id: string, customerIds: string[]): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      let removal = trx.deleteFrom('dashboard_customer').where('dashboard_id', '=', id);
      if (customerIds.length > 0) removal = removal.where('customer_id', 'not in', customerIds);
      await removal.execute();
      await new DashboardStore(trx).addCustomers(id, customerIds);
    });
  }

  /** The edges the dashboard is on get (UN)ASSIGNED_[FROM|TO]_CUSTOMER for each customer that left or joined its list. */
  async recordCustomerChanges(id: string, before: Set<string>, after: Set<string>): Promise<void> {
    const entity = { entityType: 'DASHBOARD' as const, id };
    for (const customerId of before) if (!after.has(customerId)) await recordCustomerChange(this.db, entity, 'DASHBOARD', customerId, NULL_UUID);
    for (const customerId of after) if (!before.has(customerId)) await recordCustomerChange(this.db, entity, 'DASHBOARD', NULL_UUID, customerId);
  }

  /** Dashboards of a tenant, counted against the tenant profile's maxDashboards. */
  async countByTenant(tenantId: string): Promise<number> {
    return countWhere(this.db, 'dashboard', 'tenant_id', tenantId);
  }

  /** Device profiles that open this dashboard by default; such a dashboard cannot be deleted. */
  async countReferencingProfiles(id: string): Promise<number> {
    return countWhere(this.db, 'device_profile', 'default_dashboard_id', id);
  }

  /** Removes the dashboard with its assignments and relations; its edges get a DELETED event. */
  async delete(id: string): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await recordForAssignedEdges(trx, { entityType: 'DASHBOARD', id }, 'DASHBOARD', 'DELETED');
      await deleteRelationsOf(trx, 'DASHBOARD', [id]);
      await trx.deleteFrom('dashboard_customer').where('dashboard_id', '=', id).execute();
      await trx.deleteFrom('dashboard').where('id', '=', id).execute();
    });
  }
}
