import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextField } from '@adobe/react-spectrum/TextField';
import type { SettingsFormStore } from './SettingsFormStore';

export type Path = (string | number)[];

export function getPath(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at == null ? undefined : (at as Record<string | number, unknown>)[key]), value);
}

interface PathProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: SettingsFormStore<any>;
  path: Path;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
}

/** A text field bound to a nested string of the form. */
export const PathText = observer(function PathText(props: PathProps & { type?: 'text' | 'password' | 'url'; placeholder?: string }) {
  const { t } = useTranslation();
  const { form, path } = props;
  const error = form.errorOf(path.join('.'));
  return (
    <TextField
      label={props.label}
      type={props.type ?? 'text'}
      autoComplete={props.type === 'password' ? 'new-password' : 'off'}
      width="100%"
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      description={props.description}
      placeholder={props.placeholder}
      value={String(getPath(form.value, path) ?? '')}
      onChange={(text) => form.setIn(path, text)}
      onBlur={() => form.touch(path.join('.'))}
      validationState={error ? 'invalid' : undefined}
      errorMessage={error ? t(error.key, error.values) : undefined}
    />
  );
});

export const PathCheckbox = observer(function PathCheckbox(props: PathProps) {
  return (
    <Checkbox isSelected={Boolean(getPath(props.form.value, props.path))} isDisabled={props.isDisabled} onChange={(on) => props.form.setIn(props.path, on)}>
      {props.label}
    </Checkbox>
  );
});

/** A picker bound to a nested string; `onPick` replaces the plain assignment when given. */
export const PathPicker = observer(function PathPicker(
  props: PathProps & { options: { key: string; label: ReactNode }[]; onPick?: (key: string) => void },
) {
  return (
    <Picker
      label={props.label}
      width="100%"
      isDisabled={props.isDisabled}
      selectedKey={String(getPath(props.form.value, props.path) ?? '')}
      onSelectionChange={(key) => (props.onPick ? props.onPick(String(key)) : props.form.setIn(props.path, String(key)))}
      items={props.options}
    >
      {(item) => <Item key={item.key}>{item.label}</Item>}
    </Picker>
  );
});
