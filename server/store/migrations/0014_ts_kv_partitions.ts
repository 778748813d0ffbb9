import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Issue 20: on PostgreSQL, `ts_kv` becomes a table partitioned by month of `ts` (range
 * partitioning; the primary key keeps `ts`, so upserts work as before). This migration creates
 * the partitioned table with a DEFAULT partition that takes the existing rows; the monthly
 * partitions are created by the server (store/tsKvPartitions.ts) on start and each day, from
 * last month to two months ahead, moving any rows of those months out of the default one.
 * SQLite has no partitioning: nothing changes there.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table ts_kv rename to ts_kv_unpartitioned`.execute(db);
  await sql`alter table ts_kv_unpartitioned rename constraint ts_kv_pkey to ts_kv_unpartitioned_pkey`.execute(db);
  await sql`create table ts_kv (like ts_kv_unpartitioned including defaults) partition by range (ts)`.execute(db);
  await sql`alter table ts_kv add constraint ts_kv_pkey primary key (entity_id, key, ts)`.execute(db);
  await sql`create table ts_kv_default partition of ts_kv default`.execute(db);
  await sql`insert into ts_kv select * from ts_kv_unpartitioned`.execute(db);
  await sql`drop table ts_kv_unpartitioned`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table ts_kv_flat (like ts_kv including defaults)`.execute(db);
  await sql`insert into ts_kv_flat select * from ts_kv`.execute(db);
  await sql`drop table ts_kv`.execute(db);
  await sql`alter table ts_kv_flat rename to ts_kv`.execute(db);
  await sql`alter table ts_kv add constraint ts_kv_pkey primary key (entity_id, key, ts)`.execute(db);
}
