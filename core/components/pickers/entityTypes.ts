import { type Authority, type EntityId, type EntityType } from '@tessera/sdk';

/** Pseudo types that stand for the signed-in user's own tenant, customer, user or owner. */
export type AliasEntityType = 'CURRENT_TENANT' | 'CURRENT_CUSTOMER' | 'CURRENT_USER' | 'CURRENT_USER_OWNER';
export type PickableEntityType = EntityType | AliasEntityType;

/** The special id of the pseudo types (any id works; this one is ThingsBoard's). */
export const ALIAS_ENTITY_ID = '13814000-1dd2-11b2-8080-808080808080';

/**
 * Entity types a user may pick (seed 000 section 6): a system admin only tenants; a tenant
 * admin devices, assets, entity views, tenants, customers, users, dashboards, and edges when
 * enabled; a customer user the same without tenants.
 */
export function allowedEntityTypes(authority: Authority, edgesEnabled: boolean): EntityType[] {
  if (authority === 'SYS_ADMIN') return ['TENANT'];
  const types: EntityType[] = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD'];
  if (edgesEnabled) types.push('EDGE');
  return authority === 'CUSTOMER_USER' ? types.filter((t) => t !== 'TENANT') : types;
}

/** Pseudo types whose id is set automatically, so the entity autocomplete is hidden. */
export const AUTO_ID_TYPES: readonly AliasEntityType[] = ['CURRENT_TENANT', 'CURRENT_USER', 'CURRENT_USER_OWNER'];

/**
 * The value of an entity select: null unless both type and id are set. Current tenant,
 * current user and current user owner get the special id automatically; current customer
 * only when none is given.
 */
export function entitySelectValue(type: PickableEntityType | null, id: string | null): { entityType: PickableEntityType; id: string } | null {
  if (!type) return null;
  if ((AUTO_ID_TYPES as readonly string[]).includes(type)) return { entityType: type, id: ALIAS_ENTITY_ID };
  if (type === 'CURRENT_CUSTOMER') return { entityType: type, id: id || ALIAS_ENTITY_ID };
  return id ? { entityType: type, id } : null;
}

/** Adds an entity to a chip list: duplicates are skipped silently. */
export function addChip(list: EntityId[], entity: EntityId): EntityId[] {
  return list.some((e) => e.id === entity.id && e.entityType === entity.entityType) ? list : [...list, entity];
}

/** Adds free-text chips (keys lists): trims, ignores blanks and skips duplicates. */
export function addTextChips(list: string[], input: string): string[] {
  const next = [...list];
  for (const part of input.split(/[,;]/)) {
    const value = part.trim();
    if (value && !next.includes(value)) next.push(value);
  }
  return next;
}

/** A search text cut for a 'no match' message: six characters and an ellipsis. */
export function truncateSearch(text: string, length = 6): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
