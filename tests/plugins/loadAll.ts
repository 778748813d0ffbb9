import { type PluginManifest, type PluginModule } from '@tessera/sdk';
import { builtinPlugins } from '../../core/builtinPlugins';
import { PluginHost } from '../../core/runtime/PluginHost';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type ShippedPlugin = { manifest: PluginManifest; load: () => Promise<{ default: PluginModule }> };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The runtime bundles of widget-bundles/ and rule-node-ui/, found as the build finds them. */
export const runtimeBundles: ShippedPlugin[] = ['widget-bundles', 'rule-node-ui'].flatMap((parent) => {
  const base = path.join(root, parent);
  if (!existsSync(base)) return [];
  return readdirSync(base).sort().filter((name) => existsSync(path.join(base, name, 'manifest.json'))).map((name) => {
    const entry = ['index.ts', 'index.tsx'].map((file) => path.join(base, name, file)).find(existsSync)!;
    return {
      manifest: JSON.parse(readFileSync(path.join(base, name, 'manifest.json'), 'utf8')) as PluginManifest,
      load: () => import(/* @vite-ignore */ entry) as Promise<{ default: PluginModule }>,
    };
  });
});

/** Every plugin Tessera ships: first-party plugins and runtime bundles, loaded as modules. */
export const shippedPlugins: ShippedPlugin[] = [...builtinPlugins, ...runtimeBundles];

/** A host with every first-party plugin active, and the warnings it logged. */
export async function hostWithBuiltins() {
  const registries = new Registries();
  const warnings: string[] = [];
  const host = new PluginHost({ services: new ServiceContainer([]), registries, log: (m) => warnings.push(m) });
  const records = await Promise.all(builtinPlugins.map((p) => host.load(p.manifest, { kind: 'module', load: p.load })));
  return { host, registries, warnings, records };
}
