import type { Db } from './database';
import { entityId, parseJson, toJson, type EntityId } from './ids';
import { OwnedEntityStore } from './OwnedEntityStore';
import { customerInfoFields, ownedSort, type CustomerInfoColumns, type CustomerInfoFields } from './owned';
import type { PageSpec } from './paging';
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

/** Assets: the owned-entity queries with nothing of their own. */
export class AssetStore extends OwnedEntityStore<AssetRow, Asset, AssetInfo, AssetUpdateInput> {
  constructor(db: Db) {
    super(db, { table: 'asset', toEntity: toAsset, toInfo: toAssetInfo, columns: assetColumns, page: ASSET_PAGE, infoPage: ASSET_INFO_PAGE });
  }
}
