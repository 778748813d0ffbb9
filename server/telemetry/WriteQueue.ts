import type { Stores } from '../store/createStores';
import { KvWriteBuffer } from '../store/kvBatch';

/*
 * Groups concurrent telemetry writes into one commit. Commits (and on PostgreSQL round
 * trips) are the expensive part of a write, so a burst of device messages shares one;
 * each caller still learns about its own write only once that commit is durable.
 *
 * Within a batch, a job that only saves time series or attributes (device messages,
 * device state) runs against a buffer: its saves are written with the batch's others at
 * the end (store/kvBatch.ts: one statement on PostgreSQL). A batch of such jobs needs no
 * explicit transaction. A job that does anything else opens the batch's transaction and
 * is run again in a savepoint of its own against the real stores, after the saves
 * buffered so far.
 */

/**
 * One write: runs against stores bound to the batch transaction and returns what to do
 * after commit. It may be run twice (see above), so it must not act outside `stores`
 * before returning, nor catch the errors `stores` throws.
 */
export type WriteJob = (stores: Stores) => Promise<() => void>;

export interface WriteQueueOptions {
  /** Flush as soon as this many writes wait. */
  maxBatch: number;
  /** Otherwise flush this long after the first write arrived. */
  flushDelayMs: number;
  /** Writes waiting or in flight beyond which new ones are refused, so floods cannot grow memory. */
  maxPending: number;
}

export const DEFAULT_WRITE_QUEUE_OPTIONS: WriteQueueOptions = { maxBatch: 500, flushDelayMs: 2, maxPending: 20_000 };

/** Counters for benches and diagnostics. */
export interface WriteQueueStats {
  /** Writes waiting or in flight now. */
  pending: number;
  /** Writes accepted since start. */
  queued: number;
  /** Writes committed since start. */
  written: number;
  /** Writes refused because the queue was full. */
  rejected: number;
  /** Writes that failed (their own error or their batch's commit). */
  failed: number;
  /** Transactions committed. */
  batches: number;
}

/** Thrown (as a rejection) when {@link WriteQueueOptions.maxPending} writes are already pending. */
export class WriteQueueFullError extends Error {
  override name = 'WriteQueueFullError';

  constructor(limit: number) {
    super(`Telemetry write queue is full (${limit} pending writes); try again later`);
  }
}

/** Thrown by the buffered stores when a job needs more than buffered time-series saves. */
class NeedsSavepoint extends Error {}

function needsSavepoint(): never {
  throw new NeedsSavepoint();
}

/** Buffered saves; deleting no attributes (a save without deletions) needs no database either. */
function bufferedTelemetry(target: Stores['telemetry'], buffer: KvWriteBuffer): Stores['telemetry'] {
  const noAttributesDeleted = async (_entityId: string, _scope: unknown, keys: string[]) => (keys.length === 0 ? [] : needsSavepoint());
  const members: Record<string, unknown> = {
    saveTimeseries: buffer.saveTimeseries,
    saveTimeseriesHistory: buffer.saveTimeseriesHistory,
    saveAttributes: buffer.saveAttributes,
    deleteAttributes: noAttributesDeleted,
  };
  return new Proxy(target, {
    get: (object, property) => (typeof property === 'symbol' ? Reflect.get(object, property) : property in members ? members[property] : needsSavepoint()),
  });
}

/** Stores whose only usable members are the buffered saves of `telemetry`; anything else throws NeedsSavepoint before touching the database. */
function bufferedStores(stores: Stores, buffer: KvWriteBuffer): Stores {
  const telemetry = bufferedTelemetry(stores.telemetry, buffer);
  return new Proxy(stores, {
    get: (target, property) => (property === 'telemetry' ? telemetry : typeof property === 'symbol' ? Reflect.get(target, property) : needsSavepoint()),
  });
}

type Outcome = { ok: true; after: () => void } | { ok: false; error: unknown };

/**
 * Runs the jobs of `batch` from `from` on against the buffer until one needs the database;
 * returns that job's index (the batch's length when none did).
 */
async function runBuffered(batch: Pending[], from: number, stores: Stores, buffer: KvWriteBuffer, outcomes: Outcome[]): Promise<number> {
  for (let index = from; index < batch.length; index++) {
    const mark = buffer.mark();
    try {
      outcomes.push({ ok: true, after: await batch[index]!.job(stores) });
    } catch (error) {
      // Nothing reached the database; only the job's own saves are forgotten.
      buffer.truncate(mark);
      if (error instanceof NeedsSavepoint) return index;
      outcomes.push({ ok: false, error });
    }
  }
  return batch.length;
}

/** One batch as metrics see it. */
export interface BatchReport {
  writes: number;
  /** Time-series points written in the batch's multi-row inserts. */
  points: number;
  durationMs: number;
  failed: boolean;
}

