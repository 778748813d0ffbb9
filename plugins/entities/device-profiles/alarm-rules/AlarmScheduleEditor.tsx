import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { CheckboxGroup } from '@adobe/react-spectrum/CheckboxGroup';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Radio, RadioGroup } from '@adobe/react-spectrum/RadioGroup';
import { Text } from '@adobe/react-spectrum/Text';
import { TimeField } from '@adobe/react-spectrum/TimeField';
import { Time } from '@internationalized/date';
import { TimezoneSelect } from '@tessera/ui';
import { DAYS_OF_WEEK, dayName, hoursMinutesToMs, msToHoursMinutes, scheduleError, withScheduleType } from './alarmSchedule';
import { type AlarmSchedule, type AlarmScheduleType, type CustomScheduleItem } from './types';
import { ErrorText } from '../../../shared/key-filters/ErrorText';

const TYPES: AlarmScheduleType[] = ['ANY_TIME', 'SPECIFIC_TIME', 'CUSTOM'];

function toTime(ms: number): Time {
  const { hours, minutes } = msToHoursMinutes(ms);
  return hours >= 24 ? new Time(23, 59) : new Time(hours, minutes);
}

/** A time of day in 24-hour form, stored as milliseconds since midnight. */
function TimeOfDay(props: { label: string; value: number; onChange(ms: number): void; isReadOnly?: boolean; isDisabled?: boolean; hideLabel?: boolean }) {
  return (
    <TimeField label={props.hideLabel ? undefined : props.label} aria-label={props.label} hourCycle={24} shouldForceLeadingZeros
      value={toTime(props.value)} isReadOnly={props.isReadOnly} isDisabled={props.isDisabled} width="size-1200"
      onChange={(v) => { if (v) props.onChange(hoursMinutesToMs(v.hour, v.minute)); }} />
  );
}

/** When a rule applies: any time, chosen days within one window, or a window per day, in a timezone. */
export function AlarmScheduleEditor(props: {
  value: AlarmSchedule | null | undefined;
  onChange(next: AlarmSchedule): void;
  isReadOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const schedule = props.value ?? { type: 'ANY_TIME' };
  const error = scheduleError(schedule);
  const setItem = (items: CustomScheduleItem[], index: number, patch: Partial<CustomScheduleItem>) =>
    items.map((item, i) => (i === index ? { ...item, ...patch } : item));
  return (
    <Flex direction="column" gap="size-150">
      <RadioGroup label={t('device-profile.schedule-type')} orientation="horizontal" value={schedule.type} isReadOnly={props.isReadOnly}
        onChange={(type) => props.onChange(withScheduleType(schedule, type as AlarmScheduleType))}>
        {TYPES.map((type) => <Radio key={type} value={type}>{t(`device-profile.schedule-types.${type}`)}</Radio>)}
      </RadioGroup>
      {schedule.type !== 'ANY_TIME' && (
        <TimezoneSelect value={schedule.timezone} isRequired isDisabled={props.isReadOnly} defaultTimezone={schedule.timezone}
          onChange={(timezone) => props.onChange({ ...schedule, timezone: timezone ?? schedule.timezone })} />
      )}
      {schedule.type === 'SPECIFIC_TIME' && (
        <>
          <CheckboxGroup label={t('device-profile.schedule-days')} orientation="horizontal" isReadOnly={props.isReadOnly}
            value={schedule.daysOfWeek.map(String)}
            onChange={(days) => props.onChange({ ...schedule, daysOfWeek: days.map(Number).sort((a, b) => a - b) })}
            validationState={error === 'device-profile.schedule-days-required' ? 'invalid' : undefined}
            errorMessage={error === 'device-profile.schedule-days-required' ? t(error) : undefined}>
            {DAYS_OF_WEEK.map((d) => <Checkbox key={d} value={String(d)}>{dayName(d, i18n.language)}</Checkbox>)}
          </CheckboxGroup>
          <Flex gap="size-200">
            <TimeOfDay label={t('device-profile.schedule-starts-on')} value={schedule.startsOn} isReadOnly={props.isReadOnly}
              onChange={(startsOn) => props.onChange({ ...schedule, startsOn })} />
            <TimeOfDay label={t('device-profile.schedule-ends-on')} value={schedule.endsOn} isReadOnly={props.isReadOnly}
              onChange={(endsOn) => props.onChange({ ...schedule, endsOn })} />
          </Flex>
          <Text>{t('device-profile.schedule-whole-day-hint')}</Text>
        </>
      )}
      {schedule.type === 'CUSTOM' && (
        <Flex direction="column" gap="size-100">
          {schedule.items.map((item, i) => (
            <Flex key={item.dayOfWeek} gap="size-200" alignItems="end">
              <Checkbox isSelected={item.enabled} isReadOnly={props.isReadOnly} width="size-1600"
                onChange={(enabled) => props.onChange({ ...schedule, items: setItem(schedule.items, i, { enabled }) })}>
                {dayName(item.dayOfWeek, i18n.language)}
              </Checkbox>
              <TimeOfDay label={t('device-profile.schedule-starts-on')} value={item.startsOn} isReadOnly={props.isReadOnly} isDisabled={!item.enabled}
                hideLabel={i > 0}
                onChange={(startsOn) => props.onChange({ ...schedule, items: setItem(schedule.items, i, { startsOn }) })} />
              <TimeOfDay label={t('device-profile.schedule-ends-on')} value={item.endsOn} isReadOnly={props.isReadOnly} isDisabled={!item.enabled}
                hideLabel={i > 0}
                onChange={(endsOn) => props.onChange({ ...schedule, items: setItem(schedule.items, i, { endsOn }) })} />
            </Flex>
          ))}
          {error === 'device-profile.schedule-days-required' && (
            <ErrorText>{t(error)}</ErrorText>
          )}
          <Text>{t('device-profile.schedule-whole-day-hint')}</Text>
        </Flex>
      )}
    </Flex>
  );
}
