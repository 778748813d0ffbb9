import type { Stores } from '../store/createStores';
import { TimeseriesBuffer } from '../store/TelemetryStore';

/*
 * Groups concurrent telemetry writes into one transaction. SQLite commits are the
 * expensive part of a write, so a burst of device messages shares a commit; each caller
 * still learns about its own write only once that commit is durable.
 *
 * Within a batch, a job that only saves time series (the common device message) runs
 * against a buffer: its points are written with the batch's other points in a few
 * multi-row statements at the end. A job that does anything else is run again in a
 * savepoint of its own against the real stores, after the points buffered so far.
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

/** Stores whose only usable member is `telemetry.saveTimeseries`, which fills `buffer`; anything else throws NeedsSavepoint before touching the database. */
function bufferedStores(trx: Stores, buffer: TimeseriesBuffer): Stores {
  const telemetry = new Proxy(trx.telemetry, {
    get: (target, property) => (property === 'saveTimeseries' ? buffer.saveTimeseries : typeof property === 'symbol' ? Reflect.get(target, property) : needsSavepoint()),
  });
  return new Proxy(trx, {
    get: (target, property) => (property === 'telemetry' ? telemetry : typeof property === 'symbol' ? Reflect.get(target, property) : needsSavepoint()),
  });
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
  private flushing: Promise<void> | null = null;
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
    while (this.flushing || this.waiting.length > 0) {
      if (!this.flushing) this.startFlush();
      await this.flushing;
    }
  }

  private schedule(): void {
    if (this.flushing) return; // the running flush picks the rest up when it ends
    if (this.waiting.length >= this.options.maxBatch) {
      this.startFlush();
    } else {
      this.timer ??= setTimeout(() => this.startFlush(), this.options.flushDelayMs);
    }
  }

  private startFlush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.flushing || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.options.maxBatch);
    this.inFlight = batch.length;
    this.flushing = this.flush(batch).finally(() => {
      this.inFlight = 0;
      this.flushing = null;
      // Whatever arrived meanwhile has waited long enough.
      if (this.waiting.length > 0) this.startFlush();
    });
  }

  private async flush(batch: Pending[]): Promise<void> {
    const started = performance.now();
    let points = 0;
    const report = (failed: boolean) => {
      for (const listener of this.batchListeners) listener({ writes: batch.length, points, durationMs: performance.now() - started, failed });
    };
    const outcomes: ({ ok: true; after: () => void } | { ok: false; error: unknown })[] = [];
    try {
      await this.stores.transaction(async (trx) => {
        const buffer = new TimeseriesBuffer();
        const buffered = bufferedStores(trx, buffer);
        for (const { job } of batch) {
          const mark = buffer.size;
          try {
            outcomes.push({ ok: true, after: await job(buffered) });
            continue;
          } catch (error) {
            // Nothing reached the database; only the job's own points are forgotten.
            buffer.truncate(mark);
            if (!(error instanceof NeedsSavepoint)) {
              outcomes.push({ ok: false, error });
              continue;
            }
          }
          // Earlier points first, so writes keep their order; a failure here fails the batch.
          points += buffer.size;
          await trx.telemetry.writeTimeseries(buffer.take());
          try {
            // A savepoint per such write: one bad write undoes only itself, not its batch.
            outcomes.push({ ok: true, after: await trx.savepoint(job) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
        points += buffer.size;
        await trx.telemetry.writeTimeseries(buffer.take());
      });
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
