import { inTransaction, type Db } from './database';
import { entityId, newId, NULL_UUID, parseJson, toJson, type EntityId } from './ids';
import { customerInfoFields, ownedConditions, ownedSort, toSubtypes, type CustomerInfoColumns, type CustomerInfoFields, type EntitySubtype, type OwnedFilter } from './owned';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import { deleteRelationsOf } from './RelationStore';
import type { AssetRow } from './schema';

export interface Asset {
  id: EntityId<'ASSET'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  customerId: EntityId<'CUSTOMER'>;
  name: string;
  type: string;
  label: string | null;
  additionalInfo: unknown;
}

export interface AssetInfo extends Asset, CustomerInfoFields {}

/** Fields a save may change; tenant and customer are not among them. */
export interface AssetUpdateInput {
  name: string;
  type: string;
  label?: string | null;
  additionalInfo?: unknown;
}

export interface NewAssetInput extends AssetUpdateInput {
  tenantId: string;
  customerId?: string;
}

export const ASSET_PAGE: PageSpec = {
  search: ['asset.name'],
  sort: ownedSort('asset'),
  defaultSort: 'asset.created_time',
  unique: 'asset.id',
};

export const ASSET_INFO_PAGE: PageSpec = {
  ...ASSET_PAGE,
  sort: { ...ownedSort('asset'), customerTitle: 'customer.title' },
};

export function toAsset(row: AssetRow): Asset {
  return {
    id: entityId('ASSET', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    name: row.name,
    type: row.type,
    label: row.label,
    additionalInfo: parseJson(row.additional_info),
  };
}

function toAssetInfo(row: AssetRow & CustomerInfoColumns): AssetInfo {
  return { ...toAsset(row), ...customerInfoFields(row) };
}

function assetColumns(input: AssetUpdateInput) {
  return { name: input.name, type: input.type, label: input.label ?? null, additional_info: toJson(input.additionalInfo) };
}

export class AssetStore {
  constructor(private readonly db: Db) {}

  private selectAssets(filter: OwnedFilter) {
    return ownedConditions('asset', filter).reduce((query, condition) => query.where(condition), this.db.selectFrom('asset').selectAll('asset'));
  }

  /** Assets joined with their customer's title and public flag. */
  private infoQuery() {
    return this.db
      .selectFrom('asset')
      .leftJoin('customer', 'customer.id', 'asset.customer_id')
      .selectAll('asset')
      .select(['customer.title as customer_title', 'customer.additional_info as customer_info']);
  }

  async create(input: NewAssetInput): Promise<Asset> {
    const id = newId();
    await this.db
      .insertInto('asset')
      .values({ id, created_time: Date.now(), tenant_id: input.tenantId, customer_id: input.customerId ?? NULL_UUID, ...assetColumns(input) })
      .execute();
    return (await this.findById(id))!;
  }

  async update(id: string, input: AssetUpdateInput): Promise<Asset | undefined> {
    await this.db.updateTable('asset').set(assetColumns(input)).where('id', '=', id).execute();
    return this.findById(id);
  }

  /** Assigns the asset to `customerId`, or unassigns it with the null UUID. */
  async setCustomer(id: string, customerId: string): Promise<Asset | undefined> {
    await this.db.updateTable('asset').set({ customer_id: customerId }).where('id', '=', id).execute();
    return this.findById(id);
  }

  async findById(id: string): Promise<Asset | undefined> {
    const row = await this.db.selectFrom('asset').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toAsset(row) : undefined;
  }

  async findInfoById(id: string): Promise<AssetInfo | undefined> {
    const row = await this.infoQuery().where('asset.id', '=', id).executeTakeFirst();
    return row ? toAssetInfo(row) : undefined;
  }

  /** Exact (case-sensitive) name, as names are unique per tenant in that form. */
  async findByName(tenantId: string, name: string): Promise<Asset | undefined> {
    const row = await this.selectAssets({ tenantId }).where('asset.name', '=', name).executeTakeFirst();
    return row ? toAsset(row) : undefined;
  }

  /** The assets among `ids` that match the filter; others are left out silently. */
  async findByIds(filter: OwnedFilter, ids: string[]): Promise<Asset[]> {
    if (ids.length === 0) return [];
    const rows = await this.selectAssets(filter).where('asset.id', 'in', ids).orderBy('asset.created_time').orderBy('asset.id').execute();
    return rows.map(toAsset);
  }

  async findPage(filter: OwnedFilter, link: PageLink): Promise<PageData<Asset>> {
    return mapPage(await fetchPage(this.selectAssets(filter), link, ASSET_PAGE), toAsset);
  }

  async findInfoPage(filter: OwnedFilter, link: PageLink): Promise<PageData<AssetInfo>> {
    const query = ownedConditions('asset', filter).reduce((q, condition) => q.where(condition), this.infoQuery());
    return mapPage(await fetchPage(query, link, ASSET_INFO_PAGE), toAssetInfo);
  }

  async findTypes(tenantId: string): Promise<EntitySubtype[]> {
    const rows = await this.db.selectFrom('asset').select('type').distinct().where('tenant_id', '=', tenantId).orderBy('type').execute();
    return toSubtypes(tenantId, 'ASSET', rows);
  }

  /** Assets of a tenant, counted against the tenant profile's maxAssets. */
  async countByTenant(tenantId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('asset')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Removes the asset with its relations in both directions. */
  async delete(id: string): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await deleteRelationsOf(trx, 'ASSET', [id]);
      await trx.deleteFrom('asset').where('id', '=', id).execute();
    });
  }
}
