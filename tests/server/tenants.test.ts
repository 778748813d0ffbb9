import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createActiveUser } from './accountHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, eid, expectError, loginAs, pageQuery, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let base: string;
let tokens: Tokens;
let demoTenantId: string;
let defaultProfileId: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  ({ tokens, tenantId: demoTenantId } = await demoContext(server));
  defaultProfileId = (await server.stores.tenantProfiles.findDefault())!.id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const save = (body: unknown, token = tokens.sysadmin) => api(base, '/api/tenant', { token, body });
const contact = { country: 'DE', state: 'BE', city: 'Berlin', address: 'Street 1', address2: 'Floor 2', zip: '10115', phone: '+49 30 1', email: 'ops@acme.test' };

describe('POST /api/tenant', () => {
  it('creates a tenant from whitelisted fields, with its default device profile and no customer (Public comes when first needed)', async () => {
    const res = await save({
      title: 'Acme & Sons <1>',
      region: 'EU',
      ...contact,
      additionalInfo: { description: 'first' },
      name: 'ignored',
      createdTime: 1,
      tenantId: eid('TENANT', UNKNOWN_UUID),
      isolatedTbCore: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({
      id: { entityType: 'TENANT' },
      title: 'Acme & Sons <1>',
      name: 'Acme & Sons <1>',
      region: 'EU',
      tenantProfileId: { entityType: 'TENANT_PROFILE', id: defaultProfileId },
      ...contact,
      additionalInfo: { description: 'first' },
    });
    expect(res.body.createdTime).toBeGreaterThan(1);
    expect(res.body).not.toHaveProperty('tenantId');
    expect(res.body).not.toHaveProperty('isolatedTbCore');

    const tenantId = res.body.id.id;
    const profile = await server.stores.deviceProfiles.findDefault(tenantId);
    expect(profile).toMatchObject({ name: 'default', default: true, transportType: 'DEFAULT', provisionType: 'DISABLED' });
    expect(await server.stores.customers.findByTitle(tenantId, 'Public')).toBeUndefined();
    expect(countRows(server, 'customer', 'tenant_id = ?', tenantId)).toBe(0);
  });

  it('updates all writable fields by id (whole-entity save)', async () => {
    const { body: created } = await save({ title: 'To update', ...contact });
    const { body: gold } = await api(base, '/api/tenantProfile', { token: tokens.sysadmin, body: { name: 'Tenant test gold', profileData: { configuration: { type: 'DEFAULT' } } } });
    const res = await save({ id: created.id, title: 'Updated', tenantProfileId: gold.id, city: 'Paris' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, createdTime: created.createdTime, title: 'Updated', city: 'Paris', country: null, tenantProfileId: gold.id });
    expect(countRows(server, 'tenant', 'id = ?', created.id.id)).toBe(1);
  });

  it.each([
    ['no title', {}],
    ['an empty title', { title: '' }],
    ['a numeric title', { title: 5 }],
    ['a 100 KB title', { title: 't'.repeat(100_000) }],
    ['a 256-character title', { title: 't'.repeat(256) }],
    ['a tenantProfileId given as a string', { title: 'bad', tenantProfileId: UNKNOWN_UUID }],
    ['an unknown tenant profile', { title: 'bad', tenantProfileId: eid('TENANT_PROFILE', UNKNOWN_UUID) }],
    ['a malformed tenant profile id', { title: 'bad', tenantProfileId: eid('TENANT_PROFILE', 'x') }],
    ['a malformed email', { title: 'bad', email: 'not-an-email' }],
    ['a numeric city', { title: 'bad', city: 12 }],
    ['an over-long phone', { title: 'bad', phone: '1'.repeat(256) }],
    ['additionalInfo as a string', { title: 'bad', additionalInfo: 'x' }],
    ['additionalInfo as an array', { title: 'bad', additionalInfo: [1] }],
    ['a malformed id', { title: 'bad', id: eid('TENANT', 'nope') }],
    ['a body that is a string', 'title'],
  ])('refuses %s with 400/31 and stores nothing', async (_name, body) => {
    const before = countRows(server, 'tenant');
    expectError(await save(body), 400, 31);
    expect(countRows(server, 'tenant')).toBe(before);
  });

  it('answers an unknown id with 404 and stores nothing', async () => {
    const before = countRows(server, 'tenant');
    expectError(await save({ id: eid('TENANT', UNKNOWN_UUID), title: 'Ghost' }), 404, 32);
    expect(countRows(server, 'tenant')).toBe(before);
  });
});

describe('reading tenants', () => {
  it('lists tenants and tenant infos with paging, search and sorting', async () => {
    await save({ title: 'zz-search Alpha' });
    await save({ title: 'ZZ-SEARCH beta' });
    const res = await api(base, `/api/tenants?${pageQuery({ textSearch: 'zz-Search', sortProperty: 'title', sortOrder: 'DESC', pageSize: 1 })}`, { token: tokens.sysadmin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 2, totalPages: 2, hasNext: true });
    expect(res.body.data.map((t: { title: string }) => t.title)).toEqual(['zz-search Alpha']);

    const infos = await api(base, `/api/tenantInfos?${pageQuery({ sortProperty: 'tenantProfileName', textSearch: 'zz-search' })}`, { token: tokens.sysadmin });
    expect(infos.status).toBe(200);
    expect(infos.body.data).toHaveLength(2);
    for (const info of infos.body.data) expect(info.tenantProfileName).toBe('Default');
    expectError(await api(base, `/api/tenants?${pageQuery({ sortProperty: 'tenantProfileName' })}`, { token: tokens.sysadmin }), 400, 31);
  });

  it('reads one tenant and its info', async () => {
    const tenant = await api(base, `/api/tenant/${demoTenantId}`, { token: tokens.sysadmin });
    expect(tenant.body).toMatchObject({ id: { entityType: 'TENANT', id: demoTenantId }, title: 'Tessera Demo', name: 'Tessera Demo' });
    const info = await api(base, `/api/tenant/info/${demoTenantId.toUpperCase()}`, { token: tokens.sysadmin });
    expect(info.body).toEqual({ ...tenant.body, tenantProfileName: 'Default' });
  });

  it('lets a tenant administrator read its own tenant only, as ThingsBoard does', async () => {
    expect((await api(base, `/api/tenant/${demoTenantId}`, { token: tokens.tenant })).status).toBe(200);
    expect((await api(base, `/api/tenant/info/${demoTenantId}`, { token: tokens.tenant })).status).toBe(200);
    const { body: other } = await save({ title: 'Not yours' });
    expectError(await api(base, `/api/tenant/${other.id.id}`, { token: tokens.tenant }), 403, 20);
    expectError(await api(base, `/api/tenant/${demoTenantId}`, { token: tokens.customer }), 403, 20);
  });

  it('answers bad ids with 400 and unknown ones with 404', async () => {
    expectError(await api(base, '/api/tenant/nope', { token: tokens.sysadmin }), 400, 31, 'Invalid UUID string: nope');
    expectError(await api(base, `/api/tenant/${UNKNOWN_UUID}`, { token: tokens.sysadmin }), 404, 32);
    expectError(await api(base, `/api/tenant/info/${UNKNOWN_UUID}`, { token: tokens.sysadmin }), 404, 32);
    expectError(await api(base, `/api/tenant/${NULL_UUID}`, { token: tokens.sysadmin }), 404, 32);
  });

  it('keeps lists, saves and deletion for the system administrator', async () => {
    for (const token of [tokens.tenant, tokens.customer]) {
      expectError(await api(base, '/api/tenants?pageSize=10&page=0', { token }), 403, 20);
      expectError(await api(base, '/api/tenantInfos?pageSize=10&page=0', { token }), 403, 20);
      expectError(await save({ title: 'Sneaky tenant' }, token), 403, 20);
      expectError(await save({ id: eid('TENANT', demoTenantId), title: 'Renamed' }, token), 403, 20);
      expectError(await api(base, `/api/tenant/${demoTenantId}`, { method: 'DELETE', token }), 403, 20);
    }
    expect(countRows(server, 'tenant', 'title = ?', 'Sneaky tenant')).toBe(0);
    expect((await server.stores.tenants.findById(demoTenantId))!.title).toBe('Tessera Demo');
  });
});

describe('DELETE /api/tenant/{id}', () => {
  it('removes the tenant with everything it owns, and its users can no longer log in', async () => {
    const { body: tenant } = await save({ title: 'Doomed' });
    const tenantId = tenant.id.id;
    await createActiveUser(server, { email: 'admin@doomed.test', password: 'doomed-admin', authority: 'TENANT_ADMIN', tenantId });
    const adminToken = await loginAs(server, 'admin@doomed.test', 'doomed-admin');
    const customer = await api(base, '/api/customer', { token: adminToken, body: { title: 'Doomed customer' } });
    expect(customer.status).toBe(200);
    await createActiveUser(server, { email: 'user@doomed.test', password: 'doomed-user', authority: 'CUSTOMER_USER', tenantId, customerId: customer.body.id.id });
    const profile = (await server.stores.deviceProfiles.findDefault(tenantId))!;
    const device = await server.stores.devices.create({ tenantId, name: 'Doomed device', type: 'default', deviceProfileId: profile.id.id });
    const otherTenantsBefore = countRows(server, 'tenant', 'id != ?', tenantId);

    const res = await api(base, `/api/tenant/${tenantId}`, { method: 'DELETE', token: tokens.sysadmin });
    expect([res.status, res.text]).toEqual([200, '']);

    expect(countRows(server, 'tenant', 'id = ?', tenantId)).toBe(0);
    for (const table of ['customer', 'device', 'device_profile', 'tb_user']) expect([table, countRows(server, table, 'tenant_id = ?', tenantId)]).toEqual([table, 0]);
    expect(countRows(server, 'device_credentials', 'device_id = ?', device.id.id)).toBe(0);
    expect(countRows(server, 'user_credentials', 'user_id not in (select id from tb_user)')).toBe(0);
    expect(countRows(server, 'tenant', 'id != ?', tenantId)).toBe(otherTenantsBefore);

    expectError(await api(base, '/api/auth/user', { token: adminToken }), 401, 10);
    const relogin = await api(base, '/api/auth/login', { body: { username: 'user@doomed.test', password: 'doomed-user' } });
    expectError(relogin, 401, 10);
    expectError(await api(base, `/api/tenant/${tenantId}`, { token: tokens.sysadmin }), 404, 32);
    // The demo tenant and its accounts are untouched.
    expect((await api(base, '/api/auth/login', { body: { username: 'customer@tessera.io', password: 'customer' } })).status).toBe(200);
  });

  it('answers unknown and malformed ids', async () => {
    expectError(await api(base, `/api/tenant/${UNKNOWN_UUID}`, { method: 'DELETE', token: tokens.sysadmin }), 404, 32);
    expectError(await api(base, `/api/tenant/${NULL_UUID}`, { method: 'DELETE', token: tokens.sysadmin }), 404, 32);
    expectError(await api(base, '/api/tenant/x', { method: 'DELETE', token: tokens.sysadmin }), 400, 31);
    expect(countRows(server, 'tb_user', 'authority = ?', 'SYS_ADMIN')).toBe(1);
  });
});
