import { describe, expect, it } from 'vitest';
import { defineWidget } from '../../../core/sdk';
import { normalizeConfig } from '../../../core/dashboard/model/normalize';
import { copyWidget, createWidget, findDefinition } from '../../../core/dashboard/model/widgetFactory';

const chart = defineWidget({
  id: 'tessera.charts.basic-timeseries', name: 'Timeseries Line Chart', kind: 'timeseries', bundleAlias: 'charts',
  typeAlias: 'basic_timeseries', sizeX: 8, sizeY: 5, defaultSettings: { smoothLines: false },
  defaultDataKeys: [{ name: 'temperature', type: 'timeseries' }], component: () => null,
});

describe('dashboard configuration', () => {
  it('fills missing parts, keeps unknown keys, and makes one state root', () => {
    const config = normalizeConfig({ custom: 1, states: { main: { name: 'Main', layouts: {} } } }, 'T');
    expect(config.custom).toBe(1);
    expect(config.states.main.root).toBe(true);
    expect(config.states.main.layouts.main.gridSettings.columns).toBe(24);
    expect(config.entityAliases).toEqual({});
  });

  it('upgrades a dashboard without states into a default state holding its widgets', () => {
    const config = normalizeConfig({ widgets: { w: { id: 'w', sizeX: 4, sizeY: 3, row: 2, col: 6 } } }, 'Old');
    expect(config.states.default).toMatchObject({ name: 'Old', root: true });
    expect(config.states.default.layouts.main.widgets.w).toEqual({ sizeX: 4, sizeY: 3, row: 2, col: 6 });
  });

  it('creates a widget of a type with its aliases, defaults, keys and legend', () => {
    const widget = createWidget(chart, 'w1');
    expect(widget).toMatchObject({ id: 'w1', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', sizeX: 8, sizeY: 5 });
    expect(widget.config.settings).toEqual({ smoothLines: false });
    expect(widget.config.settings).not.toBe(chart.defaultSettings);
    expect(widget.config.datasources?.[0].dataKeys[0]).toMatchObject({ name: 'temperature', type: 'timeseries', label: 'temperature', color: '#2196f3' });
    expect(widget.config.showLegend).toBe(true);
    expect(widget.config.decimals).toBe(2);
    expect(findDefinition([chart], widget)).toBe(chart);
    expect(findDefinition([chart], { bundleAlias: 'charts', typeAlias: 'nope' })).toBeUndefined();
  });

  it('copies a widget under a new id without sharing its configuration', () => {
    const original = createWidget(chart, 'w1');
    const copy = copyWidget(original, 'w2');
    expect(copy.id).toBe('w2');
    copy.config.title = 'changed';
    expect(original.config.title).toBe('Timeseries Line Chart');
  });
});
