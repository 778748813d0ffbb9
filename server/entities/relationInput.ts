import { asObject, badField, emptyParam, optionalJsonObject, optionalQuery, queryString, queryUuid } from '../http/validate';
import { isRelatableType, RELATABLE_TYPES, type RelatableType } from '../store/EntityDirectoryStore';
import { isUuid, type JsonObject } from '../store/ids';
import type { Direction, EntityRelation, RelationKey } from '../store/RelationStore';
import type { EntityRef } from './entityAccess';

/* Relation bodies and query strings (contract §10), refused with 400/31 when malformed. */

export const TYPE_GROUPS = ['COMMON', 'DASHBOARD', 'RULE_CHAIN', 'RULE_NODE', 'EDGE', 'EDGE_AUTO_ASSIGN_RULE_CHAIN'];
const MAX_TYPE_LENGTH = 255;

export interface RelationsQuery {
  root: EntityRef;
  direction: Direction;
  typeGroup: string;
  /** 0 or less: no limit. */
  maxLevel: number;
  fetchLastLevelOnly: boolean;
  filters: { relationType?: string; entityTypes?: string[] }[];
}

function entityType(value: unknown, name: string): RelatableType {
  if (!isRelatableType(value)) throw badField(`Parameter '${name}' must be one of ${RELATABLE_TYPES.join(', ')}!`);
  return value;
}

function typeGroup(value: unknown, name: string): string {
  if (value === undefined || value === null || value === '') return 'COMMON';
  if (typeof value !== 'string' || !TYPE_GROUPS.includes(value)) throw badField(`Parameter '${name}' must be one of ${TYPE_GROUPS.join(', ')}!`);
  return value;
}

function relationType(value: unknown, name: string): string {
  if (value === undefined || value === null || value === '') throw emptyParam(name);
  if (typeof value !== 'string') throw badField(`Parameter '${name}' must be a string!`);
  if (value.trim() === '') throw emptyParam(name);
  if (value.length > MAX_TYPE_LENGTH) throw badField(`Parameter '${name}' must be at most ${MAX_TYPE_LENGTH} characters long!`);
  return value;
}

function bodyRef(obj: JsonObject, name: string): EntityRef {
  const value = obj[name];
  if (value === undefined || value === null) throw emptyParam(name);
  const ref = asObject(value, `Parameter '${name}'`);
  const type = entityType(ref.entityType, `${name}.entityType`);
  if (!isUuid(ref.id)) throw badField(`Parameter '${name}.id' must be a UUID!`);
  return { entityType: type, id: ref.id.toLowerCase() };
}

function queryRef(query: unknown, side: 'from' | 'to' | 'entity'): EntityRef {
  return { id: queryUuid(query, `${side}Id`), entityType: entityType(queryString(query, `${side}Type`), `${side}Type`) };
}

/** POST /api/relation body. */
export function relationInput(body: unknown): EntityRelation {
  const obj = asObject(body);
  return {
    from: bodyRef(obj, 'from'),
    to: bodyRef(obj, 'to'),
    type: relationType(obj.type, 'type'),
    typeGroup: typeGroup(obj.typeGroup, 'typeGroup'),
    additionalInfo: optionalJsonObject(obj, 'additionalInfo'),
  };
}

/** `?fromId&fromType&relationType&toId&toType[&relationTypeGroup]` of GET/DELETE /api/relation. */
export function relationKeyQuery(query: unknown): RelationKey {
  return {
    from: queryRef(query, 'from'),
    to: queryRef(query, 'to'),
    type: relationType(queryString(query, 'relationType'), 'relationType'),
    typeGroup: typeGroup(optionalQuery(query, 'relationTypeGroup'), 'relationTypeGroup'),
  };
}

/** `?entityId&entityType` of DELETE /api/relations. */
export function entityQuery(query: unknown): EntityRef {
  return queryRef(query, 'entity');
}

