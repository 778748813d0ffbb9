import { SERVICE_TYPES, queueNames, type ServiceType } from '../../resources/queues';
import { requireAuthority } from '../../security/authenticate';
import type { RouteModule } from '../ServerContext';
import { badField, queryString } from '../validate';

/** GET /api/tenant/queues?serviceType= (seed 000 §7 Queues): the device profile's queue autocomplete. */
export const queueRoutes: RouteModule = (app) => {
  app.get('/api/tenant/queues', { onRequest: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') }, async (request) => {
    const serviceType = queryString(request.query, 'serviceType');
    if (!SERVICE_TYPES.includes(serviceType as ServiceType)) throw badField(`Parameter 'serviceType' must be one of ${SERVICE_TYPES.join(', ')}!`);
    return queueNames(serviceType as ServiceType);
  });
};
