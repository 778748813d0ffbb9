import { describe, expect, it } from 'vitest';
import { definePlugin, defineRuleNodeEditor, type PluginManifest } from '@tessera/sdk';
import { PluginHost } from '../../core/runtime/PluginHost';
import { type BundleLoader } from '../../core/runtime/PluginSource';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { RuleNodeEditorLibraryStore } from '../../core/services/RuleNodeEditorLibraryStore';

const LOG = 'org.thingsboard.rule.engine.action.TbLogNode';
const FILTER = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';
const ALARM = 'org.thingsboard.rule.engine.action.TbCreateAlarmNode';

const manifest = (id: string, classes: string[], widgets = false): PluginManifest => ({
  id, version: '1.0.0', name: id, main: 'index.js',
  contributes: { ruleNodeEditors: classes.map((clazz) => ({ clazz })), ...(widgets ? { widgets: [{ id: `${id}.w`, name: 'W', kind: 'static' as const }] } : {}) },
});

/** A rule-node bundle registering an editor for each class its manifest lists. */
const editorBundle = (m: PluginManifest) => definePlugin({
  manifest: m,
  activate(ctx) {
    for (const { clazz } of m.contributes?.ruleNodeEditors ?? []) ctx.ruleNodeEditors.register(defineRuleNodeEditor({ clazz, component: () => null }));
  },
});

function setup() {
  const actions = manifest('acme.actions', [LOG]);
  const filters = manifest('acme.filters', [FILTER]);
  const broken = manifest('acme.broken', [ALARM]);
  const charts = { ...manifest('acme.charts', [], true), contributes: { widgets: [{ id: 'acme.charts.w', name: 'W', kind: 'static' as const }] } };
  const imported: string[] = [];
  const loader: BundleLoader = {
    import: async (url, m) => {
      imported.push(url);
      if (m.id === 'acme.broken') throw new Error('SyntaxError in bundle');
      return { default: editorBundle(m) };
    },
    unload: () => undefined,
  };
  const registries = new Registries();
  const pluginHost = new PluginHost({ services: new ServiceContainer([]), registries, bundleLoader: loader, log: () => undefined });
  const index = [actions, filters, broken, charts].map((m) => ({ path: `${m.id}/`, manifest: m }));
  const fetched: string[] = [];
  const store = new RuleNodeEditorLibraryStore({
    pluginHost, registries, baseUrl: 'http://console.test/', fetchJson: async (url) => { fetched.push(url); return index; },
  });
  return { store, imported, fetched };
}

describe('RuleNodeEditorLibraryStore', () => {
  it('loads only the bundles that contribute rule-node editors, once', async () => {
    const { store, imported, fetched } = setup();
    await store.loadAll();
    await store.loadAll();
    expect(fetched).toEqual(['http://console.test/bundles/index.json']);
    expect(imported.sort()).toEqual([
      'http://console.test/bundles/acme.actions/index.js', 'http://console.test/bundles/acme.broken/index.js', 'http://console.test/bundles/acme.filters/index.js',
    ]);
    expect(store.bundles.map((b) => [b.manifest.id, b.status])).toEqual([['acme.actions', 'active'], ['acme.filters', 'active'], ['acme.broken', 'failed']]);
  });

  it('finds the editor of a class, and the bundle that lists it even when it failed', async () => {
    const { store } = setup();
    expect(store.bundleFor(LOG)).toBeUndefined();
    expect(store.editorFor(LOG)).toBeUndefined();
    await store.loadAll();
    expect(store.editorFor(LOG)?.clazz).toBe(LOG);
    expect(store.editors.map((e) => e.clazz).sort()).toEqual([LOG, FILTER].sort());
    expect(store.editorFor(ALARM)).toBeUndefined();
    expect(store.bundleFor(ALARM)).toMatchObject({ status: 'failed', error: expect.objectContaining({ message: 'SyntaxError in bundle' }) });
    expect(store.bundleFor('org.acme.Unknown')).toBeUndefined();
  });

  it('lists nothing when the bundle list cannot be read, and asks again next time', async () => {
    const registries = new Registries();
    let calls = 0;
    const store = new RuleNodeEditorLibraryStore({
      pluginHost: new PluginHost({ services: new ServiceContainer([]), registries, log: () => undefined }), registries, baseUrl: 'http://console.test/',
      fetchJson: async () => { calls += 1; throw new Error('offline'); },
    });
    const error = console.error;
    console.error = () => undefined;
    try {
      await store.loadAll();
      await store.loadAll();
    } finally {
      console.error = error;
    }
    expect(store.bundles).toEqual([]);
    expect(calls).toBe(2);
  });
});
