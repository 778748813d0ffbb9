import { describe, expect, it } from 'vitest';
import { type AuthUser } from '@tessera/sdk';
import {
  addChip, addTextChips, ALIAS_ENTITY_ID, allowedEntityTypes, entitySelectValue, truncateSearch,
} from '../../core/components/pickers/entityTypes';
import { searchPath } from '../../core/components/pickers/fetchEntities';

describe('entity pickers', () => {
  it('offers the entity types of seed 000 section 6 per role', () => {
    expect(allowedEntityTypes('SYS_ADMIN', true)).toEqual(['TENANT']);
    expect(allowedEntityTypes('TENANT_ADMIN', false)).toEqual(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD']);
    expect(allowedEntityTypes('TENANT_ADMIN', true)).toContain('EDGE');
    expect(allowedEntityTypes('CUSTOMER_USER', true)).toEqual(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'USER', 'DASHBOARD', 'EDGE']);
  });

  it('gives an entity select a value only when type and id are set, with automatic ids for the pseudo types', () => {
    expect(entitySelectValue('DEVICE', null)).toBeNull();
    expect(entitySelectValue(null, 'x')).toBeNull();
    expect(entitySelectValue('DEVICE', 'd1')).toEqual({ entityType: 'DEVICE', id: 'd1' });
    expect(entitySelectValue('CURRENT_TENANT', null)).toEqual({ entityType: 'CURRENT_TENANT', id: ALIAS_ENTITY_ID });
    expect(entitySelectValue('CURRENT_USER_OWNER', 'ignored')).toEqual({ entityType: 'CURRENT_USER_OWNER', id: ALIAS_ENTITY_ID });
    expect(entitySelectValue('CURRENT_CUSTOMER', null)).toEqual({ entityType: 'CURRENT_CUSTOMER', id: ALIAS_ENTITY_ID });
    expect(entitySelectValue('CURRENT_CUSTOMER', 'c7')).toEqual({ entityType: 'CURRENT_CUSTOMER', id: 'c7' });
  });

  it('skips duplicate chips and blank free-text entries', () => {
    const a = { entityType: 'DEVICE' as const, id: 'a' };
    expect(addChip(addChip([], a), { ...a })).toEqual([a]);
    expect(addTextChips(['temp'], ' temp, humidity;  ;pressure ')).toEqual(['temp', 'humidity', 'pressure']);
  });

  it("cuts a search text to six characters for 'no match' messages", () => {
    expect(truncateSearch('gateway-west')).toBe('gatewa...');
    expect(truncateSearch('gw')).toBe('gw');
  });

  it('searches the customer-scoped list for customer users and the tenant list for admins', () => {
    const user = (authority: AuthUser['authority']): AuthUser => ({
      userId: 'u', sub: 's', authority, tenantId: 't', customerId: 'c1', firstName: '', lastName: '', isPublic: false,
    });
    expect(searchPath('DEVICE', user('CUSTOMER_USER'))).toBe('/api/customer/c1/devices');
    expect(searchPath('DEVICE', user('TENANT_ADMIN'))).toBe('/api/tenant/devices');
    expect(searchPath('CUSTOMER', user('TENANT_ADMIN'))).toBe('/api/customers');
  });
});
