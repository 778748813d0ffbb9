import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../helpers';
import type { Tenant } from './actionHelpers';

/*
 * The action nodes inside the real engine, fed by a real MQTT device: the seeded root
 * chain's save nodes store what a QoS 1 publish carried before the PUBACK, and a chain
 * with an "rpc call reply" node answers the device's own RPC request.
 */

const ENGINE = 'org.thingsboard.rule.engine.';

let server: RunningServer;
let tenant: Tenant;
const clients: MqttClient[] = [];
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.endAsync(true).catch(() => undefined)));
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

async function connectedDevice(): Promise<{ id: string; client: MqttClient }> {
  const token = `engine-action-${++counter}`;
  const device = await saved(server.url, `/api/device?accessToken=${token}`, tenant.token, { name: `Engine device ${counter}` });
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: token, reconnectPeriod: 0 });
  clients.push(client);
  return { id: device.id.id, client };
}

const node = (type: string, name: string, configuration: Record<string, unknown>) => ({ type: ENGINE + type, name, debugMode: false, configuration, additionalInfo: { layoutX: 0, layoutY: 0 } });

describe('action nodes in the running engine', () => {
  it('the default root chain stores telemetry and client attributes before the PUBACK', async () => {
    const { id, client } = await connectedDevice();
    await client.publishAsync('v1/devices/me/telemetry', '{"ts":1700000000000,"values":{"temperature":21.5}}', { qos: 1 });
    await client.publishAsync('v1/devices/me/attributes', '{"firmware":"1.0.2"}', { qos: 1 });
    // Read straight after the PUBACKs, without waiting: the Save nodes' commits came first.
    expect((await server.stores.telemetry.findLatest(id)).map((p) => [p.key, p.ts, p.value.value])).toEqual([['temperature', 1700000000000, 21.5]]);
    expect((await server.stores.telemetry.findAttributes(id, 'CLIENT_SCOPE')).map((a) => [a.key, a.value.value])).toEqual([['firmware', '1.0.2']]);
  });

  it('an "rpc call reply" node answers a device-initiated RPC', async () => {
    const chain = await saved(server.url, '/api/ruleChain', tenant.token, { name: 'Replies', type: 'CORE' });
    await saved(server.url, '/api/ruleChain/metadata', tenant.token, {
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [
        node('filter.TbMsgTypeSwitchNode', 'Types', { version: 0 }),
        node('rpc.TbSendRPCReplyNode', 'Reply', { serviceIdMetaDataAttribute: 'serviceId', sessionIdMetaDataAttribute: 'sessionId', requestIdMetaDataAttribute: 'requestId' }),
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'RPC Request from Device' }],
    });
    expect((await api(server.url, `/api/ruleChain/${chain.id.id}/root`, { method: 'POST', token: tenant.token })).status).toBe(200);
    const { client } = await connectedDevice();
    await client.subscribeAsync('v1/devices/me/rpc/response/+', { qos: 1 });
    const reply = new Promise<{ topic: string; body: unknown }>((resolve) => client.on('message', (topic, payload) => resolve({ topic, body: JSON.parse(payload.toString()) })));
    await client.publishAsync('v1/devices/me/rpc/request/17', '{"method":"whoAmI","params":{"x":1}}', { qos: 1 });
    // The reply node sends the message data back: here the request itself.
    expect(await reply).toEqual({ topic: 'v1/devices/me/rpc/response/17', body: { method: 'whoAmI', params: { x: 1 } } });
  });
});
