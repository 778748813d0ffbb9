import { type SubscriptionAggregation } from '@tessera/sdk';
import { type Point } from './seriesBuffer';

/*
 * Client-side aggregation of a realtime aggregated window, as ThingsBoard's data aggregator
 * does: the server answers a windowed `tsSubCmd` with aggregated buckets for the window
 * (each stamped at the midpoint of its part of [startTs, startTs + timeWindow), contract §12)
 * and then forwards raw live points; those are folded into their bucket here so the chart
 * keeps showing one point per interval.
 */

/** An aggregation other than NONE. */
export type BucketAggregation = Exclude<SubscriptionAggregation, 'NONE'>;

interface Bucket { count: number; sum: number; value: number }

/** The bucket geometry of a subscription, in the timestamps the subscriber sees (offset applied). */
export interface BucketWindow {
  agg: BucketAggregation;
  /** First bucket's start. */
  startTs: number;
  interval: number;
  /** End of the aggregated history the server sent (startTs + timeWindow); its last bucket may be cut there. */
  historyEndTs: number;
}

/** Folds one value into a bucket the way ThingsBoard's client does for each aggregation. */
function fold(bucket: Bucket, value: number, agg: BucketAggregation): void {
  bucket.count++;
  bucket.sum += value;
  switch (agg) {
    case 'AVG': bucket.value = bucket.sum / bucket.count; break;
    case 'MIN': bucket.value = Math.min(bucket.value, value); break;
    case 'MAX': bucket.value = Math.max(bucket.value, value); break;
    case 'SUM': bucket.value = bucket.sum; break;
    case 'COUNT': bucket.value = bucket.count; break;
  }
}

const numberOf = (text: string): number => (text.trim() === '' ? NaN : Number(text));

/**
 * One series' open and past buckets. A point stamped exactly at its bucket's timestamp is a
 * bucket the server aggregated (the window's history, or its replay after a reconnect) and
 * replaces the bucket; any other point is a raw live value folded into its bucket. As in
 * ThingsBoard, a server bucket counts as one value when live values join it (COUNT: as
 * its count).
 */
export class BucketAggregator {
  private readonly buckets = new Map<number, Bucket>();

  constructor(private readonly w: BucketWindow) {}

  /** The timestamp the server gives bucket `index` (the midpoint of its part of the window). */
  bucketTs(index: number): number {
    const start = this.w.startTs + index * this.w.interval;
    let end = start + this.w.interval;
    if (start < this.w.historyEndTs && end > this.w.historyEndTs) end = this.w.historyEndTs;
    return start + Math.floor((end - start) / 2);
  }

  bucketIndex(ts: number): number {
    return Math.floor((ts - this.w.startTs) / this.w.interval);
  }

  /** Applies server pairs (`[ts, text]`, any order); returns the buckets they changed, oldest first. */
  apply(raw: readonly (readonly [number, string])[]): Point[] {
    const touched = new Set<number>();
    const live: [number, number][] = [];
    for (const [ts, text] of raw) {
      const value = this.w.agg === 'COUNT' && text.trim() !== '' && !Number.isFinite(numberOf(text)) ? 1 : numberOf(text);
      if (!Number.isFinite(value)) continue;
      const index = this.bucketIndex(ts);
      if (ts === this.bucketTs(index)) {
        this.buckets.set(index, { count: this.w.agg === 'COUNT' ? value : 1, sum: value, value });
        touched.add(index);
      } else {
        live.push([ts, this.w.agg === 'COUNT' ? 1 : value]);
      }
    }
    // Server buckets first: a replay carries both, and the raw values are the newer ones.
    live.sort((a, b) => a[0] - b[0]);
    for (const [ts, value] of live) {
      const index = this.bucketIndex(ts);
      const bucket = this.buckets.get(index);
      if (bucket) fold(bucket, value, this.w.agg);
      else this.buckets.set(index, { count: 1, sum: value, value });
      touched.add(index);
    }
    this.forgetOld();
    return [...touched].sort((a, b) => a - b).flatMap((index) => {
      const bucket = this.buckets.get(index);
      return bucket ? [[this.bucketTs(index), bucket.value] as const] : [];
    });
  }

  /** The key was deleted. */
  clear(): void {
    this.buckets.clear();
  }

  /** Keeps memory bounded: buckets further back than the window from the newest are gone from the chart too. */
  private forgetOld(): void {
    const span = Math.ceil((this.w.historyEndTs - this.w.startTs) / this.w.interval) + 1;
    const newest = Math.max(...this.buckets.keys());
    for (const index of this.buckets.keys()) if (index < newest - span) this.buckets.delete(index);
  }
}
