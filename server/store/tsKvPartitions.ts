import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database';

/*
 * Monthly partitions of `ts_kv` on PostgreSQL (migration 0014): `ts_kv_y2026m11` holds the points
 * of November 2026 (UTC, epoch milliseconds). The server keeps last month to two months ahead
 * in place; points outside them (late or far-future timestamps) land in `ts_kv_default`, and are
 * moved into their month when its partition is created. On SQLite this does nothing.
 */

/** Months around `now` that get a partition: last month, this month and the two after. */
const MONTHS_BEHIND = 1;
const MONTHS_AHEAD = 2;

export interface MonthRange {
  name: string;
  from: number;
  to: number;
}

/** The month `offset` months from the month of `now` (UTC). */
export function monthRange(now: number, offset: number): MonthRange {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + offset;
  const from = Date.UTC(year, month, 1);
  const to = Date.UTC(year, month + 1, 1);
  const start = new Date(from);
  const name = `ts_kv_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
  return { name, from, to };
}

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function existingPartitions(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select child.relname as name from pg_inherits
    join pg_class parent on parent.oid = pg_inherits.inhparent
    join pg_class child on child.oid = pg_inherits.inhrelid
    where parent.oid = to_regclass('ts_kv')`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** Creates one month's partition, moving that month's rows out of the default partition first. */
async function createPartition(db: Db, range: MonthRange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const table = sql.id(range.name);
    await sql`create table ${table} (like ts_kv including defaults)`.execute(trx);
    await sql`insert into ${table} select * from ts_kv_default where ts >= ${range.from} and ts < ${range.to}`.execute(trx);
    await sql`delete from ts_kv_default where ts >= ${range.from} and ts < ${range.to}`.execute(trx);
    await sql`alter table ts_kv attach partition ${table} for values from (${sql.lit(range.from)}) to (${sql.lit(range.to)})`.execute(trx);
  });
}

/** Makes sure the partitions around `now` exist; returns the names it created. */
export async function ensureTsKvPartitions(db: Db, now = Date.now()): Promise<string[]> {
  if (!isPostgres(db)) return [];
  const existing = await existingPartitions(db);
  // Not partitioned (migration 0014 not applied): nothing to do.
  if (!existing.has('ts_kv_default')) return [];
  const created: string[] = [];
  for (let offset = -MONTHS_BEHIND; offset <= MONTHS_AHEAD; offset++) {
    const range = monthRange(now, offset);
    if (existing.has(range.name)) continue;
    try {
      await createPartition(db, range);
      created.push(range.name);
    } catch (error) {
      // Another server on the same database made it meanwhile.
      if ((error as { code?: string }).code !== '42P07') throw error;
    }
  }
  return created;
}

const DAY_MS = 86_400_000;

/** Runs {@link ensureTsKvPartitions} now and once a day; returns the stop function. */
export async function maintainTsKvPartitions(db: Db, onError: (error: unknown) => void): Promise<() => void> {
  await ensureTsKvPartitions(db);
  if (!isPostgres(db)) return () => undefined;
  const timer = setInterval(() => ensureTsKvPartitions(db).catch(onError), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
