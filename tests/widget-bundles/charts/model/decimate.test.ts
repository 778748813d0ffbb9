import { describe, expect, it } from 'vitest';
import { decimateForWidth } from '../../../../widget-bundles/charts/model/decimate';
import { type StackedPoint } from '../../../../widget-bundles/charts/model/stack';

const series = (values: number[], step = 1): StackedPoint[] => values.map((v, i) => [i * step, 0, v]);

describe('decimating a series to the plot width', () => {
  it('keeps first, lowest, highest and last point of every pixel column, in time order', () => {
    // 10 points per column over 3 columns.
    const values = [5, 1, 9, 4, 4, 4, 4, 4, 4, 6, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 2, 2, 2, 2, 8, 2, 2, 2, 2, 3];
    const kept = decimateForWidth(series(values), (t) => t / 10, 2);
    expect(kept.map((p) => p[2])).toEqual([5, 1, 9, 6, 7, 0, 7, 2, 8, 3]);
    expect(kept.map((p) => p[0])).toEqual([...kept.map((p) => p[0])].sort((a, b) => a - b));
  });

  it('leaves a series alone when it has no more points than columns', () => {
    const points = series([1, 2, 3, 4, 5]);
    expect(decimateForWidth(points, (t) => t * 100, 300)).toBe(points);
  });

  it('draws the same extremes from a dense series at any width', () => {
    const values = Array.from({ length: 5000 }, (_, i) => Math.sin(i / 50) * 10 + (i === 2500 ? 40 : 0));
    const kept = decimateForWidth(series(values), (t) => (t / 5000) * 200, 200);
    expect(kept.length).toBeLessThanOrEqual(4 * 201);
    expect(Math.max(...kept.map((p) => p[2]))).toBe(Math.max(...values));
    expect(Math.min(...kept.map((p) => p[2]))).toBe(Math.min(...values));
  });
});
