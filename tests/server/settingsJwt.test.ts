import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { api, login, removeTempDirs, startTestServer, type Role } from './helpers';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ jwtTokenExpirationTime: 1234, jwtRefreshTokenExpirationTime: 56789 });
  base = server.url;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const storedKey = async () => (await server.stores.settings.getJson<{ tokenSigningKey: string }>('jwt'))!.tokenSigningKey;

describe('/api/admin/jwtSettings', () => {
  it('shows the lifetimes and the issuer, never the signing key', async () => {
    const { token } = await login(base, 'sysadmin');
    const res = await api(base, '/api/admin/jwtSettings', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tokenExpirationTime: 1234, refreshTokenExpirationTime: 56789, tokenIssuer: 'thingsboard.io' });
    expect(res.text).not.toContain(await storedKey());
  });

  it.each<Role>(['tenant', 'customer'])('refuses %s with 403/20 and keeps the key', async (role) => {
    const { token } = await login(base, role);
    const before = await storedKey();
    for (const body of [undefined, {}]) {
      const res = await api(base, '/api/admin/jwtSettings', { token, body, method: body ? 'POST' : 'GET' });
      expect([res.status, res.body.errorCode]).toEqual([403, 20]);
    }
    expect(await storedKey()).toBe(before);
  });

  it('rotating the key ends every session, the caller\'s included; new sign-ins work', async () => {
    const admin = await login(base, 'sysadmin');
    const tenant = await login(base, 'tenant');
    const before = await storedKey();
    const res = await api(base, '/api/admin/jwtSettings', { token: admin.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(await storedKey());
    expect(await storedKey()).not.toBe(before);

    for (const session of [admin, tenant]) {
      expect((await api(base, '/api/auth/user', { token: session.token })).status).toBe(401);
      expect((await api(base, '/api/auth/token', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    }
    const fresh = await login(base, 'tenant');
    expect((await api(base, '/api/auth/user', { token: fresh.token })).status).toBe(200);
  });

  it('takes a given base64 key of 512 bits and refuses a short or malformed one with 400/31', async () => {
    const { token } = await login(base, 'sysadmin');
    for (const bad of ['c2hvcnQ=', 'not base64!', randomBytes(32).toString('base64')]) {
      const before = await storedKey();
      const res = await api(base, '/api/admin/jwtSettings', { token, body: { tokenSigningKey: bad } });
      expect([res.status, res.body.errorCode]).toEqual([400, 31]);
      expect(await storedKey()).toBe(before);
    }
    const key = randomBytes(64).toString('base64');
    expect((await api(base, '/api/admin/jwtSettings', { token, body: { tokenSigningKey: key } })).status).toBe(200);
    expect(await storedKey()).toBe(key);
  });
});
