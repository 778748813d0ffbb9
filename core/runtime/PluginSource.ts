import type { PluginManifest, PluginModule } from '../sdk/plugin';

/**
 * Where a plugin's code comes from: a module compiled into the host and split into its own
 * chunk (first-party features), or a bundle loaded at runtime through SystemJS.
 */
export type PluginSource =
  | { kind: 'module'; load: () => Promise<{ default: PluginModule }> }
  | { kind: 'bundle'; url: string };

/** Loads and unloads runtime bundles. */
export interface BundleLoader {
  /** Imports the bundle at `url` and returns its module namespace. */
  import(url: string, manifest: PluginManifest): Promise<{ default?: unknown }>;
  /** Forgets the bundle so that a later import loads it again. */
  unload(url: string): void;
}
