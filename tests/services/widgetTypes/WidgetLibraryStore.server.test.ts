import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineWidget } from '@tessera/sdk';
import { PluginHost } from '../../../core/runtime/PluginHost';
import { Registries } from '../../../core/runtime/Registries';
import { ServiceContainer } from '../../../core/runtime/ServiceContainer';
import { WidgetLibraryStore } from '../../../core/services/WidgetLibraryStore';
import type { ServerWidgetDefinition } from '../../../core/services/widgetTypes';
import type { RunningServer } from '../../../server/main';
import { serverHttp } from '../../dashboard/serverHttp';
import { api, login, removeTempDirs, startTestServer } from '../../server/helpers';

let server: RunningServer;
let tenantToken: string;
let sysToken: string;

beforeAll(async () => {
  server = await startTestServer();
  [{ token: tenantToken }, { token: sysToken }] = await Promise.all([login(server.url, 'tenant'), login(server.url, 'sysadmin')]);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

/** The store as the console builds it, with one built-in widget registered under ThingsBoard's aliases. */
function libraryFor(token: string, edges = false) {
  const registries = new Registries();
  registries.widgets.register(defineWidget({
    id: 'tessera.charts.line', name: 'Line chart', kind: 'timeseries', bundleAlias: 'charts', typeAlias: 'basic_timeseries',
    sizeX: 8, sizeY: 5, defaultSettings: {}, component: () => null,
  }), 'tessera.charts');
  const pluginHost = new PluginHost({ services: new ServiceContainer([]), registries, bundleLoader: { import: async () => ({}), unload: () => undefined } as never, log: () => undefined });
  let edgesEnabled = edges;
  const store = new WidgetLibraryStore({
    pluginHost, registries, baseUrl: 'http://console.test/', fetchJson: async () => [], http: serverHttp(server.url, token), edgesEnabled: () => edgesEnabled,
  });
  return { store, setEdges: (on: boolean) => { edgesEnabled = on; } };
}

const post = async (token: string, url: string, body: unknown) => {
  const response = await api(server.url, url, { method: 'POST', token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

describe('WidgetLibraryStore with the server\'s widget library', () => {
  it('lists the system bundles grouped with their types; shipped types map to the built-in widgets', async () => {
    const { store } = libraryFor(tenantToken);
    await store.loadServer();
    expect(store.serverStatus).toBe('loaded');
    const charts = store.serverBundles.find((b) => b.bundle.alias === 'charts')!;
    expect(charts.isSystem).toBe(true);
    expect(charts.types.map((t) => t.alias)).toEqual(expect.arrayContaining(['basic_timeseries', 'pie']));
    const line = charts.definitions.find((d) => d.record.alias === 'basic_timeseries')!;
    expect(line.builtin?.id).toBe('tessera.charts.line');
    expect(line.name).toBe('Timeseries Line Chart');
    expect(store.definitionFor({ bundleAlias: 'charts', typeAlias: 'basic_timeseries', isSystemType: true })).toBe(line);
  });

  it('renders a tenant\'s own type in the sandbox, shows it after refresh, and keeps tenants apart', async () => {
    const { store } = libraryFor(tenantToken);
    await store.loadServer();
    const bundle = await post(tenantToken, '/api/widgetsBundle', { title: 'Store test bundle' });
    await post(tenantToken, '/api/widgetType', {
      bundleAlias: bundle.alias, alias: 'mine', name: 'Mine',
      descriptor: { type: 'latest', sizeX: 6, sizeY: 4, resources: [], templateHtml: '<div></div>', templateCss: '', controllerScript: 'self.onInit = function () {};', settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{"settings":{"x":1}}' },
    });
    expect(store.definitionFor({ bundleAlias: bundle.alias, typeAlias: 'mine', isSystemType: false })).toBeUndefined();
    await store.refresh();
    const mine = store.definitionFor({ bundleAlias: bundle.alias, typeAlias: 'mine', isSystemType: false }) as ServerWidgetDefinition;
    expect(mine).toMatchObject({ id: `tb.tenant.${bundle.alias}.mine`, kind: 'latest', sizeX: 6, sizeY: 4, defaultSettings: { x: 1 }, isSystemType: false });
    expect(mine.builtin).toBeUndefined();
    expect(store.pluginNameOf(mine.id)).toBe('Store test bundle');

    // The system administrator's library holds system bundles only.
    const { store: sys } = libraryFor(sysToken);
    await sys.loadServer();
    expect(sys.serverBundles.every((b) => b.isSystem)).toBe(true);
    expect(sys.serverBundles.some((b) => b.bundle.alias === bundle.alias)).toBe(false);
  });

  it('hides edge_widgets unless edges are enabled', async () => {
    await post(sysToken, '/api/widgetsBundle', { alias: 'edge_widgets', title: 'Edge widgets' });
    const { store, setEdges } = libraryFor(tenantToken, false);
    await store.loadServer();
    expect(store.serverBundles.some((b) => b.bundle.alias === 'edge_widgets')).toBe(false);
    setEdges(true);
    await store.refresh();
    expect(store.serverBundles.some((b) => b.bundle.alias === 'edge_widgets')).toBe(true);
  });

  it('reports a failed load with the server\'s error', async () => {
    const { store } = libraryFor('not-a-token');
    await store.loadServer();
    expect(store.serverStatus).toBe('failed');
    expect(store.serverError?.message).toBe('Invalid username or password');
    expect(store.serverBundles).toEqual([]);
  });
});
