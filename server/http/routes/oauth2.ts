import { loadOAuth2Clients } from '../../settings/adminSettings';
import type { RouteModule } from '../ServerContext';

/**
 * External sign-in buttons for the login page, from the `oauth2` admin setting.
 * Tessera has no OAuth2 flow of its own: each entry's url leads to wherever the
 * administrator configured it. The console POSTs; GET is accepted too.
 */
export const oauth2Routes: RouteModule = (app, { stores }) => {
  const handler = async (request: { query: unknown }) => {
    const platform = (request.query as { platform?: unknown } | undefined)?.platform;
    const clients = await loadOAuth2Clients(stores.settings);
    return clients
      .filter((client) => typeof platform !== 'string' || platform === '' || (client.platforms ?? []).includes(platform.toUpperCase()))
      .map(({ name, icon, url }) => ({ name, icon: icon ?? null, url }));
  };
  app.post('/api/noauth/oauth2Clients', handler);
  app.get('/api/noauth/oauth2Clients', handler);
};
