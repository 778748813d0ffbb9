/**
 * The time window object as ThingsBoard 3.3 stores it in dashboard and widget configuration
 * (contract §3): numeric tab and window types, string aggregation types.
 */

/** `selectedTab`: 0 realtime, 1 history. */
export const TimewindowType = { REALTIME: 0, HISTORY: 1 } as const;
export type TimewindowType = (typeof TimewindowType)[keyof typeof TimewindowType];

/** `realtime.realtimeType`: the last N milliseconds, or a quick interval such as the current day. */
export const RealtimeWindowType = { LAST_INTERVAL: 0, INTERVAL: 1 } as const;
export type RealtimeWindowType = (typeof RealtimeWindowType)[keyof typeof RealtimeWindowType];

/** `history.historyType`: the last N milliseconds, a fixed period, or a quick interval. */
export const HistoryWindowType = { LAST_INTERVAL: 0, FIXED: 1, INTERVAL: 2 } as const;
export type HistoryWindowType = (typeof HistoryWindowType)[keyof typeof HistoryWindowType];

/** Aggregation functions the server applies per interval; NONE returns raw points. */
export const AGGREGATION_TYPES = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'] as const;
export type AggregationType = (typeof AGGREGATION_TYPES)[number];

/** Named calendar intervals, in the order the selector lists them (seed 001 §3.6). */
export const QUICK_INTERVALS = [
  'YESTERDAY', 'DAY_BEFORE_YESTERDAY', 'THIS_DAY_LAST_WEEK', 'PREVIOUS_WEEK', 'PREVIOUS_WEEK_ISO', 'PREVIOUS_MONTH',
  'PREVIOUS_YEAR', 'CURRENT_HOUR', 'CURRENT_DAY', 'CURRENT_DAY_SO_FAR', 'CURRENT_WEEK', 'CURRENT_WEEK_ISO',
  'CURRENT_WEEK_SO_FAR', 'CURRENT_WEEK_ISO_SO_FAR', 'CURRENT_MONTH', 'CURRENT_MONTH_SO_FAR', 'CURRENT_YEAR',
  'CURRENT_YEAR_SO_FAR',
] as const;
export type QuickTimeInterval = (typeof QUICK_INTERVALS)[number];

/** A closed period in epoch milliseconds. */
export interface DatePeriod {
  startTimeMs: number;
  endTimeMs: number;
}

/** The realtime half of a time window. */
export interface RealtimeWindow {
  realtimeType?: RealtimeWindowType;
  timewindowMs?: number;
  interval?: number;
  quickInterval?: QuickTimeInterval;
}

/** The history half of a time window. */
export interface HistoryWindow {
  historyType?: HistoryWindowType;
  timewindowMs?: number;
  interval?: number;
  fixedTimewindow?: DatePeriod;
  quickInterval?: QuickTimeInterval;
}

/** A dashboard's or widget's time window, exactly the stored JSON shape (every part optional when read). */
export interface Timewindow {
  displayValue?: string;
  displayTimezoneAbbr?: string;
  hideInterval?: boolean;
  hideAggregation?: boolean;
  hideAggInterval?: boolean;
  hideTimezone?: boolean;
  selectedTab?: TimewindowType;
  realtime?: RealtimeWindow;
  history?: HistoryWindow;
  aggregation?: { type?: AggregationType; limit?: number };
  timezone?: string;
}

/** A time window with every part filled in, as the panel edits it. */
export interface FullTimewindow extends Timewindow {
  hideInterval: boolean;
  hideAggregation: boolean;
  hideAggInterval: boolean;
  hideTimezone: boolean;
  selectedTab: TimewindowType;
  realtime: Required<RealtimeWindow>;
  history: Required<HistoryWindow>;
  aggregation: { type: AggregationType; limit: number };
}

/**
 * The window a subscription asks the server for, resolved at one instant: what
 * SubscriptionService puts into `tsCmd` (realtime) or `historyCmd` (history).
 */
export interface SubscriptionTimewindow {
  /** First timestamp asked for, already aligned down to the interval when aggregating. */
  startTs: number;
  /** Set for history windows; realtime windows keep sliding and have none. */
  endTs: number | null;
  /** Realtime window length (`tsCmd.timeWindow`); null for history. */
  realtimeWindowMs: number | null;
  /** Set when the realtime window is a quick interval (its start moves with the calendar). */
  quickInterval: QuickTimeInterval | null;
  /** The window's length that the interval and limit were derived from. */
  timeWindow: number;
  interval: number;
  agg: AggregationType;
  limit: number;
  timezone: string | null;
  /** Milliseconds to add to server timestamps to show them in the window's timezone. */
  tsOffset: number;
}
