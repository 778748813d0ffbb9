// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, defaultTheme } from '@adobe/react-spectrum';
import { defaultDisplayConfig, type WidgetContext } from '@tessera/sdk';
import { timeseriesTable } from '../../../widget-bundles/tables/index';
import { type TimeseriesTableSettings } from '../../../widget-bundles/tables/TimeseriesTable';
import { fakeWidgetContext } from '../fakeWidgetContext';
import './jsdomPolyfills';
import { entity, key, seriesOf } from './fixtures';

// No i18n instance: texts are their keys.
afterEach(cleanup);

const Table = timeseriesTable.component;
const show = (ctx: WidgetContext, settings: Partial<TimeseriesTableSettings> = {}) => render(
  <Provider theme={defaultTheme}>
    <Table settings={{ ...timeseriesTable.defaultSettings, ...settings }} width={600} height={400} config={defaultDisplayConfig(true)} ctx={ctx} />
  </Provider>,
);
const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const texts = () => bodyRows().map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe('TimeseriesTable', () => {
  const temp = key('temperature', { label: 'Temperature', units: '°C', decimals: 1 });
  const boiler = entity('Boiler', [temp, key('state')]);
  const points = (n: number) => Array.from({ length: n }, (_, i) => [T0 + i * 1000, 20 + i] as [number, number]);

  it('shows a quiet translated text without data', () => {
    show(fakeWidgetContext({ datasources: [], series: [] }).ctx);
    expect(screen.getByText('widgets.tables.no-data')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a row per timestamp, newest first, timestamps in the window zone, and pages by 10', () => {
    const { ctx } = fakeWidgetContext({ datasources: [boiler], series: seriesOf(boiler, { temperature: points(12), state: [[T0, '<b>on</b>']] }), timezone: 'Europe/Berlin' });
    show(ctx);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['widgets.tables.timestamp↓', 'Temperature↑', 'state↑']);
    expect(screen.getAllByRole('columnheader')[0].getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows()).toHaveLength(10);
    expect(texts()[0]).toEqual(['2024-05-01 14:00:11', '31.0 °C', '']);
    fireEvent.click(screen.getByRole('button', { name: 'widgets.tables.next-page' }));
    expect(texts()).toEqual([['2024-05-01 14:00:01', '21.0 °C', ''], ['2024-05-01 14:00:00', '20.0 °C', '<b>on</b>']]);
    // Device text is text, not markup.
    expect(screen.getByRole('table').querySelector('b')).toBeNull();
  });

  it('sorts by a header click and searches any cell', () => {
    const { ctx } = fakeWidgetContext({ datasources: [boiler], series: seriesOf(boiler, { temperature: [[T0, 5], [T0 + 1000, 30], [T0 + 2000, 12]] }) });
    show(ctx);
    fireEvent.click(screen.getByRole('button', { name: /Temperature/ }));
    expect(texts().map((r) => r[1])).toEqual(['5.0 °C', '12.0 °C', '30.0 °C']);
    fireEvent.click(screen.getByRole('button', { name: /Temperature/ }));
    expect(texts().map((r) => r[1])).toEqual(['30.0 °C', '12.0 °C', '5.0 °C']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '12:00:02' } });
    expect(texts()).toEqual([['2024-05-01 12:00:02', '12.0 °C', '']]);
  });

  it('takes live updates keeping the chosen sort and page', () => {
    const fake = fakeWidgetContext({ datasources: [boiler], series: seriesOf(boiler, { temperature: points(15) }) });
    show(fake.ctx);
    fireEvent.click(screen.getByRole('button', { name: /Temperature/ }));
    fireEvent.click(screen.getByRole('button', { name: 'widgets.tables.next-page' }));
    expect(texts().map((r) => r[1])).toEqual(['30.0 °C', '31.0 °C', '32.0 °C', '33.0 °C', '34.0 °C']);
    act(() => fake.push(seriesOf(boiler, { temperature: points(40) })));
    expect(bodyRows()).toHaveLength(10);
    expect(texts()[0][1]).toBe('30.0 °C');
    expect(screen.getByText('widgets.tables.range')).toBeTruthy();
  });

  it('changes the page size from the picker, offering the widget default among the sizes', async () => {
    const fake = fakeWidgetContext({ datasources: [boiler], series: seriesOf(boiler, { temperature: points(30) }) });
    show(fake.ctx, { defaultPageSize: 15 });
    expect(bodyRows()).toHaveLength(15);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /widgets.tables.rows-per-page/ })); });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '15', '25', '50', '100']);
    await act(async () => { fireEvent.click(options[2]); });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(bodyRows()).toHaveLength(25);
  });

  it('shows every row without paging', () => {
    const fake = fakeWidgetContext({ datasources: [boiler], series: seriesOf(boiler, { temperature: points(3) }) });
    show(fake.ctx, { displayPagination: false, enableSearch: false, showTimestamp: false });
    act(() => fake.push(seriesOf(boiler, { temperature: points(40) })));
    expect(bodyRows()).toHaveLength(40);
    expect(texts()[0]).toEqual(['59.0 °C', '']);
    expect(screen.queryByRole('button', { name: 'widgets.tables.next-page' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('makes a tab per entity and runs the row click action with the entity', () => {
    const pump = entity('Pump', [temp], { entityLabel: 'Main pump' });
    const fake = fakeWidgetContext({
      datasources: [boiler, pump],
      series: [...seriesOf(boiler, { temperature: points(2) }), ...seriesOf(pump, { temperature: [[T0, 99]] })],
      actionsBySource: { rowClick: [{ id: 'a1', name: 'Open', type: 'openDashboardState' }] },
    });
    show(fake.ctx);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Boiler', 'Pump']);
    expect(bodyRows()).toHaveLength(2);
    act(() => { fireEvent.mouseDown(tabs[1]); fireEvent.click(tabs[1]); });
    expect(texts()).toEqual([['2024-05-01 12:00:00', '99.0 °C']]);
    fireEvent.click(bodyRows()[0]);
    expect(fake.ran).toEqual([{ source: 'rowClick', target: { entityId: pump.entityId, entityName: 'Pump', entityLabel: 'Main pump' }, actionId: undefined }]);
  });
});
