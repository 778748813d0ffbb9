import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, names, saved } from './entityHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, eid, expectError, pageQuery, UNKNOWN_UUID } from './tenancyHelpers';

/*
 * Device reads, lists (paging, sorting, search, filters), assignment and deletion,
 * in a tenant of this file's own so totals are exact.
 */

let server: RunningServer;
let base: string;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let buyer: Awaited<ReturnType<typeof newCustomerUser>>;
let other: Awaited<ReturnType<typeof newCustomerUser>>;
let meter: any;
const devices: Record<string, any> = {};

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  admin = await newTenantAdmin(server);
  buyer = await newCustomerUser(server, admin.tenantId, 'Acme Buyer');
  other = await newCustomerUser(server, admin.tenantId, 'Other Buyer');
  meter = await saved(base, '/api/deviceProfile', admin.token, { name: 'Meter profile' });
  const specs = [
    { name: 'alpha', type: 'sensor', label: 'Roof' },
    { name: 'Bravo', type: 'sensor', label: 'needle' },
    { name: 'charlie', deviceProfileId: meter.id, label: null },
    { name: 'delta', type: 'gateway', label: 'Cellar' },
  ];
  for (const spec of specs) devices[spec.name] = await saved(base, '/api/device', admin.token, spec);
  await saved(base, `/api/customer/${buyer.customerId}/device/${devices.delta.id.id}`, admin.token, undefined);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const get = (path: string, token = admin.token) => api(base, path, { token });

describe('reading one device', () => {
  it('answers the device and its Info form', async () => {
    expect((await get(`/api/device/${devices.alpha.id.id}`)).body).toEqual(devices.alpha);
    const info = await get(`/api/device/info/${devices.delta.id.id}`);
    expect(info.body).toMatchObject({ name: 'delta', customerTitle: 'Acme Buyer', customerIsPublic: false, deviceProfileName: 'gateway' });
    expect((await get(`/api/device/info/${devices.alpha.id.id}`)).body).toMatchObject({ customerTitle: null, customerIsPublic: false, deviceProfileName: 'sensor' });
  });

  it('answers 400 for malformed ids and 404 for unknown ones', async () => {
    for (const prefix of ['/api/device/', '/api/device/info/']) {
      expectError(await get(`${prefix}not-a-uuid`), 400, 31);
      expectError(await get(`${prefix}${UNKNOWN_UUID}`), 404, 32);
    }
  });

  it('lets a customer user read only its customer’s devices', async () => {
    expect((await get(`/api/device/${devices.delta.id.id}`, buyer.token)).status).toBe(200);
    expect((await get(`/api/device/info/${devices.delta.id.id}`, buyer.token)).body.customerTitle).toBe('Acme Buyer');
    for (const path of [`/api/device/${devices.alpha.id.id}`, `/api/device/info/${devices.delta.id.id}`]) expectError(await get(path, other.token), 403, 20);
  });
});

