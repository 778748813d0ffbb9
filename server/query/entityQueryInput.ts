import { asObject, badField, emptyParam } from '../http/validate';
import { isRelatableType, type RelatableType } from '../store/EntityDirectoryStore';
import { isQueryEntityType, type QueryEntityType } from '../store/EntityQueryStore';
import { isUuid, type JsonObject } from '../store/ids';
import type { SortOrder } from '../store/paging';
import type { Direction } from '../store/RelationStore';

/*
 * EntityDataQuery / EntityCountQuery bodies (contract §7), checked by hand so a
 * malformed query is a 400 with the contract's body, on REST and over the WebSocket.
 */

export const ENTITY_KEY_TYPES = ['ATTRIBUTE', 'CLIENT_ATTRIBUTE', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'ALARM_FIELD'] as const;
export type EntityKeyType = (typeof ENTITY_KEY_TYPES)[number];

export interface EntityKey {
  type: EntityKeyType;
  key: string;
}

export interface RootRef {
  entityType: RelatableType;
  id: string;
}

export type EntityFilter =
  | { type: 'singleEntity'; entityType: QueryEntityType | 'API_USAGE_STATE' | null; id: string }
  | { type: 'entityList'; entityType: QueryEntityType; ids: string[] }
  | { type: 'entityName'; entityType: QueryEntityType; namePrefix: string }
  | { type: 'entityType'; entityType: QueryEntityType }
  | { type: 'byType'; entityType: QueryEntityType; subtype: string; namePrefix: string }
  /** `customerId`: that customer's usage state instead of the tenant's. */
  | { type: 'apiUsageState'; customerId: string | null }
  | {
      type: 'relations';
      roots: RootRef[];
      direction: Direction;
      maxLevel: number;
      fetchLastLevelOnly: boolean;
      filters: { relationType?: string; entityTypes?: string[] }[];
      /** Set for the *SearchQuery filters: only this entity type, with a `type` in `subtypes`. */
      search?: { entityType: QueryEntityType; subtypes: string[] };
    };

export type ValueType = 'STRING' | 'NUMERIC' | 'BOOLEAN' | 'DATE_TIME';

export interface DynamicValue {
  sourceType: 'CURRENT_TENANT' | 'CURRENT_CUSTOMER' | 'CURRENT_USER' | 'CURRENT_DEVICE';
  sourceAttribute: string;
  inherit: boolean;
}

export interface FilterValue {
  defaultValue: unknown;
  userValue: unknown;
  dynamicValue: DynamicValue | null;
}

export type Predicate =
  | { type: 'STRING'; operation: string; value: FilterValue; ignoreCase: boolean }
  | { type: 'NUMERIC'; operation: string; value: FilterValue }
  | { type: 'BOOLEAN'; operation: string; value: FilterValue }
  | { type: 'COMPLEX'; operation: 'AND' | 'OR'; predicates: Predicate[] };

export interface KeyFilter {
  key: EntityKey;
  valueType: ValueType;
  predicate: Predicate;
}

export interface EntityCountQuery {
  entityFilter: EntityFilter;
  keyFilters: KeyFilter[];
}

export interface EntityDataPageLink {
  page: number;
  pageSize: number;
  textSearch: string | null;
  dynamic: boolean;
  sortOrder: { key: EntityKey; direction: SortOrder } | null;
}

export interface EntityDataQuery extends EntityCountQuery {
  pageLink: EntityDataPageLink;
  entityFields: EntityKey[];
  latestValues: EntityKey[];
}

const STRING_OPS = ['EQUAL', 'NOT_EQUAL', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'NOT_CONTAINS', 'IN', 'NOT_IN'];
const NUMERIC_OPS = ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL'];
const BOOLEAN_OPS = ['EQUAL', 'NOT_EQUAL'];
const SOURCE_TYPES = ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_USER', 'CURRENT_DEVICE'] as const;
const VALUE_TYPES: readonly ValueType[] = ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'];
/** Deepest COMPLEX nesting accepted, so a hostile body cannot recurse without end. */
const MAX_PREDICATE_DEPTH = 8;

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw badField(`Parameter '${name}' must be one of ${allowed.join(', ')}!`);
  return value as T;
}

