import { describe, expect, it } from 'vitest';
import { defaultDisplayConfig } from '../../core/sdk';
import { DARK_CELL_BACKGROUND, DARK_WIDGET_TEXT, themedDisplay } from '../../core/dashboard/themedDisplay';

describe('themedDisplay', () => {
  const defaults = defaultDisplayConfig(true);

  it("keeps every colour in the light scheme", () => {
    const themed = themedDisplay(defaults, false);
    expect([themed.color, themed.backgroundColor, themed.cellBackground]).toEqual([defaults.color, defaults.backgroundColor, defaults.backgroundColor]);
  });

  it("turns ThingsBoard's default white card and black text dark", () => {
    const themed = themedDisplay({ ...defaults, backgroundColor: '#fff', color: 'rgba(0, 0, 0, 0.87)' }, true);
    expect(themed).toMatchObject({ backgroundColor: 'transparent', cellBackground: DARK_CELL_BACKGROUND, color: DARK_WIDGET_TEXT });
  });

  it("keeps the colours a dashboard chose itself", () => {
    const themed = themedDisplay({ ...defaults, backgroundColor: '#ffe0b2', color: '#3e2723' }, true);
    expect(themed).toMatchObject({ backgroundColor: '#ffe0b2', cellBackground: '#ffe0b2', color: '#3e2723' });
  });
});
