/* Catalogue §4 ACTION "create relation" and "delete relation" (server: nodes/action/relationAction.ts, TbCreateRelationNode.ts, TbDeleteRelationNode.ts). */

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
