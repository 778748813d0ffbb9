import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { ruleEngineOf } from '../../../server/ruleEngine/createRuleEngine';
import type { RuleEngine } from '../../../server/ruleEngine/engine/RuleEngine';
import { newMsg } from '../../../server/ruleEngine/msg/TbMsg';
import { newTenantAdmin, saved } from '../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../helpers';
import { loginAs } from '../tenancyHelpers';

/*
 * Entity events as rule-engine messages (catalogue §2, ThingsBoard 3.3 entity actions):
 * the tenant's root chain is one debug-mode script filter, and what REST saves,
 * deletes, assigns and writes arrives there with the originator, data and metadata
 * ThingsBoard gives it. A device profile's new default rule chain takes the next message.
 */

interface Received {
  msgType: string;
  originatorId: string;
  originatorType: string;
  data: string;
  metadata: Record<string, string>;
}

let server: RunningServer;
let engine: RuleEngine;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let user: { id: { id: string }; email: string };
let rootNodeId: string;

/** Makes `chainId` a single debug-mode filter that lets everything through; returns the node id. */
async function recordingChain(chainId: string): Promise<string> {
  const nodeId = randomUUID();
  const node = {
    id: { entityType: 'RULE_NODE', id: nodeId },
    type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode',
    name: 'Record',
    debugMode: true,
    configuration: { jsScript: 'return true;' },
    additionalInfo: { layoutX: 0, layoutY: 0 },
  };
  await server.stores.ruleChains.saveMetadata(chainId, { firstNodeIndex: 0, nodes: [node], connections: [], ruleChainConnections: null }, nodeId);
  engine.services.entityChanges.emit({ tenantId: admin.tenantId, entityId: { entityType: 'RULE_CHAIN', id: chainId }, kind: 'UPDATED' });
  return nodeId;
}

async function receivedBy(nodeId: string): Promise<Received[]> {
  await engine.debug.flush();
  const events = await server.stores.events.findLatest(nodeId, 'DEBUG_RULE_NODE', 200);
  return events
    .map((event) => event.body as { type: string; msgType: string; entityId: string; entityName: string; data: string; metadata: string })
    .filter((body) => body.type === 'IN')
    .map((body) => ({ msgType: body.msgType, originatorId: body.entityId, originatorType: body.entityName, data: body.data, metadata: JSON.parse(body.metadata) }));
}

/** The message of `msgType` from `originatorId` the node received, waiting a little for it. */
async function received(msgType: string, originatorId: string, nodeId = rootNodeId, timeoutMs = 5_000): Promise<Received | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedBy(nodeId)).find((msg) => msg.msgType === msgType && msg.originatorId === originatorId);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The metadata every REST entity action carries. */
const byAdmin = () => ({ userId: user.id.id, userName: user.email });

async function call(method: string, path: string, rawBody?: string) {
  const res = await api(server.url, path, { method, token: admin.token, rawBody, headers: rawBody === undefined ? {} : { 'Content-Type': 'application/json' } });
  expect([path, res.status, res.status === 200 ? '' : res.text]).toEqual([path, 200, '']);
  return res;
}

