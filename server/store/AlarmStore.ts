import { sql, type SqlBool } from 'kysely';
import { inTransaction, type Db } from './database';
import { entityId, parseJson, toJson, type EntityId, type EntityType } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { AlarmRow } from './schema';

/*
 * Alarms (contract §2, §10). Each alarm row has entity_alarm rows for every entity it
 * shows on (originator first, then propagation targets), kept in step on every save.
 */

/** Highest first: `highestSeverity` and severity sorting follow this order. */
export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

export const ALARM_STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/** Contract §10 `searchStatus`: each one stands for a set of statuses. */
export const ALARM_SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;
export type AlarmSearchStatus = (typeof ALARM_SEARCH_STATUSES)[number];

export function isCleared(status: AlarmStatus): boolean {
  return status === 'CLEARED_UNACK' || status === 'CLEARED_ACK';
}

export function isAcknowledged(status: AlarmStatus): boolean {
  return status === 'ACTIVE_ACK' || status === 'CLEARED_ACK';
}

/** The statuses a search status matches. */
export function statusesOf(search: AlarmSearchStatus): AlarmStatus[] {
  return ALARM_STATUSES.filter((status) => {
    switch (search) {
      case 'ANY':
        return true;
      case 'ACTIVE':
        return !isCleared(status);
      case 'CLEARED':
        return isCleared(status);
      case 'ACK':
        return isAcknowledged(status);
      case 'UNACK':
        return !isAcknowledged(status);
    }
  });
}

/** The Alarm JSON (contract §2). */
export interface Alarm {
  id: EntityId<'ALARM'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  customerId: EntityId<'CUSTOMER'>;
  name: string;
  type: string;
  originator: EntityId;
  severity: AlarmSeverity;
  status: AlarmStatus;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  details: unknown;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes: string[];
}

/** Which alarms a list or the highest-severity lookup covers. */
export interface AlarmFilter {
  tenantId: string;
  /** Customer users see only their customer's alarms. */
  customerId?: string;
  /** Alarms shown on this entity (originated or propagated). */
  entityId?: string;
  statuses?: readonly AlarmStatus[];
  /** Bounds on createdTime, inclusive. */
  startTime?: number;
  endTime?: number;
}

/** What the alarm data query selects in SQL; sorting and paging happen in the query service. */
export interface AlarmQueryFilter {
  tenantId: string;
  customerId?: string;
  entityIds: string[];
  /** Match alarms propagated to the entities too, not only the ones they originated. */
  propagated: boolean;
  startTime?: number;
  endTime?: number;
  types?: string[];
  severities?: AlarmSeverity[];
  statuses?: AlarmStatus[];
}

export const ALARM_PAGE: PageSpec = {
  search: ['alarm.type', 'alarm.severity', 'alarm.status'],
  sort: {
    createdTime: 'alarm.created_time',
    startTs: 'alarm.start_ts',
    endTs: 'alarm.end_ts',
    ackTs: 'alarm.ack_ts',
    clearTs: 'alarm.clear_ts',
    severity: 'alarm.severity',
    status: 'alarm.status',
    type: 'alarm.type',
  },
  defaultSort: 'alarm.created_time',
  unique: 'alarm.id',
};

/** SQLite caps bound variables per statement; id lists are sent in slices of this size. */
const ID_CHUNK = 500;

function toAlarm(row: AlarmRow): Alarm {
  return {
    id: entityId('ALARM', row.id),
    createdTime: Number(row.created_time),
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    name: row.type,
    type: row.type,
    originator: entityId(row.originator_type as EntityType, row.originator_id),
    severity: row.severity as AlarmSeverity,
    status: row.status as AlarmStatus,
    startTs: Number(row.start_ts),
    endTs: Number(row.end_ts),
    ackTs: Number(row.ack_ts),
    clearTs: Number(row.clear_ts),
    details: parseJson(row.details),
    propagate: Number(row.propagate) === 1,
    propagateToOwner: Number(row.propagate_to_owner) === 1,
    propagateToTenant: Number(row.propagate_to_tenant) === 1,
    propagateRelationTypes: parseJson<string[]>(row.propagate_relation_types) ?? [],
  };
}

function toRow(alarm: Alarm): AlarmRow {
  return {
    id: alarm.id.id,
    created_time: alarm.createdTime,
    tenant_id: alarm.tenantId.id,
    customer_id: alarm.customerId.id,
    type: alarm.type,
    originator_id: alarm.originator.id,
    originator_type: alarm.originator.entityType,
    severity: alarm.severity,
    status: alarm.status,
    start_ts: alarm.startTs,
    end_ts: alarm.endTs,
    ack_ts: alarm.ackTs,
    clear_ts: alarm.clearTs,
    details: toJson(alarm.details),
    propagate: alarm.propagate ? 1 : 0,
    propagate_to_owner: alarm.propagateToOwner ? 1 : 0,
    propagate_to_tenant: alarm.propagateToTenant ? 1 : 0,
    propagate_relation_types: toJson(alarm.propagateRelationTypes),
  };
}

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += ID_CHUNK) result.push(items.slice(i, i + ID_CHUNK));
  return result;
}

/**
 * Removes the alarms originated by the given entities and the propagated copies shown
 * on them. A plain function over `db` so the entity stores' delete transactions can call it.
 */
export async function deleteAlarmsOf(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('entity_alarm').where('alarm_id', 'in', db.selectFrom('alarm').select('id').where('originator_id', 'in', ids)).execute();
  await db.deleteFrom('alarm').where('originator_id', 'in', ids).execute();
  await db.deleteFrom('entity_alarm').where('entity_id', 'in', ids).execute();
}

