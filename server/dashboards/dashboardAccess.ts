import type { SecurityUser } from '../security/SecurityUser';
import type { DashboardInfo } from '../store/DashboardStore';

/**
 * Dashboards: tenant administrators those of their tenant; customer users and public
 * viewers (whose customer is the Public customer) those assigned to their customer.
 */
export function canReadDashboard(caller: SecurityUser, dashboard: Pick<DashboardInfo, 'tenantId' | 'assignedCustomers'>): boolean {
  if (dashboard.tenantId.id !== caller.tenantId) return false;
  if (caller.authority === 'TENANT_ADMIN') return true;
  return caller.authority === 'CUSTOMER_USER' && dashboard.assignedCustomers.some((customer) => customer.customerId.id === caller.customerId);
}

/** Saves, deletion and assignment: the tenant's own administrators only. */
export function canWriteDashboard(caller: SecurityUser, dashboard: Pick<DashboardInfo, 'tenantId'>): boolean {
  return caller.authority === 'TENANT_ADMIN' && !caller.isPublic && dashboard.tenantId.id === caller.tenantId;
}
