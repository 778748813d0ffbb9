import { Suspense } from 'react';
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { EventSource } from 'undici';
import { HttpError, type WidgetProps } from '@tessera/sdk';
import { PluginHost } from '../../../core/runtime/PluginHost';
import { Registries } from '../../../core/runtime/Registries';
import { ServiceContainer } from '../../../core/runtime/ServiceContainer';
import { type NativeSandboxWidgetProps } from '../../../core/services/uiBundles/sandboxedWidgets';
import { followSession } from '../../../core/services/uiBundles/followSession';
import { WidgetUiBundleStore } from '../../../core/services/uiBundles/WidgetUiBundleStore';
import { WidgetLibraryStore } from '../../../core/services/WidgetLibraryStore';
import { newTenantAdmin } from '../../server/entityHelpers';
import { api, NULL_UUID } from '../../server/helpers';
import { bundleComponents, bundleTestServer, pluginModuleCode, signedInHttp, testLoader } from './bundleTestHost';

/* The console side of native widget bundles (issue 16), against a real server: the trust split, removal, live reload. */

const suite = bundleTestServer();
const components = bundleComponents;

/** A widget bundle file whose module registers one widget `<id>.card` (its component is `components['<id>@<version>']`). */
function bundleFile(id: string, version: string, body = '') {
  const code = pluginModuleCode(id, version, `ctx.widgets.register({id:${JSON.stringify(`${id}.card`)},name:'Card',kind:'latest',sizeX:5,sizeY:3,defaultSettings:{},component:c});`, body);
  const widgets = [{ id: `${id}.card`, name: 'Card', kind: 'latest', sizeX: 5, sizeY: 3, defaultSettings: { low: 10 } }];
  return new Blob([JSON.stringify({ manifest: { id, version, name: `Bundle ${id}`, contributes: { widgets } }, code })], { type: 'application/json' });
}

/** Stands in for core/services/nativeSandbox/NativeSandboxWidget: the tests check what the registered widgets hand it. */
const Sandbox = (_props: NativeSandboxWidgetProps) => null;

function setup(tokens = suite.tenant) {
  const { http, tokens: tokenManager } = signedInHttp(suite.server.url, tokens);
  const registries = new Registries();
  const loader = testLoader();
  const host = new PluginHost({ services: new ServiceContainer([]), registries, bundleLoader: loader, log: () => undefined });
  const logs: string[] = [];
  const store = new WidgetUiBundleStore({ http, pluginHost: host, registries, baseUrl: `${suite.server.url}/`, sandbox: Sandbox, log: (m) => logs.push(m) });
  return { store, registries, loader, host, logs, token: async () => tokenManager.accessToken };
}