export class AlarmStore {
  constructor(private readonly db: Db) {}

  /** Inserts or replaces the alarm and, when given, the set of entities it shows on. */
  async save(alarm: Alarm, shownOn?: EntityId[]): Promise<void> {
    const row = toRow(alarm);
    await inTransaction(this.db, async (trx) => {
      const { id, ...rest } = row;
      await trx.insertInto('alarm').values(row).onConflict((oc) => oc.column('id').doUpdateSet(rest)).execute();
      if (shownOn === undefined) return;
      await trx.deleteFrom('entity_alarm').where('alarm_id', '=', id).execute();
      const unique = new Map(shownOn.map((entity) => [entity.id, entity]));
      for (const part of chunks([...unique.values()])) {
        await trx
          .insertInto('entity_alarm')
          .values(part.map((entity) => ({ alarm_id: id, entity_id: entity.id, entity_type: entity.entityType })))
          .execute();
      }
    });
  }

  async findById(id: string): Promise<Alarm | undefined> {
    const row = await this.db.selectFrom('alarm').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAlarm(row);
  }

  /** The newest alarm of this originator and type, which a new one of the same kind merges into unless cleared. */
  async findLatest(tenantId: string, originatorId: string, type: string): Promise<Alarm | undefined> {
    const row = await this.db
      .selectFrom('alarm')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('originator_id', '=', originatorId)
      .where('type', '=', type)
      .orderBy('created_time', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && toAlarm(row);
  }

  /** Ids of the entities the alarm shows on. */
  async findShownOn(alarmId: string): Promise<EntityId[]> {
    const rows = await this.db.selectFrom('entity_alarm').select(['entity_id', 'entity_type']).where('alarm_id', '=', alarmId).execute();
    return rows.map((row) => entityId(row.entity_type as EntityType, row.entity_id));
  }

  private filtered(filter: AlarmFilter) {
    let query = this.db.selectFrom('alarm').selectAll('alarm').where('alarm.tenant_id', '=', filter.tenantId);
    if (filter.customerId !== undefined) query = query.where('alarm.customer_id', '=', filter.customerId);
    if (filter.entityId !== undefined) {
      const shown = this.db.selectFrom('entity_alarm').select('entity_alarm.alarm_id').where('entity_alarm.entity_id', '=', filter.entityId);
      query = query.where('alarm.id', 'in', shown);
    }
    if (filter.statuses !== undefined) query = query.where('alarm.status', 'in', [...filter.statuses]);
    if (filter.startTime !== undefined) query = query.where('alarm.created_time', '>=', filter.startTime);
    if (filter.endTime !== undefined) query = query.where('alarm.created_time', '<=', filter.endTime);
    return query;
  }

  async findPage(filter: AlarmFilter, link: PageLink): Promise<PageData<Alarm>> {
    if (filter.statuses?.length === 0) return { data: [], totalPages: 0, totalElements: 0, hasNext: false };
    return mapPage(await fetchPage(this.filtered(filter), link, ALARM_PAGE), toAlarm);
  }

  /** The highest severity among the matching alarms, or undefined when there are none. */
  async findHighestSeverity(filter: AlarmFilter): Promise<AlarmSeverity | undefined> {
    if (filter.statuses?.length === 0) return undefined;
    const rows = await this.filtered(filter).clearSelect().select('alarm.severity').distinct().execute();
    const present = new Set(rows.map((row) => row.severity));
    return ALARM_SEVERITIES.find((severity) => present.has(severity));
  }

  /** Alarms for the alarm data query, each with the queried entity it matched (the originator when it is one). */
  async findForQuery(filter: AlarmQueryFilter): Promise<{ alarm: Alarm; entityId: string }[]> {
    if (filter.entityIds.length === 0 || filter.types?.length === 0 || filter.severities?.length === 0 || filter.statuses?.length === 0) return [];
    const found = new Map<string, { alarm: Alarm; entityId: string }>();
    for (const ids of chunks(filter.entityIds)) {
      let query = this.db
        .selectFrom('alarm')
        .innerJoin('entity_alarm', 'entity_alarm.alarm_id', 'alarm.id')
        .selectAll('alarm')
        .select('entity_alarm.entity_id as matched_id')
        .where('alarm.tenant_id', '=', filter.tenantId)
        .where('entity_alarm.entity_id', 'in', ids);
      if (!filter.propagated) query = query.where(sql<SqlBool>`alarm.originator_id = entity_alarm.entity_id`);
      if (filter.customerId !== undefined) query = query.where('alarm.customer_id', '=', filter.customerId);
      if (filter.startTime !== undefined) query = query.where('alarm.created_time', '>=', filter.startTime);
      if (filter.endTime !== undefined) query = query.where('alarm.created_time', '<=', filter.endTime);
      if (filter.types !== undefined) query = query.where('alarm.type', 'in', filter.types);
      if (filter.severities !== undefined) query = query.where('alarm.severity', 'in', filter.severities);
      if (filter.statuses !== undefined) query = query.where('alarm.status', 'in', filter.statuses);
      for (const { matched_id: matchedId, ...row } of await query.execute()) {
        const seen = found.get(row.id);
        // Several queried entities may show one alarm: prefer its originator, else keep the first.
        if (!seen || matchedId === row.originator_id) found.set(row.id, { alarm: toAlarm(row), entityId: matchedId });
      }
    }
    return [...found.values()];
  }

  async delete(id: string): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('entity_alarm').where('alarm_id', '=', id).execute();
      await trx.deleteFrom('alarm').where('id', '=', id).execute();
    });
  }
}
