import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database';

/*
 * Tables the "save to custom table" rule node writes to (ThingsBoard's custom
 * Cassandra tables). Users create them themselves, named `cs_tb_<name>` so no node can
 * write to Tessera's own tables. Names come from rule-node configurations, so every
 * identifier is checked strictly and quoted, and every value is a bound parameter.
 */

/** Prefix of every custom table; the node's configuration names the table without it. */
export const CUSTOM_TABLE_PREFIX = 'cs_tb_';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** Whether `name` is a plain SQL identifier (letters, digits, underscores; at most 63). */
export function isPlainIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

/** A value as it is bound: JSON text for objects and arrays, 1/0 for booleans (SQLite binds no booleans). */
export type CustomValue = string | number | boolean | null;

export class CustomTableStore {
  constructor(private readonly db: Db) {}

  /** The table's column names in lower case; empty when the table does not exist. */
  async columns(table: string): Promise<string[]> {
    if (!isPlainIdentifier(table)) return [];
    const postgres = this.db.getExecutor().adapter instanceof PostgresAdapter;
    const query = postgres
      ? sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table.toLowerCase()}`
      : sql<{ name: string }>`select name from pragma_table_info(${table.toLowerCase()})`;
    const { rows } = await query.execute(this.db);
    return rows.map((row) => row.name.toLowerCase());
  }

  /**
   * Inserts one row; `values` maps column names (checked by the caller against `columns`)
   * to values. Names are used in lower case: PostgreSQL folds unquoted names to it, and
   * SQLite ignores case.
   */
  async insert(table: string, values: Record<string, CustomValue>): Promise<void> {
    const names = Object.keys(values);
    if (!isPlainIdentifier(table) || names.length === 0 || !names.every(isPlainIdentifier)) throw new Error('Invalid custom table insert');
    const bound = names.map((name) => {
      const value = values[name] ?? null;
      return typeof value === 'boolean' ? (value ? 1 : 0) : value;
    });
    const columns = sql.join(names.map((name) => sql.id(name.toLowerCase())));
    await sql`insert into ${sql.table(table.toLowerCase())} (${columns}) values (${sql.join(bound)})`.execute(this.db);
  }
}
