import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { countRelations, newCustomerUser, newTenantAdmin, names, saved } from './entityHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, eid, expectError, pageQuery, UNKNOWN_UUID } from './tenancyHelpers';

/* Assets (contract §2, §10, §12), in a tenant of this file's own. */

let server: RunningServer;
let base: string;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let buyer: Awaited<ReturnType<typeof newCustomerUser>>;
let other: Awaited<ReturnType<typeof newCustomerUser>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  admin = await newTenantAdmin(server, { maxAssets: 6 });
  buyer = await newCustomerUser(server, admin.tenantId, 'Asset Buyer');
  other = await newCustomerUser(server, admin.tenantId, 'Asset Other');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const save = (body: unknown, token = admin.token) => api(base, '/api/asset', { token, body });
const get = (path: string, token = admin.token) => api(base, path, { token });
const countAssets = () => countRows(server, 'asset', 'tenant_id = ?', admin.tenantId);

describe('POST /api/asset', () => {
  it('creates and updates assets in the caller’s tenant; a type is required', async () => {
    const asset = await saved(base, '/api/asset', admin.token, { type: 'default', name: 'Plant', label: 'North', tenantId: eid('TENANT', UNKNOWN_UUID), customerId: eid('CUSTOMER', buyer.customerId), additionalInfo: { description: 'd' } });
    expect(asset).toMatchObject({ id: { entityType: 'ASSET' }, tenantId: { id: admin.tenantId }, customerId: { id: NULL_UUID }, name: 'Plant', type: 'default', label: 'North', additionalInfo: { description: 'd' } });
    await saved(base, `/api/customer/${buyer.customerId}/asset/${asset.id.id}`, admin.token, undefined);
    const updated = await saved(base, '/api/asset', admin.token, { ...asset, type: 'plant', customerId: eid('CUSTOMER', NULL_UUID) });
    expect(updated).toMatchObject({ id: asset.id, type: 'plant', customerId: { id: buyer.customerId }, createdTime: asset.createdTime });
    expectError(await save({ name: 'Plant' }), 400, 31, 'Asset type should be specified!');
    expectError(await save({ type: 'default', name: 'Plant' }), 400, 31, 'Asset with such name already exists!');
    expectError(await save({ id: eid('ASSET', UNKNOWN_UUID), name: 'Ghost asset' }), 404, 32);
  });

  it.each([
    ['no name', {}],
    ['a 100 KB name', { name: 'a'.repeat(100_000) }],
    ['a numeric name', { name: 9 }],
    ['an object type', { name: 'bad', type: {} }],
    ['a numeric label', { name: 'bad', label: 1 }],
    ['additionalInfo as a string', { name: 'bad', additionalInfo: 'x' }],
    ['a malformed id', { name: 'bad', id: eid('ASSET', '1') }],
    ['an id of another type', { name: 'bad', id: eid('DEVICE', UNKNOWN_UUID) }],
  ])('refuses %s with 400/31 and stores nothing', async (_name, body) => {
    const before = countAssets();
    expectError(await save(body), 400, 31);
    expect(countAssets()).toBe(before);
  });

  it('is for tenant administrators only', async () => {
    expectError(await save({ name: 'Sneaky asset' }, buyer.token), 403, 20);
    expect(countRows(server, 'asset', 'name = ?', 'Sneaky asset')).toBe(0);
  });
});

