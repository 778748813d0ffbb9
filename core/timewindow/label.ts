import { DateTime } from 'luxon';
import { splitInterval } from './intervalEditor';
import { quickIntervalKey } from './quickIntervals';
import { timezoneInfo } from './timezone';
import { HistoryWindowType, RealtimeWindowType, TimewindowType, type FullTimewindow } from './types';

/** The shape of i18next's `t` this module needs, so tests can pass a plain function. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "1 day 2 hours 30 seconds": the non-zero units, largest first, each pluralised by i18n. */
export function durationText(ms: number, t: Translate): string {
  const parts = splitInterval(ms);
  const units = (['days', 'hours', 'minutes', 'seconds'] as const).filter((u) => parts[u] > 0);
  if (units.length === 0) return t('timewindow.seconds', { count: 0 });
  return units.map((u) => t(`timewindow.${u}`, { count: parts[u] })).join(' ');
}

/** A period end as year-month-day hour:minute:second, in the window's zone when it has one. */
export function formatWindowTime(ms: number, zone?: string | null): string {
  return DateTime.fromMillis(ms, { zone: zone || 'system' }).toFormat('yyyy-MM-dd HH:mm:ss');
}

/**
 * Seed 001 §4 time window label: "Realtime - last 1 minute", "History - Current day",
 * "History - from … to …", with the zone's abbreviation appended when a zone is set.
 */
export function timewindowLabel(tw: FullTimewindow, t: Translate, nowMs: number): string {
  let text: string;
  if (tw.selectedTab === TimewindowType.REALTIME) {
    const what = tw.realtime.realtimeType === RealtimeWindowType.INTERVAL
      ? t(quickIntervalKey(tw.realtime.quickInterval))
      : `${t('timewindow.last-prefix')} ${durationText(tw.realtime.timewindowMs, t)}`;
    text = `${t('timewindow.realtime')} - ${what}`;
  } else {
    const h = tw.history;
    const what = h.historyType === HistoryWindowType.LAST_INTERVAL ? `${t('timewindow.last-prefix')} ${durationText(h.timewindowMs, t)}`
      : h.historyType === HistoryWindowType.INTERVAL ? t(quickIntervalKey(h.quickInterval))
      : t('timewindow.period', {
        startTime: formatWindowTime(h.fixedTimewindow.startTimeMs, tw.timezone),
        endTime: formatWindowTime(h.fixedTimewindow.endTimeMs, tw.timezone),
      });
    text = `${t('timewindow.history')} - ${what}`;
  }
  return tw.timezone ? `${text} ${timezoneInfo(tw.timezone, nowMs).abbr}` : text;
}
