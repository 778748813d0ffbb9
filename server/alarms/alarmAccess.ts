import type { SecurityUser } from '../security/SecurityUser';
import type { Alarm } from '../store/AlarmStore';

/*
 * Who may see and change an alarm. Tenant administrators: their tenant's alarms.
 * Customer users: only alarms of their own customer, for reading and for changing
 * (3.3.3 lets any customer user of the tenant change any alarm; Tessera does as 3.3.4,
 * contract §12). Public sessions only read; the system administrator has no alarms.
 */

export function canReadAlarm(user: SecurityUser, alarm: Alarm): boolean {
  if (alarm.tenantId.id !== user.tenantId) return false;
  if (user.authority === 'TENANT_ADMIN') return true;
  return user.authority === 'CUSTOMER_USER' && alarm.customerId.id === user.customerId;
}

export function canWriteAlarm(user: SecurityUser, alarm: Alarm): boolean {
  return !user.isPublic && canReadAlarm(user, alarm);
}

/** Whether the caller works with alarms at all (tenant administrators and customer users). */
export function hasAlarms(user: SecurityUser): boolean {
  return user.authority === 'TENANT_ADMIN' || user.authority === 'CUSTOMER_USER';
}

/** The customer a caller's alarm lists are narrowed to, if any. */
export function customerScope(user: SecurityUser): string | undefined {
  return user.authority === 'CUSTOMER_USER' ? user.customerId : undefined;
}