/** GET /api/relations[/info]: by `fromId&fromType` or else `toId&toType`, optionally one relation type. */
export function listQuery(query: unknown): { direction: Direction; end: EntityRef; typeGroup: string; relationType?: string } {
  const direction: Direction = optionalQuery(query, 'fromId') !== undefined || optionalQuery(query, 'toId') === undefined ? 'FROM' : 'TO';
  const type = optionalQuery(query, 'relationType');
  return {
    direction,
    end: queryRef(query, direction === 'FROM' ? 'from' : 'to'),
    typeGroup: typeGroup(optionalQuery(query, 'relationTypeGroup'), 'relationTypeGroup'),
    relationType: type === undefined ? undefined : relationType(type, 'relationType'),
  };
}

/** The `parameters` object of a relations query or an entity search query. */
function searchParameters(obj: JsonObject): Omit<RelationsQuery, 'filters'> {
  const parameters = asObject(obj.parameters, "Parameter 'parameters'");
  if (!isUuid(parameters.rootId)) throw badField("Parameter 'parameters.rootId' must be a UUID!");
  const direction = parameters.direction;
  if (direction !== 'FROM' && direction !== 'TO') throw badField("Parameter 'parameters.direction' must be one of FROM, TO!");
  const maxLevel = parameters.maxLevel ?? 0;
  if (typeof maxLevel !== 'number' || !Number.isInteger(maxLevel)) throw badField("Parameter 'parameters.maxLevel' must be a whole number!");
  const fetchLastLevelOnly = parameters.fetchLastLevelOnly ?? false;
  if (typeof fetchLastLevelOnly !== 'boolean') throw badField("Parameter 'parameters.fetchLastLevelOnly' must be a boolean!");
  return {
    root: { id: parameters.rootId.toLowerCase(), entityType: entityType(parameters.rootType, 'parameters.rootType') },
    direction,
    typeGroup: typeGroup(parameters.relationTypeGroup, 'parameters.relationTypeGroup'),
    maxLevel,
    fetchLastLevelOnly,
  };
}

/**
 * An entity search query (ThingsBoard DeviceSearchQuery, AssetSearchQuery ...):
 * the relation search plus the far end's entity type, and the subtypes wanted in
 * `typesField` (`deviceTypes` ...).
 */
export function entitySearchQueryInput(body: unknown, target: string, typesField: string): { query: RelationsQuery; types: string[] } {
  const obj = asObject(body);
  const types = obj[typesField];
  if (!Array.isArray(types) || !types.every((t) => typeof t === 'string')) throw badField(`Parameter '${typesField}' must be an array of strings!`);
  const type = obj.relationType;
  if (type !== undefined && type !== null && typeof type !== 'string') throw badField("Parameter 'relationType' must be a string!");
  return { query: { ...searchParameters(obj), filters: [{ relationType: type || undefined, entityTypes: [target] }] }, types: types as string[] };
}

/** POST /api/relations[/info] body (contract §10). */
export function relationsQueryInput(body: unknown): RelationsQuery {
  const obj = asObject(body);
  const filters = obj.filters ?? [];
  if (!Array.isArray(filters)) throw badField("Parameter 'filters' must be an array!");
  return {
    ...searchParameters(obj),
    filters: filters.map((value, i) => {
      const filter = asObject(value, `Parameter 'filters[${i}]'`);
      const type = filter.relationType;
      if (type !== undefined && type !== null && typeof type !== 'string') throw badField(`Parameter 'filters[${i}].relationType' must be a string!`);
      const types = filter.entityTypes;
      if (types !== undefined && types !== null && !(Array.isArray(types) && types.every((t) => typeof t === 'string'))) {
        throw badField(`Parameter 'filters[${i}].entityTypes' must be an array of entity types!`);
      }
      return { relationType: type ?? undefined, entityTypes: types ?? undefined };
    }),
  };
}
