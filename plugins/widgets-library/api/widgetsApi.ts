import { type HttpService } from '@tessera/sdk';
import { type PageData, type PageLink, pageLinkQuery } from '@tessera/ui';
import {
  type BundleScope, isSystemBundle, type WidgetsBundle, type WidgetsBundleFile, type WidgetTypeDetails, type WidgetTypeFileEntry,
} from './types';

/** What an import answers: the new bundle and its types. */
export interface ImportedBundle {
  widgetsBundle: WidgetsBundle;
  widgetTypes: WidgetTypeDetails[];
}

const enc = encodeURIComponent;

/**
 * The widget library's REST calls (contract §4): bundles, their widget types, and bundle file
 * import and export. On a Tessera server these use its all-or-nothing `/api/tessera` calls; on a
 * plain ThingsBoard (`tesseraExtensions` false) they are composed of the standard calls, as
 * ThingsBoard's own console does, and a failed import deletes the bundle it created.
 *
 * @example
 * const api = new WidgetsApi(http, auth.tesseraExtensions);
 * const page = await api.bundles({ pageSize: 10, page: 0 }, 'TENANT');
 */
export class WidgetsApi {
  constructor(private readonly http: HttpService, private readonly tesseraExtensions = true) {}

  bundles(link: PageLink, scope: BundleScope = 'ALL'): Promise<PageData<WidgetsBundle>> {
    return this.http.get(`/api/widgetsBundles?${pageLinkQuery(link, { scope: scope === 'ALL' ? undefined : scope })}`);
  }

  /** Every readable bundle, by title (the "copy to" and "save as" choices). */
  allBundles(): Promise<WidgetsBundle[]> {
    return this.http.get('/api/widgetsBundles');
  }

  bundle(id: string): Promise<WidgetsBundle> {
    return this.http.get(`/api/widgetsBundle/${enc(id)}`);
  }

  saveBundle(bundle: Partial<WidgetsBundle> & Pick<WidgetsBundle, 'title'>): Promise<WidgetsBundle> {
    return this.http.post('/api/widgetsBundle', bundle);
  }

  deleteBundle(id: string): Promise<void> {
    return this.http.delete(`/api/widgetsBundle/${enc(id)}`);
  }

  async exportBundle(id: string): Promise<WidgetsBundleFile> {
    if (this.tesseraExtensions) return this.http.get(`/api/tessera/widgetsBundle/${enc(id)}/export`);
    const bundle = await this.bundle(id);
    const types = await this.types(bundle);
    return {
      widgetsBundle: { alias: bundle.alias, title: bundle.title, image: bundle.image, description: bundle.description ?? null },
      widgetTypes: types.map(({ alias, name, image, description, descriptor }) => ({ alias, name, image, description, descriptor })),
    };
  }

  async importBundle(file: WidgetsBundleFile): Promise<ImportedBundle> {
    if (this.tesseraExtensions) return this.http.post('/api/tessera/widgetsBundle/import', file);
    const { title, image, description } = file.widgetsBundle;
    const widgetsBundle = await this.saveBundle({ title, image, description: description ?? null });
    try {
      const widgetTypes: WidgetTypeDetails[] = [];
      for (const entry of file.widgetTypes) widgetTypes.push(await this.addType(widgetsBundle, entry));
      return { widgetsBundle, widgetTypes };
    } catch (error) {
      await this.deleteBundle(widgetsBundle.id.id).catch(() => undefined);
      throw error;
    }
  }

  /** The types of a bundle with their descriptors, by name. */
  types(bundle: WidgetsBundle): Promise<WidgetTypeDetails[]> {
    return this.http.get(`/api/widgetTypesDetails?isSystem=${isSystemBundle(bundle)}&bundleAlias=${enc(bundle.alias)}`);
  }

  type(id: string): Promise<WidgetTypeDetails> {
    return this.http.get(`/api/widgetType/${enc(id)}`);
  }

  saveType(type: WidgetTypeDetails): Promise<WidgetTypeDetails> {
    return this.http.post('/api/widgetType', type);
  }

  deleteType(id: string): Promise<void> {
    return this.http.delete(`/api/widgetType/${enc(id)}`);
  }

  /** A new type in `bundle` from a file entry or another type: a fresh alias from its name. */
  addType(bundle: WidgetsBundle, entry: WidgetTypeFileEntry): Promise<WidgetTypeDetails> {
    const { name, image, description, descriptor } = entry;
    return this.saveType({ bundleAlias: bundle.alias, name, image: image ?? null, description: description ?? null, descriptor });
  }
}
