import { DAY, MIN_DATAPOINTS_LIMIT } from './constants';
import { timewindowLength } from './defaults';
import { maxIntervalLimit, minIntervalLimit, normalizeMaxDatapoints } from './intervals';
import { quickIntervalLength } from './quickIntervals';
import { HistoryWindowType, RealtimeWindowType, TimewindowType, type FullTimewindow } from './types';

/** Pure rules behind the time window panel's form, so the component only renders. */

/** The window length the grouping interval choices derive from; a day when it cannot be told. */
export function aggregationWindowLength(tw: FullTimewindow): number {
  const known = timewindowLength(tw);
  if (known !== null && known > 0) return known;
  const quick = tw.selectedTab === TimewindowType.REALTIME ? tw.realtime.quickInterval : tw.history.quickInterval;
  return quick ? quickIntervalLength(quick) : DAY;
}

/** The [min, max] grouping interval for the panel's current window. */
export function aggregationIntervalBounds(tw: FullTimewindow): { min: number; max: number } {
  const length = aggregationWindowLength(tw);
  return { min: minIntervalLimit(length), max: maxIntervalLimit(length) };
}

const positive = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The first reason the form cannot be applied, as an i18n key, or null. Only the inputs of the
 * selected tab and type are required (seed 001 §5); the limit must lie within the data point bounds.
 */
export function timewindowFormError(tw: FullTimewindow, maxDatapoints: number, nowMs: number): string | null {
  if (tw.selectedTab === TimewindowType.REALTIME) {
    if (tw.realtime.realtimeType === RealtimeWindowType.LAST_INTERVAL && !positive(tw.realtime.timewindowMs)) return 'timewindow.interval-required';
    if (tw.realtime.realtimeType === RealtimeWindowType.INTERVAL && !tw.realtime.quickInterval) return 'timewindow.quick-interval-required';
  } else {
    const h = tw.history;
    if (h.historyType === HistoryWindowType.LAST_INTERVAL && !positive(h.timewindowMs)) return 'timewindow.interval-required';
    if (h.historyType === HistoryWindowType.INTERVAL && !h.quickInterval) return 'timewindow.quick-interval-required';
    if (h.historyType === HistoryWindowType.FIXED) {
      const { startTimeMs, endTimeMs } = h.fixedTimewindow;
      if (!positive(startTimeMs) || !positive(endTimeMs)) return 'timewindow.period-required';
      if (endTimeMs - startTimeMs < 1000 || endTimeMs > nowMs + 1000) return 'timewindow.period-invalid';
    }
  }
  if (tw.aggregation.type === 'NONE') {
    const limit = tw.aggregation.limit;
    if (!positive(limit) || limit < MIN_DATAPOINTS_LIMIT || limit > normalizeMaxDatapoints(maxDatapoints)) return 'aggregation.limit-range';
  }
  return null;
}

/** True when two windows differ in anything the panel edits (the label is derived, so ignored). */
export function timewindowChanged(a: FullTimewindow, b: FullTimewindow): boolean {
  const strip = ({ displayValue: _d, displayTimezoneAbbr: _a, ...rest }: FullTimewindow) => rest;
  return JSON.stringify(strip(a)) !== JSON.stringify(strip(b));
}

/** Seed 001 §5: the button is disabled when told so, or outside edit mode when interval and aggregation settings are all hidden. */
export function timewindowControlDisabled(tw: FullTimewindow, options: { isDisabled?: boolean; isEdit?: boolean }): boolean {
  if (options.isDisabled) return true;
  return !options.isEdit && tw.hideInterval && tw.hideAggregation && tw.hideAggInterval;
}
