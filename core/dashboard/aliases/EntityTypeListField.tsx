import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { type EntityType } from '@tessera/sdk';
import { ChipsField } from './ChipsField';

/** Entity types as removable chips plus a dropdown of the types not chosen yet (seed 001 §2.4). */
export function EntityTypeListField(props: { types: EntityType[]; value: string[]; onChange(value: string[]): void; label: string }) {
  const { t } = useTranslation();
  const remaining = props.types.filter((type) => !props.value.includes(type));
  return (
    <div>
      <ChipsField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        emptyText={t('dashboard.alias.any-entity-type')}
        itemLabel={(type) => t(`entity.type-names.${type}`)}
      />
      <Picker
        aria-label={t('dashboard.alias.add-entity-type')}
        placeholder={t('dashboard.alias.add-entity-type')}
        isDisabled={remaining.length === 0}
        selectedKey={null}
        items={remaining.map((type) => ({ type }))}
        onSelectionChange={(key) => {
          if (key !== null) props.onChange([...props.value, String(key)]);
        }}
      >
        {(item) => <Item key={item.type}>{t(`entity.type-names.${item.type}`)}</Item>}
      </Picker>
    </div>
  );
}
