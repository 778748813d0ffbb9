import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createOtherTenant } from './accountHelpers';
import { api, ERROR_KEYS, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, eid, loginAs, type Tokens } from './tenancyHelpers';

/*
 * Cross-tenant and cross-role matrix (contract §12): every tenancy endpoint called on
 * tenant B's entities by tenant A's administrator, by customer users and by the system
 * administrator where it is not allowed. Each must be refused with the contract status
 * and a body that carries nothing but the four error fields.
 */

let server: RunningServer;
let base: string;
let tokens: Tokens;
let demo: Awaited<ReturnType<typeof demoContext>>;
let other: Awaited<ReturnType<typeof createOtherTenant>>;
let otherUserToken: string;
let publicToken: string;
let ids: Record<string, string>;
/** Values of tenant B's entities that must never appear in a refusal. */
let secrets: string[];

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  demo = await demoContext(server);
  tokens = demo.tokens;
  other = await createOtherTenant(server, 'matrix');
  otherUserToken = await loginAs(server, other.user.email, 'other-user');
  const otherPublic = await server.stores.customers.findOrCreatePublicCustomer(other.tenant.id.id);
  const demoPublic = (await server.stores.customers.findByTitle(demo.tenantId, 'Public'))!;
  publicToken = (await api(base, '/api/auth/login/public', { body: { publicId: demoPublic.id.id } })).body.token;
  const profile = (await server.stores.tenantProfiles.findDefault())!;
  ids = {
    tenantB: other.tenant.id.id,
    customerB: other.customer.id.id,
    publicB: otherPublic.id.id,
    adminB: other.admin.id.id,
    userB: other.user.id.id,
    profile: profile.id.id,
    demoPublic: demoPublic.id.id,
    demoCustomer: demo.customerId,
  };
  secrets = [other.tenant.title, other.customer.title, other.admin.email, other.user.email];
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

type Call = [method: string, path: string, body?: unknown];
const P = 'pageSize=10&page=0';

/** Calls on tenant B (or system-level) resources; `${name}` placeholders are filled from `ids`. */
const TENANT_CALLS: Call[] = [
  ['GET', `/api/tenants?${P}`],
  ['GET', `/api/tenantInfos?${P}`],
  ['GET', '/api/tenant/${tenantB}'],
  ['GET', '/api/tenant/info/${tenantB}'],
  ['POST', '/api/tenant', { id: { entityType: 'TENANT', id: '${tenantB}' }, title: 'Hijacked tenant' }],
  ['POST', '/api/tenant', { title: 'Smuggled tenant' }],
  ['DELETE', '/api/tenant/${tenantB}'],
  ['GET', `/api/tenant/\${tenantB}/users?${P}`],
];
const PROFILE_CALLS: Call[] = [
  ['GET', `/api/tenantProfiles?${P}`],
  ['GET', `/api/tenantProfileInfos?${P}`],
  ['GET', '/api/tenantProfile/${profile}'],
  ['GET', '/api/tenantProfileInfo/${profile}'],
  ['GET', '/api/tenantProfileInfo/default'],
  ['POST', '/api/tenantProfile', { name: 'Smuggled profile' }],
  ['POST', '/api/tenantProfile/${profile}/default'],
  ['DELETE', '/api/tenantProfile/${profile}'],
];
const CUSTOMER_B_CALLS: Call[] = [
  ['GET', '/api/customer/${customerB}'],
  ['GET', '/api/customer/${customerB}/shortInfo'],
  ['GET', '/api/customer/${customerB}/title'],
  ['GET', '/api/customer/${publicB}/shortInfo'],
  ['GET', `/api/customer/\${customerB}/users?${P}`],
  ['POST', '/api/customer', { id: { entityType: 'CUSTOMER', id: '${customerB}' }, title: 'Hijacked customer' }],
  ['DELETE', '/api/customer/${customerB}'],
];
const USER_B_CALLS: Call[] = [
  ['GET', '/api/user/${userB}'],
  ['GET', '/api/user/${adminB}'],
  ['DELETE', '/api/user/${userB}'],
  ['DELETE', '/api/user/${adminB}'],
  ['GET', '/api/user/${userB}/activationLink'],
  ['GET', '/api/user/${userB}/token'],
  ['POST', '/api/user/${userB}/userCredentialsEnabled?userCredentialsEnabled=false'],
];
/** Tenant-admin-only endpoints on the caller's own tenant. */
const TENANT_ADMIN_ONLY: Call[] = [
  ['GET', `/api/customers?${P}`],
  ['GET', '/api/tenant/customers?customerTitle=Public'],
  ['POST', '/api/customer', { title: 'Smuggled customer' }],
  ['DELETE', '/api/customer/${demoCustomer}'],
  ['GET', `/api/customer/\${demoCustomer}/users?${P}`],
];

function fill(value: unknown): unknown {
  const text = JSON.stringify(value ?? null).replace(/\$\{(\w+)\}/g, (_m, name: string) => ids[name]);
  return JSON.parse(text);
}

async function expectRefused(token: string, calls: Call[], status: number) {
  for (const [method, template, body] of calls) {
    const path = fill(template) as string;
    const res = await api(base, path, { method, token, body: body === undefined ? undefined : fill(body) });
    expect([method, template, res.status]).toEqual([method, template, status]);
    expect([template, Object.keys(res.body ?? {}).sort()]).toEqual([template, ERROR_KEYS]);
    expect(res.body.errorCode).toBe(status === 403 ? 20 : 32);
    for (const secret of secrets) expect(res.text).not.toContain(secret);
  }
}

