import { check, type Checks } from '../common/checks';
import { isBlank, type Problem } from '../common/problems';
import { RELATION_ENTITY_TYPES, TYPED_ENTITY_TYPES, type RelationActionConfig, type CreateRelationConfig, type DeleteRelationConfig } from '../../catalogue/relations';

/* Catalogue §4 ACTION "create relation" and "delete relation" (server: nodes/action/relationAction.ts). */

export * from '../../catalogue/relations';

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
