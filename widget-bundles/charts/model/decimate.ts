import { type StackedPoint } from './stack';

/**
 * Fewer points for the same picture: when a series has more points than the plot has pixel
 * columns, each column keeps its first, lowest, highest and last point (the M4 reduction),
 * so the drawn line touches exactly the pixels the full series would. Drawing cost then
 * follows the chart's width, not the number of points in the window.
 */
export function decimateForWidth(points: readonly StackedPoint[], xOf: (time: number) => number, columns: number): readonly StackedPoint[] {
  if (points.length <= Math.max(4, columns)) return points;
  const out: StackedPoint[] = [];
  let column = Number.NaN;
  let first: StackedPoint | undefined;
  let low: StackedPoint | undefined;
  let high: StackedPoint | undefined;
  let last: StackedPoint | undefined;
  const flush = () => {
    if (!first || !low || !high || !last) return;
    // Keep time order inside the column; a point kept twice is kept once.
    const kept = [first, low, high, last].sort((a, b) => a[0] - b[0]);
    for (const p of kept) if (out[out.length - 1] !== p) out.push(p);
  };
  for (const p of points) {
    const c = Math.floor(xOf(p[0]));
    if (c !== column) {
      flush();
      column = c;
      first = low = high = last = p;
      continue;
    }
    if (p[2] < low![2]) low = p;
    if (p[2] > high![2]) high = p;
    last = p;
  }
  flush();
  return out;
}
