import { type Point } from './chartSeries';

/** Index of the first point at or after `time` (points oldest first); `points.length` when none. */
export function lowerBound(points: readonly Point[], time: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid][0] < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the point closest in time to `time` (the earlier one on a tie), or -1 when there is none. */
export function nearestIndex(points: readonly Point[], time: number): number {
  if (points.length === 0) return -1;
  const after = lowerBound(points, time);
  if (after === 0) return 0;
  if (after === points.length) return points.length - 1;
  return time - points[after - 1][0] <= points[after][0] - time ? after - 1 : after;
}

/** The timestamp closest to `time` among all the given series, or undefined when they are empty. */
export function nearestTime(seriesPoints: readonly (readonly Point[])[], time: number): number | undefined {
  let best: number | undefined;
  for (const points of seriesPoints) {
    const i = nearestIndex(points, time);
    if (i < 0) continue;
    const candidate = points[i][0];
    if (best === undefined || Math.abs(candidate - time) < Math.abs(best - time)) best = candidate;
  }
  return best;
}

/** The points inside [from, to] plus one neighbour each side, so lines leave the plot's edges. */
export function visibleRange(points: readonly Point[], from: number, to: number): readonly Point[] {
  const start = Math.max(0, lowerBound(points, from) - 1);
  const end = Math.min(points.length, lowerBound(points, to) + 1);
  return start === 0 && end === points.length ? points : points.slice(start, end);
}