describe('asset lists', () => {
  beforeAll(async () => {
    for (const [name, type, label] of [['b-site', 'site', 'x'], ['A-site', 'site', 'y'], ['c-room', 'room', null]]) {
      await saved(base, '/api/asset', admin.token, { name, type, label });
    }
    const room = (await get('/api/tenant/assets?assetName=c-room')).body;
    await saved(base, `/api/customer/${other.customerId}/asset/${room.id.id}`, admin.token, undefined);
  });

  it('pages, sorts, searches and filters by type', async () => {
    const page = await get(`/api/tenant/assets?${pageQuery({ pageSize: 2, sortProperty: 'name', textSearch: 'SITE' })}`);
    expect(page.body).toMatchObject({ totalElements: 2, totalPages: 1, hasNext: false });
    expect(names(page.body)).toEqual(['A-site', 'b-site']);
    expect(names((await get(`/api/tenant/assets?${pageQuery({ type: 'room' })}`)).body)).toEqual(['c-room']);
    const infos = await get(`/api/tenant/assetInfos?${pageQuery({ sortProperty: 'customerTitle', sortOrder: 'DESC', pageSize: 2 })}`);
    expect(infos.body.data.map((a: { customerTitle: string }) => a.customerTitle)).toEqual(['Asset Other', 'Asset Buyer']);
    expect(infos.body.totalElements).toBe(4);
    expect((await get(`/api/tenant/assetInfos?${pageQuery({ type: 'site' })}`)).body.totalElements).toBe(2);
    expect((await get('/api/asset/types', buyer.token)).body.map((t: { type: string }) => t.type)).toEqual(['plant', 'room', 'site']);
  });

  it('serves customer lists, lookups by ids and name', async () => {
    expect(names((await get(`/api/customer/${other.customerId}/assets?${pageQuery()}`, other.token)).body)).toEqual(['c-room']);
    expect((await get(`/api/customer/${other.customerId}/assetInfos?${pageQuery()}`)).body.data[0]).toMatchObject({ customerTitle: 'Asset Other', customerIsPublic: false });
    expectError(await get(`/api/customer/${other.customerId}/assetInfos?${pageQuery()}`, buyer.token), 403, 20);
    const room = (await get('/api/tenant/assets?assetName=c-room')).body;
    const site = (await get('/api/tenant/assets?assetName=A-site')).body;
    expect((await get(`/api/assets?assetIds=${room.id.id},${site.id.id}`)).body.map((a: { name: string }) => a.name).sort()).toEqual(['A-site', 'c-room']);
    expect((await get(`/api/assets?assetIds=${room.id.id},${site.id.id}`, other.token)).body.map((a: { name: string }) => a.name)).toEqual(['c-room']);
    expectError(await get('/api/tenant/assets?assetName=a-site'), 404, 32);
    expectError(await get('/api/assets?assetIds=1,2'), 400, 31);
    expect((await get(`/api/asset/info/${room.id.id}`, other.token)).body.customerTitle).toBe('Asset Other');
    expectError(await get(`/api/asset/${site.id.id}`, other.token), 403, 20);
  });

  it('assigns, unassigns and makes public', async () => {
    const site = (await get('/api/tenant/assets?assetName=b-site')).body;
    expectError(await api(base, `/api/customer/asset/${site.id.id}`, { method: 'DELETE', token: admin.token }), 400, 31, "Asset isn't assigned to any customer!");
    const made = await saved(base, `/api/customer/public/asset/${site.id.id}`, admin.token, undefined);
    expect((await get(`/api/asset/info/${made.id.id}`)).body).toMatchObject({ customerTitle: 'Public', customerIsPublic: true });
    const res = await api(base, `/api/customer/asset/${site.id.id}`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.body.customerId.id]).toEqual([200, NULL_UUID]);
  });
});

describe('maxAssets', () => {
  it('refuses an asset beyond the limit with 400/31 and stores nothing', async () => {
    while (countAssets() < 6) await saved(base, '/api/asset', admin.token, { type: 'default', name: `filler ${countAssets()}` });
    expectError(await save({ type: 'default', name: 'one too many' }), 400, 31, "Can't create more then 6 assets!");
    expect(countAssets()).toBe(6);
    const plant = (await get('/api/tenant/assets?assetName=Plant')).body;
    expect((await save({ ...plant, label: 'updates still work' })).status).toBe(200);
  });
});

describe('DELETE /api/asset/{id}', () => {
  it('removes the asset with its relations, and refuses one shown by an entity view', async () => {
    const plant = (await get('/api/tenant/assets?assetName=Plant')).body;
    const room = (await get('/api/tenant/assets?assetName=c-room')).body;
    const device = await saved(base, '/api/device', admin.token, { name: 'In plant' });
    await saved(base, '/api/relation', admin.token, { from: plant.id, to: device.id, type: 'Contains' });
    await saved(base, '/api/relation', admin.token, { from: room.id, to: plant.id, type: 'Next to', typeGroup: 'COMMON' });
    expectError(await api(base, `/api/asset/${plant.id.id}`, { method: 'DELETE', token: buyer.token }), 403, 20);
    const res = await api(base, `/api/asset/${plant.id.id}`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.text]).toEqual([200, '']);
    expect([countRelations(server, plant.id.id), countRelations(server, room.id.id)]).toEqual([0, 0]);
    expectError(await get(`/api/asset/${plant.id.id}`), 404, 32);
    expect((await get(`/api/device/${device.id.id}`)).status).toBe(200);

    await saved(base, '/api/entityView', admin.token, { type: 'default', name: 'Room view', entityId: room.id });
    expectError(await api(base, `/api/asset/${room.id.id}`, { method: 'DELETE', token: admin.token }), 400, 31, "Can't delete asset that has entity views!");
  });
});
