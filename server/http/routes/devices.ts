import { DEVICE_INFO_PAGE, DEVICE_PAGE, type DeviceFilter } from '../../store/DeviceStore';
import { registerOwnedRoutes, tenantAdmins } from '../ownedRoutes';
import type { RouteModule } from '../ServerContext';
import { optionalQuery, pathUuid } from '../validate';

/**
 * Devices (contract §2, §10, §12). Another tenant's device answers 404; customer
 * users read the devices of their customer and write nothing.
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
      if (filter.type !== undefined) return filter;
      const profileId = optionalQuery(query, 'deviceProfileId');
      return profileId === undefined ? filter : { ...filter, deviceProfileId: pathUuid(profileId) };
    },
    delete: (device) => devices.delete(device),
  });

  // `?accessToken=` sets the new device's token instead of a random one.
  app.post('/api/device', { onRequest: tenantAdmins }, async (request) =>
    devices.save(request.user, request.body, optionalQuery(request.query, 'accessToken')),
  );

  app.post('/api/device-with-credentials', { onRequest: tenantAdmins }, async (request) =>
    devices.saveWithCredentials(request.user, request.body),
  );
};
