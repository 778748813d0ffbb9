import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { type PickableEntityType } from './entityTypes';

/** A dropdown of entity types labelled 'Type'; required gives 'Entity type is required'. */
export function EntityTypeSelect(props: {
  types: PickableEntityType[];
  value: PickableEntityType | null;
  onChange(type: PickableEntityType): void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const missing = props.required && touched && !props.value;
  return (
    <Picker
      label={t('entity.type')}
      isRequired={props.required}
      width="100%"
      selectedKey={props.value}
      onSelectionChange={(key) => props.onChange(key as PickableEntityType)}
      onOpenChange={(open) => { if (!open) setTouched(true); }}
      validationState={missing ? 'invalid' : undefined}
      errorMessage={missing ? t('entity.type-required') : undefined}
      items={props.types.map((type) => ({ type }))}
    >
      {(item) => <Item key={item.type}>{t(`entity.type-names.${item.type}`)}</Item>}
    </Picker>
  );
}
