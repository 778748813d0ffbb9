/**
 * The time window model and its math, all pure (no React, no clock unless passed in), exported
 * through `@tessera/ui` so widgets, SubscriptionService and plugins compute windows the same way.
 * @example
 * const tw = completeTimewindow(dashboard.timewindow, Date.now(), maxDatapoints);
 * const w = resolveSubscriptionTimewindow(tw, { nowMs: Date.now(), maxDatapoints });
 * socket.send({ tsCmd: { startTs: w.startTs, timeWindow: w.timeWindow, interval: w.interval, limit: w.limit, agg: w.agg } });
 */
export * from './constants';
export * from './types';
export * from './intervals';
export * from './quickIntervals';
export * from './timezone';
export * from './defaults';
export * from './subscriptionWindow';
export * from './intervalEditor';
export * from './datePeriod';
export * from './label';
export * from './playback';
export * from './popup';
export * from './panelModel';