describe('tenant A’s administrator on tenant B', () => {
  it('is refused every tenant, profile, customer and user endpoint with 403', async () => {
    await expectRefused(tokens.tenant, [...TENANT_CALLS, ...PROFILE_CALLS, ...CUSTOMER_B_CALLS, ...USER_B_CALLS], 403);
  });

  it('finds no customer of tenant B by title (the lookup is confined to its own tenant)', async () => {
    const res = await api(base, `/api/tenant/customers?customerTitle=${encodeURIComponent(other.customer.title)}`, { token: tokens.tenant });
    expect([res.status, Object.keys(res.body).sort()]).toEqual([404, ERROR_KEYS]);
    const list = await api(base, `/api/customers?pageSize=100&page=0&textSearch=${encodeURIComponent(other.customer.title)}`, { token: tokens.tenant });
    expect(list.body.totalElements).toBe(0);
    const users = await api(base, '/api/users?pageSize=100&page=0', { token: tokens.tenant });
    expect(users.body.data.every((u: { tenantId: { id: string } }) => u.tenantId.id === demo.tenantId)).toBe(true);
  });
});

describe('customer users', () => {
  it('are refused everything on tenant B, on tenants and profiles, and the tenant-admin endpoints', async () => {
    await expectRefused(tokens.customer, [...TENANT_CALLS, ...PROFILE_CALLS, ...CUSTOMER_B_CALLS, ...USER_B_CALLS, ...TENANT_ADMIN_ONLY], 403);
  });

  it('cannot read another customer of their own tenant', async () => {
    for (const suffix of ['', '/shortInfo', '/title']) {
      const res = await api(base, `/api/customer/${ids.demoPublic}${suffix}`, { token: tokens.customer });
      expect([res.status, Object.keys(res.body).sort()]).toEqual([403, ERROR_KEYS]);
    }
  });

  it('of tenant B are refused tenant A’s customer and users', async () => {
    const calls: Call[] = [
      ['GET', '/api/customer/${demoCustomer}'],
      ['GET', '/api/customer/${demoCustomer}/title'],
      ['GET', `/api/tenant/${demo.tenantId}`],
      ['GET', `/api/user/${demo.userIds.customer}`],
      ['DELETE', `/api/user/${demo.userIds.customer}`],
    ];
    await expectRefused(otherUserToken, calls, 403);
    const users = await api(base, '/api/users?pageSize=100&page=0', { token: otherUserToken });
    expect(users.body.data.map((u: { email: string }) => u.email)).toEqual([other.user.email]);
  });

  it('in a public session are refused user and customer lists', async () => {
    await expectRefused(publicToken, [['GET', `/api/users?${P}`], ['GET', `/api/customers?${P}`], ['GET', '/api/customer/${demoCustomer}']], 403);
  });
});

describe('the system administrator', () => {
  it('is refused customer endpoints, the users list and customer users', async () => {
    await expectRefused(tokens.sysadmin, [
      ...CUSTOMER_B_CALLS.filter(([method, path]) => !(method === 'GET' && path.includes('/users'))),
      ['GET', `/api/customer/\${customerB}/users?${P}`],
      ...TENANT_ADMIN_ONLY,
      ['GET', `/api/users?${P}`],
      ['GET', '/api/user/${userB}'],
      ['DELETE', '/api/user/${userB}'],
    ], 403);
  });
});

describe('after the matrix', () => {
  it('left tenant B and the demo tenant untouched', async () => {
    expect((await server.stores.tenants.findById(ids.tenantB))!.title).toBe(other.tenant.title);
    expect((await server.stores.customers.findById(ids.customerB))!.title).toBe(other.customer.title);
    for (const id of [ids.adminB, ids.userB, demo.userIds.customer]) expect(await server.stores.users.findById(id)).toBeDefined();
    expect((await server.stores.users.findById(ids.userB))!.additionalInfo.userCredentialsEnabled).toBe(true);
    expect((await server.stores.customers.findById(ids.demoCustomer))!.title).toBe('Demo Customer');
    for (const title of ['Hijacked tenant', 'Smuggled tenant']) expect(countRows(server, 'tenant', 'title = ?', title)).toBe(0);
    for (const title of ['Hijacked customer', 'Smuggled customer']) expect(countRows(server, 'customer', 'title = ?', title)).toBe(0);
    expect(countRows(server, 'tenant_profile', 'name = ?', 'Smuggled profile')).toBe(0);
    expect((await server.stores.tenantProfiles.findDefault())!.id.id).toBe(ids.profile);
  });

  it('still lets each role do what it may', async () => {
    expect((await api(base, `/api/tenant/${ids.tenantB}`, { token: tokens.sysadmin })).status).toBe(200);
    expect((await api(base, `/api/customer/${ids.demoCustomer}`, { token: tokens.tenant })).status).toBe(200);
    expect((await api(base, `/api/customer/${ids.demoCustomer}`, { token: tokens.customer })).status).toBe(200);
    const adminB = await loginAs(server, other.admin.email, 'other-admin');
    expect((await api(base, `/api/customer/${ids.customerB}/users?${P}`, { token: adminB })).body.totalElements).toBe(1);
    expect((await api(base, '/api/customer', { token: adminB, body: { ...other.customer, title: 'Renamed by its admin' } })).status).toBe(200);
    expect((await api(base, '/api/customer', { token: tokens.sysadmin, body: eid('X', 'y') })).status).toBe(403);
  });
});
