import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { eid } from './tenancyHelpers';

/*
 * Firmware and software downloads by devices (contract §9.2 v2/fw, v2/sw and §9.3 GET
 * /firmware, /software): the device's package, else its profile's, whole or in chunks,
 * over real HTTP and a real MQTT client.
 */

let server: RunningServer;
let base: string;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let other: Awaited<ReturnType<typeof newTenantAdmin>>;
let counter = 0;
const clients: MqttClient[] = [];

const FIRMWARE = Buffer.from('0123456789abcdefghij\x00\xff');
const SOFTWARE = Buffer.from('software package bytes');

/** A package of the owner's default profile with `data` uploaded. */
async function pkg(owner: typeof admin, type: 'FIRMWARE' | 'SOFTWARE', data: Buffer) {
  const n = ++counter;
  const info = await saved(base, '/api/otaPackage', owner.token, { title: `pkg-${n}`, version: `1.${n}`, type, deviceProfileId: eid('DEVICE_PROFILE', owner.defaultProfileId) });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), `image-${n}.bin`);
  const res = await fetch(`${base}/api/otaPackage/${info.id.id}?checksumAlgorithm=SHA256`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${owner.token}` }, body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: { id: string; entityType: string }; title: string; version: string };
}

async function device(owner: typeof admin, links: Record<string, unknown> = {}) {
  const token = `ota-token-${++counter}`;
  const saved_ = await saved(base, `/api/device?accessToken=${token}`, owner.token, { name: `ota-device-${counter}`, deviceProfileId: eid('DEVICE_PROFILE', owner.defaultProfileId), ...links });
  return { id: saved_.id.id as string, token };
}

const download = (token: string, segment: string, query: string) => fetch(`${base}/api/v1/${token}/${segment}?${query}`);

let firmware: Awaited<ReturnType<typeof pkg>>;
let software: Awaited<ReturnType<typeof pkg>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  firmware = await pkg(admin, 'FIRMWARE', FIRMWARE);
  software = await pkg(admin, 'SOFTWARE', SOFTWARE);
});

afterAll(async () => {
  for (const client of clients) client.end(true);
  await server?.close();
  await removeTempDirs();
});

describe('GET /api/v1/{token}/firmware and /software', () => {
  it('sends the assigned package whole or in chunks', async () => {
    const { token } = await device(admin, { firmwareId: firmware.id, softwareId: software.id });
    const query = `title=${firmware.title}&version=${firmware.version}`;
    const whole = await download(token, 'firmware', query);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(FIRMWARE);
    const chunk = await download(token, 'firmware', `${query}&size=8&chunk=1`);
    expect(Buffer.from(await chunk.arrayBuffer())).toEqual(FIRMWARE.subarray(8, 16));
    const last = await download(token, 'firmware', `${query}&size=8&chunk=2`);
    expect(Buffer.from(await last.arrayBuffer())).toEqual(FIRMWARE.subarray(16));
    const past = await download(token, 'firmware', `${query}&size=8&chunk=9`);
    expect(past.status).toBe(200);
    expect((await past.arrayBuffer()).byteLength).toBe(0);
    const sw = await download(token, 'software', `title=${software.title}&version=${software.version}`);
    expect(Buffer.from(await sw.arrayBuffer())).toEqual(SOFTWARE);
  });

  it('falls back to the profile’s package and refuses a title or version not assigned', async () => {
    const profile = (await api(base, `/api/deviceProfile/${admin.defaultProfileId}`, { token: admin.token })).body;
    await saved(base, '/api/deviceProfile', admin.token, { ...profile, firmwareId: firmware.id });
    try {
      const { token } = await device(admin);
      const res = await download(token, 'firmware', `title=${firmware.title}&version=${firmware.version}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(FIRMWARE);
      expect((await download(token, 'firmware', `title=${firmware.title}&version=9.9`)).status).toBe(400);
      expect((await download(token, 'firmware', `title=other&version=${firmware.version}`)).status).toBe(400);
      // The software is assigned nowhere.
      expect((await download(token, 'software', `title=${software.title}&version=${software.version}`)).status).toBe(404);
    } finally {
      const current = (await api(base, `/api/deviceProfile/${admin.defaultProfileId}`, { token: admin.token })).body;
      await saved(base, '/api/deviceProfile', admin.token, { ...current, firmwareId: null });
    }
  });

  it('checks the token and the parameters', async () => {
    const { token } = await device(admin, { firmwareId: firmware.id });
    expect((await download('no-such-token', 'firmware', `title=${firmware.title}&version=${firmware.version}`)).status).toBe(401);
    expect((await download(token, 'firmware', `version=${firmware.version}`)).status).toBe(400);
    expect((await download(token, 'firmware', `title=${firmware.title}&version=${firmware.version}&size=abc`)).status).toBe(400);
  });

  it('never serves another tenant’s package', async () => {
    const { token } = await device(other);
    const res = await download(token, 'firmware', `title=${firmware.title}&version=${firmware.version}`);
    expect(res.status).toBe(404);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('MQTT v2/fw and v2/sw', () => {
  async function connect(token: string): Promise<MqttClient> {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: token, reconnectPeriod: 0, connectTimeout: 5000 });
    clients.push(client);
    return client;
  }

  function nextMessage(client: MqttClient, topic: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nothing on ${topic}`)), 5000);
      const onMessage = (received: string, payload: Buffer) => {
        if (received !== topic) return;
        clearTimeout(timer);
        client.off('message', onMessage);
        resolve(payload);
      };
      client.on('message', onMessage);
    });
  }

  it('answers chunk requests on the response topic, remembering the chunk size per request', async () => {
    const { token } = await device(admin, { firmwareId: firmware.id });
    const client = await connect(token);
    await client.subscribeAsync('v2/fw/response/+/chunk/+', { qos: 1 });
    let reply = nextMessage(client, 'v2/fw/response/7/chunk/0');
    await client.publishAsync('v2/fw/request/7/chunk/0', '8', { qos: 1 });
    expect(await reply).toEqual(FIRMWARE.subarray(0, 8));
    reply = nextMessage(client, 'v2/fw/response/7/chunk/2');
    await client.publishAsync('v2/fw/request/7/chunk/2', '', { qos: 1 });
    expect(await reply).toEqual(FIRMWARE.subarray(16));
    reply = nextMessage(client, 'v2/fw/response/8/chunk/0');
    await client.publishAsync('v2/fw/request/8/chunk/0', '', { qos: 1 });
    expect(await reply).toEqual(FIRMWARE);
  });

  it('reports a missing package on v2/sw/error', async () => {
    const { token } = await device(other);
    const client = await connect(token);
    const granted = await client.subscribeAsync(['v2/sw/error', 'v2/sw/response/+/chunk/+']);
    expect(granted.map((grant) => grant.qos)).toEqual([0, 0]);
    const topics: string[] = [];
    client.on('message', (topic) => topics.push(topic));
    const error = nextMessage(client, 'v2/sw/error');
    await client.publishAsync('v2/sw/request/1/chunk/0', '16', { qos: 1 });
    expect((await error).toString()).toBe('NOT_FOUND');
    expect(topics).toEqual(['v2/sw/error']);
  });
});
