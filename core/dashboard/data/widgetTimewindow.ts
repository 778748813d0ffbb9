import { type WidgetTimeWindow } from '@tessera/sdk';
import {
  completeTimewindow, type FullTimewindow, resolveSubscriptionTimewindow, type SubscriptionTimewindow,
} from '@tessera/ui';
import { type WidgetConfig } from '../model/types';

/** The window a widget follows: its own when it opts out of the dashboard's, else the dashboard's. */
export function selectTimewindow(config: WidgetConfig, dashboard: FullTimewindow, nowMs: number, maxDatapoints: number): FullTimewindow {
  return config.useDashboardTimewindow === false ? completeTimewindow(config.timewindow, nowMs, maxDatapoints) : dashboard;
}

/** The subscription window at `nowMs`. */
export function subscriptionWindow(tw: FullTimewindow, nowMs: number, maxDatapoints: number): SubscriptionTimewindow {
  return resolveSubscriptionTimewindow(tw, { nowMs, maxDatapoints });
}

/**
 * What `ctx.timeWindow` shows for a subscription window at `nowMs`, in the window's zone
 * (timestamps shifted by its offset, as the data is): realtime ends now (a quick interval at
 * its end), history at its end.
 */
export function widgetTimeWindow(sw: SubscriptionTimewindow, nowMs: number): WidgetTimeWindow {
  const realtime = sw.endTs === null;
  let minTime = sw.startTs;
  let maxTime = sw.endTs ?? nowMs;
  if (realtime && sw.quickInterval === null && sw.realtimeWindowMs !== null) minTime = Math.max(sw.startTs, nowMs - sw.realtimeWindowMs);
  if (realtime && sw.quickInterval !== null) maxTime = sw.startTs + sw.timeWindow;
  return {
    minTime: minTime + sw.tsOffset, maxTime: maxTime + sw.tsOffset, interval: sw.interval, aggregation: sw.agg, realtime,
    ...(sw.timezone ? { timezone: sw.timezone } : {}),
  };
}
