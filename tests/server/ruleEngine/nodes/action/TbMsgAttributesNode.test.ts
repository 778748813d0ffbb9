import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { shouldNotifyDevice, TbMsgAttributesNode } from '../../../../../server/ruleEngine/nodes/action/TbMsgAttributesNode';
import type { EntityId } from '../../../../../server/store/ids';
import type { AttributeScope } from '../../../../../server/store/TelemetryStore';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { mqttServerOf } from '../../../../../server/transport/mqtt/mqttRoutes';

const deviceTransportOf = (running: RunningServer) => mqttServerOf(running.app)!.transport;
import { create, msgOf, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const newDevice = () => create(server, tenant, '/api/device', { name: `Attr device ${++counter}` });

async function attributes(id: EntityId, scope: AttributeScope): Promise<Record<string, unknown>> {
  return Object.fromEntries((await server.stores.telemetry.findAttributes(id.id, scope)).map((a) => [a.key, a.value.value]));
}

describe('TbMsgAttributesNode (action "save attributes")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbMsgAttributesNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.telemetry.TbMsgAttributesNode',
      type: 'ACTION',
      name: 'save attributes',
      configDirective: 'tbActionNodeAttributesConfig',
    });
    expect(TbMsgAttributesNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbMsgAttributesNode.defaultConfiguration).toEqual({ scope: 'SERVER_SCOPE', notifyDevice: false });
  });

  it('saves a flat object in the server scope by default, before Success', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, TbMsgAttributesNode);
    const msg = msgOf(device, 'POST_ATTRIBUTES_REQUEST', '{"serial":"SN-1","limit":3.5,"count":"4","cfg":{"a":1},"gone":null}', { notifyDevice: 'false' });
    const routed = await node.run(msg);
    expect(routed.map((r) => r.relations)).toEqual([['Success']]);
    expect(routed[0]!.msg).toBe(msg);
    expect(await attributes(device, 'SERVER_SCOPE')).toEqual({ serial: 'SN-1', limit: 3.5, count: 4, cfg: { a: 1 } });
    expect(await attributes(device, 'CLIENT_SCOPE')).toEqual({});
  });

  it('saves in the configured scope; an empty string deletes the key', async () => {
    const device = await newDevice();
    for (const scope of ['CLIENT_SCOPE', 'SHARED_SCOPE'] as const) {
      const node = await startNode(server, tenant.tenantId, TbMsgAttributesNode, { scope });
      await node.run(msgOf(device, 'POST_ATTRIBUTES_REQUEST', { mode: scope, keep: 1 }));
      await node.run(msgOf(device, 'POST_ATTRIBUTES_REQUEST', { keep: '' }));
      expect(await attributes(device, scope)).toEqual({ mode: scope });
    }
  });

  it('fails other message types and bodies that are not flat objects', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, TbMsgAttributesNode);
    const cases: [string, string, string][] = [
      ['POST_TELEMETRY_REQUEST', '{"x":1}', 'Unsupported msg type: POST_TELEMETRY_REQUEST'],
      ['POST_ATTRIBUTES_REQUEST', '[{"x":1}]', 'Expected a JSON object'],
      ['POST_ATTRIBUTES_REQUEST', 'not json', 'Invalid JSON'],
    ];
    for (const [type, data, error] of cases) {
      const [routed] = await node.run(msgOf(device, type, data));
      expect(routed!.relations).toEqual(['Failure']);
      expect(routed!.error).toContain(error);
    }
    expect(await attributes(device, 'SERVER_SCOPE')).toEqual({});
  });

  it('notifies the device when configured to, or when metadata notifyDevice is absent or true', () => {
    const msg = (metadata: Record<string, string>) => msgOf({ entityType: 'DEVICE', id: '00000000-0000-4000-8000-000000000001' }, 'POST_ATTRIBUTES_REQUEST', {}, metadata);
    expect(shouldNotifyDevice(false, msg({}))).toBe(true);
    expect(shouldNotifyDevice(false, msg({ notifyDevice: 'true' }))).toBe(true);
    expect(shouldNotifyDevice(false, msg({ notifyDevice: 'false' }))).toBe(false);
    expect(shouldNotifyDevice(true, msg({ notifyDevice: 'false' }))).toBe(true);
  });

  it('pushes a shared-attribute change to the device only when notifyDevice allows it', async () => {
    const device = await newDevice();
    const pushed: Record<string, unknown>[] = [];
    const unsubscribe = deviceTransportOf(server).onSharedUpdate(device.id, (update) => pushed.push(update));
    try {
      const node = await startNode(server, tenant.tenantId, TbMsgAttributesNode, { scope: 'SHARED_SCOPE', notifyDevice: false });
      await node.run(msgOf(device, 'POST_ATTRIBUTES_REQUEST', { quiet: 1 }, { notifyDevice: 'false' }));
      await node.run(msgOf(device, 'POST_ATTRIBUTES_REQUEST', { loud: 2 }));
      expect(await attributes(device, 'SHARED_SCOPE')).toEqual({ quiet: 1, loud: 2 });
      expect(pushed).toEqual([{ loud: 2 }]);
    } finally {
      unsubscribe();
    }
  });

  it('refuses a bad configuration at init; notifyDevice null reads as true', async () => {
    await expect(startNode(server, tenant.tenantId, TbMsgAttributesNode, { scope: 'ANY_SCOPE' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbMsgAttributesNode, { notifyDevice: 'no' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbMsgAttributesNode, { notifyDevice: null })).resolves.toBeDefined();
    // The default root chain (as ThingsBoard's) saves it as text.
    await expect(startNode(server, tenant.tenantId, TbMsgAttributesNode, { scope: 'CLIENT_SCOPE', notifyDevice: 'false' as never })).resolves.toBeDefined();
  });
});
