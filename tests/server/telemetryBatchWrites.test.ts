import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import type { EntityId } from '../../server/store/ids';
import type { KvValue, TsKv } from '../../server/store/TelemetryStore';
import { createTelemetryService, type BatchedTelemetryService } from '../../server/telemetry/TelemetryService';
import { sqlite } from './accountHelpers';
import { removeTempDirs, startTestServer } from './helpers';

/*
 * The write queue's batched time-series path on the real SQLite database: points of a
 * batch are written with multi-row upserts at its end, yet the result is what writing
 * each message in turn would give (same key and ts: the later write wins; the latest
 * value never moves back), writes that need more than a buffered save keep their order
 * in the batch, and a failing write takes only its own points with it.
 */

let server: RunningServer;
/** A long flush delay: everything a test enqueues at once lands in one batch. */
let service: BatchedTelemetryService;
const TENANT = '22222222-2222-4222-8222-222222222222';
let counter = 0;

function newEntity(): EntityId {
  counter++;
  return { entityType: 'DEVICE', id: `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}` };
}

const long = (value: number): KvValue => ({ type: 'LONG', value });
const text = (value: string): KvValue => ({ type: 'STRING', value });
const point = (key: string, ts: number, value: KvValue): TsKv => ({ key, ts, value });

/** Committed rows of one entity, as a second connection sees them. */
function rows(table: 'ts_kv' | 'ts_kv_latest', entityId: string): { key: string; ts: number; long_v: number | null; str_v: string | null }[] {
  return sqlite(server, (db) => db.prepare(`select key, ts, long_v, str_v from ${table} where entity_id = ? order by key, ts`).all(entityId) as never);
}

/** Runs the writes started by `start` and checks they shared one batch. */
async function inOneBatch(start: () => Promise<unknown>[]): Promise<PromiseSettledResult<unknown>[]> {
  const before = service.stats().batches;
  const results = await Promise.allSettled(start());
  expect(service.stats().batches - before).toBe(1);
  return results;
}

beforeAll(async () => {
  server = await startTestServer();
  service = createTelemetryService(server.stores, server.app.log, { flushDelayMs: 50, maxBatch: 5000 });
});

afterAll(async () => {
  await service?.close();
  await server?.close();
  await removeTempDirs();
});