type Element = { type: unknown; props: NativeSandboxWidgetProps & { children?: Element } };
/** What a registered widget renders for the dashboard: the sandbox, inside a Suspense boundary of its own. */
const render = (definition: { component: unknown }) => {
  const outer = (definition.component as (p: WidgetProps) => Element)({} as WidgetProps);
  expect(outer.type).toBe(Suspense);
  return outer.props.children!;
};
const ids = (store: WidgetUiBundleStore) => store.installed.map((b) => b.manifest.id);
const removeOnServer = (id: string, token: string) => api(suite.server.url, `/api/widgetUiBundle/${id}`, { method: 'DELETE', token });

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('WidgetUiBundleStore', () => {
  it("runs a tenant's bundle only in the sandbox: its widgets are registered from the manifest and its code is never imported", async () => {
    const { store, registries, loader } = setup();
    const installed = await store.install(bundleFile('acme.tenant-card', '1.0.0'), 'card.tessera-bundle.json');
    expect(installed).toMatchObject({ manifest: { id: 'acme.tenant-card', version: '1.0.0' }, status: 'active', system: false });
    expect(loader.imported).toEqual([]);
    const definition = registries.widgets.get('acme.tenant-card.card')!;
    expect(definition).toMatchObject({ name: 'Card', kind: 'latest', sizeX: 5, sizeY: 3, defaultSettings: { low: 10 } });
    expect(registries.widgets.ownerOf('acme.tenant-card.card')).toBe('acme.tenant-card');
    expect(render(definition).type).toBe(Sandbox);

    await store.remove('acme.tenant-card');
    expect(ids(store)).not.toContain('acme.tenant-card');
    expect(registries.widgets.get('acme.tenant-card.card')).toBeUndefined();
  });

  it('hands the sandbox the bundle id, its module URL under its tenant and its code hash', async () => {
    const { store, registries } = setup();
    const installed = await store.install(bundleFile('acme.tenant-ref', '1.0.0'));
    const element = render(registries.widgets.get('acme.tenant-ref.card')!);
    expect(element.type).toBe(Sandbox);
    expect(element.props.widgetId).toBe('acme.tenant-ref.card');
    expect(element.props.bundle).toEqual({
      id: 'acme.tenant-ref', codeHash: installed.codeHash,
      url: expect.stringMatching(new RegExp(`^${suite.server.url}/api/widgetUiBundle/(?!${NULL_UUID})[0-9a-f-]{36}/acme\\.tenant-ref/index-${installed.codeHash}\\.js$`)),
    });
    const module = await fetch(element.props.bundle.url);
    expect(module.status).toBe(200);
    expect(await module.text()).toMatch(/^System\.register\(/);
    await store.remove('acme.tenant-ref');
  });

  it("runs the system administrator's bundle in the page through the plugin host, for every tenant, and unloads it on removal", async () => {
    const admin = setup(suite.sysadmin);
    await admin.store.install(bundleFile('acme.system-card', '1.0.0'));
    const { store, registries, loader, host } = setup();
    await store.refresh();
    expect(store.installed.filter((b) => b.manifest.id === 'acme.system-card').map((b) => [b.status, b.system])).toEqual([['active', true]]);
    expect(loader.imported).toEqual([expect.stringMatching(new RegExp(`^${suite.server.url}/api/widgetUiBundle/${NULL_UUID}/acme\\.system-card/index-[0-9a-f]{20}\\.js$`))]);
    expect(registries.widgets.get('acme.system-card.card')?.component).toBe(components['acme.system-card@1.0.0']);

    await removeOnServer('acme.system-card', suite.sysadmin.token);
    await store.refresh();
    expect(registries.widgets.get('acme.system-card.card')).toBeUndefined();
    expect(loader.unloaded).toEqual(loader.imported);
    expect(host.plugins.has('acme.system-card')).toBe(false);
  });

  it('reloads a bundle whose code changed when the server reports it, in either scope', async () => {
    const { store, registries, loader, token } = setup();
    const admin = setup(suite.sysadmin);
    await admin.store.install(bundleFile('acme.live-system', '1.0.0'));
    await store.install(bundleFile('acme.live-tenant', '1.0.0'));
    const watching = store.watch((url) => new EventSource(url), token);
    try {
      const before = registries.widgets.get('acme.live-tenant.card');
      await until(() => ids(store).includes('acme.live-tenant') && ids(store).includes('acme.live-system'), 'the first listing');

      await setup().store.install(bundleFile('acme.live-tenant', '1.0.1-dev.1'));
      await until(() => registries.widgets.get('acme.live-tenant.card') !== before && store.installed.some((b) => b.manifest.version === '1.0.1-dev.1' && b.status === 'active'), 'the tenant bundle reload');
      expect(registries.widgets.get('acme.live-tenant.card')).toBeDefined();

      await admin.store.install(bundleFile('acme.live-system', '1.1.0'));
      await until(() => registries.widgets.get('acme.live-system.card')?.component === components['acme.live-system@1.1.0'], 'the system bundle reload');
      expect(loader.unloaded).toEqual([loader.imported[0]]);

      await removeOnServer('acme.live-system', suite.sysadmin.token);
      await removeOnServer('acme.live-tenant', suite.tenant.token);
      await until(() => !ids(store).some((id) => id.startsWith('acme.live-')), 'the removals');
      expect(registries.widgets.all.filter((w) => w.id.startsWith('acme.live-'))).toEqual([]);
    } finally {
      watching.dispose();
    }
  });

  it('rejects a version that is already installed with the server message, changing nothing', async () => {
    const { store, registries } = setup();
    await store.install(bundleFile('acme.conflict', '2.0.0'));
    const before = registries.widgets.get('acme.conflict.card');
    const error = await store.install(bundleFile('acme.conflict', '2.0.0')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("Bundle 'acme.conflict' version 2.0.0 is already installed; raise the version in its manifest to replace it!");
    expect(registries.widgets.get('acme.conflict.card')).toBe(before);
    const bad = await store.install(new Blob(['{"manifest":{"id":"x"}}'])).catch((e: unknown) => e);
    expect((bad as HttpError).message).toBe("The bundle file must hold a 'manifest' object and its 'code'!");
    await store.remove('acme.conflict');
  });

  it("never lists another tenant's bundles", async () => {
    const { store } = setup();
    await store.install(bundleFile('acme.private', '1.0.0'));
    const other = await newTenantAdmin(suite.server);
    const stranger = setup({ token: other.token, refreshToken: other.token });
    await stranger.store.refresh();
    expect(ids(stranger.store)).not.toContain('acme.private');
    expect((await stranger.store.list()).map((b) => b.manifest.id)).not.toContain('acme.private');
    expect(stranger.registries.widgets.get('acme.private.card')).toBeUndefined();
    await store.remove('acme.private');
  });

  it('unloads everything on reset (sign-out) and marks a bundle whose module fails as failed', async () => {
    const admin = setup(suite.sysadmin);
    await admin.store.install(bundleFile('acme.broken', '1.0.0', "throw new Error('broken on purpose');"));
    const { store, registries } = setup();
    await store.install(bundleFile('acme.reset', '1.0.0'));
    expect(store.installed.find((b) => b.manifest.id === 'acme.broken')).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/broken on purpose/) } });
    await store.reset();
    expect(store.installed).toEqual([]);
    expect(store.settled).toBe(false);
    expect(registries.widgets.all).toEqual([]);
    await store.remove('acme.reset');
    await admin.store.remove('acme.broken');
  });
});

