import { useMemo } from 'react';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { filterSubtypes } from './filterSubtypes';
import { type SubtypeKind } from './SubtypeCache';
import { useSubtypes } from './useSubtypes';

/** A type field: suggests the existing types and accepts a new one. */
export function SubtypeAutocomplete(props: {
  kind: SubtypeKind;
  value: string;
  onChange(value: string): void;
  label: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  errorMessage?: string;
}) {
  const types = useSubtypes(props.kind);
  const items = useMemo(() => filterSubtypes(types, props.value).map((type) => ({ type })), [types, props.value]);
  return (
    <ComboBox
      label={props.label}
      width="100%"
      allowsCustomValue
      menuTrigger="focus"
      isRequired={props.isRequired}
      isReadOnly={props.isReadOnly}
      inputValue={props.value}
      onInputChange={props.onChange}
      onSelectionChange={(key) => {
        if (key !== null) props.onChange(String(key));
      }}
      items={items}
      validationState={props.errorMessage ? 'invalid' : undefined}
      errorMessage={props.errorMessage}
    >
      {(item) => <Item key={item.type}>{item.type}</Item>}
    </ComboBox>
  );
}
