import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNewerVersion } from '../../server/http/routes/uiSettings';
import { type RunningServer } from '../../server/main';
import { login, removeTempDirs, startTestServer } from './helpers';

describe('ui settings and update notice', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ helpBaseUrl: 'https://help.example.org/tessera', latestVersion: '99.0.0' });
  });
  afterAll(async () => {
    await server.close();
    await removeTempDirs();
  });

  it('serves the help base URL as text to anyone signed in', async () => {
    const { token } = await login(server.url, 'tenant');
    const response = await fetch(`${server.url}/api/uiSettings/helpBaseUrl`, { headers: { 'X-Authorization': `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('https://help.example.org/tessera');
  });

  it('tells a system admin about a newer version and refuses everyone else', async () => {
    const { token: sysadmin } = await login(server.url, 'sysadmin');
    const update = await (await fetch(`${server.url}/api/admin/updates`, { headers: { 'X-Authorization': `Bearer ${sysadmin}` } })).json();
    expect(update.updateAvailable).toBe(true);
    expect(update.message).toContain('99.0.0');
    const { token: tenant } = await login(server.url, 'tenant');
    expect((await fetch(`${server.url}/api/admin/updates`, { headers: { 'X-Authorization': `Bearer ${tenant}` } })).status).toBe(403);
  });

  it('compares dotted versions numerically', () => {
    expect(isNewerVersion('0.10.0', '0.9.2')).toBe(true);
    expect(isNewerVersion('1.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('1.0.0', '1.0.1')).toBe(false);
  });
});
