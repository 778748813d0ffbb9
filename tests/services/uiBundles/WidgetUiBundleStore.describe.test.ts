import { describe, expect, it, vi } from 'vitest';
import { PluginHost } from '../../../core/runtime/PluginHost';
import { Registries } from '../../../core/runtime/Registries';
import { ServiceContainer } from '../../../core/runtime/ServiceContainer';
import type { NativeWidgetDescriptor } from '../../../core/services/sandbox/nativeWidgetDescription';
import { type NativeSandboxWidgetProps, type SandboxBundleRef } from '../../../core/services/uiBundles/sandboxedWidgets';
import { WidgetUiBundleStore } from '../../../core/services/uiBundles/WidgetUiBundleStore';
import { FrameDescribeError } from '../../../core/services/widgetTypes/describeInFrame';
import { bundleTestServer, pluginModuleCode, signedInHttp, testLoader } from './bundleTestHost';

/*
 * A tenant's native bundle describes its widgets from the sandbox (describeNativeBundle.ts, tested
 * with the real frame runtime in tests/services/nativeSandbox/): the store, against a real server,
 * makes the widget definitions from that answer, says why when the bundle's code failed there, and
 * falls back to the manifest when no answer came.
 */

const suite = bundleTestServer();
const Sandbox = (_props: NativeSandboxWidgetProps) => null;

/** A bundle file whose manifest lists `<id>.card` and `<id>.gauge` without any size, defaults or schema. */
function bundleFile(id: string) {
  const code = pluginModuleCode(id, '1.0.0', '');
  const widgets = [{ id: `${id}.card`, name: 'Card', kind: 'latest' }, { id: `${id}.gauge`, name: 'Gauge', kind: 'latest' }];
  return new Blob([JSON.stringify({ manifest: { id, version: '1.0.0', name: `Bundle ${id}`, contributes: { widgets } }, code })], { type: 'application/json' });
}

const schema = { type: 'object', properties: { low: { type: 'number', title: 'Low below' }, high: { type: 'number', title: 'High above' } } };

function setup(describeBundle: (ref: SandboxBundleRef) => Promise<NativeWidgetDescriptor[]>) {
  const { http } = signedInHttp(suite.server.url, suite.tenant);
  const registries = new Registries();
  const loader = testLoader();
  const host = new PluginHost({ services: new ServiceContainer([]), registries, bundleLoader: loader, log: () => undefined });
  const logs: string[] = [];
  const describe = vi.fn(describeBundle);
  const store = new WidgetUiBundleStore({ http, pluginHost: host, registries, baseUrl: `${suite.server.url}/`, sandbox: Sandbox, describe, log: (m) => logs.push(m) });
  return { store, registries, loader, logs, describe };
}

describe('WidgetUiBundleStore: widgets a tenant bundle describes from the sandbox', () => {
  it("makes the widget definitions from the bundle's own description: size, defaults, schemas, data keys, action sources", async () => {
    let answer!: (widgets: NativeWidgetDescriptor[]) => void;
    const { store, registries, loader, describe: described } = setup(() => new Promise((resolve) => { answer = resolve; }));
    const installing = store.install(bundleFile('acme.described'));
    // Until the frame answers, the bundle is loading (the dashboards wait) and none of its widgets is offered.
    await vi.waitFor(() => expect(store.installed.find((b) => b.manifest.id === 'acme.described')?.status).toBe('loading'));
    expect(registries.widgets.get('acme.described.card')).toBeUndefined();
    answer([
      {
        id: 'acme.described.card', name: 'Reading card', kind: 'timeseries', sizeX: 5, sizeY: 3, defaultSettings: { low: 10, high: 30 },
        settingsSchema: schema, dataKeySettingsSchema: { type: 'object', properties: { hidden: { type: 'boolean' } } },
        defaultDataKeys: [{ name: 'temperature', type: 'timeseries' }], actionSources: { elementClick: 'On click' },
      },
      // A widget the manifest does not name is not offered.
      { id: 'acme.described.secret', name: 'Secret', sizeX: 2, sizeY: 2 },
    ]);
    const installed = await installing;
    expect(installed.status).toBe('active');
    expect(described).toHaveBeenCalledWith({ id: 'acme.described', url: expect.stringMatching(new RegExp(`^${suite.server.url}/api/widgetUiBundle/.+/acme\\.described/index-`)), codeHash: installed.codeHash });
    expect(registries.widgets.get('acme.described.card')).toMatchObject({
      name: 'Reading card', kind: 'timeseries', sizeX: 5, sizeY: 3, defaultSettings: { low: 10, high: 30 }, settingsSchema: schema,
      dataKeySettingsSchema: { type: 'object', properties: { hidden: { type: 'boolean' } } },
      defaultDataKeys: [{ name: 'temperature', type: 'timeseries' }], actionSources: { elementClick: 'On click' },
    });
    // Named by the manifest, not described: the manifest's data and the default size.
    expect(registries.widgets.get('acme.described.gauge')).toMatchObject({ name: 'Gauge', kind: 'latest', sizeX: 8, sizeY: 5, defaultSettings: {} });
    expect(registries.widgets.get('acme.described.gauge')?.settingsSchema).toBeUndefined();
    expect(registries.widgets.get('acme.described.secret')).toBeUndefined();
    expect(loader.imported).toEqual([]);
    await store.remove('acme.described');
    expect(registries.widgets.get('acme.described.card')).toBeUndefined();
  });

  it('marks the bundle failed with the error its code raised in the sandbox, and offers none of its widgets', async () => {
    const { store, registries } = setup(async () => { throw new FrameDescribeError("Error: Plugin 'acme.fails' failed to activate: no widgets today"); });
    const installed = await store.install(bundleFile('acme.fails'));
    expect(installed.status).toBe('failed');
    expect(installed.error?.message).toContain('failed to activate: no widgets today');
    expect(registries.widgets.get('acme.fails.card')).toBeUndefined();
    await store.remove('acme.fails');
    expect(store.installed.map((b) => b.manifest.id)).not.toContain('acme.fails');
  });

  it('makes the widgets from the manifest when the sandbox gave no answer (a timeout), and says so in the log', async () => {
    const { store, registries, logs } = setup(async () => { throw new Error('The widget bundle did not describe its widgets in time'); });
    const installed = await store.install(bundleFile('acme.slow'));
    expect(installed.status).toBe('active');
    expect(registries.widgets.get('acme.slow.card')).toMatchObject({ name: 'Card', sizeX: 8, sizeY: 5 });
    expect(logs).toContain("Widget bundle 'acme.slow' did not describe its widgets; they are made from its manifest");
    await store.remove('acme.slow');
  });
});
