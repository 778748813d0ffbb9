/*
 * Dashboard and grid settings as the settings dialog edits them: ThingsBoard's defaults for
 * missing members, and the bounds a value must keep before it may be saved.
 */
import { DEFAULT_COLUMNS, DEFAULT_MARGIN } from '../model/layout';
import { type DashboardSettings, type GridSettings } from '../model/types';

export const SETTINGS_DEFAULTS = {
  showTitle: false,
  titleColor: 'rgba(0,0,0,0.870588)',
  showDashboardsSelect: true,
  showEntitiesSelect: true,
  showDashboardTimewindow: true,
  showDashboardExport: true,
  toolbarAlwaysOpen: true,
  hideToolbar: false,
} satisfies DashboardSettings;

export const GRID_DEFAULTS = {
  columns: DEFAULT_COLUMNS,
  margin: DEFAULT_MARGIN,
  backgroundColor: '#eeeeee',
  autoFillHeight: false,
  mobileAutoFillHeight: false,
  mobileRowHeight: 70,
} satisfies GridSettings;

/** Inclusive integer bounds of the numeric grid settings. */
export const GRID_BOUNDS = {
  columns: { min: 10, max: 1000 },
  margin: { min: 0, max: 50 },
  mobileRowHeight: { min: 5, max: 200 },
} as const;

export interface SettingsDraft {
  settings: DashboardSettings;
  gridSettings: GridSettings;
}

/** The settings with defaults filled in; unknown members are kept. */
export function withDefaults(draft: SettingsDraft): SettingsDraft {
  return { settings: { ...SETTINGS_DEFAULTS, ...draft.settings }, gridSettings: { ...GRID_DEFAULTS, ...draft.gridSettings } };
}

// Hex, rgb()/rgba()/hsl()/hsla() and named colours: what a colour input of ThingsBoard stores.
const COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([\d\s.,%]+\)|[a-z]+)$/i;

export function isColor(value: unknown): boolean {
  return typeof value === 'string' && COLOR.test(value.trim());
}

/** Field name to the i18n key of its error; empty when the draft may be saved. */
export function validateSettings(draft: SettingsDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, { min, max }] of Object.entries(GRID_BOUNDS)) {
    const value = draft.gridSettings[key];
    if (typeof value !== 'number' || Number.isNaN(value)) errors[key] = `dashboard.settings-dialog.${key}-required`;
    else if (!Number.isInteger(value) || value < min || value > max) errors[key] = `dashboard.settings-dialog.${key}-range`;
  }
  if (draft.settings.showTitle && draft.settings.titleColor && !isColor(draft.settings.titleColor)) errors.titleColor = 'dashboard.settings-dialog.color-invalid';
  if (draft.gridSettings.backgroundColor && !isColor(draft.gridSettings.backgroundColor)) errors.backgroundColor = 'dashboard.settings-dialog.color-invalid';
  return errors;
}
