import { type TFunction } from 'i18next';
import { formatDate } from '../api';
import { ALARM_SEVERITIES, type AlarmSeverity } from './severity';
import { type AlarmInfo } from './types';

/** A time of an alarm, shifted into the window's zone; a dash for a time that has not come (0). */
export const alarmTime = (ms: number, tsOffset: number) => (ms > 0 ? formatDate(ms + tsOffset) : '—');

/** The originator's name, or its id when the name was not fetched or the entity is gone. */
export const originatorText = (alarm: AlarmInfo) => alarm.originatorName ?? alarm.originator.id;

/** The details JSON pretty printed; empty for none. */
export function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  return typeof details === 'string' ? details : JSON.stringify(details, null, 2);
}

/** The severity filter's label: every severity, or the chosen ones most severe first. */
export function severityFilterText(severities: readonly AlarmSeverity[], t: TFunction): string {
  if (severities.length === 0 || severities.length === ALARM_SEVERITIES.length) return t('alarm.all-severities');
  return ALARM_SEVERITIES.filter((s) => severities.includes(s)).map((s) => t(`alarm.severity.${s}`)).join(', ');
}
