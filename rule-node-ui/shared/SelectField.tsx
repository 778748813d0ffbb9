import { Item, Picker } from '@adobe/react-spectrum';

/** Props of {@link SelectField}. */
export interface SelectFieldProps<K extends string> {
  label: string;
  value: K | null | undefined;
  onChange(next: K): void;
  /** The choices in order, each with its (translated) label. */
  options: readonly { key: K; label: string }[];
  isDisabled?: boolean;
  isRequired?: boolean;
  errorMessage?: string;
  description?: string;
}

/** One of a fixed list of values (fetch mode, perimeter type, ...) as a dropdown. */
export function SelectField<K extends string>(props: SelectFieldProps<K>) {
  return (
    <Picker
      label={props.label}
      width="100%"
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      items={props.options}
      selectedKey={props.value ?? null}
      onSelectionChange={(key) => key !== null && props.onChange(key as K)}
      description={props.description}
      errorMessage={props.errorMessage}
      validationState={props.errorMessage ? 'invalid' : undefined}
    >
      {(item) => <Item key={item.key}>{item.label}</Item>}
    </Picker>
  );
}
