import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readThingsboardUrl, startRemoteConsole, type RemoteConsole } from '../../../server/remote/remoteConsole';
import type { RunningServer } from '../../../server/main';
import { api, login, makeStaticDir, removeTempDirs, startTestServer, INDEX_HTML } from '../helpers';

describe('THINGSBOARD_URL', () => {
  it('is unset by default and keeps only the origin', () => {
    expect(readThingsboardUrl({})).toBeUndefined();
    expect(readThingsboardUrl({ THINGSBOARD_URL: '  ' })).toBeUndefined();
    expect(readThingsboardUrl({ THINGSBOARD_URL: 'http://tb.example.com:8080/' })).toBe('http://tb.example.com:8080');
  });

  it('refuses what is not an http(s) origin, naming the variable', () => {
    expect(() => readThingsboardUrl({ THINGSBOARD_URL: 'tb.example.com' })).toThrow('THINGSBOARD_URL must be an http(s) URL, got "tb.example.com"');
    expect(() => readThingsboardUrl({ THINGSBOARD_URL: 'ftp://tb' })).toThrow('THINGSBOARD_URL must be an http(s) URL');
    expect(() => readThingsboardUrl({ THINGSBOARD_URL: 'http://tb/api' })).toThrow('THINGSBOARD_URL must not have a path');
  });
});

describe('remote mode against a second server standing in for ThingsBoard', () => {
  let upstream: RunningServer;
  let remote: RemoteConsole;

  beforeAll(async () => {
    upstream = await startTestServer();
    const { staticDir } = await makeStaticDir();
    remote = await startRemoteConsole({ port: 0, host: '127.0.0.1', staticDir, serveSourceMaps: false, logLevel: 'silent' }, upstream.url);
  });

  afterAll(async () => {
    await remote?.close();
    await upstream?.close();
    await removeTempDirs();
  });

  it('signs in and reads entities through the proxy', async () => {
    const { token } = await login(remote.url, 'tenant');
    const devices = await api(remote.url, '/api/tenant/devices?pageSize=10&page=0', { token });
    expect(devices.status).toBe(200);
    const direct = await api(upstream.url, '/api/tenant/devices?pageSize=10&page=0', { token });
    expect(devices.body).toEqual(direct.body);
  });

  it('passes the remote server\'s errors through unchanged', async () => {
    const { token } = await login(remote.url, 'tenant');
    const missing = await api(remote.url, '/api/device/00000000-0000-0000-0000-000000000001', { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, errorCode: 32, message: 'Device with id [00000000-0000-0000-0000-000000000001] is not found' });
    const anonymous = await api(remote.url, '/api/auth/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ errorCode: 10 });
  });

  it('serves the console itself, with the SPA fallback for client routes', async () => {
    const page = await fetch(`${remote.url}/devices`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);
  });

  it('proxies the telemetry WebSocket', async () => {
    const { token } = await login(remote.url, 'tenant');
    const ws = new WebSocket(`${remote.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
    const frame = await new Promise<string>((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ tsSubCmds: [], historyCmds: [], attrSubCmds: [{ cmdId: 7, entityType: 'DEVICE', entityId: '', scope: 'CLIENT_SCOPE' }] })));
      ws.once('message', (data) => resolve(String(data)));
    });
    ws.close();
    expect(JSON.parse(frame)).toMatchObject({ subscriptionId: 7, errorCode: 2, errorMsg: 'Device id is empty!' });
  });
});
