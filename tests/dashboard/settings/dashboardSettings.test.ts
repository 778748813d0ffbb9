import { describe, expect, it } from 'vitest';
import { isColor, validateSettings, withDefaults } from '../../../core/dashboard/settings/dashboardSettings';

describe('dashboard settings', () => {
  it('fills ThingsBoard defaults and keeps unknown members', () => {
    const draft = withDefaults({ settings: { stateControllerId: 'entity', showTitle: true }, gridSettings: { columns: 30, backgroundSizeMode: 'cover' } });
    expect(draft.settings).toMatchObject({ stateControllerId: 'entity', showTitle: true, showDashboardExport: true, toolbarAlwaysOpen: true });
    expect(draft.gridSettings).toMatchObject({ columns: 30, margin: 10, mobileRowHeight: 70, backgroundSizeMode: 'cover' });
    expect(validateSettings(draft)).toEqual({});
  });

  it('bounds columns, margin and mobile row height to whole numbers in range', () => {
    const base = withDefaults({ settings: {}, gridSettings: {} });
    const at = (gridSettings: Record<string, unknown>) => validateSettings({ ...base, gridSettings: { ...base.gridSettings, ...gridSettings } });
    expect(at({ columns: 10, margin: 0, mobileRowHeight: 200 })).toEqual({});
    expect(at({ columns: 1000, margin: 50, mobileRowHeight: 5 })).toEqual({});
    expect(at({ columns: 9, margin: 51, mobileRowHeight: 4 })).toEqual({
      columns: 'dashboard.settings-dialog.columns-range',
      margin: 'dashboard.settings-dialog.margin-range',
      mobileRowHeight: 'dashboard.settings-dialog.mobileRowHeight-range',
    });
    expect(at({ columns: 24.5 })).toEqual({ columns: 'dashboard.settings-dialog.columns-range' });
    expect(at({ columns: Number.NaN })).toEqual({ columns: 'dashboard.settings-dialog.columns-required' });
  });

  it('checks colours only where they are used', () => {
    expect(isColor('rgba(0,0,0,0.870588)')).toBe(true);
    expect(isColor('#eee')).toBe(true);
    expect(isColor('not a colour;')).toBe(false);
    const base = withDefaults({ settings: { titleColor: 'bad;' }, gridSettings: { backgroundColor: 'url(x)' } });
    expect(validateSettings(base)).toEqual({ backgroundColor: 'dashboard.settings-dialog.color-invalid' });
    expect(validateSettings({ ...base, settings: { ...base.settings, showTitle: true } })).toHaveProperty('titleColor');
  });
});
