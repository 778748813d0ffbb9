import { loadEntity } from '../http/loadEntity';
import { asObject as bodyObject, optionalBoolean, optionalEntityId } from '../http/validate';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import type { Dashboard } from '../store/DashboardStore';
import { asObject, entityId, isUuid, NULL_UUID, type EntityId, type JsonObject } from '../store/ids';
import type { Tenant } from '../store/TenantStore';
import { canReadDashboard } from './dashboardAccess';

/*
 * Home dashboards (contract §12): `homeDashboardId` and `homeDashboardHideToolbar` in
 * the additionalInfo of the user, then of the customer, then of the tenant; a
 * dashboard the caller cannot read is skipped, as ThingsBoard skips it.
 */

const HOME_ID = 'homeDashboardId';
const HOME_HIDE_TOOLBAR = 'homeDashboardHideToolbar';

/** ThingsBoard's HomeDashboardInfo. */
export interface HomeDashboardInfo {
  dashboardId: EntityId<'DASHBOARD'> | null;
  hideDashboardToolbar: boolean;
}

/** Contract §2 HomeDashboard. */
export type HomeDashboard = Dashboard & { hideDashboardToolbar: boolean };

/** The home dashboard named in one additionalInfo; the toolbar is hidden unless it says otherwise. */
function homeInfoIn(additionalInfo: unknown): HomeDashboardInfo | undefined {
  const info = asObject(additionalInfo);
  const id = info[HOME_ID];
  if (!isUuid(id)) return undefined;
  const hide = info[HOME_HIDE_TOOLBAR];
  return { dashboardId: entityId('DASHBOARD', id.toLowerCase()), hideDashboardToolbar: hide === undefined || hide === null ? true : hide === true || hide === 'true' };
}

/** The additionalInfo objects to look in, most specific first. */
async function infoChain(stores: Stores, caller: SecurityUser): Promise<unknown[]> {
  const chain: unknown[] = [];
  if (!caller.isPublic && caller.userId !== NULL_UUID) chain.push((await stores.users.findById(caller.userId))?.additionalInfo);
  if (caller.authority === 'CUSTOMER_USER') chain.push((await stores.customers.findById(caller.customerId))?.additionalInfo);
  chain.push((await stores.tenants.findById(caller.tenantId))?.additionalInfo);
  return chain;
}

/** The caller's home dashboard, or undefined (system administrators have none). */
export async function findHomeDashboard(stores: Stores, caller: SecurityUser): Promise<HomeDashboard | undefined> {
  if (caller.authority === 'SYS_ADMIN') return undefined;
  for (const additionalInfo of await infoChain(stores, caller)) {
    const home = homeInfoIn(additionalInfo);
    if (!home?.dashboardId) continue;
    const dashboard = await stores.dashboards.findById(home.dashboardId.id);
    if (dashboard && canReadDashboard(caller, dashboard)) return { ...dashboard, hideDashboardToolbar: home.hideDashboardToolbar };
  }
  return undefined;
}

/** `GET /api/tenant/dashboard/home/info`: what the tenant's additionalInfo names, readable or not. */
export function tenantHomeInfo(tenant: Tenant): HomeDashboardInfo {
  return homeInfoIn(tenant.additionalInfo) ?? { dashboardId: null, hideDashboardToolbar: true };
}

/** Sets (or with a null dashboardId clears) the tenant's home dashboard; the dashboard must be the caller's to read. */
export async function saveTenantHomeInfo(stores: Stores, caller: SecurityUser, body: unknown): Promise<void> {
  const obj = bodyObject(body);
  const dashboardId = optionalEntityId(obj, 'dashboardId', 'DASHBOARD');
  const hideDashboardToolbar = optionalBoolean(obj, 'hideDashboardToolbar', false);
  if (dashboardId) await loadEntity(dashboardId, (id) => stores.dashboards.findById(id), (dashboard) => canReadDashboard(caller, dashboard), 'Dashboard');
  await stores.transaction(async (trx) => {
    const tenant = (await trx.tenants.findById(caller.tenantId))!;
    const info: JsonObject = { ...asObject(tenant.additionalInfo) };
    if (dashboardId) {
      info[HOME_ID] = dashboardId;
      info[HOME_HIDE_TOOLBAR] = hideDashboardToolbar;
    } else {
      delete info[HOME_ID];
      delete info[HOME_HIDE_TOOLBAR];
    }
    const { id, createdTime: _created, name: _name, tenantProfileId, ...fields } = tenant;
    await trx.tenants.update(id.id, { ...fields, tenantProfileId: tenantProfileId.id, additionalInfo: info });
  });
}
