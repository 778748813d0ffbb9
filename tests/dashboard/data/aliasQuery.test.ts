import { describe, expect, it } from 'vitest';
import { type AuthUser } from '@tessera/sdk';
import {
  aliasQueryBody, entitiesOfPage, resolvePseudoEntityId, stateEntityId,
} from '../../../core/dashboard/data/aliasQuery';
import { type AliasFilter } from '../../../core/dashboard/model/types';

const D1 = { entityType: 'DEVICE' as const, id: 'd1' };
const A1 = { entityType: 'ASSET' as const, id: 'a1' };
const admin: AuthUser = {
  userId: 'u1', sub: 'a@b.c', authority: 'TENANT_ADMIN', tenantId: 't1', customerId: 'c0', firstName: '', lastName: '', isPublic: false,
};
const customerUser: AuthUser = { ...admin, userId: 'u2', authority: 'CUSTOMER_USER', customerId: 'c1' };

const filterOf = (filter: AliasFilter, params = {}, user: AuthUser | null = admin) => aliasQueryBody(filter, params, user)?.entityFilter;

describe('aliasQueryBody', () => {
  it('asks for name and label, newest first, 1 entity unless resolveMultiple (1024)', () => {
    const single = aliasQueryBody({ type: 'entityType', entityType: 'DEVICE' }, {}, admin)!;
    expect(single.pageLink).toEqual({
      page: 0, pageSize: 1, textSearch: null, dynamic: false, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' },
    });
    expect(single.entityFields).toEqual([{ type: 'ENTITY_FIELD', key: 'name' }, { type: 'ENTITY_FIELD', key: 'label' }]);
    expect((aliasQueryBody({ type: 'entityType', entityType: 'DEVICE', resolveMultiple: true }, {}, admin)!.pageLink as { pageSize: number }).pageSize).toBe(1024);
  });

  it('passes the server filter types through without the UI-only members', () => {
    const cases: AliasFilter[] = [
      { type: 'singleEntity', singleEntity: D1 },
      { type: 'entityList', entityType: 'DEVICE', entityList: ['d1', 'd2'] },
      { type: 'entityName', entityType: 'ASSET', entityNameFilter: 'Bu' },
      { type: 'entityType', entityType: 'CUSTOMER' },
      { type: 'assetType', assetType: 'building', assetNameFilter: '' },
      { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: 'T' },
      { type: 'edgeType', edgeType: 'gw', edgeNameFilter: '' },
      { type: 'entityViewType', entityViewType: 'v', entityViewNameFilter: '' },
      { type: 'relationsQuery', rootEntity: A1, direction: 'FROM', maxLevel: 2, fetchLastLevelOnly: false, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] },
      { type: 'assetSearchQuery', rootEntity: A1, direction: 'FROM', maxLevel: 1, relationType: 'Contains', assetTypes: ['building'] },
      { type: 'deviceSearchQuery', rootEntity: A1, direction: 'FROM', maxLevel: 1, relationType: 'Contains', deviceTypes: ['thermostat'] },
      { type: 'edgeSearchQuery', rootEntity: A1, direction: 'TO', maxLevel: 1, relationType: 'Contains', edgeTypes: ['gw'] },
      { type: 'entityViewSearchQuery', rootEntity: A1, direction: 'FROM', maxLevel: 1, relationType: 'Contains', entityViewTypes: ['v'] },
    ];
    for (const filter of cases) {
      expect(filterOf({ ...filter, resolveMultiple: true, rootStateEntity: false, stateEntityParamName: null, defaultStateEntity: null })).toEqual(filter);
    }
  });

  it('apiUsageState: the customer user’s own customer', () => {
    expect(filterOf({ type: 'apiUsageState' })).toEqual({ type: 'apiUsageState' });
    expect(filterOf({ type: 'apiUsageState' }, {}, customerUser)).toEqual({ type: 'apiUsageState', customerId: { entityType: 'CUSTOMER', id: 'c1' } });
  });

  it('stateEntity becomes singleEntity of the named param, the state entity, else the default; else nothing', () => {
    const filter: AliasFilter = { type: 'stateEntity', stateEntityParamName: 'room', defaultStateEntity: A1 };
    expect(filterOf(filter, { room: { entityId: D1 }, entityId: A1 })).toEqual({ type: 'singleEntity', singleEntity: D1 });
    expect(filterOf(filter, { entityId: { entityType: 'DEVICE', id: 'd9' } })).toEqual({ type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'd9' } });
    expect(filterOf(filter, {})).toEqual({ type: 'singleEntity', singleEntity: A1 });
    expect(aliasQueryBody({ type: 'stateEntity' }, {}, admin)).toBeNull();
  });

  it('relation and search queries with rootStateEntity start at the state entity', () => {
    const filter: AliasFilter = { type: 'relationsQuery', rootStateEntity: true, direction: 'FROM', maxLevel: 1, filters: [] };
    expect(filterOf(filter, { entityId: A1 })).toMatchObject({ type: 'relationsQuery', rootEntity: A1 });
    expect(aliasQueryBody({ ...filter, type: 'deviceSearchQuery' }, {}, admin)).toBeNull();
    expect(filterOf({ ...filter, defaultStateEntity: D1 }, {})).toMatchObject({ rootEntity: D1 });
  });

  it('resolves the current tenant, customer, user and owner pseudo ids from the user', () => {
    const pseudo = (entityType: string) => ({ entityType, id: '13814000-1dd2-11b2-8080-808080808080' }) as never;
    expect(filterOf({ type: 'singleEntity', singleEntity: pseudo('CURRENT_TENANT') })).toEqual({ type: 'singleEntity', singleEntity: { entityType: 'TENANT', id: 't1' } });
    expect(filterOf({ type: 'singleEntity', singleEntity: pseudo('CURRENT_USER') })).toEqual({ type: 'singleEntity', singleEntity: { entityType: 'USER', id: 'u1' } });
    expect(resolvePseudoEntityId(pseudo('CURRENT_USER_OWNER'), admin)).toEqual({ entityType: 'TENANT', id: 't1' });
    expect(resolvePseudoEntityId(pseudo('CURRENT_USER_OWNER'), customerUser)).toEqual({ entityType: 'CUSTOMER', id: 'c1' });
    expect(resolvePseudoEntityId(pseudo('CURRENT_CUSTOMER'), customerUser)).toEqual({ entityType: 'CUSTOMER', id: 'c1' });
    expect(resolvePseudoEntityId({ entityType: 'CURRENT_CUSTOMER' as never, id: 'c7' }, admin)).toEqual({ entityType: 'CUSTOMER', id: 'c7' });
    expect(filterOf({ type: 'relationsQuery', rootEntity: pseudo('CURRENT_USER_OWNER'), direction: 'FROM', maxLevel: 1, filters: [] }, {}, customerUser))
      .toMatchObject({ rootEntity: { entityType: 'CUSTOMER', id: 'c1' } });
  });
});

describe('stateEntityId and entitiesOfPage', () => {
  it('ignores a param without an entity id', () => {
    expect(stateEntityId({ room: { entityName: 'x' } }, 'room', null)).toBeNull();
    expect(stateEntityId({ room: { entityName: 'x' }, entityId: D1 }, 'room', null)).toEqual(D1);
  });

  it('names entities by their name field, with label only when set', () => {
    expect(entitiesOfPage([
      { entityId: D1, latest: { ENTITY_FIELD: { name: { ts: 1, value: 'T1' }, label: { ts: 1, value: '' } } } },
      { entityId: A1, latest: { ENTITY_FIELD: { name: { ts: 1, value: 'B' }, label: { ts: 1, value: 'Building' } } } },
    ])).toEqual([
      { id: D1, name: 'T1', entityType: 'DEVICE' },
      { id: A1, name: 'B', label: 'Building', entityType: 'ASSET' },
    ]);
  });
});
