import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbSendRpcRequestNode } from '../../../../../server/ruleEngine/nodes/action/TbSendRpcRequestNode';
import type { EntityId } from '../../../../../server/store/ids';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, type StartedNode } from '../../nodeHarness';
import { eventually, msgOf, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
let other: Tenant;
const clients: MqttClient[] = [];
const nodes: StartedNode[] = [];
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
});

afterEach(async () => {
  await Promise.all(nodes.splice(0).map((node) => node.stop()));
  await Promise.all(clients.splice(0).map((client) => client.endAsync(true).catch(() => undefined)));
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

async function newDevice(owner = tenant): Promise<{ id: EntityId; token: string }> {
  const token = `rpc-node-token-${++counter}`;
  const device = await saved(server.url, `/api/device?accessToken=${token}`, owner.token, { name: `RPC node device ${counter}` });
  return { id: device.id, token };
}

/** A real MQTT device subscribed to RPC; `reply` answers each request (undefined: stays silent). */
async function online(token: string, reply?: (request: { method: string; params: unknown }) => string): Promise<{ method: string; params: unknown }[]> {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: token, reconnectPeriod: 0 });
  clients.push(client);
  const received: { method: string; params: unknown }[] = [];
  client.on('message', (topic, payload) => {
    const match = /^v1\/devices\/me\/rpc\/request\/(\d+)$/.exec(topic);
    if (!match) return;
    const request = JSON.parse(payload.toString()) as { method: string; params: unknown };
    received.push(request);
    if (reply) client.publish(`v1/devices/me/rpc/response/${match[1]}`, reply(request), { qos: 1 });
  });
  await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
  return received;
}

async function start(config: { timeoutInSeconds?: number } = {}): Promise<StartedNode> {
  const node = await startNode(server, tenant.tenantId, TbSendRpcRequestNode, config);
  nodes.push(node);
  return node;
}

describe('TbSendRpcRequestNode (action "rpc call request")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbSendRpcRequestNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.rpc.TbSendRPCRequestNode', type: 'ACTION', name: 'rpc call request', configDirective: 'tbActionNodeRpcRequestConfig' });
    expect(TbSendRpcRequestNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbSendRpcRequestNode.defaultConfiguration).toEqual({ timeoutInSeconds: 60 });
  });

  it('acks the input, sends {method, params} to the device and emits its response later as a new message on Success', async () => {
    const device = await newDevice();
    const received = await online(device.token, (request) => JSON.stringify({ echo: request.params }));
    const node = await start();
    const msg = msgOf(device.id, 'RPC_CALL_FROM_SERVER_TO_DEVICE', { method: 'getValue', params: { pin: 7 } }, { deviceName: 'D' });
    expect(await node.run(msg)).toEqual([]);
    expect(node.ctx.acked).toEqual([msg]);
    await eventually(() => node.ctx.routed.length > 0);
    expect(received).toEqual([{ method: 'getValue', params: { pin: 7 } }]);
    const [routed] = node.ctx.routed;
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg).toMatchObject({ type: msg.type, originator: device.id, metadata: { deviceName: 'D' }, data: '{"echo":{"pin":7}}' });
    expect(routed!.msg.id).not.toBe(msg.id);
  });

  it('one-way requests succeed with "{}" once delivered', async () => {
    const device = await newDevice();
    const received = await online(device.token);
    const node = await start();
    await node.run(msgOf(device.id, 'X', { method: 'setGpio', params: 1 }, { oneway: 'true' }));
    await eventually(() => node.ctx.routed.length > 0);
    expect(node.ctx.routed.map((r) => [r.relations, r.msg.data])).toEqual([[['Success'], '{}']]);
    // Delivered means published to the session; the client reads it a moment later.
    await eventually(() => received.length > 0);
    expect(received).toEqual([{ method: 'setGpio', params: 1 }]);
  });

  it('fails with {"error":"TIMEOUT"} when the device is silent and NO_ACTIVE_CONNECTION when it is offline', async () => {
    const silent = await newDevice();
    await online(silent.token);
    const offline = await newDevice();
    const node = await start({ timeoutInSeconds: 1 });
    await node.run(msgOf(silent.id, 'X', { method: 'slow', params: {} }));
    // metadata expirationTime wins over the node's timeout.
    await node.run(msgOf(offline.id, 'X', { method: 'slow', params: {} }, { expirationTime: String(Date.now() + 300) }));
    await eventually(() => node.ctx.routed.length === 2, 4000);
    const byDevice = Object.fromEntries(node.ctx.routed.map((r) => [r.msg.originator.id, [r.relations, r.msg.data, r.error]]));
    expect(byDevice).toEqual({
      [silent.id.id]: [['Failure'], '{"error":"TIMEOUT"}', 'TIMEOUT'],
      [offline.id.id]: [['Failure'], '{"error":"NO_ACTIVE_CONNECTION"}', 'NO_ACTIVE_CONNECTION'],
    });
  });

  it('persistent requests are stored and their reply goes on Success when the device answers', async () => {
    const device = await newDevice();
    const node = await start();
    await node.run(msgOf(device.id, 'X', { method: 'later', params: { a: 1 } }, { persistent: 'true' }));
    const [stored] = (await server.stores.rpc.findByDevice(device.id.id, { page: 0, pageSize: 10 })).data;
    expect(stored).toMatchObject({ status: 'QUEUED' });
    expect(node.ctx.routed).toEqual([]);
    await online(device.token, () => '{"done":true}');
    await eventually(() => node.ctx.routed.length > 0);
    expect(node.ctx.routed.map((r) => [r.relations, JSON.parse(r.msg.data)])).toEqual([[['Success'], { done: true }]]);
  });

  it('fails at once for non-device originators, missing method or params, and devices of another tenant', async () => {
    const device = await newDevice();
    const foreign = await newDevice(other);
    const node = await start();
    const cases: [EntityId, unknown, string][] = [
      [{ entityType: 'ASSET', id: device.id.id }, { method: 'm', params: {} }, 'Message originator is not a device entity!'],
      [device.id, { params: {} }, 'Method is not present in the message!'],
      [device.id, { method: 'm' }, 'Params are not present in the message!'],
      [device.id, '"text"', 'Invalid message structure, it is not a JSON Object: "text"'],
      [foreign.id, { method: 'm', params: {} }, `Device with id [${foreign.id.id}] is not found`],
    ];
    for (const [originator, data, error] of cases) {
      const [routed] = await node.run(msgOf(originator, 'X', data));
      expect(routed!.relations).toEqual(['Failure']);
      expect(routed!.error).toBe(error);
    }
    expect(node.ctx.acked).toEqual([]);
  });

  it('a stopped node routes no late reply', async () => {
    const device = await newDevice();
    await online(device.token, () => '{}');
    const node = await startNode(server, tenant.tenantId, TbSendRpcRequestNode, { timeoutInSeconds: 1 });
    await node.stop();
    await node.run(msgOf(device.id, 'X', { method: 'm', params: {} }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(node.ctx.routed).toEqual([]);
  });

  it('refuses a bad configuration at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbSendRpcRequestNode, { timeoutInSeconds: -1 })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
