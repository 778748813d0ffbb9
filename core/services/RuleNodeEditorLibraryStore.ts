import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import type { PluginManifest } from '../sdk/plugin';
import type { RuleNodeBundleService } from '../sdk/ruleNodeBundles';
import type { BundleInfo, RuleNodeEditorLibraryService } from '../sdk/services';
import type { RuleNodeEditorDefinition } from '../sdk/widgets';
import { ruleNodeEditorEntryProblems } from '../runtime/manifestCheck';
import { type PluginHost } from '../runtime/PluginHost';
import { type Registries } from '../runtime/Registries';
import { type BundleIndexEntry } from './WidgetLibraryStore';

export interface RuleNodeEditorLibraryDeps {
  pluginHost: PluginHost;
  registries: Registries;
  fetchJson: (url: string) => Promise<unknown>;
  /** Base URL that `bundles/` is relative to (the page's base URI in the browser). */
  baseUrl: string;
  /**
   * Bundles a system administrator installed: they decide the classes they list. Their editors
   * override the built-in ones, and while such a bundle loads or after it failed its classes
   * have no editor (the dialog shows why), never the built-in one it replaces.
   */
  installed?: RuleNodeBundleService;
}

const editorClasses = (entry: { manifest: BundleInfo['manifest'] }) => entry.manifest.contributes?.ruleNodeEditors ?? [];

/**
 * The rule-node editor bundles of `bundles/index.json` (those whose manifest contributes
 * `ruleNodeEditors`), loaded through the plugin host as widget bundles are, and the
 * editors every plugin registered. A bundle that fails stays listed as `failed`, so the
 * node dialog can say why a class has no editor.
 */
export class RuleNodeEditorLibraryStore implements RuleNodeEditorLibraryService {
  listed: BundleIndexEntry[] = [];
  private listing: Promise<void> | null = null;

  constructor(private readonly deps: RuleNodeEditorLibraryDeps) {
    makeObservable(this, { listed: observableRef, bundles: computed, editors: computed });
  }

  get bundles(): BundleInfo[] {
    return [...(this.deps.installed?.installed ?? []), ...this.builtinBundles];
  }

  private get builtinBundles(): BundleInfo[] {
    return this.listed.filter((entry) => editorClasses(entry).length > 0).map(({ manifest }) => {
      const record = this.deps.pluginHost.plugins.get(manifest.id);
      return { manifest, status: record?.status ?? 'listed', error: record?.error };
    });
  }

  get editors(): RuleNodeEditorDefinition<any>[] {
    return this.deps.registries.ruleNodeEditors.all;
  }

  editorFor(clazz: string): RuleNodeEditorDefinition<any> | undefined {
    const installed = this.deps.installed?.bundleFor(clazz);
    if (installed && installed.status !== 'active') return undefined;
    return this.deps.registries.ruleNodeEditors.get(clazz);
  }

  bundleFor(clazz: string): BundleInfo | undefined {
    return this.bundles.find((bundle) => editorClasses(bundle).some((editor) => editor.clazz === clazz));
  }

  async listManifests(): Promise<PluginManifest[]> {
    const [installed] = await Promise.all([this.deps.installed?.list().catch(() => []) ?? [], this.list()]);
    const manifests = [
      ...installed.map((bundle) => bundle.manifest),
      ...this.listed.map((entry) => entry.manifest).filter((manifest) => editorClasses({ manifest }).length > 0),
    ];
    for (const manifest of manifests) {
      for (const problem of ruleNodeEditorEntryProblems(manifest)) console.warn(`Bundle '${manifest.id}': ${problem}`);
    }
    return manifests;
  }

  async loadAll(): Promise<void> {
    // Installed bundles are listed again on every call: one installed since the page opened loads without a reload.
    const installed = this.deps.installed?.refresh();
    await this.list();
    await Promise.all(
      this.listed.filter((entry) => editorClasses(entry).length > 0).map(({ path, manifest }) => {
        // A bundle that failed stays failed until the console reloads; asking again would only be refused.
        if (this.deps.pluginHost.plugins.get(manifest.id)?.status === 'failed') return undefined;
        const url = new URL(`bundles/${path}${manifest.main ?? 'index.js'}`, this.deps.baseUrl).href;
        return this.deps.pluginHost.load(manifest, { kind: 'bundle', url }).catch((error: unknown) => {
          console.error(`Rule-node editor bundle '${manifest.id}' was not loaded`, error);
        });
      }),
    );
    await installed;
  }

  private list(): Promise<void> {
    this.listing ??= this.deps.fetchJson(new URL('bundles/index.json', this.deps.baseUrl).href).then(
      (index) => runInAction(() => {
        this.listed = Array.isArray(index) ? (index as BundleIndexEntry[]) : [];
      }),
      (error: unknown) => {
        // Nothing listed: every node falls back to the JSON editor; the next open asks again.
        console.error('The rule-node editor bundles could not be listed', error);
        this.listing = null;
      },
    );
    return this.listing;
  }
}
