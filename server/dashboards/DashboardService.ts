import { ApiError } from '../http/errors';
import { loadEntity, notFoundById } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { asObject, badField, entityBody, optionalEntityId } from '../http/validate';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import type { Customer } from '../store/CustomerStore';
import type { Dashboard, ShortCustomerInfo } from '../store/DashboardStore';
import { canManageCustomer } from '../tenancy/access';
import { assertCanCreate } from '../tenancy/limits';
import { canReadDashboard, canWriteDashboard } from './dashboardAccess';
import { dashboardInput } from './dashboardInput';

/** Dashboard saves, deletion and customer assignment for tenant administrators (checked by the routes too). */
export class DashboardService {
  /** `events`: none for rule nodes, whose assignments ThingsBoard does not announce. */
  constructor(
    private readonly stores: Stores,
    private readonly events?: EntityEvents,
  ) {}

  /** The dashboard behind a path id, readable by the caller: malformed 400, unknown 404, not readable 403. */
  loadReadable(rawId: string, caller: SecurityUser): Promise<Dashboard> {
    return loadEntity(rawId, (id) => this.stores.dashboards.findById(id), (dashboard) => canReadDashboard(caller, dashboard), 'Dashboard');
  }

  /** The dashboard behind a path id, writable by the caller. */
  loadWritable(rawId: string, caller: SecurityUser): Promise<Dashboard> {
    return loadEntity(rawId, (id) => this.stores.dashboards.findById(id), (dashboard) => canWriteDashboard(caller, dashboard), 'Dashboard');
  }

  /** Always into the caller's tenant; assignments are kept (they have their own endpoints). */
  async save(caller: SecurityUser, body: unknown): Promise<Dashboard> {
    const obj = entityBody(body);
    const existingId = optionalEntityId(obj, 'id', 'DASHBOARD');
    const dashboard = await this.stores.transaction(async (stores) => {
      // The stored dashboard is checked before the body, as ThingsBoard's checkEntity runs first.
      const existing = existingId ? await stores.dashboards.findById(existingId) : undefined;
      if (existingId && !existing) throw notFoundById('Dashboard', existingId);
      // Another tenant's dashboard is forbidden rather than unknown (contract §12).
      if (existing && !canWriteDashboard(caller, existing)) throw ApiError.forbidden();
      const input = dashboardInput(obj);
      if (existing) return (await stores.dashboards.update(existing.id.id, input))!;
      await assertCanCreate(stores, caller.tenantId, 'DASHBOARD');
      return stores.dashboards.create(caller.tenantId, input);
    });
    this.events?.saved(dashboard, existingId === undefined, caller);
    return dashboard;
  }

  /** `dashboard` was loaded and access-checked by the route. */
  async delete(dashboard: Dashboard, caller: SecurityUser): Promise<void> {
    await this.stores.transaction(async (stores) => {
      if ((await stores.dashboards.countReferencingProfiles(dashboard.id.id)) > 0) {
        throw badField(MSG.DASHBOARD_IN_USE);
      }
      await stores.dashboards.delete(dashboard.id.id);
    });
    this.events?.deleted(dashboard, caller);
  }

  /** Customers by id, each of the caller's tenant: unknown 404, another tenant's 403. */
  async loadCustomers(caller: SecurityUser, ids: string[]): Promise<Customer[]> {
    const customers: Customer[] = [];
    for (const id of ids) {
      customers.push(await loadEntity(id, (uuid) => this.stores.customers.findById(uuid), (found) => canManageCustomer(caller, found), 'Customer'));
    }
    return customers;
  }

  /** Applies an assignment change and answers the dashboard as it now is. */
  async changeCustomers(dashboard: Dashboard, change: { add?: string[]; remove?: string[]; replace?: string[] }, caller?: SecurityUser): Promise<Dashboard> {
    const id = dashboard.id.id;
    const { before, after } = await this.stores.transaction(async (stores) => {
      const assigned = async () => (await stores.dashboards.findInfoById(id))?.assignedCustomers ?? [];
      const ids = (customers: ShortCustomerInfo[]) => new Set(customers.map((customer) => customer.customerId.id));
      const before = await assigned();
      if (change.replace) await stores.dashboards.setCustomers(id, change.replace);
      if (change.add) await stores.dashboards.addCustomers(id, change.add);
      if (change.remove) await stores.dashboards.removeCustomers(id, change.remove);
      const after = await assigned();
      await stores.dashboards.recordCustomerChanges(id, ids(before), ids(after));
      return { before, after };
    });
    const changed = (await this.stores.dashboards.findById(id))!;
    this.announceAssignments(caller, changed, before, after);
    return changed;
  }

  /** ENTITY_ASSIGNED for each customer the change added, ENTITY_UNASSIGNED for each it removed. */
  private announceAssignments(caller: SecurityUser | undefined, dashboard: Dashboard, before: ShortCustomerInfo[], after: ShortCustomerInfo[]): void {
    const events = this.events;
    if (!events) return;
    const among = (list: ShortCustomerInfo[], customer: ShortCustomerInfo) => list.some((other) => other.customerId.id === customer.customerId.id);
    const ref = (customer: ShortCustomerInfo) => ({ id: customer.customerId, title: customer.title });
    for (const customer of after) if (!among(before, customer)) events.assigned(dashboard, ref(customer), caller);
    for (const customer of before) if (!among(after, customer)) events.unassigned(dashboard, ref(customer), caller);
  }

  /** Assigns to the tenant's Public customer (created on first use), or takes it away. */
  async setPublic(dashboard: Dashboard, isPublic: boolean, caller?: SecurityUser): Promise<Dashboard> {
    const publicCustomer = await this.stores.customers.findOrCreatePublicCustomer(dashboard.tenantId.id);
    const ids = [publicCustomer.id.id];
    return this.changeCustomers(dashboard, isPublic ? { add: ids } : { remove: ids }, caller);
  }
}
