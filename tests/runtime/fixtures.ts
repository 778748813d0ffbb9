import { definePlugin, type PluginManifest, type PluginModule, toDisposable } from '@tessera/sdk';
import { type PluginSource } from '../../core/runtime/PluginSource';

export const manifest = (id: string, version = '1.0.0', contributes: PluginManifest['contributes'] = {}): PluginManifest => ({
  id, version, name: `Plugin ${id}`, contributes,
});

/** A plugin source whose module is built in memory, counting how often it is loaded. */
export function moduleSource(plugin: PluginModule): PluginSource & { loads: () => number } {
  let count = 0;
  return {
    kind: 'module',
    load: async () => {
      count += 1;
      return { default: plugin };
    },
    loads: () => count,
  };
}

/** A plugin registering one route, one menu item and a cleanup that records its order. */
export function samplePlugin(id: string, events: string[] = []): PluginModule {
  const m = manifest(id, '1.0.0', { routes: [{ id: `${id}.page`, path: id }], menu: [{ id: `${id}.menu` }] });
  return definePlugin({
    manifest: m,
    activate(ctx) {
      ctx.routes.register({ id: `${id}.page`, path: id, title: id, component: () => null });
      ctx.menu.register({ id: `${id}.menu`, title: id, path: `/${id}`, order: 1, authorities: ['TENANT_ADMIN'] });
      ctx.subscriptions.add(toDisposable(() => events.push(`${id}: first cleanup`)));
      ctx.subscriptions.add(toDisposable(() => events.push(`${id}: second cleanup`)));
    },
    deactivate() {
      events.push(`${id}: deactivate`);
    },
  });
}
