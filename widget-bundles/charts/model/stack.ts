import { type Point } from './chartSeries';

/** A point with the base it is drawn from: [time, y0, y1]. */
export type StackedPoint = readonly [number, number, number];

export interface StackInput {
  points: readonly Point[];
  /** The key's `excludeFromStacking`: drawn from zero, not added to the stack. */
  exclude: boolean;
}

/**
 * Flot's stacking: each stacked series sits on the sum of the stacked series before it at
 * the same timestamp. Aggregated data shares timestamps, so exact matches are enough.
 * Without `stack` every series starts at zero.
 */
export function stackSeries(inputs: readonly StackInput[], stack: boolean): StackedPoint[][] {
  const sums = new Map<number, number>();
  return inputs.map(({ points, exclude }) => {
    if (!stack || exclude) return points.map(([t, v]) => [t, 0, v] as const);
    return points.map(([t, v]) => {
      const base = sums.get(t) ?? 0;
      sums.set(t, base + v);
      return [t, base, base + v] as const;
    });
  });
}
