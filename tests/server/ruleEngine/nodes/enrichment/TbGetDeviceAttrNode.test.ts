import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGetDeviceAttrNode } from '../../../../../server/ruleEngine/nodes/enrichment/TbGetDeviceAttrNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgFrom, postTimeseries, relate, setAttributes, type Entity, type Tenant } from './enrichmentHelpers';

let server: RunningServer;
let tenant: Tenant;
let site: Entity;
let building: Entity;
let meter: Entity;
let thermostat: Entity;
let sensor: Entity;

/** The default query with some fields replaced (typed loosely: some tests pass malformed ones). */
const query = (overrides: Record<string, unknown>) => ({
  deviceRelationsQuery: { direction: 'FROM', maxLevel: 1, relationType: 'Contains', deviceTypes: ['default'], fetchLastLevelOnly: false, ...overrides } as never,
});

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  site = await create(server, tenant, '/api/asset', { name: 'Site', type: 'site' });
  building = await create(server, tenant, '/api/asset', { name: 'Building', type: 'building' });
  meter = await create(server, tenant, '/api/device', { name: 'Meter' });
  thermostat = await create(server, tenant, '/api/device', { name: 'Thermostat', type: 'thermostat' });
  sensor = await create(server, tenant, '/api/device', { name: 'Deep sensor', type: 'sensor' });
  await relate(server, tenant, building.id, meter.id);
  await relate(server, tenant, building.id, thermostat.id);
  await relate(server, tenant, site.id, building.id);
  await relate(server, tenant, building.id, sensor.id, 'Manages');
  await relate(server, tenant, sensor.id, meter.id, 'Feeds');
  for (const device of [meter, thermostat, sensor]) {
    await setAttributes(server, tenant, device.id, 'SERVER_SCOPE', { model: device.name });
    await postTimeseries(server, tenant, device.id, { ts: 5000, values: { reading: device.name.length } });
  }
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbGetDeviceAttrNode (enrichment "related device attributes")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGetDeviceAttrNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.TbGetDeviceAttrNode',
      type: 'ENRICHMENT',
      name: 'related device attributes',
      configDirective: 'tbEnrichmentNodeDeviceAttributesConfig',
    });
    expect(TbGetDeviceAttrNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbGetDeviceAttrNode.defaultConfiguration).toEqual({
      clientAttributeNames: [],
      sharedAttributeNames: [],
      serverAttributeNames: [],
      latestTsKeyNames: [],
      tellFailureIfAbsent: true,
      getLatestValueWithTs: false,
      deviceRelationsQuery: { direction: 'FROM', maxLevel: 1, relationType: 'Contains', deviceTypes: ['default'], fetchLastLevelOnly: false },
    });
  });

  it('reads the first related device of the listed types (default query: Contains, default type)', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetDeviceAttrNode, { serverAttributeNames: ['model'], latestTsKeyNames: ['reading'] });
    const [routed] = await node.run(msgFrom(building.id, {}, { kept: 'yes' }));
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg.metadata).toEqual({ kept: 'yes', ss_model: 'Meter', reading: '5' });

    const typed = await startNode(server, tenant.tenantId, TbGetDeviceAttrNode, { serverAttributeNames: ['model'], ...query({ deviceTypes: ['thermostat'] }) });
    expect((await typed.run(msgFrom(building.id)))[0]!.msg.metadata).toEqual({ ss_model: 'Thermostat' });
  });

  it('follows the relation type, direction and levels of the query', async () => {
    const manages = await startNode(server, tenant.tenantId, TbGetDeviceAttrNode, { serverAttributeNames: ['model'], ...query({ relationType: 'Manages', deviceTypes: ['sensor'] }) });
    expect((await manages.run(msgFrom(building.id)))[0]!.msg.metadata).toEqual({ ss_model: 'Deep sensor' });

    // TO: the device the relation comes from.
    const upstream = await startNode(server, tenant.tenantId, TbGetDeviceAttrNode, { serverAttributeNames: ['model'], ...query({ direction: 'TO', relationType: 'Feeds', deviceTypes: ['sensor'] }) });
    expect((await upstream.run(msgFrom(meter.id)))[0]!.msg.metadata).toEqual({ ss_model: 'Deep sensor' });

    const oneLevel = await startNode(server, tenant.tenantId, TbGetDeviceAttrNode, { serverAttributeNames: ['model'], ...query({ deviceTypes: ['thermostat'] }) });
    expect((await oneLevel.run(msgFrom(site.id)))[0]!.relations).toEqual(['Failure']);
    const twoLevels = await startNode(server, tenant.tenantId, TbGetDeviceAttrNode, { serverAttributeNames: ['model'], ...query({ maxLevel: 2, deviceTypes: ['thermostat'], fetchLastLevelOnly: true }) });
    expect((await twoLevels.run(msgFrom(site.id)))[0]!.msg.metadata).toEqual({ ss_model: 'Thermostat' });
  });

  it('fails when no device is found, and when its keys are missing', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetDeviceAttrNode, { serverAttributeNames: ['model'], ...query({ deviceTypes: ['nothing'] }) });
    const [none] = await node.run(msgFrom(building.id));
    expect([none!.relations, none!.error]).toEqual([['Failure'], 'Related device not found']);

    const missing = await startNode(server, tenant.tenantId, TbGetDeviceAttrNode, { sharedAttributeNames: ['absent'] });
    const [routed] = await missing.run(msgFrom(building.id));
    expect(routed!.relations).toEqual(['Failure']);
    expect(routed!.error).toContain('[SHARED_SCOPE]:[absent]');
  });

  it('refuses a malformed deviceRelationsQuery', async () => {
    await expect(startNode(server, tenant.tenantId, TbGetDeviceAttrNode, query({ direction: 'UP' }))).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbGetDeviceAttrNode, query({ deviceTypes: 'default' }))).rejects.toThrow('deviceRelationsQuery.deviceTypes should be a list of device types!');
    await expect(startNode(server, tenant.tenantId, TbGetDeviceAttrNode, { deviceRelationsQuery: null as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
