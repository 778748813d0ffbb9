import type { Db } from './database';
import { sql } from 'kysely';
import { inTransaction } from './database';
import { parseJson, type EntityId } from './ids';
import { attributeRow, tsRow, writeKvBatch, type KvBatch, type KvWriteBuffer } from './kvBatch';
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

/** A row's value in its stored type (also read by the entity data query). */
export function fromColumns(row: KvValueColumns): KvValue {
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
    await writeKvBatch(this.db, { points: [], attributes: entries.map((entry) => attributeRow(entity, scope, entry, ts)) });
  }

  /** Appends the points (same key and ts replaces) and moves each key's latest value forward, never back. */
  async saveTimeseries(entityId: string, entries: KvEntry[], ts: number): Promise<void> {
    await writeKvBatch(this.db, { points: entries.map((entry) => ({ row: tsRow(entityId, entry, ts), latest: true })), attributes: [] });
  }

  /** Appends the points without touching the latest values (save timeseries' skipLatestPersistence). */
  async saveTimeseriesHistory(entityId: string, entries: KvEntry[], ts: number): Promise<void> {
    await writeKvBatch(this.db, { points: entries.map((entry) => ({ row: tsRow(entityId, entry, ts), latest: false })), attributes: [] });
  }

  /** Writes what a {@link KvWriteBuffer} collected, as if each save had run in turn (kvBatch.ts). */
  async writeBatch(batch: KvBatch): Promise<void> {
    await writeKvBatch(this.db, batch);
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

  /** Ids of the entities whose attribute `key` of `scope` is the boolean `value` (devices saved as `active`). */
  async findEntityIdsByBoolAttribute(scope: AttributeScope, key: string, value: boolean): Promise<string[]> {
    const rows = await this.db
      .selectFrom('attribute_kv')
      .select('entity_id')
      .where('attribute_type', '=', scope)
      .where('attribute_key', '=', key)
      .where('bool_v', '=', value ? 1 : 0)
      .execute();
    return rows.map((row) => row.entity_id);
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

  /** Removes the given attribute keys of one scope; returns the keys that existed. */
  async deleteAttributes(entityId: string, scope: AttributeScope, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .deleteFrom('attribute_kv')
      .where('entity_id', '=', entityId)
      .where('attribute_type', '=', scope)
      .where('attribute_key', 'in', keys)
      .returning('attribute_key')
      .execute();
    return rows.map((row) => row.attribute_key);
  }

  /** Raw points of one key with `startTs <= ts < endTs`, in `order`, at most `limit`. */
  async findHistory(entityId: string, key: string, startTs: number, endTs: number, order: 'asc' | 'desc', limit: number): Promise<TsKv[]> {
    const rows = await this.db
      .selectFrom('ts_kv')
      .selectAll()
      .where('entity_id', '=', entityId)
      .where('key', '=', key)
      .where('ts', '>=', startTs)
      .where('ts', '<', endTs)
      .orderBy('ts', order)
      .limit(limit)
      .execute();
    return rows.map((row) => ({ key: row.key, value: fromColumns(row), ts: row.ts }));
  }

  /**
   * Per key and bucket (`floor((ts - startTs) / interval)`) the counts, sums, minima and
   * maxima of the numeric values, computed in SQL so long ranges never load every point.
   * `startTs` and `interval` must be safe integers: they are inlined so both dialects
   * divide integers.
   */
  async aggregateHistory(entityId: string, keys: string[], startTs: number, endTs: number, interval: number): Promise<TsBucketRow[]> {
    if (keys.length === 0) return [];
    if (!Number.isSafeInteger(startTs) || !Number.isSafeInteger(interval) || interval <= 0) throw new Error('aggregateHistory needs integer bounds');
    const bucket = sql<number>`(ts - ${sql.lit(startTs)}) / ${sql.lit(interval)}`;
    const rows = await this.db
      .selectFrom('ts_kv')
      .select(({ fn }) => [
        'key',
        bucket.as('bucket'),
        fn.countAll<number>().as('count'),
        fn.count<number>('long_v').as('long_count'),
        fn.count<number>('dbl_v').as('dbl_count'),
        fn.sum<number>('long_v').as('long_sum'),
        fn.sum<number>('dbl_v').as('dbl_sum'),
        fn.min<number>('long_v').as('long_min'),
        fn.max<number>('long_v').as('long_max'),
        fn.min<number>('dbl_v').as('dbl_min'),
        fn.max<number>('dbl_v').as('dbl_max'),
      ])
      .where('entity_id', '=', entityId)
      .where('key', 'in', keys)
      .where('ts', '>=', startTs)
      .where('ts', '<', endTs)
      .groupBy(['key', bucket])
      .orderBy('key')
      .orderBy(bucket)
      .execute();
    // PostgreSQL answers sums and counts as numeric text.
    const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
    return rows.map((row) => ({
      key: row.key,
      bucket: Number(row.bucket),
      count: Number(row.count),
      longCount: Number(row.long_count),
      dblCount: Number(row.dbl_count),
      longSum: num(row.long_sum),
      dblSum: num(row.dbl_sum),
      longMin: num(row.long_min),
      longMax: num(row.long_max),
      dblMin: num(row.dbl_min),
      dblMax: num(row.dbl_max),
    }));
  }

  /**
   * Removes points of the keys, all of them or those with `startTs <= ts < endTs`. A
   * latest value whose point was removed is replaced by the newest remaining point when
   * `rewriteLatest`, else removed. Returns the keys left without a latest value and the
   * rewritten latest points.
   */
  async deleteTimeseries(
    entityId: string,
    keys: string[],
    range: { startTs: number; endTs: number } | null,
    rewriteLatest: boolean,
  ): Promise<{ removedLatest: string[]; rewrittenLatest: TsKv[] }> {
    const removedLatest: string[] = [];
    const rewrittenLatest: TsKv[] = [];
    if (keys.length === 0) return { removedLatest, rewrittenLatest };
    await inTransaction(this.db, async (trx) => {
      let points = trx.deleteFrom('ts_kv').where('entity_id', '=', entityId).where('key', 'in', keys);
      if (range) points = points.where('ts', '>=', range.startTs).where('ts', '<', range.endTs);
      await points.execute();
      let latest = trx.selectFrom('ts_kv_latest').select(['key', 'ts']).where('entity_id', '=', entityId).where('key', 'in', keys);
      if (range) latest = latest.where('ts', '>=', range.startTs).where('ts', '<', range.endTs);
      for (const row of await latest.execute()) {
        const newest = rewriteLatest
          ? await trx.selectFrom('ts_kv').selectAll().where('entity_id', '=', entityId).where('key', '=', row.key).orderBy('ts', 'desc').limit(1).executeTakeFirst()
          : undefined;
        if (newest) {
          const { bool_v, str_v, long_v, dbl_v, json_v } = newest;
          await trx
            .updateTable('ts_kv_latest')
            .set({ ts: newest.ts, bool_v, str_v, long_v, dbl_v, json_v })
            .where('entity_id', '=', entityId)
            .where('key', '=', row.key)
            .execute();
          rewrittenLatest.push({ key: row.key, ts: newest.ts, value: fromColumns(newest) });
        } else {
          await trx.deleteFrom('ts_kv_latest').where('entity_id', '=', entityId).where('key', '=', row.key).execute();
          removedLatest.push(row.key);
        }
      }
    });
    return { removedLatest, rewrittenLatest };
  }
}

/** One aggregation bucket of one key (TelemetryStore.aggregateHistory). */
export interface TsBucketRow {
  key: string;
  bucket: number;
  /** Points of any type. */
  count: number;
  longCount: number;
  dblCount: number;
  longSum: number | null;
  dblSum: number | null;
  longMin: number | null;
  longMax: number | null;
  dblMin: number | null;
  dblMax: number | null;
}