function text(value: unknown, name: string, fallback?: string): string {
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  if (typeof value !== 'string') throw value === undefined || value === null ? emptyParam(name) : badField(`Parameter '${name}' must be a string!`);
  return value;
}

function int(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw badField(`Parameter '${name}' must be an integer!`);
  return value;
}

function array(value: unknown, name: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badField(`Parameter '${name}' must be an array!`);
  return value;
}

function queryType(value: unknown, name: string): QueryEntityType {
  if (!isQueryEntityType(value)) throw badField(`Unsupported entity type: ${String(value)}`);
  return value;
}

function rootRef(value: unknown, name: string): RootRef {
  const obj = asObject(value, `Parameter '${name}'`);
  if (!isRelatableType(obj.entityType)) throw badField(`Parameter '${name}.entityType' is not a valid entity type!`);
  if (!isUuid(obj.id)) throw badField(`Parameter '${name}.id' must be a UUID!`);
  return { entityType: obj.entityType, id: obj.id.toLowerCase() };
}

function uuids(value: unknown, name: string): string[] {
  return array(value, name).map((id) => {
    if (!isUuid(id)) throw badField(`Parameter '${name}' must hold UUIDs!`);
    return id.toLowerCase();
  });
}

function strings(value: unknown, name: string): string[] {
  return array(value, name).map((item) => text(item, name));
}

/** `{relationType, entityTypes}` of a relationsQuery. */
function relationFilters(value: unknown): { relationType?: string; entityTypes?: string[] }[] {
  return array(value, 'filters').map((item) => {
    const obj = asObject(item, "Parameter 'filters'");
    return {
      relationType: obj.relationType === undefined || obj.relationType === null || obj.relationType === '' ? undefined : text(obj.relationType, 'filters.relationType'),
      entityTypes: obj.entityTypes === undefined || obj.entityTypes === null ? undefined : strings(obj.entityTypes, 'filters.entityTypes'),
    };
  });
}

/** ApiUsageStateFilter.customerId: a CustomerId `{entityType, id}` (a bare UUID is accepted too); null when absent. */
function customerIdInput(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const id = typeof value === 'string' ? value : asObject(value, "Parameter 'customerId'").id;
  if (!isUuid(id)) throw badField("Parameter 'customerId.id' must be a UUID!");
  return id.toLowerCase();
}

const SEARCH_QUERIES: Record<string, { entityType: QueryEntityType; typesField: string }> = {
  assetSearchQuery: { entityType: 'ASSET', typesField: 'assetTypes' },
  deviceSearchQuery: { entityType: 'DEVICE', typesField: 'deviceTypes' },
  entityViewSearchQuery: { entityType: 'ENTITY_VIEW', typesField: 'entityViewTypes' },
  edgeSearchQuery: { entityType: 'EDGE', typesField: 'edgeTypes' },
};

const TYPE_FILTERS: Record<string, { entityType: QueryEntityType; typeField: string; nameField: string }> = {
  assetType: { entityType: 'ASSET', typeField: 'assetType', nameField: 'assetNameFilter' },
  deviceType: { entityType: 'DEVICE', typeField: 'deviceType', nameField: 'deviceNameFilter' },
  entityViewType: { entityType: 'ENTITY_VIEW', typeField: 'entityViewType', nameField: 'entityViewNameFilter' },
  edgeType: { entityType: 'EDGE', typeField: 'edgeType', nameField: 'edgeNameFilter' },
};

