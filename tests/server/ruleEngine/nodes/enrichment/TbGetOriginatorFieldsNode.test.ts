import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGetOriginatorFieldsNode } from '../../../../../server/ruleEngine/nodes/enrichment/TbGetOriginatorFieldsNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgFrom, type Entity, type Tenant } from './enrichmentHelpers';

let server: RunningServer;
let tenant: Tenant;
let other: Tenant;
let device: Entity & { body: any };
let customer: Entity & { body: any };
let foreign: Entity;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  device = await create(server, tenant, '/api/device', { name: 'Field device', type: 'meter', label: 'Hall meter', additionalInfo: { description: 'Ground floor', floor: 0 } });
  customer = await create(server, tenant, '/api/customer', { title: 'Field customer', city: 'Lviv' });
  foreign = await create(server, other, '/api/device', { name: 'Foreign device' });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbGetOriginatorFieldsNode (enrichment "originator fields")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGetOriginatorFieldsNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.TbGetOriginatorFieldsNode',
      type: 'ENRICHMENT',
      name: 'originator fields',
      configDirective: 'tbEnrichmentNodeOriginatorFieldsConfig',
    });
    expect(TbGetOriginatorFieldsNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbGetOriginatorFieldsNode.defaultConfiguration).toEqual({ fieldsMapping: { name: 'originatorName', type: 'originatorType' } });
  });

  it('copies name and type by default', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetOriginatorFieldsNode);
    const msg = msgFrom(device.id, { t: 1 }, { kept: 'yes' });
    const [routed] = await node.run(msg);
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg.metadata).toEqual({ kept: 'yes', originatorName: 'Field device', originatorType: 'meter' });
    expect([routed!.msg.id, routed!.msg.data]).toEqual([msg.id, msg.data]);
  });

  it('reads any field of the entity JSON by dot path; absent fields are skipped', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetOriginatorFieldsNode, {
      fieldsMapping: {
        label: 'label',
        createdTime: 'created',
        'id.id': 'deviceId',
        'additionalInfo.description': 'description',
        'additionalInfo.floor': 'floor',
        deviceProfileId: 'profile',
        'additionalInfo.missing': 'missing',
        nonsense: 'nonsense',
      },
    });
    const [routed] = await node.run(msgFrom(device.id));
    expect(routed!.msg.metadata).toEqual({
      label: 'Hall meter',
      created: String(device.body.createdTime),
      deviceId: device.id.id,
      description: 'Ground floor',
      floor: '0',
      profile: JSON.stringify(device.body.deviceProfileId),
    });
  });

  it('reads customers (and other entity types) the same way', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetOriginatorFieldsNode, { fieldsMapping: { name: 'n', title: 't', city: 'c', email: 'e' } });
    expect((await node.run(msgFrom(customer.id)))[0]!.msg.metadata).toEqual({ n: 'Field customer', t: 'Field customer', c: 'Lviv' });
    const alarm = await saved(server.url, '/api/alarm', tenant.token, { type: 'Overheat', originator: device.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' });
    const alarmNode = await startNode(server, tenant.tenantId, TbGetOriginatorFieldsNode, { fieldsMapping: { type: 'alarmType', severity: 'severity', 'originator.id': 'source' } });
    expect((await alarmNode.run(msgFrom(alarm.id)))[0]!.msg.metadata).toEqual({ alarmType: 'Overheat', severity: 'MAJOR', source: device.id.id });
  });

  it('fails for a missing originator, another tenant’s, and a type without fields', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetOriginatorFieldsNode);
    const [gone] = await node.run(msgFrom({ entityType: 'DEVICE', id: '5f1c0a52-8a6e-4f0e-9d54-3c1f2b7a9e01' }));
    expect([gone!.relations, gone!.error]).toEqual([['Failure'], 'Entity not found!']);
    expect((await node.run(msgFrom(foreign.id)))[0]!.error).toBe('Entity not found!');
    const [profile] = await node.run(msgFrom({ entityType: 'DEVICE_PROFILE', id: tenant.defaultProfileId }));
    expect([profile!.relations, profile!.error]).toEqual([['Failure'], 'Unexpected originator EntityType DEVICE_PROFILE']);
  });

  it('passes the message untouched with an empty mapping', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetOriginatorFieldsNode, { fieldsMapping: {} });
    const msg = msgFrom({ entityType: 'DEVICE_PROFILE', id: tenant.defaultProfileId });
    expect(await node.run(msg)).toEqual([{ relations: ['Success'], msg }]);
  });

  it('refuses a mapping that is not a map of names', async () => {
    await expect(startNode(server, tenant.tenantId, TbGetOriginatorFieldsNode, { fieldsMapping: 'name' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbGetOriginatorFieldsNode, { fieldsMapping: { name: null } as never })).rejects.toThrow('fieldsMapping.name should be a string!');
  });
});
