import { describe, expect, it } from 'vitest';
import { PluginHost } from '../../core/runtime/PluginHost';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { shippedPlugins } from './loadAll';

describe.each(shippedPlugins.map((p) => [p.manifest.id, p] as const))('plugin %s', (_id, plugin) => {
  it('activates and registers exactly what its manifest lists', async () => {
    const registries = new Registries();
    const warnings: string[] = [];
    const host = new PluginHost({ services: new ServiceContainer([]), registries, log: (m) => warnings.push(m) });
    const record = await host.load(plugin.manifest, { kind: 'module', load: plugin.load });
    expect(record.error).toBeUndefined();
    expect(record.status).toBe('active');
    expect(warnings).toEqual([]);
    const c = plugin.manifest.contributes ?? {};
    const id = plugin.manifest.id;
    expect(registries.routes.keysOf(id).sort()).toEqual((c.routes ?? []).map((r) => r.id).sort());
    expect(registries.menu.keysOf(id).sort()).toEqual((c.menu ?? []).map((m) => m.id).sort());
    expect(registries.settingsPages.keysOf(id).sort()).toEqual((c.settingsPages ?? []).map((s) => s.id).sort());
    expect(registries.widgets.keysOf(id).sort()).toEqual((c.widgets ?? []).map((w) => w.id).sort());
    for (const route of c.routes ?? []) expect(registries.routes.get(route.id)?.path).toBe(route.path);
  });

  it('leaves nothing behind when unloaded', async () => {
    const registries = new Registries();
    const host = new PluginHost({ services: new ServiceContainer([]), registries, log: () => undefined });
    await host.load(plugin.manifest, { kind: 'module', load: plugin.load });
    await host.unload(plugin.manifest.id);
    expect(registries.countOwnedBy(plugin.manifest.id)).toBe(0);
    expect(host.plugins.size).toBe(0);
  });

  it('declares the same manifest in code as in manifest.json', async () => {
    const module = (await plugin.load()).default;
    expect(module.manifest).toEqual(plugin.manifest);
  });
});
