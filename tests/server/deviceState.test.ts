import type { MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin } from './entityHelpers';
import { api, startTestServer, tempDir } from './helpers';
import { mqttSuite, newTokenDevice } from './transport/mqttDevice';

/*
 * ThingsBoard's device state server attributes (`active`, `lastConnectTime`,
 * `lastDisconnectTime`, `lastActivityTime`, `inactivityAlarmTime`), kept from real MQTT
 * clients and the HTTP device API, with the per-device `inactivityTimeout` attribute, and the
 * device lists' `active` filter and field.
 */

let server: RunningServer;
let base: string;
let dataDir: string;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
const { clients, connect } = mqttSuite(() => server);
let counter = 0;
const POLL = { timeout: 15_000, interval: 100 };

beforeAll(async () => {
  dataDir = await tempDir();
  // Checked every second, so a device with a 1 s timeout turns inactive within about 2 s.
  server = await startTestServer({ dataDir, stateCheckIntervalSec: 1 });
  base = server.url;
  admin = await newTenantAdmin(server);
});

async function newDevice(): Promise<{ id: string; token: string; name: string }> {
  const token = `state-token-${++counter}-${Date.now()}`;
  const name = `State device ${counter}`;
  return { ...(await newTokenDevice(base, admin.token, token, name)), name };
}

async function serverAttributes(deviceId: string): Promise<Record<string, unknown>> {
  const res = await api(base, `/api/plugins/telemetry/DEVICE/${deviceId}/values/attributes/SERVER_SCOPE`, { token: admin.token });
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body as { key: string; value: unknown }[]).map((a) => [a.key, a.value]));
}

async function setTimeoutAttribute(deviceId: string, ms: number): Promise<void> {
  const res = await api(base, `/api/plugins/telemetry/DEVICE/${deviceId}/attributes/SERVER_SCOPE`, { method: 'POST', token: admin.token, body: { inactivityTimeout: ms } });
  expect(res.status).toBe(200);
}

async function listed(active: boolean | undefined, textSearch: string): Promise<{ name: string; active: boolean }[]> {
  const query = `pageSize=50&page=0&textSearch=${encodeURIComponent(textSearch)}${active === undefined ? '' : `&active=${active}`}`;
  const res = await api(base, `/api/tenant/deviceInfos?${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return (res.body as { data: { name: string; active: boolean }[] }).data;
}

describe('device state attributes', () => {
  it('an MQTT connect saves active, lastConnectTime and lastActivityTime under ThingsBoard\'s names', async () => {
    const device = await newDevice();
    const before = Date.now();
    await connect(device.token);
    await expect.poll(async () => (await serverAttributes(device.id)).active, POLL).toBe(true);
    const attributes = await serverAttributes(device.id);
    expect(attributes.lastConnectTime).toBeGreaterThanOrEqual(before);
    expect(attributes.lastActivityTime).toBeGreaterThanOrEqual(attributes.lastConnectTime as number);
    expect(attributes).not.toHaveProperty('inactivityAlarmTime');
  });

  it('turns inactive after the device\'s own inactivityTimeout, and active again when it publishes', async () => {
    const device = await newDevice();
    const client = await connect(device.token);
    await expect.poll(async () => (await serverAttributes(device.id)).active, POLL).toBe(true);
    await setTimeoutAttribute(device.id, 1000);
    await expect.poll(async () => (await serverAttributes(device.id)).active, POLL).toBe(false);
    const inactive = await serverAttributes(device.id);
    expect(inactive.inactivityAlarmTime).toBeGreaterThanOrEqual(inactive.lastActivityTime as number);

    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 21 }), { qos: 1 });
    await expect.poll(async () => (await serverAttributes(device.id)).active, POLL).toBe(true);
    expect((await serverAttributes(device.id)).lastActivityTime).toBeGreaterThan(inactive.lastActivityTime as number);
  });

  it('a disconnect saves lastDisconnectTime', async () => {
    const device = await newDevice();
    const client = await connect(device.token);
    await expect.poll(async () => (await serverAttributes(device.id)).active, POLL).toBe(true);
    await client.endAsync();
    await expect.poll(async () => (await serverAttributes(device.id)).lastDisconnectTime, POLL).toBeGreaterThan(0);
  });

  it('the HTTP device API counts as activity', async () => {
    const device = await newDevice();
    const res = await api(base, `/api/v1/${device.token}/telemetry`, { method: 'POST', body: { humidity: 50 } });
    expect(res.status).toBe(200);
    await expect.poll(async () => (await serverAttributes(device.id)).active, POLL).toBe(true);
    expect((await serverAttributes(device.id)).lastActivityTime).toBeGreaterThan(0);
    expect(await serverAttributes(device.id)).not.toHaveProperty('lastConnectTime');
  });

  it('device lists carry `active` and filter by it', async () => {
    const online = await newDevice();
    const offline = await newDevice();
    await connect(online.token);
    await expect.poll(async () => (await serverAttributes(online.id)).active, POLL).toBe(true);
    const all = await listed(undefined, 'State device');
    expect(all.find((d) => d.name === online.name)?.active).toBe(true);
    expect(all.find((d) => d.name === offline.name)?.active).toBe(false);
    expect((await listed(true, 'State device')).map((d) => d.name)).toContain(online.name);
    expect((await listed(true, 'State device')).map((d) => d.name)).not.toContain(offline.name);
    expect((await listed(false, 'State device')).map((d) => d.name)).toContain(offline.name);
    expect((await listed(false, 'State device')).map((d) => d.name)).not.toContain(online.name);
  });

  it('a device left active by an earlier run turns inactive after its timeout once the server is back', async () => {
    const device = await newDevice();
    await setTimeoutAttribute(device.id, 1000);
    const { email } = (await api(base, '/api/auth/user', { token: admin.token })).body as { email: string };
    const client = await connect(device.token);
    await expect.poll(async () => (await serverAttributes(device.id)).active, POLL).toBe(true);
    client.stream.destroy();
    clients.length = 0;
    await server.close();
    server = await startTestServer({ dataDir, stateCheckIntervalSec: 1 });
    base = server.url;
    admin = { ...admin, token: (await api(base, '/api/auth/login', { method: 'POST', body: { username: email, password: 'entities-admin' } })).body.token };
    await expect.poll(async () => (await serverAttributes(device.id)).active, POLL).toBe(false);
  });
});
