import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGetCustomerAttributeNode } from '../../../../../server/ruleEngine/nodes/enrichment/TbGetCustomerAttributeNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { assign, create, msgFrom, postTimeseries, setAttributes, type Entity, type Tenant } from './enrichmentHelpers';

let server: RunningServer;
let tenant: Tenant;
let customer: Entity;
let device: Entity;
let asset: Entity;
let loose: Entity;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  customer = await create(server, tenant, '/api/customer', { title: 'Buyer' });
  device = await create(server, tenant, '/api/device', { name: 'Assigned device' });
  asset = await create(server, tenant, '/api/asset', { type: 'default', name: 'Assigned asset' });
  loose = await create(server, tenant, '/api/device', { name: 'Unassigned device' });
  await assign(server, tenant, customer.id.id, device.id);
  await assign(server, tenant, customer.id.id, asset.id);
  await setAttributes(server, tenant, customer.id, 'SERVER_SCOPE', '{"temperature":25,"threshold":30.0,"zone":"north"}');
  await setAttributes(server, tenant, customer.id, 'SHARED_SCOPE', { shared: 'not read' });
  await postTimeseries(server, tenant, customer.id, { ts: 7000, values: { temperature: 19.5 } });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbGetCustomerAttributeNode (enrichment "customer attributes")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGetCustomerAttributeNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.TbGetCustomerAttributeNode',
      type: 'ENRICHMENT',
      name: 'customer attributes',
      configDirective: 'tbEnrichmentNodeCustomerAttributesConfig',
    });
    expect(TbGetCustomerAttributeNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbGetCustomerAttributeNode.defaultConfiguration).toEqual({ attrMapping: { temperature: 'tempo' }, telemetry: false });
  });

  it("copies the customer's server attributes under the mapped names, for any customer-owned originator", async () => {
    const node = await startNode(server, tenant.tenantId, TbGetCustomerAttributeNode);
    for (const originator of [device.id, asset.id, customer.id]) {
      const [routed] = await node.run(msgFrom(originator, {}, { kept: 'yes' }));
      expect([routed!.relations, routed!.msg.metadata]).toEqual([['Success'], { kept: 'yes', tempo: '25' }]);
    }
    const mapped = await startNode(server, tenant.tenantId, TbGetCustomerAttributeNode, { attrMapping: { threshold: 'max', zone: 'zone', shared: 'shared', absent: 'nothing' } });
    // Only server attributes are read; keys without a value are skipped.
    expect((await mapped.run(msgFrom(device.id)))[0]!.msg.metadata).toEqual({ max: '30.0', zone: 'north' });
  });

  it('reads latest time series instead when telemetry is on', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetCustomerAttributeNode, { telemetry: true });
    expect((await node.run(msgFrom(device.id)))[0]!.msg.metadata).toEqual({ tempo: '19.5' });
  });

  it('takes both sides of the mapping from ${} and $[] templates', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetCustomerAttributeNode, { attrMapping: { '${source}': '$[target]' } });
    const [routed] = await node.run(msgFrom(device.id, { target: 'customerZone' }, { source: 'zone' }));
    expect(routed!.msg.metadata).toEqual({ source: 'zone', customerZone: 'north' });
  });

  it('fails for an originator without a customer, and for originator types that have none', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetCustomerAttributeNode);
    const [unassigned] = await node.run(msgFrom(loose.id));
    expect([unassigned!.relations, unassigned!.error]).toEqual([['Failure'], 'Originator is not assigned to a customer']);
    const [tenantMsg] = await node.run(msgFrom({ entityType: 'TENANT', id: tenant.tenantId }));
    expect([tenantMsg!.relations, tenantMsg!.error]).toEqual([['Failure'], 'Unexpected original EntityType TENANT']);
  });

  it('refuses a mapping that is not a map of names', async () => {
    await expect(startNode(server, tenant.tenantId, TbGetCustomerAttributeNode, { attrMapping: null as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbGetCustomerAttributeNode, { attrMapping: { a: 1 } as never })).rejects.toThrow('attrMapping.a should be a string!');
    await expect(startNode(server, tenant.tenantId, TbGetCustomerAttributeNode, { telemetry: 'no' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
