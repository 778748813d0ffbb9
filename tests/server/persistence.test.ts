import { afterAll, describe, expect, it } from 'vitest';
import { api, login, removeTempDirs, startTestServer, tempDir } from './helpers';

afterAll(removeTempDirs);

describe('signing key and first-start data', () => {
  it('keeps the signing key across restarts on one DATA_DIR', async () => {
    const dataDir = await tempDir();
    const first = await startTestServer({ dataDir });
    const { token, refreshToken } = await login(first.url, 'tenant');
    const key1 = await first.stores.settings.getJson<{ tokenSigningKey: string }>('jwt');
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      const key2 = await second.stores.settings.getJson<{ tokenSigningKey: string }>('jwt');
      expect(key2).toEqual(key1);
      expect(Buffer.from(key1!.tokenSigningKey, 'base64')).toHaveLength(64);
      const me = await api(second.url, '/api/auth/user', { token });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe('tenant@tessera.io');
      expect((await api(second.url, '/api/auth/token', { body: { refreshToken } })).status).toBe(200);
      // The seed ran once: still exactly three users.
      expect(await second.stores.users.count()).toBe(3);
    } finally {
      await second.close();
    }
  });

  it('generates a different key for each fresh DATA_DIR, and tokens do not cross over', async () => {
    const [a, b] = await Promise.all([startTestServer(), startTestServer()]);
    try {
      const keyA = await a.stores.settings.getJson<{ tokenSigningKey: string }>('jwt');
      const keyB = await b.stores.settings.getJson<{ tokenSigningKey: string }>('jwt');
      expect(keyA!.tokenSigningKey).not.toBe(keyB!.tokenSigningKey);
      const { token } = await login(a.url, 'tenant');
      const res = await api(b.url, '/api/auth/user', { token });
      expect([res.status, res.body.errorCode]).toEqual([401, 10]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('creates no users with SEED_DEMO=false, but keeps the system defaults', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      expect(await server.stores.users.count()).toBe(0);
      const res = await api(server.url, '/api/auth/login', { body: { username: 'sysadmin@tessera.io', password: 'sysadmin' } });
      expect([res.status, res.body.errorCode]).toEqual([401, 10]);
      expect(await server.stores.tenantProfiles.findDefault()).toMatchObject({ name: 'Default', default: true });
      expect(await server.stores.settings.getJson('general')).toEqual({ baseUrl: `http://localhost:${server.port}`, prohibitDifferentUrl: false });
    } finally {
      await server.close();
    }
  });
});
