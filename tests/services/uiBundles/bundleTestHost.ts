import { afterAll, beforeAll } from 'vitest';
import { type BundleLoader } from '../../../core/runtime/PluginSource';
import { HttpClient } from '../../../core/services/HttpClient';
import { NotificationStore } from '../../../core/services/NotificationStore';
import { TokenManager } from '../../../core/services/TokenManager';
import type { RunningServer } from '../../../server/main';
import { login, removeTempDirs, startTestServer } from '../../server/helpers';
import { MemoryStorage } from '../testTokens';

/* What the installed-bundle store tests share: a bundle loader that runs real served modules, and a signed-in HTTP client. */

/** Loads a module like SystemJS's script loader: fetched without a token, run with a System.register. */
export function testLoader(): BundleLoader & { imported: string[]; unloaded: string[] } {
  return {
    imported: [],
    unloaded: [],
    async import(url) {
      this.imported.push(url);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Unable to load ${url}: ${response.status}`);
      const namespace: Record<string, unknown> = {};
      const System = {
        register(_deps: string[], declare: (e: (k: string, v: unknown) => void) => { execute(): void }) {
          declare((k, v) => (namespace[k] = v)).execute();
        },
      };
      new Function('System', await response.text())(System);
      return namespace;
    },
    unload(url) {
      this.unloaded.push(url);
    },
  };
}

/** The console's HTTP client signed in with `tokens` against `base`. */
export function signedInHttp(base: string, tokens: { token: string; refreshToken: string }) {
  const tokenManager = new TokenManager({ storage: new MemoryStorage(), fetch, baseUrl: base });
  tokenManager.store(tokens);
  return { http: new HttpClient({ tokens: tokenManager, notifications: new NotificationStore(), fetch, baseUrl: base }), tokens: tokenManager };
}

export type SignedIn = { token: string; refreshToken: string };

/** Starts a test server before the file's tests with the system and tenant administrators signed in; closes it after. */
export function bundleTestServer(): { server: RunningServer; sysadmin: SignedIn; tenant: SignedIn } {
  const suite = {} as { server: RunningServer; sysadmin: SignedIn; tenant: SignedIn };
  beforeAll(async () => {
    suite.server = await startTestServer();
    suite.sysadmin = await login(suite.server.url, 'sysadmin');
    suite.tenant = await login(suite.server.url, 'tenant');
  });
  afterAll(async () => {
    await suite.server?.close();
    await removeTempDirs();
  });
  return suite;
}

/**
 * Components of the test bundles by `<id>@<version>`, reached by the bundle code through a global
 * as a real bundle reaches the host's modules.
 */
export const bundleComponents = ((globalThis as Record<string, unknown>).__bundleTest ??= {}) as Record<string, () => null>;

/**
 * The System.register code of a plugin `id`@`version` whose activate runs `register` (with `c`, the
 * component of {@link bundleComponents}, in scope), after `body` (code that may throw).
 */
export function pluginModuleCode(id: string, version: string, register: string, body = ''): string {
  const key = `${id}@${version}`;
  bundleComponents[key] = () => null;
  return `System.register([],function(_export){return{setters:[],execute:function(){${body}
var c=globalThis.__bundleTest[${JSON.stringify(key)}];
_export('default',{manifest:{id:${JSON.stringify(id)},version:${JSON.stringify(version)},name:'x'},activate:function(ctx){${register}}});}}});`;
}
