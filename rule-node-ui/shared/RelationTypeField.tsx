import { useTranslation } from 'react-i18next';
import { ComboBox, Item } from '@adobe/react-spectrum';

/** The relation types the console suggests (seed 001 §5); any other text is allowed. */
export const RELATION_TYPES = ['Contains', 'Manages'] as const;

/** Props of {@link RelationTypeField}. */
export interface RelationTypeFieldProps {
  value: string | null | undefined;
  onChange(next: string): void;
  /** 'Relation type' by default. */
  label?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  errorMessage?: string;
}

/** A relation type: free text with suggestions (case-insensitive prefix match). */
export function RelationTypeField(props: RelationTypeFieldProps) {
  const { t } = useTranslation();
  const text = props.value ?? '';
  const options = RELATION_TYPES.filter((type) => type.toLowerCase().startsWith(text.trim().toLowerCase()) && type !== text);
  return (
    <ComboBox
      label={props.label ?? t('rulenode.relation-type')}
      width="100%"
      allowsCustomValue
      menuTrigger="focus"
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      items={options.map((type) => ({ type }))}
      inputValue={text}
      onInputChange={props.onChange}
      onSelectionChange={(key) => key !== null && props.onChange(String(key))}
      errorMessage={props.errorMessage}
      validationState={props.errorMessage ? 'invalid' : undefined}
    >
      {(item) => <Item key={item.type}>{item.type}</Item>}
    </ComboBox>
  );
}
