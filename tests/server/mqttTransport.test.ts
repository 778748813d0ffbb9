import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { mqttServerOf } from '../../server/transport/mqtt/mqttRoutes';
import { tenantAdminServer, type TenantAdmin } from './entityHelpers';
import { api } from './helpers';
import { countRows } from './tenancyHelpers';
import { mqttSuite, newTokenDevice } from './transport/mqttDevice';

/* The MQTT device transport (contract §9.2) with a real `mqtt` client over a real socket. */

let server: RunningServer;
let base: string;
let admin: TenantAdmin;
const { clients, connect } = mqttSuite(() => server, { closeServer: false });
let deviceCounter = 0;

tenantAdminServer((started) => ({ server, base, admin } = started));

/** A new device of the admin's tenant with access token `token`. */
async function newDevice(token = `mqtt-token-${++deviceCounter}`): Promise<{ id: string; token: string }> {
  return newTokenDevice(base, admin.token, token, `MQTT device ${deviceCounter}-${token}`);
}

/** The next message on `topic` (a filter already subscribed). */
function nextMessage(client: MqttClient, matches: (topic: string) => boolean): Promise<{ topic: string; payload: string }> {
  return new Promise((resolve) => {
    const onMessage = (topic: string, payload: Buffer) => {
      if (!matches(topic)) return;
      client.off('message', onMessage);
      resolve({ topic, payload: payload.toString() });
    };
    client.on('message', onMessage);
  });
}

