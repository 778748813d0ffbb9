import { requireAuthority } from '../../security/authenticate';
import { TENANT_INFO_PAGE, TENANT_PAGE } from '../../store/TenantStore';
import { canReadTenant } from '../../tenancy/access';
import { loadEntity } from '../loadEntity';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { pathUuid } from '../validate';
import { docs } from '../openapi/docs';
import { pageOf } from '../openapi/schemas';

type IdParams = { Params: { id: string } };

const sysAdminOnly = requireAuthority('SYS_ADMIN');
/** As ThingsBoard: tenant administrators may read their own tenant, nothing else here. */
const readers = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN');

/** Tenants (contract §2). Lists, saves and deletion are for system administrators. */
export const tenantRoutes: RouteModule = (app, { stores, tenants }) => {
  app.get('/api/tenants', { onRequest: sysAdminOnly, ...docs({ response: pageOf('Tenant') }) }, async (request) =>
    stores.tenants.findPage(parsePageLink(request.query, TENANT_PAGE)),
  );

  app.get('/api/tenantInfos', { onRequest: sysAdminOnly, ...docs({ response: pageOf('TenantInfo') }) }, async (request) =>
    stores.tenants.findInfoPage(parsePageLink(request.query, TENANT_INFO_PAGE)),
  );

  app.get<IdParams>('/api/tenant/:id', { onRequest: readers, ...docs({ response: 'Tenant' }) }, async (request) =>
    loadEntity(request.params.id, (id) => stores.tenants.findById(id), (tenant) => canReadTenant(request.user, tenant), 'Tenant'),
  );

  app.get<IdParams>('/api/tenant/info/:id', { onRequest: readers, ...docs({ response: 'TenantInfo' }) }, async (request) =>
    loadEntity(request.params.id, (id) => stores.tenants.findInfoById(id), (tenant) => canReadTenant(request.user, tenant), 'Tenant'),
  );

  app.post('/api/tenant', { onRequest: sysAdminOnly, ...docs({ body: 'Tenant', response: 'Tenant' }) }, async (request) => tenants.save(request.body));

  app.delete<IdParams>('/api/tenant/:id', { onRequest: sysAdminOnly, ...docs({ emptyResponse: true }) }, async (request, reply) => {
    await tenants.delete(pathUuid(request.params.id));
    return reply.code(200).send();
  });
};
