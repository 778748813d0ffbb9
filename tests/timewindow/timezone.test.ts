import { describe, expect, it } from 'vitest';
import {
  fallbackTimezone, filterTimezones, isValidTimezone, timezoneInfo, timezoneInfos, timezoneOffsetMinutes, timezoneTsOffset,
} from '../../core/timewindow/timezone';

const WINTER = Date.UTC(2024, 0, 15, 12);
const SUMMER = Date.UTC(2024, 6, 15, 12);

describe('timezone offset (seed 001 §4)', () => {
  it('is the chosen zone minus the browser zone, in minutes', () => {
    expect(timezoneOffsetMinutes('Europe/Kyiv', WINTER, 'UTC')).toBe(120);
    expect(timezoneOffsetMinutes('Europe/Kyiv', SUMMER, 'UTC')).toBe(180);
    expect(timezoneOffsetMinutes('America/New_York', WINTER, 'Europe/Berlin')).toBe(-360);
    expect(timezoneOffsetMinutes('Asia/Kolkata', WINTER, 'UTC')).toBe(330);
  });
  it('is 0 without a zone, for an unknown zone, or for the browser zone itself', () => {
    expect(timezoneOffsetMinutes(undefined, WINTER, 'UTC')).toBe(0);
    expect(timezoneOffsetMinutes('', WINTER, 'UTC')).toBe(0);
    expect(timezoneOffsetMinutes('Mars/Olympus', WINTER, 'UTC')).toBe(0);
    expect(timezoneOffsetMinutes('Europe/Paris', WINTER, 'Europe/Paris')).toBe(0);
  });
  it('in milliseconds for shifting timestamps', () => {
    expect(timezoneTsOffset('Europe/Kyiv', WINTER, 'UTC')).toBe(7_200_000);
  });
});

describe('timezone info (seed 001 §3.1)', () => {
  it('has name with spaces, UTC offset text, numeric offset and abbreviation', () => {
    const info = timezoneInfo('America/New_York', WINTER);
    expect(info).toMatchObject({ id: 'America/New_York', name: 'America/New York', offset: 'UTC-05:00', nOffset: -300 });
    expect(info.abbr).toMatch(/EST|GMT-5/);
    expect(timezoneInfo('UTC', WINTER).offset).toBe('UTC+00:00');
  });
  it('lists every platform zone with UTC', () => {
    const all = timezoneInfos(WINTER);
    expect(all.map((z) => z.id)).toContain('UTC');
    expect(all.map((z) => z.id)).toContain('Europe/Berlin');
    expect(isValidTimezone('Europe/Berlin')).toBe(true);
    expect(isValidTimezone('Nowhere/Town')).toBe(false);
  });
});

describe('timezone search (seed 001 §5)', () => {
  const zones = ['America/New_York', 'Europe/Kyiv', 'Europe/Berlin', 'UTC'].map((id) => timezoneInfo(id, WINTER));
  it('matches a case-insensitive substring of the name', () => {
    expect(filterTimezones(zones, 'new y').map((z) => z.id)).toEqual(['America/New_York']);
    expect(filterTimezones(zones, 'EUROPE').map((z) => z.id)).toEqual(['Europe/Kyiv', 'Europe/Berlin']);
    expect(filterTimezones(zones, 'rlin').map((z) => z.id)).toEqual(['Europe/Berlin']);
    expect(filterTimezones(zones, 'mars')).toEqual([]);
    expect(filterTimezones(zones, '  ')).toHaveLength(4);
  });
});

describe('timezone fallback when the selector closes empty (seed 001 §4)', () => {
  it('prefers the default, then the user zone, then the browser-time placeholder', () => {
    expect(fallbackTimezone({ defaultTimezone: 'UTC', userTimezone: 'Europe/Kyiv', allowBrowserTime: true })).toBe('UTC');
    expect(fallbackTimezone({ userTimezone: 'Europe/Kyiv', allowBrowserTime: true })).toBe('Europe/Kyiv');
    expect(fallbackTimezone({ allowBrowserTime: true })).toBeNull();
    expect(fallbackTimezone({ allowBrowserTime: false })).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
