import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGetTenantDetailsNode } from '../../../../../server/ruleEngine/nodes/enrichment/TbGetTenantDetailsNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { api, login, removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgFrom, type Entity, type Tenant } from './enrichmentHelpers';

let server: RunningServer;
let tenant: Tenant;
let device: Entity;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  device = await create(server, tenant, '/api/device', { name: 'Tenant detail device' });
  // Only the system administrator edits a tenant.
  const { token } = await login(server.url, 'sysadmin');
  const current = (await api(server.url, `/api/tenant/${tenant.tenantId}`, { token })).body;
  const res = await api(server.url, '/api/tenant', { token, body: { ...current, country: 'Poland', city: 'Krakow', phone: '+48000', additionalInfo: { description: 'Pilot tenant' } } });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbGetTenantDetailsNode (enrichment "tenant details")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGetTenantDetailsNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.TbGetTenantDetailsNode',
      type: 'ENRICHMENT',
      name: 'tenant details',
      configDirective: 'tbEnrichmentNodeEntityDetailsConfig',
    });
    expect(TbGetTenantDetailsNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbGetTenantDetailsNode.defaultConfiguration).toEqual({ detailsList: [], addToMetadata: false });
  });

  it("adds the tenant's details to the data, or to the metadata", async () => {
    const details = ['TITLE', 'COUNTRY', 'CITY', 'PHONE', 'EMAIL', 'ADDITIONAL_INFO'] as const;
    const node = await startNode(server, tenant.tenantId, TbGetTenantDetailsNode, { detailsList: [...details] });
    const [routed] = await node.run(msgFrom(device.id, { v: 1.50 }));
    expect(routed!.relations).toEqual(['Success']);
    const title = (await server.stores.tenants.findById(tenant.tenantId))!.title;
    expect(JSON.parse(routed!.msg.data)).toEqual({
      v: 1.5,
      tenant_title: title,
      tenant_country: 'Poland',
      tenant_city: 'Krakow',
      tenant_phone: '+48000',
      tenant_additionalInfo: 'Pilot tenant',
    });

    const toMetadata = await startNode(server, tenant.tenantId, TbGetTenantDetailsNode, { detailsList: ['TITLE', 'CITY'], addToMetadata: true });
    const [meta] = await toMetadata.run(msgFrom(device.id, {}, { kept: 'yes' }));
    expect(meta!.msg.metadata).toEqual({ kept: 'yes', tenant_title: title, tenant_city: 'Krakow' });
    expect(meta!.msg.data).toBe('{}');
  });

  it('passes the message unchanged when nothing is selected, and fails data that is not an object', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetTenantDetailsNode);
    const msg = msgFrom(device.id, 'text');
    expect(await node.run(msg)).toEqual([{ relations: ['Success'], msg }]);
    const titled = await startNode(server, tenant.tenantId, TbGetTenantDetailsNode, { detailsList: ['TITLE'] });
    expect((await titled.run(msg))[0]!.relations).toEqual(['Failure']);
  });

  it('refuses a detailsList that is not a list of details', async () => {
    await expect(startNode(server, tenant.tenantId, TbGetTenantDetailsNode, { detailsList: 'TITLE' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
