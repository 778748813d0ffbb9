import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Server tests run on SQLite (a file in each server's data folder) unless TEST_DATABASE_URL names a
 * PostgreSQL database. Then every data folder gets a schema of its own in that database (the
 * server's connection sets its `search_path`), named after the folder: a test file's servers
 * never share data, and a server restarted on the same folder (persistence, migrations) finds
 * its data again, as with SQLite. A schema costs nothing to create, where a database costs a
 * copy of its template.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const onPostgres = TEST_DATABASE_URL !== undefined;

const created = new Set<string>();

function schemaName(dataDir: string): string {
  return `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 20)}`;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL URL for a data folder (creating its schema), or undefined on SQLite. */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  if (!TEST_DATABASE_URL) return undefined;
  const schema = schemaName(dataDir);
  if (!created.has(schema)) {
    await withAdmin((client) => client.query(`create schema if not exists "${schema}"`));
    created.add(schema);
  }
  // libpq's `options` (node-postgres and psql read it alike): every session of the server works in the schema.
  // Percent-encoded by hand: libpq does not read `+` as a space.
  const separator = TEST_DATABASE_URL.includes('?') ? '&' : '?';
  return `${TEST_DATABASE_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** Drops the schemas this test file created (servers must be closed first). */
export async function dropTestDatabases(): Promise<void> {
  if (!TEST_DATABASE_URL || created.size === 0) return;
  const schemas = [...created];
  created.clear();
  await withAdmin(async (client) => {
    for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
  });
}
