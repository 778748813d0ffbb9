import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { hashPassword } from '../../server/security/passwords';
import { api, login, NULL_UUID, removeTempDirs, startTestServer, type Role } from './helpers';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('GET /api/auth/user', () => {
  it('returns the caller as a contract User', async () => {
    const { token } = await login(base, 'customer');
    const res = await api(base, '/api/auth/user', { token });
    expect(res.status).toBe(200);
    const user = res.body;
    expect(Object.keys(user).sort()).toEqual(
      ['id', 'createdTime', 'tenantId', 'customerId', 'email', 'name', 'authority', 'firstName', 'lastName', 'additionalInfo'].sort(),
    );
    expect(user.id).toEqual({ entityType: 'USER', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(user.tenantId.entityType).toBe('TENANT');
    expect(user.customerId.entityType).toBe('CUSTOMER');
    expect(user.customerId.id).not.toBe(NULL_UUID);
    expect(typeof user.createdTime).toBe('number');
    expect(user).toMatchObject({
      email: 'customer@tessera.io',
      name: 'customer@tessera.io',
      authority: 'CUSTOMER_USER',
      firstName: 'Customer',
      lastName: 'User',
    });
    expect(user.additionalInfo).toMatchObject({ userCredentialsEnabled: true, failedLoginAttempts: 0 });
    expect(typeof user.additionalInfo.lastLoginTs).toBe('number');
  });

  it('gives the system administrator null-UUID tenant and customer ids', async () => {
    const { token } = await login(base, 'sysadmin');
    const res = await api(base, '/api/auth/user', { token });
    expect(res.body.tenantId).toEqual({ entityType: 'TENANT', id: NULL_UUID });
    expect(res.body.customerId).toEqual({ entityType: 'CUSTOMER', id: NULL_UUID });
    expect(res.body.authority).toBe('SYS_ADMIN');
  });
});

describe('GET /api/user/tokenAccessEnabled', () => {
  it.each<[Role, boolean]>([
    ['sysadmin', true],
    ['tenant', true],
  ])('answers the JSON boolean for %s', async (role, expected) => {
    const { token } = await login(base, role);
    const res = await api(base, '/api/user/tokenAccessEnabled', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.text).toBe(String(expected));
  });

  it('refuses customer users with 403/20, as ThingsBoard does', async () => {
    const { token } = await login(base, 'customer');
    const res = await api(base, '/api/user/tokenAccessEnabled', { token });
    expect([res.status, res.body.errorCode, res.body.message]).toEqual([403, 20, "You don't have permission to perform this operation!"]);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 200 with an empty body', async () => {
    const { token } = await login(base, 'tenant');
    const res = await api(base, '/api/auth/logout', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });
});

describe('tokens issued before a credentials change', () => {
  async function oldTokens(email: string) {
    const user = (await server.stores.users.findByEmail(email))!;
    const key = await server.stores.settings.getJson<{ tokenSigningKey: string }>('jwt');
    const secret = new Uint8Array(Buffer.from(key!.tokenSigningKey, 'base64'));
    const iat = Math.floor(Date.now() / 1000) - 30;
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setSubject(email).setIssuer('thingsboard.io').setIssuedAt(iat).setExpirationTime(iat + 3600).sign(secret);
    return {
      user,
      access: await sign({ scopes: [user.authority], userId: user.id.id, isPublic: false, tenantId: user.tenantId.id, customerId: user.customerId.id }),
      refresh: await sign({ scopes: ['REFRESH_TOKEN'], userId: user.id.id, isPublic: false, jti: crypto.randomUUID() }),
    };
  }

  it('refuses old access tokens with 401/11 and old refresh tokens with 401/10 after a password change', async () => {
    const { user, access, refresh } = await oldTokens('tenant@tessera.io');
    expect((await api(base, '/api/auth/user', { token: access })).status).toBe(200);

    await server.stores.users.setPassword(user.id.id, await hashPassword('new-secret'));

    const accessRes = await api(base, '/api/auth/user', { token: access });
    expect([accessRes.status, accessRes.body.errorCode]).toEqual([401, 11]);
    const refreshRes = await api(base, '/api/auth/token', { body: { refreshToken: refresh } });
    expect([refreshRes.status, refreshRes.body.errorCode]).toEqual([401, 10]);

    const fresh = await api(base, '/api/auth/login', { body: { username: 'tenant@tessera.io', password: 'new-secret' } });
    expect(fresh.status).toBe(200);
    expect((await api(base, '/api/auth/user', { token: fresh.body.token })).status).toBe(200);
    const old = await api(base, '/api/auth/login', { body: { username: 'tenant@tessera.io', password: 'tenant' } });
    expect(old.status).toBe(401);
  });

  it('answers a disabled user’s token 401/11 (outdated, as ThingsBoard) and its sign-in 401/10 "User account is not active"', async () => {
    const { token } = await login(base, 'customer');
    const user = (await server.stores.users.findByEmail('customer@tessera.io'))!;
    await server.stores.users.setCredentialsEnabled(user.id.id, false);
    try {
      const res = await api(base, '/api/auth/user', { token });
      expect([res.status, res.body.errorCode, res.body.message]).toEqual([401, 11, 'Token has expired']);
      const loginRes = await api(base, '/api/auth/login', { body: { username: 'customer@tessera.io', password: 'customer' } });
      expect([loginRes.status, loginRes.body.message]).toEqual([401, 'User account is not active']);
      // A wrong password still reveals nothing about the account state.
      const wrong = await api(base, '/api/auth/login', { body: { username: 'customer@tessera.io', password: 'x' } });
      expect(wrong.body.message).toBe('Invalid username or password');
    } finally {
      await server.stores.users.setCredentialsEnabled(user.id.id, true);
    }
  });
});
