import { DateTime } from 'luxon';
import type { AlarmSchedule } from './profileAlarms';

/*
 * Whether an alarm rule is active at a moment (ThingsBoard's AlarmRuleState.isActive):
 * ANY_TIME always; SPECIFIC_TIME on the chosen days within [startsOn, endsOn) of the
 * day in the schedule's timezone; CUSTOM per day of week. Times are milliseconds since
 * local midnight; endsOn 0 means the end of the day, and startsOn > endsOn a window
 * that runs over midnight.
 */

const DAY_MS = 86_400_000;

function localTime(ts: number, timezone: string): DateTime {
  const zoned = DateTime.fromMillis(ts, { zone: timezone });
  // An unknown zone is read as UTC rather than switching the rule off.
  return zoned.isValid ? zoned : DateTime.fromMillis(ts, { zone: 'UTC' });
}

function msOfDay(time: DateTime): number {
  return time.toMillis() - time.startOf('day').toMillis();
}

/** Within the window of the day; a window past midnight holds before endsOn and after startsOn. */
export function inWindow(msFromStartOfDay: number, startsOn: number, rawEndsOn: number): boolean {
  const endsOn = rawEndsOn === 0 ? DAY_MS : rawEndsOn;
  if (startsOn <= endsOn) return startsOn <= msFromStartOfDay && msFromStartOfDay < endsOn;
  return startsOn < msFromStartOfDay || (0 < msFromStartOfDay && msFromStartOfDay < endsOn);
}

/** Whether the schedule allows the rule at `ts` (epoch ms; 0 means now). */
export function isScheduleActive(schedule: AlarmSchedule, ts: number): boolean {
  const at = ts === 0 ? Date.now() : ts;
  switch (schedule.type) {
    case 'ANY_TIME':
      return true;
    case 'SPECIFIC_TIME': {
      const time = localTime(at, schedule.timezone);
      if (schedule.daysOfWeek.length !== 7 && !schedule.daysOfWeek.includes(time.weekday)) return false;
      return inWindow(msOfDay(time), schedule.startsOn, schedule.endsOn);
    }
    case 'CUSTOM': {
      const time = localTime(at, schedule.timezone);
      const item = schedule.items.find((candidate) => candidate.dayOfWeek === time.weekday);
      return item !== undefined && item.enabled && inWindow(msOfDay(time), item.startsOn, item.endsOn);
    }
  }
}