describe('tenant lists', () => {
  it('pages, sorts and searches /api/tenant/devices by name only', async () => {
    const first = await get(`/api/tenant/devices?${pageQuery({ pageSize: 3, sortProperty: 'name', sortOrder: 'ASC' })}`);
    expect(first.body).toMatchObject({ totalElements: 4, totalPages: 2, hasNext: true });
    expect(names(first.body)).toEqual(['Bravo', 'alpha', 'charlie']);
    const desc = await get(`/api/tenant/devices?${pageQuery({ sortProperty: 'label', sortOrder: 'desc' })}`);
    // Binary order, as the other lists sort (lowercase after uppercase); an empty label last in DESC.
    expect(names(desc.body)).toEqual(['Bravo', 'alpha', 'delta', 'charlie']);
    expect(names((await get(`/api/tenant/devices?${pageQuery({ textSearch: 'ALP' })}`)).body)).toEqual(['alpha']);
    // The label is not searched here, only in deviceInfos.
    expect((await get(`/api/tenant/devices?${pageQuery({ textSearch: 'needle' })}`)).body.totalElements).toBe(0);
    expect(names((await get(`/api/tenant/devices?${pageQuery({ type: 'sensor', sortProperty: 'createdTime' })}`)).body)).toEqual(['alpha', 'Bravo']);
    expectError(await get(`/api/tenant/devices?${pageQuery({ sortProperty: 'deviceProfileName' })}`), 400, 31);
    expectError(await get('/api/tenant/devices?pageSize=0&page=0'), 400, 31);
  });

  it('searches deviceInfos by name, label, profile name and customer title, and filters by type or profile', async () => {
    const search = async (textSearch: string) => names((await get(`/api/tenant/deviceInfos?${pageQuery({ textSearch, sortProperty: 'name' })}`)).body);
    expect(await search('needle')).toEqual(['Bravo']);
    expect(await search('meter PRO')).toEqual(['charlie']);
    expect(await search('acme')).toEqual(['delta']);
    expect(await search('a')).toEqual(['Bravo', 'alpha', 'charlie', 'delta']);
    const byProfile = await get(`/api/tenant/deviceInfos?${pageQuery({ deviceProfileId: meter.id.id })}`);
    expect(names(byProfile.body)).toEqual(['charlie']);
    expect(byProfile.body.data[0]).toMatchObject({ deviceProfileName: 'Meter profile', customerTitle: null });
    expect(names((await get(`/api/tenant/deviceInfos?${pageQuery({ type: 'gateway' })}`)).body)).toEqual(['delta']);
    // As ThingsBoard: type wins over deviceProfileId.
    expect(names((await get(`/api/tenant/deviceInfos?${pageQuery({ type: 'gateway', deviceProfileId: meter.id.id })}`)).body)).toEqual(['delta']);
    const sorted = await get(`/api/tenant/deviceInfos?${pageQuery({ sortProperty: 'deviceProfileName', sortOrder: 'DESC' })}`);
    expect(sorted.body.data.map((d: { deviceProfileName: string }) => d.deviceProfileName)).toEqual(['sensor', 'sensor', 'gateway', 'Meter profile']);
    expect(names((await get(`/api/tenant/deviceInfos?${pageQuery({ sortProperty: 'customerTitle', sortOrder: 'DESC', pageSize: 1 })}`)).body)).toEqual(['delta']);
    expectError(await get(`/api/tenant/deviceInfos?${pageQuery({ deviceProfileId: 'bad' })}`), 400, 31);
  });

  it('looks a device up by exact name, and by ids', async () => {
    expect((await get('/api/tenant/devices?deviceName=Bravo')).body.id).toEqual(devices.Bravo.id);
    expectError(await get('/api/tenant/devices?deviceName=bravo'), 404, 32);
    expectError(await get('/api/tenant/devices?deviceName='), 400, 31);
    const ids = `${devices.alpha.id.id},${UNKNOWN_UUID},${devices.delta.id.id}`;
    expect(names({ data: (await get(`/api/devices?deviceIds=${ids}`)).body })).toEqual(['alpha', 'delta']);
    expect(names({ data: (await get(`/api/devices?deviceIds=${ids}`, buyer.token)).body })).toEqual(['delta']);
    expectError(await get(`/api/devices?deviceIds=${devices.alpha.id.id},nope`), 400, 31);
    expectError(await get('/api/devices'), 400, 31);
  });

  it('lists the tenant’s device types', async () => {
    const types = await get('/api/device/types', buyer.token);
    expect(types.body).toEqual(['Meter profile', 'gateway', 'sensor'].map((type) => ({ tenantId: eid('TENANT', admin.tenantId), entityType: 'DEVICE', type })));
  });

  it('is refused to customer users', async () => {
    for (const path of [`/api/tenant/devices?${pageQuery()}`, `/api/tenant/deviceInfos?${pageQuery()}`, '/api/tenant/devices?deviceName=delta']) {
      expectError(await get(path, buyer.token), 403, 20);
    }
  });
});

describe('customer lists', () => {
  it('list a customer’s devices for its tenant administrator and its own users', async () => {
    for (const token of [admin.token, buyer.token]) {
      expect(names((await get(`/api/customer/${buyer.customerId}/devices?${pageQuery()}`, token)).body)).toEqual(['delta']);
      const infos = await get(`/api/customer/${buyer.customerId}/deviceInfos?${pageQuery({ textSearch: 'acme' })}`, token);
      expect(infos.body.data.map((d: { customerTitle: string }) => d.customerTitle)).toEqual(['Acme Buyer']);
    }
    expect((await get(`/api/customer/${buyer.customerId}/deviceInfos?${pageQuery({ type: 'sensor' })}`)).body.totalElements).toBe(0);
    expectError(await get(`/api/customer/${buyer.customerId}/devices?${pageQuery()}`, other.token), 403, 20);
    expectError(await get(`/api/customer/${UNKNOWN_UUID}/devices?${pageQuery()}`), 404, 32);
    expectError(await get(`/api/customer/zzz/deviceInfos?${pageQuery()}`), 400, 31);
  });
});

