import { check, type Checks } from '../common/checks';
import { isBlank, type Problem } from '../common/problems';

/* Catalogue §4 ACTION "create relation" and "delete relation" (server: nodes/action/relationAction.ts). */

export const CREATE_RELATION = 'org.thingsboard.rule.engine.action.TbCreateRelationNode';
export const DELETE_RELATION = 'org.thingsboard.rule.engine.action.TbDeleteRelationNode';

/** Types the related entity may have. */
export const RELATION_ENTITY_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'TENANT', 'DASHBOARD', 'EDGE', 'USER'] as const;
/** Types "create relation" may create by name. */
export const CREATABLE_ENTITY_TYPES: readonly string[] = ['DEVICE', 'ASSET', 'CUSTOMER'];
/** Types whose new entity takes a type (profile) from the type pattern. */
export const TYPED_ENTITY_TYPES: readonly string[] = ['DEVICE', 'ASSET'];

export interface RelationActionConfig {
  [key: string]: unknown;
  direction: 'FROM' | 'TO';
  relationType: string;
  entityType: string | null;
  entityNamePattern: string;
  /** Seconds; 0: found entities are never forgotten. */
  entityCacheExpiration: number;
}

export interface CreateRelationConfig extends RelationActionConfig {
  entityTypePattern: string | null;
  createEntityIfNotExists: boolean;
  removeCurrentRelations: boolean;
  changeOriginatorToRelatedEntity: boolean;
}

export interface DeleteRelationConfig extends RelationActionConfig {
  deleteForSingleEntity: boolean;
}

export const CREATE_RELATION_DEFAULTS: CreateRelationConfig = {
  direction: 'FROM',
  relationType: 'Contains',
  entityType: null,
  entityNamePattern: '',
  entityTypePattern: null,
  entityCacheExpiration: 300,
  createEntityIfNotExists: false,
  removeCurrentRelations: false,
  changeOriginatorToRelatedEntity: false,
};

export const DELETE_RELATION_DEFAULTS: DeleteRelationConfig = {
  deleteForSingleEntity: true,
  direction: 'FROM',
  relationType: 'Contains',
  entityType: null,
  entityNamePattern: '',
  entityCacheExpiration: 300,
};

function checkRelation(c: Checks, config: RelationActionConfig): void {
  c.oneOf('direction', ['FROM', 'TO'], 'rulenode.direction');
  if (isBlank(config.relationType)) c.add('relationType', 'relation.relation-type-required');
  else if (String(config.relationType).length > 255) c.add('relationType', 'relation.relation-type-max-length');
}

/** The related entity: its type, and its name pattern (none for the tenant, the node's own). */
function checkEntity(c: Checks, config: RelationActionConfig): void {
  if (isBlank(config.entityType)) {
    c.add('entityType', 'entity.type-required');
    return;
  }
  if (!c.oneOf('entityType', RELATION_ENTITY_TYPES, 'entity.type')) return;
  if (config.entityType !== 'TENANT') c.required('entityNamePattern', 'rulenode.entity-name-pattern');
  c.wholeNumber('entityCacheExpiration', 'rulenode.entity-cache-expiration', 0);
}

export function validateCreateRelation(config: CreateRelationConfig): Problem[] {
  return check(config, (c) => {
    checkRelation(c, config);
    checkEntity(c, config);
    // The type pattern names the profile of a device or asset the node creates.
    if (config.createEntityIfNotExists && TYPED_ENTITY_TYPES.includes(String(config.entityType))) c.required('entityTypePattern', 'rulenode.entity-type-pattern');
  });
}

export function validateDeleteRelation(config: DeleteRelationConfig): Problem[] {
  return check(config, (c) => {
    checkRelation(c, config);
    // Without a single entity every relation of the type and direction goes: no entity to name.
    if (config.deleteForSingleEntity !== false) checkEntity(c, config);
  });
}
