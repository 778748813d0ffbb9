import { sql } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** Rows of `table` whose `column` equals `value`: entity limits and "still referenced" checks. */
export async function countWhere(db: Db, table: keyof Database & string, column: string, value: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(db);
  // PostgreSQL returns count(*) as a bigint string.
  return Number(rows[0]?.n ?? 0);
}
