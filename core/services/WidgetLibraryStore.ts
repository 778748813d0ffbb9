import { action, computed, makeObservable, runInAction, observable, observableRef } from 'mobx';
import type { BundleInfo, HttpService, WidgetLibraryService } from '../sdk/services';
import type { PluginManifest } from '../sdk/plugin';
import type { WidgetDefinition } from '../sdk/widgets';
import { type PluginHost } from '../runtime/PluginHost';
import { type Registries } from '../runtime/Registries';
import {
  findServerDefinition, groupServerBundles, type ServerWidgetBundle,
} from './widgetTypes/serverBundles';
import { hasOwnCode, isSystemRecord, type WidgetsBundleRecord, type WidgetTypeRecord } from './widgetTypes/WidgetTypeRecord';
import { type ServerWidgetDefinition } from './widgetTypes/widgetTypeDefinition';
import { describeOnce, mayDescribe } from './widgetTypes/describeWidgetType';
import type { WidgetTypeDescription } from './sandbox/widgetBridgeProtocol';

/** One entry of `bundles/index.json`, written by the build. */
export interface BundleIndexEntry {
  /** Folder of the bundle below `bundles/`, ending with a slash. */
  path: string;
  manifest: PluginManifest;
}

export interface WidgetLibraryDeps {
  pluginHost: PluginHost;
  registries: Registries;
  fetchJson: (url: string) => Promise<unknown>;
  /** Base URL that `bundles/` is relative to (the page's base URI in the browser). */
  baseUrl: string;
  /** The server's widget library is read with the user's rights; without it only built-in bundles are listed. */
  http?: HttpService;
  /** Observable: `edge_widgets` is listed only when edges are enabled (seed 001 §6). */
  edgesEnabled?: () => boolean;
  /** The server is Tessera's: the whole library comes in one call (`/api/tessera/widgetLibrary`), else one call per bundle. */
  tesseraExtensions?: () => boolean;
  /** Evaluates a controller's descriptor functions in a widget sandbox frame; in the browser by default. */
  describe?: (controllerScript: string) => Promise<WidgetTypeDescription | null>;
  /** Native widget bundles installed on the server (core/services/uiBundles/WidgetUiBundleStore.ts): listed with the built-in ones. */
  installed?: { readonly installed: BundleInfo[]; readonly loading: boolean; refresh(): Promise<void> };
}

/** Loading state of the server's widget library. */
export type ServerLibraryStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The widget library: the built-in bundles (listed in `bundles/index.json`, loaded through the
 * plugin host) and the server's widget bundles and types (contract §4), each type turned into a
 * definition that renders (a built-in React widget or the widget sandbox). The widget library
 * pages call {@link refresh} after they save, import or delete.
 */
export class WidgetLibraryStore implements WidgetLibraryService {
  listed: BundleIndexEntry[] = [];
  listError: Error | null = null;
  /** `bundles/index.json` has answered (or failed). */
  indexSettled = false;
  /** The server's bundles with their types, as last fetched. */
  serverListed: { bundle: WidgetsBundleRecord; types: WidgetTypeRecord[] }[] = [];
  serverStatus: ServerLibraryStatus = 'idle';
  serverError: Error | null = null;
  private listing: Promise<void> | null = null;
  private serverLoading: Promise<void> | null = null;
  private serverGeneration = 0;
  private readonly definitionCache = new WeakMap<WidgetTypeRecord, ServerWidgetDefinition>();
  /** Descriptions of controllers by script (null: it failed), filled in as the sandbox answers. */
  private readonly descriptions = observable.map<string, WidgetTypeDescription | null>({}, { deep: false });

  constructor(private readonly deps: WidgetLibraryDeps) {
    makeObservable<WidgetLibraryStore, 'setServer'>(this, {
      listed: observableRef, listError: observableRef, indexSettled: observableRef, bundles: computed, widgets: computed,
      serverListed: observableRef, serverStatus: observableRef, serverError: observableRef,
      // Kept alive: a definition keeps its identity between renders (a new one would remount the widget).
      serverBundles: computed({ keepAlive: true }), serverDefinitions: computed({ keepAlive: true }), setServer: action,
    });
  }

