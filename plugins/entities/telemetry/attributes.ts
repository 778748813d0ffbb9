import { type AttributeScope, type Authority, type EntityType } from '@tessera/sdk';

/** Attribute keys are stored up to this length (seed 000 §9). */
export const ATTRIBUTE_KEY_MAX_LENGTH = 255;

/** i18n keys of the scope names. */
export const SCOPE_LABELS: Record<AttributeScope, string> = {
  CLIENT_SCOPE: 'attribute.scope-client', SHARED_SCOPE: 'attribute.scope-shared', SERVER_SCOPE: 'attribute.scope-server',
};

/**
 * Scopes an entity has: devices report client attributes and receive shared ones; every other
 * entity keeps server attributes only (as ThingsBoard's attribute table shows them).
 */
export function attributeScopes(entityType: EntityType): AttributeScope[] {
  return entityType === 'DEVICE' ? ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'] : ['SERVER_SCOPE'];
}

/**
 * Seed 001 §3.3: client scope belongs to the device; server and shared are written by users who may
 * write the entity: tenant admins their entities, customer users their devices, assets, views and
 * edges, the system administrator tenants.
 */
export function scopeWritable(scope: AttributeScope, authority: Authority | undefined, entityType?: EntityType): boolean {
  if (scope === 'CLIENT_SCOPE') return false;
  if (authority === 'SYS_ADMIN') return entityType === 'TENANT';
  if (authority === 'CUSTOMER_USER') return entityType !== 'CUSTOMER';
  return authority === 'TENANT_ADMIN';
}

/** The i18n key of what is wrong with a new attribute key, or null. */
export function attributeKeyError(key: string): string | null {
  if (key.trim() === '') return 'attribute.key-required';
  if (key.length > ATTRIBUTE_KEY_MAX_LENGTH) return 'attribute.key-max-length';
  return null;
}
