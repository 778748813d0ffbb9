import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiUsageStateId } from '../../server/query/apiUsageStates';
import { newCustomerUser, newTenantAdmin } from './entityHelpers';
import { api, login, removeTempDirs, startTestServer } from './helpers';

/*
 * The `apiUsageState` entity filter (contract §7): one synthetic API_USAGE_STATE entity per
 * tenant (or customer), named after its owner, whose latest values read like any entity's.
 */

let server: RunningServer;
let admin: { tenantId: string; token: string };
let other: { tenantId: string; token: string };
let customer: { customerId: string; token: string };
let otherCustomer: { customerId: string; token: string };

const page = { page: 0, pageSize: 10, textSearch: null, dynamic: false };
const FIELDS = [{ type: 'ENTITY_FIELD', key: 'name' }, { type: 'ENTITY_FIELD', key: 'entityType' }];
const find = (token: string, entityFilter: Record<string, unknown>, latestValues: unknown[] = []) =>
  api(server.url, '/api/entitiesQuery/find', { method: 'POST', token, body: { entityFilter, pageLink: page, entityFields: FIELDS, latestValues } });
const count = (token: string, entityFilter: Record<string, unknown>) =>
  api(server.url, '/api/entitiesQuery/count', { method: 'POST', token, body: { entityFilter } });
const ids = (res: { body: { data: { entityId: { entityType: string; id: string } }[] } }) => res.body.data.map((d) => d.entityId);

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  customer = await newCustomerUser(server, admin.tenantId, 'Usage customer');
  otherCustomer = await newCustomerUser(server, other.tenantId, 'Usage foreign customer');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('apiUsageStateId', () => {
  it('is a stable UUID per owner, distinct from the owner id and from other owners', () => {
    const a = apiUsageStateId(admin.tenantId);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(apiUsageStateId(admin.tenantId.toUpperCase())).toBe(a);
    expect(a).not.toBe(admin.tenantId);
    expect(apiUsageStateId(other.tenantId)).not.toBe(a);
  });
});

describe('the apiUsageState filter', () => {
  it("resolves to the tenant's one usage state, named after the tenant, with its latest values", async () => {
    const stateId = apiUsageStateId(admin.tenantId);
    await server.stores.telemetry.saveTimeseries(stateId, [{ key: 'dbApiState', value: { type: 'STRING', value: 'ENABLED' } }], 1234);
    const res = await find(admin.token, { type: 'apiUsageState' }, [{ type: 'TIME_SERIES', key: 'dbApiState' }, { type: 'TIME_SERIES', key: 'transportMsgCount' }]);
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(1);
    const [data] = res.body.data;
    expect(data.entityId).toEqual({ entityType: 'API_USAGE_STATE', id: stateId });
    expect(data.latest.ENTITY_FIELD.name.value).toMatch(/^Entities tenant \d+$/);
    expect(data.latest.ENTITY_FIELD.entityType.value).toBe('API_USAGE_STATE');
    expect(data.latest.TIME_SERIES).toEqual({ dbApiState: { ts: 1234, value: 'ENABLED' }, transportMsgCount: { ts: 0, value: '' } });
    expect((await count(admin.token, { type: 'apiUsageState' })).body).toBe(1);
  });

  it('keeps tenants apart: each tenant sees only its own state', async () => {
    expect(ids(await find(other.token, { type: 'apiUsageState' }))).toEqual([{ entityType: 'API_USAGE_STATE', id: apiUsageStateId(other.tenantId) }]);
    // A customer of another tenant names nothing.
    expect(ids(await find(admin.token, { type: 'apiUsageState', customerId: { entityType: 'CUSTOMER', id: otherCustomer.customerId } }))).toEqual([]);
  });

  it("gives a customer's state for customerId, and customer users only their own customer's", async () => {
    const own = [{ entityType: 'API_USAGE_STATE', id: apiUsageStateId(customer.customerId) }];
    const byAdmin = await find(admin.token, { type: 'apiUsageState', customerId: { entityType: 'CUSTOMER', id: customer.customerId } });
    expect(ids(byAdmin)).toEqual(own);
    expect(byAdmin.body.data[0].latest.ENTITY_FIELD.name.value).toBe('Usage customer');
    expect(ids(await find(customer.token, { type: 'apiUsageState', customerId: { entityType: 'CUSTOMER', id: customer.customerId } }))).toEqual(own);
    // Without customerId a customer user still gets its customer's state, never the tenant's.
    expect(ids(await find(customer.token, { type: 'apiUsageState' }))).toEqual(own);
    expect(ids(await find(customer.token, { type: 'apiUsageState', customerId: { entityType: 'CUSTOMER', id: otherCustomer.customerId } }))).toEqual([]);
  });

  it('finds nothing for the system administrator, who has no tenant', async () => {
    const { token } = await login(server.url, 'sysadmin');
    expect((await find(token, { type: 'apiUsageState' })).body.totalElements).toBe(0);
  });

  it('resolves a singleEntity filter naming the state only within reach', async () => {
    const single = (token: string, id: string) => find(token, { type: 'singleEntity', singleEntity: { entityType: 'API_USAGE_STATE', id } });
    expect(ids(await single(admin.token, apiUsageStateId(admin.tenantId)))).toEqual([{ entityType: 'API_USAGE_STATE', id: apiUsageStateId(admin.tenantId) }]);
    expect(ids(await single(other.token, apiUsageStateId(admin.tenantId)))).toEqual([]);
  });

  it('rejects a malformed customerId', async () => {
    expect((await find(admin.token, { type: 'apiUsageState', customerId: { id: 'nope' } })).status).toBe(400);
  });
});
