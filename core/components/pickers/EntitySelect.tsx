import { useState } from 'react';
import { type EntityType } from '@tessera/sdk';
import { EntityAutocomplete } from './EntityAutocomplete';
import { AUTO_ID_TYPES, entitySelectValue, type PickableEntityType } from './entityTypes';
import { EntityTypeSelect } from './EntityTypeSelect';
import { type EntityOption } from './fetchEntities';

/**
 * An entity type dropdown plus a single-entity autocomplete. The autocomplete is hidden for
 * the current tenant, current user and current user owner; the value is null unless both
 * a type and an id are set. Changing the type resets the selection.
 */
export function EntitySelect(props: {
  types: PickableEntityType[];
  value: { entityType: PickableEntityType; id: string } | null;
  onChange(value: { entityType: PickableEntityType; id: string } | null): void;
  required?: boolean;
}) {
  const [type, setType] = useState<PickableEntityType | null>(props.value?.entityType ?? null);
  const [entity, setEntity] = useState<EntityOption | null>(null);
  const needsEntity = type !== null && !(AUTO_ID_TYPES as readonly string[]).includes(type) && type !== 'CURRENT_CUSTOMER';
  return (
    <div className="tb-entity-select">
      <EntityTypeSelect
        types={props.types}
        value={type}
        required={props.required}
        onChange={(next) => {
          setType(next);
          setEntity(null);
          props.onChange(entitySelectValue(next, null));
        }}
      />
      {needsEntity && (
        <EntityAutocomplete
          entityType={type as EntityType}
          value={entity}
          required={props.required}
          onChange={(next) => {
            setEntity(next);
            props.onChange(entitySelectValue(type, next?.id.id ?? null));
          }}
        />
      )}
    </div>
  );
}
