import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbCreateRelationNode } from '../../../../../server/ruleEngine/nodes/action/TbCreateRelationNode';
import type { EntityId } from '../../../../../server/store/ids';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgOf, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
let other: Tenant;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const newDevice = () => create(server, tenant, '/api/device', { name: `Rel device ${++counter}` });
const newAsset = (name: string, t = tenant) => create(server, t, '/api/asset', { name, type: 'building' });

/** Relations of the COMMON group touching `id`, as `from>type>to` with entity types. */
async function relationsOf(id: EntityId): Promise<string[]> {
  const { relations } = server.stores;
  const all = [...(await relations.findByEnds('FROM', [id], 'COMMON')), ...(await relations.findByEnds('TO', [id], 'COMMON'))];
  return all.map((r) => `${r.from.entityType}:${r.from.id}>${r.type}>${r.to.entityType}:${r.to.id}`).sort();
}
const edge = (from: EntityId, type: string, to: EntityId) => `${from.entityType}:${from.id}>${type}>${to.entityType}:${to.id}`;

describe('TbCreateRelationNode (action "create relation")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbCreateRelationNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.action.TbCreateRelationNode', type: 'ACTION', name: 'create relation', configDirective: 'tbActionNodeCreateRelationConfig' });
    expect(TbCreateRelationNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbCreateRelationNode.defaultConfiguration).toEqual({
      direction: 'FROM',
      relationType: 'Contains',
      entityType: null,
      entityNamePattern: '',
      entityTypePattern: null,
      entityCacheExpiration: 300,
      createEntityIfNotExists: false,
      removeCurrentRelations: false,
      changeOriginatorToRelatedEntity: false,
    });
  });

  it('FROM relates the found entity to the originator; TO the originator to it; an existing relation is kept once', async () => {
    const device = await newDevice();
    const building = await newAsset('Building A');
    const from = await startNode(server, tenant.tenantId, TbCreateRelationNode, { entityType: 'ASSET', entityNamePattern: '${building}' });
    const msg = msgOf(device, 'POST_TELEMETRY_REQUEST', {}, { building: 'Building A' });
    const routed = await from.run(msg);
    expect(routed.map((r) => r.relations)).toEqual([['Success']]);
    expect(routed[0]!.msg).toBe(msg);
    await from.run(msg);
    const to = await startNode(server, tenant.tenantId, TbCreateRelationNode, { direction: 'TO', relationType: '$[rel]', entityType: 'ASSET', entityNamePattern: 'Building A' });
    await to.run(msgOf(device, 'X', { rel: 'Monitors' }));
    expect(await relationsOf(device)).toEqual([edge(building, 'Contains', device), edge(device, 'Monitors', building)].sort());
  });

  it('fails when no entity of the type has the name (another tenant\'s does not count)', async () => {
    const device = await newDevice();
    await newAsset('Elsewhere', other);
    const node = await startNode(server, tenant.tenantId, TbCreateRelationNode, { entityType: 'ASSET', entityNamePattern: 'Elsewhere' });
    const [routed] = await node.run(msgOf(device, 'X', {}));
    expect(routed!.relations).toEqual(['Failure']);
    expect(routed!.error).toBe("No entity found with type 'ASSET' and name 'Elsewhere'.");
    expect(await relationsOf(device)).toEqual([]);
  });

  it('creates a missing device, asset or customer when told to, with ENTITY_CREATED enqueued', async () => {
    const device = await newDevice();
    const cases = [
      { entityType: 'DEVICE' as const, entityNamePattern: 'Gateway ${n}', entityTypePattern: '$[kind]' },
      { entityType: 'ASSET' as const, entityNamePattern: 'Floor ${n}', entityTypePattern: 'floor' },
      { entityType: 'CUSTOMER' as const, entityNamePattern: 'Owner ${n}' },
    ];
    for (const config of cases) {
      const node = await startNode(server, tenant.tenantId, TbCreateRelationNode, { ...config, createEntityIfNotExists: true });
      const [routed] = await node.run(msgOf(device, 'X', { kind: 'gateway' }, { n: '7' }));
      expect([config.entityType, routed!.relations]).toEqual([config.entityType, ['Success']]);
      expect(node.ctx.enqueued.map((m) => [m.type, m.originator.entityType, m.metadata.ruleNodeId])).toEqual([['ENTITY_CREATED', config.entityType, node.ctx.self.id]]);
    }
    const gateway = (await server.stores.devices.findByName(tenant.tenantId, 'Gateway 7'))!;
    expect(gateway.type).toBe('gateway');
    const floor = (await server.stores.assets.findByName(tenant.tenantId, 'Floor 7'))!;
    expect(floor.type).toBe('floor');
    const owner = (await server.stores.customers.findByTitle(tenant.tenantId, 'Owner 7'))!;
    expect(await relationsOf(device)).toEqual([edge(gateway.id, 'Contains', device), edge(floor.id, 'Contains', device), edge(owner.id, 'Contains', device)].sort());
  });

  it('removeCurrentRelations replaces the originator\'s relations of that type and direction', async () => {
    const device = await newDevice();
    const [a, b, c] = [await newAsset(`Room A${counter}`), await newAsset(`Room B${counter}`), await newAsset(`Room C${counter}`)];
    const plain = await startNode(server, tenant.tenantId, TbCreateRelationNode, { entityType: 'ASSET', entityNamePattern: '${room}' });
    await plain.run(msgOf(device, 'X', {}, { room: `Room A${counter}` }));
    const other = await startNode(server, tenant.tenantId, TbCreateRelationNode, { entityType: 'ASSET', entityNamePattern: `Room C${counter}`, relationType: 'Manages', direction: 'TO' });
    await other.run(msgOf(device, 'X', {}));
    const moving = await startNode(server, tenant.tenantId, TbCreateRelationNode, { entityType: 'ASSET', entityNamePattern: '${room}', removeCurrentRelations: true });
    await moving.run(msgOf(device, 'X', {}, { room: `Room B${counter}` }));
    expect(await relationsOf(device)).toEqual([edge(b!, 'Contains', device), edge(device, 'Manages', c!)].sort());
    expect(a).toBeDefined();
  });

  it('changeOriginatorToRelatedEntity sends the message on as the related entity\'s', async () => {
    const device = await newDevice();
    const site = await newAsset(`Site ${counter}`);
    const node = await startNode(server, tenant.tenantId, TbCreateRelationNode, { entityType: 'ASSET', entityNamePattern: `Site ${counter}`, changeOriginatorToRelatedEntity: true });
    const msg = msgOf(device, 'X', { v: 1 });
    const [routed] = await node.run(msg);
    expect(routed!.msg).toMatchObject({ id: msg.id, originator: site, data: msg.data });
  });

  it('finds the tenant itself, customers, entity views and dashboards by name', async () => {
    const device = await newDevice();
    const customer = await create(server, tenant, '/api/customer', { title: 'Named customer' });
    const view = await create(server, tenant, '/api/entityView', { type: 'default', name: 'Named view', entityId: device });
    const dashboard = await create(server, tenant, '/api/dashboard', { title: 'Named dashboard' });
    const targets: [string, string, EntityId][] = [
      ['TENANT', '', { entityType: 'TENANT', id: tenant.tenantId }],
      ['CUSTOMER', 'Named customer', customer],
      ['ENTITY_VIEW', 'Named view', view],
      ['DASHBOARD', 'Named dashboard', dashboard],
    ];
    for (const [entityType, entityNamePattern] of targets) {
      const node = await startNode(server, tenant.tenantId, TbCreateRelationNode, { entityType: entityType as 'TENANT', entityNamePattern, relationType: 'Seen' });
      expect([entityType, (await node.run(msgOf(device, 'X', {})))[0]!.relations]).toEqual([entityType, ['Success']]);
    }
    expect(await relationsOf(device)).toEqual(targets.map(([, , target]) => edge(target, 'Seen', device)).sort());
  });

  it('refuses a bad configuration at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbCreateRelationNode)).rejects.toThrow('Entity type should be specified!');
    const bad = [
      { entityType: 'ASSET' as const, entityNamePattern: '' },
      { entityType: 'ALARM' as never, entityNamePattern: 'x' },
      { entityType: 'ASSET' as const, entityNamePattern: 'x', direction: 'BOTH' as never },
      { entityType: 'ASSET' as const, entityNamePattern: 'x', relationType: '' },
      { entityType: 'ASSET' as const, entityNamePattern: 'x', entityCacheExpiration: -1 },
    ];
    for (const config of bad) await expect(startNode(server, tenant.tenantId, TbCreateRelationNode, config)).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
