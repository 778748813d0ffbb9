import { type PluginManifest, type PluginModule } from '@tessera/sdk';
import { builtinPlugins } from '../../core/builtinPlugins';
import { PluginHost } from '../../core/runtime/PluginHost';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import clockManifest from '../../widget-bundles/clock/manifest.json';

/** Every plugin Tessera ships: first-party plugins and runtime bundles, loaded as modules. */
export const shippedPlugins: { manifest: PluginManifest; load: () => Promise<{ default: PluginModule }> }[] = [
  ...builtinPlugins,
  { manifest: clockManifest as PluginManifest, load: () => import('../../widget-bundles/clock/index') },
];

/** A host with every first-party plugin active, and the warnings it logged. */
export async function hostWithBuiltins() {
  const registries = new Registries();
  const warnings: string[] = [];
  const host = new PluginHost({ services: new ServiceContainer([]), registries, log: (m) => warnings.push(m) });
  const records = await Promise.all(builtinPlugins.map((p) => host.load(p.manifest, { kind: 'module', load: p.load })));
  return { host, registries, warnings, records };
}
