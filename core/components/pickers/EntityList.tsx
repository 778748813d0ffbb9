import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Item, TagGroup } from '@adobe/react-spectrum/TagGroup';
import { type EntityType } from '@tessera/sdk';
import { EntityAutocomplete } from './EntityAutocomplete';
import { type EntityOption } from './fetchEntities';

/**
 * Several entities of one type as removable chips, added through an autocomplete that skips
 * those already chosen. Required means at least one: 'At least one entity should be specified'.
 */
export function EntityList(props: {
  entityType: EntityType;
  value: EntityOption[];
  onChange(value: EntityOption[]): void;
  label?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const empty = props.required && touched && props.value.length === 0;
  return (
    <div className="tb-entity-list">
      <TagGroup
        aria-label={props.label ?? t('entity.entities')}
        label={props.label}
        items={props.value.map((e) => ({ key: e.id.id, name: e.name }))}
        onRemove={(keys) => {
          setTouched(true);
          props.onChange(props.value.filter((e) => !keys.has(e.id.id)));
        }}
        renderEmptyState={() => <span className="tb-empty">{t('entity.no-entities')}</span>}
        errorMessage={empty ? t('entity.entity-list-empty') : undefined}
        validationState={empty ? 'invalid' : undefined}
      >
        {(item) => <Item key={item.key}>{item.name}</Item>}
      </TagGroup>
      <EntityAutocomplete
        entityType={props.entityType}
        value={null}
        label={t('entity.add-entity')}
        exclude={props.value.map((e) => e.id)}
        clearOnSelect
        onChange={(chosen) => {
          setTouched(true);
          if (chosen && !props.value.some((e) => e.id.id === chosen.id.id)) props.onChange([...props.value, chosen]);
        }}
      />
    </div>
  );
}
