import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { countRelations, newCustomerUser, newTenantAdmin, names, saved } from './entityHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, eid, expectError, pageQuery, UNKNOWN_UUID } from './tenancyHelpers';

/* Entity views (contract §2, §10, §12), in a tenant of this file's own. */

let server: RunningServer;
let base: string;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let buyer: Awaited<ReturnType<typeof newCustomerUser>>;
let device: any;
let asset: any;
let foreignDevice: any;
let foreignCustomerId: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  admin = await newTenantAdmin(server);
  buyer = await newCustomerUser(server, admin.tenantId, 'View Buyer');
  device = await saved(base, '/api/device', admin.token, { name: 'Viewed device' });
  asset = await saved(base, '/api/asset', admin.token, { type: 'default', name: 'Viewed asset' });
  const stranger = await newTenantAdmin(server);
  foreignDevice = await saved(base, '/api/device', stranger.token, { name: 'Foreign viewed device' });
  foreignCustomerId = (await newCustomerUser(server, stranger.tenantId, 'Foreign view buyer')).customerId;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const save = (body: unknown, token = admin.token) => api(base, '/api/entityView', { token, body });
const get = (path: string, token = admin.token) => api(base, path, { token });
const countViews = () => countRows(server, 'entity_view', 'tenant_id = ?', admin.tenantId);
const keys = { timeseries: ['temperature', 'temperature'], attributes: { cs: ['fw'], ss: [], sh: ['limit'] } };

