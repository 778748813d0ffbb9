import { ApiError } from '../errors';
import { loadOwned } from '../loadOwned';
import { ownedReaders, tenantAdmins } from '../ownedRoutes';
import type { RouteModule } from '../ServerContext';
import { asObject, badField } from '../validate';

type IdParams = { Params: { id: string } };

/** Device credentials (contract §10). Another tenant's device answers 404, as on the device endpoints. */
export const deviceCredentialsRoutes: RouteModule = (app, { stores, devices }) => {
  // Customer users may read their own devices' credentials (as ThingsBoard's READ_CREDENTIALS), public viewers not.
  app.get<IdParams>('/api/device/:id/credentials', { onRequest: ownedReaders }, async (request) => {
    const device = await loadOwned(request.params.id, (uuid) => stores.devices.findById(uuid), request.user, 404, 'Device');
    if (request.user.isPublic) throw ApiError.forbidden();
    const credentials = await stores.deviceCredentials.findByDevice(device.id.id);
    if (!credentials) throw ApiError.notFound();
    return credentials;
  });

  app.post('/api/device/credentials', { onRequest: tenantAdmins }, async (request) => {
    const body = asObject(request.body);
    const deviceId = body.deviceId === undefined || body.deviceId === null ? undefined : asObject(body.deviceId, "Parameter 'deviceId'");
    if (!deviceId || deviceId.entityType !== 'DEVICE' || typeof deviceId.id !== 'string') {
      throw badField("Parameter 'deviceId' must be a DEVICE id!");
    }
    const device = await loadOwned(deviceId.id, (uuid) => stores.devices.findById(uuid), request.user, 404, 'Device');
    return devices.saveCredentials(device, body);
  });
};
