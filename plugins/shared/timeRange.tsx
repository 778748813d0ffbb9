import { fromDate, getLocalTimeZone, type ZonedDateTime } from '@internationalized/date';
import { DatePicker } from '@adobe/react-spectrum/DatePicker';
import { type FormField } from '@tessera/ui';

/** Milliseconds since the epoch, or 0 for "no bound" (the entity view's wire convention). */
export type EpochMs = number;

/** Entity views expose telemetry only inside [start, end]; 0 leaves a side open. The end must follow the start. */
export function timeRangeError(startMs: EpochMs, endMs: EpochMs): string | null {
  return startMs > 0 && endMs > 0 && endMs <= startMs ? 'entity-view.end-before-start' : null;
}

const toZoned = (ms: unknown): ZonedDateTime | null =>
  typeof ms === 'number' && ms > 0 ? fromDate(new Date(ms), getLocalTimeZone()) : null;

/** A date-time field holding epoch milliseconds (0 when cleared). */
export function dateTimeField(key: string, label: string, validate?: FormField['validate']): FormField {
  return {
    key,
    label,
    type: 'custom',
    half: true,
    validate,
    render: (p) => (
      <DatePicker
        label={p.label}
        width="100%"
        granularity="minute"
        hourCycle={24}
        isReadOnly={p.isReadOnly}
        value={toZoned(p.value)}
        onChange={(v) => p.onChange(v ? v.toDate().getTime() : 0)}
        validationState={p.errorMessage ? 'invalid' : undefined}
        errorMessage={p.errorMessage}
      />
    ),
  };
}
