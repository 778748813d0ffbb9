import { formatValue, latestValue, type WidgetData, type WidgetDisplayConfig, type WidgetSeries } from '@tessera/sdk';
import { type PieKeySettings, readPieKeySettings } from '../settings';
import { toNumber } from './chartSeries';

/** One key of the pie: its latest value as a number (undefined when not numeric) and display properties. */
export interface PieKey {
  index: number;
  label: string;
  color: string;
  value: number | undefined;
  /** The value with the key's (or widget's) units and decimals. */
  text: string;
  keySettings: PieKeySettings;
  source: WidgetSeries;
}

export function toPieKeys(data: WidgetData, config: WidgetDisplayConfig): PieKey[] {
  return data.series.map((source, index) => {
    const latest = latestValue(source);
    const value = latest === undefined ? undefined : toNumber(latest);
    return {
      index,
      label: source.dataKey.label || source.dataKey.name,
      color: source.dataKey.color,
      value,
      text: value === undefined ? '' : formatValue(value, source.dataKey.decimals ?? config.decimals, source.dataKey.units ?? config.units),
      keySettings: readPieKeySettings(source.dataKey.settings),
      source,
    };
  });
}

/** A percentage as the pie's tooltip shows it. */
export const formatPercent = (percent: number): string => `${percent.toFixed(2)} %`;
