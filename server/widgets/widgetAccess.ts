import type { SecurityUser } from '../security/SecurityUser';
import { NULL_UUID } from '../store/ids';

/*
 * The widget library's ownership rule (contract §12): system items belong to the
 * null-UUID tenant. Everyone signed in reads them; a tenant's own items are read by
 * its administrators and customer users. Writes go only to the caller's own tenant, so
 * a tenant gets 403 on system items and the system administrator (whose tenant is the
 * null UUID) gets 403 on tenant items.
 */

/** Whether `caller` may read a bundle or widget type owned by `tenantId`. */
export function canReadWidgets(caller: SecurityUser, tenantId: string): boolean {
  if (tenantId === NULL_UUID) return true;
  return caller.authority !== 'SYS_ADMIN' && caller.tenantId === tenantId;
}

/** Whether `caller` may save or delete a bundle or widget type owned by `tenantId`. */
export function canWriteWidgets(caller: SecurityUser, tenantId: string): boolean {
  if (caller.isPublic || (caller.authority !== 'SYS_ADMIN' && caller.authority !== 'TENANT_ADMIN')) return false;
  return caller.tenantId === tenantId;
}

/** The tenants whose bundles a caller lists: the system's, and its own unless it is the system administrator. */
export function readableWidgetTenants(caller: SecurityUser): string[] {
  return caller.tenantId === NULL_UUID ? [NULL_UUID] : [NULL_UUID, caller.tenantId];
}
