import { useTranslation } from 'react-i18next';
import { fromDate, getLocalTimeZone, type ZonedDateTime } from '@internationalized/date';
import { DatePicker } from '@adobe/react-spectrum/DatePicker';
import { Flex } from '@adobe/react-spectrum/Flex';
import { clampPeriodEnd, clampPeriodStart } from '../../timewindow/datePeriod';
import { type DatePeriod } from '../../timewindow/types';

const zoned = (ms: number, zone: string) => fromDate(new Date(ms), zone);

/**
 * Start and end date-times to the second, shown in `timezone` (the browser's when unset).
 * Seed 001 §5: the start stays 1 s before the end, the end 1 s after the start and not after now.
 */
export function DatePeriodPicker(props: {
  value: DatePeriod;
  onChange(next: DatePeriod): void;
  timezone?: string | null;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const zone = props.timezone || getLocalTimeZone();
  const now = Date.now();
  const set = (which: 'start' | 'end', v: ZonedDateTime | null) => {
    if (!v) return;
    const ms = v.toDate().getTime();
    props.onChange(which === 'start'
      ? clampPeriodStart({ ...props.value, startTimeMs: ms }, now)
      : clampPeriodEnd({ ...props.value, endTimeMs: ms }, now));
  };
  return (
    <Flex gap="size-150" wrap>
      <DatePicker label={t('datetime.date-from')} granularity="second" hourCycle={24} hideTimeZone isDisabled={props.isDisabled}
        value={zoned(props.value.startTimeMs, zone)} maxValue={zoned(Math.min(props.value.endTimeMs, now) - 1000, zone)}
        onChange={(v) => set('start', v)} />
      <DatePicker label={t('datetime.date-to')} granularity="second" hourCycle={24} hideTimeZone isDisabled={props.isDisabled}
        value={zoned(props.value.endTimeMs, zone)} minValue={zoned(props.value.startTimeMs + 1000, zone)} maxValue={zoned(now, zone)}
        onChange={(v) => set('end', v)} />
    </Flex>
  );
}
