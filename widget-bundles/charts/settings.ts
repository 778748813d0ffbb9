import { defaultsOf } from '../catalogue/settingsSpec';
import { FLOT_BAR, FLOT_BAR_KEY, FLOT_GRAPH, FLOT_GRAPH_KEY, FLOT_PIE, FLOT_PIE_KEY } from '../catalogue/families';

/*
 * The settings of ThingsBoard's flot widgets as this bundle reads them. Saved ThingsBoard
 * dashboards may carry partial groups (`grid` without `tickColor`...), so every reader merges
 * over the catalogue defaults one group deep.
 */

export interface FlotSettings extends Record<string, unknown> {
  stack: boolean;
  smoothLines?: boolean;
  fontColor: string;
  fontSize: number;
  tooltipIndividual: boolean;
  hideZeros: boolean;
  showTooltip: boolean;
  grid: { color?: string; backgroundColor?: string; tickColor: string; outlineWidth: number; verticalLines: boolean; horizontalLines: boolean };
  xaxis: { showLabels: boolean; title?: string; color?: string };
  yaxis: { min?: number; max?: number; showLabels?: boolean; title?: string; color?: string; tickDecimals?: number; tickSize?: number };
  defaultBarWidth?: number;
  barAlignment?: 'left' | 'center' | 'right';
}

export interface FlotKeySettings {
  excludeFromStacking: boolean;
  hideDataByDefault: boolean;
  disableDataHiding: boolean;
  removeFromLegend: boolean;
  showLines: boolean;
  fillLines: boolean;
  showPoints: boolean;
  showPointShape: string;
  showPointsLineWidth: number;
  showPointsRadius: number;
  thresholds: { thresholdValueSource?: string; thresholdValue?: number; lineWidth?: number; color?: string }[];
}

export interface PieSettings extends Record<string, unknown> {
  radius: number;
  innerRadius: number;
  tilt: number;
  stroke: { color?: string; width: number };
  showTooltip: boolean;
  showLabels: boolean;
  fontColor: string;
  fontSize: number;
}

export interface PieKeySettings {
  hideDataByDefault: boolean;
  disableDataHiding: boolean;
  removeFromLegend: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `settings` over `defaults`, merging nested groups one level deep; null counts as absent. */
export function mergeDefaults<T>(defaults: Record<string, unknown>, settings: Record<string, unknown> | undefined): T {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(settings ?? {})) {
    if (value === null || value === undefined) continue;
    merged[key] = isPlainObject(value) && isPlainObject(defaults[key]) ? { ...defaults[key], ...value } : value;
  }
  return merged as T;
}

export const GRAPH_DEFAULTS = defaultsOf(FLOT_GRAPH) as FlotSettings;
export const BAR_DEFAULTS = defaultsOf(FLOT_BAR) as FlotSettings;
export const PIE_DEFAULTS = defaultsOf(FLOT_PIE) as PieSettings;
const GRAPH_KEY_DEFAULTS = defaultsOf(FLOT_GRAPH_KEY);
const BAR_KEY_DEFAULTS = defaultsOf(FLOT_BAR_KEY);
const PIE_KEY_DEFAULTS = defaultsOf(FLOT_PIE_KEY);

export const readFlotSettings = (settings: Record<string, unknown>, bars: boolean): FlotSettings =>
  mergeDefaults(bars ? BAR_DEFAULTS : GRAPH_DEFAULTS, settings);

export const readFlotKeySettings = (settings: Record<string, unknown> | undefined, bars: boolean): FlotKeySettings =>
  mergeDefaults(bars ? BAR_KEY_DEFAULTS : GRAPH_KEY_DEFAULTS, settings);

export const readPieSettings = (settings: Record<string, unknown>): PieSettings => mergeDefaults(PIE_DEFAULTS, settings);

export const readPieKeySettings = (settings: Record<string, unknown> | undefined): PieKeySettings =>
  mergeDefaults(PIE_KEY_DEFAULTS, settings);

/** A finite number, or undefined (catalogue keys without defaults arrive as '' or null from ThingsBoard). */
export function numberOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}