describe('a listing that fails', () => {
  it('is kept as the error the page shows, and stops the dashboards waiting', async () => {
    const { store, logs } = setup({ token: 'not-a-token', refreshToken: 'not-a-token' });
    await store.refresh();
    expect(store.listError).toBeInstanceOf(HttpError);
    expect(store.settled).toBe(true);
    expect(store.loading).toBe(false);
    expect(store.installed).toEqual([]);
    expect(logs).toEqual(['The installed widget bundles could not be listed']);
  });
});

describe('followSession', () => {
  it('loads the bundles at sign-in, follows the change stream while signed in, and unloads them at sign-out', async () => {
    const { store, registries, token } = setup();
    const auth = observable({ authUser: null as { userId: string } | null, tesseraExtensions: true });
    const following = followSession(store, auth, token, (url) => new EventSource(url));
    try {
      await store.install(bundleFile('acme.session', '1.0.0'));
      await store.reset();
      expect(registries.widgets.get('acme.session.card')).toBeUndefined();

      runInAction(() => (auth.authUser = { userId: 'tenant-admin' }));
      await until(() => registries.widgets.get('acme.session.card') !== undefined, 'the sign-in listing');
      const first = registries.widgets.get('acme.session.card');
      await setup().store.install(bundleFile('acme.session', '1.1.0'));
      await until(() => registries.widgets.get('acme.session.card') !== first, 'the change event');

      runInAction(() => (auth.authUser = null));
      await until(() => registries.widgets.get('acme.session.card') === undefined, 'the sign-out');
      expect(store.installed).toEqual([]);
      expect(store.loading).toBe(true);

      // Against a ThingsBoard server nothing is listed, and the dashboards wait for nothing.
      runInAction(() => {
        auth.authUser = { userId: 'remote-user' };
        auth.tesseraExtensions = false;
      });
      await until(() => !store.loading, 'the remote session');
      expect(store.installed).toEqual([]);
    } finally {
      following.dispose();
      await removeOnServer('acme.session', suite.tenant.token);
    }
  });
});

describe('the widget library with installed bundles', () => {
  it('lists them beside the built-in ones, waits for them, and names their widgets by the bundle', async () => {
    const { store, registries, host } = setup();
    const library = new WidgetLibraryStore({ pluginHost: host, registries, baseUrl: `${suite.server.url}/`, fetchJson: async () => [], installed: store });
    await library.loadAll();
    expect(library.builtinsLoading).toBe(true);
    await store.install(bundleFile('acme.library-card', '1.0.0'));
    expect(library.builtinsLoading).toBe(false);
    expect(library.bundles.map((b) => [b.manifest.name, b.status])).toContainEqual(['Bundle acme.library-card', 'active']);
    expect(library.definitionFor({ bundleAlias: 'acme.library-card', typeAlias: 'card' })?.id).toBe('acme.library-card.card');
    expect(library.pluginNameOf('acme.library-card.card')).toBe('Bundle acme.library-card');
    await store.remove('acme.library-card');
    expect(library.definitionFor({ bundleAlias: 'acme.library-card', typeAlias: 'card' })).toBeUndefined();
  });
});
