import type { EntityRef } from '../../../entities/entityAccess';
import type { RelationsQuery } from '../../../entities/relationInput';
import { RelationService } from '../../../entities/RelationService';
import { ApiError } from '../../../http/errors';
import type { SecurityUser } from '../../../security/SecurityUser';
import type { Stores } from '../../../store/createStores';
import type { Device } from '../../../store/DeviceStore';
import { isRelatableType } from '../../../store/EntityDirectoryStore';
import { NULL_UUID, type EntityId } from '../../../store/ids';
import { RuleNodeConfigError } from '../../node/RuleNodeDefinition';

/*
 * "The first entity related to the originator" for the related-attributes and
 * related-device-attributes nodes (ThingsBoard's EntitiesRelatedEntityIdAsyncLoader and
 * EntitiesRelatedDeviceIdAsyncLoader). The search itself is the one POST /api/relations
 * and the entity search queries run (RelationService), so both follow the same levels,
 * filters and fetchLastLevelOnly rules.
 */

/** `relationsQuery` of the related-attributes node. */
export interface RelationsQueryConfig {
  direction: 'FROM' | 'TO';
  maxLevel: number;
  filters: { relationType?: string | null; entityTypes?: string[] | null }[];
  fetchLastLevelOnly: boolean;
}

/** `deviceRelationsQuery` of the related-device-attributes node. */
export interface DeviceRelationsQueryConfig {
  direction: 'FROM' | 'TO';
  maxLevel: number;
  relationType: string | null;
  deviceTypes: string[];
  fetchLastLevelOnly: boolean;
}

/** A relation search not yet anchored at an originator. */
export type RelationSearch = Omit<RelationsQuery, 'root'>;

export interface DeviceSearch {
  search: RelationSearch;
  deviceTypes: string[];
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function searchParameters(raw: Record<string, unknown>, name: string): Omit<RelationSearch, 'filters'> {
  const { direction, maxLevel, fetchLastLevelOnly } = raw;
  if (direction !== 'FROM' && direction !== 'TO') throw new RuleNodeConfigError(`${name}.direction should be FROM or TO!`);
  const level = maxLevel ?? 1;
  if (typeof level !== 'number' || !Number.isInteger(level)) throw new RuleNodeConfigError(`${name}.maxLevel should be a whole number!`);
  return { direction, maxLevel: level, fetchLastLevelOnly: fetchLastLevelOnly === true, typeGroup: 'COMMON' };
}

function objectConfig(value: unknown, name: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new RuleNodeConfigError(`${name} should be specified!`);
  return value as Record<string, unknown>;
}

/** Checks a `relationsQuery` configuration. */
export function relationSearchOf(value: unknown, name = 'relationsQuery'): RelationSearch {
  const raw = objectConfig(value, name);
  const filters = raw.filters ?? [];
  if (!Array.isArray(filters)) throw new RuleNodeConfigError(`${name}.filters should be a list!`);
  return {
    ...searchParameters(raw, name),
    filters: filters.map((item, i) => {
      const filter = objectConfig(item, `${name}.filters[${i}]`);
      const { relationType, entityTypes } = filter;
      if (relationType !== undefined && relationType !== null && typeof relationType !== 'string') {
        throw new RuleNodeConfigError(`${name}.filters[${i}].relationType should be a string!`);
      }
      if (entityTypes !== undefined && entityTypes !== null && !isStringArray(entityTypes)) {
        throw new RuleNodeConfigError(`${name}.filters[${i}].entityTypes should be a list of entity types!`);
      }
      return { relationType: relationType || undefined, entityTypes: entityTypes ?? undefined };
    }),
  };
}

/** Checks a `deviceRelationsQuery` configuration (ThingsBoard's DeviceSearchQuery). */
export function deviceSearchOf(value: unknown, name = 'deviceRelationsQuery'): DeviceSearch {
  const raw = objectConfig(value, name);
  const { relationType, deviceTypes } = raw;
  if (relationType !== undefined && relationType !== null && typeof relationType !== 'string') {
    throw new RuleNodeConfigError(`${name}.relationType should be a string!`);
  }
  if (!isStringArray(deviceTypes)) throw new RuleNodeConfigError(`${name}.deviceTypes should be a list of device types!`);
  return {
    search: { ...searchParameters(raw, name), filters: [{ relationType: relationType || undefined, entityTypes: ['DEVICE'] }] },
    deviceTypes,
  };
}

/** The tenant acting for itself: the search may start at, and reach, any entity of the tenant. */
function tenantCaller(tenantId: string): SecurityUser {
  return { userId: NULL_UUID, tenantId, customerId: NULL_UUID, authority: 'TENANT_ADMIN', email: '', isPublic: false };
}

/** The far ends of the relations the search reaches from `originator`, each once, in the order found. */
export async function findRelatedEntities(stores: Stores, tenantId: string, originator: EntityId, search: RelationSearch): Promise<EntityRef[]> {
  if (!isRelatableType(originator.entityType)) return [];
  const root: EntityRef = { entityType: originator.entityType, id: originator.id };
  try {
    return await new RelationService(stores).findEntities(tenantCaller(tenantId), { ...search, root });
  } catch (error) {
    // An originator that is gone (or not the tenant's) has no relations to follow.
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** The first entity the search reaches, as ThingsBoard takes the first relation found. */
export async function findFirstRelatedEntity(stores: Stores, tenantId: string, originator: EntityId, search: RelationSearch): Promise<EntityId | undefined> {
  const [first] = await findRelatedEntities(stores, tenantId, originator, search);
  return first;
}

/** The first related device (in the order the search found them) whose type is one of `deviceTypes`. */
export async function findFirstRelatedDevice(stores: Stores, tenantId: string, originator: EntityId, query: DeviceSearch): Promise<Device | undefined> {
  const ends = await findRelatedEntities(stores, tenantId, originator, query.search);
  const ids = ends.filter((end) => end.entityType === 'DEVICE').map((end) => end.id);
  const devices = new Map((await stores.devices.findByIds({ tenantId }, ids)).map((device) => [device.id.id, device]));
  for (const id of ids) {
    const device = devices.get(id);
    if (device && query.deviceTypes.includes(device.type)) return device;
  }
  return undefined;
}
