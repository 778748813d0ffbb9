import { DAY, MINUTE, SECOND } from './constants';
import { defaultAggregationLimit } from './intervals';
import {
  AGGREGATION_TYPES, HistoryWindowType, QUICK_INTERVALS, RealtimeWindowType, TimewindowType, type FullTimewindow,
  type Timewindow,
} from './types';

/**
 * Seed 001 §9 defaults: realtime last minute at 1 s with CURRENT_DAY as its quick interval;
 * history last minute with a fixed window of the last 24 hours; AVG limited to half the maximum data points.
 */
export function defaultTimewindow(nowMs: number, maxDatapoints: number): FullTimewindow {
  return {
    displayValue: '',
    hideInterval: false,
    hideAggregation: false,
    hideAggInterval: false,
    hideTimezone: false,
    selectedTab: TimewindowType.REALTIME,
    realtime: { realtimeType: RealtimeWindowType.LAST_INTERVAL, interval: SECOND, timewindowMs: MINUTE, quickInterval: 'CURRENT_DAY' },
    history: {
      historyType: HistoryWindowType.LAST_INTERVAL,
      interval: SECOND,
      timewindowMs: MINUTE,
      fixedTimewindow: { startTimeMs: nowMs - DAY, endTimeMs: nowMs },
      quickInterval: 'CURRENT_DAY',
    },
    aggregation: { type: 'AVG', limit: defaultAggregationLimit(maxDatapoints) },
  };
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/**
 * A stored time window (any subset, possibly from an older dashboard) completed with the defaults.
 * Without `selectedTab`, a window with only `history` is a history window. A history type that is
 * missing is read from what is present, as ThingsBoard does: a length, else a quick interval, else fixed.
 */
export function completeTimewindow(value: Timewindow | null | undefined, nowMs: number, maxDatapoints: number): FullTimewindow {
  const model = defaultTimewindow(nowMs, maxDatapoints);
  if (!value) return model;
  model.hideInterval = value.hideInterval === true;
  model.hideAggregation = value.hideAggregation === true;
  model.hideAggInterval = value.hideAggInterval === true;
  model.hideTimezone = value.hideTimezone === true;
  if (value.displayValue) model.displayValue = value.displayValue;
  model.selectedTab = value.selectedTab === TimewindowType.HISTORY || (value.selectedTab === undefined && !value.realtime && !!value.history)
    ? TimewindowType.HISTORY : TimewindowType.REALTIME;
  const rt = value.realtime;
  if (rt) {
    model.realtime.realtimeType = rt.realtimeType === RealtimeWindowType.INTERVAL ? RealtimeWindowType.INTERVAL : RealtimeWindowType.LAST_INTERVAL;
    if (isNum(rt.timewindowMs)) model.realtime.timewindowMs = rt.timewindowMs;
    if (isNum(rt.interval)) model.realtime.interval = rt.interval;
    model.realtime.quickInterval = pick(rt.quickInterval, QUICK_INTERVALS, model.realtime.quickInterval);
  }
  const h = value.history;
  if (h) {
    const historyType = h.historyType ?? (isNum(h.timewindowMs) ? HistoryWindowType.LAST_INTERVAL
      : h.quickInterval ? HistoryWindowType.INTERVAL : HistoryWindowType.FIXED);
    model.history.historyType = pick(historyType, Object.values(HistoryWindowType), HistoryWindowType.LAST_INTERVAL);
    if (isNum(h.timewindowMs)) model.history.timewindowMs = h.timewindowMs;
    if (isNum(h.interval)) model.history.interval = h.interval;
    const fixed = h.fixedTimewindow;
    if (fixed && isNum(fixed.startTimeMs) && isNum(fixed.endTimeMs)) model.history.fixedTimewindow = { ...fixed };
    model.history.quickInterval = pick(h.quickInterval, QUICK_INTERVALS, model.history.quickInterval);
  }
  if (value.aggregation) {
    model.aggregation.type = pick(value.aggregation.type, AGGREGATION_TYPES, 'AVG');
    if (isNum(value.aggregation.limit) && value.aggregation.limit > 0) model.aggregation.limit = value.aggregation.limit;
  }
  if (value.timezone) model.timezone = value.timezone;
  return model;
}

/** The length of the window the selected tab describes; null when it cannot be told without a clock. */
export function timewindowLength(tw: FullTimewindow): number | null {
  if (tw.selectedTab === TimewindowType.REALTIME) {
    return tw.realtime.realtimeType === RealtimeWindowType.LAST_INTERVAL ? tw.realtime.timewindowMs : null;
  }
  if (tw.history.historyType === HistoryWindowType.LAST_INTERVAL) return tw.history.timewindowMs;
  if (tw.history.historyType === HistoryWindowType.FIXED) return tw.history.fixedTimewindow.endTimeMs - tw.history.fixedTimewindow.startTimeMs;
  return null;
}
