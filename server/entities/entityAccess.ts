import { ApiError } from '../http/errors';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { factKey, type EntityFacts, type RelatableType } from '../store/EntityDirectoryStore';
import { canReadOwned } from '../tenancy/access';

/*
 * Read access to an entity known only by type and id (relation ends), with the same
 * rules the entity's own endpoints apply (tenancy/access.ts, contract §12).
 */

export interface EntityRef {
  entityType: RelatableType;
  id: string;
}

export function canReadFacts(caller: SecurityUser, facts: EntityFacts): boolean {
  switch (facts.entityType) {
    case 'TENANT':
      return caller.authority === 'SYS_ADMIN' || (caller.authority === 'TENANT_ADMIN' && facts.id === caller.tenantId);
    case 'USER':
      // As GET /api/user/{id}: tenant administrators their tenant's users, customer users only themselves.
      if (facts.id === caller.userId) return true;
      return caller.authority === 'TENANT_ADMIN' && facts.tenantId === caller.tenantId;
    case 'CUSTOMER':
      if (facts.tenantId !== caller.tenantId) return false;
      return caller.authority === 'TENANT_ADMIN' || (caller.authority === 'CUSTOMER_USER' && facts.id === caller.customerId);
    default:
      return canReadOwned(caller, { tenantId: { id: facts.tenantId }, customerId: { id: facts.customerId } });
  }
}

/** The refusal for an entity the caller may not read: another tenant's device is "unknown" (404), anything else 403. */
function refusal(caller: SecurityUser, facts: EntityFacts): ApiError {
  return facts.entityType === 'DEVICE' && facts.tenantId !== caller.tenantId ? ApiError.notFound() : ApiError.forbidden();
}

/** Facts of each ref, or the 404/403 of the first one that is unknown or not readable. */
export async function requireReadable(stores: Stores, caller: SecurityUser, refs: EntityRef[]): Promise<EntityFacts[]> {
  const facts = await stores.entityDirectory.findFacts(refs);
  return refs.map((ref) => {
    const found = facts.get(factKey(ref.entityType, ref.id));
    if (!found) throw ApiError.notFound();
    if (!canReadFacts(caller, found)) throw refusal(caller, found);
    return found;
  });
}

/** Facts of the readable entities among `refs`, keyed by factKey; unknown and unreadable ones are left out. */
export async function readableFacts(stores: Stores, caller: SecurityUser, refs: EntityRef[]): Promise<Map<string, EntityFacts>> {
  const facts = await stores.entityDirectory.findFacts(refs);
  for (const [key, found] of facts) if (!canReadFacts(caller, found)) facts.delete(key);
  return facts;
}
