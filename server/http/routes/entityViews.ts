import { ENTITY_VIEW_INFO_PAGE, ENTITY_VIEW_PAGE } from '../../store/EntityViewStore';
import { registerOwnedRoutes, tenantAdmins } from '../ownedRoutes';
import type { RouteModule } from '../ServerContext';
import { docs } from '../openapi/docs';

/**
 * Entity views (contract §2, §10, §12). Another tenant's view answers 403; customer
 * users read the views of their customer and write nothing.
 */
export const entityViewRoutes: RouteModule = (app, { stores, entityViews, relations, entityEvents }) => {
  registerOwnedRoutes(app, { stores, entityEvents }, {
    segment: 'entityView',
    label: 'Entity view',
    foreign: 403,
    store: stores.entityViews,
    search: { entityType: 'ENTITY_VIEW', typesField: 'entityViewTypes', relations },
    page: ENTITY_VIEW_PAGE,
    infoPage: ENTITY_VIEW_INFO_PAGE,
    delete: (view) => entityViews.delete(view),
  });

  app.post('/api/entityView', { onRequest: tenantAdmins, ...docs({ body: 'EntityView', response: 'EntityView' }) }, async (request) => entityViews.save(request.user, request.body));
};
