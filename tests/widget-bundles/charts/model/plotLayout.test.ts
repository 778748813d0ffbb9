import { describe, expect, it } from 'vitest';
import { toChartSeries } from '../../../../widget-bundles/charts/model/chartSeries';
import { layoutPlot } from '../../../../widget-bundles/charts/model/plotLayout';
import { tooltipContent } from '../../../../widget-bundles/charts/model/tooltip';
import { readFlotSettings } from '../../../../widget-bundles/charts/settings';
import { config, dataOf, key, series } from '../fixtures';

const data = dataOf(
  series(key('a', 'red', {}, { units: 'W' }), [[1000, 10], [2000, 0], [3000, 30]]),
  series(key('b', 'blue'), [[1000, 5], [2000, 6], [3000, 7]]),
);

describe('plot layout', () => {
  it('maps the time window to the plot width, read from the window given', () => {
    const layout = layoutPlot({
      width: 400, height: 200, settings: readFlotSettings({}, false), series: toChartSeries(data, config(), false),
      timeWindow: { minTime: 0, maxTime: 4000 }, bars: false, units: '',
    });
    expect(layout.x(0)).toBeCloseTo(layout.plot.left);
    expect(layout.x(4000)).toBeCloseTo(layout.plot.right);
    expect(layout.y(layout.y.domain()[0])).toBeCloseTo(layout.plot.bottom);
    expect(layout.yTicks.map((t) => t.label)).toContain('30');
  });

  it('honours yaxis min/max and stacks when asked', () => {
    const settings = readFlotSettings({ stack: true, yaxis: { min: -10, max: 100 } }, false);
    const layout = layoutPlot({ width: 400, height: 200, settings, series: toChartSeries(data, config(), false), timeWindow: { minTime: 0, maxTime: 4000 }, bars: false, units: '' });
    expect(layout.y.domain()).toEqual([-10, 100]);
    expect(layout.stacked[1][2]).toEqual([3000, 30, 37]);
  });
});

describe('tooltip content', () => {
  const list = toChartSeries(data, config(), false);
  const yOf = (v: number) => 100 - v;

  it('shows every key at the nearest timestamp with its units', () => {
    expect(tooltipContent(list, 2900, 0, { individual: false, hideZeros: false, yOf })).toEqual({
      time: 3000,
      rows: [{ index: 0, label: 'a', color: 'red', value: '30.00 W' }, { index: 1, label: 'b', color: 'blue', value: '7.00' }],
    });
  });

  it('shows only the hovered key when individual, and hides zeros when asked', () => {
    expect(tooltipContent(list, 3000, yOf(8), { individual: true, hideZeros: false, yOf })?.rows.map((r) => r.label)).toEqual(['b']);
    expect(tooltipContent(list, 2000, 0, { individual: false, hideZeros: true, yOf })?.rows.map((r) => r.label)).toEqual(['b']);
    expect(tooltipContent([], 2000, 0, { individual: false, hideZeros: false, yOf })).toBeUndefined();
  });
});
