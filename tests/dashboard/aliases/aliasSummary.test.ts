import { describe, expect, it } from 'vitest';
import { defaultAliasFilter } from '../../../core/dashboard/aliases/aliasFilters';
import { aliasFilterSummary } from '../../../core/dashboard/aliases/aliasSummary';

// A translator that shows the key and its parameters, so the test sees what was asked for.
const t = (key: string, params?: Record<string, unknown>) =>
  (params ? `${key}(${Object.entries(params).map(([k, v]) => `${k}=${String(v)}`).join(',')})` : key);

describe('aliasFilterSummary', () => {
  it('names the filter type alone when there is nothing more to say', () => {
    expect(aliasFilterSummary(defaultAliasFilter('apiUsageState'), t)).toBe('dashboard.alias.filter-types.apiUsageState');
    expect(aliasFilterSummary(defaultAliasFilter('stateEntity'), t)).toBe('dashboard.alias.filter-types.stateEntity');
  });

  it('adds the entity type, count or name prefix', () => {
    expect(aliasFilterSummary({ type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'x' } }, t))
      .toBe('dashboard.alias.filter-types.singleEntity: entity.type-names.DEVICE');
    expect(aliasFilterSummary({ type: 'entityList', entityType: 'ASSET', entityList: ['a', 'b'] }, t))
      .toBe('dashboard.alias.filter-types.entityList: dashboard.alias.summary-entity-list(size=2,type=entity.type-names.ASSET)');
    expect(aliasFilterSummary({ type: 'entityName', entityType: 'ASSET', entityNameFilter: 'bu' }, t))
      .toContain('summary-entity-name(type=entity.type-names.ASSET,name=bu)');
  });

  it('describes subtype filters with and without a name prefix', () => {
    expect(aliasFilterSummary({ type: 'deviceType', deviceType: 'pump', deviceNameFilter: '' }, t))
      .toBe('dashboard.alias.filter-types.deviceType: dashboard.alias.summary-subtype(subtype=pump)');
    expect(aliasFilterSummary({ type: 'deviceType', deviceType: 'pump', deviceNameFilter: 'P-' }, t))
      .toContain('summary-subtype-name(subtype=pump,name=P-)');
  });

  it('describes relation walks by direction, root and depth, and search queries by their types', () => {
    const query = { ...defaultAliasFilter('relationsQuery'), rootStateEntity: true, direction: 'TO' as const, maxLevel: 3 };
    expect(aliasFilterSummary(query, t)).toBe(
      'dashboard.alias.filter-types.relationsQuery: dashboard.alias.summary-relations(direction=dashboard.alias.direction-to,'
      + 'root=dashboard.alias.state-entity,level=dashboard.alias.summary-level(level=3))',
    );
    const search = { ...defaultAliasFilter('assetSearchQuery'), rootEntity: { entityType: 'CUSTOMER' as const, id: 'c' }, maxLevel: undefined, assetTypes: ['a', 'b'] };
    expect(aliasFilterSummary(search, t)).toContain('root=entity.type-names.CUSTOMER,level=dashboard.alias.unlimited-level); a, b');
  });
});
