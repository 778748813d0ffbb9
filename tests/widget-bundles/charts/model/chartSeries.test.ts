import { describe, expect, it } from 'vitest';
import { hasNoData, numericPoints, seriesSignature, toChartSeries, toNumber } from '../../../../widget-bundles/charts/model/chartSeries';
import { config, dataOf, key, series } from '../fixtures';

describe('chart series', () => {
  it('turns values into numbers: booleans 1/0, numeric text, nothing else', () => {
    expect([toNumber(3), toNumber(true), toNumber(false), toNumber(' 2.5 '), toNumber('on'), toNumber(''), toNumber(Number.NaN)])
      .toEqual([3, 1, 0, 2.5, undefined, undefined, undefined]);
  });

  it('skips points that are not numeric and reuses the conversion of an unchanged array', () => {
    const raw: [number, number | string][] = [[1, 1], [2, 'offline'], [3, '4']];
    const points = numericPoints(raw);
    expect(points).toEqual([[1, 1], [3, 4]]);
    expect(numericPoints(raw)).toBe(points);
  });

  it('takes key units and decimals over the widget\'s and merges key settings over the defaults', () => {
    const data = dataOf(series(key('t', 'red', { fillLines: true }, { units: '°C', decimals: 1 }), []), series(key('h', 'blue'), []));
    const [t, h] = toChartSeries(data, config({ units: '%', decimals: 0 }), false);
    expect([t.units, t.decimals, h.units, h.decimals]).toEqual(['°C', 1, '%', 0]);
    expect(t.keySettings.fillLines).toBe(true);
    expect(t.keySettings.showLines).toBe(true);
    expect(toChartSeries(data, config(), true)[0].keySettings.showLines).toBe(false);
  });

  it('tells when keys change and when there is no data at all', () => {
    const a = dataOf(series(key('t', 'red'), []));
    expect(hasNoData(a)).toBe(true);
    expect(hasNoData(dataOf(series(key('t', 'red'), [[1, 1]])))).toBe(false);
    expect(seriesSignature(a)).toBe(seriesSignature(dataOf(series(key('t', 'red'), [[1, 1]]))));
    expect(seriesSignature(a)).not.toBe(seriesSignature(dataOf(series(key('t', 'green'), []))));
  });
});
