import type { Db } from './database';
import { randomBytes } from 'node:crypto';
import { parseJson, type EntityId } from './ids';
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

let lastMs = 0;
let sequence = 0;

/**
 * A UUIDv7-style id: milliseconds, then a per-process counter, then random bits. Events
 * recorded in the same millisecond (a node's IN and OUT) then sort by id in the order
 * they were written, so "newest" is well defined, as ThingsBoard's time-based ids make it.
 */
export function newEventId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // 4096 ids in one millisecond: borrow the next one, keeping the order.
    lastMs++;
    sequence = 0;
  }
  const random = randomBytes(8);
  random[0] = (random[0]! & 0x3f) | 0x80;
  const hex = lastMs.toString(16).padStart(12, '0') + (0x7000 | sequence).toString(16) + random.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

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
    const id = newEventId();
    await this.db
      .insertInto('event')
      .values({ id, created_time: createdTime, tenant_id: tenantId, entity_type: entityId.entityType, entity_id: entityId.id, event_type: type, event_uid: id, body: JSON.stringify(body) })
      .execute();
  }

  private filtered(filter: EventFilter) {
    let query = this.db.selectFrom('event').selectAll().where('tenant_id', '=', filter.tenantId).where('entity_id', '=', filter.entityId);
    if (filter.eventType) query = query.where('event_type', '=', filter.eventType);
    if (filter.startTime !== undefined) query = query.where('created_time', '>=', filter.startTime);
    if (filter.endTime !== undefined) query = query.where('created_time', '<=', filter.endTime);
    return query;
  }

  findPage(filter: EventFilter, link: PageLink): Promise<PageData<TbEvent>> {
    return fetchPage(this.filtered(filter), link, EVENT_PAGE).then((page) => mapPage(page, toEvent));
  }

  /** Newest first, at most `limit`: the events a body filter is then applied to (capped per node, so few). */
  async findRecent(filter: EventFilter, limit: number): Promise<TbEvent[]> {
    const rows = await this.filtered(filter).orderBy('created_time', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toEvent);
  }

  /** Every event `filter` selects (the events endpoint's clear). */
  async deleteMatching(filter: EventFilter): Promise<void> {
    let query = this.db.deleteFrom('event').where('tenant_id', '=', filter.tenantId).where('entity_id', '=', filter.entityId);
    if (filter.eventType) query = query.where('event_type', '=', filter.eventType);
    if (filter.startTime !== undefined) query = query.where('created_time', '>=', filter.startTime);
    if (filter.endTime !== undefined) query = query.where('created_time', '<=', filter.endTime);
    await query.execute();
  }

  async deleteByIds(ids: readonly string[]): Promise<void> {
    // Chunks stay below SQLite's bound-parameter limit.
    for (let i = 0; i < ids.length; i += 500) await this.db.deleteFrom('event').where('id', 'in', ids.slice(i, i + 500)).execute();
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
  trimEntity(entityId: string, type: EventType, keep: number): Promise<void> {
    return this.trim('entity_id', entityId, type, keep);
  }

  /** Keeps the newest `keep` events of one tenant and type. */
  trimTenant(tenantId: string, type: EventType, keep: number): Promise<void> {
    return this.trim('tenant_id', tenantId, type, keep);
  }

  private async trim(column: 'entity_id' | 'tenant_id', id: string, type: EventType, keep: number): Promise<void> {
    const cutoff = await this.db
      .selectFrom('event')
      .select(['created_time'])
      .where(column, '=', id)
      .where('event_type', '=', type)
      .orderBy('created_time', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (!cutoff) return;
    await this.db.deleteFrom('event').where(column, '=', id).where('event_type', '=', type).where('created_time', '<=', cutoff.created_time).execute();
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
