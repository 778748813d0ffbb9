import {
  DEFAULT_MAX_DATAPOINTS_LIMIT, MAX_INTERVAL, MIN_DATAPOINTS_LIMIT, MIN_INTERVAL, PREDEFINED_INTERVALS, SECOND,
} from './constants';
import { type AggregationType } from './types';

/**
 * Interval bounds and aggregation limits (seed 000 §9, seed 001 §5), the arithmetic of
 * ThingsBoard's TimeService so that a dashboard asks the server for the same buckets.
 */

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The server's maximum data points; missing or 7 and below becomes 8 so a window still splits. */
export function normalizeMaxDatapoints(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return DEFAULT_MAX_DATAPOINTS_LIMIT;
  return limit <= MIN_DATAPOINTS_LIMIT ? MIN_DATAPOINTS_LIMIT + 1 : Math.floor(limit);
}

/** A lower bound rounded up to whole seconds and kept within [1 s, 7300 days]. */
export function boundMinInterval(min?: number): number {
  return min === undefined || !Number.isFinite(min) ? MIN_INTERVAL : clamp(Math.ceil(min / SECOND) * SECOND, MIN_INTERVAL, MAX_INTERVAL);
}

/** An upper bound rounded down to whole seconds and kept within [1 s, 7300 days]. */
export function boundMaxInterval(max?: number): number {
  return max === undefined || !Number.isFinite(max) ? MAX_INTERVAL : clamp(Math.floor(max / SECOND) * SECOND, MIN_INTERVAL, MAX_INTERVAL);
}

/** The smallest interval for a window: at most 500 buckets. */
export function minIntervalLimit(timewindowMs: number): number {
  return boundMinInterval(timewindowMs / 500);
}

/** The largest interval for a window: at least 7 buckets. */
export function maxIntervalLimit(timewindowMs: number): number {
  return boundMaxInterval(timewindowMs / MIN_DATAPOINTS_LIMIT);
}

/** The interval picked when none is set: about 200 buckets. */
export function avgInterval(timewindowMs: number): number {
  return boundMinInterval(timewindowMs / 200);
}

/** The simple-mode choices between two bounds (both rounded to whole seconds first). */
export function intervalChoices(min?: number, max?: number): number[] {
  const lo = boundMinInterval(min);
  const hi = boundMaxInterval(max);
  return PREDEFINED_INTERVALS.filter((value) => value >= lo && value <= hi);
}

/** The choice nearest to `interval` (the first on a tie); `interval` itself, or `min`, when no choice fits. */
export function snapToPredefinedInterval(min: number, max: number, interval?: number): number {
  const target = interval || min;
  const choices = intervalChoices(min, max);
  let best = choices[0];
  if (best === undefined) return target;
  for (const choice of choices) if (Math.abs(choice - target) < Math.abs(best - target)) best = choice;
  return best;
}

/**
 * The aggregation interval a window is fetched with: NONE always uses one second; a set
 * interval is kept within the window's bounds; an unset one becomes the choice nearest window/200.
 */
export function boundIntervalToTimewindow(timewindowMs: number, interval: number | undefined, agg: AggregationType): number {
  if (agg === 'NONE') return SECOND;
  const min = minIntervalLimit(timewindowMs);
  const max = maxIntervalLimit(timewindowMs);
  if (interval) return clamp(interval, min, max);
  return snapToPredefinedInterval(min, max, avgInterval(timewindowMs));
}

/** The stored limit when none is set: half the maximum data points. */
export function defaultAggregationLimit(maxDatapoints: number): number {
  return Math.floor(normalizeMaxDatapoints(maxDatapoints) / 2);
}

/** How many values a subscription asks for: NONE keeps the limit, aggregation one per bucket. */
export function aggregationLimit(agg: AggregationType, limit: number | undefined, timewindowMs: number, interval: number, maxDatapoints: number): number {
  if (agg !== 'NONE') return Math.ceil(timewindowMs / interval);
  return limit || defaultAggregationLimit(maxDatapoints);
}

/** Keeps a limit the user typed within [7, max data points]. */
export function boundAggregationLimit(limit: number, maxDatapoints: number): number {
  return clamp(Math.round(limit), MIN_DATAPOINTS_LIMIT, normalizeMaxDatapoints(maxDatapoints));
}
