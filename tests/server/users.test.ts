import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { countUsers, createOtherTenant } from './accountHelpers';
import { api, ERROR_KEYS, errorShape, login, NULL_UUID, removeTempDirs, startTestServer } from './helpers';

let server: RunningServer;
let base: string;
const tokens: Record<'sysadmin' | 'tenant' | 'customer', string> = { sysadmin: '', tenant: '', customer: '' };
let tenantId: string;
let customerId: string;
let other: Awaited<ReturnType<typeof createOtherTenant>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  for (const role of ['sysadmin', 'tenant', 'customer'] as const) tokens[role] = (await login(base, role)).token;
  const customer = (await server.stores.users.findByEmail('customer@tessera.io'))!;
  tenantId = customer.tenantId.id;
  customerId = customer.customerId.id;
  other = await createOtherTenant(server, 'users');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const id = (entityType: string, value: string) => ({ entityType, id: value });
const save = (token: string, body: unknown) => api(base, '/api/user?sendActivationMail=false', { token, body });
const userId = async (email: string) => (await server.stores.users.findByEmail(email))!.id.id;

describe('POST /api/user authorization', () => {
  it.each([
    ['customer user creating anyone', 'customer', { email: 'c1@t.test', authority: 'CUSTOMER_USER', customerId: null }],
    ['tenant admin creating a system admin', 'tenant', { email: 'c2@t.test', authority: 'SYS_ADMIN' }],
    ['system admin creating a customer user', 'sysadmin', { email: 'c4@t.test', authority: 'CUSTOMER_USER', tenantId: 'TENANT', customerId: 'CUSTOMER' }],
  ] as const)('refuses %s with 403/20 and stores nothing', async (_name, role, template) => {
    const body: Record<string, unknown> = { ...template };
    if (body.customerId === 'OTHER_CUSTOMER') body.customerId = id('CUSTOMER', other.customer.id.id);
    if (body.customerId === 'CUSTOMER') body.customerId = id('CUSTOMER', customerId);
    if (body.tenantId === 'TENANT') body.tenantId = id('TENANT', tenantId);
    const res = await save(tokens[role], body);
    expect(res.status).toBe(403);
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 20 });
    expect(countUsers(server, template.email)).toBe(0);
  });

  it('puts a tenant admin’s new user in its own tenant whatever tenantId says', async () => {
    const res = await save(tokens.tenant, { email: 'forced@t.test', authority: 'TENANT_ADMIN', tenantId: id('TENANT', other.tenant.id.id) });
    expect(res.status).toBe(200);
    expect(res.body.tenantId.id).toBe(tenantId);
  });

  it('lets the system admin create a tenant admin of any tenant', async () => {
    const res = await save(tokens.sysadmin, { email: 'sys-made@t.test', authority: 'TENANT_ADMIN', tenantId: id('TENANT', other.tenant.id.id), firstName: 'Sys' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authority: 'TENANT_ADMIN', tenantId: { id: other.tenant.id.id }, customerId: { id: NULL_UUID }, firstName: 'Sys' });
  });

  it.each([
    ['no email', { authority: 'TENANT_ADMIN' }],
    ['a malformed email', { email: 'nope', authority: 'TENANT_ADMIN' }],
    ['an email of the wrong type', { email: 7, authority: 'TENANT_ADMIN' }],
    ['no authority', { email: 'x1@t.test' }],
    ['an unknown authority', { email: 'x2@t.test', authority: 'ROOT' }],
    ['a customer user without a customer', { email: 'x3@t.test', authority: 'CUSTOMER_USER' }],
    ['a tenant admin with a customer', { email: 'x4@t.test', authority: 'TENANT_ADMIN', customerId: 'CUSTOMER' }],
    ['a malformed customer id', { email: 'x5@t.test', authority: 'CUSTOMER_USER', customerId: { id: 'nope' } }],
    ['an unknown customer', { email: 'x6@t.test', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: '6f1f0000-0000-4000-8000-000000000000' } }],
    ['additionalInfo of the wrong type', { email: 'x7@t.test', authority: 'TENANT_ADMIN', additionalInfo: 'x' }],
    ['firstName of the wrong type', { email: 'x8@t.test', authority: 'TENANT_ADMIN', firstName: 5 }],
  ])('refuses %s with 400/31 and stores nothing', async (_name, template) => {
    const body: Record<string, unknown> = { ...template };
    if (body.customerId === 'CUSTOMER') body.customerId = id('CUSTOMER', customerId);
    const res = await save(tokens.tenant, body);
    expect(res.status).toBe(400);
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 31 });
    if (typeof body.email === 'string') expect(countUsers(server, body.email)).toBe(0);
  });

  it('refuses a duplicate e-mail, ignoring case', async () => {
    const res = await save(tokens.tenant, { email: 'Customer@Tessera.IO', authority: 'CUSTOMER_USER', customerId: id('CUSTOMER', customerId) });
    expect([res.status, res.body.errorCode, res.body.message]).toEqual([400, 31, "User with email 'Customer@Tessera.IO'  already present in database!"]);
    expect(countUsers(server, 'customer@tessera.io')).toBe(1);
  });
});

