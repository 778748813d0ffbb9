import 'systemjs/dist/system.js';
import type { PluginManifest } from '../sdk/plugin';
import { type BundleLoader } from './PluginSource';
import { type SharedModuleMap, toSharedNamespace } from './sharedModules';

interface SystemJs {
  import(url: string): Promise<{ default?: unknown }>;
  set(id: string, ns: object): void;
  delete(id: string): boolean;
  resolve(id: string): string;
  addImportMap(map: { imports: Record<string, string> }): void;
}

const system = (): SystemJs => (globalThis as unknown as { System: SystemJs }).System;
const sharedId = (name: string) => `app:${name}`;

/**
 * Loads plugin bundles (System.register modules) with SystemJS. Before a bundle runs, every
 * host module its manifest lists under `shared` is registered once as `app:<name>`.
 */
export class SystemJsBundleLoader implements BundleLoader {
  private readonly registered = new Map<string, Promise<void>>();

  constructor(private readonly shared: SharedModuleMap) {
    system().addImportMap({ imports: Object.fromEntries(Object.keys(shared).map((name) => [name, sharedId(name)])) });
  }

  async import(url: string, manifest: PluginManifest): Promise<{ default?: unknown }> {
    const needed = manifest.shared ?? [];
    const unknown = needed.filter((name) => !(name in this.shared));
    if (unknown.length > 0) {
      throw new Error(`Cannot find module '${unknown[0]}': the host does not share it`);
    }
    await Promise.all(needed.map((name) => this.ensureShared(name)));
    try {
      return await system().import(url);
    } catch (error) {
      throw new Error(`Unable to load ${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  unload(url: string): void {
    try {
      system().delete(system().resolve(url));
    } catch {
      // never loaded (or failed before registering): nothing to forget
    }
  }

  private ensureShared(name: string): Promise<void> {
    let pending = this.registered.get(name);
    if (!pending) {
      pending = this.shared[name]().then((ns) => system().set(sharedId(name), toSharedNamespace(ns as Record<string, unknown>)));
      this.registered.set(name, pending);
    }
    return pending;
  }
}
