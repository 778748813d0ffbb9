import { describe, expect, it } from 'vitest';
import { stackSeries } from '../../../../widget-bundles/charts/model/stack';

describe('stackSeries', () => {
  const a = { points: [[1, 1], [2, 2]] as const, exclude: false };
  const b = { points: [[1, 10], [2, 20], [3, 30]] as const, exclude: false };

  it('puts each stacked series on the sum of the ones before at the same timestamp', () => {
    expect(stackSeries([a, b], true)).toEqual([
      [[1, 0, 1], [2, 0, 2]],
      [[1, 1, 11], [2, 2, 22], [3, 0, 30]],
    ]);
  });

  it('draws every series from zero without stack', () => {
    expect(stackSeries([a, b], false)[1]).toEqual([[1, 0, 10], [2, 0, 20], [3, 0, 30]]);
  });

  it('leaves a series excluded from stacking out of the sums', () => {
    const excluded = { ...a, exclude: true };
    expect(stackSeries([excluded, b], true)).toEqual([
      [[1, 0, 1], [2, 0, 2]],
      [[1, 0, 10], [2, 0, 20], [3, 0, 30]],
    ]);
  });
});
