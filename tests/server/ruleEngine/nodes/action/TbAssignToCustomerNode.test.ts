import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbAssignToCustomerNode } from '../../../../../server/ruleEngine/nodes/action/TbAssignToCustomerNode';
import { NULL_UUID } from '../../../../../server/store/ids';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgOf, type Tenant } from './actionHelpers';
import { assignables, customersOf } from './customerNodes';

let server: RunningServer;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const customer = (t: Tenant, title: string) => create(server, t, '/api/customer', { title });

describe('TbAssignToCustomerNode (action "assign to customer")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbAssignToCustomerNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.action.TbAssignToCustomerNode', type: 'ACTION', name: 'assign to customer', configDirective: 'tbActionNodeAssignToCustomerConfig' });
    expect(TbAssignToCustomerNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbAssignToCustomerNode.defaultConfiguration).toEqual({ customerNamePattern: '', createCustomerIfNotExists: false, customerCacheExpiration: 300 });
  });

  it('assigns devices, assets, entity views, edges and dashboards to the customer the ${} / $[] pattern names', async () => {
    const buyer = await customer(tenant, 'Buyer Ltd');
    const entities = await assignables(server, tenant);
    const node = await startNode(server, tenant.tenantId, TbAssignToCustomerNode, { customerNamePattern: '${company} $[suffix]' });
    for (const entity of Object.values(entities)) {
      const msg = msgOf(entity, 'POST_TELEMETRY_REQUEST', { suffix: 'Ltd' }, { company: 'Buyer' });
      const routed = await node.run(msg);
      expect([entity.entityType, routed.map((r) => r.relations), routed[0]!.msg]).toEqual([entity.entityType, [['Success']], msg]);
      expect(await customersOf(server, entity)).toEqual([buyer.id]);
    }
    expect(node.ctx.enqueued).toEqual([]);
  });

  it('fails when no customer has that title, or creates it when told to (ENTITY_CREATED enqueued)', async () => {
    const { DEVICE: device } = await assignables(server, tenant);
    const strict = await startNode(server, tenant.tenantId, TbAssignToCustomerNode, { customerNamePattern: '${owner}' });
    const [missing] = await strict.run(msgOf(device, 'POST_TELEMETRY_REQUEST', {}, { owner: 'Newcomer' }));
    expect(missing!.relations).toEqual(['Failure']);
    expect(missing!.error).toBe("No customer found with name 'Newcomer'.");
    expect(await customersOf(server, device)).toEqual([NULL_UUID]);

    const creating = await startNode(server, tenant.tenantId, TbAssignToCustomerNode, { customerNamePattern: '${owner}', createCustomerIfNotExists: true });
    const [made] = await creating.run(msgOf(device, 'POST_TELEMETRY_REQUEST', {}, { owner: 'Newcomer' }));
    expect(made!.relations).toEqual(['Success']);
    const created = (await server.stores.customers.findByTitle(tenant.tenantId, 'Newcomer'))!;
    expect(await customersOf(server, device)).toEqual([created.id.id]);
    expect(creating.ctx.enqueued).toHaveLength(1);
    expect(creating.ctx.enqueued[0]).toMatchObject({ type: 'ENTITY_CREATED', originator: created.id, metadata: { ruleNodeId: creating.ctx.self.id } });
    expect(JSON.parse(creating.ctx.enqueued[0]!.data)).toMatchObject({ title: 'Newcomer' });

    // A miss is not cached: the strict node finds the customer created meanwhile.
    expect((await strict.run(msgOf(device, 'POST_TELEMETRY_REQUEST', {}, { owner: 'Newcomer' })))[0]!.relations).toEqual(['Success']);
  });

  it('creates customers within the tenant limits; Public is found like any customer', async () => {
    const limited = await newTenantAdmin(server, { maxCustomers: 1 });
    const { DEVICE: device } = await assignables(server, limited);
    const node = await startNode(server, limited.tenantId, TbAssignToCustomerNode, { customerNamePattern: '${owner}', createCustomerIfNotExists: true });
    expect((await node.run(msgOf(device, 'X', {}, { owner: 'First' })))[0]!.relations).toEqual(['Success']);
    const [second] = await node.run(msgOf(device, 'X', {}, { owner: 'Second' }));
    expect(second!.error).toBe("Can't create more then 1 customers!");
    // Once the tenant has its Public customer (made when something is first made public), it is found by name like any customer.
    const publicCustomer = await server.stores.customers.findOrCreatePublicCustomer(limited.tenantId);
    const publicNode = await startNode(server, limited.tenantId, TbAssignToCustomerNode, { customerNamePattern: 'Public', createCustomerIfNotExists: true });
    expect((await publicNode.run(msgOf(device, 'X', {})))[0]!.relations).toEqual(['Success']);
    expect(await customersOf(server, device)).toEqual([publicCustomer.id.id]);
  });

  it('fails other originator types and entities of another tenant', async () => {
    await customer(tenant, 'Only here');
    const node = await startNode(server, tenant.tenantId, TbAssignToCustomerNode, { customerNamePattern: 'Only here' });
    const [user] = await node.run(msgOf({ entityType: 'USER', id: '00000000-0000-4000-8000-000000000001' }, 'X', {}));
    expect(user!.error).toBe("Unsupported originator type 'USER'! Only 'DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE' or 'DASHBOARD' types are allowed.");
    const foreign = (await assignables(server, other)).DEVICE;
    const [cross] = await node.run(msgOf(foreign, 'X', {}));
    expect(cross!.error).toBe(`DEVICE with id [${foreign.id}] is not found`);
    expect(await customersOf(server, foreign)).toEqual([NULL_UUID]);
  });

  it('refuses a bad configuration at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbAssignToCustomerNode)).rejects.toThrow('Customer name pattern should be specified!');
    await expect(startNode(server, tenant.tenantId, TbAssignToCustomerNode, { customerNamePattern: 'x', customerCacheExpiration: -1 })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbAssignToCustomerNode, { customerNamePattern: 'x', createCustomerIfNotExists: 'yes' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
