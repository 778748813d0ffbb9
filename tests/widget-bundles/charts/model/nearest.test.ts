import { describe, expect, it } from 'vitest';
import { lowerBound, nearestIndex, nearestTime, visibleRange } from '../../../../widget-bundles/charts/model/nearest';

const points = [[1000, 1], [2000, 2], [3000, 3], [5000, 5]] as const;

describe('nearest point lookup', () => {
  it('finds the first point at or after a time', () => {
    expect(lowerBound(points, 0)).toBe(0);
    expect(lowerBound(points, 2000)).toBe(1);
    expect(lowerBound(points, 2500)).toBe(2);
    expect(lowerBound(points, 9000)).toBe(4);
  });

  it('finds the point closest in time, clamping at both ends', () => {
    expect(nearestIndex(points, 0)).toBe(0);
    expect(nearestIndex(points, 2400)).toBe(1);
    expect(nearestIndex(points, 2600)).toBe(2);
    expect(nearestIndex(points, 4100)).toBe(3);
    expect(nearestIndex(points, 99_999)).toBe(3);
    expect(nearestIndex([], 1)).toBe(-1);
  });

  it('finds the nearest timestamp across series', () => {
    expect(nearestTime([points, [[4200, 7]]], 4000)).toBe(4200);
    expect(nearestTime([[], []], 4000)).toBeUndefined();
  });

  it('keeps one point beyond each edge of the window so lines reach it', () => {
    expect(visibleRange(points, 2500, 3500)).toEqual([[2000, 2], [3000, 3], [5000, 5]]);
    expect(visibleRange(points, 0, 99_999)).toBe(points);
  });
});
