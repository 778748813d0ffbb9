import { describe, expect, it } from 'vitest';
import { barSpan, barWidthMs } from '../../../../widget-bundles/charts/model/barLayout';

describe('bar layout', () => {
  it('uses defaultBarWidth for raw data and 60 % of the interval when aggregated', () => {
    expect(barWidthMs({ interval: 1000, aggregation: 'NONE' }, 600)).toBe(600);
    expect(barWidthMs({ interval: 10_000, aggregation: 'AVG' }, 600)).toBe(6000);
    expect(barWidthMs({ interval: 1000, aggregation: 'NONE' }, undefined)).toBe(600);
  });

  it('aligns the bar left, centre or right of its timestamp', () => {
    expect(barSpan(1000, 600, 'left')).toEqual([1000, 1600]);
    expect(barSpan(1000, 600, 'center')).toEqual([700, 1300]);
    expect(barSpan(1000, 600, 'right')).toEqual([400, 1000]);
  });

  it('puts unstacked series side by side within the bar width', () => {
    expect(barSpan(1000, 600, 'left', 0, 3)).toEqual([1000, 1200]);
    expect(barSpan(1000, 600, 'left', 2, 3)).toEqual([1400, 1600]);
  });
});
