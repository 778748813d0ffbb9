import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createDatabase, type Db } from '../../server/store/database';
import { ensureTsKvPartitions, monthRange } from '../../server/store/tsKvPartitions';
import { api, login, removeTempDirs, startTestServer } from './helpers';
import { onPostgres } from './testDatabase';

let server: RunningServer;
let db: Db;
let token: string;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer();
  db = createDatabase(server.config);
  token = (await login(server.url, 'tenant')).token;
  deviceId = (await api(server.url, '/api/tenant/devices?pageSize=1&page=0', { token })).body.data[0].id.id;
});

afterAll(async () => {
  await db?.destroy();
  await server?.close();
  await removeTempDirs();
});

const save = (ts: number, value: number) =>
  api(server.url, `/api/plugins/telemetry/DEVICE/${deviceId}/timeseries/ANY`, { token, body: { ts, values: { probe: value } } });

/** The partition each stored `probe` point is in. */
async function partitionsOfProbe(): Promise<Record<number, string>> {
  const { rows } = await sql<{ ts: number; part: string }>`select ts, tableoid::regclass::text as part from ts_kv where entity_id = ${deviceId} and key = 'probe'`.execute(db);
  return Object.fromEntries(rows.map((row) => [Number(row.ts), row.part.replace(/^.*\./, '')]));
}

describe('monthRange', () => {
  it('names and bounds a month in UTC, across year ends', () => {
    const now = Date.UTC(2026, 11, 31, 23, 59);
    expect(monthRange(now, 0)).toEqual({ name: 'ts_kv_y2026m12', from: Date.UTC(2026, 11, 1), to: Date.UTC(2027, 0, 1) });
    expect(monthRange(now, 1).name).toBe('ts_kv_y2027m01');
    expect(monthRange(now, -12).name).toBe('ts_kv_y2025m12');
  });
});

describe('ts_kv partitions', () => {
  it.runIf(!onPostgres)('do not exist on SQLite, where time series work as before', async () => {
    expect(await ensureTsKvPartitions(db)).toEqual([]);
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where name like 'ts_kv%' and type = 'table' order by name`.execute(db);
    expect(rows.map((row) => row.name)).toEqual(['ts_kv', 'ts_kv_latest']);
    const ts = Date.now();
    expect((await save(ts, 1)).status).toBe(200);
    const history = await api(server.url, `/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=probe&startTs=${ts - 1}&endTs=${ts + 1}`, { token });
    expect(history.body.probe).toEqual([{ ts, value: '1' }]);
  });

  it.runIf(onPostgres)('hold each month in its own partition from last month to two months ahead, the rest in the default one', async () => {
    const now = Date.now();
    const names = [-1, 0, 1, 2].map((offset) => monthRange(now, offset).name);
    const { rows } = await sql<{ name: string }>`select child.relname as name from pg_inherits join pg_class child on child.oid = inhrelid where inhparent = to_regclass('ts_kv')`.execute(db);
    expect(rows.map((row) => row.name).sort()).toEqual([...names, 'ts_kv_default'].sort());

    const old = Date.UTC(2001, 0, 15);
    expect((await save(now, 1)).status).toBe(200);
    expect((await save(old, 2)).status).toBe(200);
    expect(await partitionsOfProbe()).toEqual({ [now]: monthRange(now, 0).name, [old]: 'ts_kv_default' });

    // The month of the old point gets its partition: the point moves there, and reads still find it.
    expect(await ensureTsKvPartitions(db, Date.UTC(2001, 0, 20))).toEqual(['ts_kv_y2000m12', 'ts_kv_y2001m01', 'ts_kv_y2001m02', 'ts_kv_y2001m03']);
    expect(await partitionsOfProbe()).toEqual({ [now]: monthRange(now, 0).name, [old]: 'ts_kv_y2001m01' });
    expect(await ensureTsKvPartitions(db, Date.UTC(2001, 0, 20))).toEqual([]);
    const history = await api(server.url, `/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=probe&startTs=${old - 1}&endTs=${now + 1}&limit=10`, { token });
    expect(history.body.probe.map((point: { ts: number }) => point.ts).sort()).toEqual([old, now].sort());
  });
});
