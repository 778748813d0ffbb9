import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { countUsers, createActiveUser, createOtherTenant } from './accountHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, eid, expectError, loginAs, pageQuery, setProfileLimits, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let base: string;
let tokens: Tokens;
let tenantId: string;
let customerId: string;
let userIds: Awaited<ReturnType<typeof demoContext>>['userIds'];
let other: Awaited<ReturnType<typeof createOtherTenant>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  ({ tokens, tenantId, customerId, userIds } = await demoContext(server));
  other = await createOtherTenant(server, 'lists');
  await createActiveUser(server, { email: 'second.user@demo.test', password: 'second-user', authority: 'CUSTOMER_USER', tenantId, customerId });
  const { body: extra } = await api(base, '/api/customer', { token: tokens.tenant, body: { title: 'List extra' } });
  await createActiveUser(server, { email: 'extra.user@demo.test', password: 'extra-user', authority: 'CUSTOMER_USER', tenantId, customerId: extra.id.id });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const emails = (body: { data: { email: string }[] }) => body.data.map((u) => u.email).sort();
const list = (path: string, token: string, params: Record<string, string | number> = {}) => api(base, `${path}?${pageQuery(params)}`, { token });

describe('GET /api/users', () => {
  it('gives a tenant administrator every user of its tenant, with the Active/Disabled flag', async () => {
    await api(base, '/api/user?sendActivationMail=false', { token: tokens.tenant, body: { email: 'pending@demo.test', authority: 'TENANT_ADMIN' } });
    const res = await list('/api/users', tokens.tenant);
    expect(res.status).toBe(200);
    expect(emails(res.body)).toEqual(['customer@tessera.io', 'extra.user@demo.test', 'pending@demo.test', 'second.user@demo.test', 'tenant@tessera.io']);
    expect(res.body).toMatchObject({ totalElements: 5, totalPages: 1, hasNext: false });
    const byEmail = Object.fromEntries(res.body.data.map((u: { email: string }) => [u.email, u]));
    expect(byEmail['tenant@tessera.io'].additionalInfo.userCredentialsEnabled).toBe(true);
    expect(byEmail['pending@demo.test'].additionalInfo.userCredentialsEnabled).toBe(false);
    expect(byEmail['tenant@tessera.io']).toMatchObject({ authority: 'TENANT_ADMIN', name: 'tenant@tessera.io', tenantId: { id: tenantId } });
  });

  it('gives a customer user the users of its own customer only', async () => {
    const res = await list('/api/users', tokens.customer);
    expect(res.status).toBe(200);
    expect(emails(res.body)).toEqual(['customer@tessera.io', 'second.user@demo.test']);
  });

  it('refuses the system administrator', async () => {
    expectError(await list('/api/users', tokens.sysadmin), 403, 20);
  });

  it('searches email, first and last name and sorts by the whitelisted properties', async () => {
    expect(emails((await list('/api/users', tokens.tenant, { textSearch: 'SECOND' })).body)).toEqual(['second.user@demo.test']);
    // The seeded customer user is "Customer User"; the test users are "Test User".
    expect(emails((await list('/api/users', tokens.tenant, { textSearch: 'customer' })).body)).toEqual(['customer@tessera.io']);
    expect((await list('/api/users', tokens.tenant, { textSearch: 'user' })).body.totalElements).toBe(3);
    const sorted = await list('/api/users', tokens.tenant, { sortProperty: 'email', sortOrder: 'DESC', pageSize: 2, page: 1 });
    expect(sorted.body.data.map((u: { email: string }) => u.email)).toEqual(['pending@demo.test', 'extra.user@demo.test']);
    for (const property of ['createdTime', 'firstName', 'lastName', 'email']) {
      expect((await list('/api/users', tokens.tenant, { sortProperty: property })).status).toBe(200);
    }
    expectError(await list('/api/users', tokens.tenant, { sortProperty: 'authority' }), 400, 31);
    expectError(await list('/api/users', tokens.tenant, { sortProperty: 'email', sortOrder: 'sideways' }), 400, 31, "Unsupported sort order 'sideways'! Only 'ASC' or 'DESC' types are allowed.");
  });
});

describe('GET /api/tenant/{id}/users', () => {
  it('lists a tenant’s administrators for the system administrator', async () => {
    const res = await list(`/api/tenant/${tenantId}/users`, tokens.sysadmin);
    expect(emails(res.body)).toEqual(['pending@demo.test', 'tenant@tessera.io']);
    expect(emails((await list(`/api/tenant/${other.tenant.id.id}/users`, tokens.sysadmin)).body)).toEqual(['admin-lists@other.test']);
  });

  it('refuses everyone else and answers bad ids', async () => {
    for (const token of [tokens.tenant, tokens.customer]) expectError(await list(`/api/tenant/${tenantId}/users`, token), 403, 20);
    // As ThingsBoard: an unknown (or deleted) tenant's list is an empty page, not a 404.
    expect((await list(`/api/tenant/${UNKNOWN_UUID}/users`, tokens.sysadmin)).body).toEqual({ data: [], totalPages: 0, totalElements: 0, hasNext: false });
    expectError(await list('/api/tenant/nope/users', tokens.sysadmin), 400, 31);
    expectError(await api(base, `/api/tenant/${tenantId}/users`, { token: tokens.sysadmin }), 400, 31, "Parameter 'pageSize' can't be empty!");
  });
});

