import { describe, expect, it } from 'vitest';
import { applyKeySettings, previewKeyRefs, previewKeySettings, withKeySettings } from '../../../plugins/widgets-library/model/keySettings';

describe('the editor preview keys and their settings', () => {
  it('lists the keys of the configured datasources, or the Sin, Cos and Random fallback of data widgets', () => {
    const config = { datasources: [{ type: 'function', dataKeys: [{ label: 'A', color: '#111', settings: { x: 1 } }] }, { dataKeys: [{ label: 'B' }] }] };
    expect(previewKeyRefs('latest', config).map((k) => [k.datasource, k.key, k.label, k.settings])).toEqual([[0, 0, 'A', { x: 1 }], [1, 0, 'B', {}]]);
    expect(previewKeyRefs('timeseries', {}).map((k) => k.label)).toEqual(['Sin', 'Cos', 'Random']);
    expect(previewKeyRefs('static', {})).toEqual([]);
    expect(previewKeyRefs('alarm', { alarmSource: { dataKeys: [{ label: 'severity' }] }, datasources: [{ dataKeys: [{ label: 'no' }] }] }).map((k) => k.label)).toEqual(['severity']);
  });

  it('writes one key\'s settings and leaves the rest of the configuration as it was', () => {
    const config = { title: 'T', datasources: [{ type: 'function', dataKeys: [{ label: 'A', settings: {} }, { label: 'B', settings: { keep: true } }] }] };
    const next = withKeySettings('latest', config, 0, 0, { suffix: '%' });
    expect(next).toEqual({ title: 'T', datasources: [{ type: 'function', dataKeys: [{ label: 'A', settings: { suffix: '%' } }, { label: 'B', settings: { keep: true } }] }] });
    // The input is not changed.
    expect(config.datasources[0].dataKeys[0].settings).toEqual({});
    expect(previewKeySettings('latest', next)).toEqual([[{ suffix: '%' }, { keep: true }]]);
  });

  it('writes out the function datasource when a data widget has none, and the alarm source for alarm widgets', () => {
    const next = withKeySettings('timeseries', { title: 'T' }, 0, 2, { width: 3 });
    const keys = (next.datasources as { dataKeys: { label: string; settings: unknown; funcBody: string }[] }[])[0].dataKeys;
    expect(keys.map((k) => k.label)).toEqual(['Sin', 'Cos', 'Random']);
    expect(keys[2].settings).toEqual({ width: 3 });
    expect(keys[0].funcBody).toContain('Math.sin');
    const alarm = withKeySettings('alarm', { alarmSource: { dataKeys: [{ label: 'type' }] } }, 0, 0, { bold: true });
    expect(alarm).toEqual({ alarmSource: { dataKeys: [{ label: 'type', settings: { bold: true } }] } });
    // Out of range: unchanged.
    expect(withKeySettings('static', { datasources: [] }, 0, 0, { a: 1 })).toEqual({ datasources: [] });
  });

  it('applies settings over datasources by position, keeping keys without an entry', () => {
    const ds = [{ dataKeys: [{ label: 'A', settings: { a: 1 } }, { label: 'B', settings: { b: 1 } }] }];
    expect(applyKeySettings(ds, [[{ a: 2 }]])).toEqual([{ dataKeys: [{ label: 'A', settings: { a: 2 } }, { label: 'B', settings: { b: 1 } }] }]);
    expect(applyKeySettings(ds, undefined)).toEqual(ds);
  });
});
