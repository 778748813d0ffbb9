import { sql, type Expression, type SqlBool } from 'kysely';
import { assignedToEdge } from './EdgeEventStore';
import { asObject, entityId, parseJson, type EntityId, type EntityType } from './ids';

/*
 * What devices, assets and entity views share: a tenant owns them, a customer may
 * have them assigned (null UUID = none), and their Info forms carry the customer's
 * title and public flag (contract §2). The stores build their queries with these.
 */

export type OwnedTable = 'device' | 'asset' | 'entity_view' | 'edge';

/** The entity type whose rows each owned table holds. */
export const OWNED_ENTITY_TYPES = { device: 'DEVICE', asset: 'ASSET', entity_view: 'ENTITY_VIEW', edge: 'EDGE' } as const;
export type OwnedEntityType = (typeof OWNED_ENTITY_TYPES)[OwnedTable];

export interface CustomerOwned {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  customerId: EntityId<'CUSTOMER'>;
  name: string;
  type: string;
}

/** Which rows a list shows: always one tenant, optionally one customer, one type and one edge's assignments. */
export interface OwnedFilter {
  tenantId: string;
  customerId?: string;
  type?: string;
  /** Only entities assigned to this edge (relation edge -> entity, Contains, group EDGE). */
  edgeId?: string;
}

/** The customer columns an Info query selects through its left join. */
export interface CustomerInfoColumns {
  customer_title: string | null;
  customer_info: string | null;
}

export interface CustomerInfoFields {
  customerTitle: string | null;
  customerIsPublic: boolean;
}

export function customerInfoFields(row: CustomerInfoColumns): CustomerInfoFields {
  return {
    customerTitle: row.customer_title,
    // Public-ness lives in the customer's additionalInfo (contract §1.3).
    customerIsPublic: asObject(parseJson(row.customer_info)).isPublic === true,
  };
}

/** `GET /api/{E}/types` items. */
export interface EntitySubtype {
  tenantId: EntityId<'TENANT'>;
  entityType: EntityType;
  type: string;
}

export function toSubtypes(tenantId: string, entityType: EntityType, rows: { type: string }[]): EntitySubtype[] {
  return rows.map((row) => ({ tenantId: entityId('TENANT', tenantId), entityType, type: row.type }));
}

/** The filter as SQL conditions on `table`, for `query.where(...)`. */
export function ownedConditions(table: OwnedTable, filter: OwnedFilter): Expression<SqlBool>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${column('tenant_id')} = ${filter.tenantId}`];
  if (filter.customerId !== undefined) conditions.push(sql<SqlBool>`${column('customer_id')} = ${filter.customerId}`);
  if (filter.type !== undefined) conditions.push(sql<SqlBool>`${column('type')} = ${filter.type}`);
  if (filter.edgeId !== undefined) conditions.push(assignedToEdge(`${table}.id`, OWNED_ENTITY_TYPES[table], filter.edgeId));
  return conditions;
}

/** Sort properties every owned list accepts (contract §1.2). */
export function ownedSort(table: OwnedTable): Record<string, string> {
  const sort: Record<string, string> = {
    createdTime: `${table}.created_time`,
    name: `${table}.name`,
    type: `${table}.type`,
  };
  if (table !== 'entity_view') sort.label = `${table}.label`;
  return sort;
}
