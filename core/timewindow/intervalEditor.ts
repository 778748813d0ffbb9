import { SECOND } from './constants';
import { boundMaxInterval, boundMinInterval, snapToPredefinedInterval } from './intervals';

/** The advanced interval editor's fields (seed 001 §3.2 "interval editor progress"). */
export interface IntervalParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits milliseconds into whole days, hours, minutes and seconds (a day is 86400 s). */
export function splitInterval(ms: number): IntervalParts {
  const total = Math.max(0, Math.floor(ms / SECOND));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** The parts back to milliseconds. */
export function intervalPartsMs(parts: IntervalParts): number {
  return (((parts.days * 24 + parts.hours) * 60 + parts.minutes) * 60 + parts.seconds) * SECOND;
}

const UNITS = ['seconds', 'minutes', 'hours', 'days'] as const;
const LIMITS = { seconds: 60, minutes: 60, hours: 24 } as const;

/**
 * Seed 001 §4: 60 s or more carries to minutes, 60 min to hours, 24 h to days. A negative value
 * borrows one of the next larger unit when any larger unit is non-zero, otherwise becomes 0.
 * Fractions are dropped (the fields are integers, step 1).
 */
export function normalizeIntervalParts(input: IntervalParts): IntervalParts {
  const parts: IntervalParts = {
    days: Math.trunc(input.days) || 0, hours: Math.trunc(input.hours) || 0,
    minutes: Math.trunc(input.minutes) || 0, seconds: Math.trunc(input.seconds) || 0,
  };
  for (let i = 0; i < 3; i++) {
    const unit = UNITS[i] as keyof typeof LIMITS;
    const next = UNITS[i + 1];
    const limit = LIMITS[unit];
    while (parts[unit] < 0) {
      if (!UNITS.slice(i + 1).some((u) => parts[u] > 0)) { parts[unit] = 0; break; }
      parts[unit] += limit;
      parts[next] -= 1;
    }
    if (parts[unit] >= limit) {
      parts[next] += Math.floor(parts[unit] / limit);
      parts[unit] %= limit;
    }
  }
  if (parts.days < 0) parts.days = 0;
  return parts;
}

/**
 * The interval the editor emits: null unless a positive number; otherwise kept within
 * [min, max] (whole seconds) and, in simple mode, snapped to the nearest predefined choice.
 */
export function editorInterval(ms: number | null | undefined, bounds: { min?: number; max?: number; advanced: boolean }): number | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return null;
  const min = boundMinInterval(bounds.min);
  const max = Math.max(min, boundMaxInterval(bounds.max));
  const bounded = Math.min(Math.max(ms, min), max);
  return bounds.advanced ? bounded : snapToPredefinedInterval(min, max, bounded);
}
