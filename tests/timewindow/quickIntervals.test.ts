import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { DAY, HOUR, WEEK, YEAR } from '../../core/timewindow/constants';
import {
  quickIntervalChoices, quickIntervalKey, quickIntervalLength, quickIntervalPeriod, quickIntervalStart,
} from '../../core/timewindow/quickIntervals';
import { QUICK_INTERVALS, type QuickTimeInterval } from '../../core/timewindow/types';

// Wednesday 15 May 2024, 10:30:15 in Kyiv (UTC+3 in summer) = 07:30:15 UTC.
const KYIV = 'Europe/Kyiv';
const now = DateTime.fromISO('2024-05-15T10:30:15', { zone: KYIV }).toMillis();
const iso = (ms: number, zone = KYIV) => DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss");

describe('quick interval choices', () => {
  it('lists all 18, or the 11 CURRENT_ ones', () => {
    expect(quickIntervalChoices()).toEqual([...QUICK_INTERVALS]);
    expect(quickIntervalChoices(true)).toHaveLength(11);
    expect(quickIntervalChoices(true).every((q) => q.startsWith('CURRENT_'))).toBe(true);
  });
  it('names each by an i18n key', () => {
    expect(quickIntervalKey('PREVIOUS_WEEK_ISO')).toBe('timewindow.quick.previous-week-iso');
  });
});

describe('quick interval periods in a timezone', () => {
  const expected: Record<QuickTimeInterval, [string, string]> = {
    YESTERDAY: ['2024-05-14T00:00:00', '2024-05-15T00:00:00'],
    DAY_BEFORE_YESTERDAY: ['2024-05-13T00:00:00', '2024-05-14T00:00:00'],
    THIS_DAY_LAST_WEEK: ['2024-05-08T00:00:00', '2024-05-09T00:00:00'],
    PREVIOUS_WEEK: ['2024-05-05T00:00:00', '2024-05-12T00:00:00'], // Sunday to Sunday
    PREVIOUS_WEEK_ISO: ['2024-05-06T00:00:00', '2024-05-13T00:00:00'], // Monday to Monday
    PREVIOUS_MONTH: ['2024-04-01T00:00:00', '2024-05-01T00:00:00'],
    PREVIOUS_YEAR: ['2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    CURRENT_HOUR: ['2024-05-15T10:00:00', '2024-05-15T11:00:00'],
    CURRENT_DAY: ['2024-05-15T00:00:00', '2024-05-16T00:00:00'],
    CURRENT_DAY_SO_FAR: ['2024-05-15T00:00:00', '2024-05-15T10:30:15'],
    CURRENT_WEEK: ['2024-05-12T00:00:00', '2024-05-19T00:00:00'],
    CURRENT_WEEK_ISO: ['2024-05-13T00:00:00', '2024-05-20T00:00:00'],
    CURRENT_WEEK_SO_FAR: ['2024-05-12T00:00:00', '2024-05-15T10:30:15'],
    CURRENT_WEEK_ISO_SO_FAR: ['2024-05-13T00:00:00', '2024-05-15T10:30:15'],
    CURRENT_MONTH: ['2024-05-01T00:00:00', '2024-06-01T00:00:00'],
    CURRENT_MONTH_SO_FAR: ['2024-05-01T00:00:00', '2024-05-15T10:30:15'],
    CURRENT_YEAR: ['2024-01-01T00:00:00', '2025-01-01T00:00:00'],
    CURRENT_YEAR_SO_FAR: ['2024-01-01T00:00:00', '2024-05-15T10:30:15'],
  };
  it.each(QUICK_INTERVALS)('%s', (q) => {
    const period = quickIntervalPeriod(q, now, KYIV);
    expect([iso(period.startTimeMs), iso(period.endTimeMs)]).toEqual(expected[q]);
    expect(quickIntervalStart(q, now, KYIV)).toBe(period.startTimeMs);
  });
  it('aligns to the zone midnight, not UTC', () => {
    expect(quickIntervalStart('CURRENT_DAY', now, KYIV)).toBe(Date.UTC(2024, 4, 14, 21));
    expect(quickIntervalStart('CURRENT_DAY', now, 'UTC')).toBe(Date.UTC(2024, 4, 15));
    expect(quickIntervalStart('CURRENT_DAY', now, 'America/New_York')).toBe(Date.UTC(2024, 4, 15, 4));
  });
  it('on a Sunday the Sunday week starts that day and the ISO week six days earlier', () => {
    const sunday = DateTime.fromISO('2024-05-19T08:00:00', { zone: 'UTC' }).toMillis();
    expect(iso(quickIntervalStart('CURRENT_WEEK', sunday, 'UTC'), 'UTC')).toBe('2024-05-19T00:00:00');
    expect(iso(quickIntervalStart('CURRENT_WEEK_ISO', sunday, 'UTC'), 'UTC')).toBe('2024-05-13T00:00:00');
  });
  it('a day across a daylight saving change is 23 hours long', () => {
    const dst = DateTime.fromISO('2024-03-31T12:00:00', { zone: 'Europe/Berlin' }).toMillis();
    const day = quickIntervalPeriod('CURRENT_DAY', dst, 'Europe/Berlin');
    expect(day.endTimeMs - day.startTimeMs).toBe(23 * HOUR);
  });
});

describe('quick interval lengths for realtime windows (seed 001 §9)', () => {
  it('hour, day, week, 30-day month and 365-day year', () => {
    expect(quickIntervalLength('CURRENT_HOUR')).toBe(HOUR);
    expect(quickIntervalLength('CURRENT_DAY_SO_FAR')).toBe(DAY);
    expect(quickIntervalLength('CURRENT_WEEK_ISO')).toBe(WEEK);
    expect(quickIntervalLength('CURRENT_MONTH')).toBe(30 * DAY);
    expect(quickIntervalLength('CURRENT_YEAR_SO_FAR')).toBe(YEAR);
    expect(quickIntervalLength('THIS_DAY_LAST_WEEK')).toBe(DAY);
  });
});
