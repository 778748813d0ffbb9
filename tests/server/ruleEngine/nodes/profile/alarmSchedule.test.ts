import { describe, expect, it } from 'vitest';
import { inWindow, isScheduleActive } from '../../../../../server/ruleEngine/nodes/profile/alarmSchedule';

const HOUR = 3_600_000;
// Monday 1 January 2024, 10:30 in Kyiv (UTC+2) = 08:30 UTC.
const MONDAY_1030_KYIV = Date.UTC(2024, 0, 1, 8, 30);

describe('inWindow', () => {
  it('is [startsOn, endsOn); endsOn 0 is the end of the day', () => {
    expect(inWindow(9 * HOUR, 9 * HOUR, 17 * HOUR)).toBe(true);
    expect(inWindow(17 * HOUR, 9 * HOUR, 17 * HOUR)).toBe(false);
    expect(inWindow(23 * HOUR, 0, 0)).toBe(true);
  });

  it('runs over midnight when startsOn > endsOn', () => {
    expect(inWindow(23 * HOUR, 22 * HOUR, 6 * HOUR)).toBe(true);
    expect(inWindow(5 * HOUR, 22 * HOUR, 6 * HOUR)).toBe(true);
    expect(inWindow(12 * HOUR, 22 * HOUR, 6 * HOUR)).toBe(false);
  });
});

describe('isScheduleActive', () => {
  it('ANY_TIME is always active', () => {
    expect(isScheduleActive({ type: 'ANY_TIME' }, MONDAY_1030_KYIV)).toBe(true);
  });

  it('SPECIFIC_TIME checks the day and the window in the schedule timezone', () => {
    const schedule = (daysOfWeek: number[], startsOn: number, endsOn: number) => ({ type: 'SPECIFIC_TIME' as const, timezone: 'Europe/Kyiv', daysOfWeek, startsOn, endsOn });
    expect(isScheduleActive(schedule([1], 10 * HOUR, 11 * HOUR), MONDAY_1030_KYIV)).toBe(true);
    // 08:30 UTC is outside 10:00-11:00 UTC-read, inside in Kyiv: the timezone matters.
    expect(isScheduleActive({ ...schedule([1], 10 * HOUR, 11 * HOUR), timezone: 'UTC' }, MONDAY_1030_KYIV)).toBe(false);
    expect(isScheduleActive(schedule([2, 3], 10 * HOUR, 11 * HOUR), MONDAY_1030_KYIV)).toBe(false);
    expect(isScheduleActive(schedule([1, 2, 3, 4, 5, 6, 7], 0, 0), MONDAY_1030_KYIV)).toBe(true);
  });

  it('CUSTOM uses the item of the day; a disabled or missing day is inactive', () => {
    const items = [
      { enabled: true, dayOfWeek: 1, startsOn: 10 * HOUR, endsOn: 11 * HOUR },
      { enabled: false, dayOfWeek: 2, startsOn: 0, endsOn: 0 },
    ];
    expect(isScheduleActive({ type: 'CUSTOM', timezone: 'Europe/Kyiv', items }, MONDAY_1030_KYIV)).toBe(true);
    expect(isScheduleActive({ type: 'CUSTOM', timezone: 'Europe/Kyiv', items }, MONDAY_1030_KYIV + 24 * HOUR)).toBe(false);
    expect(isScheduleActive({ type: 'CUSTOM', timezone: 'Europe/Kyiv', items }, MONDAY_1030_KYIV + 2 * 24 * HOUR)).toBe(false);
  });

  it('reads an unknown timezone as UTC', () => {
    expect(isScheduleActive({ type: 'SPECIFIC_TIME', timezone: 'Mars/Olympus', daysOfWeek: [1], startsOn: 8 * HOUR, endsOn: 9 * HOUR }, MONDAY_1030_KYIV)).toBe(true);
  });
});
