/** Time constants of seed 000 §9 and seed 001 §9, in milliseconds unless the name says otherwise. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
/** A day is 86400 s. */
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
/** A month, where a quick interval needs a fixed length, is 30 days. */
export const QUICK_INTERVAL_MONTH = 30 * DAY;
export const YEAR = 365 * DAY;

/** The smallest interval the console offers; the seed hides its value, ThingsBoard uses one second. */
export const MIN_INTERVAL = SECOND;
/** The largest aggregation interval: 7300 days (20 years). */
export const MAX_INTERVAL = 7300 * DAY;
/** The fewest data points a window is split into; also the floor of the server's maximum. */
export const MIN_DATAPOINTS_LIMIT = 7;
/** The maximum data points when the server does not say. */
export const DEFAULT_MAX_DATAPOINTS_LIMIT = 500;

/** Simple-mode interval choices (seed 001 §9), ascending. */
export const PREDEFINED_INTERVALS: readonly number[] = [
  SECOND, 5 * SECOND, 10 * SECOND, 15 * SECOND, 30 * SECOND,
  MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE,
  HOUR, 2 * HOUR, 5 * HOUR, 10 * HOUR, 12 * HOUR,
  DAY, 7 * DAY, 30 * DAY,
];

/** The interval editor starts at one minute. */
export const DEFAULT_EDITOR_INTERVAL = MINUTE;
/** A date period keeps its start at least this far before its end. */
export const DATE_PERIOD_MARGIN = SECOND;

/** History playback speeds; the first is the default. */
export const PLAYBACK_SPEEDS: readonly number[] = [1, 5, 10, 25];
/** History playback step when none is given. */
export const DEFAULT_PLAYBACK_STEP = SECOND;

/** Time window popup geometry (seed 001 §2.6 and §9), in CSS pixels. */
export const TIMEWINDOW_POPUP = {
  /** At or above this viewport width the panel is an anchored popup, below it full screen. */
  breakpoint: 600,
  /** Less space than this below the button puts the popup above it. */
  spaceBelow: 375,
  /** Less space than this right of the button aligns the popup's right edge to the button's. */
  spaceRight: 417,
  minWidth: 417,
  maxHeight: 550,
} as const;
