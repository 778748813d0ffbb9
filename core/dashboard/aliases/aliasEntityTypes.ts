import { type Authority, type EntityId, type EntityType } from '@tessera/sdk';
import { type AliasEntityType } from '@tessera/ui';
import { allowedEntityTypes, type PickableEntityType } from '../../components/pickers/entityTypes';

/**
 * Entity types an alias may point at: the user's allowed types (seed 000 §6) and, where a
 * single entity is chosen, the pseudo types resolved at run time. A customer user has no
 * "current tenant"; a system admin has none of them.
 */
export function aliasPickerTypes(authority: Authority, edgesEnabled: boolean, withAliasTypes: boolean): PickableEntityType[] {
  const types: PickableEntityType[] = allowedEntityTypes(authority, edgesEnabled);
  if (!withAliasTypes || authority === 'SYS_ADMIN') return types;
  const pseudo: AliasEntityType[] = authority === 'CUSTOMER_USER'
    ? ['CURRENT_CUSTOMER', 'CURRENT_USER', 'CURRENT_USER_OWNER']
    : ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_USER', 'CURRENT_USER_OWNER'];
  return [...types, ...pseudo];
}

/** Pseudo types travel in `EntityId.entityType` exactly as ThingsBoard stores them. */
export function toEntityId(value: { entityType: PickableEntityType; id: string } | null): EntityId | null {
  return value ? { entityType: value.entityType as EntityType, id: value.id } : null;
}
