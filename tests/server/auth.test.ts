import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { ACCOUNTS, api, ERROR_KEYS, errorShape, login, NULL_UUID, removeTempDirs, startTestServer, type Role } from './helpers';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: RunningServer;
let base: string;
let signingKey: Uint8Array;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  const jwt = await server.stores.settings.getJson<{ tokenSigningKey: string }>('jwt');
  signingKey = new Uint8Array(Buffer.from(jwt!.tokenSigningKey, 'base64'));
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

async function craftToken(claims: Record<string, unknown>, iat: number, exp: number, key = signingKey): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setIssuer('thingsboard.io').setIssuedAt(iat).setExpirationTime(exp).sign(key);
}

describe('POST /api/auth/login', () => {
  it.each<Role>(['sysadmin', 'tenant', 'customer'])('issues a ThingsBoard token pair for the %s account', async (role) => {
    const { token, refreshToken } = await login(base, role);
    const account = ACCOUNTS[role];
    const user = (await server.stores.users.findByEmail(account.email))!;

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS512' });
    const access = decodeJwt(token);
    expect(Object.keys(access).sort()).toEqual(
      ['sub', 'scopes', 'userId', 'firstName', 'lastName', 'enabled', 'isPublic', 'tenantId', 'customerId', 'iss', 'iat', 'exp'].sort(),
    );
    expect(access).toMatchObject({
      sub: account.email,
      scopes: [account.authority],
      userId: user.id.id,
      firstName: user.firstName,
      lastName: user.lastName,
      enabled: true,
      isPublic: false,
      iss: 'thingsboard.io',
    });
    expect(access.exp! - access.iat!).toBe(9000);
    expect(Math.abs(access.iat! - Date.now() / 1000)).toBeLessThan(60);

    if (role === 'sysadmin') {
      expect(access.tenantId).toBe(NULL_UUID);
      expect(access.customerId).toBe(NULL_UUID);
    } else if (role === 'tenant') {
      expect(access.tenantId).toMatch(UUID_RE);
      expect(access.tenantId).not.toBe(NULL_UUID);
      expect(access.customerId).toBe(NULL_UUID);
    } else {
      expect(access.tenantId).not.toBe(NULL_UUID);
      expect(access.customerId).toMatch(UUID_RE);
      expect(access.customerId).not.toBe(NULL_UUID);
    }

    const refresh = decodeJwt(refreshToken);
    expect(Object.keys(refresh).sort()).toEqual(['sub', 'scopes', 'userId', 'isPublic', 'iss', 'jti', 'iat', 'exp'].sort());
    expect(refresh).toMatchObject({ sub: account.email, scopes: ['REFRESH_TOKEN'], userId: user.id.id, isPublic: false, iss: 'thingsboard.io' });
    expect(refresh.jti).toMatch(UUID_RE);
    expect(refresh.exp! - refresh.iat!).toBe(604800);

    // Signed with the key stored in admin_settings.
    await expect(jwtVerify(token, signingKey, { algorithms: ['HS512'] })).resolves.toBeTruthy();
  });

  it('matches the e-mail case-insensitively', async () => {
    const res = await api(base, '/api/auth/login', { body: { username: 'Tenant@Tessera.IO', password: 'tenant' } });
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same 401/10 body', async () => {
    const wrong = await api(base, '/api/auth/login', { body: { username: 'tenant@tessera.io', password: 'nope' } });
    const unknown = await api(base, '/api/auth/login', { body: { username: 'ghost@tessera.io', password: 'nope' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(errorShape(res.body)).toEqual({
        keys: ERROR_KEYS,
        status: 401,
        errorCode: 10,
        message: 'Invalid username or password',
        timestampIsIso: true,
      });
    }
    const { timestamp: _a, ...wrongRest } = wrong.body;
    const { timestamp: _b, ...unknownRest } = unknown.body;
    expect(wrongRest).toEqual(unknownRest);
  });

  it('records lastLoginTs and resets failedLoginAttempts', async () => {
    await api(base, '/api/auth/login', { body: { username: 'customer@tessera.io', password: 'bad' } });
    const user = await server.stores.users.findByEmail('customer@tessera.io');
    expect(user!.additionalInfo.failedLoginAttempts).toBeGreaterThanOrEqual(1);
    const before = Date.now();
    await login(base, 'customer');
    const after = (await server.stores.users.findByEmail('customer@tessera.io'))!;
    expect(after.additionalInfo.failedLoginAttempts).toBe(0);
    expect(after.additionalInfo.lastLoginTs).toBeGreaterThanOrEqual(before - 1000);
  });

  it('rejects a body without a password with 400/31', async () => {
    const res = await api(base, '/api/auth/login', { body: { username: 'tenant@tessera.io' } });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe(31);
    expect(res.body.message).toMatch(/password/);
  });
});

describe('POST /api/auth/token', () => {
  it('exchanges a refresh token for a new working pair', async () => {
    const first = await login(base, 'tenant');
    const res = await api(base, '/api/auth/token', { body: { refreshToken: first.refreshToken } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['refreshToken', 'token']);
    expect(decodeJwt(res.body.refreshToken).jti).not.toBe(decodeJwt(first.refreshToken).jti);
    const me = await api(base, '/api/auth/user', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('tenant@tessera.io');
  });

  it('refuses an access token, a garbage string and an expired refresh token', async () => {
    const { token } = await login(base, 'tenant');
    const withAccess = await api(base, '/api/auth/token', { body: { refreshToken: token } });
    expect([withAccess.status, withAccess.body.errorCode]).toEqual([401, 10]);

    const garbage = await api(base, '/api/auth/token', { body: { refreshToken: 'not-a-jwt' } });
    expect([garbage.status, garbage.body.errorCode]).toEqual([401, 10]);

    const user = (await server.stores.users.findByEmail('tenant@tessera.io'))!;
    const now = Math.floor(Date.now() / 1000);
    const expired = await craftToken({ sub: user.email, scopes: ['REFRESH_TOKEN'], userId: user.id.id, isPublic: false }, now - 100, now - 10);
    const res = await api(base, '/api/auth/token', { body: { refreshToken: expired } });
    expect([res.status, res.body.errorCode, res.body.message]).toEqual([401, 11, 'Token has expired']);
  });
});

describe('request authentication', () => {
  it('answers a missing header with 401/10 "Authentication failed"', async () => {
    const res = await api(base, '/api/auth/user');
    expect(res.status).toBe(401);
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 10, message: 'Authentication failed', timestampIsIso: true });
  });

  it('accepts the Authorization header as a fallback', async () => {
    const { token } = await login(base, 'tenant');
    const res = await api(base, '/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('tenant@tessera.io');
  });

  it('answers an expired access token with 401/11', async () => {
    const user = (await server.stores.users.findByEmail('tenant@tessera.io'))!;
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.email, scopes: ['TENANT_ADMIN'], userId: user.id.id, isPublic: false, tenantId: user.tenantId.id, customerId: NULL_UUID };
    const res = await api(base, '/api/auth/user', { token: await craftToken(claims, now - 100, now - 10) });
    expect(res.status).toBe(401);
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 11, message: 'Token has expired' });
  });

  it('answers a bad signature with 401/10, even when the token is also expired', async () => {
    const { token } = await login(base, 'tenant');
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = await api(base, '/api/auth/user', { token: flipped });
    expect([tampered.status, tampered.body.errorCode, tampered.body.message]).toEqual([401, 10, 'Invalid username or password']);

    const user = (await server.stores.users.findByEmail('tenant@tessera.io'))!;
    const now = Math.floor(Date.now() / 1000);
    const foreign = await craftToken({ scopes: ['TENANT_ADMIN'], userId: user.id.id }, now - 100, now - 10, new Uint8Array(64).fill(7));
    const res = await api(base, '/api/auth/user', { token: foreign });
    expect([res.status, res.body.errorCode]).toEqual([401, 10]);
  });

  it('refuses a refresh token used as an access token with 401/10', async () => {
    const { refreshToken } = await login(base, 'tenant');
    const res = await api(base, '/api/auth/user', { token: refreshToken });
    expect([res.status, res.body.errorCode]).toEqual([401, 10]);
  });

  it('answers a malformed token with 401/10', async () => {
    const res = await api(base, '/api/auth/user', { token: 'abc.def' });
    expect([res.status, res.body.errorCode, res.body.message]).toEqual([401, 10, 'Invalid username or password']);
  });
});