export function entityFilterInput(value: unknown): EntityFilter {
  if (value === undefined || value === null) throw emptyParam('entityFilter');
  const obj = asObject(value, "Parameter 'entityFilter'");
  const type = obj.type;
  switch (type) {
    case 'singleEntity': {
      const ref = asObject(obj.singleEntity, "Parameter 'singleEntity'");
      if (!isUuid(ref.id)) throw badField("Parameter 'singleEntity.id' must be a UUID!");
      const entityType = isQueryEntityType(ref.entityType) || ref.entityType === 'API_USAGE_STATE' ? ref.entityType : null;
      return { type, entityType, id: ref.id.toLowerCase() };
    }
    case 'entityList':
      return { type, entityType: queryType(obj.entityType, 'entityType'), ids: uuids(obj.entityList, 'entityList') };
    case 'entityName':
      return { type, entityType: queryType(obj.entityType, 'entityType'), namePrefix: text(obj.entityNameFilter, 'entityNameFilter', '') };
    case 'entityType':
      return { type, entityType: queryType(obj.entityType, 'entityType') };
    case 'apiUsageState':
      return { type, customerId: customerIdInput(obj.customerId) };
    case 'relationsQuery': {
      const multiRoot = obj.multiRoot === true;
      const roots = multiRoot
        ? uuids(obj.multiRootEntityIds, 'multiRootEntityIds').map((id) => rootRef({ entityType: obj.multiRootEntitiesType, id }, 'multiRootEntitiesType'))
        : [rootRef(obj.rootEntity, 'rootEntity')];
      return {
        type: 'relations',
        roots,
        direction: oneOf(obj.direction, ['FROM', 'TO'] as const, 'direction'),
        maxLevel: int(obj.maxLevel, 'maxLevel', 1),
        fetchLastLevelOnly: obj.fetchLastLevelOnly === true,
        filters: relationFilters(obj.filters),
      };
    }
    default: {
      if (typeof type === 'string' && TYPE_FILTERS[type]) {
        const spec = TYPE_FILTERS[type];
        return { type: 'byType', entityType: spec.entityType, subtype: text(obj[spec.typeField], spec.typeField), namePrefix: text(obj[spec.nameField], spec.nameField, '') };
      }
      if (typeof type === 'string' && SEARCH_QUERIES[type]) {
        const spec = SEARCH_QUERIES[type];
        const relationType = obj.relationType === undefined || obj.relationType === null || obj.relationType === '' ? undefined : text(obj.relationType, 'relationType');
        return {
          type: 'relations',
          roots: [rootRef(obj.rootEntity, 'rootEntity')],
          direction: oneOf(obj.direction, ['FROM', 'TO'] as const, 'direction'),
          maxLevel: int(obj.maxLevel, 'maxLevel', 1),
          fetchLastLevelOnly: obj.fetchLastLevelOnly === true,
          filters: [{ relationType, entityTypes: [spec.entityType] }],
          search: { entityType: spec.entityType, subtypes: strings(obj[spec.typesField], spec.typesField) },
        };
      }
      throw badField(`Unsupported entity filter type: ${String(type)}`);
    }
  }
}

export function entityKeyInput(value: unknown, name: string): EntityKey {
  const obj = asObject(value, `Parameter '${name}'`);
  return { type: oneOf(obj.type, ENTITY_KEY_TYPES, `${name}.type`), key: text(obj.key, `${name}.key`) };
}

function filterValue(value: unknown): FilterValue {
  // A bare value is accepted as the default, as older dashboards stored it.
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { defaultValue: value, userValue: null, dynamicValue: null };
  const obj = value as JsonObject;
  let dynamicValue: DynamicValue | null = null;
  if (obj.dynamicValue !== undefined && obj.dynamicValue !== null) {
    const dyn = asObject(obj.dynamicValue, "Parameter 'dynamicValue'");
    if (dyn.sourceType !== undefined && dyn.sourceType !== null) {
      dynamicValue = {
        sourceType: oneOf(dyn.sourceType, SOURCE_TYPES, 'dynamicValue.sourceType'),
        sourceAttribute: text(dyn.sourceAttribute, 'dynamicValue.sourceAttribute', ''),
        inherit: dyn.inherit === true,
      };
    }
  }
  return { defaultValue: obj.defaultValue ?? null, userValue: obj.userValue ?? null, dynamicValue };
}

