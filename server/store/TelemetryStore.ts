import type { Db } from './database';
import { inTransaction } from './database';
import { parseJson, type EntityId } from './ids';
import type { KvValueColumns } from './schema';

/*
 * Attributes and time series (contract §6, §9.1). A value keeps its type (boolean,
 * long, double, string, JSON) in its own column, so `3.0` reads back as a double and
 * `"42"` as a string; the telemetry endpoints decide how to print each type.
 */

export type AttributeScope = 'CLIENT_SCOPE' | 'SERVER_SCOPE' | 'SHARED_SCOPE';
export const ATTRIBUTE_SCOPES: readonly AttributeScope[] = ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'];

export type KvValue =
  | { type: 'BOOLEAN'; value: boolean }
  | { type: 'LONG'; value: number }
  | { type: 'DOUBLE'; value: number }
  | { type: 'STRING'; value: string }
  | { type: 'JSON'; value: unknown };

export interface KvEntry {
  key: string;
  value: KvValue;
}

export interface AttributeKv extends KvEntry {
  lastUpdateTs: number;
}

export interface TsKv extends KvEntry {
  ts: number;
}

/** The natural type of a JSON value: whole numbers are longs, other numbers doubles, objects and arrays JSON. */
export function kvValueOf(value: unknown): KvValue {
  if (typeof value === 'boolean') return { type: 'BOOLEAN', value };
  if (typeof value === 'number') return Number.isInteger(value) ? { type: 'LONG', value } : { type: 'DOUBLE', value };
  if (typeof value === 'string') return { type: 'STRING', value };
  return { type: 'JSON', value };
}

/**
 * A value typed in as text (CSV cells): `true`/`false` are booleans, whole numbers
 * longs, other numbers doubles, anything else a string.
 */
export function kvValueOfText(text: string): KvValue {
  const trimmed = text.trim();
  if (/^(true|false)$/i.test(trimmed)) return { type: 'BOOLEAN', value: trimmed.toLowerCase() === 'true' };
  if (/^[-+]?\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed))) return { type: 'LONG', value: Number(trimmed) };
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed) && Number.isFinite(Number(trimmed))) return { type: 'DOUBLE', value: Number(trimmed) };
  return { type: 'STRING', value: text };
}

function toColumns(value: KvValue): KvValueColumns {
  const columns: KvValueColumns = { bool_v: null, str_v: null, long_v: null, dbl_v: null, json_v: null };
  switch (value.type) {
    case 'BOOLEAN':
      columns.bool_v = value.value ? 1 : 0;
      break;
    case 'LONG':
      columns.long_v = value.value;
      break;
    case 'DOUBLE':
      columns.dbl_v = value.value;
      break;
    case 'STRING':
      columns.str_v = value.value;
      break;
    case 'JSON':
      columns.json_v = JSON.stringify(value.value);
      break;
  }
  return columns;
}

function fromColumns(row: KvValueColumns): KvValue {
  if (row.bool_v !== null) return { type: 'BOOLEAN', value: Number(row.bool_v) === 1 };
  if (row.long_v !== null) return { type: 'LONG', value: Number(row.long_v) };
  if (row.dbl_v !== null) return { type: 'DOUBLE', value: Number(row.dbl_v) };
  if (row.json_v !== null) return { type: 'JSON', value: parseJson(row.json_v) };
  return { type: 'STRING', value: row.str_v ?? '' };
}

/**
 * Removes the attributes and time series of the given entities. A plain function over
 * `db` so the entity stores' delete transactions can call it on their own transaction.
 */
export async function deleteTelemetryOf(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('attribute_kv').where('entity_id', 'in', ids).execute();
  await db.deleteFrom('ts_kv').where('entity_id', 'in', ids).execute();
  await db.deleteFrom('ts_kv_latest').where('entity_id', 'in', ids).execute();
}

