import { describe, expect, it } from 'vitest';
import { GRAPH_DEFAULTS } from '../../../widget-bundles/charts/settings';
import { themedFlot } from '../../../widget-bundles/charts/themeColors';

describe('themedFlot', () => {
  it("keeps ThingsBoard's colours in the light scheme", () => {
    expect(themedFlot(GRAPH_DEFAULTS, false)).toBe(GRAPH_DEFAULTS);
  });

  it('turns the default font, outline and tick colours light on dark', () => {
    const dark = themedFlot(GRAPH_DEFAULTS, true);
    expect([dark.fontColor, dark.grid.color, dark.grid.tickColor]).toEqual(['#c8c8c8', '#c8c8c8', '#4a4a4a']);
  });

  it("keeps colours the dashboard set itself", () => {
    const own = { ...GRAPH_DEFAULTS, fontColor: '#ff9800', grid: { ...GRAPH_DEFAULTS.grid, color: '#00ff00', tickColor: '#123456' } };
    const dark = themedFlot(own, true);
    expect([dark.fontColor, dark.grid.color, dark.grid.tickColor]).toEqual(['#ff9800', '#00ff00', '#123456']);
  });
});
