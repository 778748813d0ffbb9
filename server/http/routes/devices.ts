import { DEVICE_INFO_PAGE, DEVICE_PAGE, type DeviceFilter } from '../../store/DeviceStore';
import { ownedReaders, registerOwnedRoutes, tenantAdmins } from '../ownedRoutes';
import type { RouteModule } from '../ServerContext';
import { optionalQuery, pathUuid } from '../validate';
import { docs } from '../openapi/docs';
import { ref } from '../openapi/schemas';

/**
 * Devices (contract §2, §10, §12). Another tenant's device answers 404; customer
 * users read the devices of their customer and may update them (ThingsBoard's
 * customer WRITE permission), nothing more.
 */
export const deviceRoutes: RouteModule = (app, { stores, devices, relations, entityEvents }) => {
  registerOwnedRoutes(app, { stores, entityEvents }, {
    segment: 'device',
    label: 'Device',
    foreign: 404,
    store: stores.devices,
    listByIds: true,
    search: { entityType: 'DEVICE', typesField: 'deviceTypes', relations },
    page: DEVICE_PAGE,
    infoPage: DEVICE_INFO_PAGE,
    // As ThingsBoard: a type filter wins over a profile filter when both are given.
    infoFilter: (query, filter): DeviceFilter => {
      // `active=true|false` (ThingsBoard 3.4+): the device state filter of the device table.
      const active = optionalQuery(query, 'active');
      const withState: DeviceFilter = active === undefined ? filter : { ...filter, active: active === 'true' };
      if (filter.type !== undefined) return withState;
      const profileId = optionalQuery(query, 'deviceProfileId');
      return profileId === undefined ? withState : { ...withState, deviceProfileId: pathUuid(profileId) };
    },
    delete: (device) => devices.delete(device),
  });

  // `?accessToken=` sets the new device's token instead of a random one.
  app.post('/api/device', { onRequest: ownedReaders, ...docs({ body: 'Device', response: 'Device', description: 'Creates a device (no id) or updates one; `?accessToken=` sets a new device\'s token' }) }, async (request) =>
    devices.save(request.user, request.body, optionalQuery(request.query, 'accessToken')),
  );

  app.post('/api/device-with-credentials', { onRequest: tenantAdmins, ...docs({ body: { type: 'object', additionalProperties: true, properties: { device: ref('Device'), credentials: { type: 'object', additionalProperties: true } } }, response: 'Device' }) }, async (request) =>
    devices.saveWithCredentials(request.user, request.body),
  );
};
