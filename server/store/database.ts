import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const PG_INT8_OID = 20;

/*
 * pg returns int8 as a string to avoid precision loss; our int8 columns are
 * epoch milliseconds, far below 2^53, so numbers keep both dialects alike.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function sqliteDialect(dataDir: string): SqliteDialect {
  mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, 'tessera.db'));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  // WAL makes NORMAL safe against corruption; only the last commits can be lost on power failure.
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database });
}

/** Hears the duration of every statement (metrics); `failed` for those that threw. */
export type QueryListener = (durationMs: number, failed: boolean) => void;

const queryListeners = new WeakMap<Db, Set<QueryListener>>();

/** Subscribes to the statement timings of a database from createDatabase; returns the unsubscribe. */
export function onQuery(db: Db, listener: QueryListener): () => void {
  const listeners = queryListeners.get(db);
  if (!listeners) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens PostgreSQL when DATABASE_URL is set, otherwise `${dataDir}/tessera.db`. */
export function createDatabase(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): Db {
  const dialect = config.databaseUrl
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, types: pgTypes }) })
    : sqliteDialect(config.dataDir);
  const listeners = new Set<QueryListener>();
  const db = new Kysely<Database>({
    dialect,
    // Transactions share this, so every statement is timed once, wherever it runs.
    log: (event) => {
      for (const listener of listeners) listener(event.queryDurationMillis, event.level === 'error');
    },
  });
  queryListeners.set(db, listeners);
  return db;
}

/** A trivial statement: the database answers (health checks). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Runs `work` in a transaction, joining the caller's one if `db` already is one,
 * so store methods compose inside a larger unit of work (e.g. the demo seed).
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

let savepointCounter = 0;

/**
 * Runs `work` inside a savepoint of the transaction `db`, rolled back to if `work`
 * throws (the error is rethrown): one failed row of a bulk import undoes only itself.
 */
export async function inSavepoint<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return work(db);
  const name = sql.id(`sp_${++savepointCounter}`);
  await sql`savepoint ${name}`.execute(db);
  try {
    const result = await work(db);
    await sql`release savepoint ${name}`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db);
    await sql`release savepoint ${name}`.execute(db);
    throw error;
  }
}

/** A unique-constraint failure, in SQLite's and PostgreSQL's wording. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
