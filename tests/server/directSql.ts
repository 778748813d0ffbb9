import { execFileSync } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { RunningServer } from '../../server/main';

/**
 * What a test may do straight in a server's database, as an operator with database access would:
 * better-sqlite3's synchronous statement API (`prepare(sql).get/all/run`, `exec`) over either store.
 * On SQLite it is better-sqlite3 itself on the server's file; on PostgreSQL each call runs `psql`
 * (synchronously, so the many `expect(countRows(...))` lines read alike on both), with the `?`
 * parameters bound as quoted literals. SQL must be portable: booleans are 0/1 integers in both
 * schemas, and `rowid` (SQLite's insertion order) reads as PostgreSQL's `ctid`.
 */
export interface DirectStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): void;
}

export interface DirectDb {
  prepare(sql: string): DirectStatement;
  exec(sql: string): void;
  close(): void;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Replaces each `?` outside string literals with the next parameter. */
export function bindParameters(sql: string, params: unknown[]): string {
  let out = '';
  let inString = false;
  let next = 0;
  for (const char of sql) {
    if (char === "'") inString = !inString;
    if (char === '?' && !inString) {
      if (next >= params.length) throw new Error(`missing parameter ${next + 1} for: ${sql}`);
      out += literal(params[next++]);
    } else out += char;
  }
  if (next !== params.length) throw new Error(`${params.length} parameters for ${next} placeholders: ${sql}`);
  return out.replace(/\browid\b/g, 'ctid');
}

function psql(url: string, sql: string): string {
  return execFileSync('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function postgresDirect(url: string): DirectDb {
  const rows = (sql: string, params: unknown[]) =>
    JSON.parse(psql(url, `select coalesce(json_agg(t), '[]'::json) from (${bindParameters(sql, params)}) t`).trim()) as unknown[];
  return {
    prepare: (sql) => ({
      get: (...params) => rows(sql, params)[0],
      all: (...params) => rows(sql, params),
      run: (...params) => void psql(url, bindParameters(sql, params)),
    }),
    exec: (sql) => void psql(url, sql),
    close: () => undefined,
  };
}

function sqliteDirect(file: string): DirectDb {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 5000');
  return {
    prepare: (sql) => {
      const statement = db.prepare(sql);
      return {
        get: (...params) => statement.get(...params),
        all: (...params) => statement.all(...params),
        run: (...params) => void statement.run(...params),
      };
    },
    exec: (sql) => void db.exec(sql),
    close: () => db.close(),
  };
}

/** Opens the database of a server's configuration (also once the server is closed). */
export function openDirect(config: Pick<RunningServer['config'], 'dataDir' | 'databaseUrl'>): DirectDb {
  return config.databaseUrl ? postgresDirect(config.databaseUrl) : sqliteDirect(path.join(config.dataDir, 'tessera.db'));
}
