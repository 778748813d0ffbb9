import { inTransaction, type Db } from './database';
import { entityId, newId, NULL_UUID, parseJson, toJson, type EntityId } from './ids';
import { customerInfoFields, ownedConditions, ownedSort, toSubtypes, type CustomerInfoColumns, type CustomerInfoFields, type EntitySubtype, type OwnedFilter } from './owned';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import { deleteRelationsOf } from './RelationStore';
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

export class EntityViewStore {
  constructor(private readonly db: Db) {}

  private selectViews(filter: OwnedFilter) {
    const base = this.db.selectFrom('entity_view').selectAll('entity_view');
    return ownedConditions('entity_view', filter).reduce((query, condition) => query.where(condition), base);
  }

  /** Entity views joined with their customer's title and public flag. */
  private infoQuery() {
    return this.db
      .selectFrom('entity_view')
      .leftJoin('customer', 'customer.id', 'entity_view.customer_id')
      .selectAll('entity_view')
      .select(['customer.title as customer_title', 'customer.additional_info as customer_info']);
  }

  async create(input: NewEntityViewInput): Promise<EntityView> {
    const id = newId();
    await this.db
      .insertInto('entity_view')
      .values({ id, created_time: Date.now(), tenant_id: input.tenantId, customer_id: input.customerId ?? NULL_UUID, ...viewColumns(input) })
      .execute();
    return (await this.findById(id))!;
  }

  async update(id: string, input: EntityViewUpdateInput): Promise<EntityView | undefined> {
    await this.db.updateTable('entity_view').set(viewColumns(input)).where('id', '=', id).execute();
    return this.findById(id);
  }

  /** Assigns the view to `customerId`, or unassigns it with the null UUID. */
  async setCustomer(id: string, customerId: string): Promise<EntityView | undefined> {
    await this.db.updateTable('entity_view').set({ customer_id: customerId }).where('id', '=', id).execute();
    return this.findById(id);
  }

  async findById(id: string): Promise<EntityView | undefined> {
    const row = await this.db.selectFrom('entity_view').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toEntityView(row) : undefined;
  }

  async findInfoById(id: string): Promise<EntityViewInfo | undefined> {
    const row = await this.infoQuery().where('entity_view.id', '=', id).executeTakeFirst();
    return row ? toEntityViewInfo(row) : undefined;
  }

  /** Exact (case-sensitive) name, as names are unique per tenant in that form. */
  async findByName(tenantId: string, name: string): Promise<EntityView | undefined> {
    const row = await this.selectViews({ tenantId }).where('entity_view.name', '=', name).executeTakeFirst();
    return row ? toEntityView(row) : undefined;
  }

  async findPage(filter: OwnedFilter, link: PageLink): Promise<PageData<EntityView>> {
    return mapPage(await fetchPage(this.selectViews(filter), link, ENTITY_VIEW_PAGE), toEntityView);
  }

  async findInfoPage(filter: OwnedFilter, link: PageLink): Promise<PageData<EntityViewInfo>> {
    const query = ownedConditions('entity_view', filter).reduce((q, condition) => q.where(condition), this.infoQuery());
    return mapPage(await fetchPage(query, link, ENTITY_VIEW_INFO_PAGE), toEntityViewInfo);
  }

  async findTypes(tenantId: string): Promise<EntitySubtype[]> {
    const rows = await this.db.selectFrom('entity_view').select('type').distinct().where('tenant_id', '=', tenantId).orderBy('type').execute();
    return toSubtypes(tenantId, 'ENTITY_VIEW', rows);
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

  /** Removes the view with its relations in both directions. */
  async delete(id: string): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await deleteRelationsOf(trx, 'ENTITY_VIEW', [id]);
      await trx.deleteFrom('entity_view').where('id', '=', id).execute();
    });
  }
}
