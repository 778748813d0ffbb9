import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { Db } from './database';
import { inTransaction } from './database';
import type { EntityId } from './ids';
import type { AttributeKvTable, KvValueColumns, TsKvTable } from './schema';
import type { AttributeScope, KvEntry, KvValue } from './TelemetryStore';

/*
 * Batched attribute and time-series writes. A write-queue batch (telemetry/WriteQueue.ts)
 * collects the points and attributes of its messages in a {@link KvWriteBuffer} and writes
 * them with {@link writeKvBatch}, as if each had been saved in turn: a later point with the
 * same key and ts replaces an earlier one, ts_kv_latest only moves forward (equal ts: the
 * later write wins), and a later attribute of the same key replaces an earlier one.
 *
 * PostgreSQL gets one statement per batch, whatever its size: each table's rows travel as
 * one array per column and are expanded with `unnest`, and the three upserts are
 * data-modifying CTEs of that statement, so the batch is atomic without an explicit
 * transaction and costs one round trip. The SQL text never changes, so PostgreSQL's plan
 * cache and node-postgres' parser see one statement. SQLite (in-process, no round trips)
 * gets multi-row upserts in one transaction.
 */

/** The stored columns of a value (one per type; JSON as text). Throws on a value JSON cannot hold. */
export function toColumns(value: KvValue): KvValueColumns {
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

/** One time-series point as stored (ts_kv and ts_kv_latest share the shape). */
export type TsRow = TsKvTable;

export type AttributeRow = AttributeKvTable;

/** A point and whether it may move its key's latest value (save timeseries' skipLatestPersistence clears it). */
export interface BufferedPoint {
  row: TsRow;
  latest: boolean;
}

export interface KvBatch {
  points: BufferedPoint[];
  attributes: AttributeRow[];
}

export function tsRow(entityId: string, entry: KvEntry, ts: number): TsRow {
  return { entity_id: entityId, key: entry.key, ts, ...toColumns(entry.value) };
}

export function attributeRow(entity: EntityId, scope: AttributeScope, entry: KvEntry, ts: number): AttributeRow {
  return { entity_type: entity.entityType, entity_id: entity.id, attribute_type: scope, attribute_key: entry.key, last_update_ts: ts, ...toColumns(entry.value) };
}

/**
 * Saves made during one write-queue batch, kept in write order until the batch writes them
 * all. Its methods have the signatures of TelemetryStore's, so a batch's jobs call either.
 * Values are converted when saved, so a value that cannot be stored fails its own save.
 */
export class KvWriteBuffer {
  private points: BufferedPoint[] = [];
  private attributes: AttributeRow[] = [];

  /** Time-series points buffered. */
  get pointCount(): number {
    return this.points.length;
  }

  get empty(): boolean {
    return this.points.length === 0 && this.attributes.length === 0;
  }

  readonly saveTimeseries = async (entityId: string, entries: KvEntry[], ts: number): Promise<void> => {
    for (const entry of entries) this.points.push({ row: tsRow(entityId, entry, ts), latest: true });
  };

  readonly saveTimeseriesHistory = async (entityId: string, entries: KvEntry[], ts: number): Promise<void> => {
    for (const entry of entries) this.points.push({ row: tsRow(entityId, entry, ts), latest: false });
  };

  readonly saveAttributes = async (entity: EntityId, scope: AttributeScope, entries: KvEntry[], ts: number): Promise<void> => {
    const rows = entries.map((entry) => attributeRow(entity, scope, entry, ts));
    this.attributes.push(...rows);
  };

  /** Where the buffer stands now, to {@link truncate} back to when a write fails. */
  mark(): { points: number; attributes: number } {
    return { points: this.points.length, attributes: this.attributes.length };
  }

  /** Forgets what was saved after `mark` (a failed write's own saves). */
  truncate(mark: { points: number; attributes: number }): void {
    this.points.length = Math.min(this.points.length, mark.points);
    this.attributes.length = Math.min(this.attributes.length, mark.attributes);
  }

  /** Hands the saves over (oldest first) and empties the buffer. */
  take(): KvBatch {
    const batch = { points: this.points, attributes: this.attributes };
    this.points = [];
    this.attributes = [];
    return batch;
  }
}

/** One row per conflict target, as sequential upserts would leave them (PostgreSQL refuses to update a row twice in one statement). */
function collapse(batch: KvBatch): { points: TsRow[]; latest: TsRow[]; attributes: AttributeRow[] } {
  const points = new Map<string, TsRow>();
  const latest = new Map<string, TsRow>();
  const attributes = new Map<string, AttributeRow>();
  for (const { row, latest: movesLatest } of batch.points) {
    const series = `${row.entity_id}\u0000${row.key}`;
    points.set(`${series}\u0000${row.ts}`, row);
    if (!movesLatest) continue;
    const seen = latest.get(series);
    if (!seen || row.ts >= seen.ts) latest.set(series, row);
  }
  for (const row of batch.attributes) attributes.set(`${row.entity_id}\u0000${row.attribute_type}\u0000${row.attribute_key}`, row);
  return { points: [...points.values()], latest: [...latest.values()], attributes: [...attributes.values()] };
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Writes a buffered batch (see the top of this file); nothing to write costs nothing. */
export async function writeKvBatch(db: Db, batch: KvBatch): Promise<void> {
  if (batch.points.length === 0 && batch.attributes.length === 0) return;
  const rows = collapse(batch);
  if (isPostgres(db)) await writePostgres(db, rows);
  else await inTransaction(db, (trx) => writeSqlite(trx, rows));
}

const VALUE_COLUMNS = ['bool_v', 'str_v', 'long_v', 'dbl_v', 'json_v'] as const;
const VALUE_TYPES = ['int4', 'text', 'int8', 'float8', 'text'] as const;
const TS_COLUMNS = ['entity_id', 'key', 'ts', ...VALUE_COLUMNS] as const;
const TS_TYPES = ['varchar', 'varchar', 'int8', ...VALUE_TYPES] as const;
const ATTRIBUTE_COLUMNS = ['entity_type', 'entity_id', 'attribute_type', 'attribute_key', 'last_update_ts', ...VALUE_COLUMNS] as const;
const ATTRIBUTE_TYPES = ['varchar', 'varchar', 'varchar', 'varchar', 'int8', ...VALUE_TYPES] as const;

/** `select * from unnest($n::type[], ...) as r(columns)` over the arrays given to the statement from `first` on. */
function unnestFrom(first: number, columns: readonly string[], types: readonly string[]): string {
  const arrays = types.map((type, index) => `$${first + index}::${type}[]`).join(', ');
  return `select * from unnest(${arrays}) as r(${columns.join(', ')})`;
}

const SET_VALUES = VALUE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ');

/**
 * Points ($1-$8), attributes ($9-$18) and latest values ($19-$26) in one statement. Empty
 * arrays insert nothing, so the text stays the same for every batch.
 */
const POSTGRES_BATCH = `
with points as (
  insert into ts_kv (${TS_COLUMNS.join(', ')}) ${unnestFrom(1, TS_COLUMNS, TS_TYPES)}
  on conflict (entity_id, key, ts) do update set ${SET_VALUES}
), attributes as (
  insert into attribute_kv (${ATTRIBUTE_COLUMNS.join(', ')}) ${unnestFrom(9, ATTRIBUTE_COLUMNS, ATTRIBUTE_TYPES)}
  on conflict (entity_id, attribute_type, attribute_key) do update set ${SET_VALUES}, last_update_ts = excluded.last_update_ts
)
insert into ts_kv_latest as latest (${TS_COLUMNS.join(', ')}) ${unnestFrom(19, TS_COLUMNS, TS_TYPES)}
on conflict (entity_id, key) do update set ts = excluded.ts, ${SET_VALUES}
where latest.ts <= excluded.ts`;

/** One array per column; node-postgres sends each as a PostgreSQL array literal. */
function columnArrays<T extends object>(rows: T[], columns: readonly (keyof T & string)[]): unknown[][] {
  return columns.map((column) => rows.map((row) => row[column]));
}

async function writePostgres(db: Db, rows: ReturnType<typeof collapse>): Promise<void> {
  const parameters = [
    ...columnArrays(rows.points, TS_COLUMNS),
    ...columnArrays(rows.attributes, ATTRIBUTE_COLUMNS),
    ...columnArrays(rows.latest, TS_COLUMNS),
  ];
  await db.executeQuery(CompiledQuery.raw(POSTGRES_BATCH, parameters));
}

/** Rows per multi-row statement on SQLite: 10 parameters each stays far below its limit. */
const ROWS_PER_STATEMENT = 500;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += ROWS_PER_STATEMENT) result.push(items.slice(index, index + ROWS_PER_STATEMENT));
  return result;
}

