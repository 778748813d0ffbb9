import { describe, expect, it } from 'vitest';
import { drawPie } from '../../../../widget-bundles/charts/draw/drawPie';
import { drawTimeseries } from '../../../../widget-bundles/charts/draw/drawTimeseries';
import { toChartSeries } from '../../../../widget-bundles/charts/model/chartSeries';
import { pieSlices } from '../../../../widget-bundles/charts/model/pieSlices';
import { layoutPlot } from '../../../../widget-bundles/charts/model/plotLayout';
import { readFlotSettings, readPieSettings } from '../../../../widget-bundles/charts/settings';
import { config, dataOf, key, series } from '../fixtures';

/** A 2D context that records the methods called, with their arguments. */
function recordingContext() {
  const calls: [string, unknown[]][] = [];
  const g = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, name) => (name in target ? target[name] : (...args: unknown[]) => { calls.push([String(name), args]); }),
    set: (target, name, value) => { target[name] = value; return true; },
  });
  return { g: g as unknown as CanvasRenderingContext2D, calls, count: (name: string) => calls.filter(([n]) => n === name).length };
}

const data = dataOf(
  series(key('a', '#f00', { fillLines: true, showPoints: true, thresholds: [{ thresholdValue: 5, color: '#0f0' }] }), [[1000, 1], [2000, 8], [3000, 3]]),
  series(key('b', '#00f'), [[1000, 2], [2000, 4], [3000, 6]]),
);
const window = { minTime: 0, maxTime: 4000, interval: 1000, aggregation: 'NONE' as const };

describe('canvas drawing', () => {
  it('draws lines, their fill, points, the threshold and the labels', () => {
    const settings = readFlotSettings({ smoothLines: true, xaxis: { title: 'Time' }, yaxis: { title: 'Value' } }, false);
    const layout = layoutPlot({ width: 400, height: 200, settings, series: toChartSeries(data, config(), false), timeWindow: window, bars: false, units: '' });
    const { g, count, calls } = recordingContext();
    drawTimeseries(g, layout, { settings, bars: false, timeWindow: window });
    expect(count('stroke')).toBeGreaterThanOrEqual(4); // grid, threshold, two lines
    expect(count('bezierCurveTo')).toBeGreaterThan(0); // smoothLines: monotone curves
    expect(count('arc')).toBe(3); // a's points
    const texts = calls.filter(([n]) => n === 'fillText').map(([, args]) => args[0]);
    expect(texts).toEqual(expect.arrayContaining(['Time', 'Value', '0', '8']));
  });

  it('draws one bar per point, side by side when not stacked', () => {
    const settings = readFlotSettings({}, true);
    const layout = layoutPlot({ width: 400, height: 200, settings, series: toChartSeries(data, config(), true), timeWindow: window, bars: true, units: '' });
    const { g, calls } = recordingContext();
    drawTimeseries(g, layout, { settings, bars: true, timeWindow: window });
    const bars = calls.filter(([n]) => n === 'fillRect').map(([, args]) => args as number[]);
    expect(bars).toHaveLength(6);
    // a's and b's bars at 1000 ms split the 600 ms width: b starts where a ends.
    expect(bars[3][0]).toBeCloseTo(bars[0][0] + bars[0][2]);
  });

  it('draws a slice per value with labels when asked', () => {
    const { g, count, calls } = recordingContext();
    const slices = pieSlices([{ index: 0, value: 1 }, { index: 1, value: 3 }]);
    drawPie(g, { cx: 100, cy: 100, outer: 80, inner: 0, tilt: 1, slices }, (i) => ({ color: '#000', label: `k${i}` }), readPieSettings({ showLabels: true }), undefined);
    expect(count('fill')).toBe(2);
    expect(calls.filter(([n]) => n === 'fillText').map(([, a]) => a[0])).toEqual(['k0', '25%', 'k1', '75%']);
  });
});
