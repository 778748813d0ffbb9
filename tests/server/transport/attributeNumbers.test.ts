import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { mqttServerOf } from '../../../server/transport/mqtt/mqttRoutes';
import { tenantAdminServer, type TenantAdmin } from '../entityHelpers';
import { api } from '../helpers';
import { mqttSuite, newUniqueDevice } from './mqttDevice';

/*
 * Attribute responses and shared-attribute pushes print numbers as ThingsBoard's JsonConverter
 * does (contract §13.8): a double 42 as `42.0`, 1e-4 as `1.0E-4`, a long as `42`. Asserted on
 * the raw bytes, since JSON.parse would hide the difference.
 */

let server: RunningServer;
let admin: TenantAdmin;
const { clients, connect } = mqttSuite(() => server, { closeServer: false });

tenantAdminServer((started) => ({ server, admin } = started));

const newDevice = () => newUniqueDevice(server.url, admin.token, 'numbers', 'Numbers');

/** Shared attributes through REST, written as raw JSON text so `42.0` stays a double (Jackson). */
async function saveShared(deviceId: string, rawJson: string): Promise<void> {
  const res = await api(server.url, `/api/plugins/telemetry/DEVICE/${deviceId}/attributes/SHARED_SCOPE`, { method: 'POST', token: admin.token, rawBody: rawJson });
  expect(res.status).toBe(200);
}

function nextPayload(client: MqttClient, prefix: string): Promise<string> {
  return new Promise((resolve) => {
    const onMessage = (topic: string, payload: Buffer) => {
      if (!topic.startsWith(prefix)) return;
      client.off('message', onMessage);
      resolve(payload.toString());
    };
    client.on('message', onMessage);
  });
}

describe('attribute responses', () => {
  it('HTTP GET /api/v1/{token}/attributes prints a double 42 as 42.0 and a long as 42', async () => {
    const device = await newDevice();
    await saveShared(device.id, '{"d":42.0,"l":42,"small":0.0001,"s":"42.0","b":true}');
    const posted = await fetch(`${server.url}/api/v1/${device.token}/attributes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"c":3.0,"n":7}' });
    expect(posted.status).toBe(200);
    const res = await fetch(`${server.url}/api/v1/${device.token}/attributes?clientKeys=c,n&sharedKeys=d,l,small,s,b`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(text).toContain('"c":3.0');
    expect(text).toContain('"n":7');
    expect(text).toContain('"d":42.0');
    expect(text).toContain('"l":42');
    expect(text).not.toContain('"l":42.0');
    expect(text).toContain('"small":1.0E-4');
    expect(text).toContain('"s":"42.0"');
    expect(JSON.parse(text)).toEqual({ client: { c: 3, n: 7 }, shared: { d: 42, l: 42, small: 0.0001, s: '42.0', b: true } });
  });

  it('MQTT v1/devices/me/attributes/response/{id} prints them the same way', async () => {
    const device = await newDevice();
    await saveShared(device.id, '{"d":42.0,"l":42}');
    const client = await connect(device.token);
    await client.subscribeAsync('v1/devices/me/attributes/response/+', { qos: 1 });
    const response = nextPayload(client, 'v1/devices/me/attributes/response/5');
    await client.publishAsync('v1/devices/me/attributes/request/5', JSON.stringify({ sharedKeys: 'd,l' }), { qos: 1 });
    expect(await response).toBe('{"shared":{"d":42.0,"l":42}}');
  });
});

describe('shared-attribute updates pushed to devices', () => {
  it('MQTT v1/devices/me/attributes gets {"d":42.0,"l":42}', async () => {
    const device = await newDevice();
    const client = await connect(device.token);
    await client.subscribeAsync('v1/devices/me/attributes', { qos: 1 });
    const pushed = nextPayload(client, 'v1/devices/me/attributes');
    await saveShared(device.id, '{"d":42.0,"l":42}');
    expect(await pushed).toBe('{"d":42.0,"l":42}');
  });

  it('an HTTP long poll on /attributes/updates gets the same text', async () => {
    const device = await newDevice();
    const poll = fetch(`${server.url}/api/v1/${device.token}/attributes/updates?timeout=20000`);
    const transport = mqttServerOf(server.app)!.transport;
    for (let i = 0; i < 500 && transport.sessionsOf(device.id) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await saveShared(device.id, '{"d":42.0,"l":42}');
    const res = await poll;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"d":42.0,"l":42}');
  });
});
