import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import type { PluginManifest } from '../../sdk/plugin';
import type { InstalledBundleInfo } from '../../sdk/ruleNodeBundles';
import type { BundleInfo, HttpService } from '../../sdk/services';
import { NULL_UUID } from '../../sdk/types';
import { type PluginHost, type PluginLoadOptions } from '../../runtime/PluginHost';

/** One entry of `GET /api/ruleNodeUiBundles` or `/api/widgetUiBundles` (server/http/routes/uiBundles.ts). */
export interface UiBundleListing {
  id: string;
  createdTime: number;
  version: string;
  name: string;
  manifest: PluginManifest;
  codeHash: string;
  /** Who installed it: a tenant, or the null UUID for everyone. Absent on older servers. */
  tenantId?: string;
  /** The module, relative to the console's base URL; its name carries the content hash. */
  url: string;
}

/** An installed bundle with its load state in this console. */
export interface InstalledUiBundle extends InstalledBundleInfo {
  /** Installed by the system administrator for everyone (runs in the page), else by a tenant for itself. */
  system: boolean;
  codeHash: string;
}

/** One kind of runtime bundle: its endpoint and how the plugin host loads it. */
export interface UiBundleKind {
  /** The item path, e.g. `/api/ruleNodeUiBundle`; the list is its plural. */
  path: string;
  /** For log lines: `rule-node UI bundle`. */
  what: string;
  loadOptions?: PluginLoadOptions;
}

export interface UiBundleStoreDeps {
  http: HttpService;
  pluginHost: PluginHost;
  /** Base URL that the listed module URLs are relative to (the page's base URI in the browser). */
  baseUrl: string;
  log?: (message: string, error?: unknown) => void;
}

/** Upload progress of an install: bytes sent and the total (0 when unknown). */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * The runtime UI bundles installed on the server, of one kind. Each refresh lists them and
 * brings the console in line: new ones are loaded (through the plugin host by default, via
 * SystemJS like the bundles of `bundles/index.json`), those whose code hash changed are
 * unloaded and loaded again, removed ones are unloaded. Subclasses decide how a bundle runs
 * ({@link start}, {@link stop}, {@link stateOf}).
 */
export class UiBundleStore<L extends UiBundleListing = UiBundleListing> {
  listed: L[] = [];
  /** Why the last listing failed, else null. */
  listError: Error | null = null;
  /** The first listing has answered (or failed). */
  settled = false;
  /** Code hash of what is loaded (or was tried) per bundle id. */
  private readonly loaded = new Map<string, string>();
  private queue: Promise<void> = Promise.resolve();
  private generation = 0;

  constructor(protected readonly deps: UiBundleStoreDeps, protected readonly kind: UiBundleKind) {
    makeObservable(this, { listed: observableRef, listError: observableRef, settled: observableRef, installed: computed });
  }

  get installed(): InstalledUiBundle[] {
    return this.listed.map((bundle) => ({
      manifest: bundle.manifest, installedTime: bundle.createdTime, system: this.isSystem(bundle), codeHash: bundle.codeHash, ...this.stateOf(bundle),
    }));
  }

  /** True until the first listing answered, or while a listed bundle loads. */
  get loading(): boolean {
    return !this.settled || this.installed.some((b) => b.status === 'listed' || b.status === 'loading');
  }

