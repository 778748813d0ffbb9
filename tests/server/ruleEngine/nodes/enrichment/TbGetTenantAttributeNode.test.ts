import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGetTenantAttributeNode } from '../../../../../server/ruleEngine/nodes/enrichment/TbGetTenantAttributeNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgFrom, postTimeseries, setAttributes, type Entity, type Tenant } from './enrichmentHelpers';

let server: RunningServer;
let tenant: Tenant;
let other: Tenant;
let device: Entity;
let customer: Entity;
let foreignDevice: Entity;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  device = await create(server, tenant, '/api/device', { name: 'Tenant device' });
  customer = await create(server, tenant, '/api/customer', { title: 'Tenant customer' });
  foreignDevice = await create(server, other, '/api/device', { name: 'Foreign device' });
  const tenantId = { entityType: 'TENANT' as const, id: tenant.tenantId };
  await setAttributes(server, tenant, tenantId, 'SERVER_SCOPE', { temperature: 12, plan: 'gold' });
  await postTimeseries(server, tenant, tenantId, { ts: 9000, values: { temperature: 14.25 } });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbGetTenantAttributeNode (enrichment "tenant attributes")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGetTenantAttributeNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.TbGetTenantAttributeNode',
      type: 'ENRICHMENT',
      name: 'tenant attributes',
      configDirective: 'tbEnrichmentNodeTenantAttributesConfig',
    });
    expect(TbGetTenantAttributeNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbGetTenantAttributeNode.defaultConfiguration).toEqual({ attrMapping: { temperature: 'tempo' }, telemetry: false });
  });

  it("copies the tenant's server attributes (or latest time series) under the mapped names", async () => {
    const node = await startNode(server, tenant.tenantId, TbGetTenantAttributeNode, { attrMapping: { temperature: 'tempo', plan: 'tenantPlan' } });
    for (const originator of [device.id, customer.id, { entityType: 'TENANT' as const, id: tenant.tenantId }]) {
      const [routed] = await node.run(msgFrom(originator));
      expect([routed!.relations, routed!.msg.metadata]).toEqual([['Success'], { tempo: '12', tenantPlan: 'gold' }]);
    }
    const latest = await startNode(server, tenant.tenantId, TbGetTenantAttributeNode, { telemetry: true });
    expect((await latest.run(msgFrom(device.id)))[0]!.msg.metadata).toEqual({ tempo: '14.25' });
  });

  it('takes the mapping from templates', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetTenantAttributeNode, { attrMapping: { '$[key]': '${prefix}Plan' } });
    expect((await node.run(msgFrom(device.id, { key: 'plan' }, { prefix: 'my' })))[0]!.msg.metadata).toEqual({ prefix: 'my', myPlan: 'gold' });
  });

  it('fails for an originator that is not the tenant’s, or of a type without a tenant', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetTenantAttributeNode);
    const [foreign] = await node.run(msgFrom(foreignDevice.id));
    expect([foreign!.relations, foreign!.error]).toEqual([['Failure'], 'Originator not found']);
    const [profile] = await node.run(msgFrom({ entityType: 'DEVICE_PROFILE', id: tenant.defaultProfileId }));
    expect([profile!.relations, profile!.error]).toEqual([['Failure'], 'Unexpected original EntityType DEVICE_PROFILE']);
  });

  it('refuses a bad mapping', async () => {
    await expect(startNode(server, tenant.tenantId, TbGetTenantAttributeNode, { attrMapping: ['temperature'] as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
