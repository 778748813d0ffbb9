import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../widget-bundles/catalogue/settingsSpec';
import { FLOT_BAR, FLOT_GRAPH, FLOT_PIE } from '../../../widget-bundles/catalogue/families';
import { mergeDefaults, numberOrUndefined, readFlotSettings } from '../../../widget-bundles/charts/settings';
import { basicTimeseries, pie, timeseriesBars } from '../../../widget-bundles/charts/index';

describe('chart settings', () => {
  it('defaults to the catalogue defaults of each type', () => {
    expect(basicTimeseries.defaultSettings).toEqual(defaultsOf(FLOT_GRAPH));
    expect(timeseriesBars.defaultSettings).toEqual(defaultsOf(FLOT_BAR));
    expect(pie.defaultSettings).toEqual(defaultsOf(FLOT_PIE));
    expect((basicTimeseries.settingsSchema?.properties as Record<string, unknown>).smoothLines).toMatchObject({ type: 'boolean', default: false });
    expect((pie.dataKeySettingsSchema?.properties as Record<string, unknown>).hideDataByDefault).toBeTruthy();
  });

  it('merges partial groups of a saved ThingsBoard dashboard over the defaults', () => {
    const flot = readFlotSettings({ grid: { verticalLines: false, color: null }, stack: true }, false);
    expect(flot.grid).toMatchObject({ verticalLines: false, horizontalLines: true, tickColor: '#DDDDDD' });
    expect(flot.stack).toBe(true);
    expect(mergeDefaults<{ a: number }>({ a: 1 }, { a: null } as never).a).toBe(1);
  });

  it('reads numbers the catalogue leaves without default', () => {
    expect([numberOrUndefined(3), numberOrUndefined('4'), numberOrUndefined(''), numberOrUndefined(null)]).toEqual([3, 4, undefined, undefined]);
  });
});