async function latest(deviceId: string, keys: string, strict = true) {
  const res = await api(base, `/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=${keys}&useStrictDataTypes=${strict}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body as Record<string, { ts: number; value: unknown }[]>;
}

async function attributes(deviceId: string, scope: string) {
  const res = await api(base, `/api/plugins/telemetry/DEVICE/${deviceId}/values/attributes/${scope}`, { token: admin.token });
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body as { key: string; value: unknown }[]).map((a) => [a.key, a.value]));
}

describe('MQTT connect', () => {
  it('reports a real bound port when MQTT_PORT is 0', () => {
    expect(server.mqttPort).toBeGreaterThan(0);
    expect(mqttServerOf(server.app)?.port).toBe(server.mqttPort);
  });

  it('accepts the access token as user name and refuses an unknown one with CONNACK 5 (v3.1.1) and 0x87 (v5)', async () => {
    const device = await newDevice();
    const ok = await connect({ username: device.token });
    expect(ok.connected).toBe(true);
    await expect(connect({ username: 'no-such-token' })).rejects.toMatchObject({ code: 5 });
    await expect(connect({ username: 'no-such-token', protocolVersion: 5 })).rejects.toMatchObject({ code: 0x87 });
    await expect(connect({})).rejects.toMatchObject({ code: 5 });
  });

  it('accepts MQTT_BASIC credentials (client id, user name, password) and refuses a wrong password', async () => {
    const device = await newDevice();
    const credentials = (await api(base, `/api/device/${device.id}/credentials`, { token: admin.token })).body;
    const update = await api(base, '/api/device/credentials', {
      token: admin.token,
      body: { ...credentials, credentialsType: 'MQTT_BASIC', credentialsId: null, credentialsValue: JSON.stringify({ clientId: 'basic-client', userName: 'basic-user', password: 'basic-pass' }) },
    });
    expect(update.status).toBe(200);
    const client = await connect({ clientId: 'basic-client', username: 'basic-user', password: 'basic-pass' });
    await client.publishAsync('v1/devices/me/telemetry', '{"basic":1}', { qos: 1 });
    expect(await latest(device.id, 'basic')).toEqual({ basic: [{ ts: expect.any(Number), value: 1 }] });
    await expect(connect({ clientId: 'basic-client', username: 'basic-user', password: 'wrong' })).rejects.toMatchObject({ code: 5 });
    await expect(connect({ clientId: 'other-client', username: 'basic-user', password: 'basic-pass' })).rejects.toMatchObject({ code: 5 });
  });
});

describe('MQTT telemetry and attributes', () => {
  it('stores all three payload forms; a QoS 1 PUBACK means the values are readable at once', async () => {
    const device = await newDevice();
    const client = await connect({ username: device.token });
    await client.publishAsync('v1/devices/me/telemetry', '{"temperature":22.5,"active":true,"count":"42","ratio":3.0,"label":"x"}', { qos: 1 });
    expect(await latest(device.id, 'temperature,active,count,ratio,label')).toEqual({
      temperature: [{ ts: expect.any(Number), value: 22.5 }],
      active: [{ ts: expect.any(Number), value: true }],
      count: [{ ts: expect.any(Number), value: 42 }],
      ratio: [{ ts: expect.any(Number), value: 3 }],
      label: [{ ts: expect.any(Number), value: 'x' }],
    });
    expect((await latest(device.id, 'ratio', false)).ratio[0].value).toBe('3.0');

    await client.publishAsync('v1/devices/me/telemetry', '{"ts":1643296400000,"values":{"humidity":40}}', { qos: 1 });
    expect(await latest(device.id, 'humidity')).toEqual({ humidity: [{ ts: 1643296400000, value: 40 }] });

    await client.publishAsync('v2/t', '[{"ts":1643296500000,"values":{"pressure":1}},{"ts":1643296600000,"values":{"pressure":2}}]', { qos: 1 });
    const history = await api(base, `/api/plugins/telemetry/DEVICE/${device.id}/values/timeseries?keys=pressure&startTs=0&endTs=1743296600000`, { token: admin.token });
    expect(history.body).toEqual({ pressure: [{ ts: 1643296600000, value: '2' }, { ts: 1643296500000, value: '1' }] });
  });

  it('QoS 0 publishes are stored too', async () => {
    const device = await newDevice();
    const client = await connect({ username: device.token });
    for (let i = 1; i <= 20; i++) client.publish('v1/devices/me/telemetry', JSON.stringify({ ts: 1_600_000_000_000 + i, values: { q0: i } }), { qos: 0 });
    // A QoS 1 publish after them is acknowledged only after the earlier writes (one ordered write queue).
    await client.publishAsync('v1/devices/me/telemetry', '{"marker":1}', { qos: 1 });
    expect(await latest(device.id, 'q0')).toEqual({ q0: [{ ts: 1_600_000_000_020, value: 20 }] });
  });

  it('client attributes are stored; attribute requests answer client and shared parts (v1 and short v2 topics)', async () => {
    const device = await newDevice();
    const client = await connect({ username: device.token });
    await client.publishAsync('v1/devices/me/attributes', '{"firmware":"1.0","mode":"7"}', { qos: 1 });
    expect(await attributes(device.id, 'CLIENT_SCOPE')).toEqual({ firmware: 1, mode: 7 });
    const shared = await api(base, `/api/plugins/telemetry/DEVICE/${device.id}/attributes/SHARED_SCOPE`, { token: admin.token, body: { target: 21, name: 'n' } });
    expect(shared.status).toBe(200);

    await client.subscribeAsync('v1/devices/me/attributes/response/+', { qos: 1 });
    let response = nextMessage(client, (topic) => topic === 'v1/devices/me/attributes/response/1');
    await client.publishAsync('v1/devices/me/attributes/request/1', '{"clientKeys":"mode","sharedKeys":"target"}', { qos: 1 });
    expect(JSON.parse((await response).payload)).toEqual({ client: { mode: 7 }, shared: { target: 21 } });

    response = nextMessage(client, (topic) => topic === 'v1/devices/me/attributes/response/2');
    await client.publishAsync('v1/devices/me/attributes/request/2', '{"sharedKeys":"target,missing"}', { qos: 1 });
    expect(JSON.parse((await response).payload)).toEqual({ shared: { target: 21 } });

    await client.subscribeAsync('v2/a/res/+');
    response = nextMessage(client, (topic) => topic === 'v2/a/res/3');
    await client.publishAsync('v2/a/req/3', '{}', { qos: 1 });
    expect(JSON.parse((await response).payload)).toEqual({ client: { firmware: 1, mode: 7 }, shared: { target: 21, name: 'n' } });
  });

  it('pushes shared attribute changes and deletions to subscribers only', async () => {
    const device = await newDevice();
    const other = await newDevice();
    const client = await connect({ username: device.token });
    const bystander = await connect({ username: other.token });
    await client.subscribeAsync('v1/devices/me/attributes', { qos: 1 });
    await bystander.subscribeAsync('v1/devices/me/attributes', { qos: 1 });
    const strayMessages: string[] = [];
    bystander.on('message', (topic) => strayMessages.push(topic));

    let pushed = nextMessage(client, (topic) => topic === 'v1/devices/me/attributes');
    await api(base, `/api/plugins/telemetry/DEVICE/${device.id}/attributes/SHARED_SCOPE`, { token: admin.token, body: { brightness: 80 } });
    expect(JSON.parse((await pushed).payload)).toEqual({ brightness: 80 });

    // Server-scope changes are not pushed; the next push is the deletion.
    await api(base, `/api/plugins/telemetry/DEVICE/${device.id}/attributes/SERVER_SCOPE`, { token: admin.token, body: { secret: 1 } });
    pushed = nextMessage(client, (topic) => topic === 'v1/devices/me/attributes');
    const deleted = await api(base, `/api/plugins/telemetry/DEVICE/${device.id}/SHARED_SCOPE?keys=brightness`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(200);
    expect(JSON.parse((await pushed).payload)).toEqual({ deleted: ['brightness'] });
    expect(strayMessages).toEqual([]);
  });

  it('SUBACK refuses unknown filters with 0x80 and grants QoS 2 as 1', async () => {
    const device = await newDevice();
    const client = await connect({ username: device.token });
    // mqtt.js turns a 0x80 into an error carrying the SUBACK.
    const error = await client.subscribeAsync({ 'v1/devices/me/rpc/request/+': { qos: 2 }, 'some/other/topic': { qos: 1 }, 'v2/r/req/j/+': { qos: 0 } }).then(
      () => undefined,
      (failure: { packet?: { granted?: number[] } }) => failure,
    );
    expect(error?.packet?.granted).toEqual([1, 0x80, 0]);
    const granted = await client.subscribeAsync('v1/devices/me/attributes', { qos: 2 });
    expect(granted.map((g) => g.qos)).toEqual([1]);
  });

  it('claims over MQTT', async () => {
    const device = await newDevice();
    const client = await connect({ username: device.token });
    const before = countRows(server, 'device_claim');
    await client.publishAsync('v1/devices/me/claim', '{"secretKey":"s3cret","durationMs":60000}', { qos: 1 });
    expect(countRows(server, 'device_claim')).toBe(before + 1);
  });
});

describe('MQTT bad input', () => {
  it('malformed JSON, wrong shapes, unknown topics and 1 MB packets: the server stays up and good devices lose nothing', async () => {
    const bad = await newDevice();
    const good = await newDevice();
    const badClient = await connect({ username: bad.token });
    const goodClient = await connect({ username: good.token });
    const stats = mqttServerOf(server.app)!.stats;
    const dropped = stats.dropped;

    // Each bad publish is acknowledged (so it is not retried) and stores nothing; the session stays up.
    await badClient.publishAsync('v1/devices/me/telemetry', '{"temperature":', { qos: 1 });
    await badClient.publishAsync('v1/devices/me/telemetry', '"just a string"', { qos: 1 });
    await badClient.publishAsync('v1/devices/me/attributes', '[1,2]', { qos: 1 });
    await badClient.publishAsync('v1/devices/me/telemetry', Buffer.from([0xff, 0xfe, 0x00]), { qos: 1 });
    await badClient.publishAsync('v1/devices/me/unknown', '{"a":1}', { qos: 1 });
    expect(stats.dropped).toBe(dropped + 5);
    expect(badClient.connected).toBe(true);
    await badClient.publishAsync('v1/devices/me/telemetry', '{"recovered":1}', { qos: 1 });
    expect(await latest(bad.id, 'recovered')).toEqual({ recovered: [{ ts: expect.any(Number), value: 1 }] });
    expect((await api(base, `/api/plugins/telemetry/DEVICE/${bad.id}/keys/timeseries`, { token: admin.token })).body).toEqual(['recovered']);

    // A 1 MB packet is over the limit: that connection is closed, nobody else notices.
    const huge = JSON.stringify({ blob: 'x'.repeat(1024 * 1024) });
    const closed = new Promise<void>((resolve) => badClient.once('close', () => resolve()));
    badClient.publish('v1/devices/me/telemetry', huge, { qos: 1 });
    await closed;

    for (let i = 1; i <= 50; i++) await goodClient.publishAsync('v1/devices/me/telemetry', JSON.stringify({ ts: 1_700_000_000_000 + i, values: { n: i } }), { qos: 1 });
    const history = await api(base, `/api/plugins/telemetry/DEVICE/${good.id}/values/timeseries?keys=n&startTs=0&endTs=1800000000000&limit=1000`, { token: admin.token });
    expect(history.body.n).toHaveLength(50);
    expect((await api(base, '/api/noauth/tessera/health')).status).not.toBe(500);
    // A new connection still works after all of that.
    const again = await connect({ username: bad.token });
    expect(again.connected).toBe(true);
  });
});
