import { inTransaction, type Db } from './database';
import { entityId, parseJson, newId, type EntityId, type JsonObject } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { WidgetsBundleRow, WidgetTypeRow } from './schema';

/** Contract §2 WidgetsBundle. The null-UUID tenant marks a system bundle. */
export interface WidgetsBundle {
  id: EntityId<'WIDGETS_BUNDLE'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
}

/** Contract §2 WidgetType: what a dashboard needs to render the type. */
export interface WidgetType {
  id: EntityId<'WIDGET_TYPE'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  bundleAlias: string;
  alias: string;
  name: string;
  /** Contract §4 descriptor; settingsSchema, dataKeySettingsSchema and defaultConfig are JSON strings inside it. */
  descriptor: JsonObject;
}

/** Contract §2 WidgetTypeDetails: the type with its library card (image, description). */
export interface WidgetTypeDetails extends WidgetType {
  image: string | null;
  description: string | null;
}

/** Contract §2 WidgetTypeInfo: the library card without the descriptor, plus the descriptor's type. */
export interface WidgetTypeInfo extends Omit<WidgetTypeDetails, 'descriptor'> {
  widgetType: string;
}

/** The writable fields of a bundle; the alias is fixed once created. */
export interface WidgetsBundleInput {
  title: string;
  image: string | null;
  description: string | null;
}

/** The writable fields of a widget type; bundle alias and alias are fixed once created. */
export interface WidgetTypeInput {
  name: string;
  image: string | null;
  description: string | null;
  descriptor: JsonObject;
}

export const WIDGETS_BUNDLE_PAGE: PageSpec = {
  search: ['widgets_bundle.title'],
  sort: { createdTime: 'widgets_bundle.created_time', title: 'widgets_bundle.title', tenantId: 'widgets_bundle.tenant_id' },
  defaultSort: 'widgets_bundle.created_time',
  unique: 'widgets_bundle.id',
};

function toBundle(row: WidgetsBundleRow): WidgetsBundle {
  return {
    id: entityId('WIDGETS_BUNDLE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    alias: row.alias,
    title: row.title,
    image: row.image,
    description: row.description,
  };
}

function toDetails(row: WidgetTypeRow): WidgetTypeDetails {
  return {
    id: entityId('WIDGET_TYPE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    bundleAlias: row.bundle_alias,
    alias: row.alias,
    name: row.name,
    descriptor: parseJson<JsonObject>(row.descriptor) ?? {},
    image: row.image,
    description: row.description,
  };
}

/** The WidgetType view of a stored type (no library card). */
export function toWidgetType({ image: _image, description: _description, ...type }: WidgetTypeDetails): WidgetType {
  return type;
}

/** The WidgetTypeInfo view of a stored type (no descriptor). */
export function toWidgetTypeInfo({ descriptor, ...type }: WidgetTypeDetails): WidgetTypeInfo {
  return { ...type, widgetType: typeof descriptor.type === 'string' ? descriptor.type : '' };
}

function bundleColumns(input: WidgetsBundleInput) {
  return { title: input.title, image: input.image, description: input.description };
}

function typeColumns(input: WidgetTypeInput) {
  return { name: input.name, image: input.image, description: input.description, descriptor: JSON.stringify(input.descriptor) };
}

/** Removes a tenant's widget library: for the tenant's own deletion (TenantStore.delete). */
export async function deleteWidgetsOfTenant(db: Db, tenantId: string): Promise<void> {
  await db.deleteFrom('widget_type').where('tenant_id', '=', tenantId).execute();
  await db.deleteFrom('widgets_bundle').where('tenant_id', '=', tenantId).execute();
}

/** Widgets bundles and widget types of every tenant, the system one included. */
export class WidgetStore {
  constructor(private readonly db: Db) {}

  async findBundleById(id: string): Promise<WidgetsBundle | undefined> {
    const row = await this.db.selectFrom('widgets_bundle').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toBundle(row);
  }

  /** Exact alias within one tenant (the null UUID: system). */
  async findBundleByAlias(tenantId: string, alias: string): Promise<WidgetsBundle | undefined> {
    const row = await this.db.selectFrom('widgets_bundle').selectAll().where('tenant_id', '=', tenantId).where('alias', '=', alias).executeTakeFirst();
    return row && toBundle(row);
  }

  /** The bundles of any of `tenantIds` (a tenant sees its own and the system's), one page. */
  async findBundlePage(tenantIds: string[], link: PageLink): Promise<PageData<WidgetsBundle>> {
    const query = this.db.selectFrom('widgets_bundle').selectAll().where('widgets_bundle.tenant_id', 'in', tenantIds);
    return mapPage(await fetchPage(query, link, WIDGETS_BUNDLE_PAGE), toBundle);
  }

  /** Every bundle of any of `tenantIds`, by title: the unpaged list the widget library opens with. */
  async findBundles(tenantIds: string[]): Promise<WidgetsBundle[]> {
    const rows = await this.db.selectFrom('widgets_bundle').selectAll().where('tenant_id', 'in', tenantIds).orderBy('title').orderBy('id').execute();
    return rows.map(toBundle);
  }

  async createBundle(tenantId: string, alias: string, input: WidgetsBundleInput): Promise<WidgetsBundle> {
    const id = newId();
    await this.db.insertInto('widgets_bundle').values({ id, created_time: Date.now(), tenant_id: tenantId, alias, ...bundleColumns(input) }).execute();
    return (await this.findBundleById(id))!;
  }

  async updateBundle(id: string, input: WidgetsBundleInput): Promise<WidgetsBundle | undefined> {
    await this.db.updateTable('widgets_bundle').set(bundleColumns(input)).where('id', '=', id).execute();
    return this.findBundleById(id);
  }

  /** Removes the bundle and every widget type in it (contract §4). */
  async deleteBundle(bundle: WidgetsBundle): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('widget_type').where('tenant_id', '=', bundle.tenantId.id).where('bundle_alias', '=', bundle.alias).execute();
      await trx.deleteFrom('widgets_bundle').where('id', '=', bundle.id.id).execute();
    });
  }

  async findTypeById(id: string): Promise<WidgetTypeDetails | undefined> {
    const row = await this.db.selectFrom('widget_type').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toDetails(row);
  }

  async findType(tenantId: string, bundleAlias: string, alias: string): Promise<WidgetTypeDetails | undefined> {
    const row = await this.db
      .selectFrom('widget_type')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('bundle_alias', '=', bundleAlias)
      .where('alias', '=', alias)
      .executeTakeFirst();
    return row && toDetails(row);
  }

  /** The types of one bundle, by name. */
  async findTypes(tenantId: string, bundleAlias: string): Promise<WidgetTypeDetails[]> {
    const rows = await this.db
      .selectFrom('widget_type')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('bundle_alias', '=', bundleAlias)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toDetails);
  }

  async createType(tenantId: string, bundleAlias: string, alias: string, input: WidgetTypeInput): Promise<WidgetTypeDetails> {
    const id = newId();
    await this.db
      .insertInto('widget_type')
      .values({ id, created_time: Date.now(), tenant_id: tenantId, bundle_alias: bundleAlias, alias, ...typeColumns(input) })
      .execute();
    return (await this.findTypeById(id))!;
  }

  async updateType(id: string, input: WidgetTypeInput): Promise<WidgetTypeDetails | undefined> {
    await this.db.updateTable('widget_type').set(typeColumns(input)).where('id', '=', id).execute();
    return this.findTypeById(id);
  }

  async deleteType(id: string): Promise<void> {
    await this.db.deleteFrom('widget_type').where('id', '=', id).execute();
  }
}