beforeAll(async () => {
  server = await startTestServer();
  engine = ruleEngineOf(server.app)!;
  admin = await newTenantAdmin(server);
  user = (await api(server.url, '/api/auth/user', { token: admin.token })).body;
  const root = (await server.stores.ruleChains.findRoot(admin.tenantId))!;
  rootNodeId = await recordingChain(root.id.id);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('entity actions', () => {
  it('a device created, updated, assigned, unassigned and deleted', async () => {
    const device = await saved(server.url, '/api/device', admin.token, { name: 'Boiler 1', label: 'Cellar' });
    const deviceMetadata = { ...byAdmin(), deviceName: 'Boiler 1', deviceType: device.type };
    const created = await received('ENTITY_CREATED', device.id.id);
    expect(created).toMatchObject({ originatorType: 'DEVICE', metadata: deviceMetadata });
    expect(JSON.parse(created!.data)).toEqual(device);

    const relabelled = await saved(server.url, '/api/device', admin.token, { ...device, label: 'Attic' });
    const updated = await received('ENTITY_UPDATED', device.id.id);
    expect(updated?.metadata).toEqual(deviceMetadata);
    expect(JSON.parse(updated!.data)).toEqual(relabelled);
    expect(JSON.parse(updated!.data).label).toBe('Attic');

    const customer = await saved(server.url, '/api/customer', admin.token, { title: 'Acme' });
    const assigned = await saved(server.url, `/api/customer/${customer.id.id}/device/${device.id.id}`, admin.token, undefined);
    const assignedMsg = await received('ENTITY_ASSIGNED', device.id.id);
    expect(assignedMsg?.metadata).toEqual({ ...deviceMetadata, customerId: customer.id.id, assignedCustomerId: customer.id.id, assignedCustomerName: 'Acme' });
    expect(JSON.parse(assignedMsg!.data)).toEqual(assigned);

    const unassigned = (await call('DELETE', `/api/customer/device/${device.id.id}`)).body;
    const unassignedMsg = await received('ENTITY_UNASSIGNED', device.id.id);
    expect(unassignedMsg?.metadata).toEqual({ ...deviceMetadata, unassignedCustomerId: customer.id.id, unassignedCustomerName: 'Acme' });
    expect(JSON.parse(unassignedMsg!.data)).toEqual(unassigned);

    await call('DELETE', `/api/device/${device.id.id}`);
    const deleted = await received('ENTITY_DELETED', device.id.id);
    expect(deleted?.metadata).toEqual(deviceMetadata);
    expect(JSON.parse(deleted!.data)).toEqual(unassigned);
  });

  it('an asset created, updated, assigned to the Public customer and deleted', async () => {
    const asset = await saved(server.url, '/api/asset', admin.token, { name: 'Plant', type: 'building' });
    const created = await received('ENTITY_CREATED', asset.id.id);
    expect(created).toMatchObject({ originatorType: 'ASSET', metadata: byAdmin() });
    expect(JSON.parse(created!.data)).toEqual(asset);

    const renamed = await saved(server.url, '/api/asset', admin.token, { ...asset, name: 'Plant 2' });
    expect(JSON.parse((await received('ENTITY_UPDATED', asset.id.id))!.data)).toEqual(renamed);

    const shared = await saved(server.url, `/api/customer/public/asset/${asset.id.id}`, admin.token, undefined);
    const assigned = await received('ENTITY_ASSIGNED', asset.id.id);
    expect(assigned?.metadata).toEqual({ ...byAdmin(), customerId: shared.customerId.id, assignedCustomerId: shared.customerId.id, assignedCustomerName: 'Public' });

    await call('DELETE', `/api/asset/${asset.id.id}`);
    const deleted = await received('ENTITY_DELETED', asset.id.id);
    expect(deleted).toMatchObject({ originatorType: 'ASSET', metadata: { ...byAdmin(), customerId: shared.customerId.id } });
    expect(JSON.parse(deleted!.data)).toEqual(shared);
  });

  it('a customer created, updated and deleted; its own id is the message customer', async () => {
    const customer = await saved(server.url, '/api/customer', admin.token, { title: 'Globex' });
    const metadata = { ...byAdmin(), customerId: customer.id.id };
    const created = await received('ENTITY_CREATED', customer.id.id);
    expect(created).toMatchObject({ originatorType: 'CUSTOMER', metadata });
    expect(JSON.parse(created!.data)).toEqual(customer);

    const renamed = await saved(server.url, '/api/customer', admin.token, { ...customer, title: 'Globex Corp' });
    expect(JSON.parse((await received('ENTITY_UPDATED', customer.id.id))!.data)).toEqual(renamed);

    await call('DELETE', `/api/customer/${customer.id.id}`);
    const deleted = await received('ENTITY_DELETED', customer.id.id);
    expect(deleted?.metadata).toEqual(metadata);
    expect(JSON.parse(deleted!.data).title).toBe('Globex Corp');
  });

  it('a dashboard assigned to a customer: its configuration is left out', async () => {
    const customer = await saved(server.url, '/api/customer', admin.token, { title: 'Initech' });
    const dashboard = await saved(server.url, '/api/dashboard', admin.token, { title: 'Overview', configuration: { widgets: {} } });
    expect((await received('ENTITY_CREATED', dashboard.id.id))?.originatorType).toBe('DASHBOARD');
    await saved(server.url, `/api/customer/${customer.id.id}/dashboard/${dashboard.id.id}`, admin.token, undefined);
    const assigned = await received('ENTITY_ASSIGNED', dashboard.id.id);
    expect(assigned?.metadata).toEqual({ ...byAdmin(), assignedCustomerId: customer.id.id, assignedCustomerName: 'Initech' });
    expect(JSON.parse(assigned!.data)).toMatchObject({ title: 'Overview', configuration: '' });
  });
});

describe('REST telemetry writes', () => {
  it('attributes and time series saved and deleted', async () => {
    const device = await saved(server.url, '/api/device', admin.token, { name: 'Meter' });
    const id = device.id.id;
    const prefix = `/api/plugins/telemetry/DEVICE/${id}`;

    await call('POST', `${prefix}/attributes/SERVER_SCOPE`, '{"temperature":3.0,"mode":"auto"}');
    const attributes = await received('ATTRIBUTES_UPDATED', id);
    // Typed as saved: the double keeps its `.0`.
    expect(attributes).toMatchObject({ originatorType: 'DEVICE', data: '{"temperature":3.0,"mode":"auto"}', metadata: { ...byAdmin(), scope: 'SERVER_SCOPE' } });

    await call('DELETE', `${prefix}/SERVER_SCOPE?keys=mode`);
    const attributesDeleted = await received('ATTRIBUTES_DELETED', id);
    expect(JSON.parse(attributesDeleted!.data)).toEqual({ attributes: ['mode'] });
    expect(attributesDeleted?.metadata).toEqual({ ...byAdmin(), scope: 'SERVER_SCOPE' });

    await call('POST', `${prefix}/timeseries/ANY`, '[{"ts":1000,"values":{"t":21.5,"on":true}},{"ts":2000,"values":{"t":22}}]');
    const series = await received('TIMESERIES_UPDATED', id);
    expect(JSON.parse(series!.data)).toEqual({ timeseries: [{ ts: 1000, values: { t: 21.5, on: true } }, { ts: 2000, values: { t: 22 } }] });
    expect(series?.metadata).toEqual(byAdmin());

    await call('DELETE', `${prefix}/timeseries/delete?keys=t,on&deleteAllDataForKeys=true`);
    const seriesDeleted = await received('TIMESERIES_DELETED', id);
    expect(JSON.parse(seriesDeleted!.data)).toEqual({ timeseries: ['t', 'on'] });
    expect(seriesDeleted?.metadata).toEqual(byAdmin());
  });
});

describe('persistent RPC', () => {
  it('RPC_QUEUED when stored and RPC_DELETED when deleted, the device the originator', async () => {
    const device = await saved(server.url, '/api/device', admin.token, { name: 'Valve' });
    const sent = await api(server.url, `/api/rpc/oneway/${device.id.id}`, { method: 'POST', token: admin.token, body: { method: 'close', params: {}, persistent: true } });
    expect(sent.status).toBe(200);
    const rpcId = sent.body.rpcId as string;

    const queued = await received('RPC_QUEUED', device.id.id);
    expect(queued).toMatchObject({ originatorType: 'DEVICE', metadata: {} });
    expect(JSON.parse(queued!.data)).toMatchObject({ id: { id: rpcId }, status: 'QUEUED', request: { body: { method: 'close' } } });

    expect((await api(server.url, `/api/rpc/persistent/${rpcId}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    const deleted = await received('RPC_DELETED', device.id.id);
    expect(JSON.parse(deleted!.data)).toMatchObject({ id: { id: rpcId }, status: 'DELETED' });
  });
});

describe('alarms acknowledged, cleared and deleted through REST', () => {
  it('ALARM_ACK, ALARM_CLEAR and ALARM_DELETE with the alarm as data, from its originator', async () => {
    const device = await saved(server.url, '/api/device', admin.token, { name: 'Alarmed boiler' });
    const alarm = await saved(server.url, '/api/alarm', admin.token, { originator: device.id, type: 'Overheat', severity: 'MAJOR', status: 'ACTIVE_UNACK' });
    await call('POST', `/api/alarm/${alarm.id.id}/ack`);
    const ack = await received('ALARM_ACK', device.id.id);
    expect(ack).toMatchObject({ originatorType: 'DEVICE', metadata: byAdmin() });
    expect(JSON.parse(ack!.data)).toMatchObject({ id: alarm.id, type: 'Overheat', status: 'ACTIVE_ACK' });
    await call('POST', `/api/alarm/${alarm.id.id}/clear`);
    expect(JSON.parse((await received('ALARM_CLEAR', device.id.id))!.data)).toMatchObject({ id: alarm.id, status: 'CLEARED_ACK' });
    // A second clear changes nothing and sends nothing.
    await call('POST', `/api/alarm/${alarm.id.id}/clear`);
    await call('DELETE', `/api/alarm/${alarm.id.id}`);
    expect(JSON.parse((await received('ALARM_DELETE', device.id.id))!.data)).toMatchObject({ id: alarm.id });
    expect((await receivedBy(rootNodeId)).filter((msg) => msg.msgType === 'ALARM_CLEAR' && msg.originatorId === device.id.id)).toHaveLength(1);
  });
});

describe('device connectivity', () => {
  it('an MQTT session sends CONNECT_EVENT and ACTIVITY_EVENT, and DISCONNECT_EVENT when it ends', async () => {
    const token = `connectivity-${Date.now()}`;
    const device = await saved(server.url, `/api/device?accessToken=${token}`, admin.token, { name: 'Connected boiler' });
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: token, reconnectPeriod: 0 });
    const connected = await received('CONNECT_EVENT', device.id.id);
    expect(connected?.metadata).toEqual({ deviceName: 'Connected boiler', deviceType: device.type });
    expect(JSON.parse(connected!.data).lastConnectTime).toBeGreaterThan(0);
    expect(await received('ACTIVITY_EVENT', device.id.id)).toBeDefined();
    await client.endAsync();
    const disconnected = await received('DISCONNECT_EVENT', device.id.id);
    expect(JSON.parse(disconnected!.data).lastDisconnectTime).toBeGreaterThan(0);
  });
});

describe('announced changes', () => {
  it("a device profile's new default rule chain takes the device's next message", async () => {
    const device = await saved(server.url, '/api/device', admin.token, { name: 'Routed' });
    const telemetry = (n: number) =>
      newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: device.id.id }, data: `{"n":${n}}`, metadata: { deviceName: 'Routed' } });
    // The first message runs through the root chain, and the engine remembers the profile's route.
    await engine.submit(admin.tenantId, telemetry(1));
    expect((await receivedBy(rootNodeId)).some((msg) => msg.data === '{"n":1}')).toBe(true);

    const chain = await server.stores.ruleChains.create(admin.tenantId, { name: 'Profile chain', type: 'CORE', debugMode: false, configuration: null, additionalInfo: null });
    const chainNodeId = await recordingChain(chain.id.id);
    const profile = (await api(server.url, `/api/deviceProfile/${device.deviceProfileId.id}`, { token: admin.token })).body;
    await saved(server.url, '/api/deviceProfile', admin.token, { ...profile, defaultRuleChainId: { entityType: 'RULE_CHAIN', id: chain.id.id } });
    expect((await received('ENTITY_UPDATED', profile.id.id))?.originatorType).toBe('DEVICE_PROFILE');

    await engine.submit(admin.tenantId, telemetry(2));
    expect((await receivedBy(chainNodeId)).map((msg) => msg.data)).toEqual(['{"n":2}']);
    expect((await receivedBy(rootNodeId)).some((msg) => msg.data === '{"n":2}')).toBe(false);
  });

  it('a deleted tenant is forgotten by the engine', async () => {
    const other = await newTenantAdmin(server);
    const asset = await saved(server.url, '/api/asset', other.token, { name: 'Doomed', type: 'default' });
    await engine.submit(other.tenantId, newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: asset.id, data: '{}' }));
    expect(engine.stats()[other.tenantId]).toBeDefined();

    const sysadmin = await loginAs(server, 'sysadmin@tessera.io', 'sysadmin');
    expect((await api(server.url, `/api/tenant/${other.tenantId}`, { method: 'DELETE', token: sysadmin })).status).toBe(200);
    expect(engine.stats()[other.tenantId]).toBeUndefined();
  });
});
