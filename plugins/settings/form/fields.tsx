import { type JSX, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { TextField } from '@adobe/react-spectrum/TextField';
import type { SettingsFormStore } from './SettingsFormStore';

type Keys<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

interface FieldProps<T extends object, K> {
  form: SettingsFormStore<T>;
  name: K;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
}

function useError<T extends object>(form: SettingsFormStore<T>, name: string): string | undefined {
  const { t } = useTranslation();
  const error = form.errorOf(name);
  return error ? t(error.key, error.values) : undefined;
}

/** A text field bound to one string (or null) field of the form. */
export const FormText = observer(function FormText<T extends object>(
  props: FieldProps<T, Keys<T, string | null>> & { type?: 'text' | 'password' | 'email' | 'url'; autoComplete?: string },
) {
  const { form, name } = props;
  const error = useError(form, name);
  const value = form.value?.[name] as string | null | undefined;
  return (
    <TextField
      label={props.label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete ?? 'off'}
      width="100%"
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      description={props.description}
      value={value ?? ''}
      onChange={(text) => form.set(name, text as T[typeof name])}
      onBlur={() => form.touch(name)}
      validationState={error ? 'invalid' : undefined}
      errorMessage={error}
    />
  );
}) as <T extends object>(props: FieldProps<T, Keys<T, string | null>> & { type?: 'text' | 'password' | 'email' | 'url'; autoComplete?: string }) => JSX.Element;

/** Whole number, empty (null) or not a number (NaN) for what was typed. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A whole-number field. A text field rather than Spectrum's NumberField, which reports a
 * value only on blur: the form must be dirty (Save enabled) while the user types.
 */
export const FormNumber = observer(function FormNumber<T extends object>(
  props: FieldProps<T, Keys<T, number | null>> & { minValue?: number; maxValue?: number },
) {
  const { form, name } = props;
  const error = useError(form, name);
  const value = form.value?.[name] as number | null | undefined;
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null || value === undefined || Number.isNaN(value) ? '' : String(value));
  return (
    <TextField
      label={props.label}
      inputMode="numeric"
      width="100%"
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      description={props.description}
      value={shown}
      onChange={(text) => {
        setDraft(text);
        form.set(name, parseWhole(text) as T[typeof name]);
      }}
      onBlur={() => {
        setDraft(null);
        form.touch(name);
      }}
      validationState={error ? 'invalid' : undefined}
      errorMessage={error}
    />
  );
}) as <T extends object>(props: FieldProps<T, Keys<T, number | null>> & { minValue?: number; maxValue?: number }) => JSX.Element;

export const FormCheckbox = observer(function FormCheckbox<T extends object>(props: FieldProps<T, Keys<T, boolean>>) {
  const { form, name } = props;
  return (
    <Checkbox isSelected={Boolean(form.value?.[name])} isDisabled={props.isDisabled} onChange={(on) => form.set(name, on as T[typeof name])}>
      {props.label}
    </Checkbox>
  );
}) as <T extends object>(props: FieldProps<T, Keys<T, boolean>>) => JSX.Element;
