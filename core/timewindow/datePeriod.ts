import { DATE_PERIOD_MARGIN, DAY } from './constants';
import { type DatePeriod } from './types';

/** Seed 001 §5: an empty period is one day ago until now. */
export function defaultDatePeriod(nowMs: number): DatePeriod {
  return { startTimeMs: nowMs - DAY, endTimeMs: nowMs };
}

/**
 * Seed 001 §5 after the start changed: the start stays at least 1 s before the end
 * (or before now when the end is unset); out of range it is clamped.
 */
export function clampPeriodStart(period: DatePeriod, nowMs: number): DatePeriod {
  const maxStart = Math.min(period.endTimeMs, nowMs) - DATE_PERIOD_MARGIN;
  return { ...period, startTimeMs: Math.min(period.startTimeMs, maxStart) };
}

/** After the end changed: the end stays at least 1 s after the start and not after now. */
export function clampPeriodEnd(period: DatePeriod, nowMs: number): DatePeriod {
  const minEnd = period.startTimeMs + DATE_PERIOD_MARGIN;
  return { ...period, endTimeMs: Math.max(Math.min(period.endTimeMs, nowMs), minEnd) };
}
