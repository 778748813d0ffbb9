import { type DataValue, type WidgetData, type WidgetDisplayConfig, type WidgetSeries } from '@tessera/sdk';
import { type FlotKeySettings, readFlotKeySettings } from '../settings';

/** A point drawn on a chart: time in ms and a number. */
export type Point = readonly [number, number];

/** One series as the charts draw it: numeric points and the key's display properties. */
export interface ChartSeries {
  /** Position in the widget's series; stable while the configuration is. */
  index: number;
  label: string;
  color: string;
  units: string;
  decimals: number;
  keySettings: FlotKeySettings;
  points: readonly Point[];
  source: WidgetSeries;
}

/** A value as a number: booleans count as 1/0, numeric text as its number, anything else is skipped. */
export function toNumber(value: DataValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

// Keyed by the host's data array: an unchanged series is not converted again on the next frame.
const converted = new WeakMap<object, readonly Point[]>();

export function numericPoints(data: WidgetSeries['data']): readonly Point[] {
  const cached = converted.get(data);
  if (cached) return cached;
  const points: Point[] = [];
  for (const [ts, value] of data) {
    const number = toNumber(value);
    if (number !== undefined) points.push([ts, number]);
  }
  converted.set(data, points);
  return points;
}

/** The widget's series with key units/decimals falling back to the widget's. */
export function toChartSeries(data: WidgetData, config: WidgetDisplayConfig, bars: boolean): ChartSeries[] {
  return data.series.map((source, index) => ({
    index,
    label: source.dataKey.label || source.dataKey.name,
    color: source.dataKey.color,
    units: source.dataKey.units ?? config.units,
    decimals: source.dataKey.decimals ?? config.decimals,
    keySettings: readFlotKeySettings(source.dataKey.settings, bars),
    points: numericPoints(source.data),
    source,
  }));
}

/** A short text that changes when the legend's entries would: count, labels, colours. */
export function seriesSignature(data: WidgetData): string {
  return data.series.map((s) => `${s.dataKey.label}\u0000${s.dataKey.color}\u0000${s.dataKey.name}`).join('\u0001');
}

/** True when no series has a point. */
export const hasNoData = (data: WidgetData): boolean => data.series.every((s) => s.data.length === 0);
