import { requireAuthority } from '../../security/authenticate';
import type { SecurityUser } from '../../security/SecurityUser';
import { DEVICE_PROFILE_PAGE, toDeviceProfileInfo } from '../../store/DeviceProfileStore';
import { TRANSPORT_TYPES } from '../../entities/deviceProfileInput';
import { ApiError } from '../errors';
import { loadEntity } from '../loadEntity';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { badField, optionalQuery } from '../validate';

type IdParams = { Params: { id: string } };

const tenantAdmins = requireAuthority('TENANT_ADMIN');
/** Customer users see profile infos (names for their device lists), nothing more. */
const infoReaders = requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER');

/** Device profiles of the caller's tenant (contract §2, §10, §12); another tenant's answers 403. */
export const deviceProfileRoutes: RouteModule = (app, { stores, deviceProfiles }) => {
  const load = (id: string, caller: SecurityUser) =>
    loadEntity(id, (uuid) => stores.deviceProfiles.findById(uuid), (profile) => profile.tenantId.id === caller.tenantId, 'Device profile');

  app.get('/api/deviceProfiles', { onRequest: tenantAdmins }, async (request) =>
    stores.deviceProfiles.findPage(request.user.tenantId, parsePageLink(request.query, DEVICE_PROFILE_PAGE)),
  );

  app.get('/api/deviceProfileInfos', { onRequest: infoReaders }, async (request) => {
    const transportType = optionalQuery(request.query, 'transportType');
    if (transportType !== undefined && !TRANSPORT_TYPES.includes(transportType as never)) {
      throw badField(`Parameter 'transportType' must be one of ${TRANSPORT_TYPES.join(', ')}!`);
    }
    return stores.deviceProfiles.findInfoPage(request.user.tenantId, transportType, parsePageLink(request.query, DEVICE_PROFILE_PAGE));
  });

  app.get<IdParams>('/api/deviceProfile/:id', { onRequest: tenantAdmins }, async (request) => load(request.params.id, request.user));

  // Static segment: the router prefers it over /api/deviceProfileInfo/:id.
  app.get('/api/deviceProfileInfo/default', { onRequest: infoReaders }, async (request) => {
    const profile = await stores.deviceProfiles.findDefault(request.user.tenantId);
    if (!profile) throw ApiError.notFound();
    return toDeviceProfileInfo(profile);
  });

  app.get<IdParams>('/api/deviceProfileInfo/:id', { onRequest: infoReaders }, async (request) =>
    toDeviceProfileInfo(await load(request.params.id, request.user)),
  );

  app.post('/api/deviceProfile', { onRequest: tenantAdmins }, async (request) => deviceProfiles.save(request.user, request.body));

  app.delete<IdParams>('/api/deviceProfile/:id', { onRequest: tenantAdmins }, async (request, reply) => {
    await deviceProfiles.delete(request.user, await load(request.params.id, request.user));
    return reply.code(200).send();
  });

  app.post<IdParams>('/api/deviceProfile/:id/default', { onRequest: tenantAdmins }, async (request) =>
    deviceProfiles.setDefault(request.user, await load(request.params.id, request.user)),
  );

  /*
   * Distinct attribute or time-series keys of the tenant's devices (of one profile when
   * given), sorted, for the profile editor's key autocompletes. A foreign profile is 403.
   */
  const keyFinders = {
    attributes: (ids: string[]) => stores.telemetry.findAttributeKeys(ids),
    timeseries: (ids: string[]) => stores.telemetry.findTimeseriesKeys(ids),
  };
  for (const [scope, findKeys] of Object.entries(keyFinders)) {
    app.get(`/api/deviceProfile/devices/keys/${scope}`, { onRequest: tenantAdmins }, async (request) => {
      const profileId = optionalQuery(request.query, 'deviceProfileId');
      const profile = profileId === undefined ? undefined : await load(profileId, request.user);
      return findKeys(await stores.devices.findIdsByTenant(request.user.tenantId, profile?.id.id));
    });
  }
};
