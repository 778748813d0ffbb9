import { serverVersion } from '../../version';
import type { RouteModule } from '../ServerContext';

/** Tessera's own endpoints (not part of the ThingsBoard API). */
export const tesseraRoutes: RouteModule = (app, { config }) => {
  app.get('/api/tessera/info', async () => ({ version: serverVersion(), edgesEnabled: config.edgesEnabled }));
};
