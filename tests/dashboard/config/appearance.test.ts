import { describe, expect, it } from 'vitest';
import { isColor, legendConfigOf, parseDecimals, withLegend } from '../../../core/dashboard/config/appearanceEdits';
import { configErrors, finishConfig } from '../../../core/dashboard/config/widgetConfigErrors';

describe('appearance rules', () => {
  it('accepts empty or integer decimals 0..15 only', () => {
    expect(parseDecimals('')).toEqual({ value: undefined });
    expect(parseDecimals(' 15 ')).toEqual({ value: 15 });
    expect(parseDecimals('16').error).toBe('dashboard.widget-config.decimals-invalid');
    expect(parseDecimals('1.5').error).toBeTruthy();
    expect(parseDecimals('-1').error).toBeTruthy();
  });

  it('legend defaults show the average only for time series and turning it on stores them', () => {
    expect(legendConfigOf({}, 'timeseries')).toMatchObject({ direction: 'column', position: 'bottom', showAvg: true });
    expect(legendConfigOf({}, 'latest').showAvg).toBe(false);
    expect(withLegend({}, 'timeseries', true).legendConfig?.showAvg).toBe(true);
  });

  it('checks colour notations', () => {
    expect(['', '#fff', '#a1b2c3', 'rgba(0,0,0,0.87)', 'red'].every(isColor)).toBe(true);
    expect(isColor('#12')).toBe(false);
  });

  it('collects errors of decimals, datasources, colours and settings; finishes decimals', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer', maximum: 3 } } };
    expect(configErrors({ datasources: [{ type: 'entity', dataKeys: [] }], settings: { n: 5 }, color: '#12' }, 'timeseries', 'x', schema))
      .toEqual(['dashboard.widget-config.decimals-invalid', 'dashboard.widget-config.alias-required',
        'dashboard.widget-config.color-invalid', 'dashboard.widget-config.settings-invalid']);
    expect(configErrors({ datasources: [{ type: 'entity', dataKeys: [] }] }, 'static', '2')).toEqual([]);
    expect(finishConfig({ decimals: 2 }, '')).toEqual({});
    expect(finishConfig({}, '3')).toEqual({ decimals: 3 });
  });
});
