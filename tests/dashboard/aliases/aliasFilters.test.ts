import { describe, expect, it } from 'vitest';
import {
  ALIAS_FILTER_TYPES, buildAlias, defaultAliasFilter, validateAliasFilter, validateAliasName,
} from '../../../core/dashboard/aliases/aliasFilters';
import { aliasPickerTypes, toEntityId } from '../../../core/dashboard/aliases/aliasEntityTypes';
import { type EntityAlias } from '../../../core/dashboard/model/types';

const device = { entityType: 'DEVICE' as const, id: 'd1' };

describe('defaultAliasFilter', () => {
  it('gives every filter type only its own members and keeps resolveMultiple', () => {
    expect(ALIAS_FILTER_TYPES).toHaveLength(15);
    expect(defaultAliasFilter('deviceType', true)).toEqual({ type: 'deviceType', resolveMultiple: true, deviceType: '', deviceNameFilter: '' });
    expect(defaultAliasFilter('apiUsageState')).toEqual({ type: 'apiUsageState', resolveMultiple: false });
    expect(defaultAliasFilter('relationsQuery')).toMatchObject({
      rootStateEntity: false, rootEntity: null, direction: 'FROM', maxLevel: 1, fetchLastLevelOnly: false, filters: [],
    });
    const search = defaultAliasFilter('entityViewSearchQuery');
    expect(search).toMatchObject({ relationType: '', entityViewTypes: [], direction: 'FROM' });
    expect(search).not.toHaveProperty('filters');
  });
});

describe('validateAliasFilter', () => {
  it('accepts the types that need nothing', () => {
    expect(validateAliasFilter(defaultAliasFilter('apiUsageState'))).toEqual({});
    expect(validateAliasFilter(defaultAliasFilter('stateEntity'))).toEqual({});
  });

  it('requires the entity of a single-entity filter', () => {
    expect(validateAliasFilter(defaultAliasFilter('singleEntity'))).toEqual({ singleEntity: 'dashboard.alias.entity-required' });
    expect(validateAliasFilter({ type: 'singleEntity', singleEntity: device })).toEqual({});
  });

  it('requires type and entities / name prefix for list and name filters', () => {
    expect(validateAliasFilter(defaultAliasFilter('entityList'))).toEqual({ entityType: 'entity.type-required', entityList: 'entity.entity-list-empty' });
    expect(validateAliasFilter({ type: 'entityList', entityType: 'DEVICE', entityList: ['d1'] })).toEqual({});
    expect(validateAliasFilter({ type: 'entityName', entityType: 'ASSET', entityNameFilter: '  ' }))
      .toEqual({ entityNameFilter: 'dashboard.alias.name-filter-required' });
    expect(validateAliasFilter({ type: 'entityType', entityType: 'ASSET' })).toEqual({});
  });

  it('requires the subtype of a subtype filter with its kind\'s message', () => {
    expect(validateAliasFilter(defaultAliasFilter('edgeType'))).toEqual({ edgeType: 'edge.edge-type-required' });
    expect(validateAliasFilter({ ...defaultAliasFilter('assetType'), assetType: 'building' })).toEqual({});
  });

  it('requires a root entity unless the state entity is the root, and a whole max level', () => {
    const query = defaultAliasFilter('relationsQuery');
    expect(validateAliasFilter(query)).toEqual({ rootEntity: 'dashboard.alias.root-entity-required' });
    expect(validateAliasFilter({ ...query, rootStateEntity: true })).toEqual({});
    expect(validateAliasFilter({ ...query, rootEntity: device, maxLevel: 0 })).toEqual({ maxLevel: 'dashboard.alias.max-level-invalid' });
    expect(validateAliasFilter({ ...query, rootEntity: device, maxLevel: 2.5 })).toEqual({ maxLevel: 'dashboard.alias.max-level-invalid' });
    expect(validateAliasFilter({ ...query, rootEntity: device, maxLevel: undefined })).toEqual({});
  });

  it('requires at least one subtype in a search query', () => {
    const query = { ...defaultAliasFilter('deviceSearchQuery'), rootStateEntity: true };
    expect(validateAliasFilter(query)).toEqual({ deviceTypes: 'dashboard.alias.subtypes-required' });
    expect(validateAliasFilter({ ...query, deviceTypes: ['thermostat'] })).toEqual({});
  });
});

describe('alias names and ids', () => {
  const existing: EntityAlias[] = [{ id: 'a1', alias: 'Thermostats', filter: { type: 'apiUsageState' } }];

  it('requires a name unique among the others ignoring case, but lets an alias keep its own', () => {
    expect(validateAliasName(' ', existing, null)).toBe('dashboard.alias.name-required');
    expect(validateAliasName('thermostats ', existing, null)).toBe('dashboard.alias.duplicate-alias');
    expect(validateAliasName('THERMOSTATS', existing, 'a1')).toBeNull();
    expect(validateAliasName('Pumps', existing, null)).toBeNull();
  });

  it('gives a new alias a new id and keeps unknown members of an edited one', () => {
    const filter = defaultAliasFilter('apiUsageState');
    expect(buildAlias({ id: null, alias: ' New ', filter }, null, () => 'uuid-1')).toEqual({ id: 'uuid-1', alias: 'New', filter });
    const original = { ...existing[0], extra: 7 };
    expect(buildAlias({ id: 'a1', alias: 'Renamed', filter }, original, () => 'unused')).toEqual({ id: 'a1', alias: 'Renamed', filter, extra: 7 });
  });
});

describe('aliasPickerTypes', () => {
  it('adds the pseudo types a role has when a single entity is picked', () => {
    expect(aliasPickerTypes('TENANT_ADMIN', false, true)).toEqual(expect.arrayContaining(['DEVICE', 'CURRENT_TENANT', 'CURRENT_USER_OWNER']));
    expect(aliasPickerTypes('CUSTOMER_USER', false, true)).not.toContain('CURRENT_TENANT');
    expect(aliasPickerTypes('CUSTOMER_USER', false, true)).toContain('CURRENT_CUSTOMER');
    expect(aliasPickerTypes('SYS_ADMIN', false, true)).toEqual(['TENANT']);
    expect(aliasPickerTypes('TENANT_ADMIN', true, false)).toContain('EDGE');
    expect(aliasPickerTypes('TENANT_ADMIN', true, false)).not.toContain('CURRENT_USER');
    expect(toEntityId({ entityType: 'CURRENT_USER', id: 'x' })).toEqual({ entityType: 'CURRENT_USER', id: 'x' });
  });
});
