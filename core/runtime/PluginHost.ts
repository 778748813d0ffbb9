import { action, makeObservable, observable, runInAction } from 'mobx';
import { DisposableStore } from '../sdk/Disposable';
import type { PluginContext, PluginManifest, PluginModule, Registrar } from '../sdk/plugin';
import type { ServiceHolder } from '../sdk/ServiceRef';
import { type ContributionRegistry } from './ContributionRegistry';
import { type BundleLoader, type PluginSource } from './PluginSource';
import { type Registries } from './Registries';
import { missingContributions } from './manifestCheck';

export type PluginStatus = 'loading' | 'active' | 'failed';

/** What the host knows of one plugin; observable for the UI. */
export interface PluginRecord {
  readonly manifest: PluginManifest;
  readonly source: PluginSource;
  status: PluginStatus;
  error?: Error;
}

/** Thrown when a plugin id is loaded while another plugin or version holds it. */
export class DuplicatePluginError extends Error {
  constructor(id: string, existing: string, requested: string) {
    super(`Plugin '${id}' is already loaded (${existing}); refusing to load ${requested}`);
    this.name = 'DuplicatePluginError';
  }
}

interface ActivePlugin {
  module: PluginModule;
  context: PluginContext;
}

/** How a plugin is loaded. */
export interface PluginLoadOptions {
  /**
   * Its rule-node editors replace those of other plugins for the same classes while it is
   * loaded (rule-node UI bundles a system administrator installed); unloading it brings
   * the replaced ones back.
   */
  overridesRuleNodeEditors?: boolean;
}

export interface PluginHostDeps {
  services: ServiceHolder;
  registries: Registries;
  bundleLoader?: BundleLoader;
  /** Where warnings and plugin failures are reported. */
  log?: (message: string, error?: unknown) => void;
}

const describe = (m: PluginManifest) => `${m.id}@${m.version}`;

/**
 * Loads, activates, deactivates and unloads plugins. Keeps one load promise per plugin id
 * and version. A plugin that fails to load or throws while activating is rolled back and
 * recorded as failed; it never takes the host down.
 */
export class PluginHost {
  /** Every plugin known to the host, by id. */
  readonly plugins = observable.map<string, PluginRecord>({}, { deep: false });
  private readonly loads = new Map<string, Promise<PluginRecord>>();
  private readonly active = new Map<string, ActivePlugin>();

  constructor(private readonly deps: PluginHostDeps) {
    makeObservable<PluginHost, 'setStatus'>(this, { setStatus: action });
  }

  /**
   * Loads and activates a plugin. Resolves with its record, `failed` if its code could not
   * be loaded or threw; rejects only with {@link DuplicatePluginError}.
   */
  load(manifest: PluginManifest, source: PluginSource, options: PluginLoadOptions = {}): Promise<PluginRecord> {
    const key = describe(manifest);
    const pending = this.loads.get(key);
    if (pending) return pending;
    const existing = this.plugins.get(manifest.id);
    if (existing) return Promise.reject(new DuplicatePluginError(manifest.id, describe(existing.manifest), key));

    const record: PluginRecord = observable({ manifest, source, status: 'loading' as PluginStatus }, { manifest: false, source: false });
    runInAction(() => this.plugins.set(manifest.id, record));
    const promise = this.activate(record, options);
    this.loads.set(key, promise);
    return promise;
  }

  /** Deactivates a plugin, disposes its registrations last-first and unloads its module. */
  async unload(id: string): Promise<void> {
    const record = this.plugins.get(id);
    if (!record) return;
    const key = describe(record.manifest);
    await this.loads.get(key)?.catch(() => undefined);
    const plugin = this.active.get(id);
    this.active.delete(id);
    if (plugin) {
      try {
        await plugin.module.deactivate?.();
      } catch (error) {
        this.report(`Plugin '${id}' failed while deactivating`, error);
      }
      this.disposeContext(plugin.context);
    }
    this.unloadModule(record.source);
    this.loads.delete(key);
    runInAction(() => this.plugins.delete(id));
  }

  /** Unloads every plugin, most recently loaded first. */
  async unloadAll(): Promise<void> {
    for (const id of Array.from(this.plugins.keys()).reverse()) await this.unload(id);
  }

  private async activate(record: PluginRecord, options: PluginLoadOptions): Promise<PluginRecord> {
    const { manifest } = record;
    let context: PluginContext | undefined;
    try {
      const module = await this.importModule(manifest, record.source);
      context = this.createContext(manifest, options);
      await module.activate(context);
      for (const missing of missingContributions(manifest, this.deps.registries)) {
        this.report(`Plugin '${manifest.id}' lists ${missing} in its manifest but did not register it`);
      }
      this.active.set(manifest.id, { module, context });
      this.setStatus(record, 'active');
    } catch (cause) {
      if (context) this.disposeContext(context);
      this.unloadModule(record.source);
      this.loads.delete(describe(manifest));
      const error = cause instanceof Error ? cause : new Error(String(cause));
      this.report(`Plugin '${manifest.name}' (${manifest.id}) failed to load: ${error.message}`, error);
      this.setStatus(record, 'failed', error);
    }
    return record;
  }

  private async importModule(manifest: PluginManifest, source: PluginSource): Promise<PluginModule> {
    let namespace: { default?: unknown };
    if (source.kind === 'module') {
      namespace = await source.load();
    } else {
      if (!this.deps.bundleLoader) throw new Error('This host cannot load runtime bundles');
      namespace = await this.deps.bundleLoader.import(source.url, manifest);
    }
    const module = namespace.default as PluginModule | undefined;
    if (!module || typeof module.activate !== 'function' || !module.manifest) {
      throw new Error('The bundle has no default export made with definePlugin()');
    }
    if (module.manifest.id !== manifest.id) {
      throw new Error(`The bundle declares plugin '${module.manifest.id}', but its manifest says '${manifest.id}'`);
    }
    return module;
  }

  private createContext(manifest: PluginManifest, options: PluginLoadOptions): PluginContext {
    const subscriptions = new DisposableStore();
    const { registries, services } = this.deps;
    const registrar = <T>(registry: ContributionRegistry<T>, override = false): Registrar<T> => ({
      register: (item: T) => {
        if (subscriptions.isDisposed) throw new Error(`Plugin '${manifest.id}' is unloaded`);
        return subscriptions.add(override ? registry.override(item, manifest.id) : registry.register(item, manifest.id));
      },
    });
    return {
      manifest,
      services,
      subscriptions,
      widgets: registrar(registries.widgets),
      ruleNodeEditors: registrar(registries.ruleNodeEditors, options.overridesRuleNodeEditors),
      routes: registrar(registries.routes),
      menu: registrar(registries.menu),
      settingsPages: registrar(registries.settingsPages),
      entityTabs: registrar(registries.entityTabs),
    };
  }

  private disposeContext(context: PluginContext): void {
    try {
      context.subscriptions.dispose();
    } catch (error) {
      this.report(`Plugin '${context.manifest.id}' failed while disposing`, error);
    }
  }

  private unloadModule(source: PluginSource): void {
    if (source.kind === 'bundle') this.deps.bundleLoader?.unload(source.url);
  }

  private setStatus(record: PluginRecord, status: PluginStatus, error?: Error): void {
    record.status = status;
    record.error = error;
  }

  private report(message: string, error?: unknown): void {
    (this.deps.log ?? ((m, e) => console.error(m, e ?? '')))(message, error);
  }
}
