import { requireAuthority } from '../../security/authenticate';
import type { RouteModule } from '../ServerContext';
import { serverVersion } from '../../version';

/** Numeric comparison of dotted versions (`0.10.0` > `0.9.2`). */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = candidate.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const b = current.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
}

export const uiSettingsRoutes: RouteModule = (app, { config }) => {
  // Empty text means: help pages are served by the console itself (`help/{lang}/{page}.md`).
  app.get('/api/uiSettings/helpBaseUrl', async (_request, reply) => reply.type('text/plain').send(config.helpBaseUrl));

  /*
   * Tessera never calls home. An operator who tracks releases sets TESSERA_LATEST_VERSION,
   * and system admins are told when it is newer than the running version.
   */
  app.get('/api/admin/updates', { preHandler: requireAuthority('SYS_ADMIN') }, async () => {
    const latest = config.latestVersion;
    const current = serverVersion();
    const updateAvailable = Boolean(latest) && isNewerVersion(latest!, current);
    return {
      updateAvailable,
      message: updateAvailable ? `A new version of Tessera is available: ${latest} (running ${current})` : '',
    };
  });
};
