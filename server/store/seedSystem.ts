import { DEFAULT_MAIL_SETTINGS } from '../settings/mailSettings';
import { newInstallationSecuritySettings, SECURITY_SETTINGS_KEY } from '../settings/securitySettings';
import { ensureSystemWidgets } from '../widgets/seedSystemWidgets';
import type { Stores } from './createStores';

export const DEFAULT_BASE_URL = 'http://localhost:8080';

/**
 * Data every installation needs, demo or not: the default tenant profile (new
 * tenants get it), the `general` and `mail` settings and the system widget bundles.
 * A new installation (no default tenant profile yet) also gets a login lockout policy.
 * Safe to run on every start: stored settings are never overwritten.
 */
export async function ensureSystemDefaults(stores: Stores): Promise<void> {
  if (!(await stores.tenantProfiles.findDefault())) {
    await stores.settings.saveIfAbsent(SECURITY_SETTINGS_KEY, newInstallationSecuritySettings());
    await stores.tenantProfiles.create({
      name: 'Default',
      description: 'Default tenant profile',
      isDefault: true,
      profileData: { configuration: { type: 'DEFAULT' } },
    });
  }
  await stores.settings.saveIfAbsent('general', { baseUrl: DEFAULT_BASE_URL, prohibitDifferentUrl: false });
  await stores.settings.saveIfAbsent('mail', DEFAULT_MAIL_SETTINGS);
  await ensureSystemWidgets(stores);
}
