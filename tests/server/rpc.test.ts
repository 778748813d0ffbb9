import mqtt, { type MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { RPC_MIN_TIMEOUT_MS, rpcRequestInput } from '../../server/rpc/rpcRoutes';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, login, startTestServer, tempDir } from './helpers';
import { countRows } from './tenancyHelpers';
import { mqttSuite, newTokenDevice } from './transport/mqttDevice';

/* Server-side RPC (contract §10, §12) to a real MQTT client, persistent RPC, and who may call it. */

let server: RunningServer;
let base: string;
let a: Awaited<ReturnType<typeof newTenantAdmin>>;
let b: Awaited<ReturnType<typeof newTenantAdmin>>;
let customerA: Awaited<ReturnType<typeof newCustomerUser>>;
let otherCustomerA: Awaited<ReturnType<typeof newCustomerUser>>;
const { clients, connect } = mqttSuite(() => server);
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  a = await newTenantAdmin(server);
  b = await newTenantAdmin(server);
  customerA = await newCustomerUser(server, a.tenantId, 'RPC customer A');
  otherCustomerA = await newCustomerUser(server, a.tenantId, 'RPC customer A2');
});

async function newDevice(): Promise<{ id: string; token: string }> {
  const token = `rpc-token-${++counter}`;
  return newTokenDevice(base, a.token, token, `RPC device ${counter}`);
}

/** Answers every RPC request with `reply(method, params)`; records what arrived. */
function answering(client: MqttClient, reply: ((request: { method: string; params: unknown }) => string | undefined) | undefined) {
  const received: { topic: string; method: string; params: unknown }[] = [];
  client.on('message', (topic, payload) => {
    const match = /^(v1\/devices\/me\/rpc\/request|v2\/r\/req(?:\/j)?)\/(\d+)$/.exec(topic);
    if (!match) return;
    const request = JSON.parse(payload.toString()) as { method: string; params: unknown };
    received.push({ topic, ...request });
    const answer = reply?.(request);
    if (answer !== undefined) client.publish(`${match[1]!.replace('request', 'response').replace('req', 'res')}/${match[2]}`, answer, { qos: 1 });
  });
  return received;
}

const soon = () => Date.now() + 400;

