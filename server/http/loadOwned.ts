import type { SecurityUser } from '../security/SecurityUser';
import { canReadOwned, type OwnedRef } from '../tenancy/access';
import { ApiError } from './errors';
import { pathUuid } from './validate';

/**
 * How a device, asset or entity view of another tenant is refused (contract §12):
 * devices as unknown (404), assets and entity views as forbidden (403).
 */
export type ForeignStatus = 403 | 404;

export function refuseForeign(status: ForeignStatus): ApiError {
  return status === 404 ? ApiError.notFound() : ApiError.forbidden();
}

/**
 * A device, asset or entity view behind a path id, checked in ThingsBoard's order:
 * malformed 400/31, unknown 404/32, another tenant's `foreign`, and within the
 * tenant another customer's 403/20. Bodies are the generic ones, so nothing leaks.
 */
export async function loadOwned<T extends OwnedRef>(
  rawId: string,
  find: (id: string) => Promise<T | undefined>,
  caller: SecurityUser,
  foreign: ForeignStatus,
): Promise<T> {
  const entity = await find(pathUuid(rawId));
  if (!entity) throw ApiError.notFound();
  if (entity.tenantId.id !== caller.tenantId) throw refuseForeign(foreign);
  if (!canReadOwned(caller, entity)) throw ApiError.forbidden();
  return entity;
}
