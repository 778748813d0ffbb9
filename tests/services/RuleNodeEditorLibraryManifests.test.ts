import { describe, expect, it, vi } from 'vitest';
import type { InstalledBundleInfo, PluginManifest, RuleNodeBundleService } from '@tessera/sdk';
import { PluginHost } from '../../core/runtime/PluginHost';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { RuleNodeEditorLibraryStore } from '../../core/services/RuleNodeEditorLibraryStore';

const LOG = 'org.thingsboard.rule.engine.action.TbLogNode';
const manifest = (id: string, ruleNodeEditors: object[]): PluginManifest =>
  ({ id, version: '1.0.0', name: id, main: 'index.js', contributes: { ruleNodeEditors } }) as PluginManifest;

describe('RuleNodeEditorLibraryStore.listManifests', () => {
  it('lists installed manifests first, then the built-in editor bundles, without loading any code', async () => {
    const builtin = manifest('tessera.rule-nodes.action', [{ clazz: LOG, docUrl: 'https://docs.example/log' }]);
    const widgets = { id: 'tessera.charts', version: '1.0.0', name: 'Charts', contributes: { widgets: [] } } as PluginManifest;
    const acme = manifest('acme.hello-node', [{ clazz: LOG, description: 'Logs hello', icon: 'Bad Icon' }]);
    const listed: InstalledBundleInfo = { manifest: acme, installedTime: 1, status: 'listed' };
    const installed = {
      list: vi.fn(async () => [listed]), refresh: vi.fn(async () => undefined),
      installed: [listed], bundleFor: () => listed, install: vi.fn(), remove: vi.fn(),
    } as unknown as RuleNodeBundleService;
    const imports: string[] = [];
    const registries = new Registries();
    const pluginHost = new PluginHost({
      services: new ServiceContainer([]), registries, log: () => undefined,
      bundleLoader: { import: async (url) => { imports.push(url); throw new Error('no code may load'); }, unload: () => undefined },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new RuleNodeEditorLibraryStore({
      pluginHost, registries, installed, baseUrl: 'http://console.test/',
      fetchJson: async () => [{ path: 'a/', manifest: builtin }, { path: 'c/', manifest: widgets }],
    });
    expect((await store.listManifests()).map((m) => m.id)).toEqual(['acme.hello-node', 'tessera.rule-nodes.action']);
    expect(imports).toEqual([]);
    expect(installed.refresh).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(`Bundle 'acme.hello-node': rule-node editor '${LOG}': 'icon' must be a Material icon name such as 'filter_list'`);
    warn.mockRestore();
  });

  it('answers with what it has when a list cannot be fetched', async () => {
    const registries = new Registries();
    const pluginHost = new PluginHost({ services: new ServiceContainer([]), registries, log: () => undefined, bundleLoader: { import: async () => ({}), unload: () => undefined } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const installed = { list: async () => { throw new Error('offline'); } } as unknown as RuleNodeBundleService;
    const store = new RuleNodeEditorLibraryStore({ pluginHost, registries, installed, baseUrl: 'http://console.test/', fetchJson: async () => { throw new Error('404'); } });
    await expect(store.listManifests()).resolves.toEqual([]);
    error.mockRestore();
  });
});
