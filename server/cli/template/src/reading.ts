import type { WidgetData } from '@tessera/sdk';

/** The reading card's settings: values below `low` or above `high` are flagged. */
export interface ReadingSettings extends Record<string, unknown> {
  low: number;
  high: number;
}

export interface Reading {
  label: string;
  text: string;
  level: 'none' | 'low' | 'normal' | 'high';
}

/** What the card shows: the latest value of the first key, with its units, and how it compares. */
export function readingOf(data: WidgetData, settings: ReadingSettings, decimals: number, units: string): Reading {
  const series = data.series[0];
  const last = series?.data[series.data.length - 1]?.[1];
  const label = series?.dataKey.label ?? '';
  if (last === undefined) return { label, text: 'No data', level: 'none' };
  const value = typeof last === 'number' ? last : Number(last);
  const text = Number.isFinite(value) ? value.toFixed(decimals) : String(last);
  const level = !Number.isFinite(value) ? 'none' : value < settings.low ? 'low' : value > settings.high ? 'high' : 'normal';
  return { label, text: units ? `${text} ${units}` : text, level };
}
