import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbChangeOriginatorNode } from '../../../../../server/ruleEngine/nodes/transform/TbChangeOriginatorNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

/*
 * Entities made through REST: "assigned" belongs to the customer, "free" to nobody;
 * building -Contains-> assigned -Contains-> pump, building -Manages-> free; an alarm
 * raised on "assigned".
 */

let server: RunningServer;
let tenant: Awaited<ReturnType<typeof newTenantAdmin>>;
const ids: Record<string, string> = {};
const ref = (entityType: string, name: string) => ({ entityType, id: ids[name]! });
const from = (entityType: string, name: string) => telemetryMsg(ref(entityType, name), { temperature: 1 }, { zone: 'A' });

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  const post = (path: string, body: unknown) => saved(server.url, path, tenant.token, body);
  ids.customer = (await post('/api/customer', { title: 'Originator customer' })).id.id;
  for (const name of ['assigned', 'free', 'pump']) ids[name] = (await post('/api/device', { name: `Originator ${name}` })).id.id;
  ids.building = (await post('/api/asset', { name: 'Originator building', type: 'building' })).id.id;
  expect((await api(server.url, `/api/customer/${ids.customer}/device/${ids.assigned}`, { method: 'POST', token: tenant.token })).status).toBe(200);
  await post('/api/relation', { from: ref('ASSET', 'building'), to: ref('DEVICE', 'assigned'), type: 'Contains' });
  await post('/api/relation', { from: ref('DEVICE', 'assigned'), to: ref('DEVICE', 'pump'), type: 'Contains' });
  await post('/api/relation', { from: ref('ASSET', 'building'), to: ref('DEVICE', 'free'), type: 'Manages' });
  ids.alarm = (await post('/api/alarm', { type: 'Overheat', originator: ref('DEVICE', 'assigned'), severity: 'MAJOR', status: 'ACTIVE_UNACK' })).id.id;
  const other = await newTenantAdmin(server);
  ids.foreign = (await saved(server.url, '/api/device', other.token, { name: 'Foreign originator' })).id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbChangeOriginatorNode (transformation "change originator")', () => {
  it('has the catalogue defaults: the customer, and a Contains query one level down', () => {
    expect(TbChangeOriginatorNode).toMatchObject({ name: 'change originator', type: 'TRANSFORMATION', configDirective: 'tbTransformationNodeChangeOriginatorConfig' });
    expect(TbChangeOriginatorNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbChangeOriginatorNode.defaultConfiguration).toEqual({
      originatorSource: 'CUSTOMER',
      relationsQuery: { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false },
    });
  });

  it('CUSTOMER: the same message from the originator’s customer; an unassigned or unknown originator fails', async () => {
    const node = await startNode(server, tenant.tenantId, TbChangeOriginatorNode);
    const msg = from('DEVICE', 'assigned');
    const [routed] = await node.run(msg);
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg).toEqual({ ...msg, originator: ref('CUSTOMER', 'customer') });
    expect((await node.run(from('CUSTOMER', 'customer')))[0]!.msg.originator).toEqual(ref('CUSTOMER', 'customer'));
    expect((await node.run(from('DEVICE', 'free')))[0]).toMatchObject({ relations: ['Failure'], error: expect.stringContaining('is not assigned to a customer') });
    expect((await node.run(from('DEVICE', 'foreign')))[0]).toMatchObject({ relations: ['Failure'], error: expect.stringContaining('is not found') });
    expect((await node.run(from('ALARM', 'alarm')))[0]).toMatchObject({ relations: ['Failure'], error: 'Unexpected originator EntityType ALARM' });
  });

  it('TENANT: the originator’s tenant, for entities and alarms of the tenant only', async () => {
    const node = await startNode(server, tenant.tenantId, TbChangeOriginatorNode, { originatorSource: 'TENANT' });
    for (const [type, name] of [['DEVICE', 'free'], ['ASSET', 'building'], ['CUSTOMER', 'customer'], ['ALARM', 'alarm']] as const) {
      const [routed] = await node.run(from(type, name));
      expect([type, routed!.relations, routed!.msg.originator]).toEqual([type, ['Success'], { entityType: 'TENANT', id: tenant.tenantId }]);
    }
    expect((await node.run(from('DEVICE', 'foreign')))[0]!.relations).toEqual(['Failure']);
  });

  it('RELATED: the first entity the relations query finds, in either direction and over levels', async () => {
    const down = await startNode(server, tenant.tenantId, TbChangeOriginatorNode, { originatorSource: 'RELATED' });
    expect((await down.run(from('ASSET', 'building')))[0]!.msg.originator).toEqual(ref('DEVICE', 'assigned'));
    expect((await down.run(from('DEVICE', 'pump')))[0]).toMatchObject({ relations: ['Failure'], error: 'Related entity is not found' });

    const up = await startNode(server, tenant.tenantId, TbChangeOriginatorNode, {
      originatorSource: 'RELATED',
      relationsQuery: { direction: 'TO', maxLevel: 2, fetchLastLevelOnly: true, filters: [{ relationType: 'Contains', entityTypes: ['ASSET'] }] },
    });
    expect((await up.run(from('DEVICE', 'pump')))[0]!.msg.originator).toEqual(ref('ASSET', 'building'));
    expect((await up.run(from('DEVICE', 'assigned')))[0]!.relations).toEqual(['Failure']);

    const managed = await startNode(server, tenant.tenantId, TbChangeOriginatorNode, {
      originatorSource: 'RELATED',
      relationsQuery: { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Manages', entityTypes: [] }], fetchLastLevelOnly: false },
    });
    expect((await managed.run(from('ASSET', 'building')))[0]!.msg.originator).toEqual(ref('DEVICE', 'free'));
  });

  it('ALARM_ORIGINATOR: the alarm’s originator; any other originator fails', async () => {
    const node = await startNode(server, tenant.tenantId, TbChangeOriginatorNode, { originatorSource: 'ALARM_ORIGINATOR' });
    expect((await node.run(from('ALARM', 'alarm')))[0]!.msg.originator).toEqual(ref('DEVICE', 'assigned'));
    expect((await node.run(from('DEVICE', 'assigned')))[0]).toMatchObject({ relations: ['Failure'], error: 'Unexpected originator EntityType DEVICE' });
    expect((await node.run(telemetryMsg({ entityType: 'ALARM', id: ids.pump! }, {})))[0]!.relations).toEqual(['Failure']);
  });

  it('refuses an unknown source and, for RELATED, a missing or malformed query', async () => {
    const start = (config: Record<string, unknown>) => startNode(server, tenant.tenantId, TbChangeOriginatorNode, config);
    await expect(start({ originatorSource: 'OWNER' })).rejects.toMatchObject({ name: 'RuleNodeConfigError', message: 'Unsupported originator source: OWNER' });
    await expect(start({ originatorSource: 'RELATED', relationsQuery: null })).rejects.toThrow('relationsQuery should be specified!');
    await expect(start({ originatorSource: 'RELATED', relationsQuery: { direction: 'DOWN', maxLevel: 1, filters: [] } })).rejects.toThrow('relationsQuery.direction should be FROM or TO!');
    await expect(start({ originatorSource: 'RELATED', relationsQuery: { direction: 'FROM', maxLevel: 1.5, filters: [] } })).rejects.toThrow('relationsQuery.maxLevel');
    await expect(start({ originatorSource: 'RELATED', relationsQuery: { direction: 'FROM', maxLevel: 1, filters: 'Contains' } })).rejects.toThrow('relationsQuery.filters');
    // Other sources ignore the query.
    await expect(start({ originatorSource: 'TENANT', relationsQuery: null })).resolves.toBeDefined();
  });
});