  /**
   * The server's bundles grouped with their types and definitions, sorted by title;
   * `edge_widgets` only when edges are enabled. Empty until {@link loadServer} or {@link refresh}.
   */
  get serverBundles(): ServerWidgetBundle[] {
    return groupServerBundles(this.serverListed, this.widgets, this.deps.edgesEnabled?.() ?? false, this.definitionCache,
      (type) => this.descriptions.get(type.descriptor?.controllerScript ?? ''));
  }

  /** Every server widget type's definition. */
  get serverDefinitions(): ServerWidgetDefinition[] {
    return this.serverBundles.flatMap((b) => b.definitions);
  }

  /**
   * The definition a dashboard widget names: the server's type of that bundle and type alias
   * (system or tenant as `isSystemType` says), else a built-in widget registered under the aliases.
   */
  definitionFor(widget: { bundleAlias: string; typeAlias: string; isSystemType?: boolean }): WidgetDefinition<any> | undefined {
    const server = findServerDefinition(this.serverBundles, widget);
    // A shipped type waits for the built-in bundles: its widget may be among them.
    if (server && !server.builtin && !hasOwnCode(server.record.descriptor ?? {}) && this.builtinsLoading) return undefined;
    return server
      ?? this.widgets.find((d) => d.bundleAlias === widget.bundleAlias && d.typeAlias === widget.typeAlias)
      ?? this.widgets.find((d) => d.id === `${widget.bundleAlias}.${widget.typeAlias}`);
  }

  /** True until the built-in bundles have loaded (or failed): their widgets may still appear. */
  get builtinsLoading(): boolean {
    return !this.indexSettled || (this.deps.installed?.loading ?? false) || this.bundles.some((b) => b.status === 'listed' || b.status === 'loading');
  }

  /** True while a widget type may still appear: the server's library or a built-in bundle is loading. */
  get loading(): boolean {
    return this.serverStatus === 'idle' || this.serverStatus === 'loading' || this.builtinsLoading;
  }

  /** Fetches the server's library once (later calls share it); {@link refresh} fetches again. */
  loadServer(): Promise<void> {
    this.serverLoading ??= this.fetchServer();
    return this.serverLoading;
  }

  /** Fetches the server's bundles and types again: after a bundle or type was saved, imported or deleted. */
  refresh(): Promise<void> {
    void this.deps.installed?.refresh();
    this.serverLoading = this.fetchServer();
    return this.serverLoading;
  }

  /** Forgets the server's library (another user signed in); the next load fetches it again. */
  resetServer(): void {
    this.serverGeneration++;
    this.serverLoading = null;
    runInAction(() => {
      this.serverListed = [];
      this.serverStatus = 'idle';
      this.serverError = null;
    });
  }

  private async fetchServer(): Promise<void> {
    const { http } = this.deps;
    if (!http) return;
    const generation = ++this.serverGeneration;
    runInAction(() => { this.serverStatus = 'loading'; });
    try {
      const listed = this.deps.tesseraExtensions?.() ? await this.fetchLibrary(http) : await this.fetchPerBundle(http);
      if (generation === this.serverGeneration) this.setServer(listed, null);
    } catch (error) {
      if (generation === this.serverGeneration) this.setServer(null, error instanceof Error ? error : new Error(String(error)));
      // The next loadServer tries again.
      this.serverLoading = null;
    }
  }

  /** Tessera's server: every readable bundle with its types in one answer. */
  private async fetchLibrary(http: HttpService): Promise<WidgetLibraryStore['serverListed']> {
    const library = await http.get<{ widgetsBundle: WidgetsBundleRecord; widgetTypes: WidgetTypeRecord[] }[]>('/api/tessera/widgetLibrary');
    return (Array.isArray(library) ? library : []).map((entry) => ({ bundle: entry.widgetsBundle, types: Array.isArray(entry.widgetTypes) ? entry.widgetTypes : [] }));
  }

