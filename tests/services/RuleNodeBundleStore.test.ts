import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, defineRuleNodeEditor, HttpError, type PluginModule } from '@tessera/sdk';
import { PluginHost } from '../../core/runtime/PluginHost';
import { type BundleLoader } from '../../core/runtime/PluginSource';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { HttpClient } from '../../core/services/HttpClient';
import { NotificationStore } from '../../core/services/NotificationStore';
import { RuleNodeBundleStore } from '../../core/services/RuleNodeBundleStore';
import { RuleNodeEditorLibraryStore } from '../../core/services/RuleNodeEditorLibraryStore';
import { TokenManager } from '../../core/services/TokenManager';
import type { RunningServer } from '../../server/main';
import { manifest, moduleSource } from '../runtime/fixtures';
import { api, login, removeTempDirs, startTestServer } from '../server/helpers';
import { MemoryStorage } from './testTokens';

/* The console side of installed rule-node UI bundles, against a real server. */

const CLAZZ = 'org.thingsboard.rule.engine.action.TbLogNode';
const Builtin = () => null;

let server: RunningServer;
let sysadmin: { token: string; refreshToken: string };
let tenant: { token: string; refreshToken: string };

beforeAll(async () => {
  server = await startTestServer();
  sysadmin = await login(server.url, 'sysadmin');
  tenant = await login(server.url, 'tenant');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

/** Components of the test bundles, reached by the bundle code through a global as a real bundle reaches the SDK. */
const components = ((globalThis as Record<string, unknown>).__bundleTest = {} as Record<string, () => null>);

/** A bundle file whose System.register module exports a plugin registering an editor for `clazz`. */
function bundleFile(id: string, version: string, clazz = CLAZZ, body = '') {
  const code = `System.register([],function(_export){return{setters:[],execute:function(){${body}
var c=globalThis.__bundleTest[${JSON.stringify(`${id}@${version}`)}];
_export('default',{manifest:{id:${JSON.stringify(id)},version:${JSON.stringify(version)},name:'x'},activate:function(ctx){ctx.ruleNodeEditors.register({clazz:${JSON.stringify(clazz)},component:c});}});}}});`;
  components[`${id}@${version}`] = () => null;
  const text = JSON.stringify({ manifest: { id, version, name: `Bundle ${id}`, contributes: { ruleNodeEditors: [{ clazz }] } }, code });
  return new Blob([text], { type: 'application/json' });
}

/** Loads a module like SystemJS's script loader: fetched without a token, run with a System.register. */
function testLoader(): BundleLoader & { imported: string[]; unloaded: string[] } {
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

async function setup(tokens = sysadmin) {
  const storage = new MemoryStorage();
  const tokenManager = new TokenManager({ storage, fetch, baseUrl: server.url });
  tokenManager.store(tokens);
  const http = new HttpClient({ tokens: tokenManager, notifications: new NotificationStore(), fetch, baseUrl: server.url });
  const registries = new Registries();
  const loader = testLoader();
  const host = new PluginHost({ services: new ServiceContainer([]), registries, bundleLoader: loader, log: () => undefined });
  const builtin: PluginModule = definePlugin({
    manifest: manifest('tessera.rule-node-ui.action', '1.0.0', { ruleNodeEditors: [{ clazz: CLAZZ }] }),
    activate: (ctx) => void ctx.ruleNodeEditors.register(defineRuleNodeEditor({ clazz: CLAZZ, component: Builtin })),
  });
  await host.load(builtin.manifest, moduleSource(builtin));
  const store = new RuleNodeBundleStore({ http, pluginHost: host, baseUrl: `${server.url}/` });
  const library = new RuleNodeEditorLibraryStore({ pluginHost: host, registries, fetchJson: async () => [], baseUrl: `${server.url}/`, installed: store });
  return { store, registries, loader, host, library };
}

const removeOnServer = (id: string) => api(server.url, `/api/ruleNodeUiBundle/${id}`, { method: 'DELETE', token: sysadmin.token });

describe('RuleNodeBundleStore', () => {
  it('installs a bundle whose editor replaces the built-in one, and removing it brings the built-in one back', async () => {
    const { store, registries, loader } = await setup();
    const installed = await store.install(bundleFile('acme.replace', '1.0.0'), 'replace.tessera-bundle.json');
    expect(installed).toMatchObject({ manifest: { id: 'acme.replace', version: '1.0.0' }, status: 'active' });
    expect(loader.imported).toEqual([expect.stringMatching(new RegExp(`^${server.url}/api/ruleNodeUiBundle/acme\\.replace/index-[0-9a-f]{20}\\.js$`))]);
    expect(registries.ruleNodeEditors.get(CLAZZ)?.component).toBe(components['acme.replace@1.0.0']);
    expect(store.bundleFor(CLAZZ)?.manifest.id).toBe('acme.replace');

    await store.remove('acme.replace');
    expect(store.installed).toEqual([]);
    expect(loader.unloaded).toEqual(loader.imported);
    expect(registries.ruleNodeEditors.get(CLAZZ)?.component).toBe(Builtin);
    expect(registries.countOwnedBy('acme.replace')).toBe(0);
  });

  it('picks up what another administrator installed, replaced or removed on the next refresh', async () => {
    const { store, registries, loader } = await setup(tenant);
    await store.refresh();
    const other = await setup();
    await other.store.install(bundleFile('acme.later', '1.0.0', 'com.acme.LaterNode'));
    await store.refresh();
    expect(store.installed.map((b) => [b.manifest.id, b.status])).toEqual([['acme.later', 'active']]);
    expect(registries.ruleNodeEditors.get('com.acme.LaterNode')?.component).toBe(components['acme.later@1.0.0']);

    await other.store.install(bundleFile('acme.later', '1.1.0', 'com.acme.LaterNode'));
    await Promise.all([store.refresh(), store.refresh()]);
    expect(loader.imported).toHaveLength(2);
    expect(loader.unloaded).toEqual([loader.imported[0]]);
    expect(store.installed.map((b) => [b.manifest.version, b.status])).toEqual([['1.1.0', 'active']]);
    expect(registries.ruleNodeEditors.get('com.acme.LaterNode')?.component).toBe(components['acme.later@1.1.0']);

    await removeOnServer('acme.later');
    await store.refresh();
    expect(registries.ruleNodeEditors.get('com.acme.LaterNode')).toBeUndefined();
    expect(loader.unloaded).toEqual(loader.imported);
  });

  it('keeps a bundle whose code throws listed as failed, with the built-in editor untouched', async () => {
    const { store, registries } = await setup();
    const broken = await store.install(bundleFile('acme.broken', '1.0.0', CLAZZ, "throw new Error('broken on purpose');"));
    expect(broken.status).toBe('failed');
    expect(store.bundleFor(CLAZZ)?.error?.message).toMatch(/broken on purpose/);
    expect(registries.ruleNodeEditors.get(CLAZZ)?.component).toBe(Builtin);
    await store.remove('acme.broken');
    expect(store.bundleFor(CLAZZ)).toBeUndefined();
  });

  it('rejects an install by a tenant administrator with the server answer, changing nothing', async () => {
    const { store } = await setup(tenant);
    const error = await store.install(bundleFile('acme.tenant', '1.0.0')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect(store.installed).toEqual([]);
  });

  it('has nothing installed when the server cannot list bundles (a ThingsBoard server)', async () => {
    const logs: string[] = [];
    const http = new HttpClient({ tokens: new TokenManager({ storage: new MemoryStorage(), fetch }), notifications: new NotificationStore(), fetch, baseUrl: server.url });
    const host = new PluginHost({ services: new ServiceContainer([]), registries: new Registries() });
    const store = new RuleNodeBundleStore({ http, pluginHost: host, baseUrl: `${server.url}/`, log: (m) => logs.push(m) });
    await store.refresh();
    expect(store.installed).toEqual([]);
    expect(logs).toEqual(['The installed rule-node UI bundles could not be listed']);
  });
});

describe('RuleNodeEditorLibraryStore with installed bundles', () => {
  it('lists a bundle installed since the page opened on the next loadAll, and its editor wins', async () => {
    const { library } = await setup(tenant);
    await library.loadAll();
    expect(library.editorFor(CLAZZ)?.component).toBe(Builtin);
    await (await setup()).store.install(bundleFile('acme.library', '1.0.0'));
    await library.loadAll();
    expect(library.editorFor(CLAZZ)?.component).toBe(components['acme.library@1.0.0']);
    expect(library.bundleFor(CLAZZ)).toMatchObject({ manifest: { id: 'acme.library' }, status: 'active' });
    await removeOnServer('acme.library');
    await library.loadAll();
    expect(library.editorFor(CLAZZ)?.component).toBe(Builtin);
    expect(library.bundleFor(CLAZZ)).toBeUndefined();
  });

  it('gives a class of a failed installed bundle no editor, so the dialog shows the load error, not the replaced editor', async () => {
    const { store, library } = await setup();
    await store.install(bundleFile('acme.library-broken', '1.0.0', CLAZZ, "throw new Error('broken');"));
    await library.loadAll();
    expect(library.editorFor(CLAZZ)).toBeUndefined();
    expect(library.bundleFor(CLAZZ)).toMatchObject({ manifest: { id: 'acme.library-broken' }, status: 'failed' });
    expect(library.bundles.map((b) => b.manifest.id)).toEqual(['acme.library-broken']);
    await store.remove('acme.library-broken');
    expect(library.editorFor(CLAZZ)?.component).toBe(Builtin);
  });
});
