import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ChildServer } from './childServer';
import { api, login, removeTempDirs, tempDir } from './helpers';
import { startQos1Ingest } from './qos1Ingest';
import { testDatabaseUrl } from './testDatabase';

/*
 * Issue 20's shutdown acceptance: SIGTERM while a device publishes QoS 1 at about 1,000 msg/s.
 * Every point the device got a PUBACK for is stored, the (MQTT 5) device gets a DISCONNECT
 * with reason 0x8B "server shutting down", an HTTP request in flight is answered, an open
 * telemetry WebSocket is closed with 1001, and the process exits 0.
 */

const child = new ChildServer();
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  await child.build();
  dataDir = await tempDir();
  const databaseUrl = await testDatabaseUrl(dataDir);
  env = { DATA_DIR: dataDir, STATIC_DIR: `${dataDir}/no-console`, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
});

afterAll(async () => {
  await child.dispose();
  await removeTempDirs();
});

describe('SIGTERM during QoS 1 ingest', () => {
  it('stores every acknowledged point, answers the HTTP request in flight, says DISCONNECT, closes WebSockets and exits 0', async () => {
    const { url, mqttPort } = await child.start(env);
    const { token } = await login(url, 'tenant');
    const accessToken = `shutdown-${Date.now()}`;
    const device = await api(url, `/api/device?accessToken=${accessToken}`, { token, body: { name: 'Shutdown probe' } });
    expect(device.status).toBe(200);

    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: accessToken, protocolVersion: 5, reconnectPeriod: 0 });
    client.on('error', () => undefined);
    const disconnect = new Promise<number | undefined>((resolve) => client.once('disconnect', (packet) => resolve(packet.reasonCode)));
    const ingest = startQos1Ingest(client);
    // An HTTP request in flight at SIGTERM: a two-way RPC the device answers only after a while.
    await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
    client.on('message', (topic) => {
      const requestId = /rpc\/request\/(\d+)$/.exec(topic)?.[1];
      if (requestId) setTimeout(() => client.publish(`v1/devices/me/rpc/response/${requestId}`, '{"ok":true}'), 800);
    });
    // Signalled in full flow: once a good number of points were acknowledged, however long that takes.
    await expect.poll(() => ingest.acknowledged.length, { timeout: 40_000, interval: 50 }).toBeGreaterThan(300);
    const rpc = api(url, `/api/plugins/rpc/twoway/${device.body.id.id}`, { token, body: { method: 'slow', params: {}, timeout: 5_000 } })
      .then((response) => ({ status: response.status, at: Date.now() }), (error: Error) => ({ status: error.message, at: Date.now() }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    const exitCode = await child.stop('SIGTERM');
    ingest.stop();
    // Answered, after the signal, instead of a dropped connection (200 if the device's answer
    // was read before MQTT stopped reading, 408 when the RPC timed out meanwhile).
    const answered = await rpc;
    expect([200, 408]).toContain(answered.status);
    expect(answered.at).toBeGreaterThan(signalledAt);

    expect(exitCode, child.output.slice(-3000)).toBe(0);
    expect(await disconnect).toBe(0x8b);
    expect(await socketClosed).toBe(1001);
    await client.endAsync(true).catch(() => undefined);
    expect(ingest.acknowledged.length).toBeGreaterThan(300);

    await ingest.expectAcknowledgedStored(dataDir, device.body.id.id);
  }, 90_000);
});
