import { describe, expect, it } from 'vitest';
import type { Stores } from '../../server/store/createStores';
import type { KvBatch } from '../../server/store/kvBatch';
import { WriteQueue, type WriteJob } from '../../server/telemetry/WriteQueue';

/*
 * The write queue overlaps two batches: while one batch's statement runs in the database, the
 * next batch runs its jobs (CPU work) against its buffer; it writes only once the first has
 * finished, so commits and after-commit work keep the order of the writes. The database here
 * is a stand-in whose writes finish when the test says so, to observe that schedule; the real
 * stores' batched writes are covered by telemetryBatchWrites.test.ts.
 */

function controlledStores() {
  const events: string[] = [];
  const pending: (() => void)[] = [];
  const stores = {
    telemetry: {
      writeBatch: (batch: KvBatch) =>
        new Promise<void>((resolve) => {
          events.push(`write ${batch.points.map((point) => point.row.key).join(',')}`);
          pending.push(() => {
            events.push(`committed ${batch.points.map((point) => point.row.key).join(',')}`);
            resolve();
          });
        }),
    },
  } as unknown as Stores;
  return { stores, events, finishWrite: () => pending.shift()!() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function job(key: string, events: string[]): WriteJob {
  return async (stores) => {
    events.push(`job ${key}`);
    await stores.telemetry.saveTimeseries('00000000-0000-4000-8000-000000000001', [{ key, value: { type: 'LONG', value: 1 } }], 1);
    return () => events.push(`after ${key}`);
  };
}

describe('write queue pipelining', () => {
  it('runs the next batch’s jobs while a batch writes, and commits in order', async () => {
    const { stores, events, finishWrite } = controlledStores();
    const queue = new WriteQueue(stores, { maxBatch: 2, flushDelayMs: 1, maxPending: 100 });
    const done: Promise<void>[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) done.push(queue.enqueue(job(key, events)));
    await tick();
    // Batch 1 writes; batch 2 ran its jobs and waits; batch 3 has not started.
    expect([...events].sort()).toEqual(['job a', 'job b', 'job c', 'job d', 'write a,b']);
    expect(queue.stats().pending).toBe(6);
    finishWrite();
    await tick();
    expect(events.slice(5, 8)).toEqual(['committed a,b', 'after a', 'after b']);
    expect(events.slice(8).sort()).toEqual(['job e', 'job f', 'write c,d']);
    finishWrite();
    await tick();
    finishWrite();
    await Promise.all(done);
    expect(events.slice(11)).toEqual(['committed c,d', 'after c', 'after d', 'write e,f', 'committed e,f', 'after e', 'after f']);
    expect(queue.stats()).toMatchObject({ pending: 0, written: 6, batches: 3 });
  });

  it('drains every waiting write on close, in order', async () => {
    const { stores, events, finishWrite } = controlledStores();
    const queue = new WriteQueue(stores, { maxBatch: 1, flushDelayMs: 1, maxPending: 100 });
    for (const key of ['a', 'b', 'c']) void queue.enqueue(job(key, events));
    const drained = queue.drain();
    for (let i = 0; i < 3; i++) {
      await tick();
      finishWrite();
    }
    await drained;
    expect(events.filter((event) => event.startsWith('committed'))).toEqual(['committed a', 'committed b', 'committed c']);
    expect(queue.stats().pending).toBe(0);
  });
});
