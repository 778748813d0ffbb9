import { computed, makeObservable, observable, runInAction, observableRef } from 'mobx';
import type { BundleInfo, WidgetLibraryService } from '../sdk/services';
import type { PluginManifest } from '../sdk/plugin';
import type { WidgetDefinition } from '../sdk/widgets';
import { type PluginHost } from '../runtime/PluginHost';
import { type Registries } from '../runtime/Registries';

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
}

/** Lists the installed widget bundles and loads them through the plugin host. */
export class WidgetLibraryStore implements WidgetLibraryService {
  listed: BundleIndexEntry[] = [];
  listError: Error | null = null;
  private listing: Promise<void> | null = null;

  constructor(private readonly deps: WidgetLibraryDeps) {
    makeObservable(this, {
      listed: observableRef, listError: observableRef, bundles: computed, widgets: computed,
    });
  }

  get bundles(): BundleInfo[] {
    return this.listed.map(({ manifest }) => {
      const record = this.deps.pluginHost.plugins.get(manifest.id);
      return { manifest, status: record?.status ?? 'listed', error: record?.error };
    });
  }

  get widgets(): WidgetDefinition<any>[] {
    return this.deps.registries.widgets.all;
  }

  /** Name of the plugin that registered a widget type. */
  pluginNameOf(widgetId: string): string {
    const owner = this.deps.registries.widgets.ownerOf(widgetId);
    return (owner && this.deps.pluginHost.plugins.get(owner)?.manifest.name) || owner || widgetId;
  }

  async loadAll(): Promise<void> {
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
      }),
      (error: unknown) => runInAction(() => {
        this.listError = error instanceof Error ? error : new Error(String(error));
        this.listing = null;
      }),
    );
    return this.listing;
  }
}
