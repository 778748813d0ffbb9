import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, login, removeTempDirs, startTestServer } from './helpers';
import { expectError } from './tenancyHelpers';

/*
 * POST /api/entitiesQuery/find, /count and /find/keys (contract §7) over a real server:
 * filters, key filters with dynamic values, sorting by latest values, paging, the
 * EntityData shape, and what each caller may see.
 */

let server: RunningServer;
let admin: { tenantId: string; token: string };
let other: { tenantId: string; token: string };
let customer: { customerId: string; token: string };
const ids: Record<string, string> = {};

const post = (path: string, token: string, body: unknown) => api(server.url, path, { method: 'POST', token, body });
const find = (token: string, body: unknown) => post('/api/entitiesQuery/find', token, body);
const telemetry = (id: string, body: unknown, type = 'DEVICE') => post(`/api/plugins/telemetry/${type}/${id}/timeseries/ANY`, admin.token, body);
const attributes = (id: string, body: unknown, type = 'DEVICE', scope = 'SERVER_SCOPE') =>
  post(`/api/plugins/telemetry/${type}/${id}/attributes/${scope}`, admin.token, body);

const ENTITY_FIELDS = [
  { type: 'ENTITY_FIELD', key: 'name' },
  { type: 'ENTITY_FIELD', key: 'label' },
];
const page = (extra: Record<string, unknown> = {}) => ({ page: 0, pageSize: 10, textSearch: null, dynamic: false, ...extra });
const nameOf = (data: { latest: { ENTITY_FIELD: { name: { value: string } } } }) => data.latest.ENTITY_FIELD.name.value;

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  customer = await newCustomerUser(server, admin.tenantId, 'Query customer');
  for (const [name, type, label] of [
    ['Thermo A', 'thermostat', 'kitchen'],
    ['Thermo B', 'thermostat', 'hall'],
    ['thermo C', 'thermostat', null],
    ['Meter 1', 'meter', 'basement'],
  ] as const) {
    ids[name] = (await saved(server.url, '/api/device', admin.token, { name, type, label })).id.id;
  }
  ids.building = (await saved(server.url, '/api/asset', admin.token, { name: 'Building', type: 'building' })).id.id;
  ids.foreign = (await saved(server.url, '/api/device', other.token, { name: 'Thermo Foreign', type: 'thermostat' })).id.id;
  for (const device of ['Thermo A', 'Thermo B', 'Meter 1']) {
    await saved(server.url, '/api/relation', admin.token, { from: { entityType: 'ASSET', id: ids.building }, to: { entityType: 'DEVICE', id: ids[device] }, type: 'Contains' });
  }
  await api(server.url, `/api/customer/${customer.customerId}/device/${ids['Thermo B']}`, { method: 'POST', token: admin.token });
  expect((await telemetry(ids['Thermo A'], { ts: 1000, values: { temperature: 22.5, count: 10 } })).status).toBe(200);
  expect((await telemetry(ids['Thermo B'], { ts: 1000, values: { temperature: 18 } })).status).toBe(200);
  expect((await telemetry(ids['thermo C'], { ts: 1000, values: { temperature: 30.25 } })).status).toBe(200);
  expect((await attributes(ids['Thermo A'], { active: true, threshold: 20 })).status).toBe(200);
  expect((await attributes(ids['Thermo B'], { active: false })).status).toBe(200);
  expect((await attributes(admin.tenantId, { limit: 20 }, 'TENANT')).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('entity data query', () => {
  it('answers a device type filter with entity fields and latest values as strings, missing ones empty', async () => {
    const res = await find(admin.token, {
      entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: 'thermo' },
      pageLink: page({ sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } }),
      entityFields: ENTITY_FIELDS,
      latestValues: [
        { type: 'TIME_SERIES', key: 'temperature' },
        { type: 'TIME_SERIES', key: 'count' },
        { type: 'ATTRIBUTE', key: 'active' },
        { type: 'SERVER_ATTRIBUTE', key: 'missing' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(3);
    expect(res.body.data.map(nameOf)).toEqual(['Thermo A', 'Thermo B', 'thermo C']);
    const first = res.body.data[0];
    expect(first.entityId).toEqual({ entityType: 'DEVICE', id: ids['Thermo A'] });
    expect(first.timeseries).toEqual({});
    expect(first.latest.ENTITY_FIELD.label.value).toBe('kitchen');
    expect(first.latest.ENTITY_FIELD.name.ts).toBeGreaterThan(0);
    expect(first.latest.TIME_SERIES).toEqual({ temperature: { ts: 1000, value: '22.5' }, count: { ts: 1000, value: '10' } });
    expect(first.latest.ATTRIBUTE.active.value).toBe('true');
    expect(first.latest.SERVER_ATTRIBUTE.missing).toEqual({ ts: 0, value: '' });
    expect(res.body.data[1].latest.TIME_SERIES.temperature.value).toBe('18');
    expect(res.body.data[2].latest.ENTITY_FIELD.label.value).toBe('');
    expect(res.body.data[2].latest.TIME_SERIES.count).toEqual({ ts: 0, value: '' });
  });

  it('sorts by a latest value, pages with real totals, and searches the shown values', async () => {
    const query = (pageLink: Record<string, unknown>) =>
      find(admin.token, {
        entityFilter: { type: 'entityType', entityType: 'DEVICE' },
        pageLink: page({ pageSize: 2, sortOrder: { key: { type: 'TIME_SERIES', key: 'temperature' }, direction: 'desc' }, ...pageLink }),
        entityFields: ENTITY_FIELDS,
        latestValues: [{ type: 'TIME_SERIES', key: 'temperature' }],
      });
    const first = await query({});
    expect(first.body.data.map(nameOf)).toEqual(['thermo C', 'Thermo A']);
    expect(first.body).toMatchObject({ totalElements: 4, totalPages: 2, hasNext: true });
    const second = await query({ page: 1 });
    expect(second.body.data.map(nameOf)).toEqual(['Thermo B', 'Meter 1']);
    expect(second.body.hasNext).toBe(false);
    const past = await query({ page: 5 });
    expect(past.body).toMatchObject({ data: [], totalElements: 4 });
    const searched = await query({ textSearch: 'KITCH' });
    expect(searched.body.data.map(nameOf)).toEqual(['Thermo A']);
  });

  it('applies numeric, string, boolean and complex key filters', async () => {
    const count = async (keyFilters: unknown[]) => {
      const res = await post('/api/entitiesQuery/count', admin.token, { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, keyFilters });
      expect(res.status).toBe(200);
      return res.body as number;
    };
    const numeric = (operation: string, value: number) => ({
      key: { type: 'TIME_SERIES', key: 'temperature' },
      valueType: 'NUMERIC',
      predicate: { type: 'NUMERIC', operation, value: { defaultValue: value } },
    });
    expect(await count([numeric('GREATER', 20)])).toBe(2);
    expect(await count([numeric('LESS_OR_EQUAL', 18)])).toBe(1);
    expect(await count([numeric('EQUAL', 22.5)])).toBe(1);
    expect(
      await count([{ key: { type: 'ENTITY_FIELD', key: 'name' }, valueType: 'STRING', predicate: { type: 'STRING', operation: 'STARTS_WITH', value: { defaultValue: 'THERMO' }, ignoreCase: true } }]),
    ).toBe(3);
    expect(
      await count([{ key: { type: 'ENTITY_FIELD', key: 'name' }, valueType: 'STRING', predicate: { type: 'STRING', operation: 'STARTS_WITH', value: { defaultValue: 'THERMO' }, ignoreCase: false } }]),
    ).toBe(0);
    expect(
      await count([{ key: { type: 'ENTITY_FIELD', key: 'type' }, valueType: 'STRING', predicate: { type: 'STRING', operation: 'IN', value: { defaultValue: 'meter, boiler' }, ignoreCase: false } }]),
    ).toBe(1);
    expect(await count([{ key: { type: 'ATTRIBUTE', key: 'active' }, valueType: 'BOOLEAN', predicate: { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: false } } }])).toBe(1);
    const complex = { type: 'COMPLEX', operation: 'OR', predicates: [numeric('LESS', 19).predicate, numeric('GREATER', 30).predicate] };
    expect(await count([{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', predicate: complex }])).toBe(2);
    // Two filters must both hold.
    expect(await count([numeric('GREATER', 20), numeric('LESS', 25)])).toBe(1);
  });

  it('resolves dynamic values from the tenant, the user with inheritance, and the device itself', async () => {
    const count = async (dynamicValue: unknown, defaultValue = 0) => {
      const res = await post('/api/entitiesQuery/count', admin.token, {
        entityFilter: { type: 'entityType', entityType: 'DEVICE' },
        keyFilters: [
          { key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue, dynamicValue } } },
        ],
      });
      return res.body as number;
    };
    // Tenant attribute limit = 20: 22.5 and 30.25 are above it.
    expect(await count({ sourceType: 'CURRENT_TENANT', sourceAttribute: 'limit' })).toBe(2);
    // The user has no such attribute: without inherit the default (0) applies, with it the tenant's.
    expect(await count({ sourceType: 'CURRENT_USER', sourceAttribute: 'limit', inherit: false })).toBe(3);
    expect(await count({ sourceType: 'CURRENT_USER', sourceAttribute: 'limit', inherit: true })).toBe(2);
    // Each device against its own threshold attribute: only Thermo A has one (20 < 22.5).
    expect(await count({ sourceType: 'CURRENT_DEVICE', sourceAttribute: 'threshold' }, 1000)).toBe(1);
    // A user value wins over everything.
    const res = await post('/api/entitiesQuery/count', admin.token, {
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      keyFilters: [
        {
          key: { type: 'TIME_SERIES', key: 'temperature' },
          valueType: 'NUMERIC',
          predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 0, userValue: 25, dynamicValue: { sourceType: 'CURRENT_TENANT', sourceAttribute: 'limit' } } },
        },
      ],
    });
    expect(res.body).toBe(1);
  });

  it('follows relations and entity search queries', async () => {
    const relations = await find(admin.token, {
      entityFilter: {
        type: 'relationsQuery',
        rootEntity: { entityType: 'ASSET', id: ids.building },
        direction: 'FROM',
        maxLevel: 1,
        fetchLastLevelOnly: false,
        filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }],
      },
      pageLink: page(),
      entityFields: ENTITY_FIELDS,
    });
    expect(relations.status).toBe(200);
    expect(relations.body.data.map(nameOf).sort()).toEqual(['Meter 1', 'Thermo A', 'Thermo B']);
    const search = await find(admin.token, {
      entityFilter: { type: 'deviceSearchQuery', rootEntity: { entityType: 'ASSET', id: ids.building }, direction: 'FROM', maxLevel: 1, relationType: 'Contains', deviceTypes: ['meter'] },
      pageLink: page(),
      entityFields: ENTITY_FIELDS,
    });
    expect(search.body.data.map(nameOf)).toEqual(['Meter 1']);
    const upwards = await find(admin.token, {
      entityFilter: { type: 'relationsQuery', rootEntity: { entityType: 'DEVICE', id: ids['Meter 1'] }, direction: 'TO', maxLevel: 1, filters: [] },
      pageLink: page(),
      entityFields: ENTITY_FIELDS,
    });
    expect(upwards.body.data.map(nameOf)).toEqual(['Building']);
  });

  it('lists entity list, single entity, name and api usage filters', async () => {
    const list = await find(admin.token, { entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: [ids['Thermo A'], ids['Meter 1']] }, pageLink: page(), entityFields: ENTITY_FIELDS });
    expect(list.body.data.map(nameOf).sort()).toEqual(['Meter 1', 'Thermo A']);
    const single = await find(admin.token, { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'ASSET', id: ids.building } }, pageLink: page(), entityFields: ENTITY_FIELDS });
    expect(single.body.data.map(nameOf)).toEqual(['Building']);
    const named = await find(admin.token, { entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'met' }, pageLink: page(), entityFields: ENTITY_FIELDS });
    expect(named.body.data.map(nameOf)).toEqual(['Meter 1']);
    // One synthetic usage state per tenant (tests/server/apiUsageState.test.ts covers the rest).
    const usage = await find(admin.token, { entityFilter: { type: 'apiUsageState' }, pageLink: page() });
    expect(usage.body.data.map((data: { entityId: { entityType: string } }) => data.entityId.entityType)).toEqual(['API_USAGE_STATE']);
  });

  it('finds the keys of the entities on the page', async () => {
    const res = await post('/api/entitiesQuery/find/keys?timeseries=true&attributes=true', admin.token, {
      entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
      pageLink: page({ pageSize: 1000 }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ entityTypes: ['DEVICE'], timeseries: ['count', 'temperature'], attribute: ['active', 'threshold'] });
    const noAttributes = await post('/api/entitiesQuery/find/keys?timeseries=true&attributes=false', admin.token, {
      entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Thermo B'] } },
      pageLink: page(),
    });
    expect(noAttributes.body).toEqual({ entityTypes: ['DEVICE'], timeseries: ['temperature'], attribute: [] });
    // Neither kind: empty arrays, entity types included, as ThingsBoard answers.
    const neither = await post('/api/entitiesQuery/find/keys?timeseries=false&attributes=false', admin.token, {
      entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Thermo B'] } },
      pageLink: page(),
    });
    expect([neither.status, neither.body]).toEqual([200, { entityTypes: [], timeseries: [], attribute: [] }]);
  });
});

