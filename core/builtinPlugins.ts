import type { PluginManifest, PluginModule } from './sdk/plugin';
import home from '../plugins/home/manifest.json';
import tenancy from '../plugins/tenancy/manifest.json';
import entities from '../plugins/entities/manifest.json';
import edges from '../plugins/edges/manifest.json';
import ruleChains from '../plugins/rule-chains/manifest.json';
import dashboards from '../plugins/dashboards/manifest.json';
import widgetsLibrary from '../plugins/widgets-library/manifest.json';
import audit from '../plugins/audit/manifest.json';
import settings from '../plugins/settings/manifest.json';
import ruleNodeBundles from '../plugins/rule-node-bundles/manifest.json';

/** A first-party plugin: compiled with the console, its code split into its own chunk. */
export interface BuiltinPlugin {
  manifest: PluginManifest;
  load: () => Promise<{ default: PluginModule }>;
}

export const builtinPlugins: BuiltinPlugin[] = [
  { manifest: home as PluginManifest, load: () => import('../plugins/home/index') },
  { manifest: tenancy as PluginManifest, load: () => import('../plugins/tenancy/index') },
  { manifest: entities as PluginManifest, load: () => import('../plugins/entities/index') },
  { manifest: edges as PluginManifest, load: () => import('../plugins/edges/index') },
  { manifest: ruleChains as PluginManifest, load: () => import('../plugins/rule-chains/index') },
  { manifest: dashboards as PluginManifest, load: () => import('../plugins/dashboards/index') },
  { manifest: widgetsLibrary as PluginManifest, load: () => import('../plugins/widgets-library/index') },
  { manifest: audit as PluginManifest, load: () => import('../plugins/audit/index') },
  { manifest: settings as PluginManifest, load: () => import('../plugins/settings/index') },
  { manifest: ruleNodeBundles as PluginManifest, load: () => import('../plugins/rule-node-bundles/index') },
];
