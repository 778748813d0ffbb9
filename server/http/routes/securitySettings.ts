import { requireAuthority } from '../../security/authenticate';
import { loadSecuritySettings, normalizeSecuritySettings, SECURITY_SETTINGS_KEY } from '../../settings/securitySettings';
import type { RouteModule } from '../ServerContext';

/** Password policy and lockout (admin setting `securitySettings`), system administrator only. */
export const securitySettingsRoutes: RouteModule = (app, { stores }) => {
  app.addHook('preHandler', requireAuthority('SYS_ADMIN'));

  app.get('/api/admin/securitySettings', async () => loadSecuritySettings(stores.settings));

  app.post('/api/admin/securitySettings', async (request) => {
    const settings = normalizeSecuritySettings(request.body);
    await stores.settings.save(SECURITY_SETTINGS_KEY, settings);
    return settings;
  });
};
