import { afterAll, describe, expect, it } from 'vitest';
import { baseUrlFor, DEFAULT_BASE_URL } from '../../server/store/seedSystem';
import { api, login, removeTempDirs, startTestServer, tempDir } from './helpers';

afterAll(removeTempDirs);

describe('the seeded general.baseUrl', () => {
  it('names the bound host, or localhost for a wildcard or loopback address', () => {
    expect(baseUrlFor('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(baseUrlFor('::', 9090)).toBe('http://localhost:9090');
    expect(baseUrlFor('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(baseUrlFor('iot.example.com', 80)).toBe('http://iot.example.com:80');
    expect(baseUrlFor('fd00::5', 8080)).toBe('http://[fd00::5]:8080');
  });

  it("follows the server's port on first start; the administrator's value survives restarts", async () => {
    const dataDir = await tempDir();
    const first = await startTestServer({ dataDir });
    try {
      const general = await first.stores.settings.getJson<{ baseUrl: string }>('general');
      expect(general?.baseUrl).toBe(`http://localhost:${first.port}`);
      expect(general?.baseUrl).not.toBe(DEFAULT_BASE_URL);
      const { token } = await login(first.url, 'sysadmin');
      const saved = await api(first.url, '/api/admin/settings', {
        token, body: { key: 'general', jsonValue: { baseUrl: 'https://iot.example.com', prohibitDifferentUrl: false } },
      });
      expect(saved.status).toBe(200);
    } finally {
      await first.close();
    }
    const second = await startTestServer({ dataDir });
    try {
      expect(await second.stores.settings.getJson('general')).toEqual({ baseUrl: 'https://iot.example.com', prohibitDifferentUrl: false });
    } finally {
      await second.close();
    }
  });

  it('is not rewritten on a later start even when it was never edited', async () => {
    const dataDir = await tempDir();
    const first = await startTestServer({ dataDir });
    const firstUrl = `http://localhost:${first.port}`;
    await first.close();
    const second = await startTestServer({ dataDir });
    try {
      expect(second.port).not.toBe(first.port);
      expect((await second.stores.settings.getJson<{ baseUrl: string }>('general'))?.baseUrl).toBe(firstUrl);
    } finally {
      await second.close();
    }
  });
});
