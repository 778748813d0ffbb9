import { ASSET_INFO_PAGE, ASSET_PAGE } from '../../store/AssetStore';
import { canReadOwned } from '../../tenancy/access';
import { ownedReaders, registerOwnedRoutes, tenantAdmins } from '../ownedRoutes';
import type { RouteModule } from '../ServerContext';
import { queryUuidList } from '../validate';

/**
 * Assets (contract §2, §10, §12). Another tenant's asset answers 403; customer users
 * read the assets of their customer and write nothing.
 */
export const assetRoutes: RouteModule = (app, { stores, assets }) => {
  registerOwnedRoutes(app, stores, {
    segment: 'asset',
    label: 'Asset',
    foreign: 403,
    store: stores.assets,
    page: ASSET_PAGE,
    infoPage: ASSET_INFO_PAGE,
    delete: (asset) => assets.delete(asset),
  });

  app.post('/api/asset', { onRequest: tenantAdmins }, async (request) => assets.save(request.user, request.body));

  // Ids the caller may not read are left out, as unknown ones are.
  app.get('/api/assets', { onRequest: ownedReaders }, async (request) => {
    const ids = queryUuidList(request.query, 'assetIds');
    const caller = request.user;
    const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
    const found = await stores.assets.findByIds({ tenantId: caller.tenantId, customerId }, ids);
    return found.filter((asset) => canReadOwned(caller, asset));
  });
};