describe('POST /api/user updates', () => {
  it('keeps the server-owned additionalInfo keys and writes the rest', async () => {
    const { body: user } = await api(base, `/api/user/${await userId('customer@tessera.io')}`, { token: tokens.tenant });
    const res = await save(tokens.tenant, {
      ...user,
      lastName: 'Renamed',
      additionalInfo: { lang: 'de_DE', userCredentialsEnabled: false, failedLoginAttempts: 99, lastLoginTs: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.lastName).toBe('Renamed');
    expect(res.body.additionalInfo).toMatchObject({ lang: 'de_DE', userCredentialsEnabled: true, failedLoginAttempts: user.additionalInfo.failedLoginAttempts });
    expect(res.body.additionalInfo.lastLoginTs).toBe(user.additionalInfo.lastLoginTs);
  });

  it('lets a customer user edit its own profile but not its role or customer', async () => {
    const { body: me } = await api(base, '/api/auth/user', { token: tokens.customer });
    const ok = await save(tokens.customer, { ...me, firstName: 'Self', customerId: id('CUSTOMER', other.customer.id.id) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ firstName: 'Self', customerId: { id: customerId } });
    const promote = await save(tokens.customer, { ...me, authority: 'TENANT_ADMIN' });
    expect([promote.status, promote.body.errorCode]).toEqual([403, 20]);
    const { body: tenantAdmin } = await api(base, '/api/auth/user', { token: tokens.tenant });
    const foreign = await save(tokens.customer, { ...tenantAdmin, firstName: 'Hacked' });
    expect([foreign.status, foreign.body.errorCode]).toEqual([403, 20]);
  });

  it('refuses a tenant admin editing another tenant’s user', async () => {
    const { body: user } = await api(base, `/api/user/${other.user.id.id}`, { token: tokens.sysadmin });
    expect(user.errorCode).toBe(20);
    const res = await save(tokens.tenant, { ...other.user, firstName: 'Hacked', customerId: id('CUSTOMER', other.customer.id.id) });
    expect([res.status, res.body.errorCode]).toEqual([403, 20]);
    expect((await server.stores.users.findById(other.user.id.id))!.firstName).toBe('Test');
  });
});

describe('GET /api/user/{id}', () => {
  it('follows contract §12', async () => {
    const ids = {
      sysadmin: await userId('sysadmin@tessera.io'),
      tenant: await userId('tenant@tessera.io'),
      customer: await userId('customer@tessera.io'),
      otherAdmin: other.admin.id.id,
      otherUser: other.user.id.id,
    };
    const cases: [keyof typeof tokens, keyof typeof ids, number][] = [
      ['customer', 'customer', 200],
      ['customer', 'tenant', 403],
      ['tenant', 'customer', 200],
      ['tenant', 'tenant', 200],
      ['tenant', 'sysadmin', 403],
      ['tenant', 'otherUser', 403],
      ['sysadmin', 'tenant', 200],
      ['sysadmin', 'otherAdmin', 200],
      ['sysadmin', 'customer', 403],
    ];
    for (const [role, target, status] of cases) {
      const res = await api(base, `/api/user/${ids[target]}`, { token: tokens[role] });
      expect([role, target, res.status]).toEqual([role, target, status]);
    }
    expect((await api(base, '/api/user/not-a-uuid', { token: tokens.tenant })).status).toBe(400);
    expect((await api(base, '/api/user/6f1f0000-0000-4000-8000-000000000000', { token: tokens.tenant })).status).toBe(404);
  });
});

describe('GET /api/user/{id}/token (login as)', () => {
  it('lets the system admin act as a tenant admin and a tenant admin as its customer user', async () => {
    const asTenant = await api(base, `/api/user/${await userId('tenant@tessera.io')}/token`, { token: tokens.sysadmin });
    expect(asTenant.status).toBe(200);
    expect(decodeJwt(asTenant.body.token)).toMatchObject({ sub: 'tenant@tessera.io', scopes: ['TENANT_ADMIN'] });
    expect((await api(base, '/api/auth/user', { token: asTenant.body.token })).body.email).toBe('tenant@tessera.io');

    const asCustomer = await api(base, `/api/user/${await userId('customer@tessera.io')}/token`, { token: tokens.tenant });
    expect(asCustomer.status).toBe(200);
    expect(decodeJwt(asCustomer.body.token)).toMatchObject({ sub: 'customer@tessera.io', scopes: ['CUSTOMER_USER'] });
  });

  it('refuses everything else with 403/20', async () => {
    const cases: [keyof typeof tokens, string][] = [
      ['tenant', other.user.id.id],
      ['tenant', other.admin.id.id],
      ['tenant', await userId('sysadmin@tessera.io')],
      ['sysadmin', await userId('customer@tessera.io')],
      ['customer', await userId('customer@tessera.io')],
      ['customer', await userId('tenant@tessera.io')],
    ];
    for (const [role, target] of cases) {
      const res = await api(base, `/api/user/${target}/token`, { token: tokens[role] });
      expect([role, res.status, res.body.errorCode]).toEqual([role, 403, 20]);
    }
  });
});

describe('POST /api/user/{id}/userCredentialsEnabled', () => {
  it('disables and re-enables a managed user', async () => {
    const target = await userId('customer@tessera.io');
    const off = await api(base, `/api/user/${target}/userCredentialsEnabled?userCredentialsEnabled=false`, { method: 'POST', token: tokens.tenant });
    expect(off.status).toBe(200);
    expect((await api(base, '/api/auth/login', { body: { username: 'customer@tessera.io', password: 'customer' } })).body.message).toBe('User account is not active');
    const on = await api(base, `/api/user/${target}/userCredentialsEnabled?userCredentialsEnabled=true`, { method: 'POST', token: tokens.tenant });
    expect(on.status).toBe(200);
    tokens.customer = (await login(base, 'customer')).token;
    const foreign = await api(base, `/api/user/${other.user.id.id}/userCredentialsEnabled?userCredentialsEnabled=false`, { method: 'POST', token: tokens.tenant });
    expect(foreign.status).toBe(403);
  });
});

describe('bad input on user endpoints', () => {
  it('answers malformed ids and parameters with 400/31, unknown users with 404, customers with 403', async () => {
    const target = await userId('customer@tessera.io');
    const cases: [string, string, keyof typeof tokens, number][] = [
      ['GET', '/api/user/not-a-uuid/token', 'tenant', 400],
      ['GET', '/api/user/not-a-uuid/activationLink', 'tenant', 400],
      ['GET', '/api/user/6f1f0000-0000-4000-8000-000000000000/activationLink', 'tenant', 404],
      ['GET', `/api/user/${target}/activationLink`, 'customer', 403],
      ['POST', '/api/user/sendActivationMail', 'tenant', 400],
      ['POST', '/api/user/sendActivationMail?email=not-an-email', 'tenant', 400],
      ['POST', '/api/user/sendActivationMail?email=ghost@tessera.test', 'tenant', 404],
      ['POST', '/api/user/sendActivationMail?email=customer@tessera.io', 'customer', 403],
      ['POST', `/api/user/${target}/userCredentialsEnabled?userCredentialsEnabled=perhaps`, 'tenant', 400],
      ['POST', '/api/user?sendActivationMail=sometimes', 'tenant', 400],
    ];
    for (const [method, path, role, status] of cases) {
      const res = await api(base, path, { method, token: tokens[role], body: path.startsWith('/api/user?') ? { email: 'q@t.test', authority: 'TENANT_ADMIN' } : undefined });
      expect([method, path, res.status]).toEqual([method, path, status]);
      expect(errorShape(res.body).keys).toEqual(ERROR_KEYS);
    }
    expect(countUsers(server, 'q@t.test')).toBe(0);
    const noCode = await api(base, '/api/noauth/activateByEmailCode', { method: 'POST' });
    expect([noCode.status, noCode.body.errorCode, noCode.body.message]).toEqual([400, 31, "Parameter 'emailCode' can't be empty!"]);
  });
});

