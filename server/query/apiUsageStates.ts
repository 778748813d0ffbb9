import { createHash } from 'node:crypto';
import type { EntityQueryStore, QueriedEntity, QueryEntityType, QueryScope } from '../store/EntityQueryStore';

/*
 * ThingsBoard keeps one API_USAGE_STATE entity per tenant (and, where enabled, per
 * customer) that holds the usage counters as telemetry. Tessera stores no usage records,
 * so the state is synthetic: one per owner, with an id derived from the owner's id (stable
 * across restarts, distinct from the owner's own id so their telemetry never mixes) and,
 * as ThingsBoard's query names it, the owner's title as its name. Its telemetry is whatever
 * was written under that id: normally nothing.
 */

/** Entity types a query result can hold: the stored ones and the synthetic usage state. */
export type ResultEntityType = QueryEntityType | 'API_USAGE_STATE';

/** A query candidate; QueriedEntity widened by the synthetic API_USAGE_STATE. */
export type ResultEntity = Omit<QueriedEntity, 'entityType'> & { entityType: ResultEntityType };

/** Fixed namespace of the derived ids (name-based UUIDs, RFC 4122 version 5 layout). */
const NAMESPACE = 'API_USAGE_STATE:';

/** The id of the API usage state of the tenant or customer `ownerId`. */
export function apiUsageStateId(ownerId: string): string {
  const hash = createHash('sha1').update(NAMESPACE + ownerId.toLowerCase()).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function stateOf(owner: QueriedEntity): ResultEntity {
  return { entityType: 'API_USAGE_STATE', id: apiUsageStateId(owner.id), createdTime: owner.createdTime, fields: { name: owner.fields.title ?? null } };
}

/**
 * The usage states the `apiUsageState` filter names for a caller: its tenant's, or the
 * customer's when `customerId` is given (customer users: always their own customer's). An
 * owner outside the caller's reach (another tenant, another customer, the system
 * administrator's missing tenant) yields nothing.
 */
export async function findApiUsageStates(store: EntityQueryStore, scope: QueryScope, customerId: string | null): Promise<ResultEntity[]> {
  if (scope.tenantId === null) return [];
  const ownerCustomer = scope.customerId ?? customerId;
  if (scope.customerId && customerId && customerId !== scope.customerId) return [];
  const owners = ownerCustomer
    ? await store.findCandidates('CUSTOMER', scope, { ids: [ownerCustomer] })
    : await store.findCandidates('TENANT', scope, { ids: [scope.tenantId] });
  return owners.map(stateOf);
}