function predicateInput(value: unknown, depth: number): Predicate {
  if (depth > MAX_PREDICATE_DEPTH) throw badField('Key filter predicates are nested too deeply!');
  const obj = asObject(value, "Parameter 'predicate'");
  switch (obj.type) {
    case 'STRING':
      return { type: 'STRING', operation: oneOf(obj.operation, STRING_OPS, 'predicate.operation'), value: filterValue(obj.value), ignoreCase: obj.ignoreCase === true };
    case 'NUMERIC':
      return { type: 'NUMERIC', operation: oneOf(obj.operation, NUMERIC_OPS, 'predicate.operation'), value: filterValue(obj.value) };
    case 'BOOLEAN':
      return { type: 'BOOLEAN', operation: oneOf(obj.operation, BOOLEAN_OPS, 'predicate.operation'), value: filterValue(obj.value) };
    case 'COMPLEX':
      return {
        type: 'COMPLEX',
        operation: oneOf(obj.operation, ['AND', 'OR'] as const, 'predicate.operation'),
        predicates: array(obj.predicates, 'predicates').map((item) => predicateInput(item, depth + 1)),
      };
    default:
      throw badField(`Parameter 'predicate.type' must be one of STRING, NUMERIC, BOOLEAN, COMPLEX!`);
  }
}

function keyFilterInput(value: unknown): KeyFilter {
  const obj = asObject(value, "Parameter 'keyFilters'");
  return { key: entityKeyInput(obj.key, 'keyFilters.key'), valueType: oneOf(obj.valueType, VALUE_TYPES, 'valueType'), predicate: predicateInput(obj.predicate, 0) };
}

/** POST /api/entitiesQuery/count body. */
export function entityCountQueryInput(body: unknown): EntityCountQuery {
  const obj = asObject(body);
  return { entityFilter: entityFilterInput(obj.entityFilter), keyFilters: array(obj.keyFilters, 'keyFilters').map(keyFilterInput) };
}

function pageLinkInput(value: unknown, maxPageSize: number): EntityDataPageLink {
  if (value === undefined || value === null) throw emptyParam('pageLink');
  const obj = asObject(value, "Parameter 'pageLink'");
  const pageSize = int(obj.pageSize, 'pageSize', 10);
  const page = int(obj.page, 'page', 0);
  if (pageSize < 1) throw badField('Page size must be greater than zero!');
  if (page < 0) throw badField('Page must be positive integer!');
  let sortOrder: EntityDataPageLink['sortOrder'] = null;
  if (obj.sortOrder !== undefined && obj.sortOrder !== null) {
    const sort = asObject(obj.sortOrder, "Parameter 'sortOrder'");
    const direction = typeof sort.direction === 'string' ? sort.direction.toUpperCase() : 'ASC';
    if (direction !== 'ASC' && direction !== 'DESC') throw badField(`Unsupported sort order '${String(sort.direction)}'! Only 'ASC' or 'DESC' types are allowed.`);
    sortOrder = { key: entityKeyInput(sort.key, 'sortOrder.key'), direction };
  }
  const textSearch = obj.textSearch === undefined || obj.textSearch === null || obj.textSearch === '' ? null : text(obj.textSearch, 'textSearch');
  return { page, pageSize: Math.min(pageSize, maxPageSize), textSearch, dynamic: obj.dynamic === true, sortOrder };
}

/** POST /api/entitiesQuery/find body (and the WebSocket's `query`); `maxPageSize` caps /find/keys at 100. */
export function entityDataQueryInput(body: unknown, maxPageSize = Number.MAX_SAFE_INTEGER): EntityDataQuery {
  const obj = asObject(body);
  return {
    ...entityCountQueryInput(obj),
    pageLink: pageLinkInput(obj.pageLink, maxPageSize),
    entityFields: array(obj.entityFields, 'entityFields').map((key) => entityKeyInput(key, 'entityFields')),
    latestValues: array(obj.latestValues, 'latestValues').map((key) => entityKeyInput(key, 'latestValues')),
  };
}
