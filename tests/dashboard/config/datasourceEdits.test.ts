import { describe, expect, it } from 'vitest';
import {
  addDataKey, changeDatasourceType, createDataKey, datasourceErrors, moveItem, newDatasource, nextKeyLabel, removeDataKey,
} from '../../../core/dashboard/config/datasourceEdits';
import { KEY_COLORS, keyColor } from '../../../core/dashboard/config/keyColors';
import { type DatasourceConfig } from '../../../core/dashboard/model/types';

const ds = (labels: string[]): DatasourceConfig => ({
  type: 'entity', entityAliasId: 'a1', dataKeys: labels.map((l) => ({ name: l, type: 'timeseries', label: l, color: '#000', settings: {} })),
});

describe('key colours', () => {
  it('follows ThingsBoard palette order: blue, green, red, amber 500, then the A700 row, wrapping', () => {
    expect(KEY_COLORS.slice(0, 4)).toEqual(['#2196f3', '#4caf50', '#f44336', '#ffc107']);
    expect(KEY_COLORS[19]).toBe('#2962ff');
    expect(KEY_COLORS).toHaveLength(190);
    expect(keyColor(190)).toBe('#2196f3');
  });
});

describe('datasource edits', () => {
  it('gives a new key the next free label and the colour of the key count over all datasources', () => {
    const list = [ds(['temperature']), ds(['temperature 2', 'humidity'])];
    const key = createDataKey(' temperature ', 'timeseries', list);
    expect(key).toMatchObject({ name: 'temperature', label: 'temperature 3', color: KEY_COLORS[3], settings: {} });
    expect(nextKeyLabel('pressure', list)).toBe('pressure');
  });

  it('names function keys f(x) with a predefined or default body, and fills settings from the key schema', () => {
    const schema = { schema: { type: 'object', properties: { showLines: { type: 'boolean', default: true } } } };
    expect(createDataKey('Sin', 'function', [], schema)).toMatchObject({
      name: 'f(x)', label: 'Sin', funcBody: 'return Math.round(1000*Math.sin(time/5000));', settings: { showLines: true },
    });
    expect(createDataKey('ramp', 'function', []).funcBody).toBe('return prevValue + 1;');
  });

  it('adds and removes keys without touching the input, and ignores blank names', () => {
    const list = [ds(['a'])];
    const added = addDataKey(list, 0, 'b', 'attribute');
    expect(added[0].dataKeys.map((k) => [k.name, k.type])).toEqual([['a', 'timeseries'], ['b', 'attribute']]);
    expect(list[0].dataKeys).toHaveLength(1);
    expect(addDataKey(list, 0, '  ', 'attribute')[0].dataKeys).toHaveLength(1);
    expect(removeDataKey(added, 0, 0)[0].dataKeys.map((k) => k.name)).toEqual(['b']);
  });

  it('moves items and ignores out-of-range moves', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('drops keys a new datasource type cannot hold and requires an alias for entity datasources', () => {
    const fn = changeDatasourceType(ds(['t']), 'function');
    expect(fn).toMatchObject({ type: 'function', name: 'function', dataKeys: [] });
    expect(datasourceErrors([newDatasource('entity'), fn, ds([])])).toEqual({ 0: 'dashboard.widget-config.alias-required' });
  });
});
