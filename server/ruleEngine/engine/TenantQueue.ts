/*
 * One tenant's queue of one name (Main, HighPriority, SequentialByOriginator, or a
 * profile's own): at most `maxInFlight` messages are processed at once, at most
 * `maxPending` wait, and a message beyond that is refused at once (back-pressure: the
 * MQTT transport then withholds the PUBACK, the HTTP device API answers 503). Queues
 * of different tenants share nothing, so a tenant that floods its queue or runs slow
 * scripts only waits on itself.
 */

export interface QueueLimits {
  maxInFlight: number;
  maxPending: number;
  /** One message per originator at a time, in arrival order. */
  sequentialByOriginator: boolean;
}

export const DEFAULT_QUEUE_LIMITS: QueueLimits = { maxInFlight: 1024, maxPending: 20_000, sequentialByOriginator: false };

/** The queue is full: the message was not taken. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
  constructor(readonly tenantId: string, readonly queueName: string) {
    super(`Rule engine queue ${queueName} of tenant ${tenantId} is full`);
  }
}

interface Waiting {
  originator: string;
  start: () => void;
  /** When it was queued (epoch ms). */
  since: number;
}

export interface QueueStats {
  inFlight: number;
  pending: number;
  processed: number;
  refused: number;
  /** How long the oldest waiting message has waited, in ms (0 when none waits): the queue's lag. */
  lagMs: number;
}

export class TenantQueue {
  private inFlight = 0;
  private readonly waiting: Waiting[] = [];
  /** Originators with a message in flight (sequential queues only). */
  private readonly busyOriginators = new Set<string>();
  private processed = 0;
  private refused = 0;

  constructor(
    readonly tenantId: string,
    readonly name: string,
    private readonly limits: QueueLimits,
  ) {}

  stats(): QueueStats {
    const oldest = this.waiting.reduce((min, entry) => Math.min(min, entry.since), Infinity);
    const lagMs = oldest === Infinity ? 0 : Date.now() - oldest;
    return { inFlight: this.inFlight, pending: this.waiting.length, processed: this.processed, refused: this.refused, lagMs };
  }

  /** Runs `task` when a slot is free; refuses with QueueFullError when too many wait. */
  run<T>(originator: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.inFlight++;
        if (this.limits.sequentialByOriginator) this.busyOriginators.add(originator);
        task()
          .then(resolve, reject)
          .finally(() => {
            this.inFlight--;
            this.processed++;
            if (this.limits.sequentialByOriginator) this.busyOriginators.delete(originator);
            this.next();
          });
      };
      if (this.waiting.length === 0 && this.canStart(originator)) {
        start();
        return;
      }
      if (this.waiting.length >= this.limits.maxPending) {
        this.refused++;
        reject(new QueueFullError(this.tenantId, this.name));
        return;
      }
      this.waiting.push({ originator, start, since: Date.now() });
    });
  }

  /** True when a message for `originator` offered now would be refused. */
  wouldRefuse(originator: string): boolean {
    return !(this.waiting.length === 0 && this.canStart(originator)) && this.waiting.length >= this.limits.maxPending;
  }

  private canStart(originator: string): boolean {
    if (this.inFlight >= this.limits.maxInFlight) return false;
    return !this.limits.sequentialByOriginator || !this.busyOriginators.has(originator);
  }

  private next(): void {
    for (let i = 0; i < this.waiting.length && this.inFlight < this.limits.maxInFlight; ) {
      const candidate = this.waiting[i]!;
      if (this.canStart(candidate.originator)) {
        this.waiting.splice(i, 1);
        candidate.start();
      } else i++;
    }
  }
}
