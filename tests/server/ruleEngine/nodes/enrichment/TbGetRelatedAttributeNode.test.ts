import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGetRelatedAttributeNode } from '../../../../../server/ruleEngine/nodes/enrichment/TbGetRelatedAttributeNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgFrom, postTimeseries, relate, setAttributes, type Entity, type Tenant } from './enrichmentHelpers';

let server: RunningServer;
let tenant: Tenant;
let other: Tenant;
let site: Entity;
let building: Entity;
let device: Entity;
let foreign: Entity;

/** The default query with some fields replaced (typed loosely: some tests pass malformed ones). */
const relationsQuery = (overrides: Record<string, unknown>) => ({
  relationsQuery: { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false, ...overrides } as never,
});

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  site = await create(server, tenant, '/api/asset', { type: 'default', name: 'Site' });
  building = await create(server, tenant, '/api/asset', { type: 'default', name: 'Building' });
  device = await create(server, tenant, '/api/device', { name: 'Device' });
  foreign = await create(server, other, '/api/device', { name: 'Foreign device' });
  await relate(server, tenant, site.id, building.id);
  await relate(server, tenant, building.id, device.id);
  for (const entity of [site, building, device]) await setAttributes(server, tenant, entity.id, 'SERVER_SCOPE', { temperature: entity.name });
  await postTimeseries(server, tenant, device.id, { ts: 3000, values: { temperature: 30 } });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbGetRelatedAttributeNode (enrichment "related attributes")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGetRelatedAttributeNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.TbGetRelatedAttributeNode',
      type: 'ENRICHMENT',
      name: 'related attributes',
      configDirective: 'tbEnrichmentNodeRelatedAttributesConfig',
    });
    expect(TbGetRelatedAttributeNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbGetRelatedAttributeNode.defaultConfiguration).toEqual({
      attrMapping: { temperature: 'tempo' },
      telemetry: false,
      relationsQuery: { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false },
    });
  });

  it('reads the first related entity: Contains from the originator by default, or towards it', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetRelatedAttributeNode);
    const [routed] = await node.run(msgFrom(building.id, {}, { kept: 'yes' }));
    expect([routed!.relations, routed!.msg.metadata]).toEqual([['Success'], { kept: 'yes', tempo: 'Device' }]);

    const up = await startNode(server, tenant.tenantId, TbGetRelatedAttributeNode, relationsQuery({ direction: 'TO' }));
    expect((await up.run(msgFrom(building.id)))[0]!.msg.metadata).toEqual({ tempo: 'Site' });

    const latest = await startNode(server, tenant.tenantId, TbGetRelatedAttributeNode, { telemetry: true });
    expect((await latest.run(msgFrom(building.id)))[0]!.msg.metadata).toEqual({ tempo: '30' });
  });

  it('applies the filters, levels and fetchLastLevelOnly', async () => {
    const devicesOnly = await startNode(server, tenant.tenantId, TbGetRelatedAttributeNode, relationsQuery({ maxLevel: 2, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] }));
    expect((await devicesOnly.run(msgFrom(site.id)))[0]!.msg.metadata).toEqual({ tempo: 'Device' });

    const lastLevel = await startNode(server, tenant.tenantId, TbGetRelatedAttributeNode, relationsQuery({ maxLevel: 2, fetchLastLevelOnly: true }));
    expect((await lastLevel.run(msgFrom(site.id)))[0]!.msg.metadata).toEqual({ tempo: 'Device' });

    const otherType = await startNode(server, tenant.tenantId, TbGetRelatedAttributeNode, relationsQuery({ filters: [{ relationType: 'Manages' }] }));
    const [none] = await otherType.run(msgFrom(site.id));
    expect([none!.relations, none!.error]).toEqual([['Failure'], 'Related entity not found']);
  });

  it('maps with templates', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetRelatedAttributeNode, { attrMapping: { '${key}': '$[out]' } });
    expect((await node.run(msgFrom(building.id, { out: 'deviceTemp' }, { key: 'temperature' })))[0]!.msg.metadata).toEqual({ key: 'temperature', deviceTemp: 'Device' });
  });

  it('never reaches into another tenant: an originator of another tenant has no relations', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetRelatedAttributeNode);
    expect((await node.run(msgFrom(foreign.id)))[0]!.relations).toEqual(['Failure']);
  });

  it('refuses a malformed relationsQuery', async () => {
    await expect(startNode(server, tenant.tenantId, TbGetRelatedAttributeNode, relationsQuery({ direction: 'SIDEWAYS' }))).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbGetRelatedAttributeNode, relationsQuery({ filters: 'Contains' }))).rejects.toThrow('relationsQuery.filters should be a list!');
    await expect(startNode(server, tenant.tenantId, TbGetRelatedAttributeNode, relationsQuery({ maxLevel: 1.5 }))).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