/** Removes the telemetry of the tenant and of everything it owns (tenant deletion). */
export async function deleteTelemetryOfTenant(db: Db, tenantId: string): Promise<void> {
  await deleteTelemetryOf(db, [tenantId]);
  for (const table of ['device', 'asset', 'entity_view', 'edge', 'customer', 'tb_user'] as const) {
    const ids = db.selectFrom(table).select('id').where('tenant_id', '=', tenantId);
    for (const kv of ['attribute_kv', 'ts_kv', 'ts_kv_latest'] as const) await db.deleteFrom(kv).where('entity_id', 'in', ids).execute();
  }
}

export class TelemetryStore {
  constructor(private readonly db: Db) {}

  /** Inserts or replaces each attribute of `scope`, stamped with `ts`. */
  async saveAttributes(entity: EntityId, scope: AttributeScope, entries: KvEntry[], ts: number): Promise<void> {
    if (entries.length === 0) return;
    await inTransaction(this.db, async (trx) => {
      for (const entry of entries) {
        const values = toColumns(entry.value);
        await trx
          .insertInto('attribute_kv')
          .values({ entity_type: entity.entityType, entity_id: entity.id, attribute_type: scope, attribute_key: entry.key, last_update_ts: ts, ...values })
          .onConflict((oc) => oc.columns(['entity_id', 'attribute_type', 'attribute_key']).doUpdateSet({ ...values, last_update_ts: ts }))
          .execute();
      }
    });
  }

  /** Appends the points (same key and ts replaces) and moves each key's latest value forward, never back. */
  async saveTimeseries(entityId: string, entries: KvEntry[], ts: number): Promise<void> {
    if (entries.length === 0) return;
    await inTransaction(this.db, async (trx) => {
      for (const entry of entries) {
        const values = toColumns(entry.value);
        await trx
          .insertInto('ts_kv')
          .values({ entity_id: entityId, key: entry.key, ts, ...values })
          .onConflict((oc) => oc.columns(['entity_id', 'key', 'ts']).doUpdateSet(values))
          .execute();
        await trx
          .insertInto('ts_kv_latest')
          .values({ entity_id: entityId, key: entry.key, ts, ...values })
          .onConflict((oc) =>
            oc
              .columns(['entity_id', 'key'])
              .doUpdateSet({ ts, ...values })
              .where('ts_kv_latest.ts', '<=', ts),
          )
          .execute();
      }
    });
  }

  /** The attributes of one entity in one scope, by key. */
  async findAttributes(entityId: string, scope: AttributeScope): Promise<AttributeKv[]> {
    const rows = await this.db
      .selectFrom('attribute_kv')
      .selectAll()
      .where('entity_id', '=', entityId)
      .where('attribute_type', '=', scope)
      .orderBy('attribute_key')
      .execute();
    return rows.map((row) => ({ key: row.attribute_key, value: fromColumns(row), lastUpdateTs: row.last_update_ts }));
  }

  /** The latest value of each series of one entity, by key. */
  async findLatest(entityId: string): Promise<TsKv[]> {
    const rows = await this.db.selectFrom('ts_kv_latest').selectAll().where('entity_id', '=', entityId).orderBy('key').execute();
    return rows.map((row) => ({ key: row.key, value: fromColumns(row), ts: row.ts }));
  }

  /** Distinct attribute keys (any scope) of the entities, sorted. */
  async findAttributeKeys(entityIds: string[]): Promise<string[]> {
    if (entityIds.length === 0) return [];
    const rows = await this.db.selectFrom('attribute_kv').select('attribute_key').distinct().where('entity_id', 'in', entityIds).orderBy('attribute_key').execute();
    return rows.map((row) => row.attribute_key);
  }

  /** Distinct time-series keys of the entities, sorted. */
  async findTimeseriesKeys(entityIds: string[]): Promise<string[]> {
    if (entityIds.length === 0) return [];
    const rows = await this.db.selectFrom('ts_kv_latest').select('key').distinct().where('entity_id', 'in', entityIds).orderBy('key').execute();
    return rows.map((row) => row.key);
  }

  async deleteAllOf(entityId: string): Promise<void> {
    await deleteTelemetryOf(this.db, [entityId]);
  }
}
