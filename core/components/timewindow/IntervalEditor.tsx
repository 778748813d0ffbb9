import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Flex } from '@adobe/react-spectrum/Flex';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import { View } from '@adobe/react-spectrum/View';
import { editorInterval, intervalPartsMs, normalizeIntervalParts, splitInterval, type IntervalParts } from '../../timewindow/intervalEditor';
import { intervalChoices, snapToPredefinedInterval, boundMinInterval, boundMaxInterval } from '../../timewindow/intervals';
import { durationText } from '../../timewindow/label';

/** Props of the time-interval editor (seed 001 §2.6, §4). */
export interface IntervalEditorProps {
  label: string;
  /** Milliseconds; null while nothing valid is entered. */
  value: number | null;
  onChange(ms: number | null): void;
  /** Bounds in ms; rounded to whole seconds. */
  min?: number;
  max?: number;
  isDisabled?: boolean;
  /** Start in advanced mode (days, hours, minutes, seconds); by default only when the value is not a predefined choice. */
  defaultAdvanced?: boolean;
}

const UNITS: (keyof IntervalParts)[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * Simple mode picks one of the predefined intervals within the bounds; advanced mode edits days,
 * hours, minutes and seconds with carry and borrow. Either way the value stays within the bounds.
 */
export function IntervalEditor(props: IntervalEditorProps) {
  const { t } = useTranslation();
  // A value that is not one of the choices opens in advanced mode, so opening never changes it.
  const [advanced, setAdvanced] = useState(() => props.defaultAdvanced
    ?? (props.value !== null && props.value >= boundMinInterval(props.min) && props.value <= boundMaxInterval(props.max)
      && !intervalChoices(props.min, props.max).includes(props.value)));
  const bounds = { min: props.min, max: props.max };
  const choices = intervalChoices(props.min, props.max);
  const emit = (ms: number | null, isAdvanced = advanced) => props.onChange(editorInterval(ms, { ...bounds, advanced: isAdvanced }));
  // New bounds (another window length) move a value that no longer fits, as the form shows it.
  const fitted = props.value === null ? null : editorInterval(props.value, { ...bounds, advanced });
  useEffect(() => { if (fitted !== null && fitted !== props.value) props.onChange(fitted); });
  const parts = splitInterval(props.value ?? 0);
  const setPart = (unit: keyof IntervalParts, n: number) => {
    const next = normalizeIntervalParts({ ...parts, [unit]: Number.isNaN(n) ? 0 : n });
    emit(intervalPartsMs(next));
  };
  const selected = props.value === null ? null
    : snapToPredefinedInterval(boundMinInterval(props.min), boundMaxInterval(props.max), props.value);
  return (
    <View>
      <Flex gap="size-150" alignItems="end" wrap>
        {advanced ? (
          <Flex direction="column" gap="size-50">
            <Text UNSAFE_className="tw-interval-label">{props.label}</Text>
            <Flex gap="size-100" wrap>
              {UNITS.map((unit) => (
                <NumberField key={unit} label={t(`timeinterval.${unit}`)} width="size-1000" step={1}
                  value={parts[unit]} isDisabled={props.isDisabled} hideStepper={false}
                  formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
                  onChange={(n) => setPart(unit, n)} />
              ))}
            </Flex>
          </Flex>
        ) : (
          <Picker label={props.label} width="size-2400" isDisabled={props.isDisabled}
            selectedKey={selected === null ? null : String(selected)} items={choices.map((ms) => ({ ms }))}
            onSelectionChange={(key) => emit(Number(key))}>
            {(item) => <Item key={String(item.ms)}>{durationText(item.ms, t)}</Item>}
          </Picker>
        )}
        <Checkbox isSelected={advanced} isDisabled={props.isDisabled}
          onChange={(on) => { setAdvanced(on); if (!on && props.value !== null) emit(props.value, false); }}>
          {t('timeinterval.advanced')}
        </Checkbox>
      </Flex>
    </View>
  );
}