/** The value columns of an upsert, taken from the row being inserted. */
const EXCLUDED_VALUES = {
  bool_v: sql.ref<number | null>('excluded.bool_v'),
  str_v: sql.ref<string | null>('excluded.str_v'),
  long_v: sql.ref<number | null>('excluded.long_v'),
  dbl_v: sql.ref<number | null>('excluded.dbl_v'),
  json_v: sql.ref<string | null>('excluded.json_v'),
};

async function writeSqlite(db: Db, rows: ReturnType<typeof collapse>): Promise<void> {
  for (const chunk of chunks(rows.points)) {
    await db
      .insertInto('ts_kv')
      .values(chunk)
      .onConflict((oc) => oc.columns(['entity_id', 'key', 'ts']).doUpdateSet(EXCLUDED_VALUES))
      .execute();
  }
  for (const chunk of chunks(rows.attributes)) {
    await db
      .insertInto('attribute_kv')
      .values(chunk)
      .onConflict((oc) => oc.columns(['entity_id', 'attribute_type', 'attribute_key']).doUpdateSet({ ...EXCLUDED_VALUES, last_update_ts: sql.ref<number>('excluded.last_update_ts') }))
      .execute();
  }
  for (const chunk of chunks(rows.latest)) {
    await db
      .insertInto('ts_kv_latest')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['entity_id', 'key'])
          .doUpdateSet({ ts: sql.ref<number>('excluded.ts'), ...EXCLUDED_VALUES })
          .where('ts_kv_latest.ts', '<=', sql.ref<number>('excluded.ts')),
      )
      .execute();
  }
}