describe('assignment', () => {
  it('assigns, unassigns and makes public', async () => {
    const id = devices.Bravo.id.id;
    const assigned = await saved(base, `/api/customer/${other.customerId}/device/${id}`, admin.token, undefined);
    expect(assigned.customerId.id).toBe(other.customerId);
    expect((await get(`/api/device/${id}`, other.token)).status).toBe(200);
    const res = await api(base, `/api/customer/device/${id}`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.body.customerId.id]).toEqual([200, NULL_UUID]);
    expectError(await api(base, `/api/customer/device/${id}`, { method: 'DELETE', token: admin.token }), 400, 31, "Device isn't assigned to any customer!");

    const made = await saved(base, `/api/customer/public/device/${id}`, admin.token, undefined);
    const publicCustomer = (await server.stores.customers.findByTitle(admin.tenantId, 'Public'))!;
    expect(made.customerId.id).toBe(publicCustomer.id.id);
    expect((await get(`/api/device/info/${id}`)).body).toMatchObject({ customerTitle: 'Public', customerIsPublic: true });
    const viewer = (await api(base, '/api/auth/login/public', { body: { publicId: publicCustomer.id.id } })).body.token;
    expect((await get(`/api/device/${id}`, viewer)).status).toBe(200);
    expectError(await get(`/api/device/${id}/credentials`, viewer), 403, 20);
    expectError(await get(`/api/device/${devices.alpha.id.id}`, viewer), 403, 20);
  });

  it('refuses unknown customers and customer users', async () => {
    expectError(await api(base, `/api/customer/${UNKNOWN_UUID}/device/${devices.alpha.id.id}`, { method: 'POST', token: admin.token }), 404, 32);
    expectError(await api(base, `/api/customer/${buyer.customerId}/device/${UNKNOWN_UUID}`, { method: 'POST', token: admin.token }), 404, 32);
    for (const [method, path] of [['POST', `/api/customer/${buyer.customerId}/device/${devices.alpha.id.id}`], ['DELETE', `/api/customer/device/${devices.delta.id.id}`], ['POST', `/api/customer/public/device/${devices.alpha.id.id}`]]) {
      expectError(await api(base, path, { method, token: buyer.token }), 403, 20);
    }
    expect((await server.stores.devices.findById(devices.alpha.id.id))!.customerId.id).toBe(NULL_UUID);
  });
});

describe('DELETE /api/device/{id}', () => {
  it('removes the device with its credentials and its relations in both directions', async () => {
    const device = await saved(base, '/api/device', admin.token, { name: 'Doomed' });
    const asset = await saved(base, '/api/asset', admin.token, { type: 'default', name: 'Doomed site' });
    await saved(base, '/api/relation', admin.token, { from: asset.id, to: device.id, type: 'Contains' });
    await saved(base, '/api/relation', admin.token, { from: device.id, to: devices.alpha.id, type: 'Feeds' });
    const token = (await server.stores.devices.findCredentials(device.id.id))!.credentialsId;
    expectError(await api(base, `/api/device/${device.id.id}`, { method: 'DELETE', token: buyer.token }), 403, 20);

    const res = await api(base, `/api/device/${device.id.id}`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.text]).toEqual([200, '']);
    expect(await server.stores.devices.findCredentialsById(token)).toBeUndefined();
    expect(countRows(server, 'relation', 'from_id = ? or to_id = ?', device.id.id, device.id.id)).toBe(0);
    expect(countRows(server, 'relation', 'from_id = ?', asset.id.id)).toBe(0);
    expectError(await get(`/api/device/${device.id.id}`), 404, 32);
    expectError(await api(base, `/api/device/${device.id.id}`, { method: 'DELETE', token: admin.token }), 404, 32);
  });

  it('refuses deleting a device shown by an entity view', async () => {
    await saved(base, '/api/entityView', admin.token, { type: 'default', name: 'Alpha view', entityId: devices.alpha.id });
    expectError(await api(base, `/api/device/${devices.alpha.id.id}`, { method: 'DELETE', token: admin.token }), 400, 31, "Can't delete device that has entity views!");
    expect(await server.stores.devices.findById(devices.alpha.id.id)).toBeDefined();
  });
});