describe('batched time-series writes', () => {
  it('lets the later write of the same key and ts win, and never moves the latest value back', async () => {
    const entity = newEntity();
    await inOneBatch(() => [
      service.saveTimeseries(TENANT, entity, [point('t', 200, long(1))]),
      service.saveTimeseries(TENANT, entity, [point('t', 200, long(2)), point('s', 50, text('a'))]),
      service.saveTimeseries(TENANT, entity, [point('t', 100, long(3))]),
      service.saveTimeseries(TENANT, entity, [point('s', 50, text('b')), point('s', 40, text('c'))]),
    ]);
    expect(rows('ts_kv', entity.id)).toEqual([
      { key: 's', ts: 40, long_v: null, str_v: 'c' },
      { key: 's', ts: 50, long_v: null, str_v: 'b' },
      { key: 't', ts: 100, long_v: 3, str_v: null },
      { key: 't', ts: 200, long_v: 2, str_v: null },
    ]);
    expect(rows('ts_kv_latest', entity.id)).toEqual([
      { key: 's', ts: 50, long_v: null, str_v: 'b' },
      { key: 't', ts: 200, long_v: 2, str_v: null },
    ]);
    // A later batch with an older point leaves the latest value; an equal ts replaces it.
    await inOneBatch(() => [service.saveTimeseries(TENANT, entity, [point('t', 150, long(4)), point('s', 50, text('d'))])]);
    expect(rows('ts_kv_latest', entity.id)).toEqual([
      { key: 's', ts: 50, long_v: null, str_v: 'd' },
      { key: 't', ts: 200, long_v: 2, str_v: null },
    ]);
  });

  it('keeps the order of a deletion between buffered saves', async () => {
    const entity = newEntity();
    const events: string[] = [];
    const off = service.bus.onKeysDeleted((event) => event.entityId.id === entity.id && events.push(`deleted ${event.keys.join(',')}`));
    await inOneBatch(() => [
      service.saveTimeseries(TENANT, entity, [point('t', 1, long(1)), point('u', 1, long(1))]),
      service.deleteTimeseries(TENANT, entity, ['t'], { deleteAllDataForKeys: true, rewriteLatestIfDeleted: false }),
      service.saveTimeseries(TENANT, entity, [point('t', 2, long(2))]),
    ]);
    off();
    expect(rows('ts_kv', entity.id).map((row) => `${row.key}@${row.ts}`)).toEqual(['t@2', 'u@1']);
    expect(rows('ts_kv_latest', entity.id).map((row) => `${row.key}@${row.ts}`)).toEqual(['t@2', 'u@1']);
    expect(events).toEqual(['deleted t']);
  });

  it('fails only the broken write, buffered or not, and keeps the rest of the batch', async () => {
    const good = newEntity();
    const bad = newEntity();
    const results = await inOneBatch(() => [
      service.saveTimeseries(TENANT, good, [point('t', 1, long(1))]),
      // JSON.stringify throws on a BigInt: this write cannot be stored, including its first point.
      service.saveTimeseries(TENANT, bad, [point('ok', 1, long(1)), point('j', 1, { type: 'JSON', value: 10n })]),
      service.saveAttributes(TENANT, good, 'SERVER_SCOPE', [{ key: 'a', value: long(1) }]),
      service.saveAttributes(TENANT, bad, 'SERVER_SCOPE', [{ key: 'j', value: { type: 'JSON', value: 10n } }]),
      service.saveTimeseries(TENANT, good, [point('t', 2, long(2))]),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(rows('ts_kv', good.id).map((row) => row.ts)).toEqual([1, 2]);
    expect(rows('ts_kv', bad.id)).toEqual([]);
    expect(rows('ts_kv_latest', bad.id)).toEqual([]);
    expect((await service.attributes(good, 'SERVER_SCOPE')).map((attribute) => attribute.key)).toEqual(['a']);
    expect(await service.attributes(bad, 'SERVER_SCOPE')).toEqual([]);
  });

  it('writes a batch of time-series and attribute saves without savepoints: one statement on PostgreSQL', async () => {
    const entities = Array.from({ length: 40 }, newEntity);
    let statements = 0;
    const off = server.stores.database.onQuery(() => statements++);
    await inOneBatch(() =>
      entities.flatMap((entity, i) => [
        service.saveTimeseries(TENANT, entity, [point('t', 1000 + i, long(i))]),
        service.saveAttributes(TENANT, entity, 'SERVER_SCOPE', [{ key: 'a', value: long(100 + i) }, { key: 'a', value: long(-100 - i) }]),
      ]),
    );
    off();
    // PostgreSQL: one INSERT ... unnest statement with its upserts as CTEs; SQLite: a transaction of multi-row upserts.
    expect(statements).toBeLessThanOrEqual(server.config.databaseUrl ? 1 : 5);
    for (const [i, entity] of [[0, entities[0]!], [39, entities[39]!]] as const) {
      expect(rows('ts_kv_latest', entity.id)).toEqual([{ key: 't', ts: 1000 + i, long_v: i, str_v: null }]);
      expect((await service.attributes(entity, 'SERVER_SCOPE')).map((attribute) => [attribute.key, attribute.value])).toEqual([['a', long(-100 - i)]]);
    }
  });

  it('writes batches larger than one statement holds', async () => {
    const entities = Array.from({ length: 3 }, newEntity);
    const writes = 1200;
    await inOneBatch(() =>
      Array.from({ length: writes }, (_, i) => service.saveTimeseries(TENANT, entities[i % 3]!, [point('n', 1000 + i, long(i)), point('m', 1000 + i, long(-i))])),
    );
    for (const [index, entity] of entities.entries()) {
      expect(rows('ts_kv', entity.id)).toHaveLength((writes / 3) * 2);
      const newest = writes - 3 + index;
      expect(rows('ts_kv_latest', entity.id)).toEqual([
        { key: 'm', ts: 1000 + newest, long_v: -newest, str_v: null },
        { key: 'n', ts: 1000 + newest, long_v: newest, str_v: null },
      ]);
    }
  });
});
