import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, expectError, UNKNOWN_UUID } from './tenancyHelpers';

/* Device claiming (contract §9.3, §10), entity search queries, and the telemetry tables behind key lists and cascades. */

let server: RunningServer;
let base: string;
let a: Awaited<ReturnType<typeof newTenantAdmin>>;
let b: Awaited<ReturnType<typeof newTenantAdmin>>;
let userA: Awaited<ReturnType<typeof newCustomerUser>>;
let userA2: Awaited<ReturnType<typeof newCustomerUser>>;
let userB: Awaited<ReturnType<typeof newCustomerUser>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  a = await newTenantAdmin(server);
  b = await newTenantAdmin(server);
  userA = await newCustomerUser(server, a.tenantId, 'Claim customer A');
  userA2 = await newCustomerUser(server, a.tenantId, 'Claim customer A2');
  userB = await newCustomerUser(server, b.tenantId, 'Claim customer B');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const claimPath = (name: string) => `/api/customer/device/${encodeURIComponent(name)}/claim`;

describe('claim', () => {
  it('device side: unknown token 401 with empty body, bad body 400 plain text, stores the claim', async () => {
    const unknown = await api(base, '/api/v1/no-such-token/claim', { body: { secretKey: 'k' } });
    expect([unknown.status, unknown.text]).toEqual([401, '']);
    await saved(base, '/api/device?accessToken=claim-token-1', a.token, { name: 'Claimable' });
    const bad = await api(base, '/api/v1/claim-token-1/claim', { body: { secretKey: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toBeUndefined();
    expect(countRows(server, 'device_claim')).toBe(0);
    const ok = await api(base, '/api/v1/claim-token-1/claim', { body: { secretKey: 'the-key', durationMs: 60000 } });
    expect([ok.status, ok.text]).toEqual([200, '']);
    expect(countRows(server, 'device_claim')).toBe(1);
  });

  it('console side: FAILURE on a wrong key, SUCCESS once, then CLAIMED; the claim is consumed', async () => {
    const wrong = await api(base, claimPath('Claimable'), { token: userA.token, body: { secretKey: 'wrong' } });
    expect([wrong.status, wrong.body]).toEqual([400, 'FAILURE']);
    const ok = await api(base, claimPath('Claimable'), { token: userA.token, body: { secretKey: 'the-key' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ response: 'SUCCESS', device: { name: 'Claimable', customerId: { entityType: 'CUSTOMER', id: userA.customerId } } });
    expect(countRows(server, 'device_claim')).toBe(0);
    const again = await api(base, claimPath('Claimable'), { token: userA2.token, body: { secretKey: 'the-key' } });
    expect([again.status, again.body]).toEqual([400, 'CLAIMED']);
  });

  it('expired or missing claims fail; other tenants cannot see the device; admins cannot claim', async () => {
    await saved(base, '/api/device?accessToken=claim-token-2', a.token, { name: 'Expiring' });
    await api(base, '/api/v1/claim-token-2/claim', { body: { secretKey: 's', durationMs: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await api(base, claimPath('Expiring'), { token: userA.token, body: { secretKey: 's' } })).body).toBe('FAILURE');
    expect((await api(base, claimPath('Expiring'), { token: userA.token, body: {} })).body).toBe('FAILURE');
    expectError(await api(base, claimPath('Expiring'), { token: userB.token, body: { secretKey: 's' } }), 404, 32);
    expectError(await api(base, claimPath('Expiring'), { token: a.token, body: { secretKey: 's' } }), 403, 20);
    expect((await server.stores.devices.findByName(a.tenantId, 'Expiring'))!.customerId.id).toBe(NULL_UUID);
  });

  it('reclaim: another customer user 403, the owning user or the tenant admin releases it', async () => {
    expectError(await api(base, claimPath('Claimable'), { method: 'DELETE', token: userA2.token }), 403, 20);
    expectError(await api(base, claimPath('Claimable'), { method: 'DELETE', token: userB.token }), 404, 32);
    const res = await api(base, claimPath('Claimable'), { method: 'DELETE', token: userA.token });
    expect([res.status, res.text]).toEqual([200, '']);
    expect((await server.stores.devices.findByName(a.tenantId, 'Claimable'))!.customerId.id).toBe(NULL_UUID);
    expect((await api(base, claimPath('Claimable'), { method: 'DELETE', token: a.token })).status).toBe(200);
  });
});

describe('entity search queries', () => {
  it('finds related devices, assets, entity views and edges of the listed types that the caller may read', async () => {
    const root = await saved(base, '/api/asset', a.token, { name: 'Search root', type: 'building' });
    const floor = await saved(base, '/api/asset', a.token, { name: 'Search floor', type: 'floor' });
    const d1 = await saved(base, '/api/device', a.token, { name: 'Search d1', type: 'meter' });
    const d2 = await saved(base, '/api/device', a.token, { name: 'Search d2', type: 'sensor' });
    const view = await saved(base, '/api/entityView', a.token, { name: 'Search view', type: 'v', entityId: d1.id });
    const edge = await saved(base, '/api/edge', a.token, { name: 'Search edge', type: 'e', routingKey: 'search-rk', secret: 's' });
    for (const [from, to] of [[root, floor], [floor, d1], [floor, d2], [root, view], [root, edge]]) {
      await saved(base, '/api/relation', a.token, { from: from.id, to: to.id, type: 'Contains' });
    }
    const parameters = { rootId: root.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 0 };
    const find = (path: string, body: unknown, token = a.token) => api(base, path, { token, body });
    const names = (res: { body: { name: string }[] }) => res.body.map((e) => e.name).sort();
    expect(names(await find('/api/devices', { parameters, relationType: 'Contains', deviceTypes: ['meter', 'sensor'] }))).toEqual(['Search d1', 'Search d2']);
    expect(names(await find('/api/devices', { parameters, deviceTypes: ['meter'] }))).toEqual(['Search d1']);
    expect(names(await find('/api/devices', { parameters: { ...parameters, maxLevel: 1 }, deviceTypes: ['meter'] }))).toEqual([]);
    expect(names(await find('/api/assets', { parameters, assetTypes: ['floor'] }))).toEqual(['Search floor']);
    expect(names(await find('/api/entityViews', { parameters, entityViewTypes: ['v'] }))).toEqual(['Search view']);
    expect(names(await find('/api/edges', { parameters, edgeTypes: ['e'] }))).toEqual(['Search edge']);
    expect(names(await find('/api/devices', { parameters, relationType: 'Manages', deviceTypes: ['meter'] }))).toEqual([]);

    // Bad input 400; another tenant's root 403; a customer user sees only its customer's devices.
    expectError(await find('/api/devices', { parameters }), 400, 31);
    expectError(await find('/api/devices', { parameters: { ...parameters, direction: 'UP' }, deviceTypes: [] }), 400, 31);
    expectError(await find('/api/devices', { parameters, deviceTypes: ['meter'] }, b.token), 403, 20);
    await saved(base, `/api/customer/${userA.customerId}/asset/${root.id.id}`, a.token, undefined);
    await saved(base, `/api/customer/${userA.customerId}/device/${d2.id.id}`, a.token, undefined);
    expect(names(await find('/api/devices', { parameters, deviceTypes: ['meter', 'sensor'] }, userA.token))).toEqual(['Search d2']);
  });
});

describe('telemetry tables', () => {
  it('keeps value types, moves latest forward only, lists keys per tenant and profile, and goes with the entity', async () => {
    const device = await saved(base, '/api/device', a.token, { name: 'Telemetry device', type: 'tele' });
    const other = await saved(base, '/api/device', b.token, { name: 'Foreign telemetry' });
    const t = server.stores.telemetry;
    await t.saveAttributes(device.id, 'SERVER_SCOPE', [{ key: 'serial', value: { type: 'STRING', value: '42' } }, { key: 'on', value: { type: 'BOOLEAN', value: true } }], 1000);
    await t.saveAttributes(other.id, 'SERVER_SCOPE', [{ key: 'foreignKey', value: { type: 'LONG', value: 1 } }], 1000);
    await t.saveTimeseries(device.id.id, [{ key: 'temp', value: { type: 'DOUBLE', value: 3 } }], 2000);
    await t.saveTimeseries(device.id.id, [{ key: 'temp', value: { type: 'DOUBLE', value: 1.5 } }], 1500);
    await t.saveTimeseries(device.id.id, [{ key: 'cfg', value: { type: 'JSON', value: { a: [1] } } }], 1500);
    expect(await t.findAttributes(device.id.id, 'SERVER_SCOPE')).toEqual([
      { key: 'on', value: { type: 'BOOLEAN', value: true }, lastUpdateTs: 1000 },
      { key: 'serial', value: { type: 'STRING', value: '42' }, lastUpdateTs: 1000 },
    ]);
    expect(await t.findLatest(device.id.id)).toEqual([
      { key: 'cfg', value: { type: 'JSON', value: { a: [1] } }, ts: 1500 },
      { key: 'temp', value: { type: 'DOUBLE', value: 3 }, ts: 2000 },
    ]);
    expect(countRows(server, 'ts_kv', 'entity_id = ?', device.id.id)).toBe(3);

    const keys = (scope: string, query = '', token = a.token) => api(base, `/api/deviceProfile/devices/keys/${scope}${query}`, { token });
    expect((await keys('attributes')).body).toEqual(['on', 'serial']);
    expect((await keys('timeseries')).body).toEqual(['cfg', 'temp']);
    expect((await keys('timeseries', `?deviceProfileId=${a.defaultProfileId}`)).body).toEqual([]);
    expect((await keys('timeseries', `?deviceProfileId=${device.deviceProfileId.id}`)).body).toEqual(['cfg', 'temp']);
    expect((await keys('attributes', '', b.token)).body).toEqual(['foreignKey']);
    expectError(await keys('attributes', `?deviceProfileId=${a.defaultProfileId}`, b.token), 403, 20);
    expectError(await keys('attributes', '?deviceProfileId=nope'), 400, 31);
    expectError(await keys('attributes', `?deviceProfileId=${UNKNOWN_UUID}`), 404, 32);
    expectError(await keys('attributes', '', userA.token), 403, 20);

    expect((await api(base, `/api/device/${device.id.id}`, { method: 'DELETE', token: a.token })).status).toBe(200);
    for (const table of ['attribute_kv', 'ts_kv', 'ts_kv_latest', 'device_credentials']) {
      expect([table, countRows(server, table, table === 'device_credentials' ? 'device_id = ?' : 'entity_id = ?', device.id.id)]).toEqual([table, 0]);
    }
  });
});
