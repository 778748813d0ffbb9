import type { Stores } from '../../../store/createStores';
import { NULL_UUID, type EntityId, type EntityType } from '../../../store/ids';

/*
 * An originator (or related entity) loaded in its REST JSON form, for the nodes that
 * read its fields, its customer or its tenant (ThingsBoard's EntitiesFieldsAsyncLoader,
 * EntitiesCustomerIdAsyncLoader and EntitiesTenantIdAsyncLoader).
 */

type Loader = (stores: Stores, id: string) => Promise<object | undefined>;

const LOADERS: Partial<Record<EntityType, Loader>> = {
  TENANT: (stores, id) => stores.tenants.findById(id),
  CUSTOMER: (stores, id) => stores.customers.findById(id),
  USER: (stores, id) => stores.users.findById(id),
  ASSET: (stores, id) => stores.assets.findById(id),
  DEVICE: (stores, id) => stores.devices.findById(id),
  ALARM: (stores, id) => stores.alarms.findById(id),
  RULE_CHAIN: (stores, id) => stores.ruleChains.findById(id),
  ENTITY_VIEW: (stores, id) => stores.entityViews.findById(id),
  EDGE: (stores, id) => stores.edges.findById(id),
};

/** Types whose entities own a customer id (ThingsBoard's HasCustomerId originators). */
const CUSTOMER_OWNED: readonly EntityType[] = ['USER', 'ASSET', 'DEVICE', 'ENTITY_VIEW', 'EDGE'];

function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Types `loadEntity` can read. */
export function isLoadableType(entityType: string): boolean {
  return entityType in LOADERS;
}

/**
 * The entity as its REST JSON (nulls left out, as ThingsBoard serialises it for field
 * lookups), or undefined when it is missing or not the tenant's. Throws for a type no
 * loader reads.
 */
export async function loadEntity(stores: Stores, tenantId: string, entity: EntityId): Promise<Record<string, unknown> | undefined> {
  const loader = LOADERS[entity.entityType];
  if (!loader) throw new Error(`Unexpected originator EntityType ${entity.entityType}`);
  const found = (await loader(stores, entity.id)) as Record<string, unknown> | undefined;
  if (!found) return undefined;
  const owner = entity.entityType === 'TENANT' ? entity.id : idOf(found.tenantId);
  if (owner !== tenantId) return undefined;
  return JSON.parse(JSON.stringify(found, (_key, value: unknown) => (value === null ? undefined : value))) as Record<string, unknown>;
}

/**
 * The customer of the entity (a customer is its own): undefined when it is missing or
 * belongs to no customer. Other types fail, as in ThingsBoard.
 */
export async function customerIdOf(stores: Stores, tenantId: string, entity: EntityId): Promise<string | undefined> {
  if (entity.entityType === 'CUSTOMER') return (await loadEntity(stores, tenantId, entity)) ? entity.id : undefined;
  if (!CUSTOMER_OWNED.includes(entity.entityType)) throw new Error(`Unexpected original EntityType ${entity.entityType}`);
  const customerId = idOf((await loadEntity(stores, tenantId, entity))?.customerId);
  return customerId && customerId !== NULL_UUID ? customerId : undefined;
}

/** The tenant of the entity (always the node's own when found); other types fail, as in ThingsBoard. */
export async function tenantIdOf(stores: Stores, tenantId: string, entity: EntityId): Promise<string | undefined> {
  if (!isLoadableType(entity.entityType)) throw new Error(`Unexpected original EntityType ${entity.entityType}`);
  return (await loadEntity(stores, tenantId, entity)) ? tenantId : undefined;
}

/**
 * A field by dot path (`name`, `id.id`, `additionalInfo.description`): value nodes as
 * text, objects and arrays as JSON; undefined when absent.
 */
export function fieldValue(entity: Record<string, unknown>, path: string): string | undefined {
  let current: unknown = entity;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  if (current === undefined || current === null) return undefined;
  return typeof current === 'object' ? JSON.stringify(current) : String(current);
}
