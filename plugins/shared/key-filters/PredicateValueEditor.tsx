import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { DatePicker } from '@adobe/react-spectrum/DatePicker';
import { Flex } from '@adobe/react-spectrum/Flex';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextField } from '@adobe/react-spectrum/TextField';
import { fromDate, getLocalTimeZone, type ZonedDateTime } from '@internationalized/date';
import { DYNAMIC_VALUE_SOURCE_TYPES, type DynamicValueSourceType, type FilterPredicateValue, type KeyFilterValueType } from './types';

/** A typed value: text, number, on/off, or a date and time (epoch ms). */
export type PredicateScalar = string | number | boolean;

export interface ScalarInputProps {
  valueType: KeyFilterValueType;
  value: unknown;
  onChange(next: PredicateScalar): void;
  label: string;
  isReadOnly?: boolean;
  errorMessage?: string | null;
}

/** One input for a value of a key filter's value type; NUMERIC errors show when not a number. */
export function ScalarInput(props: ScalarInputProps) {
  const invalid = props.errorMessage ? 'invalid' : undefined;
  const error = props.errorMessage ?? undefined;
  switch (props.valueType) {
    case 'BOOLEAN':
      return (
        <Checkbox isSelected={props.value === true} onChange={props.onChange} isReadOnly={props.isReadOnly} alignSelf="end">
          {props.label}
        </Checkbox>
      );
    case 'NUMERIC':
      return (
        <NumberField label={props.label} value={typeof props.value === 'number' ? props.value : Number.NaN}
          onChange={props.onChange} isReadOnly={props.isReadOnly} hideStepper width="size-2000"
          validationState={invalid} errorMessage={error} />
      );
    case 'DATE_TIME': {
      const ms = typeof props.value === 'number' && Number.isFinite(props.value) ? props.value : null;
      return (
        <DatePicker label={props.label} granularity="minute" hourCycle={24}
          value={ms === null ? null : fromDate(new Date(ms), getLocalTimeZone())}
          onChange={(d: ZonedDateTime | null) => { if (d) props.onChange(d.toDate().getTime()); }}
          isReadOnly={props.isReadOnly} validationState={invalid} errorMessage={error} />
      );
    }
    default:
      return (
        <TextField label={props.label} value={typeof props.value === 'string' ? props.value : String(props.value ?? '')}
          onChange={props.onChange} isReadOnly={props.isReadOnly} width="size-2400"
          validationState={invalid} errorMessage={error} />
      );
  }
}

const NO_DYNAMIC = 'NONE';

/**
 * The value of a predicate: the default value and, optionally, a dynamic source (an attribute of
 * the current tenant, customer, user or device) that overrides it when present.
 */
export function PredicateValueEditor<T extends PredicateScalar>(props: {
  valueType: KeyFilterValueType;
  value: FilterPredicateValue<T>;
  onChange(next: FilterPredicateValue<T>): void;
  isReadOnly?: boolean;
  /** Message key of the default value's error, if any. */
  valueError?: string | null;
  /** Label of the default value (default 'filter.value'). */
  label?: string;
  /** Dynamic sources offered (default all four; dashboards have no current device). */
  sourceTypes?: readonly DynamicValueSourceType[];
}) {
  const { t } = useTranslation();
  const { value } = props;
  const dynamic = value.dynamicValue ?? null;
  const setSource = (key: string) => {
    if (key === NO_DYNAMIC) {
      props.onChange({ ...value, dynamicValue: null });
    } else {
      props.onChange({ ...value, dynamicValue: { sourceAttribute: '', inherit: false, ...dynamic, sourceType: key as DynamicValueSourceType } });
    }
  };
  const attributeMissing = dynamic !== null && !dynamic.sourceAttribute.trim();
  return (
    <Flex gap="size-150" wrap alignItems="start">
      <ScalarInput valueType={props.valueType} value={value.defaultValue} label={t(props.label ?? 'filter.value')}
        isReadOnly={props.isReadOnly} errorMessage={props.valueError ? t(props.valueError) : null}
        onChange={(next) => props.onChange({ ...value, defaultValue: next as T })} />
      <Picker label={t('filter.dynamic-source-type')} selectedKey={dynamic?.sourceType ?? NO_DYNAMIC} width="size-2000"
        onSelectionChange={(k) => setSource(String(k))} isDisabled={props.isReadOnly}>
        {[NO_DYNAMIC, ...(props.sourceTypes ?? DYNAMIC_VALUE_SOURCE_TYPES)].map((k) => <Item key={k}>{t(`filter.dynamic-source.${k}`)}</Item>)}
      </Picker>
      {dynamic && (
        <>
          <TextField label={t('filter.source-attribute')} value={dynamic.sourceAttribute} isRequired width="size-2000"
            onChange={(sourceAttribute) => props.onChange({ ...value, dynamicValue: { ...dynamic, sourceAttribute } })}
            isReadOnly={props.isReadOnly} validationState={attributeMissing ? 'invalid' : undefined}
            errorMessage={attributeMissing ? t('filter.source-attribute-required') : undefined} />
          <Checkbox isSelected={Boolean(dynamic.inherit)} isReadOnly={props.isReadOnly} alignSelf="end"
            onChange={(inherit) => props.onChange({ ...value, dynamicValue: { ...dynamic, inherit } })}>
            {t('filter.inherit-owner')}
          </Checkbox>
        </>
      )}
    </Flex>
  );
}
