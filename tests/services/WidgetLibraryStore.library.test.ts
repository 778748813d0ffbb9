import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpService } from '../../core/sdk';
import { PluginHost } from '../../core/runtime/PluginHost';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { WidgetLibraryStore } from '../../core/services/WidgetLibraryStore';
import type { RunningServer } from '../../server/main';
import { serverHttp } from '../dashboard/serverHttp';
import { api, login, removeTempDirs, startTestServer } from '../server/helpers';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await login(server.url, 'tenant'));
  const bundle = (await api(server.url, '/api/widgetsBundle', { method: 'POST', token, body: { title: 'Listed in one call' } })).body;
  const descriptor = { type: 'static', sizeX: 4, sizeY: 3, templateHtml: '<b>x</b>', controllerScript: '', settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}' };
  expect((await api(server.url, '/api/widgetType', { method: 'POST', token, body: { bundleAlias: bundle.alias, name: 'Own type', descriptor } })).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

/** The store against the real server, counting the requests it makes. */
function libraryFor(tesseraExtensions: boolean) {
  const registries = new Registries();
  const pluginHost = new PluginHost({ services: new ServiceContainer([]), registries, bundleLoader: { import: async () => ({}), unload: () => undefined } as never, log: () => undefined });
  const inner = serverHttp(server.url, token);
  const urls: string[] = [];
  const http: HttpService = { ...inner, get: (url, options) => { urls.push(url); return inner.get(url, options); } };
  const store = new WidgetLibraryStore({ pluginHost, registries, baseUrl: 'http://console.test/', fetchJson: async () => [], http, tesseraExtensions: () => tesseraExtensions });
  return { store, urls };
}

describe('WidgetLibraryStore: one request on Tessera\'s server, per-bundle requests on ThingsBoard', () => {
  it('lists the same bundles and types either way', async () => {
    const tessera = libraryFor(true);
    await tessera.store.loadServer();
    expect(tessera.urls).toEqual(['/api/tessera/widgetLibrary']);
    const plain = libraryFor(false);
    await plain.store.loadServer();
    expect(plain.urls[0]).toBe('/api/widgetsBundles');
    expect(plain.urls.length).toBe(plain.store.serverListed.length + 1);
    expect(plain.urls.slice(1).every((u) => u.startsWith('/api/widgetTypesDetails?'))).toBe(true);

    const shape = (store: WidgetLibraryStore) => store.serverBundles.map((b) => [b.bundle.title, b.isSystem, b.types.map((t) => t.alias)]);
    expect(shape(tessera.store)).toEqual(shape(plain.store));
    const own = tessera.store.serverBundles.find((b) => b.bundle.title === 'Listed in one call')!;
    expect(own.definitions.map((d) => d.name)).toEqual(['Own type']);
    expect(tessera.store.serverBundles.some((b) => b.bundle.alias === 'charts' && b.types.length > 0)).toBe(true);
  });
});
