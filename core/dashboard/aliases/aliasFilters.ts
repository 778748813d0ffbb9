/*
 * Entity alias filters as ThingsBoard 3.3 stores them: the defaults a filter type starts
 * with, and the checks that decide whether the alias dialog may save.
 */
import { type AliasFilter, type AliasFilterType, type EntityAlias } from '../model/types';

export const ALIAS_FILTER_TYPES: readonly AliasFilterType[] = [
  'singleEntity', 'entityList', 'entityName', 'entityType', 'stateEntity', 'assetType', 'deviceType', 'edgeType',
  'entityViewType', 'relationsQuery', 'apiUsageState', 'assetSearchQuery', 'deviceSearchQuery', 'edgeSearchQuery',
  'entityViewSearchQuery',
];

/** Subtype kinds as `GET /api/{kind}/types` names them. */
export type AliasSubtypeKind = 'device' | 'asset' | 'entityView' | 'edge';

export type SubtypeFilterType = 'assetType' | 'deviceType' | 'edgeType' | 'entityViewType';
/** Per subtype filter: its subtype kind and the filter members holding the type and the name prefix. */
export const SUBTYPE_FILTERS: Record<SubtypeFilterType, { kind: AliasSubtypeKind; typeKey: string; nameKey: string; requiredKey: string }> = {
  assetType: { kind: 'asset', typeKey: 'assetType', nameKey: 'assetNameFilter', requiredKey: 'asset.asset-type-required' },
  deviceType: { kind: 'device', typeKey: 'deviceType', nameKey: 'deviceNameFilter', requiredKey: 'device.device-type-required' },
  edgeType: { kind: 'edge', typeKey: 'edgeType', nameKey: 'edgeNameFilter', requiredKey: 'edge.edge-type-required' },
  entityViewType: {
    kind: 'entityView', typeKey: 'entityViewType', nameKey: 'entityViewNameFilter', requiredKey: 'entity-view.entity-view-type-required',
  },
};

export type SearchQueryFilterType = 'assetSearchQuery' | 'deviceSearchQuery' | 'edgeSearchQuery' | 'entityViewSearchQuery';
/** Per search query: its subtype kind and the filter member listing the wanted subtypes. */
export const SEARCH_QUERY_FILTERS: Record<SearchQueryFilterType, { kind: AliasSubtypeKind; typesKey: string }> = {
  assetSearchQuery: { kind: 'asset', typesKey: 'assetTypes' },
  deviceSearchQuery: { kind: 'device', typesKey: 'deviceTypes' },
  edgeSearchQuery: { kind: 'edge', typesKey: 'edgeTypes' },
  entityViewSearchQuery: { kind: 'entityView', typesKey: 'entityViewTypes' },
};

export function isSubtypeFilter(type: AliasFilterType): type is SubtypeFilterType {
  return type in SUBTYPE_FILTERS;
}

export function isSearchQueryFilter(type: AliasFilterType): type is SearchQueryFilterType {
  return type in SEARCH_QUERY_FILTERS;
}

/** Relation queries and search queries share the root / direction / level part. */
export function isRelationFilter(type: AliasFilterType): boolean {
  return type === 'relationsQuery' || isSearchQueryFilter(type);
}

/**
 * The filter a type starts with. `resolveMultiple` survives a type change; other members
 * do not, so a saved filter never carries another type's leftovers.
 */
export function defaultAliasFilter(type: AliasFilterType, resolveMultiple = false): AliasFilter {
  const base = { type, resolveMultiple };
  if (isSubtypeFilter(type)) {
    const { typeKey, nameKey } = SUBTYPE_FILTERS[type];
    return { ...base, [typeKey]: '', [nameKey]: '' };
  }
  if (isRelationFilter(type)) {
    const root = {
      rootStateEntity: false, stateEntityParamName: null, defaultStateEntity: null, rootEntity: null,
      direction: 'FROM' as const, maxLevel: 1, fetchLastLevelOnly: false,
    };
    if (type === 'relationsQuery') return { ...base, ...root, filters: [] };
    return { ...base, ...root, relationType: '', [SEARCH_QUERY_FILTERS[type as SearchQueryFilterType].typesKey]: [] };
  }
  switch (type) {
    case 'singleEntity': return { ...base, singleEntity: undefined };
    case 'entityList': return { ...base, entityType: undefined, entityList: [] };
    case 'entityName': return { ...base, entityType: undefined, entityNameFilter: '' };
    case 'entityType': return { ...base, entityType: undefined };
    case 'stateEntity': return { ...base, stateEntityParamName: null, defaultStateEntity: null };
    default: return base;
  }
}

/** Field name to i18n key of its error; empty when the filter may be saved. */
export type FilterErrors = Partial<Record<string, string>>;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The required members of each filter type (ThingsBoard's entity filter form validators). */
export function validateAliasFilter(filter: AliasFilter): FilterErrors {
  const errors: FilterErrors = {};
  const { type } = filter;
  if (!ALIAS_FILTER_TYPES.includes(type)) return { type: 'dashboard.alias.filter-type-required' };
  if (type === 'singleEntity' && (!filter.singleEntity?.entityType || !filter.singleEntity.id)) {
    errors.singleEntity = 'dashboard.alias.entity-required';
  }
  if ((type === 'entityList' || type === 'entityName' || type === 'entityType') && !filter.entityType) {
    errors.entityType = 'entity.type-required';
  }
  if (type === 'entityList' && !filter.entityList?.length) errors.entityList = 'entity.entity-list-empty';
  if (type === 'entityName' && blank(filter.entityNameFilter)) errors.entityNameFilter = 'dashboard.alias.name-filter-required';
  if (isSubtypeFilter(type)) {
    const { typeKey, requiredKey } = SUBTYPE_FILTERS[type];
    if (blank(filter[typeKey])) errors[typeKey] = requiredKey;
  }
  if (isRelationFilter(type)) {
    if (!filter.rootStateEntity && (!filter.rootEntity?.entityType || !filter.rootEntity.id)) {
      errors.rootEntity = 'dashboard.alias.root-entity-required';
    }
    if (filter.direction !== 'FROM' && filter.direction !== 'TO') errors.direction = 'dashboard.alias.direction-required';
    const level = filter.maxLevel;
    // An empty level means unlimited, as in ThingsBoard.
    if (level !== undefined && level !== null && (!Number.isInteger(level) || level < 1)) {
      errors.maxLevel = 'dashboard.alias.max-level-invalid';
    }
  }
  if (isSearchQueryFilter(type)) {
    const { typesKey } = SEARCH_QUERY_FILTERS[type];
    const types = filter[typesKey];
    if (!Array.isArray(types) || types.length === 0) errors[typesKey] = 'dashboard.alias.subtypes-required';
  }
  return errors;
}

/** The alias name's error: required, and unique among the other aliases ignoring case. */
export function validateAliasName(name: string, existing: readonly EntityAlias[], selfId: string | null): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'dashboard.alias.name-required';
  const lower = trimmed.toLowerCase();
  if (existing.some((a) => a.id !== selfId && a.alias.trim().toLowerCase() === lower)) return 'dashboard.alias.duplicate-alias';
  return null;
}

/** The alias as saved: trimmed name, a new id for a new alias, the filter as edited. */
export function buildAlias(draft: { id: string | null; alias: string; filter: AliasFilter }, original: EntityAlias | null, newId: () => string): EntityAlias {
  return { ...(original ?? {}), id: draft.id ?? newId(), alias: draft.alias.trim(), filter: draft.filter };
}
