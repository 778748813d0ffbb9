import { DateTime } from 'luxon';
import { DAY, HOUR, QUICK_INTERVAL_MONTH, WEEK, YEAR } from './constants';
import { QUICK_INTERVALS, type DatePeriod, type QuickTimeInterval } from './types';

/**
 * Calendar quick intervals ("current day", "previous week"...) resolved in a timezone:
 * days, weeks, months and years start at that zone's midnight, not the browser's.
 */

/** The selector's choices; 'current only' keeps those starting with CURRENT_ (realtime needs a moving end). */
export function quickIntervalChoices(currentOnly = false): QuickTimeInterval[] {
  return QUICK_INTERVALS.filter((q) => !currentOnly || q.startsWith('CURRENT_'));
}

/** The i18n key naming a quick interval, e.g. `timewindow.quick.current-day`. */
export function quickIntervalKey(interval: QuickTimeInterval): string {
  return `timewindow.quick.${interval.toLowerCase().replace(/_/g, '-')}`;
}

const at = (ms: number, zone?: string | null) => DateTime.fromMillis(ms, { zone: zone || 'system' });

/** Sunday-based week start (ThingsBoard's default locale), as opposed to luxon's ISO Monday. */
const startOfSundayWeek = (d: DateTime) => d.startOf('day').minus({ days: d.weekday % 7 });

/** Where a quick interval starts, given the current instant. */
export function quickIntervalStart(interval: QuickTimeInterval, nowMs: number, zone?: string | null): number {
  const now = at(nowMs, zone);
  switch (interval) {
    case 'YESTERDAY': return now.minus({ days: 1 }).startOf('day').toMillis();
    case 'DAY_BEFORE_YESTERDAY': return now.minus({ days: 2 }).startOf('day').toMillis();
    case 'THIS_DAY_LAST_WEEK': return now.minus({ weeks: 1 }).startOf('day').toMillis();
    case 'PREVIOUS_WEEK': return startOfSundayWeek(now.minus({ weeks: 1 })).toMillis();
    case 'PREVIOUS_WEEK_ISO': return now.minus({ weeks: 1 }).startOf('week').toMillis();
    case 'PREVIOUS_MONTH': return now.minus({ months: 1 }).startOf('month').toMillis();
    case 'PREVIOUS_YEAR': return now.minus({ years: 1 }).startOf('year').toMillis();
    case 'CURRENT_HOUR': return now.startOf('hour').toMillis();
    case 'CURRENT_DAY': case 'CURRENT_DAY_SO_FAR': return now.startOf('day').toMillis();
    case 'CURRENT_WEEK': case 'CURRENT_WEEK_SO_FAR': return startOfSundayWeek(now).toMillis();
    case 'CURRENT_WEEK_ISO': case 'CURRENT_WEEK_ISO_SO_FAR': return now.startOf('week').toMillis();
    case 'CURRENT_MONTH': case 'CURRENT_MONTH_SO_FAR': return now.startOf('month').toMillis();
    case 'CURRENT_YEAR': case 'CURRENT_YEAR_SO_FAR': return now.startOf('year').toMillis();
  }
}

/** A quick interval's [start, end): whole calendar units, or up to now for the *_SO_FAR ones. */
export function quickIntervalPeriod(interval: QuickTimeInterval, nowMs: number, zone?: string | null): DatePeriod {
  const startTimeMs = quickIntervalStart(interval, nowMs, zone);
  if (interval.endsWith('_SO_FAR')) return { startTimeMs, endTimeMs: nowMs };
  const start = at(startTimeMs, zone);
  const unit = interval === 'CURRENT_HOUR' ? { hours: 1 }
    : interval.includes('WEEK') && interval !== 'THIS_DAY_LAST_WEEK' ? { weeks: 1 }
    : interval.includes('MONTH') ? { months: 1 }
    : interval.includes('YEAR') ? { years: 1 }
    : { days: 1 };
  return { startTimeMs, endTimeMs: start.plus(unit).toMillis() };
}

/** The fixed length a realtime quick interval slides over (a month is 30 days, a year 365). */
export function quickIntervalLength(interval: QuickTimeInterval): number {
  if (interval === 'CURRENT_HOUR') return HOUR;
  if (interval.includes('WEEK') && interval !== 'THIS_DAY_LAST_WEEK') return WEEK;
  if (interval.includes('MONTH')) return QUICK_INTERVAL_MONTH;
  if (interval.includes('YEAR')) return YEAR;
  return DAY;
}
