import { DEFAULT_MAIL_SETTINGS } from '../settings/mailSettings';
import { newInstallationSecuritySettings, SECURITY_SETTINGS_KEY } from '../settings/securitySettings';
import { ensureSystemWidgets } from '../widgets/seedSystemWidgets';
import type { Stores } from './createStores';

export const DEFAULT_BASE_URL = 'http://localhost:8080';

/** The console's address as a first start knows it: the bound host (localhost for a wildcard) and port. */
export function baseUrlFor(host: string, port: number): string {
  const wildcard = host === '' || host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === '::1';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * On a first start the seeded `general.baseUrl` (a placeholder until the port is bound) becomes
 * the server's real address; an administrator's setting, or any later start, is left alone.
 */
export async function seedBaseUrl(stores: Stores, firstStart: boolean, host: string, port: number): Promise<void> {
  if (!firstStart) return;
  const general = await stores.settings.find('general');
  const value = general?.jsonValue as { baseUrl?: unknown; prohibitDifferentUrl?: unknown } | undefined;
  if (value && value.baseUrl !== DEFAULT_BASE_URL) return;
  await stores.settings.save('general', { prohibitDifferentUrl: false, ...value, baseUrl: baseUrlFor(host, port) });
}

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
