import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { definePlugin, type PluginManifest } from '@tessera/sdk';
import { DuplicatePluginError, PluginHost } from '../../core/runtime/PluginHost';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { type BundleLoader } from '../../core/runtime/PluginSource';
import { manifest, moduleSource, samplePlugin } from './fixtures';

function createHost(bundleLoader?: BundleLoader) {
  const registries = new Registries();
  const logs: string[] = [];
  const host = new PluginHost({
    services: new ServiceContainer([]), registries, bundleLoader, log: (m) => logs.push(m),
  });
  return { host, registries, logs };
}

describe('PluginHost', () => {
  it('activates a plugin and shows its contributions in the registries', async () => {
    const { host, registries } = createHost();
    const plugin = samplePlugin('acme.one');
    const record = await host.load(plugin.manifest, moduleSource(plugin));
    expect(record.status).toBe('active');
    expect(registries.routes.get('acme.one.page')?.path).toBe('acme.one');
    expect(registries.menu.ownerOf('acme.one.menu')).toBe('acme.one');
  });

  it('unloading leaves nothing behind and disposes registrations in reverse order', async () => {
    const { host, registries } = createHost();
    const events: string[] = [];
    const plugin = samplePlugin('acme.one', events);
    await host.load(plugin.manifest, moduleSource(plugin));
    expect(registries.countOwnedBy('acme.one')).toBe(2);

    await host.unload('acme.one');

    expect(registries.countOwnedBy('acme.one')).toBe(0);
    expect(registries.routes.all).toEqual([]);
    expect(registries.menu.all).toEqual([]);
    expect(host.plugins.size).toBe(0);
    expect(events).toEqual(['acme.one: deactivate', 'acme.one: second cleanup', 'acme.one: first cleanup']);
  });

  it('can load a plugin again after unloading it', async () => {
    const { host, registries } = createHost();
    const plugin = samplePlugin('acme.one');
    const source = moduleSource(plugin);
    await host.load(plugin.manifest, source);
    await host.unload('acme.one');
    const again = await host.load(plugin.manifest, source);
    expect(again.status).toBe('active');
    expect(source.loads()).toBe(2);
    expect(registries.countOwnedBy('acme.one')).toBe(2);
  });

  it('keeps one load promise per plugin id and version', async () => {
    const { host } = createHost();
    const plugin = samplePlugin('acme.one');
    const source = moduleSource(plugin);
    const [a, b] = [host.load(plugin.manifest, source), host.load(plugin.manifest, source)];
    expect(a).toBe(b);
    await a;
    expect(source.loads()).toBe(1);
  });

  it('refuses a second plugin with an id that is already loaded', async () => {
    const { host, registries } = createHost();
    const first = samplePlugin('acme.one');
    await host.load(first.manifest, moduleSource(first));
    const other = { ...first, manifest: { ...first.manifest, version: '2.0.0' } };
    await expect(host.load(other.manifest, moduleSource(other))).rejects.toBeInstanceOf(DuplicatePluginError);
    await expect(host.load(other.manifest, moduleSource(other))).rejects.toThrow(/acme\.one.*already loaded \(acme\.one@1\.0\.0\)/);
    expect(registries.countOwnedBy('acme.one')).toBe(2);
  });

  it('refuses a contribution id that another plugin registered, naming both plugins', async () => {
    const { host, registries } = createHost();
    const first = samplePlugin('acme.one');
    await host.load(first.manifest, moduleSource(first));
    const thief = definePlugin({
      manifest: manifest('acme.two'),
      activate(ctx) {
        ctx.routes.register({ id: 'acme.one.page', path: 'x', title: 'x', component: () => null });
      },
    });
    const record = await host.load(thief.manifest, moduleSource(thief));
    expect(record.status).toBe('failed');
    expect(record.error?.message).toBe("Route 'acme.one.page' from plugin 'acme.two' is already registered by plugin 'acme.one'");
    expect(registries.routes.ownerOf('acme.one.page')).toBe('acme.one');
  });

  it('isolates a plugin that throws while activating and rolls back what it registered', async () => {
    const { host, registries, logs } = createHost();
    const good = samplePlugin('acme.good');
    const bad = definePlugin({
      manifest: manifest('acme.bad'),
      activate(ctx) {
        ctx.menu.register({ id: 'acme.bad.menu', title: 'bad', path: '/bad', order: 1, authorities: ['SYS_ADMIN'] });
        throw new Error('boom');
      },
    });
    const [goodRecord, badRecord] = await Promise.all([
      host.load(good.manifest, moduleSource(good)), host.load(bad.manifest, moduleSource(bad)),
    ]);
    expect(goodRecord.status).toBe('active');
    expect(badRecord.status).toBe('failed');
    expect(badRecord.error?.message).toBe('boom');
    expect(registries.menu.get('acme.bad.menu')).toBeUndefined();
    expect(registries.menu.get('acme.good.menu')).toBeDefined();
    expect(logs).toContain("Plugin 'Plugin acme.bad' (acme.bad) failed to load: boom");
  });

  it('records a bundle that fails to load as failed and unloads it', async () => {
    const unloaded: string[] = [];
    const loader: BundleLoader = {
      import: async (url) => { throw new Error(`Unable to load ${url}: 404`); },
      unload: (url) => { unloaded.push(url); },
    };
    const { host } = createHost(loader);
    const m: PluginManifest = manifest('acme.broken');
    const record = await host.load(m, { kind: 'bundle', url: '/bundles/acme.broken/index.js' });
    expect(record.status).toBe('failed');
    expect(record.error?.message).toBe('Unable to load /bundles/acme.broken/index.js: 404');
    expect(unloaded).toEqual(['/bundles/acme.broken/index.js']);
  });

  it('refuses a bundle whose default export is not a plugin or names another id', async () => {
    const { host } = createHost({ import: async () => ({ default: { nothing: true } }), unload: () => undefined });
    const record = await host.load(manifest('acme.empty'), { kind: 'bundle', url: '/x.js' });
    expect(record.error?.message).toBe('The bundle has no default export made with definePlugin()');

    const impostor = samplePlugin('acme.real');
    const second = await host.load(manifest('acme.claimed'), moduleSource(impostor));
    expect(second.error?.message).toBe("The bundle declares plugin 'acme.real', but its manifest says 'acme.claimed'");
  });

  it('warns when a plugin does not register what its manifest lists', async () => {
    const { host, logs } = createHost();
    const lazy = definePlugin({ manifest: manifest('acme.lazy', '1.0.0', { widgets: [{ id: 'acme.lazy.w', name: 'W', kind: 'static' }] }), activate() {} });
    await host.load(lazy.manifest, moduleSource(lazy));
    expect(logs).toContain("Plugin 'acme.lazy' lists widget 'acme.lazy.w' in its manifest but did not register it");
  });

  it('makes registrations observable: they appear at once and vanish on unload', async () => {
    const { host, registries } = createHost();
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(registries.menu.all.map((m) => m.id)));
    const plugin = samplePlugin('acme.one');
    await host.load(plugin.manifest, moduleSource(plugin));
    await host.unload('acme.one');
    stop();
    expect(seen).toEqual([[], ['acme.one.menu'], []]);
  });

  it('a registration disposed by the plugin itself disappears without unloading', async () => {
    const { host, registries } = createHost();
    let handle: { dispose(): void } | undefined;
    const plugin = definePlugin({
      manifest: manifest('acme.self'),
      activate(ctx) {
        handle = ctx.menu.register({ id: 'acme.self.menu', title: 's', path: '/s', order: 1, authorities: ['SYS_ADMIN'] });
      },
    });
    await host.load(plugin.manifest, moduleSource(plugin));
    handle!.dispose();
    expect(registries.menu.get('acme.self.menu')).toBeUndefined();
    await host.unload('acme.self');
    expect(host.plugins.size).toBe(0);
  });
});