describe('POST /api/entityView', () => {
  it('creates a view of a device or asset of the tenant, with its keys and window', async () => {
    const view = await saved(base, '/api/entityView', admin.token, { name: 'Temp only', type: 'temps', entityId: device.id, keys, startTimeMs: 1000, endTimeMs: 2000 });
    expect(view).toMatchObject({
      id: { entityType: 'ENTITY_VIEW' },
      entityId: device.id,
      tenantId: { id: admin.tenantId },
      customerId: { id: NULL_UUID },
      name: 'Temp only',
      type: 'temps',
      keys: { timeseries: ['temperature'], attributes: { cs: ['fw'], ss: [], sh: ['limit'] } },
      startTimeMs: 1000,
      endTimeMs: 2000,
    });
    const ofAsset = await saved(base, '/api/entityView', admin.token, { type: 'default', name: 'Asset view', entityId: asset.id });
    expect(ofAsset).toMatchObject({ type: 'default', keys: { timeseries: [], attributes: { cs: [], ss: [], sh: [] } }, startTimeMs: 0, endTimeMs: 0 });
    const moved = await saved(base, '/api/entityView', admin.token, { ...ofAsset, entityId: device.id });
    expect(moved).toMatchObject({ id: ofAsset.id, entityId: device.id, createdTime: ofAsset.createdTime });
    expectError(await save({ name: 'Temp only', entityId: device.id }), 400, 31, 'Entity View type should be specified!');
    expectError(await save({ type: 'temps', name: 'Temp only', entityId: device.id }), 400, 31, 'Entity view with such name already exists!');
  });

  it('keeps a customerId sent on save, as ThingsBoard does, and refuses an unknown or foreign one', async () => {
    const body = { name: 'Kept customer', type: 'kept', entityId: device.id };
    const view = await saved(base, '/api/entityView', admin.token, { ...body, customerId: eid('CUSTOMER', buyer.customerId) });
    expect(view.customerId).toEqual(eid('CUSTOMER', buyer.customerId));
    expect((await api(base, `/api/entityView/${view.id.id}`, { token: buyer.token })).status).toBe(200);
    // Absent keeps the current customer; the null customer unassigns.
    expect((await saved(base, '/api/entityView', admin.token, { ...view, customerId: undefined })).customerId.id).toBe(buyer.customerId);
    expect((await saved(base, '/api/entityView', admin.token, { ...view, customerId: eid('CUSTOMER', NULL_UUID) })).customerId.id).toBe(NULL_UUID);
    const before = countRows(server, 'entity_view', 'tenant_id = ?', admin.tenantId);
    expectError(await save({ ...body, name: 'Lost', customerId: eid('CUSTOMER', UNKNOWN_UUID) }), 400, 31, "Can't assign entity view to non-existent customer!");
    expectError(await save({ ...body, name: 'Stray', customerId: eid('CUSTOMER', foreignCustomerId) }), 400, 31, "Can't assign entity view to customer from different tenant!");
    expect(countRows(server, 'entity_view', 'tenant_id = ?', admin.tenantId)).toBe(before);
    expect((await api(base, `/api/entityView/${view.id.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
  });

  it('answers an unknown target and another tenant’s alike', async () => {
    const unknown = await save({ type: 'v', name: 'Nowhere', entityId: eid('DEVICE', UNKNOWN_UUID) });
    const foreign = await save({ type: 'v', name: 'Elsewhere', entityId: foreignDevice.id });
    for (const res of [unknown, foreign]) expectError(res, 400, 31, 'Entity view is referencing to non-existent entity!');
    expect(foreign.text).not.toContain('Foreign viewed device');
  });

  it.each([
    ['no name', { entityId: 'device' }],
    ['a 100 KB name', { name: 'v'.repeat(100_000), entityId: 'device' }],
    ['no entityId', { name: 'bad' }],
    ['a customer as entityId', { name: 'bad', entityId: eid('CUSTOMER', UNKNOWN_UUID) }],
    ['a malformed entityId', { name: 'bad', entityId: eid('DEVICE', 'x') }],
    ['keys as a list', { name: 'bad', entityId: 'device', keys: [] }],
    ['numeric timeseries keys', { name: 'bad', entityId: 'device', keys: { timeseries: [1] } }],
    ['attributes as a string', { name: 'bad', entityId: 'device', keys: { attributes: 'cs' } }],
    ['a negative start', { name: 'bad', entityId: 'device', startTimeMs: -1 }],
    ['a textual end', { name: 'bad', entityId: 'device', endTimeMs: '5' }],
    ['a fractional start', { name: 'bad', entityId: 'device', startTimeMs: 1.5 }],
    ['a numeric type', { name: 'bad', entityId: 'device', type: 5 }],
  ])('refuses %s with 400/31 and stores nothing', async (_name, body: Record<string, unknown>) => {
    const before = countViews();
    expectError(await save({ ...body, entityId: body.entityId === 'device' ? device.id : body.entityId }), 400, 31);
    expect(countViews()).toBe(before);
  });

  it('is for tenant administrators only', async () => {
    expectError(await save({ name: 'Sneaky view', entityId: device.id }, buyer.token), 403, 20);
    expect(countRows(server, 'entity_view', 'name = ?', 'Sneaky view')).toBe(0);
  });
});

describe('reading and assigning views', () => {
  it('lists, searches, filters and looks up views', async () => {
    expect(names((await get(`/api/tenant/entityViews?${pageQuery({ sortProperty: 'name' })}`)).body)).toEqual(['Asset view', 'Temp only']);
    expect(names((await get(`/api/tenant/entityViewInfos?${pageQuery({ textSearch: 'TEMP' })}`)).body)).toEqual(['Temp only']);
    expect(names((await get(`/api/tenant/entityViews?${pageQuery({ type: 'temps' })}`)).body)).toEqual(['Temp only']);
    expect((await get('/api/tenant/entityViews?entityViewName=Temp%20only')).body.type).toBe('temps');
    expectError(await get('/api/tenant/entityViews?entityViewName=temp%20only'), 404, 32);
    expect((await get('/api/entityView/types')).body).toEqual(['default', 'temps'].map((type) => ({ tenantId: eid('TENANT', admin.tenantId), entityType: 'ENTITY_VIEW', type })));
    expectError(await get(`/api/tenant/entityViews?${pageQuery({ sortProperty: 'label' })}`), 400, 31);
  });

  it('assigns a view to a customer whose users then read it', async () => {
    const view = (await get('/api/tenant/entityViews?entityViewName=Temp%20only')).body;
    expectError(await get(`/api/entityView/${view.id.id}`, buyer.token), 403, 20);
    await saved(base, `/api/customer/${buyer.customerId}/entityView/${view.id.id}`, admin.token, undefined);
    expect((await get(`/api/entityView/info/${view.id.id}`, buyer.token)).body).toMatchObject({ customerTitle: 'View Buyer', customerIsPublic: false });
    expect(names((await get(`/api/customer/${buyer.customerId}/entityViewInfos?${pageQuery()}`, buyer.token)).body)).toEqual(['Temp only']);
    expect(names((await get(`/api/customer/${buyer.customerId}/entityViews?${pageQuery({ type: 'temps' })}`, buyer.token)).body)).toEqual(['Temp only']);
    expect((await saved(base, `/api/customer/public/entityView/${view.id.id}`, admin.token, undefined)).customerId.id).not.toBe(buyer.customerId);
    expect((await api(base, `/api/customer/entityView/${view.id.id}`, { method: 'DELETE', token: admin.token })).body.customerId.id).toBe(NULL_UUID);
    expectError(await api(base, `/api/customer/entityView/${view.id.id}`, { method: 'DELETE', token: admin.token }), 400, 31, "Entity View isn't assigned to any customer!");
  });
});

describe('DELETE /api/entityView/{id}', () => {
  it('removes the view and its relations, after which its device can go', async () => {
    const views = (await get(`/api/tenant/entityViews?${pageQuery()}`)).body.data;
    await saved(base, '/api/relation', admin.token, { from: asset.id, to: views[0].id, type: 'Shows' });
    expectError(await api(base, `/api/entityView/${views[0].id.id}`, { method: 'DELETE', token: buyer.token }), 403, 20);
    for (const view of views) {
      const res = await api(base, `/api/entityView/${view.id.id}`, { method: 'DELETE', token: admin.token });
      expect([res.status, res.text]).toEqual([200, '']);
      expect(countRelations(server, view.id.id)).toBe(0);
    }
    expect(countViews()).toBe(0);
    expectError(await get(`/api/entityView/${views[0].id.id}`), 404, 32);
    expect((await api(base, `/api/device/${device.id.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
  });
});
