import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, NULL_UUID } from './helpers';
import { demoServer, demoContext, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let base: string;
let tokens: Tokens;

demoServer((suite) => ({ server, base, tokens } = suite));

const DESCRIPTOR = { type: 'latest', sizeX: 5, sizeY: 3, templateHtml: '<div></div>', controllerScript: '', settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}' };
const get = (path: string, token: string) => api(base, path, { token });

interface LibraryEntry { widgetsBundle: { id: { id: string }; alias: string; title: string; tenantId: { id: string } }; widgetTypes: { alias: string; name: string; tenantId: { id: string }; bundleAlias: string }[] }

/** What the per-bundle calls give, bundle by bundle: the reference the one-call library must equal. */
async function perBundle(token: string) {
  const bundles = (await get('/api/widgetsBundles', token)).body as LibraryEntry['widgetsBundle'][];
  return Promise.all(bundles.map(async (widgetsBundle) => ({
    widgetsBundle,
    widgetTypes: (await get(`/api/widgetTypesDetails?isSystem=${widgetsBundle.tenantId.id === NULL_UUID}&bundleAlias=${encodeURIComponent(widgetsBundle.alias)}`, token)).body,
  })));
}

describe('GET /api/tessera/widgetLibrary (every readable bundle with its widget types, in one call)', () => {
  it('gives each tenant the system library and its own bundles, never another tenant\'s, exactly as the per-bundle calls do', async () => {
    const a = await newTenantAdmin(server);
    const b = await newTenantAdmin(server);
    // Both tenants use the same bundle and type aliases: only the owner may see its own.
    for (const [admin, name] of [[a, 'Pump A'], [b, 'Pump B']] as const) {
      const bundle = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Plant widgets' });
      await saved(base, '/api/widgetType', admin.token, { bundleAlias: bundle.alias, name, descriptor: DESCRIPTOR });
    }
    const customer = await newCustomerUser(server, a.tenantId, 'Library customer');

    for (const token of [a.token, b.token, customer.token, tokens.sysadmin]) {
      const library = await get('/api/tessera/widgetLibrary', token);
      expect(library.status).toBe(200);
      expect(library.body).toEqual(await perBundle(token));
    }

    const of = async (token: string) => ((await get('/api/tessera/widgetLibrary', token)).body as LibraryEntry[]);
    const own = (entries: LibraryEntry[]) => entries.filter((e) => e.widgetsBundle.tenantId.id !== NULL_UUID);
    const libA = await of(a.token);
    expect(own(libA).map((e) => [e.widgetsBundle.title, e.widgetTypes.map((t) => t.name)])).toEqual([['Plant widgets', ['Pump A']]]);
    expect(libA.flatMap((e) => e.widgetTypes).every((t) => t.tenantId.id === NULL_UUID || t.tenantId.id === a.tenantId)).toBe(true);
    expect(own(await of(b.token)).flatMap((e) => e.widgetTypes.map((t) => t.name))).toEqual(['Pump B']);
    // A customer user reads its tenant's library, as the per-bundle queries allow.
    expect(own(await of(customer.token)).flatMap((e) => e.widgetTypes.map((t) => t.name))).toEqual(['Pump A']);
    // The system administrator reads the system library only.
    const sys = await of(tokens.sysadmin);
    expect(own(sys)).toEqual([]);
    expect(sys.map((e) => e.widgetsBundle.alias)).toEqual(expect.arrayContaining(['charts', 'cards']));
    expect(sys.find((e) => e.widgetsBundle.alias === 'charts')!.widgetTypes.length).toBeGreaterThan(0);
  });

  it('refuses a caller without a valid token', async () => {
    expect((await api(base, '/api/tessera/widgetLibrary')).status).toBe(401);
  });
});
