import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbDeleteRelationNode } from '../../../../../server/ruleEngine/nodes/action/TbDeleteRelationNode';
import type { EntityId } from '../../../../../server/store/ids';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
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

const edge = (from: EntityId, type: string, to: EntityId) => `${from.entityType}:${from.id}>${type}>${to.entityType}:${to.id}`;

async function relate(from: EntityId, type: string, to: EntityId): Promise<void> {
  await server.stores.relations.save({ from, to, type, typeGroup: 'COMMON', additionalInfo: null });
}

async function relationsOf(id: EntityId): Promise<string[]> {
  const { relations } = server.stores;
  const all = [...(await relations.findByEnds('FROM', [id], 'COMMON')), ...(await relations.findByEnds('TO', [id], 'COMMON'))];
  return all.map((r) => edge(r.from, r.type, r.to)).sort();
}

/** A device with: A -Contains-> device, B -Contains-> device, A -Manages-> device, device -Contains-> C. */
async function scene() {
  const n = ++counter;
  const device = await create(server, tenant, '/api/device', { name: `Del device ${n}` });
  const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((x) => create(server, tenant, '/api/asset', { type: 'default', name: `Del ${x}${n}` })));
  await relate(a!, 'Contains', device);
  await relate(b!, 'Contains', device);
  await relate(a!, 'Manages', device);
  await relate(device, 'Contains', c!);
  return { n, device, a: a!, b: b!, c: c! };
}

describe('TbDeleteRelationNode (action "delete relation")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbDeleteRelationNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.action.TbDeleteRelationNode', type: 'ACTION', name: 'delete relation', configDirective: 'tbActionNodeDeleteRelationConfig' });
    expect(TbDeleteRelationNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbDeleteRelationNode.defaultConfiguration).toEqual({ deleteForSingleEntity: true, direction: 'FROM', relationType: 'Contains', entityType: null, entityNamePattern: '', entityCacheExpiration: 300 });
  });

  it('deletes the one relation from (FROM) or to (TO) the named entity; none there is still Success', async () => {
    const { n, device, a, b, c } = await scene();
    const from = await startNode(server, tenant.tenantId, TbDeleteRelationNode, { entityType: 'ASSET', entityNamePattern: '${asset}' });
    const msg = msgOf(device, 'X', {}, { asset: `Del A${n}` });
    const routed = await from.run(msg);
    expect(routed.map((r) => [r.relations, r.msg])).toEqual([[['Success'], msg]]);
    expect((await from.run(msg))[0]!.relations).toEqual(['Success']);
    const to = await startNode(server, tenant.tenantId, TbDeleteRelationNode, { direction: 'TO', entityType: 'ASSET', entityNamePattern: '$[target]' });
    await to.run(msgOf(device, 'X', { target: `Del C${n}` }));
    expect(await relationsOf(device)).toEqual([edge(b, 'Contains', device), edge(a, 'Manages', device)].sort());
    expect(c).toBeDefined();
  });

  it('fails when the named entity does not exist', async () => {
    const { device } = await scene();
    const node = await startNode(server, tenant.tenantId, TbDeleteRelationNode, { entityType: 'DEVICE', entityNamePattern: 'Nobody' });
    const [routed] = await node.run(msgOf(device, 'X', {}));
    expect(routed!.relations).toEqual(['Failure']);
    expect(routed!.error).toBe("No entity found with type 'DEVICE' and name 'Nobody'.");
  });

  it('without deleteForSingleEntity deletes every relation of the type and direction', async () => {
    const first = await scene();
    const incoming = await startNode(server, tenant.tenantId, TbDeleteRelationNode, { deleteForSingleEntity: false });
    expect((await incoming.run(msgOf(first.device, 'X', {})))[0]!.relations).toEqual(['Success']);
    expect(await relationsOf(first.device)).toEqual([edge(first.a, 'Manages', first.device), edge(first.device, 'Contains', first.c)].sort());

    const second = await scene();
    const outgoing = await startNode(server, tenant.tenantId, TbDeleteRelationNode, { deleteForSingleEntity: false, direction: 'TO', relationType: '${type}' });
    await outgoing.run(msgOf(second.device, 'X', {}, { type: 'Contains' }));
    expect(await relationsOf(second.device)).toEqual([edge(second.a, 'Contains', second.device), edge(second.b, 'Contains', second.device), edge(second.a, 'Manages', second.device)].sort());
  });

  it('refuses a bad configuration at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbDeleteRelationNode)).rejects.toThrow('Entity type should be specified!');
    await expect(startNode(server, tenant.tenantId, TbDeleteRelationNode, { deleteForSingleEntity: false })).resolves.toBeDefined();
    await expect(startNode(server, tenant.tenantId, TbDeleteRelationNode, { entityType: 'ASSET', entityNamePattern: ' ' })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbDeleteRelationNode, { deleteForSingleEntity: false, direction: 'UP' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
