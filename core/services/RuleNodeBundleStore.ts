import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import type { PluginManifest } from '../sdk/plugin';
import type { InstalledBundleInfo, RuleNodeBundleService } from '../sdk/ruleNodeBundles';
import type { HttpService } from '../sdk/services';
import { type PluginHost } from '../runtime/PluginHost';

/** One entry of `GET /api/ruleNodeUiBundles` (server/http/routes/uiBundles.ts). */
export interface RuleNodeBundleListing {
  id: string;
  createdTime: number;
  version: string;
  name: string;
  manifest: PluginManifest;
  codeHash: string;
  /** The module, relative to the console's base URL; its name carries the content hash. */
  url: string;
}

export interface RuleNodeBundleStoreDeps {
  http: HttpService;
  pluginHost: PluginHost;
  /** Base URL that the listed module URLs are relative to (the page's base URI in the browser). */
  baseUrl: string;
  log?: (message: string, error?: unknown) => void;
}

const LIST_URL = '/api/ruleNodeUiBundles';
const classesOf = (manifest: PluginManifest) => (manifest.contributes?.ruleNodeEditors ?? []).map((e) => e.clazz);

/**
 * The rule-node UI bundles a system administrator installed on the server. Each refresh
 * lists them and brings the console in line: new ones are loaded through the plugin host
 * (SystemJS, like the bundles of `bundles/index.json`) with their editors overriding the
 * built-in ones, changed ones are unloaded and loaded again, removed ones are unloaded.
 */
export class RuleNodeBundleStore implements RuleNodeBundleService {
  listed: RuleNodeBundleListing[] = [];
  /** Code hash of what is loaded (or was tried) per bundle id. */
  private readonly loaded = new Map<string, string>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: RuleNodeBundleStoreDeps) {
    makeObservable(this, { listed: observableRef, installed: computed });
  }

  get installed(): InstalledBundleInfo[] {
    return this.listed.map((bundle) => {
      const record = this.deps.pluginHost.plugins.get(bundle.id);
      // The plugin host may still hold the previous version, or another plugin of that id.
      const current = record?.source.kind === 'bundle' && record.source.url === this.urlOf(bundle) ? record : undefined;
      return { manifest: bundle.manifest, installedTime: bundle.createdTime, status: current?.status ?? 'listed', error: current?.error };
    });
  }

  bundleFor(clazz: string): InstalledBundleInfo | undefined {
    return this.installed.find((bundle) => classesOf(bundle.manifest).includes(clazz));
  }

  /** Runs after any refresh in progress, so two refreshes never load the same bundle twice. */
  refresh(): Promise<void> {
    const run = this.queue.then(() => this.sync());
    this.queue = run.catch(() => undefined);
    return run;
  }

  async install(file: Blob, fileName = 'bundle.tessera-bundle.json'): Promise<InstalledBundleInfo> {
    const form = new FormData();
    form.append('file', file, fileName);
    const listing = await this.deps.http.post<RuleNodeBundleListing>('/api/ruleNodeUiBundle', form, { ignoreErrors: true });
    await this.refresh();
    return this.installed.find((b) => b.manifest.id === listing.id) ?? { manifest: listing.manifest, installedTime: listing.createdTime, status: 'listed' };
  }

  async remove(id: string): Promise<void> {
    await this.deps.http.delete(`/api/ruleNodeUiBundle/${encodeURIComponent(id)}`, { ignoreErrors: true });
    await this.refresh();
  }

  /** Lists the installed bundles again without loading, replacing or unloading any (the palette reads their manifests). */
  async list(): Promise<InstalledBundleInfo[]> {
    await this.fetchListing();
    return this.installed;
  }

  private async sync(): Promise<void> {
    if (await this.fetchListing()) await this.reconcile();
  }

  private async fetchListing(): Promise<boolean> {
    let listing: unknown;
    try {
      // Quiet: a ThingsBoard server has no such endpoint, and the console then simply has none installed.
      listing = await this.deps.http.get<RuleNodeBundleListing[]>(LIST_URL, { ignoreErrors: true, ignoreLoading: true });
    } catch (error) {
      this.report('The installed rule-node UI bundles could not be listed', error);
      return false;
    }
    runInAction(() => (this.listed = Array.isArray(listing) ? (listing as RuleNodeBundleListing[]) : []));
    return true;
  }

  private async reconcile(): Promise<void> {
    const wanted = new Map(this.listed.map((bundle) => [bundle.id, bundle.codeHash]));
    for (const [id, hash] of Array.from(this.loaded)) {
      if (wanted.get(id) === hash) continue;
      this.loaded.delete(id);
      await this.deps.pluginHost.unload(id);
    }
    await Promise.all(this.listed.filter((bundle) => !this.loaded.has(bundle.id)).map((bundle) => this.load(bundle)));
  }

  private async load(bundle: RuleNodeBundleListing): Promise<void> {
    this.loaded.set(bundle.id, bundle.codeHash);
    try {
      // A bundle that fails is recorded as failed by the plugin host; the node dialog shows that for its classes.
      await this.deps.pluginHost.load(bundle.manifest, { kind: 'bundle', url: this.urlOf(bundle) }, { overridesRuleNodeEditors: true });
    } catch (error) {
      // Another plugin holds the id: never unload that one on its behalf.
      this.loaded.delete(bundle.id);
      this.report(`Rule-node UI bundle '${bundle.id}' was not loaded`, error);
    }
  }

  private urlOf(bundle: RuleNodeBundleListing): string {
    return new URL(bundle.url, this.deps.baseUrl).href;
  }

  private report(message: string, error?: unknown): void {
    (this.deps.log ?? ((m, e) => console.error(m, e ?? '')))(message, error);
  }
}
