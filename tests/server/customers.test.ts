import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { assertCanCreate } from '../../server/tenancy/limits';
import { createActiveUser } from './accountHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, eid, expectError, loginAs, pageQuery, setProfileLimits, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let base: string;
let tokens: Tokens;
let tenantId: string;
let customerId: string;
let publicId: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  ({ tokens, tenantId, customerId } = await demoContext(server));
  publicId = (await server.stores.customers.findByTitle(tenantId, 'Public'))!.id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const save = (body: unknown, token = tokens.tenant) => api(base, '/api/customer', { token, body });
const countCustomers = () => countRows(server, 'customer', 'tenant_id = ?', tenantId);

describe('POST /api/customer', () => {
  it('creates a customer in the caller’s tenant whatever tenantId says, stored as given', async () => {
    const title = `Zeta & Co "quoted" ü <3`;
    const res = await save({
      title,
      email: 'zeta@co.test',
      city: 'Town & 1 < 2',
      tenantId: eid('TENANT', UNKNOWN_UUID),
      additionalInfo: { description: 'desc', isPublic: true },
      name: 'ignored',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: { entityType: 'CUSTOMER' },
      tenantId: { entityType: 'TENANT', id: tenantId },
      title,
      name: title,
      email: 'zeta@co.test',
      city: 'Town & 1 < 2',
      country: null,
      additionalInfo: { description: 'desc' },
    });
    // Public-ness is the server's: a client cannot make a customer public.
    expect(res.body.additionalInfo).not.toHaveProperty('isPublic');
    const title2 = await api(base, `/api/customer/${res.body.id.id}/title`, { token: tokens.tenant });
    expect([title2.status, title2.text]).toEqual([200, title]);
    expect(title2.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('updates by id and refuses a title another customer has', async () => {
    const { body: created } = await save({ title: 'Before rename', phone: '1' });
    const res = await save({ ...created, title: 'After rename', phone: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, title: 'After rename', phone: null, createdTime: created.createdTime });
    expectError(await save({ ...created, title: 'Demo Customer' }), 400, 31, 'Customer with such title already exists!');
    expectError(await save({ title: 'Demo Customer' }), 400, 31, 'Customer with such title already exists!');
    expect(countRows(server, 'customer', 'title = ?', 'Demo Customer')).toBe(1);
  });

  it.each([
    ['no title', {}],
    ['a blank title', { title: ' ' }],
    ['a numeric title', { title: 7 }],
    ['a 100 KB title', { title: 'x'.repeat(100_000) }],
    ['the reserved title Public', { title: 'Public' }],
    ['a malformed email', { title: 'bad 1', email: 'a@' }],
    ['a boolean country', { title: 'bad 2', country: true }],
    ['additionalInfo as a number', { title: 'bad 3', additionalInfo: 3 }],
    ['a malformed id', { title: 'bad 4', id: eid('CUSTOMER', 'zzz') }],
    ['an id given as a string', { title: 'bad 5', id: UNKNOWN_UUID }],
    ['an id of another type', { title: 'bad 6', id: eid('DEVICE', customerId) }],
    ['null', null],
  ])('refuses %s with 400/31 and stores nothing', async (_name, body) => {
    const before = countCustomers();
    expectError(await save(body), 400, 31);
    expect(countCustomers()).toBe(before);
  });

  it('refuses changing the Public customer and answers unknown ids with 404', async () => {
    const { body: publicCustomer } = await api(base, `/api/customer/${publicId}`, { token: tokens.tenant });
    expectError(await save(publicCustomer), 400, 31);
    expectError(await save({ ...publicCustomer, title: 'Not public anymore' }), 400, 31);
    expect((await server.stores.customers.findById(publicId))!.title).toBe('Public');
    expectError(await save({ id: eid('CUSTOMER', UNKNOWN_UUID), title: 'Ghost' }), 404, 32);
    expect(countRows(server, 'customer', 'title = ?', 'Ghost')).toBe(0);
  });

  it('is for tenant administrators only', async () => {
    for (const token of [tokens.sysadmin, tokens.customer]) expectError(await save({ title: 'Sneaky customer' }, token), 403, 20);
    expect(countRows(server, 'customer', 'title = ?', 'Sneaky customer')).toBe(0);
  });
});

describe('reading customers', () => {
  it('lists the tenant’s customers with paging, search and sorting', async () => {
    for (const title of ['paging-b', 'Paging-A', 'paging-c']) await save({ title, country: title.slice(-1) });
    const first = await api(base, `/api/customers?${pageQuery({ pageSize: 2, textSearch: 'PAGING-', sortProperty: 'title', sortOrder: 'asc' })}`, { token: tokens.tenant });
    expect(first.body).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: true });
    expect(first.body.data.map((c: { title: string }) => c.title)).toEqual(['Paging-A', 'paging-b']);
    const byCountry = await api(base, `/api/customers?${pageQuery({ textSearch: 'paging-', sortProperty: 'country', sortOrder: 'DESC' })}`, { token: tokens.tenant });
    expect(byCountry.body.data.map((c: { country: string }) => c.country)).toEqual(['c', 'b', 'A']);
    for (const property of ['createdTime', 'title', 'email', 'country', 'city']) {
      expect((await api(base, `/api/customers?${pageQuery({ sortProperty: property })}`, { token: tokens.tenant })).status).toBe(200);
    }
    const all = await api(base, `/api/customers?${pageQuery()}`, { token: tokens.tenant });
    for (const customer of all.body.data) expect(customer.tenantId.id).toBe(tenantId);
    expect(all.body.data.some((c: { title: string }) => c.title === 'Public')).toBe(true);
  });

  it('answers shortInfo, title and the exact-title lookup', async () => {
    expect((await api(base, `/api/customer/${publicId}/shortInfo`, { token: tokens.tenant })).body).toEqual({ title: 'Public', isPublic: true });
    expect((await api(base, `/api/customer/${customerId}/shortInfo`, { token: tokens.customer })).body).toEqual({ title: 'Demo Customer', isPublic: false });
    const found = await api(base, '/api/tenant/customers?customerTitle=Demo%20Customer', { token: tokens.tenant });
    expect(found.body).toMatchObject({ id: { id: customerId }, title: 'Demo Customer' });
    expectError(await api(base, '/api/tenant/customers?customerTitle=demo%20customer', { token: tokens.tenant }), 404, 32);
    expectError(await api(base, '/api/tenant/customers', { token: tokens.tenant }), 400, 31, "Parameter 'customerTitle' can't be empty!");
  });

  it('lets a customer user read its own customer only', async () => {
    expect((await api(base, `/api/customer/${customerId}`, { token: tokens.customer })).body.title).toBe('Demo Customer');
    expect((await api(base, `/api/customer/${customerId}/title`, { token: tokens.customer })).text).toBe('Demo Customer');
    for (const path of [`/api/customer/${publicId}`, `/api/customer/${publicId}/shortInfo`, `/api/customer/${publicId}/title`, '/api/customers?pageSize=5&page=0', '/api/tenant/customers?customerTitle=Public']) {
      expectError(await api(base, path, { token: tokens.customer }), 403, 20);
    }
  });

  it('answers bad and unknown ids', async () => {
    for (const suffix of ['', '/shortInfo', '/title']) {
      expectError(await api(base, `/api/customer/nope${suffix}`, { token: tokens.tenant }), 400, 31);
      expectError(await api(base, `/api/customer/${UNKNOWN_UUID}${suffix}`, { token: tokens.tenant }), 404, 32);
    }
  });
});

describe('DELETE /api/customer/{id}', () => {
  it('unassigns the customer’s devices and deletes its users, who can no longer log in', async () => {
    const { body: customer } = await save({ title: 'Leaving' });
    const id = customer.id.id;
    await createActiveUser(server, { email: 'leaving@c.test', password: 'leaving-pw', authority: 'CUSTOMER_USER', tenantId, customerId: id });
    const userToken = await loginAs(server, 'leaving@c.test', 'leaving-pw');
    const profile = (await server.stores.deviceProfiles.findDefault(tenantId))!;
    const device = await server.stores.devices.create({ tenantId, customerId: id, name: 'Leaving device', type: 'default', deviceProfileId: profile.id.id });

    const res = await api(base, `/api/customer/${id}`, { method: 'DELETE', token: tokens.tenant });
    expect([res.status, res.text]).toEqual([200, '']);
    expect(countRows(server, 'customer', 'id = ?', id)).toBe(0);
    expect((await server.stores.devices.findById(device.id.id))!.customerId.id).toBe(NULL_UUID);
    expect(await server.stores.devices.findCredentials(device.id.id)).toBeDefined();
    expect(countRows(server, 'tb_user', 'customer_id = ?', id)).toBe(0);
    expect(countRows(server, 'user_credentials', 'user_id not in (select id from tb_user)')).toBe(0);
    expectError(await api(base, '/api/auth/user', { token: userToken }), 401, 10);
    expectError(await api(base, `/api/customer/${id}`, { token: tokens.tenant }), 404, 32);
  });

  it('refuses deleting the Public customer, and callers other than tenant administrators', async () => {
    expectError(await api(base, `/api/customer/${publicId}`, { method: 'DELETE', token: tokens.tenant }), 400, 31);
    for (const token of [tokens.sysadmin, tokens.customer]) expectError(await api(base, `/api/customer/${customerId}`, { method: 'DELETE', token }), 403, 20);
    expect(countRows(server, 'customer', 'id in (?, ?)', publicId, customerId)).toBe(2);
    expectError(await api(base, `/api/customer/${UNKNOWN_UUID}`, { method: 'DELETE', token: tokens.tenant }), 404, 32);
    expectError(await api(base, '/api/customer/1', { method: 'DELETE', token: tokens.tenant }), 400, 31);
  });
});

describe('tenant profile limits', () => {
  it('refuses a customer beyond maxCustomers with 403/20 and stores nothing (Public not counted)', async () => {
    const profile = await api(base, '/api/tenantProfile', { token: tokens.sysadmin, body: { name: 'Small', profileData: { configuration: { type: 'DEFAULT', maxCustomers: 2 } } } });
    const tenant = await api(base, '/api/tenant', { token: tokens.sysadmin, body: { title: 'Small tenant', tenantProfileId: profile.body.id } });
    const smallId = tenant.body.id.id;
    await createActiveUser(server, { email: 'admin@small.test', password: 'small-admin', authority: 'TENANT_ADMIN', tenantId: smallId });
    const token = await loginAs(server, 'admin@small.test', 'small-admin');
    expect((await save({ title: 'One' }, token)).status).toBe(200);
    expect((await save({ title: 'Two' }, token)).status).toBe(200);
    expectError(await save({ title: 'Three' }, token), 400, 31, "Can't create more then 2 customers!");
    expect(countRows(server, 'customer', 'tenant_id = ? and title = ?', smallId, 'Three')).toBe(0);
    // Updates are not creations.
    const { body: one } = await api(base, '/api/tenant/customers?customerTitle=One', { token });
    expect((await save({ ...one, title: 'One renamed' }, token)).status).toBe(200);
  });

  it('counts devices against maxDevices (hook used by device creation)', async () => {
    const { body: profile } = await api(base, '/api/tenantProfile', { token: tokens.sysadmin, body: { name: 'Devices 3', profileData: { configuration: { type: 'DEFAULT' } } } });
    setProfileLimits(server, profile.id.id, { maxDevices: 3 });
    const { body: tenant } = await api(base, '/api/tenant', { token: tokens.sysadmin, body: { title: 'Device tenant', tenantProfileId: profile.id } });
    const id = tenant.id.id;
    const deviceProfile = (await server.stores.deviceProfiles.findDefault(id))!;
    for (const name of ['d1', 'd2']) await server.stores.devices.create({ tenantId: id, name, type: 'default', deviceProfileId: deviceProfile.id.id });
    await expect(assertCanCreate(server.stores, id, 'DEVICE')).resolves.toBeUndefined();
    await server.stores.devices.create({ tenantId: id, name: 'd3', type: 'default', deviceProfileId: deviceProfile.id.id });
    await expect(assertCanCreate(server.stores, id, 'DEVICE')).rejects.toMatchObject({ status: 400, errorCode: 31, message: "Can't create more then 3 devices!" });
    // Every kind counts its own entities: no dashboard yet, while the root rule chain fills a limit of 1.
    setProfileLimits(server, profile.id.id, { maxDevices: 3, maxDashboards: 1, maxRuleChains: 1 });
    await expect(assertCanCreate(server.stores, id, 'DASHBOARD')).resolves.toBeUndefined();
    await expect(assertCanCreate(server.stores, id, 'RULE_CHAIN')).rejects.toMatchObject({ status: 400, message: "Can't create more then 1 rule chains!" });
    // 0 means unlimited.
    setProfileLimits(server, profile.id.id, { maxDevices: 0 });
    await expect(assertCanCreate(server.stores, id, 'DEVICE')).resolves.toBeUndefined();
  });
});
