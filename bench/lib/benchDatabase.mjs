// Where a bench's server stores its data: SQLite in its fresh data folder (the default), or a
// fresh schema of the PostgreSQL database in BENCH_DATABASE_URL (default: the test database that
// .ci/postgres creates), dropped after the run.
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://tessera:tessera@127.0.0.1:5432/tessera_test';

/** Resolves `{ env, label, dispose }` for the server of one run on `kind` ('sqlite' or 'postgres'). */
export async function benchDatabase(kind) {
  if (kind === 'sqlite') return { env: {}, label: 'SQLite', dispose: async () => {} };
  if (kind !== 'postgres') throw new Error(`--database must be sqlite, postgres or both, got ${kind}`);
  const base = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
  const schema = `bench_${Date.now()}_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema "${schema}"`);
  const separator = base.includes('?') ? '&' : '?';
  return {
    env: { DATABASE_URL: `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    label: 'PostgreSQL',
    dispose: () => admin(`drop schema if exists "${schema}" cascade`),
  };
}

/** CPU seconds (user + system) a process has used so far (Linux /proc). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
