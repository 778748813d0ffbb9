/**
 * User authorities of the ThingsBoard 3.3 API (`REFRESH_TOKEN` is a token scope only).
 *
 * @example
 * const admins: Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN'];
 */
export type Authority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';

/**
 * Entity types of the ThingsBoard 3.3 API.
 *
 * @example
 * const id: EntityId = { entityType: 'DEVICE', id: '…' };
 */
export type EntityType =
  | 'TENANT' | 'CUSTOMER' | 'USER' | 'DASHBOARD' | 'ASSET' | 'DEVICE' | 'ALARM' | 'RULE_CHAIN'
  | 'RULE_NODE' | 'ENTITY_VIEW' | 'WIDGETS_BUNDLE' | 'WIDGET_TYPE' | 'TENANT_PROFILE'
  | 'DEVICE_PROFILE' | 'API_USAGE_STATE' | 'TB_RESOURCE' | 'OTA_PACKAGE' | 'EDGE' | 'RPC';

/**
 * A reference to an entity, exactly as it travels on the wire.
 *
 * @example
 * const ref: EntityId = { entityType: 'ASSET', id: '784f394c-42b6-435a-983c-b7beff2784f9' };
 */
export interface EntityId {
  entityType: EntityType;
  id: string;
}

/** The null UUID: "no tenant" (system level) or "no customer" (unassigned). */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

/**
 * The i18n key of an authority's display name.
 *
 * @example
 * t(authorityLabelKey('TENANT_ADMIN')) // "Tenant administrator"
 */
export function authorityLabelKey(authority: Authority): string {
  return { SYS_ADMIN: 'user.sys-admin', TENANT_ADMIN: 'user.tenant-admin', CUSTOMER_USER: 'user.customer' }[authority];
}
