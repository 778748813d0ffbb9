import type { SecurityUser } from '../security/SecurityUser';
import type { Authority, User } from '../store/UserStore';

/*
 * Who may see and manage which user (contract §12, ThingsBoard's permission checkers):
 * everybody themselves; a system administrator the administrators (never customer
 * users); a tenant administrator the users of its own tenant (never a system admin).
 */

export function canReadUser(caller: SecurityUser, target: User): boolean {
  if (caller.isPublic) return false;
  if (target.id.id === caller.userId) return true;
  switch (caller.authority) {
    case 'SYS_ADMIN':
      return target.authority !== 'CUSTOMER_USER';
    case 'TENANT_ADMIN':
      return target.authority !== 'SYS_ADMIN' && target.tenantId.id === caller.tenantId;
    default:
      return false;
  }
}

/** Whether `caller` administers `target` (activation link and mail, enabling, saving others). */
export function canManageUser(caller: SecurityUser, target: User): boolean {
  return (caller.authority === 'SYS_ADMIN' || caller.authority === 'TENANT_ADMIN') && canReadUser(caller, target);
}

/** Authorities `caller` may give a user it creates or edits (its own unchanged one aside). */
export function assignableAuthorities(caller: SecurityUser): Authority[] {
  if (caller.isPublic) return [];
  switch (caller.authority) {
    case 'SYS_ADMIN':
      // ThingsBoard's system admin permissions: every user but customer users.
      return ['SYS_ADMIN', 'TENANT_ADMIN'];
    case 'TENANT_ADMIN':
      return ['TENANT_ADMIN', 'CUSTOMER_USER'];
    default:
      return [];
  }
}

/** "Login as": one level down only, within the caller's reach. */
export function canLoginAs(caller: SecurityUser, target: User): boolean {
  if (caller.isPublic || target.id.id === caller.userId) return false;
  if (caller.authority === 'SYS_ADMIN') return target.authority === 'TENANT_ADMIN';
  if (caller.authority === 'TENANT_ADMIN') return target.authority === 'CUSTOMER_USER' && target.tenantId.id === caller.tenantId;
  return false;
}
