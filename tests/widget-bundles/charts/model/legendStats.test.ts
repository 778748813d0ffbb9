import { describe, expect, it } from 'vitest';
import { formatStat, legendStats } from '../../../../widget-bundles/charts/model/legendStats';

describe('legendStats', () => {
  it('computes min, max, average and total', () => {
    expect(legendStats([[1, 4], [2, -2], [3, 10]])).toEqual({ min: -2, max: 10, avg: 4, total: 12 });
  });

  it('has no statistics for an empty series, shown as an empty cell', () => {
    expect(legendStats([])).toBeNull();
    expect(formatStat(null, 'avg', 2, '°C')).toBe('');
  });

  it('formats with the key decimals and units', () => {
    expect(formatStat(legendStats([[1, 1], [2, 2]]), 'avg', 2, '°C')).toBe('1.50 °C');
    expect(formatStat(legendStats([[1, 1], [2, 2]]), 'total', 0, '')).toBe('3');
  });
});
