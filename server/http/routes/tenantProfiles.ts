import { requireAuthority } from '../../security/authenticate';
import { TENANT_PROFILE_PAGE, toTenantProfileInfo } from '../../store/TenantProfileStore';
import { ApiError } from '../errors';
import { loadEntity } from '../loadEntity';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { pathUuid } from '../validate';

type IdParams = { Params: { id: string } };

/** Tenant profiles (contract §2, §12): every endpoint is for system administrators only. */
export const tenantProfileRoutes: RouteModule = (app, { stores, tenantProfiles }) => {
  // onRequest, so other callers are refused before their body is even parsed.
  app.addHook('onRequest', requireAuthority('SYS_ADMIN'));

  const load = (id: string) => loadEntity(id, (uuid) => stores.tenantProfiles.findById(uuid), undefined, 'Tenant profile');

  app.get('/api/tenantProfiles', async (request) =>
    stores.tenantProfiles.findPage(parsePageLink(request.query, TENANT_PROFILE_PAGE)),
  );

  app.get('/api/tenantProfileInfos', async (request) =>
    stores.tenantProfiles.findInfoPage(parsePageLink(request.query, TENANT_PROFILE_PAGE)),
  );

  app.get<IdParams>('/api/tenantProfile/:id', async (request) => load(request.params.id));

  // Static segment: the router prefers it over /api/tenantProfileInfo/:id.
  app.get('/api/tenantProfileInfo/default', async () => {
    const profile = await stores.tenantProfiles.findDefault();
    if (!profile) throw ApiError.notFound();
    return toTenantProfileInfo({ id: profile.id.id, name: profile.name });
  });

  app.get<IdParams>('/api/tenantProfileInfo/:id', async (request) => {
    const profile = await load(request.params.id);
    return toTenantProfileInfo({ id: profile.id.id, name: profile.name });
  });

  app.post('/api/tenantProfile', async (request) => tenantProfiles.save(request.body));

  app.delete<IdParams>('/api/tenantProfile/:id', async (request, reply) => {
    await tenantProfiles.delete(pathUuid(request.params.id));
    return reply.code(200).send();
  });

  app.post<IdParams>('/api/tenantProfile/:id/default', async (request) =>
    tenantProfiles.setDefault(pathUuid(request.params.id)),
  );
};
