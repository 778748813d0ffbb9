// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, defaultTheme } from '@adobe/react-spectrum';
import { defaultDisplayConfig, type WidgetContext } from '@tessera/sdk';
import { type EntitiesTableSettings } from '../../../widget-bundles/tables/EntitiesTable';
import { entitiesTable } from '../../../widget-bundles/tables/index';
import { fakeWidgetContext } from '../fakeWidgetContext';
import './jsdomPolyfills';
import { entity, key, seriesOf } from './fixtures';

// No i18n instance: texts are their keys.
afterEach(cleanup);

const Table = entitiesTable.component;
const show = (ctx: WidgetContext, settings: Partial<EntitiesTableSettings> = {}) => render(
  <Provider theme={defaultTheme}>
    <Table settings={{ ...entitiesTable.defaultSettings, ...settings }} width={600} height={400} config={{ ...defaultDisplayConfig(), decimals: 1 }} ctx={ctx} />
  </Provider>,
);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const texts = () => bodyRows().map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↑↓]/g, ''));

const temp = key('temperature', { label: 'Temp', units: '°C' });
const mode = key('mode', { settings: { defaultColumnVisibility: 'hidden' } });
const devices = ['Pump 10', 'Pump 2', 'Boiler'].map((name) => entity(name, [temp, mode], { entityLabel: `${name} label` }));
const data = () => devices.flatMap((d, i) => seriesOf(d, { temperature: [[1, 20 + i]], mode: [[1, i === 1 ? 'eco' : 'auto']] }));

describe('EntitiesTable', () => {
  it('shows a row per entity sorted by name, with type and latest values, and a hidden column hidden', () => {
    show(fakeWidgetContext({ datasources: devices, series: data() }).ctx);
    expect(headers()).toEqual(['widgets.tables.entity-name', 'widgets.tables.entity-type', 'Temp']);
    expect(texts()).toEqual([
      ['Boiler', 'entity.type-names.DEVICE', '22.0 °C'],
      ['Pump 2', 'entity.type-names.DEVICE', '21.0 °C'],
      ['Pump 10', 'entity.type-names.DEVICE', '20.0 °C'],
    ]);
    expect(screen.getAllByRole('columnheader')[0].getAttribute('aria-sort')).toBe('ascending');
  });

  it('follows the column settings and a descending default sort on a key', () => {
    show(fakeWidgetContext({ datasources: devices, series: data() }).ctx, {
      displayEntityType: false, displayEntityLabel: true, entityLabelColumnTitle: 'Label', defaultSortOrder: '-Temp', entitiesTitle: 'Plant',
    });
    expect(screen.getByRole('heading', { name: 'Plant' })).toBeTruthy();
    expect(headers()).toEqual(['widgets.tables.entity-name', 'Label', 'Temp']);
    expect(texts().map((r) => r[2])).toEqual(['22.0 °C', '21.0 °C', '20.0 °C']);
  });

  it('shows and hides columns from the column menu, and searches only what is shown', async () => {
    show(fakeWidgetContext({ datasources: devices, series: data() }).ctx);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'eco' } });
    expect(screen.getByText('widgets.tables.no-data')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'widgets.tables.columns-to-display' })); });
    const items = screen.getAllByRole('menuitemcheckbox');
    expect(items.map((i) => i.textContent)).toEqual(['widgets.tables.entity-name', 'widgets.tables.entity-type', 'Temp', 'mode']);
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'false']);
    await act(async () => { fireEvent.click(items[3]); });
    await act(async () => { fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' }); });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(headers()).toEqual(['widgets.tables.entity-name', 'widgets.tables.entity-type', 'Temp', 'mode']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'eco' } });
    expect(texts()).toEqual([['Pump 2', 'entity.type-names.DEVICE', '21.0 °C', 'eco']]);
  });

  it('has no column menu when the settings turn it off or no column can be chosen', () => {
    show(fakeWidgetContext({ datasources: devices, series: data() }).ctx, { enableSelectColumnDisplay: false, enableSearch: false });
    expect(screen.queryByRole('button', { name: 'widgets.tables.columns-to-display' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('runs row click, row double click and action cell buttons with the row entity', () => {
    const fake = fakeWidgetContext({
      datasources: devices, series: data(),
      actionsBySource: {
        rowClick: [{ id: 'r', name: 'Details', type: 'openDashboardState' }],
        rowDoubleClick: [{ id: 'd', name: 'Open', type: 'openDashboard' }],
        actionCellButton: [{ id: 'c1', name: 'Edit', type: 'custom' }, { id: 'c2', name: 'Delete', type: 'custom' }],
      },
    });
    show(fake.ctx);
    const boiler = { entityId: devices[2].entityId, entityName: 'Boiler', entityLabel: 'Boiler label' };
    const [first] = bodyRows();
    fireEvent.click(first);
    fireEvent.doubleClick(first);
    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(fake.ran).toEqual([
      { source: 'rowClick', target: boiler, actionId: undefined },
      { source: 'rowDoubleClick', target: boiler, actionId: undefined },
      { source: 'actionCellButton', target: boiler, actionId: 'c2' },
      { source: 'rowClick', target: boiler, actionId: undefined },
    ]);
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(within(first).getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit', 'Delete']);
  });

  it('updates values in place when new data arrives', () => {
    const fake = fakeWidgetContext({ datasources: devices, series: data() });
    show(fake.ctx);
    act(() => fake.push(devices.flatMap((d) => seriesOf(d, { temperature: [[2, 50.55]] }))));
    expect(texts().map((r) => r[2])).toEqual(['50.5 °C', '50.5 °C', '50.5 °C']);
    expect(texts().map((r) => r[0])).toEqual(['Boiler', 'Pump 2', 'Pump 10']);
  });
});
