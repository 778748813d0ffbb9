import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import type { EntityId } from '../../server/store/ids';
import type { KvValue, TsKv } from '../../server/store/TelemetryStore';
import { createTelemetryService, type BatchedTelemetryService } from '../../server/telemetry/TelemetryService';
import type { HistoryQuery, KeysDeletedEvent, TimeseriesEvent } from '../../server/telemetry/types';
import { WriteQueueFullError } from '../../server/telemetry/WriteQueue';
import { sqlite } from './accountHelpers';
import { removeTempDirs, startTestServer } from './helpers';

/*
 * The telemetry service on the real SQLite database: batched writes (all land, each
 * promise resolves only once a separate connection sees the row, the bus follows the
 * commit), the bounded queue, history reads and aggregation against hand-computed
 * numbers, and deletions with their options.
 */

let server: RunningServer;
let service: BatchedTelemetryService;
const TENANT = '11111111-1111-4111-8111-111111111111';
let counter = 0;

/** A fresh entity id per test, so tests never see each other's points. */
function newEntity(): EntityId {
  counter++;
  return { entityType: 'DEVICE', id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}` };
}

const long = (value: number): KvValue => ({ type: 'LONG', value });
const double = (value: number): KvValue => ({ type: 'DOUBLE', value });
const point = (key: string, ts: number, value: KvValue): TsKv => ({ key, ts, value });

/** Rows a second connection sees: only committed data. */
function committedPoints(entityId: string): number {
  return sqlite(server, (db) => (db.prepare('select count(*) as n from ts_kv where entity_id = ?').get(entityId) as { n: number }).n);
}

const history = (query: Partial<HistoryQuery> & Pick<HistoryQuery, 'keys'>): HistoryQuery => ({
  startTs: 0,
  endTs: 10_000,
  interval: 0,
  limit: 100,
  agg: 'NONE',
  orderBy: 'DESC',
  ...query,
});

beforeAll(async () => {
  server = await startTestServer();
  service = createTelemetryService(server.stores, server.app.log, { flushDelayMs: 5 });
});

afterAll(async () => {
  await service?.close();
  await server?.close();
  await removeTempDirs();
});

describe('batched writes', () => {
  it('lands many concurrent writes in few transactions, each promise resolving after its commit', async () => {
    const entities = Array.from({ length: 200 }, newEntity);
    const before = service.stats();
    const seenAtResolve: number[] = [];
    // Every 10th write reads the database when its promise resolves (on PostgreSQL each read is a
    // psql process: 200 of them took longer than the test's timeout on a loaded machine).
    const probed = (i: number) => i % 10 === 0;
    await Promise.all(
      entities.map(async (entity, i) => {
        await service.saveTimeseries(TENANT, entity, [point('temp', 1000 + i, long(i)), point('hum', 1000 + i, double(i + 0.5))]);
        if (probed(i)) seenAtResolve.push(committedPoints(entity.id));
      }),
    );
    expect(seenAtResolve).toEqual(entities.filter((_, i) => probed(i)).map(() => 2));
    const after = service.stats();
    expect(after.written - before.written).toBe(200);
    expect(after.queued - before.queued).toBe(200);
    expect(after.batches - before.batches).toBeLessThan(200);
    expect(after.pending).toBe(0);
    expect(await service.latest(entities[7]!)).toEqual([point('hum', 1007, double(7.5)), point('temp', 1007, long(7))]);
  });

  it('emits on the bus after the commit, and a throwing listener stops neither the write nor the others', async () => {
    const entity = newEntity();
    const events: { event: TimeseriesEvent; committed: number }[] = [];
    const offBroken = service.bus.onTimeseries(() => {
      throw new Error('broken listener');
    });
    const off = service.bus.onTimeseries((event) => events.push({ event, committed: committedPoints(entity.id) }));
    await service.saveTimeseries(TENANT, entity, [point('t', 5, long(1))]);
    off();
    offBroken();
    const mine = events.filter((e) => e.event.entityId.id === entity.id);
    expect(mine).toEqual([{ event: { entityId: entity, tenantId: TENANT, points: [point('t', 5, long(1))] }, committed: 1 }]);
    await service.saveTimeseries(TENANT, entity, [point('t', 6, long(2))]);
    expect(events.filter((e) => e.event.entityId.id === entity.id)).toHaveLength(1);
  });

  it('fails only the write that breaks, not the rest of its batch', async () => {
    const good = newEntity();
    const bad = newEntity();
    const results = await Promise.allSettled([
      service.saveTimeseries(TENANT, good, [point('t', 1, long(1))]),
      // JSON.stringify throws on a BigInt: this write cannot be stored.
      service.saveTimeseries(TENANT, bad, [point('ok', 1, long(1)), point('j', 1, { type: 'JSON', value: 10n })]),
      service.saveTimeseries(TENANT, good, [point('t', 2, long(2))]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedPoints(good.id)).toBe(2);
    expect(committedPoints(bad.id)).toBe(0);
  });

  it('refuses writes beyond the bound with a clear error and counts them', async () => {
    const small = createTelemetryService(server.stores, server.app.log, { maxPending: 5, maxBatch: 100, flushDelayMs: 20 });
    const entity = newEntity();
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => small.saveTimeseries(TENANT, entity, [point('t', i, long(i))])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(3);
    expect(rejected[0]!.reason).toBeInstanceOf(WriteQueueFullError);
    expect(String(rejected[0]!.reason.message)).toMatch(/queue is full/);
    expect(small.stats()).toMatchObject({ queued: 5, written: 5, rejected: 3, pending: 0 });
    expect(committedPoints(entity.id)).toBe(5);
    // Once drained, the queue accepts again.
    await small.saveTimeseries(TENANT, entity, [point('t', 100, long(1))]);
    await small.close();
  });

  it('writes what is queued when closed', async () => {
    const closing = createTelemetryService(server.stores, server.app.log, { flushDelayMs: 10_000 });
    const entity = newEntity();
    const write = closing.saveTimeseries(TENANT, entity, [point('t', 1, long(1))]);
    await closing.close();
    await write;
    expect(committedPoints(entity.id)).toBe(1);
  });
});

describe('history', () => {
  const entity = newEntity();
  // temp: longs at 1000..1900 step 100 (values 0..9); one double; one string (counted only by COUNT).
  beforeAll(async () => {
    const points = Array.from({ length: 10 }, (_, i) => point('temp', 1000 + i * 100, long(i)));
    points.push(point('temp', 1950, double(2.5)), point('temp', 2500, { type: 'STRING', value: 'n/a' }), point('other', 1000, long(1)));
    await service.saveTimeseries(TENANT, entity, points);
  });

  it('reads raw points newest first by default, endTs exclusive, with the limit', async () => {
    const result = await service.history(entity, history({ keys: ['temp'], startTs: 1000, endTs: 1500, limit: 3 }));
    expect(result.temp!.map((p) => p.ts)).toEqual([1400, 1300, 1200]);
    const asc = await service.history(entity, history({ keys: ['temp', 'missing'], startTs: 1000, endTs: 1300, orderBy: 'ASC' }));
    expect(Object.keys(asc)).toEqual(['temp']);
    expect(asc.temp!.map((p) => p.ts)).toEqual([1000, 1100, 1200]);
  });

  it('aggregates into buckets stamped at their midpoints, oldest first, empty ones omitted', async () => {
    // Window [1000, 3000), interval 500: [1000,1500) longs 0..4; [1500,2000) longs 5..9 and 2.5; [2000,2500) empty; [2500,3000) the string.
    const q = (agg: HistoryQuery['agg']) => history({ keys: ['temp'], startTs: 1000, endTs: 3000, interval: 500, agg });
    expect((await service.history(entity, q('AVG'))).temp).toEqual([point('temp', 1250, double(2)), point('temp', 1750, double(37.5 / 6))]);
    expect((await service.history(entity, q('SUM'))).temp).toEqual([point('temp', 1250, long(10)), point('temp', 1750, double(37.5))]);
    expect((await service.history(entity, q('MIN'))).temp).toEqual([point('temp', 1250, long(0)), point('temp', 1750, double(2.5))]);
    expect((await service.history(entity, q('MAX'))).temp).toEqual([point('temp', 1250, long(4)), point('temp', 1750, double(9))]);
    expect((await service.history(entity, q('COUNT'))).temp).toEqual([point('temp', 1250, long(5)), point('temp', 1750, long(6)), point('temp', 2750, long(1))]);
  });

  it('stamps a bucket cut by endTs at the midpoint of its remaining part', async () => {
    const result = await service.history(entity, history({ keys: ['temp'], startTs: 1000, endTs: 1700, interval: 500, agg: 'COUNT' }));
    expect(result.temp).toEqual([point('temp', 1250, long(5)), point('temp', 1600, long(2))]);
  });

  it('treats interval 0 as no aggregation', async () => {
    const result = await service.history(entity, history({ keys: ['other'], interval: 0, agg: 'AVG' }));
    expect(result.other).toEqual([point('other', 1000, long(1))]);
  });
});

describe('deletions', () => {
  it('deletes a range and rewrites the latest value when asked, else removes it', async () => {
    const entity = newEntity();
    await service.saveTimeseries(TENANT, entity, [point('a', 1, long(1)), point('a', 2, long(2)), point('b', 1, long(1)), point('b', 2, long(2))]);
    const deleted: KeysDeletedEvent[] = [];
    const off = service.bus.onKeysDeleted((event) => deleted.push(event));
    await service.deleteTimeseries(TENANT, entity, ['a'], { deleteAllDataForKeys: false, startTs: 2, endTs: 3, rewriteLatestIfDeleted: true });
    await service.deleteTimeseries(TENANT, entity, ['b'], { deleteAllDataForKeys: false, startTs: 2, endTs: 3, rewriteLatestIfDeleted: false });
    off();
    expect(await service.latest(entity)).toEqual([point('a', 1, long(1))]);
    expect(committedPoints(entity.id)).toBe(2);
    expect(deleted).toEqual([{ entityId: entity, tenantId: TENANT, scope: null, keys: ['b'] }]);
    await service.deleteTimeseries(TENANT, entity, ['a', 'b'], { deleteAllDataForKeys: true, rewriteLatestIfDeleted: false });
    expect(committedPoints(entity.id)).toBe(0);
    expect(await service.timeseriesKeys(entity)).toEqual([]);
  });

  it('an empty value deletes the key: attributes and time series', async () => {
    const entity = newEntity();
    await service.saveAttributes(TENANT, entity, 'SERVER_SCOPE', [{ key: 'x', value: long(1) }, { key: 'y', value: long(2) }]);
    await service.saveTimeseries(TENANT, entity, [point('t', 1, long(1)), point('u', 1, long(1))]);
    const deleted: KeysDeletedEvent[] = [];
    const off = service.bus.onKeysDeleted((event) => deleted.push(event));
    await service.saveAttributes(TENANT, entity, 'SERVER_SCOPE', [{ key: 'x', value: { type: 'STRING', value: '' } }]);
    await service.saveTimeseries(TENANT, entity, [point('t', 2, { type: 'STRING', value: '' })]);
    off();
    expect((await service.attributes(entity, 'SERVER_SCOPE')).map((a) => a.key)).toEqual(['y']);
    expect(await service.timeseriesKeys(entity)).toEqual(['u']);
    expect(deleted.map((e) => [e.scope, e.keys])).toEqual([
      ['SERVER_SCOPE', ['x']],
      [null, ['t']],
    ]);
  });

  it('reads attributes per scope and merged (client, shared, server), and deletes them by key', async () => {
    const entity = newEntity();
    await service.saveAttributes(TENANT, entity, 'SERVER_SCOPE', [{ key: 's', value: long(1) }]);
    await service.saveAttributes(TENANT, entity, 'SHARED_SCOPE', [{ key: 'h', value: long(2) }]);
    await service.saveAttributes(TENANT, entity, 'CLIENT_SCOPE', [{ key: 'c', value: long(3) }]);
    expect((await service.attributes(entity, null)).map((a) => a.key)).toEqual(['c', 'h', 's']);
    expect((await service.attributes(entity, null, ['s', 'c'])).map((a) => a.key)).toEqual(['c', 's']);
    expect(await service.attributeKeys(entity, 'SHARED_SCOPE')).toEqual(['h']);
    expect(await service.attributeKeys(entity, null)).toEqual(['c', 'h', 's']);
    await service.deleteAttributes(TENANT, entity, 'SHARED_SCOPE', ['h', 's']);
    expect(await service.attributeKeys(entity, null)).toEqual(['c', 's']);
  });
});