describe('GET /api/customer/{id}/users', () => {
  it('lists a customer’s users for its tenant administrator', async () => {
    expect(emails((await list(`/api/customer/${customerId}/users`, tokens.tenant)).body)).toEqual(['customer@tessera.io', 'second.user@demo.test']);
  });

  it('refuses other tenants, customer users and the system administrator', async () => {
    expectError(await list(`/api/customer/${other.customer.id.id}/users`, tokens.tenant), 403, 20);
    expectError(await list(`/api/customer/${customerId}/users`, tokens.customer), 403, 20);
    expectError(await list(`/api/customer/${customerId}/users`, tokens.sysadmin), 403, 20);
    expectError(await list(`/api/customer/${UNKNOWN_UUID}/users`, tokens.tenant), 404, 32);
    expectError(await list('/api/customer/x/users', tokens.tenant), 400, 31);
  });
});

describe('DELETE /api/user/{id}', () => {
  it('lets a tenant administrator delete a user of its tenant, whose token then stops working', async () => {
    const token = await loginAs(server, 'second.user@demo.test', 'second-user');
    const id = (await server.stores.users.findByEmail('second.user@demo.test'))!.id.id;
    const res = await api(base, `/api/user/${id}`, { method: 'DELETE', token: tokens.tenant });
    expect([res.status, res.text]).toEqual([200, '']);
    expect(countUsers(server, 'second.user@demo.test')).toBe(0);
    expect(countRows(server, 'user_credentials', 'user_id = ?', id)).toBe(0);
    expectError(await api(base, '/api/auth/user', { token }), 401, 10);
  });

  it('lets the system administrator delete a tenant administrator', async () => {
    const admin = await createActiveUser(server, { email: 'doomed.admin@demo.test', password: 'doomed-admin', authority: 'TENANT_ADMIN', tenantId });
    expect((await api(base, `/api/user/${admin.id.id}`, { method: 'DELETE', token: tokens.sysadmin })).status).toBe(200);
    expect(countUsers(server, 'doomed.admin@demo.test')).toBe(0);
  });

  it('refuses deleting oneself with 400/31', async () => {
    expectError(await api(base, `/api/user/${userIds.tenant}`, { method: 'DELETE', token: tokens.tenant }), 400, 31);
    expectError(await api(base, `/api/user/${userIds.sysadmin}`, { method: 'DELETE', token: tokens.sysadmin }), 400, 31);
    expect(countUsers(server, 'tenant@tessera.io') + countUsers(server, 'sysadmin@tessera.io')).toBe(2);
  });

  it('refuses what the caller does not administer', async () => {
    const cases: [string, string][] = [
      [tokens.customer, userIds.customer],
      [tokens.customer, userIds.tenant],
      [tokens.tenant, userIds.sysadmin],
      [tokens.tenant, other.user.id.id],
      [tokens.tenant, other.admin.id.id],
      [tokens.sysadmin, userIds.customer],
    ];
    for (const [token, id] of cases) expectError(await api(base, `/api/user/${id}`, { method: 'DELETE', token }), 403, 20);
    for (const email of ['customer@tessera.io', 'tenant@tessera.io', 'sysadmin@tessera.io', other.user.email, other.admin.email]) expect(countUsers(server, email)).toBe(1);
    expectError(await api(base, `/api/user/${UNKNOWN_UUID}`, { method: 'DELETE', token: tokens.tenant }), 404, 32);
    expectError(await api(base, '/api/user/nope', { method: 'DELETE', token: tokens.tenant }), 400, 31);
  });
});

describe('maxUsers', () => {
  it('counts tenant administrators and customer users and refuses one more with 400/31', async () => {
    const { body: profile } = await api(base, '/api/tenantProfile', { token: tokens.sysadmin, body: { name: 'Two users', profileData: { configuration: { type: 'DEFAULT' } } } });
    setProfileLimits(server, profile.id.id, { maxUsers: 2 });
    const { body: tenant } = await api(base, '/api/tenant', { token: tokens.sysadmin, body: { title: 'Two users tenant', tenantProfileId: profile.id } });
    const admin = await api(base, '/api/user?sendActivationMail=false', { token: tokens.sysadmin, body: { email: 'a1@two.test', authority: 'TENANT_ADMIN', tenantId: tenant.id } });
    expect(admin.status).toBe(200);
    await createActiveUser(server, { email: 'a2@two.test', password: 'a2-password', authority: 'TENANT_ADMIN', tenantId: tenant.id.id });
    const token = await loginAs(server, 'a2@two.test', 'a2-password');
    const { body: customer } = await api(base, '/api/customer', { token, body: { title: 'Two users customer' } });
    const refused = await api(base, '/api/user?sendActivationMail=false', { token, body: { email: 'c1@two.test', authority: 'CUSTOMER_USER', customerId: eid('CUSTOMER', customer.id.id) } });
    expectError(refused, 400, 31, "Can't create more then 2 users!");
    expect(countUsers(server, 'c1@two.test')).toBe(0);
    expectError(await api(base, '/api/user?sendActivationMail=false', { token: tokens.sysadmin, body: { email: 'a3@two.test', authority: 'TENANT_ADMIN', tenantId: tenant.id } }), 400, 31, "Can't create more then 2 users!");
    // Editing an existing user is still allowed.
    expect((await api(base, '/api/user', { token, body: { ...admin.body, firstName: 'Edited' } })).status).toBe(200);
  });
});
