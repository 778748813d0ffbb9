import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbCheckRelationNode } from '../../../../../server/ruleEngine/nodes/filter/TbCheckRelationNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

/* Relations made through REST: building -Contains-> sensor, sensor -Manages-> pump; lonely has none. */

let server: RunningServer;
let tenant: Awaited<ReturnType<typeof newTenantAdmin>>;
const ids: Record<string, string> = {};
const ref = (entityType: string, name: string) => ({ entityType, id: ids[name]! });
const fromDevice = (name: string) => telemetryMsg(ref('DEVICE', name), { t: 1 });

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  for (const name of ['sensor', 'pump', 'lonely']) ids[name] = (await saved(server.url, '/api/device', tenant.token, { name: `Relation ${name}` })).id.id;
  ids.building = (await saved(server.url, '/api/asset', tenant.token, { name: 'Relation building', type: 'building' })).id.id;
  await saved(server.url, '/api/relation', tenant.token, { from: ref('ASSET', 'building'), to: ref('DEVICE', 'sensor'), type: 'Contains' });
  await saved(server.url, '/api/relation', tenant.token, { from: ref('DEVICE', 'sensor'), to: ref('DEVICE', 'pump'), type: 'Manages' });
  const other = await newTenantAdmin(server);
  ids.foreign = (await saved(server.url, '/api/asset', other.token, { name: 'Foreign building', type: 'building' })).id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbCheckRelationNode (filter "check relation")', () => {
  it('has the catalogue defaults: FROM, Contains, a single entity still to choose', () => {
    expect(TbCheckRelationNode).toMatchObject({ name: 'check relation', type: 'FILTER', configDirective: 'tbFilterNodeCheckRelationConfig' });
    expect(TbCheckRelationNode.relationTypes).toEqual(['True', 'False', 'Failure']);
    expect(TbCheckRelationNode.defaultConfiguration).toEqual({ direction: 'FROM', relationType: 'Contains', checkForSingleEntity: true, entityType: null, entityId: null });
  });

  it('FROM a single entity: True when the entity has the relation to the originator', async () => {
    const node = await startNode(server, tenant.tenantId, TbCheckRelationNode, { entityType: 'ASSET', entityId: ids.building });
    expect((await node.run(fromDevice('sensor')))[0]!.relations).toEqual(['True']);
    expect((await node.run(fromDevice('pump')))[0]!.relations).toEqual(['False']);
    const otherType = await startNode(server, tenant.tenantId, TbCheckRelationNode, { entityType: 'ASSET', entityId: ids.building, relationType: 'Manages' });
    expect((await otherType.run(fromDevice('sensor')))[0]!.relations).toEqual(['False']);
  });

  it('TO a single entity: True when the originator has the relation to the entity', async () => {
    const node = await startNode(server, tenant.tenantId, TbCheckRelationNode, { direction: 'TO', relationType: 'Manages', entityType: 'DEVICE', entityId: ids.pump });
    expect((await node.run(fromDevice('sensor')))[0]!.relations).toEqual(['True']);
    expect((await node.run(fromDevice('lonely')))[0]!.relations).toEqual(['False']);
    // The relation goes the other way round.
    const reverse = await startNode(server, tenant.tenantId, TbCheckRelationNode, { direction: 'FROM', relationType: 'Manages', entityType: 'DEVICE', entityId: ids.pump });
    expect((await reverse.run(fromDevice('sensor')))[0]!.relations).toEqual(['False']);
  });

  it('without a single entity: True when any entity has the relation in the direction', async () => {
    const into = await startNode(server, tenant.tenantId, TbCheckRelationNode, { checkForSingleEntity: false });
    expect((await into.run(fromDevice('sensor')))[0]!.relations).toEqual(['True']);
    expect((await into.run(fromDevice('pump')))[0]!.relations).toEqual(['False']);
    const out = await startNode(server, tenant.tenantId, TbCheckRelationNode, { checkForSingleEntity: false, direction: 'TO', relationType: 'Manages' });
    expect((await out.run(fromDevice('sensor')))[0]!.relations).toEqual(['True']);
    expect((await out.run(fromDevice('pump')))[0]!.relations).toEqual(['False']);
    expect((await out.run(fromDevice('lonely')))[0]!.relations).toEqual(['False']);
  });

  it('refuses a missing, malformed or foreign entity, a bad direction and an empty relation type', async () => {
    const start = (config: Record<string, unknown>) => startNode(server, tenant.tenantId, TbCheckRelationNode, config);
    await expect(start({})).rejects.toThrow('Entity should be specified!');
    await expect(start({ entityType: 'ASSET', entityId: 'nope' })).rejects.toThrow('is not a UUID');
    await expect(start({ entityType: 'WIDGET_TYPE', entityId: ids.building })).rejects.toThrow('Unsupported entity type');
    await expect(start({ entityType: 'ASSET', entityId: ids.foreign })).rejects.toThrow(`ASSET with id [${ids.foreign}] is not found!`);
    await expect(start({ entityType: 'DEVICE', entityId: ids.building })).rejects.toThrow('is not found!');
    await expect(start({ checkForSingleEntity: false, direction: 'UP' })).rejects.toThrow('direction should be FROM or TO!');
    await expect(start({ checkForSingleEntity: false, relationType: '' })).rejects.toMatchObject({ name: 'RuleNodeConfigError', message: 'relationType should be specified!' });
  });
});
