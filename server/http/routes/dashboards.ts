import { customerIdList } from '../../dashboards/dashboardInput';
import { DashboardService } from '../../dashboards/DashboardService';
import { findHomeDashboard, saveTenantHomeInfo, tenantHomeInfo } from '../../dashboards/homeDashboard';
import { requireAuthority } from '../../security/authenticate';
import { DASHBOARD_PAGE, type DashboardFilter } from '../../store/DashboardStore';
import { canReadCustomer } from '../../tenancy/access';
import { loadEntity } from '../loadEntity';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { queryBoolean } from '../validate';
import { docs } from '../openapi/docs';
import { pageOf, STRING_LIST } from '../openapi/schemas';

type IdParams = { Params: { id: string } };
type AssignParams = { Params: { customerId: string; dashboardId: string } };

/** What `GET /api/dashboard/maxDatapointsLimit` answers: ThingsBoard's default (seed 000 §9). */
export const MAX_DATAPOINTS_LIMIT = 500;

const tenantAdmins = requireAuthority('TENANT_ADMIN');
const sysAdmins = requireAuthority('SYS_ADMIN');
/** Customer users and public viewers read the dashboards assigned to their customer. */
const readers = requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER');
const anyone = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER');

/** A JSON scalar (number) as the body, which fastify would otherwise send as text. */
const json = (value: unknown) => JSON.stringify(value);

/**
 * Dashboards (contract §2, §3, §10, §12): reading, saving, sharing with customers and
 * the Public customer, and home dashboards. Another tenant's dashboard answers 403.
 */
