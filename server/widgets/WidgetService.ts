import { ApiError } from '../http/errors';
import { loadEntity } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { notFoundById } from '../http/loadEntity';
import { asObject, badField, entityBody, optionalEntityId } from '../http/validate';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { NULL_UUID } from '../store/ids';
import type { WidgetsBundle, WidgetTypeDetails } from '../store/WidgetStore';
import { canReadWidgets, canWriteWidgets, readableWidgetTenants } from './widgetAccess';
import { freeAlias } from './widgetAlias';
import { bundleFields, bundleFile, typeDetailsInput, type BundleFields, type TypeFields } from './widgetInput';

/** A bundle with its types, as an import answers it. */
export interface SavedBundle {
  widgetsBundle: WidgetsBundle;
  widgetTypes: WidgetTypeDetails[];
}

/** Contract §4 bundle file as an export writes it. */
export interface BundleExport {
  widgetsBundle: Pick<WidgetsBundle, 'alias' | 'title' | 'image' | 'description'>;
  widgetTypes: Pick<WidgetTypeDetails, 'alias' | 'name' | 'image' | 'description' | 'descriptor'>[];
}

/**
 * Saves and deletes in the widget library. Everything saved belongs to the caller's
 * tenant (the null UUID for the system administrator); aliases are generated and made
 * unique as ThingsBoard does, inside one transaction with the unique index as backstop.
 */
export class WidgetService {
  constructor(private readonly stores: Stores) {}

  /** Malformed id 400, unknown 404, not readable 403. */
  loadBundle(rawId: string, caller: SecurityUser, write = false): Promise<WidgetsBundle> {
    const allowed = write ? canWriteWidgets : canReadWidgets;
    return loadEntity(rawId, (id) => this.stores.widgets.findBundleById(id), (bundle) => allowed(caller, bundle.tenantId.id), 'Widgets bundle');
  }

  loadType(rawId: string, caller: SecurityUser, write = false): Promise<WidgetTypeDetails> {
    const allowed = write ? canWriteWidgets : canReadWidgets;
    return loadEntity(rawId, (id) => this.stores.widgets.findTypeById(id), (type) => allowed(caller, type.tenantId.id), 'Widget type');
  }

  async saveBundle(caller: SecurityUser, body: unknown): Promise<WidgetsBundle> {
    const obj = entityBody(body);
    const existingId = optionalEntityId(obj, 'id', 'WIDGETS_BUNDLE');
    const fields = bundleFields(obj);
    return this.stores.transaction(async (stores) => {
      if (!existingId) return createBundle(stores, caller.tenantId, fields);
      const existing = await stores.widgets.findBundleById(existingId);
      if (!existing) throw notFoundById('Widgets bundle', existingId);
      if (!canWriteWidgets(caller, existing.tenantId.id)) throw ApiError.forbidden();
      if (fields.alias !== undefined && fields.alias !== existing.alias) throw badField(MSG.WIDGETS_BUNDLE_ALIAS_CHANGE);
      return (await stores.widgets.updateBundle(existingId, fields))!;
    });
  }

  async saveType(caller: SecurityUser, body: unknown): Promise<WidgetTypeDetails> {
    const obj = entityBody(body);
    const existingId = optionalEntityId(obj, 'id', 'WIDGET_TYPE');
    const { bundleAlias, fields } = typeDetailsInput(obj);
    return this.stores.transaction(async (stores) => {
      if (!existingId) {
        if (!(await stores.widgets.findBundleByAlias(caller.tenantId, bundleAlias))) {
          throw badField(MSG.WIDGET_TYPE_UNKNOWN_BUNDLE);
        }
        return createType(stores, caller.tenantId, bundleAlias, fields);
      }
      const existing = await stores.widgets.findTypeById(existingId);
      if (!existing) throw notFoundById('Widget type', existingId);
      if (!canWriteWidgets(caller, existing.tenantId.id)) throw ApiError.forbidden();
      if (bundleAlias !== existing.bundleAlias) throw badField(MSG.WIDGET_TYPE_BUNDLE_ALIAS_CHANGE);
      if (fields.alias !== undefined && fields.alias !== existing.alias) throw badField(MSG.WIDGET_TYPE_ALIAS_CHANGE);
      return (await stores.widgets.updateType(existingId, fields))!;
    });
  }

  /** A new bundle in the caller's tenant from a contract §4 file; all or nothing. */
  async importBundle(caller: SecurityUser, body: unknown): Promise<SavedBundle> {
    const file = bundleFile(body);
    return this.stores.transaction(async (stores) => {
      const widgetsBundle = await createBundle(stores, caller.tenantId, file.widgetsBundle);
      const widgetTypes: WidgetTypeDetails[] = [];
      for (const type of file.widgetTypes) widgetTypes.push(await createType(stores, caller.tenantId, widgetsBundle.alias, type));
      return { widgetsBundle, widgetTypes };
    });
  }

  /**
   * Tessera extension: the caller's whole widget library in one answer, every readable bundle (by
   * title, as `GET /api/widgetsBundles`) with its types (by name, as `GET /api/widgetTypesDetails`).
   * Readable means what the per-bundle calls allow: the system's, and the caller's own tenant's.
   */
  async library(caller: SecurityUser): Promise<SavedBundle[]> {
    const bundles = await this.stores.widgets.findBundles(readableWidgetTenants(caller));
    return Promise.all(bundles.map(async (widgetsBundle) => ({
      widgetsBundle, widgetTypes: await this.stores.widgets.findTypes(widgetsBundle.tenantId.id, widgetsBundle.alias),
    })));
  }

  async exportBundle(bundle: WidgetsBundle): Promise<BundleExport> {
    const types = await this.stores.widgets.findTypes(bundle.tenantId.id, bundle.alias);
    return {
      widgetsBundle: { alias: bundle.alias, title: bundle.title, image: bundle.image, description: bundle.description },
      widgetTypes: types.map(({ alias, name, image, description, descriptor }) => ({ alias, name, image, description, descriptor })),
    };
  }
}

async function createBundle(stores: Stores, tenantId: string, fields: BundleFields): Promise<WidgetsBundle> {
  const alias = await freeAlias(fields.alias, fields.title, async (candidate) => !!(await stores.widgets.findBundleByAlias(tenantId, candidate)));
  return stores.widgets.createBundle(tenantId, alias, fields);
}

async function createType(stores: Stores, tenantId: string, bundleAlias: string, fields: TypeFields): Promise<WidgetTypeDetails> {
  const alias = await freeAlias(fields.alias, fields.name, async (candidate) => !!(await stores.widgets.findType(tenantId, bundleAlias, candidate)));
  return stores.widgets.createType(tenantId, bundleAlias, alias, fields);
}

/** Contract §4 `isSystem` + `bundleAlias` (+ `alias`) query: which tenant's library they point into. */
export function widgetTypeOwner(caller: SecurityUser, isSystem: boolean): string {
  return isSystem ? NULL_UUID : caller.tenantId;
}