export type BatchListener = (batch: BatchReport) => void;

interface Pending {
  job: WriteJob;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class WriteQueue {
  private waiting: Pending[] = [];
  private inFlight = 0;
  /** The batch started last; the next one writes only once it has finished, so writes keep their order. */
  private last: Promise<void> = Promise.resolve();
  /** Batches started and not finished: at most one writing and one running its jobs or waiting to write. */
  private active = 0;
  /** A batch is running its jobs against its buffer. */
  private preparing = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly counters = { queued: 0, written: 0, rejected: 0, failed: 0, batches: 0 };
  private readonly batchListeners = new Set<BatchListener>();

  constructor(
    private readonly stores: Stores,
    private readonly options: WriteQueueOptions = DEFAULT_WRITE_QUEUE_OPTIONS,
  ) {}

  /** Resolves once the write is committed (after-commit work has run); rejects with its error otherwise. */
  enqueue(job: WriteJob): Promise<void> {
    if (this.waiting.length + this.inFlight >= this.options.maxPending) {
      this.counters.rejected++;
      return Promise.reject(new WriteQueueFullError(this.options.maxPending));
    }
    this.counters.queued++;
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.schedule();
    });
  }

  /** Hears each committed or failed batch: its writes, time-series points and duration (metrics). */
  onBatch(listener: BatchListener): () => void {
    this.batchListeners.add(listener);
    return () => this.batchListeners.delete(listener);
  }

  stats(): WriteQueueStats {
    return { pending: this.waiting.length + this.inFlight, ...this.counters };
  }

  /** Writes everything still waiting; for shutdown. */
  async drain(): Promise<void> {
    while (this.active > 0 || this.waiting.length > 0) {
      if (this.canStart()) this.startFlush();
      await this.last;
    }
  }

  /**
   * A batch may start when none runs, or while the one running writes: its jobs then run
   * (on the CPU) while the database works on the previous batch's statement.
   */
  private canStart(): boolean {
    return this.active === 0 || (this.active === 1 && !this.preparing);
  }

  private schedule(): void {
    if (!this.canStart()) return; // a running batch picks the rest up
    if (this.waiting.length >= this.options.maxBatch) {
      this.startFlush();
    } else {
      this.timer ??= setTimeout(() => this.startFlush(), this.options.flushDelayMs);
    }
  }

  private startFlush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.canStart() || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.options.maxBatch);
    this.inFlight += batch.length;
    this.active++;
    this.preparing = true;
    this.last = this.flush(batch, this.last).finally(() => {
      this.inFlight -= batch.length;
      this.active--;
      // Whatever arrived meanwhile has waited long enough.
      if (this.waiting.length > 0) this.startFlush();
    });
  }

  /** Runs the batch's jobs, then, once the `previous` batch has finished, writes and commits it. */
  private async flush(batch: Pending[], previous: Promise<void>): Promise<void> {
    let started = performance.now();
    let points = 0;
    const report = (failed: boolean) => {
      for (const listener of this.batchListeners) listener({ writes: batch.length, points, durationMs: performance.now() - started, failed });
    };
    const outcomes: Outcome[] = [];
    const buffer = new KvWriteBuffer();
    const write = async (stores: Stores) => {
      points += buffer.pointCount;
      await stores.telemetry.writeBatch(buffer.take());
    };
    let next: number;
    try {
      next = await runBuffered(batch, 0, bufferedStores(this.stores, buffer), buffer, outcomes);
    } finally {
      this.preparing = false;
    }
    // The next batch runs its jobs while this one waits for the previous one and writes.
    this.schedule();
    const waitStarted = performance.now();
    await previous.catch(() => undefined); // its own writes carry its failure
    started += performance.now() - waitStarted;
    try {
      if (next === batch.length) {
        await write(this.stores);
      } else {
        await this.stores.transaction(async (trx) => {
          const buffered = bufferedStores(trx, buffer);
          while (next < batch.length) {
            // Earlier saves first, so writes keep their order; a failure here fails the batch.
            await write(trx);
            try {
              // A savepoint per such write: one bad write undoes only itself, not its batch.
              outcomes.push({ ok: true, after: await trx.savepoint(batch[next]!.job) });
            } catch (error) {
              outcomes.push({ ok: false, error });
            }
            next = await runBuffered(batch, next + 1, buffered, buffer, outcomes);
          }
          await write(trx);
        });
      }
    } catch (error) {
      report(true);
      this.counters.failed += batch.length;
      for (const pending of batch) pending.reject(error);
      return;
    }
    this.counters.batches++;
    report(false);
    batch.forEach((pending, index) => {
      const outcome = outcomes[index]!;
      if (!outcome.ok) {
        this.counters.failed++;
        pending.reject(outcome.error);
        return;
      }
      this.counters.written++;
      pending.resolve();
      outcome.after();
    });
  }
}
