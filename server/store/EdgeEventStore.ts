import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from './database';
import { entityId, newId, NULL_UUID, parseJson, toJson, type EntityId, type EntityType } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { EdgeEventRow } from './schema';

/*
 * Edge events (ThingsBoard EdgeEvent): what an edge would be sent. No edge service
 * runs in this product, so they are a record the console lists, written when
 * entities are assigned to an edge, unassigned, changed or deleted, and on sync.
 */

/** Event types that name an entity type; ThingsBoard also has RELATION, which nothing here records yet. */
export type EdgeEventType = 'DEVICE' | 'ASSET' | 'ENTITY_VIEW' | 'DASHBOARD' | 'RULE_CHAIN' | 'EDGE' | 'USER' | 'CUSTOMER' | 'ALARM' | 'WIDGETS_BUNDLE' | 'WIDGET_TYPE' | 'DEVICE_PROFILE';
export type EdgeEventAction = 'ADDED' | 'UPDATED' | 'DELETED' | 'ASSIGNED_TO_EDGE' | 'UNASSIGNED_FROM_EDGE' | 'ASSIGNED_TO_CUSTOMER' | 'UNASSIGNED_FROM_CUSTOMER';

/** The relation that puts an entity on an edge (edge -> entity). */
export const EDGE_RELATION = { type: 'Contains', typeGroup: 'EDGE' } as const;

/** SQL condition for a list of one edge's entities: `idColumn` names an entity of `entityType` assigned to the edge. */
export function assignedToEdge(idColumn: string, entityType: EntityType, edgeId: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(idColumn)} in (select to_id from relation where from_id = ${edgeId} and from_type = 'EDGE'
    and relation_type_group = ${EDGE_RELATION.typeGroup} and relation_type = ${EDGE_RELATION.type} and to_type = ${entityType})`;
}

/** ThingsBoard EdgeEvent JSON: the entity id is a bare uuid string, the event id `{id}`. */
export interface EdgeEvent {
  id: { id: string };
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  edgeId: EntityId<'EDGE'>;
  type: string;
  action: string;
  entityId: string | null;
  uid: string | null;
  body: unknown;
}

export interface NewEdgeEvent {
  tenantId: string;
  edgeId: string;
  type: EdgeEventType;
  action: EdgeEventAction;
  entityId: string | null;
  body?: unknown;
}

export interface EdgeEventFilter {
  edgeId: string;
  startTime?: number;
  endTime?: number;
}

export const EDGE_EVENT_PAGE: PageSpec = {
  search: ['edge_event.type', 'edge_event.action'],
  sort: { createdTime: 'edge_event.created_time', type: 'edge_event.type', action: 'edge_event.action' },
  defaultSort: 'edge_event.created_time',
  unique: 'edge_event.id',
};

function toEdgeEvent(row: EdgeEventRow): EdgeEvent {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    edgeId: entityId('EDGE', row.edge_id),
    type: row.type,
    action: row.action,
    entityId: row.entity_id,
    uid: row.uid,
    body: parseJson(row.body),
  };
}

/** Records events; a plain function so entity stores can write them inside their own transactions. */
export async function recordEdgeEvents(db: Db, events: NewEdgeEvent[]): Promise<void> {
  const now = Date.now();
  for (const event of events) {
    await db
      .insertInto('edge_event')
      .values({
        id: newId(),
        created_time: now,
        tenant_id: event.tenantId,
        edge_id: event.edgeId,
        type: event.type,
        action: event.action,
        entity_id: event.entityId,
        uid: null,
        body: toJson(event.body),
      })
      .execute();
  }
}

/** The edges `entity` is assigned to. */
export async function edgesOf(db: Db, entity: EntityId): Promise<{ id: string; tenantId: string }[]> {
  return db
    .selectFrom('relation')
    .innerJoin('edge', 'edge.id', 'relation.from_id')
    .select(['edge.id as id', 'edge.tenant_id as tenantId'])
    .where('relation.from_type', '=', 'EDGE')
    .where('relation.to_id', '=', entity.id)
    .where('relation.to_type', '=', entity.entityType)
    .where('relation.relation_type_group', '=', EDGE_RELATION.typeGroup)
    .where('relation.relation_type', '=', EDGE_RELATION.type)
    .execute();
}

/** One event per edge the entity is assigned to (an update, deletion or customer change the edges would have to follow). */
export async function recordForAssignedEdges(db: Db, entity: EntityId, type: EdgeEventType, action: EdgeEventAction, body?: unknown): Promise<void> {
  const edges = await edgesOf(db, entity);
  await recordEdgeEvents(
    db,
    edges.map((edge) => ({ tenantId: edge.tenantId, edgeId: edge.id, type, action, entityId: entity.id, body })),
  );
}

/**
 * ASSIGNED_TO_CUSTOMER / UNASSIGNED_FROM_CUSTOMER for the edges the entity is on (an
 * edge itself gets the event when it changes customer), as ThingsBoard records them;
 * the body is the customer's id. `from`/`to` are customer uuids, the null UUID for none.
 */
export async function recordCustomerChange(db: Db, entity: EntityId, type: EdgeEventType, from: string, to: string): Promise<void> {
  if (from === to) return;
  const changes: [EdgeEventAction, string][] = [];
  if (from !== NULL_UUID) changes.push(['UNASSIGNED_FROM_CUSTOMER', from]);
  if (to !== NULL_UUID) changes.push(['ASSIGNED_TO_CUSTOMER', to]);
  const edges = entity.entityType === 'EDGE' ? await db.selectFrom('edge').select(['id', 'tenant_id as tenantId']).where('id', '=', entity.id).execute() : await edgesOf(db, entity);
  await recordEdgeEvents(
    db,
    changes.flatMap(([action, customerId]) =>
      edges.map((edge) => ({ tenantId: edge.tenantId, edgeId: edge.id, type, action, entityId: entity.id, body: entityId('CUSTOMER', customerId) })),
    ),
  );
}

export class EdgeEventStore {
  constructor(private readonly db: Db) {}

  async record(events: NewEdgeEvent[]): Promise<void> {
    await recordEdgeEvents(this.db, events);
  }

  async findPage(filter: EdgeEventFilter, link: PageLink): Promise<PageData<EdgeEvent>> {
    let query = this.db.selectFrom('edge_event').selectAll('edge_event').where('edge_event.edge_id', '=', filter.edgeId);
    if (filter.startTime !== undefined) query = query.where(sql<SqlBool>`edge_event.created_time >= ${filter.startTime}`);
    if (filter.endTime !== undefined) query = query.where(sql<SqlBool>`edge_event.created_time <= ${filter.endTime}`);
    return mapPage(await fetchPage(query, link, EDGE_EVENT_PAGE), toEdgeEvent);
  }

  async deleteByEdge(edgeId: string): Promise<void> {
    await this.db.deleteFrom('edge_event').where('edge_id', '=', edgeId).execute();
  }
}
