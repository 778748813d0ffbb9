import { canReadFacts, requireReadable } from '../entities/entityAccess';
import { ApiError } from '../http/errors';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { factKey, isRelatableType, type EntityFacts } from '../store/EntityDirectoryStore';
import type { EntityId } from '../store/ids';
import type { TelemetryAccess } from './types';

/*
 * Who may read and write telemetry of an entity. Reading follows the entity's own
 * endpoints (entityAccess.ts: another tenant's device is 404, anything else 403).
 * Writing follows ThingsBoard 3.3's permissions: tenant administrators write what their
 * tenant owns, customer users the attributes and time series of their own devices,
 * assets, entity views and edges and of themselves, the system administrator those of
 * tenants. Public (anonymous dashboard) sessions only read.
 */

const CUSTOMER_WRITABLE = new Set(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE']);

function canWrite(user: SecurityUser, facts: EntityFacts): boolean {
  switch (user.authority) {
    case 'SYS_ADMIN':
      return facts.entityType === 'TENANT' || (facts.entityType === 'USER' && facts.id === user.userId);
    case 'TENANT_ADMIN':
      return true;
    case 'CUSTOMER_USER':
      if (user.isPublic) return false;
      return CUSTOMER_WRITABLE.has(facts.entityType) || (facts.entityType === 'USER' && facts.id === user.userId);
    default:
      return false;
  }
}

async function readableFactsOf(stores: Stores, user: SecurityUser, entityId: EntityId): Promise<EntityFacts> {
  if (!isRelatableType(entityId.entityType)) throw ApiError.badRequest(`Unsupported entity type: ${entityId.entityType}`);
  const [facts] = await requireReadable(stores, user, [{ entityType: entityId.entityType, id: entityId.id }]);
  return facts!;
}

/** Builds the access checks the telemetry REST endpoints and the WebSocket share. */
export function createTelemetryAccess(stores: Stores): TelemetryAccess {
  return {
    async assertCanRead(user, entityId) {
      const facts = await readableFactsOf(stores, user, entityId);
      return { tenantId: facts.tenantId };
    },
    async assertCanWrite(user, entityId) {
      const facts = await readableFactsOf(stores, user, entityId);
      if (!canWrite(user, facts)) throw ApiError.forbidden();
      return { tenantId: facts.tenantId };
    },
    async unreadable(user, entityIds) {
      const refs = entityIds.flatMap((entityId) => (isRelatableType(entityId.entityType) ? [{ entityType: entityId.entityType, id: entityId.id }] : []));
      if (refs.length === 0) return [];
      const facts = await stores.entityDirectory.findFacts(refs);
      return entityIds.filter((entityId) => {
        const found = isRelatableType(entityId.entityType) ? facts.get(factKey(entityId.entityType, entityId.id)) : undefined;
        return found !== undefined && !canReadFacts(user, found);
      });
    },
  };
}
