import { type WidgetData, type WidgetDisplayConfig } from '@tessera/sdk';

/** What a single-value gauge shows: the first key of the first datasource. */
export interface GaugeInput {
  /** The newest value as a number, or null when there is none or it is not numeric. */
  value: number | null;
  /** Timestamp of that value. */
  ts: number | null;
  label: string;
  units: string;
  decimals: number;
  /** The key's colour: ThingsBoard's default for the needle and the bar. */
  color: string;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The gauge input of the first series; null when the widget has no series at all. */
export function gaugeInput(data: WidgetData, config: WidgetDisplayConfig): GaugeInput | null {
  const series = data.series[0];
  if (!series) return null;
  const last = series.data.length > 0 ? series.data[series.data.length - 1] : undefined;
  const key = series.dataKey;
  return {
    value: last ? toNumber(last[1]) : null,
    ts: last ? last[0] : null,
    label: key.label || key.name,
    units: key.units ?? config.units ?? '',
    decimals: key.decimals ?? config.decimals ?? 0,
    color: key.color || '#2196f3',
  };
}

/** A font setting (`numbersFont`, `valueFont`...) as inline SVG text style, with a default size. */
export interface FontSetting {
  family?: string;
  size?: number;
  style?: string;
  weight?: string;
  color?: string;
}

export function fontStyle(font: unknown, defaultSize: number, defaultColor: string): Record<string, string | number> {
  const f = (font && typeof font === 'object' ? font : {}) as FontSetting;
  return {
    fontFamily: f.family || 'Roboto, sans-serif',
    fontSize: typeof f.size === 'number' && f.size > 0 ? f.size : defaultSize,
    fontStyle: f.style || 'normal',
    fontWeight: f.weight || 'normal',
    fill: f.color || defaultColor,
  };
}

/** The animation settings every gauge has (`animation`, `animationDuration`, `animationRule`). */
export function animationOf(settings: Record<string, unknown>): { animate: boolean; duration: number; rule: unknown } {
  return { animate: settings.animation !== false, duration: Number(settings.animationDuration) || 0, rule: settings.animationRule };
}
