import type { KvValue, TsBucketRow, TsKv } from '../store/TelemetryStore';
import type { Aggregation } from './types';

/*
 * Turns per-bucket sums and extremes into the points a history read answers (contract
 * §12): each bucket stamped at the midpoint of its part of [startTs, endTs), oldest
 * first, empty buckets omitted. MIN, MAX and SUM stay whole numbers when the bucket
 * holds only whole numbers; AVG is always a double; COUNT counts values of any type.
 */

function bucketValue(row: TsBucketRow, agg: Exclude<Aggregation, 'NONE'>): KvValue | null {
  if (agg === 'COUNT') return { type: 'LONG', value: row.count };
  const numeric = row.longCount + row.dblCount;
  if (numeric === 0) return null;
  const onlyLongs = row.dblCount === 0;
  const sum = (row.longSum ?? 0) + (row.dblSum ?? 0);
  const pick = (values: (number | null)[], choose: (...numbers: number[]) => number): number =>
    choose(...values.filter((value): value is number => value !== null));
  let value: number;
  switch (agg) {
    case 'AVG':
      return { type: 'DOUBLE', value: sum / numeric };
    case 'SUM':
      value = sum;
      break;
    case 'MIN':
      value = pick([row.longMin, row.dblMin], Math.min);
      break;
    case 'MAX':
      value = pick([row.longMax, row.dblMax], Math.max);
      break;
  }
  return onlyLongs ? { type: 'LONG', value } : { type: 'DOUBLE', value };
}

/** The aggregated points per key; `rows` ordered by key then bucket, as the store returns them. */
export function aggregateBuckets(
  rows: TsBucketRow[],
  agg: Exclude<Aggregation, 'NONE'>,
  startTs: number,
  endTs: number,
  interval: number,
): Record<string, TsKv[]> {
  const result: Record<string, TsKv[]> = {};
  for (const row of rows) {
    const value = bucketValue(row, agg);
    if (!value) continue;
    const bucketStart = startTs + row.bucket * interval;
    const bucketEnd = Math.min(bucketStart + interval, endTs);
    const ts = bucketStart + Math.floor((bucketEnd - bucketStart) / 2);
    (result[row.key] ??= []).push({ key: row.key, ts, value });
  }
  return result;
}
