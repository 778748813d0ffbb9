import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import {
  CREATE_RELATION_DEFAULTS, DELETE_RELATION_DEFAULTS, validateCreateRelation, validateDeleteRelation,
} from '../../../../rule-node-ui/action/nodes/relations';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('create relation', () => {
  const device = { ...CREATE_RELATION_DEFAULTS, entityType: 'DEVICE', entityNamePattern: '${deviceName}' };

  it('needs a direction, a relation type of at most 255 characters, an entity type and a name pattern', () => {
    expect(found(validateCreateRelation(CREATE_RELATION_DEFAULTS))).toEqual(['entityType: entity.type-required']);
    expect(validateCreateRelation(device)).toEqual([]);
    expect(found(validateCreateRelation({ ...device, direction: 'UP' as 'FROM', relationType: '', entityNamePattern: '' }))).toEqual([
      'direction: rulenode.error.one-of',
      'relationType: relation.relation-type-required',
      'entityNamePattern: rulenode.error.required',
    ]);
    expect(found(validateCreateRelation({ ...device, relationType: 'x'.repeat(256) }))).toEqual(['relationType: relation.relation-type-max-length']);
    expect(found(validateCreateRelation({ ...device, entityType: 'ALARM' }))).toEqual(['entityType: rulenode.error.one-of']);
  });

  it('needs no name for the tenant', () => {
    expect(validateCreateRelation({ ...CREATE_RELATION_DEFAULTS, entityType: 'TENANT' })).toEqual([]);
  });

  it('needs a type pattern to create a device or an asset', () => {
    expect(found(validateCreateRelation({ ...device, createEntityIfNotExists: true }))).toEqual(['entityTypePattern: rulenode.error.required']);
    expect(validateCreateRelation({ ...device, createEntityIfNotExists: true, entityTypePattern: 'thermostat' })).toEqual([]);
    expect(validateCreateRelation({ ...device, entityType: 'CUSTOMER', createEntityIfNotExists: true })).toEqual([]);
  });

  it('needs a cache time of 0 or more', () => {
    expect(found(validateCreateRelation({ ...device, entityCacheExpiration: -1 }))).toEqual(['entityCacheExpiration: rulenode.error.whole-number-min']);
  });
});

describe('delete relation', () => {
  it('needs the entity only when deleting the relation to one entity', () => {
    expect(found(validateDeleteRelation(DELETE_RELATION_DEFAULTS))).toEqual(['entityType: entity.type-required']);
    expect(validateDeleteRelation({ ...DELETE_RELATION_DEFAULTS, deleteForSingleEntity: false })).toEqual([]);
    expect(validateDeleteRelation({ ...DELETE_RELATION_DEFAULTS, entityType: 'ASSET', entityNamePattern: 'Building A' })).toEqual([]);
    expect(found(validateDeleteRelation({ ...DELETE_RELATION_DEFAULTS, deleteForSingleEntity: false, relationType: ' ' }))).toEqual([
      'relationType: relation.relation-type-required',
    ]);
  });
});