describe('RPC to an MQTT device', () => {
  it('two-way (v1 and v2) returns the device reply; one-way answers 200 once delivered', async () => {
    const device = await newDevice();
    const client = await connect(device.token);
    await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
    const received = answering(client, (request) => JSON.stringify({ echo: request.params, method: request.method }));

    const twoway = await api(base, `/api/plugins/rpc/twoway/${device.id}`, { token: a.token, body: { method: 'getValue', params: { pin: 7 } } });
    expect([twoway.status, twoway.body]).toEqual([200, { echo: { pin: 7 }, method: 'getValue' }]);
    const v2 = await api(base, `/api/rpc/twoway/${device.id}`, { token: a.token, body: { method: 'getOther', params: 3 } });
    expect([v2.status, v2.body]).toEqual([200, { echo: 3, method: 'getOther' }]);

    const oneway = await api(base, `/api/rpc/oneway/${device.id}`, { token: a.token, body: { method: 'setGpio', params: { pin: 1, value: 1 } } });
    expect([oneway.status, oneway.text]).toEqual([200, '']);
    await expect.poll(() => received.map((r) => r.method)).toEqual(['getValue', 'getOther', 'setGpio']);
    expect(received[0]!.topic).toBe('v1/devices/me/rpc/request/1');
  });

  it('short topics: a request on v2/r/req/j/{id} is answered on v2/r/res/j/{id}', async () => {
    const device = await newDevice();
    const client = await connect(device.token);
    await client.subscribeAsync('v2/r/req/j/+');
    const received = answering(client, () => '"ok"');
    const res = await api(base, `/api/rpc/twoway/${device.id}`, { token: a.token, body: { method: 'short', params: {} } });
    expect([res.status, res.body]).toEqual([200, 'ok']);
    expect(received[0]!.topic).toMatch(/^v2\/r\/req\/j\/\d+$/);
  });

  it('a reply that is not JSON is 406', async () => {
    const device = await newDevice();
    const client = await connect(device.token);
    await client.subscribeAsync('v1/devices/me/rpc/request/+');
    answering(client, () => 'not json');
    const res = await api(base, `/api/plugins/rpc/twoway/${device.id}`, { token: a.token, body: { method: 'x', params: {} } });
    expect([res.status, res.text]).toEqual([406, '']);
  });

  it('timeouts and offline devices: v1 408 and 409, v2 504', async () => {
    const silent = await newDevice();
    const offline = await newDevice();
    const client = await connect(silent.token);
    await client.subscribeAsync('v1/devices/me/rpc/request/+');
    const received = answering(client, undefined);
    const call = (path: string, id: string) => api(base, `${path}/${id}`, { token: a.token, body: { method: 'slow', params: {}, expirationTime: soon() } });
    const [v1Timeout, v1Offline, v2Timeout, v2Offline] = await Promise.all([
      call('/api/plugins/rpc/twoway', silent.id),
      call('/api/plugins/rpc/twoway', offline.id),
      call('/api/rpc/twoway', silent.id),
      call('/api/rpc/oneway', offline.id),
    ]);
    expect([v1Timeout.status, v1Offline.status, v2Timeout.status, v2Offline.status]).toEqual([408, 409, 504, 504]);
    expect([v1Timeout.text, v1Offline.text]).toEqual(['', '']);
    expect(received).toHaveLength(2);
  });

  it('a request waits for a device that subscribes before it expires', async () => {
    const device = await newDevice();
    const pending = api(base, `/api/rpc/twoway/${device.id}`, { token: a.token, body: { method: 'late', params: 1, timeout: 5000 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const client = await connect(device.token);
    answering(client, () => '{"late":true}');
    await client.subscribeAsync('v1/devices/me/rpc/request/+');
    const res = await pending;
    expect([res.status, res.body]).toEqual([200, { late: true }]);
  });

  it('client-side RPC: the device asks, the server answers on the response topic', async () => {
    const device = await newDevice();
    const client = await connect(device.token);
    await client.subscribeAsync('v1/devices/me/rpc/response/+');
    const replies: Record<string, unknown> = {};
    client.on('message', (topic, payload) => (replies[topic] = JSON.parse(payload.toString())));
    await client.publishAsync('v1/devices/me/rpc/request/5', '{"method":"getCurrentTime","params":{}}', { qos: 1 });
    await client.publishAsync('v1/devices/me/rpc/request/6', '{"method":"noSuchMethod","params":{}}', { qos: 1 });
    await expect.poll(() => Object.keys(replies).sort()).toEqual(['v1/devices/me/rpc/response/5', 'v1/devices/me/rpc/response/6']);
    expect(replies['v1/devices/me/rpc/response/5']).toEqual({ time: expect.any(Number) });
    expect(replies['v1/devices/me/rpc/response/6']).toEqual({ error: expect.stringContaining('noSuchMethod') });
  });
});

describe('persistent RPC', () => {
  it('answers {rpcId} at once, is delivered in order when the device subscribes, and is listed and deleted', async () => {
    const device = await newDevice();
    const first = await api(base, `/api/rpc/twoway/${device.id}`, { token: a.token, body: { method: 'first', params: 1, persistent: true, timeout: 60000, additionalInfo: { note: 'n' } } });
    const second = await api(base, `/api/rpc/oneway/${device.id}`, { token: a.token, body: { method: 'second', params: 2, persistent: true, timeout: 60000 } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['rpcId']);
    const queued = await api(base, `/api/rpc/persistent/${first.body.rpcId}`, { token: a.token });
    expect(queued.body).toMatchObject({ id: { entityType: 'RPC', id: first.body.rpcId }, deviceId: { entityType: 'DEVICE', id: device.id }, tenantId: { id: a.tenantId }, status: 'QUEUED', additionalInfo: { note: 'n' } });

    const client = await connect(device.token);
    const received = answering(client, (request) => (request.method === 'first' ? '{"done":1}' : undefined));
    await client.subscribeAsync('v1/devices/me/rpc/request/+');
    await expect.poll(() => received.map((r) => r.method)).toEqual(['first', 'second']);
    await expect.poll(async () => (await api(base, `/api/rpc/persistent/${first.body.rpcId}`, { token: a.token })).body).toMatchObject({ status: 'SUCCESSFUL', response: { done: 1 } });
    await expect.poll(async () => (await api(base, `/api/rpc/persistent/${second.body.rpcId}`, { token: a.token })).body.status).toBe('SUCCESSFUL');

    const page = await api(base, `/api/rpc/persistent/device/${device.id}?pageSize=1&page=0&sortProperty=createdTime&sortOrder=ASC`, { token: a.token });
    expect(page.body).toMatchObject({ totalElements: 2, totalPages: 2, hasNext: true, data: [{ id: { id: first.body.rpcId } }] });
    const none = await api(base, `/api/rpc/persistent/device/${device.id}?pageSize=10&page=0&rpcStatus=QUEUED`, { token: a.token });
    expect(none.body.totalElements).toBe(0);
    const badStatus = await api(base, `/api/rpc/persistent/device/${device.id}?pageSize=10&page=0&rpcStatus=NOPE`, { token: a.token });
    expect(badStatus.status).toBe(400);

    const removed = await api(base, `/api/rpc/persistent/${first.body.rpcId}`, { method: 'DELETE', token: a.token });
    expect(removed.status).toBe(200);
    expect((await api(base, `/api/rpc/persistent/${first.body.rpcId}`, { token: a.token })).status).toBe(404);
  });

  it('an expired persistent request becomes TIMEOUT; a deleted device takes its requests with it', async () => {
    const device = await newDevice();
    const rpc = await api(base, `/api/rpc/twoway/${device.id}`, { token: a.token, body: { method: 'm', params: {}, persistent: true, expirationTime: Date.now() + 100 } });
    await expect.poll(async () => (await api(base, `/api/rpc/persistent/${rpc.body.rpcId}`, { token: a.token })).body.status).toBe('TIMEOUT');
    expect((await api(base, `/api/device/${device.id}`, { method: 'DELETE', token: a.token })).status).toBe(200);
    expect(countRows(server, 'rpc', 'device_id = ?', device.id)).toBe(0);
  });
});

describe('persistent RPC across a restart', () => {
  it('a request queued before a restart is delivered when the device subscribes afterwards', async () => {
    const dataDir = await tempDir();
    let first: RunningServer | undefined = await startTestServer({ dataDir });
    let second: RunningServer | undefined;
    try {
      const admin = await newTenantAdmin(first);
      const device = await saved(first.url, '/api/device?accessToken=restart-rpc', admin.token, { name: 'Restart RPC' });
      const rpc = await api(first.url, `/api/rpc/oneway/${device.id.id}`, { token: admin.token, body: { method: 'afterRestart', params: 1, persistent: true, timeout: 60000 } });
      await first.close();
      first = undefined;
      second = await startTestServer({ dataDir });
      const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${second.mqttPort}`, { username: 'restart-rpc', reconnectPeriod: 0 });
      clients.push(client);
      const received = answering(client, undefined);
      await client.subscribeAsync('v1/devices/me/rpc/request/+');
      await expect.poll(() => received.map((r) => r.method)).toEqual(['afterRestart']);
      const server2 = second;
      await expect.poll(async () => (await api(server2.url, `/api/rpc/persistent/${rpc.body.rpcId}`, { token: admin.token })).body.status).toBe('SUCCESSFUL');
    } finally {
      await first?.close();
      await second?.close();
    }
  });
});

describe('RPC access and bad input', () => {
  it('the owning customer may call; other customers 403, other tenants 404, the system admin 403; bad bodies 400 as text', async () => {
    const device = await newDevice();
    expect((await api(base, `/api/customer/${customerA.customerId}/device/${device.id}`, { method: 'POST', token: a.token })).status).toBe(200);
    const client = await connect(device.token);
    await client.subscribeAsync('v1/devices/me/rpc/request/+');
    answering(client, () => '{"ok":true}');
    const sysadmin = (await login(base, 'sysadmin')).token;

    const own = await api(base, `/api/rpc/twoway/${device.id}`, { token: customerA.token, body: { method: 'm', params: {} } });
    expect([own.status, own.body]).toEqual([200, { ok: true }]);
    const other = await api(base, `/api/rpc/twoway/${device.id}`, { token: otherCustomerA.token, body: { method: 'm', params: {} } });
    const foreign = await api(base, `/api/rpc/twoway/${device.id}`, { token: b.token, body: { method: 'm', params: {} } });
    const system = await api(base, `/api/rpc/twoway/${device.id}`, { token: sysadmin, body: { method: 'm', params: {} } });
    expect([other.status, foreign.status, system.status]).toEqual([403, 404, 403]);
    expect(other.headers.get('content-type')).toMatch(/^text\/plain/);

    const noMethod = await api(base, `/api/rpc/twoway/${device.id}`, { token: a.token, body: { params: {} } });
    const badJson = await api(base, `/api/rpc/oneway/${device.id}`, { token: a.token, body: ['x'] });
    const malformedId = await api(base, '/api/rpc/oneway/not-a-uuid', { token: a.token, body: { method: 'm' } });
    expect([noMethod.status, badJson.status, malformedId.status]).toEqual([400, 400, 400]);
    expect(noMethod.body).toBeUndefined();
    const persistentBefore = countRows(server, 'rpc');
    const badPersistent = await api(base, `/api/rpc/oneway/${device.id}`, { token: a.token, body: { method: 'm', persistent: 'yes' } });
    expect(badPersistent.status).toBe(400);
    expect(countRows(server, 'rpc')).toBe(persistentBefore);

    const rpc = await api(base, `/api/rpc/oneway/${device.id}`, { token: a.token, body: { method: 'p', persistent: true, timeout: 60000 } });
    expect((await api(base, `/api/rpc/persistent/${rpc.body.rpcId}`, { token: b.token })).status).toBe(403);
    expect((await api(base, `/api/rpc/persistent/${rpc.body.rpcId}`, { token: otherCustomerA.token })).status).toBe(403);
    expect((await api(base, `/api/rpc/persistent/${rpc.body.rpcId}`, { token: customerA.token })).status).toBe(200);
    expect((await api(base, `/api/rpc/persistent/device/${device.id}?pageSize=10&page=0`, { token: b.token })).status).toBe(404);
    expect((await api(base, `/api/rpc/persistent/${rpc.body.rpcId}`, { method: 'DELETE', token: b.token })).status).toBe(403);
    expect((await api(base, `/api/rpc/persistent/${rpc.body.rpcId}`, { token: a.token })).status).toBe(200);
  });

  it('timeouts default to 10 s with a 5 s minimum; expirationTime overrides them', () => {
    const now = 1_000_000;
    expect(rpcRequestInput({ method: 'm' }, true, now).expirationTime).toBe(now + 10_000);
    expect(rpcRequestInput({ method: 'm', timeout: 100 }, true, now).expirationTime).toBe(now + RPC_MIN_TIMEOUT_MS);
    expect(rpcRequestInput({ method: 'm', timeout: 20_000 }, false, now)).toMatchObject({ expirationTime: now + 20_000, oneway: false, params: null, persistent: false });
    expect(rpcRequestInput({ method: 'm', expirationTime: now + 50 }, true, now).expirationTime).toBe(now + 50);
  });
});
