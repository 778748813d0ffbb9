import type { SecurityUser } from '../security/SecurityUser';
import type { Customer } from '../store/CustomerStore';
import type { Tenant } from '../store/TenantStore';

/*
 * Who may see which tenant or customer (contract §12, ThingsBoard's permission
 * checkers). Routes answer a malformed id 400, an unknown one 404 and a refusal here 403.
 */

/** System administrators any tenant; a tenant administrator its own (the console reads it for "current tenant"). */
export function canReadTenant(caller: SecurityUser, tenant: Tenant): boolean {
  if (caller.authority === 'SYS_ADMIN') return true;
  return caller.authority === 'TENANT_ADMIN' && tenant.id.id === caller.tenantId;
}

/** Tenant administrators their tenant's customers; customer users (and public viewers) only their own customer. */
export function canReadCustomer(caller: SecurityUser, customer: Customer): boolean {
  if (customer.tenantId.id !== caller.tenantId) return false;
  if (caller.authority === 'TENANT_ADMIN') return true;
  return caller.authority === 'CUSTOMER_USER' && customer.id.id === caller.customerId;
}

export function canManageCustomer(caller: SecurityUser, customer: Customer): boolean {
  return caller.authority === 'TENANT_ADMIN' && !caller.isPublic && customer.tenantId.id === caller.tenantId;
}

/** Who owns a device, asset or entity view. */
export interface OwnedRef {
  tenantId: { id: string };
  customerId: { id: string };
}

/**
 * Devices, assets and entity views: tenant administrators those of their tenant,
 * customer users (and public viewers) only those assigned to their customer.
 * System administrators own no such entities.
 */
export function canReadOwned(caller: SecurityUser, entity: OwnedRef): boolean {
  if (entity.tenantId.id !== caller.tenantId) return false;
  if (caller.authority === 'TENANT_ADMIN') return true;
  return caller.authority === 'CUSTOMER_USER' && entity.customerId.id === caller.customerId;
}
