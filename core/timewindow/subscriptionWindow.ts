import { DateTime, type DurationLikeObject } from 'luxon';
import { aggregationLimit, boundIntervalToTimewindow } from './intervals';
import { quickIntervalLength, quickIntervalPeriod, quickIntervalStart } from './quickIntervals';
import { timezoneTsOffset } from './timezone';
import { HistoryWindowType, RealtimeWindowType, TimewindowType, type FullTimewindow, type SubscriptionTimewindow } from './types';

/** What a window is resolved against: the clock, the server's clock difference, the server's data point maximum. */
export interface ResolveOptions {
  nowMs: number;
  /** Server time minus browser time, added to "now" for realtime windows. */
  serverTimeDiffMs?: number;
  maxDatapoints: number;
  /** The browser's zone; tests pass one, the console leaves it to the platform. */
  browserZone?: string;
}

/**
 * Seed 001 §4: the window a subscription fetches. Realtime starts at now + server difference − length
 * (or at the quick interval's start), aligned down to the interval when aggregating; history is
 * the last N ms, a quick interval or the fixed period. The interval is bounded to the window and the
 * limit is one value per bucket unless the type is NONE.
 */
export function resolveSubscriptionTimewindow(tw: FullTimewindow, options: ResolveOptions): SubscriptionTimewindow {
  const zone = tw.timezone ?? null;
  const agg = tw.aggregation.type;
  const tsOffset = timezoneTsOffset(zone, options.nowMs, options.browserZone);
  let startTs: number;
  let endTs: number | null = null;
  let realtimeWindowMs: number | null = null;
  let quickInterval: SubscriptionTimewindow['quickInterval'] = null;
  let timeWindow: number;
  let interval: number;
  if (tw.selectedTab === TimewindowType.REALTIME) {
    if (tw.realtime.realtimeType === RealtimeWindowType.INTERVAL) {
      quickInterval = tw.realtime.quickInterval;
      realtimeWindowMs = quickIntervalLength(quickInterval);
      startTs = quickIntervalStart(quickInterval, options.nowMs, zone);
    } else {
      realtimeWindowMs = tw.realtime.timewindowMs;
      startTs = options.nowMs + (options.serverTimeDiffMs ?? 0) - realtimeWindowMs;
    }
    timeWindow = realtimeWindowMs;
    interval = boundIntervalToTimewindow(timeWindow, tw.realtime.interval, agg);
    if (agg !== 'NONE') startTs -= startTs % interval;
  } else {
    const h = tw.history;
    const period = h.historyType === HistoryWindowType.LAST_INTERVAL
      ? { startTimeMs: options.nowMs - h.timewindowMs, endTimeMs: options.nowMs }
      : h.historyType === HistoryWindowType.INTERVAL ? quickIntervalPeriod(h.quickInterval, options.nowMs, zone)
      : h.fixedTimewindow;
    startTs = period.startTimeMs;
    endTs = period.endTimeMs;
    timeWindow = endTs - startTs;
    interval = boundIntervalToTimewindow(timeWindow, h.interval, agg);
  }
  const limit = aggregationLimit(agg, tw.aggregation.limit, timeWindow, interval, options.maxDatapoints);
  return { startTs, endTs, realtimeWindowMs, quickInterval, timeWindow, interval, agg, limit, timezone: zone, tsOffset };
}

/** How a comparison window is shifted back: by its own length, by custom milliseconds, or by one calendar unit. */
export type TimewindowShift = 'previousInterval' | 'customInterval' | 'days' | 'weeks' | 'months' | 'years';

/**
 * Seed 001 §4 window shifting (for "compare with" series): the same length, earlier. A custom
 * interval must be a positive finite number of ms, otherwise the previous interval is used.
 */
export function shiftTimewindow(window: SubscriptionTimewindow, shift: TimewindowShift, customIntervalMs?: number): { startTs: number; endTs: number } {
  const length = window.endTs !== null ? window.endTs - window.startTs : (window.realtimeWindowMs ?? 0);
  if (shift === 'customInterval' && customIntervalMs !== undefined && Number.isFinite(customIntervalMs) && customIntervalMs > 0) {
    const startTs = window.startTs - Math.round(customIntervalMs);
    return { startTs, endTs: startTs + length };
  }
  if (shift === 'previousInterval' || shift === 'customInterval') return { startTs: window.startTs - length, endTs: window.startTs };
  const back: DurationLikeObject = { [shift]: 1 };
  const zone = window.timezone || 'system';
  const move = (ms: number) => DateTime.fromMillis(ms, { zone }).minus(back).toMillis();
  return { startTs: move(window.startTs), endTs: move(window.startTs + length) };
}
