import { useTranslation } from 'react-i18next';
import { Flex, Item, NumberField, Picker } from '@adobe/react-spectrum';
import { TIME_UNITS, timeUnitLabelKey, type TimeUnit } from './timeUnits';

/** Props of {@link TimeIntervalField}. */
export interface TimeIntervalFieldProps {
  label: string;
  value: number | null | undefined;
  unit: string | null | undefined;
  onChange(value: number, unit: TimeUnit): void;
  /** The units offered; milliseconds to days by default. */
  units?: readonly TimeUnit[];
  minValue?: number;
  isDisabled?: boolean;
  isRequired?: boolean;
  errorMessage?: string;
}

/** An amount and its time unit side by side (`startInterval` + `startIntervalTimeUnit`). */
export function TimeIntervalField(props: TimeIntervalFieldProps) {
  const { t } = useTranslation();
  const unit = (props.unit ?? 'MINUTES') as TimeUnit;
  const value = typeof props.value === 'number' ? props.value : NaN;
  return (
    <Flex gap="size-100" alignItems="start" width="100%">
      <NumberField
        label={props.label}
        flex={2}
        minWidth={0}
        value={value}
        minValue={props.minValue ?? 0}
        step={1}
        isDisabled={props.isDisabled}
        isRequired={props.isRequired}
        onChange={(next) => props.onChange(next, unit)}
        errorMessage={props.errorMessage}
        validationState={props.errorMessage ? 'invalid' : undefined}
      />
      <Picker
        label={t('rulenode.time-unit-label')}
        flex={1}
        minWidth="size-1600"
        isDisabled={props.isDisabled}
        items={(props.units ?? TIME_UNITS).map((u) => ({ u }))}
        selectedKey={unit}
        onSelectionChange={(key) => key !== null && props.onChange(value, key as TimeUnit)}
      >
        {(item) => <Item key={item.u}>{t(timeUnitLabelKey(item.u))}</Item>}
      </Picker>
    </Flex>
  );
}
