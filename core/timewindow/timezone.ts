import { DateTime, IANAZone } from 'luxon';
import { MINUTE } from './constants';

/** Timezone helpers: the offset the console shifts timestamps by, and the info the selector lists. */

/** The zone the browser runs in. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** True for a zone luxon (and so the browser's Intl) knows. */
export function isValidTimezone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

/**
 * Minutes the chosen zone is ahead of the browser's at an instant (seed 001 §4); 0 without
 * a zone. Europe/Kyiv seen from UTC in winter is 120.
 */
export function timezoneOffsetMinutes(zone: string | null | undefined, atMs: number, browserZone: string = browserTimezone()): number {
  if (!zone || !isValidTimezone(zone)) return 0;
  return DateTime.fromMillis(atMs, { zone }).offset - DateTime.fromMillis(atMs, { zone: browserZone }).offset;
}

/** The same difference in milliseconds: what to add to a server timestamp to draw it in the zone's wall time. */
export function timezoneTsOffset(zone: string | null | undefined, atMs: number, browserZone?: string): number {
  return timezoneOffsetMinutes(zone, atMs, browserZone) * MINUTE;
}

/** Seed 001 §3.1 timezone info. */
export interface TimezoneInfo {
  id: string;
  /** The id with underscores as spaces. */
  name: string;
  /** `UTC+02:00` */
  offset: string;
  /** Minutes east of UTC. */
  nOffset: number;
  /** A short name such as `EET` or `GMT+2` (whatever the platform knows). */
  abbr: string;
}

/** The info of one zone at an instant (offsets change with daylight saving). */
export function timezoneInfo(id: string, atMs: number): TimezoneInfo {
  const dt = DateTime.fromMillis(atMs, { zone: id });
  return {
    id,
    name: id.replace(/_/g, ' '),
    offset: `UTC${dt.toFormat('ZZ')}`,
    nOffset: dt.offset,
    abbr: dt.offsetNameShort ?? dt.toFormat('ZZ'),
  };
}

/** Every zone the platform lists, UTC included, with its info at an instant. */
export function timezoneInfos(atMs: number): TimezoneInfo[] {
  const ids = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return (ids.includes('UTC') ? ids : ['UTC', ...ids]).map((id) => timezoneInfo(id, atMs));
}

/** Seed 001 §5: a case-insensitive substring match on the zone's name (blank matches all). */
export function filterTimezones(zones: readonly TimezoneInfo[], text: string): TimezoneInfo[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...zones];
  return zones.filter((z) => z.name.toLowerCase().includes(needle) || z.id.toLowerCase().includes(needle));
}

/**
 * What the selector holds when its panel closes without a choice: the configured default,
 * else the user's zone, else the browser-time placeholder (null) when allowed, else the browser's zone.
 */
export function fallbackTimezone(options: { defaultTimezone?: string | null; userTimezone?: string | null; allowBrowserTime?: boolean }): string | null {
  if (options.defaultTimezone) return options.defaultTimezone;
  if (options.userTimezone) return options.userTimezone;
  return options.allowBrowserTime ? null : browserTimezone();
}
