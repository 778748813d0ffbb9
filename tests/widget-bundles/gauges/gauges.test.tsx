// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { arcGauge, radialGauge } from '../../../widget-bundles/gauges/index';
import { dataKey, fakeWidgetContext } from '../fakeWidgetContext';
import { datasource, displayConfig, latestData } from './fixtures';

afterEach(cleanup);
const ds = datasource([dataKey('temperature', { label: 'Temperature', units: '°C', decimals: 1 })]);

describe('Radial gauge', () => {
  const settings = { ...radialGauge.defaultSettings, animation: false };

  it('shows a quiet empty state without data', () => {
    const { ctx } = fakeWidgetContext();
    render(<radialGauge.component settings={settings} width={300} height={300} config={displayConfig} ctx={ctx} />);
    expect(screen.getByText('widgets.gauges.no-data')).toBeTruthy();
  });

  it('turns the needle to the value, pads the value box and draws ticks, numbers and highlights', () => {
    const { ctx } = fakeWidgetContext({ datasources: [ds], data: latestData(ds, { temperature: 50 }) });
    const highlighted = { ...settings, highlights: [{ from: 80, to: 100, color: '#f00' }], valueInt: 3 };
    render(<radialGauge.component settings={highlighted} width={300} height={300} config={displayConfig} ctx={ctx} />);
    expect(screen.getByTestId('gauge-needle').getAttribute('transform')).toBe('rotate(180 100 100)');
    expect(screen.getByTestId('gauge-value-box').textContent).toBe('050.0');
    expect(screen.getAllByTestId('gauge-number').map((n) => n.textContent)).toEqual(
      ['0.0', '10.0', '20.0', '30.0', '40.0', '50.0', '60.0', '70.0', '80.0', '90.0', '100.0'],
    );
    expect(screen.getAllByTestId('gauge-highlight')[0].getAttribute('stroke')).toBe('#f00');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Temperature: 050.0 °C');
  });

  it('follows new data and stops the needle at the end of the scale', () => {
    const { ctx, push } = fakeWidgetContext({ datasources: [ds], data: latestData(ds, { temperature: 10 }) });
    render(<radialGauge.component settings={settings} width={300} height={300} config={displayConfig} ctx={ctx} />);
    expect(screen.getByTestId('gauge-needle').getAttribute('transform')).toBe('rotate(72 100 100)');
    act(() => push(latestData(ds, { temperature: 500 }, 2)));
    expect(screen.getByTestId('gauge-needle').getAttribute('transform')).toBe('rotate(315 100 100)');
  });
});

describe('Arc gauge', () => {
  const settings = { ...arcGauge.defaultSettings, animation: false };

  it('shows value with units, min and max, and colours the bar by level', () => {
    const { ctx } = fakeWidgetContext({ datasources: [ds], data: latestData(ds, { temperature: 50 }) });
    const levels = { ...settings, levelColors: ['#000000', '#ffffff'], showTitle: true, unitTitle: 'Heat', showUnitTitle: true };
    render(<arcGauge.component settings={levels} width={200} height={150} config={displayConfig} ctx={ctx} />);
    expect(screen.getByTestId('gauge-value').textContent).toBe('50.0 °C');
    expect(screen.getByTestId('gauge-min-max').textContent).toBe('0.0100.0');
    expect(screen.getByText('Temperature')).toBeTruthy();
    expect(screen.getByText('Heat')).toBeTruthy();
    const bar = screen.getByTestId('gauge-bar');
    expect(bar.getAttribute('stroke')).toBe('rgba(128, 128, 128, 1)');
    expect(bar.getAttribute('d')).toMatch(/^M 3\d\.\d+ 112 A /);
  });

  it('uses the fixed level colour of the range holding the value', () => {
    const { ctx } = fakeWidgetContext({ datasources: [ds], data: latestData(ds, { temperature: 75 }) });
    const fixed = {
      ...settings, useFixedLevelColor: true,
      fixedLevelColors: [{ from: { valueSource: 'predefinedValue', value: 0 }, to: { value: 60 }, color: 'green' }, { from: { value: 60 }, to: { value: 100 }, color: 'red' }],
    };
    render(<arcGauge.component settings={fixed} width={200} height={150} config={displayConfig} ctx={ctx} />);
    expect(screen.getByTestId('gauge-bar').getAttribute('stroke')).toBe('red');
  });

  it('hides min and max and the value when told', () => {
    const { ctx } = fakeWidgetContext({ datasources: [ds], data: latestData(ds, { temperature: 5 }) });
    render(<arcGauge.component settings={{ ...settings, showMinMax: false, showValue: false }} width={200} height={150} config={displayConfig} ctx={ctx} />);
    expect(screen.queryByTestId('gauge-min-max')).toBeNull();
    expect(screen.queryByTestId('gauge-value')).toBeNull();
  });
});
