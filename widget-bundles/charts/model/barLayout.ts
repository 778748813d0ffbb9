import { type WidgetTimeWindow } from '@tessera/sdk';

export type BarAlignment = 'left' | 'center' | 'right';

/**
 * ThingsBoard's bar width in ms: `defaultBarWidth` for raw data, 60 % of the aggregation
 * interval otherwise, so bars of neighbouring intervals never touch.
 */
export function barWidthMs(timeWindow: Pick<WidgetTimeWindow, 'interval' | 'aggregation'>, defaultBarWidth: number | undefined): number {
  if (timeWindow.aggregation !== 'NONE' && timeWindow.interval > 0) return timeWindow.interval * 0.6;
  return defaultBarWidth !== undefined && defaultBarWidth > 0 ? defaultBarWidth : 600;
}

/**
 * The time span [start, end) of one bar. Unstacked series share the bar's width side by side
 * (`slot` of `slots`); the alignment places the whole group relative to the timestamp.
 */
export function barSpan(ts: number, width: number, alignment: BarAlignment, slot = 0, slots = 1): [number, number] {
  const groupStart = alignment === 'center' ? ts - width / 2 : alignment === 'right' ? ts - width : ts;
  const each = width / Math.max(1, slots);
  const start = groupStart + each * slot;
  return [start, start + each];
}
