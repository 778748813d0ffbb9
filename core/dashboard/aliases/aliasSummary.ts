import { type AliasFilter } from '../model/types';
import { isRelationFilter, isSearchQueryFilter, isSubtypeFilter, SEARCH_QUERY_FILTERS, SUBTYPE_FILTERS } from './aliasFilters';

/** i18next's `t` as far as the summary needs it. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

const typeName = (t: Translate, type: unknown) => (typeof type === 'string' && type ? t(`entity.type-names.${type}`) : '?');

/** What one filter selects, beyond its type: shown in the alias list next to the type's name. */
function details(filter: AliasFilter, t: Translate): string {
  const { type } = filter;
  if (isSubtypeFilter(type)) {
    const { typeKey, nameKey } = SUBTYPE_FILTERS[type];
    const name = String(filter[nameKey] ?? '').trim();
    const subtype = String(filter[typeKey] ?? '');
    return name ? t('dashboard.alias.summary-subtype-name', { subtype, name }) : t('dashboard.alias.summary-subtype', { subtype });
  }
  if (isRelationFilter(type)) {
    const root = filter.rootStateEntity ? t('dashboard.alias.state-entity') : typeName(t, filter.rootEntity?.entityType);
    const direction = t(filter.direction === 'TO' ? 'dashboard.alias.direction-to' : 'dashboard.alias.direction-from');
    const level = filter.maxLevel ? t('dashboard.alias.summary-level', { level: filter.maxLevel }) : t('dashboard.alias.unlimited-level');
    const text = t('dashboard.alias.summary-relations', { direction, root, level });
    if (!isSearchQueryFilter(type)) return text;
    const types = filter[SEARCH_QUERY_FILTERS[type].typesKey];
    return `${text}; ${Array.isArray(types) ? types.join(', ') : ''}`;
  }
  switch (type) {
    case 'singleEntity': return typeName(t, filter.singleEntity?.entityType);
    case 'entityList': return t('dashboard.alias.summary-entity-list', { size: filter.entityList?.length ?? 0, type: typeName(t, filter.entityType) });
    case 'entityName': return t('dashboard.alias.summary-entity-name', { type: typeName(t, filter.entityType), name: filter.entityNameFilter ?? '' });
    case 'entityType': return typeName(t, filter.entityType);
    case 'stateEntity': return filter.stateEntityParamName ? t('dashboard.alias.summary-state-param', { param: filter.stateEntityParamName }) : '';
    default: return '';
  }
}

/** One line saying what an alias resolves to, e.g. "Entity name: Device, name starts with 'th'". */
export function aliasFilterSummary(filter: AliasFilter, t: Translate): string {
  const label = t(`dashboard.alias.filter-types.${filter.type}`);
  const more = details(filter, t);
  return more ? `${label}: ${more}` : label;
}
