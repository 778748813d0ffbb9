import { filled } from './translate';
import { type Direction } from './DirectionPicker';

/** One filter of a relations query: a relation type and the entity types at its other end (none = any). */
export interface RelationFilter {
  relationType: string;
  entityTypes: string[];
}

/** `relationsQuery` of related attributes and change originator (catalogue §4). */
export interface RelationsQuery {
  direction: Direction;
  maxLevel: number;
  filters: RelationFilter[];
  fetchLastLevelOnly: boolean;
}

export const DEFAULT_RELATIONS_QUERY: RelationsQuery = {
  direction: 'FROM',
  maxLevel: 1,
  filters: [{ relationType: 'Contains', entityTypes: [] }],
  fetchLastLevelOnly: false,
};

/** The error keys of a relations query: a direction, a whole max level of at least 1, each filter's relation type. */
export function validateRelationsQuery(query: RelationsQuery | null | undefined): string[] {
  if (!query || typeof query !== 'object') return ['rulenode.relations-query-required'];
  const errors: string[] = [];
  if (query.direction !== 'FROM' && query.direction !== 'TO') errors.push('rulenode.direction-required');
  if (!Number.isInteger(query.maxLevel) || query.maxLevel < 1) errors.push('rulenode.max-relation-level-invalid');
  if (!Array.isArray(query.filters) || query.filters.some((f) => !filled(f?.relationType))) errors.push('rulenode.relation-type-required');
  return errors;
}
