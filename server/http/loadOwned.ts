import type { SecurityUser } from '../security/SecurityUser';
import { canReadOwned, type OwnedRef } from '../tenancy/access';
import { ApiError } from './errors';
import { notFoundById } from './loadEntity';
import type { NotFoundName } from './messages';
import { pathUuid } from './validate';

/**
 * How a device, asset or entity view of another tenant is refused (contract §12):
 * devices as unknown (404), assets and entity views as forbidden (403).
 */
export type ForeignStatus = 403 | 404;

export function refuseForeign(status: ForeignStatus, name?: NotFoundName, id?: string): ApiError {
  return status === 404 ? notFoundById(id === undefined ? undefined : name, id ?? '') : ApiError.forbidden();
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
  name?: NotFoundName,
): Promise<T> {
  const id = pathUuid(rawId);
  const entity = await find(id);
  if (!entity) throw notFoundById(name, id);
  // A foreign entity reads exactly like an unknown one when it is refused as unknown.
  if (entity.tenantId.id !== caller.tenantId) throw refuseForeign(foreign, name, id);
  if (!canReadOwned(caller, entity)) throw ApiError.forbidden();
  return entity;
}
