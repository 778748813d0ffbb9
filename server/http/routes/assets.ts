import { ASSET_INFO_PAGE, ASSET_PAGE } from '../../store/AssetStore';
import { registerOwnedRoutes, tenantAdmins } from '../ownedRoutes';
import type { RouteModule } from '../ServerContext';
import { docs } from '../openapi/docs';

/**
 * Assets (contract §2, §10, §12). Another tenant's asset answers 403; customer users
 * read the assets of their customer and write nothing.
 */
export const assetRoutes: RouteModule = (app, { stores, assets, relations, entityEvents }) => {
  registerOwnedRoutes(app, { stores, entityEvents }, {
    segment: 'asset',
    label: 'Asset',
    foreign: 403,
    store: stores.assets,
    listByIds: true,
    search: { entityType: 'ASSET', typesField: 'assetTypes', relations },
    page: ASSET_PAGE,
    infoPage: ASSET_INFO_PAGE,
    delete: (asset) => assets.delete(asset),
  });

  app.post('/api/asset', { onRequest: tenantAdmins, ...docs({ body: 'Asset', response: 'Asset' }) }, async (request) => assets.save(request.user, request.body));
};
