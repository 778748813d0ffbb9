import { type AuthUser, type EntityId, type EntityType } from '@tessera/sdk';
import { type AliasFilter, type StateParams } from '../model/types';
import { type KeyFilter } from './keyFilters';

/*
 * Entity alias -> entity data query (seed 000 §3, seed 001 §3.3, contract §7), pure. The
 * UI-only parts of a filter (stateEntity, rootStateEntity, the current-user pseudo ids) are
 * resolved here so the server only ever sees its own filter types.
 */

/** Seed 001 §3.3: one entity unless the alias resolves multiple, else up to 1024. */
export const ALIAS_PAGE_SIZE_MULTIPLE = 1024;

/** The state entity an alias reads: the named parameter's entity, else the state's, else the alias default. */
export function stateEntityId(params: StateParams, paramName: string | null | undefined, fallback?: EntityId | null): EntityId | null {
  const named = paramName ? params[paramName] : undefined;
  const fromParam = isObject(named) && isEntityId(named.entityId) ? named.entityId : undefined;
  return fromParam ?? (isEntityId(params.entityId) ? params.entityId : null) ?? fallback ?? null;
}

/**
 * The real id of a pseudo id (current tenant, customer, user, user owner) for `user`; other
 * ids unchanged. Owner is the tenant for a tenant admin, the customer otherwise.
 */
export function resolvePseudoEntityId(id: EntityId, user: AuthUser | null): EntityId {
  const type = id.entityType as string;
  if (!user) return id;
  switch (type) {
    case 'CURRENT_TENANT': return { entityType: 'TENANT', id: user.tenantId };
    case 'CURRENT_CUSTOMER': return { entityType: 'CUSTOMER', id: user.authority === 'CUSTOMER_USER' ? user.customerId : id.id };
    case 'CURRENT_USER': return { entityType: 'USER', id: user.userId };
    case 'CURRENT_USER_OWNER':
      return user.authority === 'TENANT_ADMIN' ? { entityType: 'TENANT', id: user.tenantId } : { entityType: 'CUSTOMER', id: user.customerId };
    default: return id;
  }
}

/** Members of an alias filter the server does not know. */
const UI_ONLY = ['resolveMultiple', 'rootStateEntity', 'stateEntityParamName', 'defaultStateEntity'] as const;

const SEARCH_QUERY_TYPES = ['relationsQuery', 'assetSearchQuery', 'deviceSearchQuery', 'edgeSearchQuery', 'entityViewSearchQuery'];

/**
 * The server entity filter of an alias filter for these state params and user, or null when
 * it names no entity (a state entity alias on a state without an entity).
 */
export function aliasEntityFilter(filter: AliasFilter, params: StateParams, user: AuthUser | null): Record<string, unknown> | null {
  const out: Record<string, unknown> = { ...filter };
  for (const key of UI_ONLY) delete out[key];
  if (filter.type === 'stateEntity') {
    const id = stateEntityId(params, filter.stateEntityParamName, filter.defaultStateEntity);
    return id ? { type: 'singleEntity', singleEntity: resolvePseudoEntityId(id, user) } : null;
  }
  if (filter.type === 'singleEntity') {
    if (!isEntityId(filter.singleEntity)) return null;
    out.singleEntity = resolvePseudoEntityId(filter.singleEntity, user);
  }
  if (SEARCH_QUERY_TYPES.includes(filter.type)) {
    const root = filter.rootStateEntity
      ? stateEntityId(params, filter.stateEntityParamName, filter.defaultStateEntity)
      : filter.rootEntity ?? null;
    if (!root && !filter.multiRoot) return null;
    if (root) out.rootEntity = resolvePseudoEntityId(root, user);
  }
  if (filter.type === 'apiUsageState' && user?.authority === 'CUSTOMER_USER' && !out.customerId) {
    out.customerId = { entityType: 'CUSTOMER', id: user.customerId };
  }
  return out;
}

/**
 * `POST /api/entitiesQuery/find` body of an alias, or null when it names no entity; with a
 * datasource's dashboard filter, only the entities its key filters match.
 */
export function aliasQueryBody(
  filter: AliasFilter, params: StateParams, user: AuthUser | null, keyFilters: readonly KeyFilter[] = [],
): Record<string, unknown> | null {
  const entityFilter = aliasEntityFilter(filter, params, user);
  if (!entityFilter) return null;
  return {
    entityFilter,
    keyFilters,
    pageLink: {
      page: 0,
      pageSize: filter.resolveMultiple ? ALIAS_PAGE_SIZE_MULTIPLE : 1,
      textSearch: null,
      dynamic: false,
      sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' },
    },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }, { type: 'ENTITY_FIELD', key: 'label' }],
    latestValues: [],
  };
}

/** An entity as an alias resolves to it. */
export interface ResolvedEntity {
  id: EntityId;
  name: string;
  label?: string;
  entityType: string;
}

/** The entities of an alias now, or why there are none. */
export interface AliasResolution {
  entities: ResolvedEntity[];
  error: string | null;
  loading: boolean;
}

type Field = { ts: number; value: string };
/** One item of the query's page (contract §7 EntityData). */
export interface EntityDataItem { entityId: EntityId; latest?: Record<string, Record<string, Field>> | null }

/** Entities of a query page, named by their name field (or id when blank). */
export function entitiesOfPage(items: readonly EntityDataItem[]): ResolvedEntity[] {
  return items.map((item) => {
    const fields = item.latest?.ENTITY_FIELD ?? {};
    const name = fields.name?.value || item.entityId.id;
    const label = fields.label?.value || undefined;
    return { id: item.entityId, name, ...(label ? { label } : {}), entityType: item.entityId.entityType as EntityType };
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isEntityId(value: unknown): value is EntityId {
  return isObject(value) && typeof value.id === 'string' && typeof value.entityType === 'string' && value.id !== '';
}
