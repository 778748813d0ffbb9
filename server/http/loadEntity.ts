import { ApiError } from './errors';
import { pathUuid } from './validate';

/**
 * The entity behind a path id, checked in ThingsBoard's order: malformed id 400/31,
 * unknown 404/32, not the caller's to see 403/20 (contract §12). The 403 body is the
 * generic one, so a refusal tells nothing about the entity.
 */
export async function loadEntity<T>(
  rawId: string,
  find: (id: string) => Promise<T | undefined>,
  allowed: (entity: T) => boolean = () => true,
): Promise<T> {
  const entity = await find(pathUuid(rawId));
  if (!entity) throw ApiError.notFound();
  if (!allowed(entity)) throw ApiError.forbidden();
  return entity;
}
