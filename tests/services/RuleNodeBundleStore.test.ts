import { describe, expect, it } from 'vitest';
import { definePlugin, defineRuleNodeEditor, HttpError, type PluginModule } from '@tessera/sdk';
import { PluginHost } from '../../core/runtime/PluginHost';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { HttpClient } from '../../core/services/HttpClient';
import { NotificationStore } from '../../core/services/NotificationStore';
import { RuleNodeBundleStore } from '../../core/services/RuleNodeBundleStore';
import { RuleNodeEditorLibraryStore } from '../../core/services/RuleNodeEditorLibraryStore';
import { TokenManager } from '../../core/services/TokenManager';
import { manifest, moduleSource } from '../runtime/fixtures';
import { api } from '../server/helpers';
import { MemoryStorage } from './testTokens';
import { bundleComponents, bundleTestServer, pluginModuleCode, signedInHttp, testLoader } from './uiBundles/bundleTestHost';

/* The console side of installed rule-node UI bundles, against a real server. */

const CLAZZ = 'org.thingsboard.rule.engine.action.TbLogNode';
const Builtin = () => null;

const suite = bundleTestServer();
const components = bundleComponents;

/** A bundle file whose System.register module exports a plugin registering an editor for `clazz`. */
function bundleFile(id: string, version: string, clazz = CLAZZ, body = '') {
  const code = pluginModuleCode(id, version, `ctx.ruleNodeEditors.register({clazz:${JSON.stringify(clazz)},component:c});`, body);
  const text = JSON.stringify({ manifest: { id, version, name: `Bundle ${id}`, contributes: { ruleNodeEditors: [{ clazz }] } }, code });
  return new Blob([text], { type: 'application/json' });
}

async function setup(tokens = suite.sysadmin) {
  const { http } = signedInHttp(suite.server.url, tokens);
  const registries = new Registries();
  const loader = testLoader();
  const host = new PluginHost({ services: new ServiceContainer([]), registries, bundleLoader: loader, log: () => undefined });
  const builtin: PluginModule = definePlugin({
    manifest: manifest('tessera.rule-node-ui.action', '1.0.0', { ruleNodeEditors: [{ clazz: CLAZZ }] }),
    activate: (ctx) => void ctx.ruleNodeEditors.register(defineRuleNodeEditor({ clazz: CLAZZ, component: Builtin })),
  });
  await host.load(builtin.manifest, moduleSource(builtin));
  const store = new RuleNodeBundleStore({ http, pluginHost: host, baseUrl: `${suite.server.url}/` });
  const library = new RuleNodeEditorLibraryStore({ pluginHost: host, registries, fetchJson: async () => [], baseUrl: `${suite.server.url}/`, installed: store });
  return { store, registries, loader, host, library };
}

const removeOnServer = (id: string) => api(suite.server.url, `/api/ruleNodeUiBundle/${id}`, { method: 'DELETE', token: suite.sysadmin.token });

describe('RuleNodeBundleStore', () => {
  it('installs a bundle whose editor replaces the built-in one, and removing it brings the built-in one back', async () => {
    const { store, registries, loader } = await setup();
    const installed = await store.install(bundleFile('acme.replace', '1.0.0'), 'replace.tessera-bundle.json');
    expect(installed).toMatchObject({ manifest: { id: 'acme.replace', version: '1.0.0' }, status: 'active' });
    expect(loader.imported).toEqual([expect.stringMatching(new RegExp(`^${suite.server.url}/api/ruleNodeUiBundle/acme\\.replace/index-[0-9a-f]{20}\\.js$`))]);
    expect(registries.ruleNodeEditors.get(CLAZZ)?.component).toBe(components['acme.replace@1.0.0']);
    expect(store.bundleFor(CLAZZ)?.manifest.id).toBe('acme.replace');

    await store.remove('acme.replace');
    expect(store.installed).toEqual([]);
    expect(loader.unloaded).toEqual(loader.imported);
    expect(registries.ruleNodeEditors.get(CLAZZ)?.component).toBe(Builtin);
    expect(registries.countOwnedBy('acme.replace')).toBe(0);
  });

  it('picks up what another administrator installed, replaced or removed on the next refresh', async () => {
    const { store, registries, loader } = await setup(suite.tenant);
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
    const { store } = await setup(suite.tenant);
    const error = await store.install(bundleFile('acme.tenant', '1.0.0')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect(store.installed).toEqual([]);
  });

  it('has nothing installed when the server cannot list bundles (a ThingsBoard server)', async () => {
    const logs: string[] = [];
    const http = new HttpClient({ tokens: new TokenManager({ storage: new MemoryStorage(), fetch }), notifications: new NotificationStore(), fetch, baseUrl: suite.server.url });
    const host = new PluginHost({ services: new ServiceContainer([]), registries: new Registries() });
    const store = new RuleNodeBundleStore({ http, pluginHost: host, baseUrl: `${suite.server.url}/`, log: (m) => logs.push(m) });
    await store.refresh();
    expect(store.installed).toEqual([]);
    expect(logs).toEqual(['The installed rule-node UI bundles could not be listed']);
  });
});

describe('RuleNodeEditorLibraryStore with installed bundles', () => {
  it('lists a bundle installed since the page opened on the next loadAll, and its editor wins', async () => {
    const { library } = await setup(suite.tenant);
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
