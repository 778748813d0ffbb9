import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePredicateTextOptions } from '../../../shared/key-filters/usePredicateTextOptions';
import { conditionText } from './alarmRules';
import { dayName, scheduleText } from './alarmSchedule';
import { type AlarmCondition, type AlarmSchedule } from './types';

/** A condition summariser in the user's language. */
export function useConditionText(): (condition: AlarmCondition) => string {
  const { t } = useTranslation();
  const predicateOptions = usePredicateTextOptions();
  return useCallback((condition: AlarmCondition) => conditionText(condition, {
    ...predicateOptions,
    duration: (value, unit) => t('device-profile.condition-duration-text', { value, unit: t(`device-profile.duration-units.${unit}`).toLowerCase() }),
    repeating: (count) => t('device-profile.condition-repeating-text', { times: count }),
  }), [t, predicateOptions]);
}

/** A schedule summariser in the user's language. */
export function useScheduleText(): (schedule: AlarmSchedule | null | undefined) => string {
  const { t, i18n } = useTranslation();
  return useCallback((schedule: AlarmSchedule | null | undefined) => scheduleText(schedule, {
    anyTime: t('device-profile.schedule-any-time-text'),
    allDay: t('device-profile.schedule-all-day'),
    day: (d) => dayName(d, i18n.language, 'short'),
  }), [t, i18n.language]);
}
