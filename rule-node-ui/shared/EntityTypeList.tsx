import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum';
import { ChipList } from './ChipList';
import { entityTypeLabelKey, ORIGINATOR_TYPES } from './entityTypes';

/** Props of {@link EntityTypeList}. */
export interface EntityTypeListProps {
  label: string;
  value: readonly string[] | null | undefined;
  onChange(next: string[]): void;
  /** The types offered; every originator type by default. */
  types?: readonly string[];
  isDisabled?: boolean;
  errorMessage?: string;
  description?: string;
}

/** Entity types as chips, with a dropdown of the types not yet chosen. */
export function EntityTypeList(props: EntityTypeListProps) {
  const { t } = useTranslation();
  const value = props.value ?? [];
  const left = (props.types ?? ORIGINATOR_TYPES).filter((type) => !value.includes(type));
  return (
    <ChipList
      label={props.label}
      values={value}
      display={(type) => t(entityTypeLabelKey(type))}
      onRemove={(type) => props.onChange(value.filter((v) => v !== type))}
      isDisabled={props.isDisabled}
      errorMessage={props.errorMessage}
      description={props.description}
    >
      {left.length > 0 && (
        <Picker
          aria-label={`${props.label}: ${t('rulenode.add-entity-type')}`}
          width="100%"
          items={left.map((type) => ({ type }))}
          selectedKey={null}
          onSelectionChange={(key) => key !== null && props.onChange([...value, String(key)])}
        >
          {(item) => <Item key={item.type}>{t(entityTypeLabelKey(item.type))}</Item>}
        </Picker>
      )}
    </ChipList>
  );
}

/** Props of {@link EntityTypePicker}. */
export interface EntityTypePickerProps {
  label: string;
  value: string | null | undefined;
  onChange(next: string): void;
  /** The types offered; every originator type by default. */
  types?: readonly string[];
  isDisabled?: boolean;
  isRequired?: boolean;
  errorMessage?: string;
}

/** One entity type from a dropdown. */
export function EntityTypePicker(props: EntityTypePickerProps) {
  const { t } = useTranslation();
  return (
    <Picker
      label={props.label}
      width="100%"
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      items={(props.types ?? ORIGINATOR_TYPES).map((type) => ({ type }))}
      selectedKey={props.value ?? null}
      onSelectionChange={(key) => key !== null && props.onChange(String(key))}
      errorMessage={props.errorMessage}
      validationState={props.errorMessage ? 'invalid' : undefined}
    >
      {(item) => <Item key={item.type}>{t(entityTypeLabelKey(item.type))}</Item>}
    </Picker>
  );
}