describe('entity data query access', () => {
  it('keeps tenants apart: foreign ids are simply not found', async () => {
    const foreign = await find(admin.token, { entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: [ids.foreign] }, pageLink: page() });
    expect(foreign.body.totalElements).toBe(0);
    const theirs = await post('/api/entitiesQuery/count', other.token, { entityFilter: { type: 'deviceType', deviceType: 'thermostat' } });
    expect(theirs.body).toBe(1);
    // A relation root of another tenant is refused like the relation endpoints do.
    const root = await find(other.token, {
      entityFilter: { type: 'relationsQuery', rootEntity: { entityType: 'ASSET', id: ids.building }, direction: 'FROM', maxLevel: 1, filters: [] },
      pageLink: page(),
    });
    expect(root.status).toBe(403);
  });

  it("does not let the system administrator count a tenant's entities (counted in the system tenant, as ThingsBoard does)", async () => {
    const { token } = await login(server.url, 'sysadmin');
    for (const entityFilter of [
      { type: 'entityType', entityType: 'DEVICE' },
      { type: 'deviceType', deviceType: 'thermostat' },
      { type: 'entityList', entityType: 'DEVICE', entityList: [ids['Thermo A'], ids.foreign] },
      { type: 'entityType', entityType: 'ASSET' },
      { type: 'entityType', entityType: 'CUSTOMER' },
      { type: 'entityType', entityType: 'TENANT' },
    ]) {
      const res = await post('/api/entitiesQuery/count', token, { entityFilter });
      expect(res.status).toBe(200);
      expect(res.body).toBe(0);
    }
    // The same query by the tenant's administrator does count them.
    expect((await post('/api/entitiesQuery/count', admin.token, { entityFilter: { type: 'deviceType', deviceType: 'thermostat' } })).body).toBe(3);
  });

  it('shows a customer user only what is assigned to its customer, and itself', async () => {
    const devices = await find(customer.token, { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, pageLink: page(), entityFields: ENTITY_FIELDS });
    expect(devices.body.data.map(nameOf)).toEqual(['Thermo B']);
    const single = await find(customer.token, { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Thermo A'] } }, pageLink: page() });
    expect(single.body.totalElements).toBe(0);
    const customers = await find(customer.token, { entityFilter: { type: 'entityType', entityType: 'CUSTOMER' }, pageLink: page(), entityFields: [{ type: 'ENTITY_FIELD', key: 'title' }] });
    expect(customers.body.data.map((d: { latest: { ENTITY_FIELD: { title: { value: string } } } }) => d.latest.ENTITY_FIELD.title.value)).toEqual(['Query customer']);
    const users = await post('/api/entitiesQuery/count', customer.token, { entityFilter: { type: 'entityType', entityType: 'USER' } });
    expect(users.body).toBe(1);
    const tenants = await post('/api/entitiesQuery/count', customer.token, { entityFilter: { type: 'entityType', entityType: 'TENANT' } });
    expect(tenants.body).toBe(0);
  });

  it('refuses malformed queries with 400 and the contract body', async () => {
    expectError(await find(admin.token, { pageLink: page() }), 400, 31);
    expectError(await find(admin.token, { entityFilter: { type: 'nonsense' }, pageLink: page() }), 400, 31);
    expectError(await find(admin.token, { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, pageLink: page({ pageSize: 0 }) }), 400, 31);
    expectError(
      await find(admin.token, { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, pageLink: page({ sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'UP' } }) }),
      400,
      31,
    );
    expectError(
      await post('/api/entitiesQuery/count', admin.token, {
        entityFilter: { type: 'entityType', entityType: 'DEVICE' },
        keyFilters: [{ key: { type: 'TIME_SERIES', key: 't' }, valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation: 'ABOUT', value: { defaultValue: 1 } } }],
      }),
      400,
      31,
    );
    expect((await api(server.url, '/api/entitiesQuery/count', { method: 'POST', body: { entityFilter: { type: 'entityType', entityType: 'DEVICE' } } })).status).toBe(401);
  });
});
