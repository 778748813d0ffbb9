import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { ENTITY_DETAILS } from '../../../../../server/ruleEngine/nodes/enrichment/entityDetails';
import { TbGetCustomerDetailsNode } from '../../../../../server/ruleEngine/nodes/enrichment/TbGetCustomerDetailsNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { assign, create, msgFrom, type Entity, type Tenant } from './enrichmentHelpers';

let server: RunningServer;
let tenant: Tenant;
let device: Entity;
let asset: Entity;
let loose: Entity;

const CONTACT = {
  country: 'Ukraine',
  state: 'Lviv oblast',
  city: 'Lviv',
  zip: '79000',
  address: 'Rynok 1',
  address2: 'Floor 2',
  phone: '+380000000',
  email: 'buyer@example.com',
};

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  const full = await create(server, tenant, '/api/customer', { title: 'Full customer', ...CONTACT, additionalInfo: { description: 'Best customer' } });
  const bare = await create(server, tenant, '/api/customer', { title: 'Bare customer' });
  device = await create(server, tenant, '/api/device', { name: 'Detail device' });
  asset = await create(server, tenant, '/api/asset', { type: 'default', name: 'Detail asset' });
  loose = await create(server, tenant, '/api/device', { name: 'Loose device' });
  await assign(server, tenant, full.id.id, device.id);
  await assign(server, tenant, bare.id.id, asset.id);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbGetCustomerDetailsNode (enrichment "customer details")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGetCustomerDetailsNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.TbGetCustomerDetailsNode',
      type: 'ENRICHMENT',
      name: 'customer details',
      configDirective: 'tbEnrichmentNodeEntityDetailsConfig',
    });
    expect(TbGetCustomerDetailsNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbGetCustomerDetailsNode.defaultConfiguration).toEqual({ detailsList: [], addToMetadata: false });
  });

  it('adds every selected detail to the data, other data kept exactly', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetCustomerDetailsNode, { detailsList: [...ENTITY_DETAILS] });
    const msg = msgFrom(device.id, '{"temperature":3.0,"big":12345678901234567890}', { kept: 'yes' });
    const [routed] = await node.run(msg);
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg.metadata).toEqual({ kept: 'yes' });
    expect(routed!.msg.data).toBe(
      '{"temperature":3.0,"big":12345678901234567890,"customer_title":"Full customer","customer_country":"Ukraine","customer_state":"Lviv oblast","customer_city":"Lviv","customer_zip":"79000","customer_address":"Rynok 1","customer_address2":"Floor 2","customer_phone":"+380000000","customer_email":"buyer@example.com","customer_additionalInfo":"Best customer"}',
    );
  });

  it('adds them to the metadata when addToMetadata; empty fields are left out', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetCustomerDetailsNode, { detailsList: ['TITLE', 'CITY', 'ADDITIONAL_INFO'], addToMetadata: true });
    const msg = msgFrom(asset.id, 'not json at all');
    const [routed] = await node.run(msg);
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg.metadata).toEqual({ customer_title: 'Bare customer' });
    expect(routed!.msg.data).toBe('not json at all');
  });

  it('passes the message unchanged when nothing is selected', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetCustomerDetailsNode);
    const msg = msgFrom(loose.id);
    expect(await node.run(msg)).toEqual([{ relations: ['Success'], msg }]);
  });

  it('fails without a customer, for unsupported originators and for data that is not an object', async () => {
    const node = await startNode(server, tenant.tenantId, TbGetCustomerDetailsNode, { detailsList: ['TITLE'] });
    expect((await node.run(msgFrom(loose.id)))[0]!.error).toBe("Device with name 'Loose device' is not assigned to Customer.");
    expect((await node.run(msgFrom({ entityType: 'DEVICE', id: '0e9d1f3c-4b7a-4c2e-9f7d-1a2b3c4d5e6f' })))[0]!.error).toBe(
      "Device with id '0e9d1f3c-4b7a-4c2e-9f7d-1a2b3c4d5e6f' not found.",
    );
    expect((await node.run(msgFrom({ entityType: 'TENANT', id: tenant.tenantId })))[0]!.error).toBe("Entity with entityType 'TENANT' is not supported.");
    const [array] = await node.run(msgFrom(device.id, [1, 2]));
    expect([array!.relations, array!.error]).toEqual([['Failure'], 'Incoming message data is not a JSON object']);
  });

  it('refuses unknown details', async () => {
    await expect(startNode(server, tenant.tenantId, TbGetCustomerDetailsNode, { detailsList: ['NAME'] as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbGetCustomerDetailsNode, { addToMetadata: 1 as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
