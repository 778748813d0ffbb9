import { type ReactNode } from 'react';
import { Checkbox, Flex, NumberField, Text, TextField } from '@adobe/react-spectrum';
import { SelectField, TemplateField } from '../../shared';
import { numberOf } from './problems';
import { type NodeEditor } from './useNodeEditor';

/*
 * Inputs bound to one top-level field of a node editor's configuration: the value, the
 * update, the translated label and the field's validation message. Labels and
 * descriptions are translation keys.
 */

interface BoundProps<C> {
  editor: NodeEditor<C>;
  field: keyof C & string;
  /** Translation key of the label. */
  label: string;
  /** Translation key of a help text under the input. */
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

const invalid = (error: string | undefined) => (error ? ('invalid' as const) : undefined);

/** Text as a form shows it: numbers and booleans too, null as empty. */
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A text field; `template` adds the `${}` / `$[]` hint (and `multiline` makes it an area), `password` masks the value. */
export function TextInput<C>(props: BoundProps<C> & { template?: boolean; multiline?: boolean; password?: boolean }) {
  const { editor, field } = props;
  const { t } = editor;
  const common = {
    label: t(props.label),
    value: textOf(editor.config[field]),
    onChange: (text: string) => editor.update({ [field]: text } as Partial<C>),
    isDisabled: editor.disabled || props.isDisabled,
    isRequired: props.isRequired,
    errorMessage: editor.error(field),
  };
  if (props.template) return <TemplateField {...common} multiline={props.multiline} description={props.description ? t(props.description) : undefined} />;
  return (
    <TextField
      {...common}
      width="100%"
      type={props.password ? 'password' : 'text'}
      autoComplete={props.password ? 'new-password' : 'off'}
      description={props.description ? t(props.description) : undefined}
      validationState={invalid(common.errorMessage)}
    />
  );
}

/**
 * A whole number (or any number with `decimals`); cleared reads as null. `min`/`max` document
 * the range; the node's validation reports a value outside it under the field.
 */
export function NumberInput<C>(props: BoundProps<C> & { min?: number; max?: number; decimals?: boolean }) {
  const { editor, field } = props;
  const { t } = editor;
  const error = editor.error(field);
  return (
    <NumberField
      label={t(props.label)}
      width="100%"
      value={numberOf(editor.config[field]) ?? NaN}
      onChange={(next) => editor.update({ [field]: Number.isNaN(next) ? null : next } as Partial<C>)}
      // No minValue/maxValue: Spectrum would show an out-of-range value clamped while validation reports the real one.
      step={props.decimals ? undefined : 1}
      formatOptions={props.decimals ? { useGrouping: false, maximumFractionDigits: 10 } : { useGrouping: false, maximumFractionDigits: 0 }}
      hideStepper={props.decimals}
      isDisabled={editor.disabled || props.isDisabled}
      isRequired={props.isRequired}
      description={props.description ? t(props.description) : undefined}
      errorMessage={error}
      validationState={invalid(error)}
    />
  );
}

/** On or off: a boolean, or ThingsBoard's "true"/"false" text, read as a boolean. */
export const isOn = (value: unknown) => value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');

/** A checkbox with an optional help line. */
export function Toggle<C>(props: Omit<BoundProps<C>, 'isRequired'>) {
  const { editor, field } = props;
  const { t } = editor;
  const error = editor.error(field);
  return (
    <Flex direction="column">
      <Checkbox
        isSelected={isOn(editor.config[field])}
        onChange={(on) => editor.update({ [field]: on } as Partial<C>)}
        isDisabled={editor.disabled || props.isDisabled}
        validationState={invalid(error)}
      >
        {t(props.label)}
      </Checkbox>
      {props.description && <Hint>{t(props.description)}</Hint>}
      {error && <ErrorText>{error}</ErrorText>}
    </Flex>
  );
}

/** One of fixed values; `optionLabel` gives each value's translation key (without it values show as they are: GET, TLSv1.2). */
export function Choice<C, K extends string>(props: BoundProps<C> & { options: readonly K[]; optionLabel?(value: K): string }) {
  const { editor, field } = props;
  const { t } = editor;
  const value = editor.config[field];
  return (
    <SelectField<K>
      label={t(props.label)}
      value={typeof value === 'string' ? (value as K) : null}
      onChange={(next) => editor.update({ [field]: next } as Partial<C>)}
      options={props.options.map((key) => ({ key, label: props.optionLabel ? t(props.optionLabel(key)) : key }))}
      isDisabled={editor.disabled || props.isDisabled}
      isRequired={props.isRequired}
      description={props.description ? t(props.description) : undefined}
      errorMessage={editor.error(field)}
    />
  );
}

/** A help line in the style of a field description. */
export function Hint(props: { children: ReactNode }) {
  return <Text UNSAFE_style={{ fontSize: 12, opacity: 0.75 }}>{props.children}</Text>;
}

/** A validation message not attached to a Spectrum field. */
export function ErrorText(props: { children: ReactNode }) {
  return <Text UNSAFE_style={{ fontSize: 12, color: 'var(--spectrum-semantic-negative-color-text-small, #d7373f)' }}>{props.children}</Text>;
}
