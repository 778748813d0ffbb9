import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { WsClient } from './wsClient';

/*
 * Issue 6's acceptance in one flow: a real MQTT client publishes with its device token,
 * REST returns the values, a WebSocket subscriber receives the update, and an RPC
 * round-trips to the MQTT client. Then the same with bad input from other clients: the
 * server stays up and the good device loses nothing.
 */

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
const clients: MqttClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
  await server?.close();
  await removeTempDirs();
});

async function newDevice(name: string): Promise<{ id: string; token: string }> {
  const token = `pipe-${name}-${Date.now()}`;
  const device = await saved(server.url, `/api/device?accessToken=${token}`, admin.token, { name });
  return { id: device.id.id, token };
}

async function connect(username: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username, reconnectPeriod: 0, connectTimeout: 5000 });
  clients.push(client);
  return client;
}

async function history(deviceId: string, key: string): Promise<{ ts: number; value: string }[]> {
  const res = await api(server.url, `/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=${key}&startTs=0&endTs=${Date.now() + 60_000}&limit=10000`, { token: admin.token });
  expect(res.status).toBe(200);
  return (res.body as Record<string, { ts: number; value: string }[]>)[key] ?? [];
}

describe('telemetry pipeline', () => {
  it('MQTT publish -> REST -> WebSocket update -> RPC back to the device', async () => {
    const device = await newDevice('pipeline-1');
    const ws = await WsClient.open(server, admin.token);
    ws.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device.id, keys: 'temperature', scope: 'LATEST_TELEMETRY', unsubscribe: false }] });
    await ws.next((m) => m.subscriptionId === 1, 'the initial answer');

    const client = await connect(device.token);
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ ts: 1_700_000_000_000, values: { temperature: 21.5 } }), { qos: 1 });

    // REST has the value as soon as the QoS 1 publish was acknowledged.
    expect(await history(device.id, 'temperature')).toEqual([{ ts: 1_700_000_000_000, value: '21.5' }]);
    // The subscriber is told.
    const update = await ws.next((m) => m.subscriptionId === 1 && m.data?.temperature?.[0]?.[0] === 1_700_000_000_000, 'the live update');
    expect(update.data.temperature).toEqual([[1_700_000_000_000, '21.5']]);
    ws.close();

    // Two-way RPC: the device answers on the response topic of the request id.
    await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
    client.on('message', (topic, payload) => {
      const match = /^v1\/devices\/me\/rpc\/request\/(\d+)$/.exec(topic);
      if (!match) return;
      const request = JSON.parse(payload.toString()) as { method: string; params: { pin: number } };
      void client.publishAsync(`v1/devices/me/rpc/response/${match[1]}`, JSON.stringify({ method: request.method, pin: request.params.pin, ok: true }));
    });
    const rpc = await api(server.url, `/api/rpc/twoway/${device.id}`, {
      method: 'POST', token: admin.token, body: { method: 'setGpio', params: { pin: 7, value: 1 }, timeout: 5000 },
    });
    expect(rpc.status).toBe(200);
    expect(rpc.body).toEqual({ method: 'setGpio', pin: 7, ok: true });
  });

  it('bad tokens, malformed JSON, 1 MB payloads and unknown topics leave the server up and lose nothing of a good device', async () => {
    const good = await newDevice('pipeline-good');
    const noisy = await newDevice('pipeline-noisy');

    // A wrong token is refused at CONNECT (NOT_AUTHORIZED).
    await expect(connect('no-such-token')).rejects.toThrow(/Not authorized|5/i);

    const goodClient = await connect(good.token);
    const noisyClient = await connect(noisy.token);
    const sent: Promise<unknown>[] = [];
    for (let i = 0; i < 50; i += 1) {
      sent.push(goodClient.publishAsync('v1/devices/me/telemetry', JSON.stringify({ ts: 1_700_000_100_000 + i, values: { counter: i } }), { qos: 1 }));
      if (i % 10 === 0) {
        // Noise from another device between the good messages.
        noisyClient.publish('v1/devices/me/telemetry', '{"temperature": 2', { qos: 0 });
        noisyClient.publish('v1/devices/me/no/such/topic', '{"a":1}', { qos: 0 });
      }
    }
    await Promise.all(sent);

    // A 1 MB payload is over the packet limit: only that connection is closed.
    const big = await connect(noisy.token);
    const closed = new Promise<void>((resolve) => big.once('close', () => resolve()));
    big.publish('v1/devices/me/telemetry', JSON.stringify({ blob: 'x'.repeat(1024 * 1024) }), { qos: 0 });
    await closed;

    // Everything the good device sent is stored, in order, and the server still answers.
    const counter = await history(good.id, 'counter');
    expect(counter.map((p) => Number(p.value)).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(await history(noisy.id, 'temperature')).toEqual([]);
    expect(await history(noisy.id, 'blob')).toEqual([]);
    const alive = await api(server.url, '/api/auth/user', { token: admin.token });
    expect(alive.status).toBe(200);
    // The noisy device's own connection survived its malformed messages.
    expect(noisyClient.connected).toBe(true);
  });
});
