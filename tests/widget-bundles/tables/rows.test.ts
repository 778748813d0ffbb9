import { describe, expect, it } from 'vitest';
import { buildEntityTable } from '../../../widget-bundles/tables/entityRows';
import { timestampFormatter } from '../../../widget-bundles/tables/formatTimestamp';
import { groupByDatasource } from '../../../widget-bundles/tables/groupByDatasource';
import { buildTimeseriesTabs, mergeByTimestamp } from '../../../widget-bundles/tables/timeseriesRows';
import { entity, key, seriesOf } from './fixtures';

const config = { units: '', decimals: 2 };
const t = (k: string) => `t(${k})`;

describe('timestampFormatter', () => {
  const ts = Date.UTC(2024, 0, 15, 23, 5, 9, 42);

  it('formats in the given zone, with milliseconds when asked', () => {
    expect(timestampFormatter('UTC', false)(ts)).toBe('2024-01-15 23:05:09');
    expect(timestampFormatter('Europe/Kyiv', false)(ts)).toBe('2024-01-16 01:05:09');
    expect(timestampFormatter('UTC', true)(ts)).toBe('2024-01-15 23:05:09.042');
    expect(timestampFormatter('UTC', false)(Date.UTC(2024, 0, 1, 0, 0, 0))).toBe('2024-01-01 00:00:00');
  });

  it('falls back to the browser zone for an unknown zone name', () => {
    expect(timestampFormatter('Not/AZone', false)(ts)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('mergeByTimestamp', () => {
  it('makes one entry per timestamp, newest first, with a gap where a key has no value', () => {
    const ds = entity('A', [key('t'), key('h')]);
    const merged = mergeByTimestamp(seriesOf(ds, { t: [[1000, 20], [2000, 21]], h: [[2000, 40], [3000, 41]] }));
    expect(merged).toEqual([[3000, [undefined, 41]], [2000, [21, 40]], [1000, [20, undefined]]]);
  });
});

describe('groupByDatasource', () => {
  it('groups series per entity in order, and lists datasources that have no series yet', () => {
    const a = entity('A', [key('t')]);
    const b = entity('B', [key('t')]);
    const copyOfA = { ...a };
    const groups = groupByDatasource([...seriesOf(b, {}), ...seriesOf(copyOfA, {})], [a, b, entity('C', [])]);
    expect(groups.map((g) => [g.datasource.name, g.series.length])).toEqual([['A', 1], ['B', 1], ['C', 0]]);
  });
});

describe('buildTimeseriesTabs', () => {
  const temp = key('temperature', { label: 'Temperature', units: '°C', decimals: 1 });
  const state = key('state');
  const a = entity('Boiler', [temp, state], { entityLabel: 'Boiler room' });
  const b = entity('Pump', [temp]);
  const series = [...seriesOf(a, { temperature: [[1000, 20.04], [2000, 21.26]], state: [[2000, 'on'], [3000, '']] }), ...seriesOf(b, { temperature: [[5000, 7]] })];
  const options = { showTimestamp: true, hideEmptyLines: false, useEntityLabel: false, timestampTitle: 'Timestamp', formatTs: (ts: number) => `@${ts}`, config };

  it('makes a tab per datasource with the timestamp column 0 and a column per key', () => {
    const tabs = buildTimeseriesTabs(series, [a, b], options);
    expect(tabs.map((tab) => tab.name)).toEqual(['Boiler', 'Pump']);
    expect(tabs[0].columns.map((c) => [c.id, c.title])).toEqual([['0', 'Timestamp'], ['1', 'Temperature'], ['2', 'state']]);
    expect(tabs[0].rows.map((r) => r.cells)).toEqual([['@3000', '', ''], ['@2000', '21.3 °C', 'on'], ['@1000', '20.0 °C', '']]);
    expect(tabs[0].rows[1].sortValues).toEqual([2000, 21.26, 'on']);
    expect(tabs[0].rows[0].target).toEqual({ entityId: a.entityId, entityName: 'Boiler', entityLabel: 'Boiler room' });
    expect(tabs[1].rows.map((r) => r.cells)).toEqual([['@5000', '7.0 °C']]);
  });

  it('uses the widget units and decimals for keys without their own', () => {
    const tabs = buildTimeseriesTabs(seriesOf(entity('X', [key('v')]), { v: [[1, 3.14159]] }), [], { ...options, config: { units: 'kW', decimals: 3 } });
    expect(tabs[0].rows[0].cells[1]).toBe('3.142 kW');
  });

  it('hides the timestamp column, hides empty lines and names tabs by label when asked', () => {
    const tabs = buildTimeseriesTabs(series, [a, b], { ...options, showTimestamp: false, hideEmptyLines: true, useEntityLabel: true });
    expect(tabs.map((tab) => tab.name)).toEqual(['Boiler room', 'Pump']);
    expect(tabs[0].columns.map((c) => c.id)).toEqual(['1', '2']);
    expect(tabs[0].rows.map((r) => r.cells)).toEqual([['21.3 °C', 'on'], ['20.0 °C', '']]);
  });
});

describe('buildEntityTable', () => {
  const temp = key('temperature', { label: 'Temp', units: '°C', decimals: 0 });
  const secret = key('secret', { settings: { defaultColumnVisibility: 'hidden', columnSelectionToDisplay: 'disabled', columnWidth: '120px' } });
  const a = entity('Boiler', [temp, secret], { entityLabel: 'Room 1' });
  const b = entity('Gate', [temp], { entityType: 'ASSET' });
  const options = {
    displayEntityName: true, displayEntityLabel: true, displayEntityType: true, entityLabelColumnTitle: 'Where', config, t,
  };

  it('makes a row per entity with name, label, type and the latest value of each key', () => {
    const table = buildEntityTable([...seriesOf(a, { temperature: [[1, 20], [2, 21.6]], secret: [[2, 'x']] }), ...seriesOf(b, {})], [a, b], options);
    expect(table.columns.map((c) => [c.id, c.title])).toEqual([
      ['entityName', 't(widgets.tables.entity-name)'], ['entityLabel', 'Where'], ['entityType', 't(widgets.tables.entity-type)'],
      ['key:timeseries:temperature', 'Temp'], ['key:timeseries:secret', 'secret'],
    ]);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Boiler', 'Room 1', 't(entity.type-names.DEVICE)', '22 °C', 'x'],
      ['Gate', '', 't(entity.type-names.ASSET)', '', ''],
    ]);
    expect(table.rows[0].sortValues[3]).toBe(21.6);
    expect(table.rows[0].target).toEqual({ entityId: a.entityId, entityName: 'Boiler', entityLabel: 'Room 1' });
    expect(table.rows[0].key).toBe('id-Boiler');
  });

  it('keeps one column per key when each entity labels it differently', () => {
    const first = entity('T1', [key('temperature', { label: 'Living room' })]);
    const second = entity('T2', [key('temperature', { label: 'Office' })]);
    const table = buildEntityTable([], [first, second], options);
    expect(table.columns.filter((c) => c.id.startsWith('key:')).map((c) => c.title)).toEqual(['Living room']);
  });

  it('reads the column settings of the keys', () => {
    const table = buildEntityTable([], [a], options);
    const column = table.columns.find((c) => c.id === 'key:timeseries:secret');
    expect(column).toMatchObject({ hiddenByDefault: true, selectable: false, width: '120px' });
    expect(table.columns.find((c) => c.id === 'key:timeseries:temperature')).toMatchObject({ hiddenByDefault: false, selectable: true, width: undefined });
  });

  it('leaves out the entity columns the settings turn off and takes the name column title', () => {
    const table = buildEntityTable([], [a], { ...options, displayEntityLabel: false, displayEntityType: false, entityNameColumnTitle: 'Device' });
    expect(table.columns.map((c) => c.title)).toEqual(['Device', 'Temp', 'secret']);
    expect(table.rows[0].cells).toEqual(['Boiler', '', '']);
  });
});
