import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbUnassignFromCustomerNode } from '../../../../../server/ruleEngine/nodes/action/TbUnassignFromCustomerNode';
import { NULL_UUID, type EntityId } from '../../../../../server/store/ids';
import { newTenantAdmin } from '../../../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgOf, type Tenant } from './actionHelpers';
import { assignables, customersOf } from './customerNodes';

let server: RunningServer;
let tenant: Tenant;
let alpha: EntityId;
let beta: EntityId;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  alpha = await create(server, tenant, '/api/customer', { title: 'Alpha' });
  beta = await create(server, tenant, '/api/customer', { title: 'Beta' });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

/** Assigns through the REST API, as a tenant administrator would. */
async function assign(customer: EntityId, entity: EntityId): Promise<void> {
  const segment = { DEVICE: 'device', ASSET: 'asset', ENTITY_VIEW: 'entityView', EDGE: 'edge', DASHBOARD: 'dashboard' }[entity.entityType as 'DEVICE'];
  const res = await api(server.url, `/api/customer/${customer.id}/${segment}/${entity.id}`, { method: 'POST', token: tenant.token });
  if (res.status !== 200) throw new Error(`assign ${entity.entityType}: ${res.status} ${res.text}`);
}

describe('TbUnassignFromCustomerNode (action "unassign from customer")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbUnassignFromCustomerNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.action.TbUnassignFromCustomerNode',
      type: 'ACTION',
      name: 'unassign from customer',
      configDirective: 'tbActionNodeUnAssignToCustomerConfig',
    });
    expect(TbUnassignFromCustomerNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbUnassignFromCustomerNode.defaultConfiguration).toEqual({ customerNamePattern: '', customerCacheExpiration: 300 });
  });

  it('unassigns devices, assets, entity views and edges, and takes a dashboard from the named customer only', async () => {
    const entities = await assignables(server, tenant);
    for (const entity of Object.values(entities)) await assign(alpha, entity);
    await assign(beta, entities.DASHBOARD);
    const node = await startNode(server, tenant.tenantId, TbUnassignFromCustomerNode, { customerNamePattern: '$[customer]' });
    for (const entity of Object.values(entities)) {
      const msg = msgOf(entity, 'ENTITY_UPDATED', { customer: 'Alpha' });
      const routed = await node.run(msg);
      expect([entity.entityType, routed.map((r) => r.relations), routed[0]!.msg]).toEqual([entity.entityType, [['Success']], msg]);
    }
    for (const type of ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE'] as const) expect(await customersOf(server, entities[type])).toEqual([NULL_UUID]);
    expect(await customersOf(server, entities.DASHBOARD)).toEqual([beta.id]);
  });

  it('clears a device whichever existing customer is named, as ThingsBoard does; a missing customer fails', async () => {
    const { DEVICE: device } = await assignables(server, tenant);
    await assign(alpha, device);
    const node = await startNode(server, tenant.tenantId, TbUnassignFromCustomerNode, { customerNamePattern: '${name}' });
    const [missing] = await node.run(msgOf(device, 'X', {}, { name: 'Gamma' }));
    expect(missing!.error).toBe("No customer found with name 'Gamma'.");
    expect(await customersOf(server, device)).toEqual([alpha.id]);
    expect((await node.run(msgOf(device, 'X', {}, { name: 'Beta' })))[0]!.relations).toEqual(['Success']);
    expect(await customersOf(server, device)).toEqual([NULL_UUID]);
    // Not assigned any more: still Success.
    expect((await node.run(msgOf(device, 'X', {}, { name: 'Beta' })))[0]!.relations).toEqual(['Success']);
  });

  it('fails other originator types', async () => {
    const node = await startNode(server, tenant.tenantId, TbUnassignFromCustomerNode, { customerNamePattern: 'Alpha' });
    const [routed] = await node.run(msgOf(alpha, 'X', {}));
    expect(routed!.error).toContain("Unsupported originator type 'CUSTOMER'!");
  });

  it('refuses a bad configuration at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbUnassignFromCustomerNode)).rejects.toThrow('Customer name pattern should be specified!');
    await expect(startNode(server, tenant.tenantId, TbUnassignFromCustomerNode, { customerNamePattern: 'x', customerCacheExpiration: 1.5 })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
