import type { Db } from './database';
import { newId, parseJson, type EntityId } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { EventRow } from './schema';

/*
 * Events of rule chains and rule nodes (contract §10 events endpoint): debug IN/OUT
 * records, lifecycle (LC_EVENT) and errors. Written by the rule engine, read by the
 * editor; capped so a chain left in debug mode cannot fill the disk.
 */

export const EVENT_TYPES = ['DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN', 'LC_EVENT', 'ERROR', 'STATS'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Contract Event JSON. */
export interface TbEvent {
  id: { id: string };
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  entityId: EntityId;
  type: EventType;
  uid: string;
  body: unknown;
}

export interface EventFilter {
  tenantId: string;
  entityId: string;
  eventType?: EventType;
  startTime?: number;
  endTime?: number;
}

export const EVENT_PAGE: PageSpec = {
  search: ['event.body'],
  sort: { createdTime: 'event.created_time', type: 'event.event_type' },
  defaultSort: 'event.created_time',
  unique: 'event.id',
};

function toEvent(row: EventRow): TbEvent {
  return {
    id: { id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    entityId: { entityType: row.entity_type as EntityId['entityType'], id: row.entity_id },
    type: row.event_type as EventType,
    uid: row.event_uid,
    body: parseJson(row.body),
  };
}

export class EventStore {
  constructor(private readonly db: Db) {}

  async save(tenantId: string, entityId: EntityId, type: EventType, body: unknown, createdTime = Date.now()): Promise<void> {
    const id = newId();
    await this.db
      .insertInto('event')
      .values({ id, created_time: createdTime, tenant_id: tenantId, entity_type: entityId.entityType, entity_id: entityId.id, event_type: type, event_uid: id, body: JSON.stringify(body) })
      .execute();
  }

  findPage(filter: EventFilter, link: PageLink): Promise<PageData<TbEvent>> {
    let query = this.db.selectFrom('event').selectAll().where('tenant_id', '=', filter.tenantId).where('entity_id', '=', filter.entityId);
    if (filter.eventType) query = query.where('event_type', '=', filter.eventType);
    if (filter.startTime !== undefined) query = query.where('created_time', '>=', filter.startTime);
    if (filter.endTime !== undefined) query = query.where('created_time', '<=', filter.endTime);
    return fetchPage(query, link, EVENT_PAGE).then((page) => mapPage(page, toEvent));
  }

  /** Newest events of one entity and type, newest first. */
  async findLatest(entityId: string, type: EventType, limit: number): Promise<TbEvent[]> {
    const rows = await this.db
      .selectFrom('event')
      .selectAll()
      .where('entity_id', '=', entityId)
      .where('event_type', '=', type)
      .orderBy('created_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toEvent);
  }

  /** Keeps the newest `keep` events of one entity and type. */
  async trimEntity(entityId: string, type: EventType, keep: number): Promise<void> {
    const cutoff = await this.db
      .selectFrom('event')
      .select(['created_time'])
      .where('entity_id', '=', entityId)
      .where('event_type', '=', type)
      .orderBy('created_time', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (!cutoff) return;
    await this.db.deleteFrom('event').where('entity_id', '=', entityId).where('event_type', '=', type).where('created_time', '<=', cutoff.created_time).execute();
  }

  /** Keeps the newest `keep` events of one tenant and type. */
  async trimTenant(tenantId: string, type: EventType, keep: number): Promise<void> {
    const cutoff = await this.db
      .selectFrom('event')
      .select(['created_time'])
      .where('tenant_id', '=', tenantId)
      .where('event_type', '=', type)
      .orderBy('created_time', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (!cutoff) return;
    await this.db.deleteFrom('event').where('tenant_id', '=', tenantId).where('event_type', '=', type).where('created_time', '<=', cutoff.created_time).execute();
  }

  async deleteForEntities(entityIds: readonly string[], startTime?: number, endTime?: number): Promise<void> {
    if (entityIds.length === 0) return;
    let query = this.db.deleteFrom('event').where('entity_id', 'in', entityIds);
    if (startTime !== undefined) query = query.where('created_time', '>=', startTime);
    if (endTime !== undefined) query = query.where('created_time', '<=', endTime);
    await query.execute();
  }

  async deleteForTenant(tenantId: string): Promise<void> {
    await this.db.deleteFrom('event').where('tenant_id', '=', tenantId).execute();
  }
}