export const dashboardRoutes: RouteModule = (app, { stores, entityEvents }) => {
  const dashboards = new DashboardService(stores, entityEvents);
  const listFilter = (query: unknown, tenantId: string, customerId?: string): DashboardFilter => ({
    tenantId,
    customerId,
    mobile: queryBoolean(query, 'mobile', false),
  });

  // Static segments: the router prefers them over `/api/dashboard/:id`.
  app.get('/api/dashboard/serverTime', { onRequest: anyone }, async (_request, reply) => reply.type('application/json').send(json(Date.now())));

  app.get('/api/dashboard/maxDatapointsLimit', { onRequest: anyone }, async (_request, reply) =>
    reply.type('application/json').send(json(MAX_DATAPOINTS_LIMIT)),
  );

  // None is 200 with an empty body (contract §12).
  app.get('/api/dashboard/home', { onRequest: anyone }, async (request, reply) => {
    const home = await findHomeDashboard(stores, request.user);
    return home ? home : reply.code(200).send();
  });

  app.get('/api/dashboard/home/info', { onRequest: anyone }, async (request, reply) => {
    const home = await findHomeDashboard(stores, request.user);
    return home ? { dashboardId: home.id, hideDashboardToolbar: home.hideDashboardToolbar } : reply.code(200).send();
  });

  app.get('/api/tenant/dashboard/home/info', { onRequest: tenantAdmins }, async (request) =>
    tenantHomeInfo((await stores.tenants.findById(request.user.tenantId))!),
  );

  app.post('/api/tenant/dashboard/home/info', { onRequest: tenantAdmins }, async (request, reply) => {
    await saveTenantHomeInfo(stores, request.user, request.body);
    return reply.code(200).send();
  });

  app.get<IdParams>('/api/dashboard/:id', { onRequest: readers, ...docs({ response: 'Dashboard' }) }, async (request) => dashboards.loadReadable(request.params.id, request.user));

  // System administrators list any tenant's dashboards (below), so they may read their infos too.
  app.get<IdParams>('/api/dashboard/info/:id', { onRequest: anyone, ...docs({ response: 'DashboardInfo' }) }, async (request) => {
    const caller = request.user;
    const dashboard =
      caller.authority === 'SYS_ADMIN'
        ? await loadEntity(request.params.id, (id) => stores.dashboards.findById(id), undefined, 'Dashboard')
        : await dashboards.loadReadable(request.params.id, caller);
    const { configuration: _configuration, ...info } = dashboard;
    return info;
  });

  app.post('/api/dashboard', { onRequest: tenantAdmins, ...docs({ body: 'Dashboard', response: 'Dashboard' }) }, async (request) => dashboards.save(request.user, request.body));

  app.delete<IdParams>('/api/dashboard/:id', { onRequest: tenantAdmins, ...docs({ emptyResponse: true }) }, async (request, reply) => {
    await dashboards.delete(await dashboards.loadWritable(request.params.id, request.user), request.user);
    return reply.code(200).send();
  });

  app.get('/api/tenant/dashboards', { onRequest: tenantAdmins, ...docs({ response: pageOf('DashboardInfo') }) }, async (request) =>
    stores.dashboards.findInfoPage(listFilter(request.query, request.user.tenantId), parsePageLink(request.query, DASHBOARD_PAGE)),
  );

  app.get<IdParams>('/api/tenant/:id/dashboards', { onRequest: sysAdmins, ...docs({ response: pageOf('DashboardInfo') }) }, async (request) => {
    const tenant = await loadEntity(request.params.id, (id) => stores.tenants.findById(id), undefined, 'Tenant');
    return stores.dashboards.findInfoPage(listFilter(request.query, tenant.id.id), parsePageLink(request.query, DASHBOARD_PAGE));
  });

  app.get<IdParams>('/api/customer/:id/dashboards', { onRequest: readers, ...docs({ response: pageOf('DashboardInfo') }) }, async (request) => {
    const customer = await loadEntity(request.params.id, (id) => stores.customers.findById(id), (found) => canReadCustomer(request.user, found), 'Customer');
    const filter = listFilter(request.query, customer.tenantId.id, customer.id.id);
    return stores.dashboards.findInfoPage(filter, parsePageLink(request.query, DASHBOARD_PAGE));
  });

  // The customer is checked before the dashboard, as ThingsBoard does.
  app.post<AssignParams>('/api/customer/:customerId/dashboard/:dashboardId', { onRequest: tenantAdmins, ...docs({ response: 'Dashboard' }) }, async (request) => {
    const [customer] = await dashboards.loadCustomers(request.user, [request.params.customerId]);
    const dashboard = await dashboards.loadWritable(request.params.dashboardId, request.user);
    return dashboards.changeCustomers(dashboard, { add: [customer.id.id] }, request.user);
  });

  app.delete<AssignParams>('/api/customer/:customerId/dashboard/:dashboardId', { onRequest: tenantAdmins, ...docs({ response: 'Dashboard' }) }, async (request) => {
    const [customer] = await dashboards.loadCustomers(request.user, [request.params.customerId]);
    const dashboard = await dashboards.loadWritable(request.params.dashboardId, request.user);
    return dashboards.changeCustomers(dashboard, { remove: [customer.id.id] }, request.user);
  });

  for (const [suffix, change] of [['', 'replace'], ['/add', 'add'], ['/remove', 'remove']] as const) {
    app.post<IdParams>(`/api/dashboard/:id/customers${suffix}`, { onRequest: tenantAdmins, ...docs({ body: { ...STRING_LIST, description: 'Customer ids' }, response: 'Dashboard' }) }, async (request) => {
      const ids = customerIdList(request.body);
      const dashboard = await dashboards.loadWritable(request.params.id, request.user);
      const customers = await dashboards.loadCustomers(request.user, ids);
      return dashboards.changeCustomers(dashboard, { [change]: customers.map((customer) => customer.id.id) }, request.user);
    });
  }

  app.post<IdParams>('/api/customer/public/dashboard/:id', { onRequest: tenantAdmins, ...docs({ response: 'Dashboard' }) }, async (request) =>
    dashboards.setPublic(await dashboards.loadWritable(request.params.id, request.user), true, request.user),
  );

  app.delete<IdParams>('/api/customer/public/dashboard/:id', { onRequest: tenantAdmins, ...docs({ response: 'Dashboard' }) }, async (request) =>
    dashboards.setPublic(await dashboards.loadWritable(request.params.id, request.user), false, request.user),
  );
};