  /** Runs after any refresh in progress, so two refreshes never load the same bundle twice. */
  refresh(): Promise<void> {
    const run = this.queue.then(() => this.sync());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Uploads a bundle file; resolves once it is installed and loaded. Rejects with the server's reason. */
  async install(file: Blob, fileName = 'bundle.tessera-bundle.json', onProgress?: UploadProgress): Promise<InstalledUiBundle> {
    const form = new FormData();
    form.append('file', file, fileName);
    const listing = await this.deps.http.post<L>(this.kind.path, form, { ignoreErrors: true, onUploadProgress: onProgress });
    onProgress?.(file.size, file.size);
    await this.refresh();
    return this.installed.find((b) => b.manifest.id === listing.id)
      ?? { manifest: listing.manifest, installedTime: listing.createdTime, system: this.isSystem(listing), codeHash: listing.codeHash, status: 'listed' };
  }

  async remove(id: string): Promise<void> {
    await this.deps.http.delete(`${this.kind.path}/${encodeURIComponent(id)}`, { ignoreErrors: true });
    await this.refresh();
  }

  /** Lists the installed bundles again without loading, replacing or unloading any (the palette reads their manifests). */
  async list(): Promise<InstalledUiBundle[]> {
    await this.fetchListing();
    return this.installed;
  }

  /**
   * Unloads every bundle and forgets the listing (the user signed out; the next one may see
   * others). `settled` says there is nothing to wait for (a ThingsBoard server has no bundles).
   */
  reset(settled = false): Promise<void> {
    this.generation++;
    const run = this.queue.then(async () => {
      runInAction(() => {
        this.listed = [];
        this.listError = null;
        this.settled = settled;
      });
      await this.reconcile();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  protected isSystem(bundle: UiBundleListing): boolean {
    return (bundle.tenantId ?? NULL_UUID) === NULL_UUID;
  }

  /** Loads a bundle; the plugin host by default. Throwing leaves it unloaded (another plugin holds its id). */
  protected async start(bundle: L): Promise<void> {
    await this.deps.pluginHost.load(bundle.manifest, { kind: 'bundle', url: this.urlOf(bundle) }, this.kind.loadOptions);
  }

  protected async stop(id: string): Promise<void> {
    await this.deps.pluginHost.unload(id);
  }

  /** The load state of a listed bundle (observable reads only). */
  protected stateOf(bundle: L): Pick<BundleInfo, 'status' | 'error'> {
    const record = this.deps.pluginHost.plugins.get(bundle.id);
    // The plugin host may still hold the previous version, or another plugin of that id.
    const current = record?.source.kind === 'bundle' && record.source.url === this.urlOf(bundle) ? record : undefined;
    return { status: current?.status ?? 'listed', error: current?.error };
  }

  protected urlOf(bundle: L): string {
    return new URL(bundle.url, this.deps.baseUrl).href;
  }

  protected report(message: string, error?: unknown): void {
    (this.deps.log ?? ((m, e) => console.error(m, e ?? '')))(message, error);
  }

  private async sync(): Promise<void> {
    if (await this.fetchListing()) await this.reconcile();
  }

  private async fetchListing(): Promise<boolean> {
    const generation = this.generation;
    let listing: unknown;
    try {
      // Quiet: a ThingsBoard server has no such endpoint, and the console then simply has none installed.
      listing = await this.deps.http.get<L[]>(`${this.kind.path}s`, { ignoreErrors: true, ignoreLoading: true });
    } catch (error) {
      this.report(`The installed ${this.kind.what}s could not be listed`, error);
      if (generation === this.generation) runInAction(() => {
        this.listError = error instanceof Error ? error : new Error(String(error));
        this.settled = true;
      });
      return false;
    }
    if (generation !== this.generation) return false;
    runInAction(() => {
      this.listed = Array.isArray(listing) ? (listing as L[]) : [];
      this.listError = null;
      this.settled = true;
    });
    return true;
  }

  private async reconcile(): Promise<void> {
    const wanted = new Map(this.listed.map((bundle) => [bundle.id, bundle.codeHash]));
    for (const [id, hash] of Array.from(this.loaded)) {
      if (wanted.get(id) === hash) continue;
      this.loaded.delete(id);
      await this.stop(id);
    }
    await Promise.all(this.listed.filter((bundle) => !this.loaded.has(bundle.id)).map((bundle) => this.load(bundle)));
  }

  private async load(bundle: L): Promise<void> {
    this.loaded.set(bundle.id, bundle.codeHash);
    try {
      // A bundle that fails is recorded as failed (by the plugin host); the pages show that.
      await this.start(bundle);
    } catch (error) {
      // Another plugin holds the id: never unload that one on its behalf.
      this.loaded.delete(bundle.id);
      this.report(`${this.kind.what[0].toUpperCase()}${this.kind.what.slice(1)} '${bundle.id}' was not loaded`, error);
    }
  }
}
