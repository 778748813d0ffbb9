import type { Db } from './database';
import { entityId, parseJson, toJson, type EntityId } from './ids';
import { OwnedEntityStore } from './OwnedEntityStore';
import { customerInfoFields, ownedSort, type CustomerInfoColumns, type CustomerInfoFields } from './owned';
import type { PageSpec } from './paging';
import type { EntityViewRow } from './schema';

/** Contract §2: the keys of the target an entity view exposes. */
export interface EntityViewKeys {
  timeseries: string[];
  attributes: { cs: string[]; ss: string[]; sh: string[] };
}

export interface EntityView {
  id: EntityId<'ENTITY_VIEW'>;
  createdTime: number;
  entityId: EntityId<'DEVICE' | 'ASSET'>;
  tenantId: EntityId<'TENANT'>;
  customerId: EntityId<'CUSTOMER'>;
  name: string;
  type: string;
  keys: EntityViewKeys;
  startTimeMs: number;
  endTimeMs: number;
  additionalInfo: unknown;
}

export interface EntityViewInfo extends EntityView, CustomerInfoFields {}

/** Fields a save may change; tenant and customer are not among them. */
export interface EntityViewUpdateInput {
  entityId: EntityId<'DEVICE' | 'ASSET'>;
  name: string;
  type: string;
  keys: EntityViewKeys;
  startTimeMs: number;
  endTimeMs: number;
  additionalInfo?: unknown;
}

export interface NewEntityViewInput extends EntityViewUpdateInput {
  tenantId: string;
  customerId?: string;
}

export const ENTITY_VIEW_PAGE: PageSpec = {
  search: ['entity_view.name'],
  sort: ownedSort('entity_view'),
  defaultSort: 'entity_view.created_time',
  unique: 'entity_view.id',
};

export const ENTITY_VIEW_INFO_PAGE: PageSpec = {
  ...ENTITY_VIEW_PAGE,
  sort: { ...ownedSort('entity_view'), customerTitle: 'customer.title' },
};

export function emptyKeys(): EntityViewKeys {
  return { timeseries: [], attributes: { cs: [], ss: [], sh: [] } };
}

export function toEntityView(row: EntityViewRow): EntityView {
  return {
    id: entityId('ENTITY_VIEW', row.id),
    createdTime: row.created_time,
    entityId: entityId(row.entity_type as 'DEVICE' | 'ASSET', row.entity_id),
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    name: row.name,
    type: row.type,
    keys: parseJson<EntityViewKeys>(row.keys) ?? emptyKeys(),
    startTimeMs: row.start_ts,
    endTimeMs: row.end_ts,
    additionalInfo: parseJson(row.additional_info),
  };
}

function toEntityViewInfo(row: EntityViewRow & CustomerInfoColumns): EntityViewInfo {
  return { ...toEntityView(row), ...customerInfoFields(row) };
}

function viewColumns(input: EntityViewUpdateInput) {
  return {
    entity_id: input.entityId.id,
    entity_type: input.entityId.entityType,
    name: input.name,
    type: input.type,
    keys: toJson(input.keys),
    start_ts: input.startTimeMs,
    end_ts: input.endTimeMs,
    additional_info: toJson(input.additionalInfo),
  };
}

/** Entity views: the owned-entity queries plus the count of views showing a target. */
export class EntityViewStore extends OwnedEntityStore<EntityViewRow, EntityView, EntityViewInfo, EntityViewUpdateInput> {
  constructor(db: Db) {
    super(db, { table: 'entity_view', toEntity: toEntityView, toInfo: toEntityViewInfo, columns: viewColumns, page: ENTITY_VIEW_PAGE, infoPage: ENTITY_VIEW_INFO_PAGE });
  }

  /** The views showing the device or asset `targetId` (copy to view node). */
  async findByTarget(targetId: string): Promise<EntityView[]> {
    const rows = await this.db.selectFrom('entity_view').selectAll().where('entity_id', '=', targetId).orderBy('created_time').execute();
    return rows.map(toEntityView);
  }

  /** Views showing the device or asset `targetId`; such a target cannot be deleted. */
  async countByTarget(targetId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('entity_view')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('entity_id', '=', targetId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }
}
