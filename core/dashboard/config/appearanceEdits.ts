/*
 * Pure rules of the Appearance tab: decimals typed as text, legend defaults, and which widget
 * kinds have a legend or their own time window.
 */
import { defaultLegendConfig, type LegendConfig, type WidgetKind } from '@tessera/sdk';
import { type WidgetConfig } from '../model/types';

export const MAX_DECIMALS = 15;

/** Decimals as typed: empty means "not set" (the widget's default), else an integer 0..15. */
export function parseDecimals(text: string): { value: number | undefined; error?: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: undefined };
  if (!/^\d+$/.test(trimmed)) return { value: undefined, error: 'dashboard.widget-config.decimals-invalid' };
  const value = Number(trimmed);
  if (value > MAX_DECIMALS) return { value: undefined, error: 'dashboard.widget-config.decimals-invalid' };
  return { value };
}

/** Decimals as the text field shows them. */
export function decimalsText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Charts of time series and latest values show a legend. */
export function hasLegend(kind: WidgetKind): boolean {
  return kind === 'timeseries' || kind === 'latest';
}

/** Only time series widgets have a time window of their own (seed 001 §3.6). */
export function hasOwnTimewindow(kind: WidgetKind): boolean {
  return kind === 'timeseries';
}

/** The legend config with missing members from the defaults (average shown only for time series). */
export function legendConfigOf(config: WidgetConfig, kind: WidgetKind): LegendConfig {
  return { ...defaultLegendConfig(kind === 'timeseries'), ...config.legendConfig };
}

/** Turns the legend on or off; turning it on stores a complete legend config, as ThingsBoard does. */
export function withLegend(config: WidgetConfig, kind: WidgetKind, showLegend: boolean): WidgetConfig {
  return showLegend ? { ...config, showLegend, legendConfig: legendConfigOf(config, kind) } : { ...config, showLegend };
}

/** CSS colour as typed: empty or anything a browser can parse is fine; this checks the usual notations. */
export function isColor(text: string): boolean {
  const t = text.trim();
  return !t || /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(t) || /^(rgba?|hsla?)\([^()]*\)$/i.test(t) || /^[a-z]+$/i.test(t);
}
