import { browserTimezone } from '@tessera/ui';
import { type AlarmSchedule, type AlarmScheduleType, type CustomScheduleItem } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Days of week as the contract numbers them: 1 = Monday ... 7 = Sunday. */
export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;


/** Seven CUSTOM rows, all enabled for the whole day. */
export function defaultCustomItems(): CustomScheduleItem[] {
  return DAYS_OF_WEEK.map((dayOfWeek) => ({ enabled: true, dayOfWeek, startsOn: 0, endsOn: 0 }));
}

/** Switching the schedule type keeps the timezone already chosen. */
export function withScheduleType(schedule: AlarmSchedule | null | undefined, type: AlarmScheduleType, timezone: string = browserTimezone()): AlarmSchedule {
  const current = schedule ?? { type: 'ANY_TIME' };
  if (current.type === type) return current;
  const zone = current.type === 'ANY_TIME' ? timezone : current.timezone;
  if (type === 'ANY_TIME') return { type: 'ANY_TIME' };
  if (type === 'SPECIFIC_TIME') return { type: 'SPECIFIC_TIME', timezone: zone, daysOfWeek: [...DAYS_OF_WEEK], startsOn: 0, endsOn: 0 };
  return { type: 'CUSTOM', timezone: zone, items: defaultCustomItems() };
}

/** Milliseconds since midnight as hours and minutes (24:00 for a full day's end). */
export function msToHoursMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.min(24 * HOUR, Math.round(ms / MINUTE) * MINUTE));
  return { hours: Math.floor(total / HOUR), minutes: (total % HOUR) / MINUTE };
}

/** Hours and minutes as milliseconds since midnight. */
export function hoursMinutesToMs(hours: number, minutes: number): number {
  return hours * HOUR + minutes * MINUTE;
}

/** `08:05` for 8 h 5 min since midnight. */
export function formatTimeOfDay(ms: number): string {
  const { hours, minutes } = msToHoursMinutes(ms);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A window of a day: a window starting and ending at midnight means the whole day. */
function windowText(startsOn: number, endsOn: number, allDay: string): string {
  return startsOn === 0 && endsOn === 0 ? allDay : `${formatTimeOfDay(startsOn)}-${formatTimeOfDay(endsOn)}`;
}

/** Words a schedule summary needs. */
export interface ScheduleTextOptions {
  anyTime: string;
  allDay: string;
  /** Short name of a day, 1 = Monday. */
  day(dayOfWeek: number): string;
}

/** A schedule as one line, e.g. `Mon, Tue 08:00-17:00 (Europe/Kyiv)`; ANY_TIME or missing gives `anyTime`. */
export function scheduleText(schedule: AlarmSchedule | null | undefined, options: ScheduleTextOptions): string {
  if (!schedule || schedule.type === 'ANY_TIME') return options.anyTime;
  if (schedule.type === 'SPECIFIC_TIME') {
    const days = [...schedule.daysOfWeek].sort((a, b) => a - b).map((d) => options.day(d)).join(', ');
    return `${days} ${windowText(schedule.startsOn, schedule.endsOn, options.allDay)} (${schedule.timezone})`;
  }
  const items = schedule.items.filter((i) => i.enabled)
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
    .map((i) => `${options.day(i.dayOfWeek)} ${windowText(i.startsOn, i.endsOn, options.allDay)}`);
  return `${items.join(', ')} (${schedule.timezone})`;
}

/** The message key of what is wrong with a schedule, or null. */
export function scheduleError(schedule: AlarmSchedule | null | undefined): string | null {
  if (!schedule || schedule.type === 'ANY_TIME') return null;
  if (!schedule.timezone) return 'timezone.timezone-required';
  if (schedule.type === 'SPECIFIC_TIME' && schedule.daysOfWeek.length === 0) return 'device-profile.schedule-days-required';
  if (schedule.type === 'CUSTOM' && !schedule.items.some((i) => i.enabled)) return 'device-profile.schedule-days-required';
  return null;
}

/** A day's name in a locale (1 = Monday); 1 January 2024 was a Monday. */
export function dayName(dayOfWeek: number, locale: string, style: 'long' | 'short' = 'long'): string {
  const format = new Intl.DateTimeFormat(locale.replace('_', '-'), { weekday: style, timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(2024, 0, dayOfWeek)));
}
