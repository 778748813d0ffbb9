import { useEffect, useState } from 'react';
import { Flex } from '@adobe/react-spectrum/Flex';
import { authServiceRef, type EntityId, type EntityType, useService } from '@tessera/sdk';
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import { AUTO_ID_TYPES, entitySelectValue, type PickableEntityType } from '../../components/pickers/entityTypes';
import { EntityTypeSelect } from '../../components/pickers/EntityTypeSelect';
import { type EntityOption } from '../../components/pickers/fetchEntities';
import { aliasPickerTypes, toEntityId } from './aliasEntityTypes';

/**
 * An entity type plus one entity of it, for a value stored as a bare `EntityId` (the shared
 * EntitySelect starts empty; an edited alias must show its saved entity). Pseudo types need
 * no entity: they get ThingsBoard's special id.
 */
export function AliasEntityPicker(props: {
  value: EntityId | null | undefined;
  onChange(value: EntityId | null): void;
  withAliasTypes?: boolean;
  label?: string;
  required?: boolean;
}) {
  const auth = useService(authServiceRef);
  const types = aliasPickerTypes(auth.authUser?.authority ?? 'TENANT_ADMIN', auth.edgesEnabled, props.withAliasTypes ?? false);
  const [type, setType] = useState<PickableEntityType | null>(props.value?.entityType ?? null);
  const [entity, setEntity] = useState<EntityOption | null>(props.value ? { id: props.value, name: '' } : null);
  // A value reset from outside (another filter type) empties the picker too.
  useEffect(() => {
    if (!props.value) setEntity(null);
  }, [props.value]);
  const pseudo = type !== null && ((AUTO_ID_TYPES as readonly string[]).includes(type) || type === 'CURRENT_CUSTOMER');
  return (
    <Flex direction="row" gap="size-200" width="100%" wrap>
      <div style={{ flex: '1 1 160px' }}>
        <EntityTypeSelect
          types={types}
          value={type}
          required={props.required}
          onChange={(next) => {
            setType(next);
            setEntity(null);
            props.onChange(toEntityId(entitySelectValue(next, null)));
          }}
        />
      </div>
      {type !== null && !pseudo && (
        <div style={{ flex: '2 1 220px' }}>
          <EntityAutocomplete
            key={type}
            entityType={type as EntityType}
            label={props.label}
            value={entity}
            required={props.required}
            onChange={(next) => {
              setEntity(next);
              if (next?.id.id !== props.value?.id) props.onChange(next ? next.id : null);
            }}
          />
        </div>
      )}
    </Flex>
  );
}