  /** ThingsBoard 3.3 has per-bundle calls only: the bundles, then each bundle's types. */
  private async fetchPerBundle(http: HttpService): Promise<WidgetLibraryStore['serverListed']> {
    const bundles = await http.get<WidgetsBundleRecord[]>('/api/widgetsBundles');
    return Promise.all((Array.isArray(bundles) ? bundles : []).map(async (bundle) => {
      const query = new URLSearchParams({ isSystem: String(isSystemRecord(bundle)), bundleAlias: bundle.alias });
      const types = await http.get<WidgetTypeRecord[]>(`/api/widgetTypesDetails?${query.toString()}`);
      return { bundle, types: Array.isArray(types) ? types : [] };
    }));
  }

  private setServer(listed: WidgetLibraryStore['serverListed'] | null, error: Error | null): void {
    if (listed) this.serverListed = listed;
    this.serverError = error;
    this.serverStatus = error ? 'failed' : 'loaded';
    if (listed) this.describeControllers(listed.flatMap((l) => l.types));
  }

  /**
   * Has the sandbox evaluate the descriptor functions of controllers that define them (action
   * sources, type parameters, schemas); each type's definition is remade when its answer comes.
   */
  private describeControllers(types: readonly WidgetTypeRecord[]): void {
    const describe = this.deps.describe
      ?? (typeof document === 'undefined' ? undefined : (script: string) => describeOnce(document, script));
    if (!describe) return;
    for (const type of types) {
      const script = type.descriptor?.controllerScript;
      if (!script || !mayDescribe(script) || this.descriptions.has(script)) continue;
      void describe(script).then((description) => runInAction(() => { this.descriptions.set(script, description); }));
    }
  }

  get bundles(): BundleInfo[] {
    const builtin = this.listed.map(({ manifest }): BundleInfo => {
      const record = this.deps.pluginHost.plugins.get(manifest.id);
      return { manifest, status: record?.status ?? 'listed', error: record?.error };
    });
    return [...builtin, ...(this.deps.installed?.installed ?? [])];
  }

  get widgets(): WidgetDefinition<any>[] {
    return this.deps.registries.widgets.all;
  }

  /** Name of the plugin that registered a widget type, or the server bundle a sandboxed type is in. */
  pluginNameOf(widgetId: string): string {
    const server = this.serverBundles.find((b) => b.definitions.some((d) => d.id === widgetId && !d.builtin));
    if (server) return server.bundle.title;
    const owner = this.deps.registries.widgets.ownerOf(widgetId);
    const installed = this.deps.installed?.installed.find((b) => b.manifest.id === owner);
    return (owner && (this.deps.pluginHost.plugins.get(owner)?.manifest.name ?? installed?.manifest.name)) || owner || widgetId;
  }

  /** Loads the built-in bundles (once) and the server's library (once; see {@link refresh}). */
  async loadAll(): Promise<void> {
    void this.loadServer();
    await this.list();
    await Promise.all(
      this.listed.map(({ path, manifest }) => {
        const url = new URL(`bundles/${path}${manifest.main ?? 'index.js'}`, this.deps.baseUrl).href;
        return this.deps.pluginHost.load(manifest, { kind: 'bundle', url }).catch((error: unknown) => {
          console.error(`Bundle '${manifest.id}' was not loaded`, error);
        });
      }),
    );
  }

  private list(): Promise<void> {
    this.listing ??= this.deps.fetchJson(new URL('bundles/index.json', this.deps.baseUrl).href).then(
      (index) => runInAction(() => {
        this.listed = Array.isArray(index) ? (index as BundleIndexEntry[]) : [];
        this.indexSettled = true;
      }),
      (error: unknown) => runInAction(() => {
        this.listError = error instanceof Error ? error : new Error(String(error));
        this.indexSettled = true;
        this.listing = null;
      }),
    );
    return this.listing;
  }
}
