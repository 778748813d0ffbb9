// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ActionTarget, type WidgetData } from '@tessera/sdk';
import { basicTimeseries, pie, timeseriesBars } from '../../../widget-bundles/charts/index';
import { fakeWidgetContext } from '../fakeWidgetContext';
import { config, dataOf, datasource, key, series } from './fixtures';

// jsdom has no 2D context: the charts skip drawing and still lay out, so the DOM parts are testable.
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
afterEach(cleanup);

/** A context whose data the test pushes, as the host does; a push waits a frame for the redraw. */
function liveContext(initial: WidgetData, run: (source: string, target?: ActionTarget) => void = () => undefined) {
  const fake = fakeWidgetContext({
    data: initial,
    timeWindow: { minTime: 0, maxTime: 4000, interval: 1000, aggregation: 'NONE', realtime: false },
    actions: { list: () => [], run },
  });
  const push = async (data: WidgetData) => {
    await act(async () => {
      fake.push(data);
      await new Promise((resolve) => setTimeout(resolve, 40));
    });
  };
  return { ctx: fake.ctx, push };
}

const frame = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 40)); });

const twoKeys = (a: [number, number][], b: [number, number][]) => dataOf(
  series(key('temperature', '#f00', {}, { units: '°C', decimals: 1 }), a),
  series(key('humidity', '#00f', { disableDataHiding: true }), b),
);

const legendOn = (overrides: Partial<ReturnType<typeof config>['legendConfig']> = {}) =>
  config({ showLegend: true, legendConfig: { ...config().legendConfig, showMin: true, showAvg: true, showTotal: true, ...overrides } });

describe('time-series charts', () => {
  const Line = basicTimeseries.component;

  it('shows the empty state without data and no legend', () => {
    const { ctx } = liveContext(dataOf());
    render(<Line settings={basicTimeseries.defaultSettings} width={400} height={200} config={legendOn()} ctx={ctx} />);
    expect(screen.getByRole('status').textContent).toBe('widgets.charts.no-data');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each key with the selected statistics in its units and decimals', () => {
    const { ctx } = liveContext(twoKeys([[1000, 1], [2000, 2]], [[1000, 10], [2000, 30]]));
    render(<Line settings={basicTimeseries.defaultSettings} width={400} height={200} config={legendOn()} ctx={ctx} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'widgets.charts.min', 'widgets.charts.avg', 'widgets.charts.total']);
    const rows = screen.getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([['temperature', '1.0 °C', '1.5 °C', '3.0 °C'], ['humidity', '10.00', '20.00', '40.00']]);
  });

  it('updates the statistics on new data without losing the legend', async () => {
    const { ctx, push } = liveContext(twoKeys([[1000, 1]], []));
    render(<Line settings={basicTimeseries.defaultSettings} width={400} height={200} config={legendOn({ showMin: false, showTotal: false })} ctx={ctx} />);
    expect(screen.getAllByRole('row')[2].textContent).toBe('humidity');
    await push(twoKeys([[1000, 1], [2000, 5]], [[1000, 4]]));
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['temperature3.0 °C', 'humidity4.00']);
  });

  it('toggles a key from the legend unless its data hiding is disabled, and leaves out removed keys', async () => {
    const data = dataOf(
      series(key('a', '#f00', { hideDataByDefault: true }), [[1000, 1]]),
      series(key('b', '#0f0', { disableDataHiding: true }), [[1000, 1]]),
      series(key('c', '#00f', { removeFromLegend: true }), [[1000, 1]]),
    );
    const { ctx } = liveContext(data);
    render(<Bars settings={timeseriesBars.defaultSettings} width={400} height={200} config={legendOn({ direction: 'row', position: 'top' })} ctx={ctx} />);
    const a = screen.getByRole('button', { name: 'a' });
    expect(a.getAttribute('aria-pressed')).toBe('false');
    await act(async () => { fireEvent.click(a); });
    expect(screen.getByRole('button', { name: 'a' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'b' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'c' })).toBeNull();
  });

  it('puts a top legend before the plot', () => {
    const { ctx } = liveContext(twoKeys([[1000, 1]], [[1000, 2]]));
    const { container } = render(<Line settings={basicTimeseries.defaultSettings} width={400} height={200} config={legendOn({ position: 'top' })} ctx={ctx} />);
    const table = container.querySelector('table')!;
    const canvas = container.querySelector('canvas')!;
    expect(table.compareDocumentPosition(canvas) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a tooltip with the time and every key\'s value at the nearest timestamp', async () => {
    const { ctx } = liveContext(twoKeys([[1000, 1], [3000, 3]], [[1000, 10], [3000, 30]]));
    const { container } = render(<Line settings={basicTimeseries.defaultSettings} width={400} height={200} config={config()} ctx={ctx} />);
    await frame();
    const plot = container.querySelector('canvas')!.parentElement!;
    // The plot spans about x 30..388 for 0..4000 ms: x 300 is nearest to 3000 ms.
    await act(async () => { fireEvent.mouseMove(plot, { clientX: 300, clientY: 50 }); });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toContain('temperature: 3.0 °C');
    expect(tooltip.textContent).toContain('humidity: 30.00');
    expect(tooltip.textContent).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:03/);
    await act(async () => { fireEvent.mouseLeave(plot); });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

const Bars = timeseriesBars.component;

describe('pie', () => {
  const Pie = pie.component;
  const pieData = () => dataOf(
    series(key('north', '#f00'), [[1000, 1]], datasource('North')),
    series(key('south', '#00f', {}, { units: 'kWh' }), [[1000, 3]], datasource('South')),
  );

  it('lists the keys with their latest values', () => {
    const { ctx } = liveContext(pieData());
    render(<Pie settings={pie.defaultSettings} width={400} height={200} config={config({ showLegend: true })} ctx={ctx} />);
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['north1.00', 'south3.00 kWh']);
  });

  it('shows label, value and percent over a slice and runs sliceClick with its entity', async () => {
    const run = vi.fn();
    const { ctx } = liveContext(pieData(), run);
    const { container } = render(<Pie settings={pie.defaultSettings} width={400} height={200} config={config()} ctx={ctx} />);
    await frame();
    const plot = container.querySelector('canvas')!.parentElement!;
    // Centre (200, 100); up and slightly right is the first quarter: north's 25 %.
    await act(async () => { fireEvent.mouseMove(plot, { clientX: 210, clientY: 50 }); });
    expect(screen.getByRole('tooltip').textContent).toBe('north: 1.00 (25.00 %)');
    await act(async () => { fireEvent.click(plot, { clientX: 150, clientY: 120 }); });
    expect(run).toHaveBeenCalledWith('sliceClick', { entityId: { entityType: 'DEVICE', id: 'South-id' }, entityName: 'South', entityLabel: 'South label' });
  });

  it('shows the empty state without data', () => {
    const { ctx } = liveContext(dataOf());
    render(<Pie settings={pie.defaultSettings} width={400} height={200} config={config()} ctx={ctx} />);
    expect(screen.getByRole('status').textContent).toBe('widgets.charts.no-data');
  });
});
