import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, login, removeTempDirs, startTestServer } from './helpers';
import { expectError, UNKNOWN_UUID } from './tenancyHelpers';

/*
 * How the RPC endpoints answer errors, as ThingsBoard 3.3.3 does (contract §13.5, §13.6):
 * persistent RPCs by id and bad parameters with the JSON body, refusals of the device's
 * access check in plain text with the access validator's words.
 */

let server: RunningServer;
let base: string;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  admin = await newTenantAdmin(server);
  deviceId = (await saved(base, '/api/device', admin.token, { name: 'RPC errors device' })).id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('persistent RPC errors', () => {
  it('answers a deleted RPC with JSON 404/32 naming its id, on read and on a second delete', async () => {
    const sent = await api(base, `/api/rpc/oneway/${deviceId}`, { token: admin.token, body: { method: 'later', params: {}, persistent: true, timeout: 60_000 } });
    const rpcId = sent.body.rpcId as string;
    expect((await api(base, `/api/rpc/persistent/${rpcId}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    for (const method of ['GET', 'DELETE']) {
      const res = await api(base, `/api/rpc/persistent/${rpcId}`, { method, token: admin.token });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expectError(res, 404, 32, `RPC with id [${rpcId}] is not found`);
    }
    expectError(await api(base, '/api/rpc/persistent/not-a-uuid', { token: admin.token }), 400, 31, 'Invalid UUID string: not-a-uuid');
  });

  it('checks the listing’s parameters with JSON errors before the device, then answers access in plain text', async () => {
    const list = (device: string, query: string) => api(base, `/api/rpc/persistent/device/${device}?${query}`, { token: admin.token });
    expectError(await list(deviceId, 'pageSize=10&page=0&rpcStatus=DELETED'), 400, 31, 'RpcStatus: DELETED');
    expectError(await list(UNKNOWN_UUID, 'pageSize=0&page=0'), 400, 31, "Incorrect page link page size '0'. Page size must be greater than zero.");
    const unknown = await list(UNKNOWN_UUID, 'pageSize=10&page=0');
    expect([unknown.status, unknown.headers.get('content-type')?.split(';')[0], unknown.text]).toEqual([404, 'text/plain', "Device with requested id wasn't found!"]);
    expect((await list(deviceId, 'pageSize=10&page=0&rpcStatus=QUEUED')).body).toMatchObject({ totalElements: 0, hasNext: false });
  });

  it('answers the system administrator and unknown devices in plain text', async () => {
    const sysadmin = (await login(base, 'sysadmin')).token;
    const system = await api(base, `/api/rpc/twoway/${deviceId}`, { token: sysadmin, body: { method: 'm', params: {} } });
    expect([system.status, system.text]).toEqual([403, 'System administrator is not allowed to perform this operation!']);
    const unknown = await api(base, `/api/plugins/rpc/twoway/${UNKNOWN_UUID}`, { token: admin.token, body: { method: 'm', params: {} } });
    expect([unknown.status, unknown.text]).toEqual([404, "Device with requested id wasn't found!"]);
    expectError(await api(base, `/api/rpc/oneway/${deviceId}`, { token: admin.token, rawBody: '"just text"' }), 400, 31, 'Invalid request body');
  });
});
