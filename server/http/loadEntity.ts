import { ApiError } from './errors';
import { MSG, type NotFoundName } from './messages';
import { pathUuid } from './validate';

/** 404/32 for an id lookup: `<Name> with id [<uuid>] is not found` where ThingsBoard names it (§13.5). */
export function notFoundById(name: NotFoundName | undefined, id: string): ApiError {
  return ApiError.notFound(name ? MSG.NOT_FOUND_BY_ID(name, id) : undefined);
}

/**
 * The entity behind a path id, checked in ThingsBoard's order: malformed id 400/31,
 * unknown 404/32, not the caller's to see 403/20 (contract §12). The 403 body is the
 * generic one, so a refusal tells nothing about the entity.
 */
export async function loadEntity<T>(
  rawId: string,
  find: (id: string) => Promise<T | undefined>,
  allowed: (entity: T) => boolean = () => true,
  name?: NotFoundName,
): Promise<T> {
  const id = pathUuid(rawId);
  const entity = await find(id);
  if (!entity) throw notFoundById(name, id);
  if (!allowed(entity)) throw ApiError.forbidden();
  return entity;
}
