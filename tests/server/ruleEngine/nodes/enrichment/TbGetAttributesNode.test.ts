import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGetAttributesNode } from '../../../../../server/ruleEngine/nodes/enrichment/TbGetAttributesNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgFrom, postTimeseries, setAttributes, type Entity, type Tenant } from './enrichmentHelpers';

let server: RunningServer;
let tenant: Tenant;
let device: Entity;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  device = await create(server, tenant, '/api/device', { name: 'Attributes device' });
  await setAttributes(server, tenant, device.id, 'SERVER_SCOPE', '{"serial":"SN-1","limit":3.0,"active":true,"config":{"a":1}}');
  await setAttributes(server, tenant, device.id, 'SHARED_SCOPE', { target: 21 });
  // Client attributes come from the device; REST refuses that scope, so the device side of the service writes them.
  await server.stores.telemetry.saveAttributes(device.id, 'CLIENT_SCOPE', [{ key: 'firmware', value: { type: 'STRING', value: '1.2.3' } }], Date.now());
  await postTimeseries(server, tenant, device.id, '{"ts":1000,"values":{"temperature":22.5,"state":"on"}}');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbGetAttributesNode (enrichment "originator attributes")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGetAttributesNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.TbGetAttributesNode',
      type: 'ENRICHMENT',
      name: 'originator attributes',
      configDirective: 'tbEnrichmentNodeOriginatorAttributesConfig',
    });
    expect(TbGetAttributesNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbGetAttributesNode.defaultConfiguration).toEqual({
      clientAttributeNames: [],
      sharedAttributeNames: [],
      serverAttributeNames: [],
      latestTsKeyNames: [],
      tellFailureIfAbsent: true,
      getLatestValueWithTs: false,
    });
  });

  it('adds each scope with its prefix and latest values under the bare key, values printed by type', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetAttributesNode, {
      clientAttributeNames: ['firmware'],
      sharedAttributeNames: ['target'],
      serverAttributeNames: ['serial', 'limit', 'active', 'config'],
      latestTsKeyNames: ['temperature', 'state'],
    });
    const msg = msgFrom(device.id, { x: 1 }, { deviceName: 'Attributes device' });
    const [routed] = await node.run(msg);
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg.id).toBe(msg.id);
    expect(routed!.msg.data).toBe(msg.data);
    expect(routed!.msg.metadata).toEqual({
      deviceName: 'Attributes device',
      cs_firmware: '1.2.3',
      shared_target: '21',
      ss_serial: 'SN-1',
      ss_limit: '3.0',
      ss_active: 'true',
      ss_config: '{"a":1}',
      temperature: '22.5',
      state: 'on',
    });
  });

  it('gives latest values as {ts, value} JSON when getLatestValueWithTs', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetAttributesNode, { latestTsKeyNames: ['temperature', 'state'], getLatestValueWithTs: true });
    const [routed] = await node.run(msgFrom(device.id));
    expect(routed!.msg.metadata).toEqual({ temperature: '{"ts":1000,"value":22.5}', state: '{"ts":1000,"value":"on"}' });
  });

  it('takes key names from metadata ${} and data $[] templates', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetAttributesNode, { serverAttributeNames: ['${attr}'], latestTsKeyNames: ['$[key]'] });
    const [routed] = await node.run(msgFrom(device.id, { key: 'temperature' }, { attr: 'serial' }));
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg.metadata).toMatchObject({ ss_serial: 'SN-1', temperature: '22.5' });
  });

  it('fails when keys are missing, listing them per scope, with what was found added', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetAttributesNode, {
      clientAttributeNames: ['nothing'],
      serverAttributeNames: ['serial', 'absent'],
      latestTsKeyNames: ['humidity'],
    });
    const [routed] = await node.run(msgFrom(device.id));
    expect(routed!.relations).toEqual(['Failure']);
    expect(routed!.error).toBe(
      'The following attribute/telemetry keys is not present in the DB: \n\t[CLIENT_SCOPE]:[nothing]\n\t[SERVER_SCOPE]:[absent]\n\t[LATEST_TS]:[humidity]\n',
    );
    expect(routed!.msg.metadata.ss_serial).toBe('SN-1');
  });

  it('passes with what it found when tellFailureIfAbsent is off', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetAttributesNode, { serverAttributeNames: ['serial', 'absent'], tellFailureIfAbsent: false });
    const [routed] = await node.run(msgFrom(device.id));
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg.metadata).toEqual({ ss_serial: 'SN-1' });
  });

  it('refuses key lists that are not lists of strings', async () => {
    await expect(startNode(server, tenant.tenantId, TbGetAttributesNode, { serverAttributeNames: 'serial' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbGetAttributesNode, { latestTsKeyNames: [1] as never })).rejects.toThrow('latestTsKeyNames should be a list of strings!');
    await expect(startNode(server, tenant.tenantId, TbGetAttributesNode, { tellFailureIfAbsent: 'yes' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
