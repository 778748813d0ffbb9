import mqtt, { type MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { mqttServerOf } from '../../../server/transport/mqtt/mqttRoutes';
import { tenantAdminServer, type TenantAdmin } from '../entityHelpers';
import { api } from '../helpers';
import { mqttSuite, newUniqueDevice } from './mqttDevice';

/*
 * Deleting a device ends its sessions at once (contract §13.8, ThingsBoard's onDeviceDeleted):
 * the MQTT connection closes without a packet, HTTP long polls answer 403 `Device was deleted!`,
 * and the credentials are refused from then on.
 */

let server: RunningServer;
let admin: TenantAdmin;
const { clients, connect } = mqttSuite(() => server, { closeServer: false });

tenantAdminServer((started) => ({ server, admin } = started));

const newDevice = () => newUniqueDevice(server.url, admin.token, 'deletion-token', 'Deletion device');

async function deleteDevice(id: string): Promise<void> {
  const res = await api(server.url, `/api/device/${id}`, { method: 'DELETE', token: admin.token });
  expect(res.status).toBe(200);
}

describe('MQTT session of a deleted device', () => {
  it('is closed by the server, and a QoS 1 publish after deletion is never acknowledged', async () => {
    const device = await newDevice();
    const client = await connect(device.token);
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ before: 1 }), { qos: 1 });
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    await deleteDevice(device.id);
    await closed;
    expect(client.connected).toBe(false);

    // The client queues the publish while disconnected; it must fail, not be acknowledged.
    let acknowledged = false;
    const publish = client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ after: 2 }), { qos: 1 }).then(() => { acknowledged = true; }, () => undefined);
    await client.endAsync(true);
    await publish;
    expect(acknowledged).toBe(false);
  });

  it('refuses the deleted credentials on the next CONNECT (not authorized)', async () => {
    const device = await newDevice();
    await deleteDevice(device.id);
    const error = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: device.token, reconnectPeriod: 0, connectTimeout: 5000 })
      .then((client) => { clients.push(client); return undefined; }, (e: Error & { code?: number }) => e);
    expect(error?.code).toBe(5);
  });

  it('leaves the sessions of other devices open', async () => {
    const [kept, gone] = [await newDevice(), await newDevice()];
    const keptClient = await connect(kept.token);
    const goneClient = await connect(gone.token);
    const closed = new Promise<void>((resolve) => goneClient.once('close', () => resolve()));
    await deleteDevice(gone.id);
    await closed;
    await keptClient.publishAsync('v1/devices/me/telemetry', JSON.stringify({ stillHere: 1 }), { qos: 1 });
    expect(keptClient.connected).toBe(true);
  });
});

describe('HTTP device API of a deleted device', () => {
  for (const path of ['attributes/updates', 'rpc']) {
    it(`ends a waiting long poll on /${path} with 403 "Device was deleted!"`, async () => {
      const device = await newDevice();
      const poll = fetch(`${server.url}/api/v1/${device.token}/${path}?timeout=20000`);
      // The poll is waiting once the server holds its subscription; deleting then must end it.
      await waitForPollRegistered(device.id);
      await deleteDevice(device.id);
      const res = await poll;
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toBe('Device was deleted!');
    });
  }

  it('answers 401 with an empty body for the deleted token afterwards', async () => {
    const device = await newDevice();
    await deleteDevice(device.id);
    const res = await fetch(`${server.url}/api/v1/${device.token}/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"t":1}' });
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('');
  });
});

/** Polls the transport until the long poll's deletion listener is attached (no wall-clock assertion). */
async function waitForPollRegistered(deviceId: string): Promise<void> {
  const transport = mqttServerOf(server.app)!.transport;
  for (let i = 0; i < 500 && transport.sessionsOf(deviceId) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(transport.sessionsOf(deviceId)).toBe(1);
}
