import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, expectError, pageQuery, UNKNOWN_UUID } from './tenancyHelpers';

/*
 * Dashboards and rule chains on edges, the edge root rule chain, and the customer
 * events of entities on an edge (ThingsBoard CE 3.3 edge controllers).
 */

type Admin = Awaited<ReturnType<typeof newTenantAdmin>>;

let server: RunningServer;
let base: string;
let a: Admin;
let b: Admin;
let userA: Awaited<ReturnType<typeof newCustomerUser>>;
let otherA: Awaited<ReturnType<typeof newCustomerUser>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  a = await newTenantAdmin(server);
  b = await newTenantAdmin(server);
  userA = await newCustomerUser(server, a.tenantId, 'Edge assign customer');
  otherA = await newCustomerUser(server, a.tenantId, 'Edge assign other');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

let counter = 0;
const newEdge = (who: Admin = a) => {
  counter++;
  return saved(base, '/api/edge', who.token, { name: `Assign edge ${counter}`, type: 'gw', routingKey: `assign-rk-${counter}`, secret: 'secret' });
};
const get = (path: string, token = a.token) => api(base, path, { token });
const post = (path: string, token = a.token) => api(base, path, { method: 'POST', token });
const del = (path: string, token = a.token) => api(base, path, { method: 'DELETE', token });
const eventsOf = async (edgeId: string) =>
  (await get(`/api/edge/${edgeId}/events?${pageQuery({ pageSize: 100, sortProperty: 'createdTime', sortOrder: 'ASC' })}`)).body.data as {
    type: string;
    action: string;
    entityId: string;
    body: unknown;
  }[];
const actions = async (edgeId: string) => (await eventsOf(edgeId)).map((e) => `${e.type}:${e.action}`);
const edgeChain = (name: string, who: Admin = a) => saved(base, '/api/ruleChain', who.token, { name, type: 'EDGE' });

describe('edge root rule chain', () => {
  it('gives every new edge the tenant’s one Edge Root Rule Chain, assigned to it', async () => {
    const first = await newEdge();
    const second = await newEdge();
    const roots = (await get(`/api/ruleChains?${pageQuery({ type: 'EDGE' })}`)).body.data;
    expect(roots).toMatchObject([{ name: 'Edge Root Rule Chain', type: 'EDGE', root: true, tenantId: { id: a.tenantId } }]);
    expect(first.rootRuleChainId).toEqual(roots[0].id);
    expect(second.rootRuleChainId).toEqual(roots[0].id);
    const metadata = (await get(`/api/ruleChain/${roots[0].id.id}/metadata`)).body;
    expect(metadata.nodes.map((n: { name: string }) => n.name)).toContain('Push to cloud');
    expect(metadata.nodes[metadata.firstNodeIndex].name).toBe('Device Profile Node');
    // The CORE root stays the only CORE chain.
    expect((await get(`/api/ruleChains?${pageQuery({ type: 'CORE' })}`)).body.data.map((c: { name: string }) => c.name)).toEqual(['Root Rule Chain']);
    for (const edge of [first, second]) {
      expect((await get(`/api/edge/${edge.id.id}/ruleChains?${pageQuery()}`)).body.data.map((c: { id: unknown }) => c.id)).toEqual([roots[0].id]);
      expect(await actions(edge.id.id)).toEqual(['RULE_CHAIN:ASSIGNED_TO_EDGE']);
    }
    // Another tenant gets its own.
    const edgeB = await newEdge(b);
    expect(edgeB.rootRuleChainId.id).not.toBe(roots[0].id.id);
  });

  it('also assigns the chains marked "auto-assign to edge" to every new edge', async () => {
    const auto = await edgeChain('Auto assigned');
    expect((await post(`/api/ruleChain/${auto.id.id}/autoAssignToEdge`)).status).toBe(200);
    const edge = await newEdge();
    const names = (await get(`/api/edge/${edge.id.id}/ruleChains?${pageQuery({ sortProperty: 'name' })}`)).body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Auto assigned', 'Edge Root Rule Chain']);
    expect(await actions(edge.id.id)).toEqual(['RULE_CHAIN:ASSIGNED_TO_EDGE', 'RULE_CHAIN:ASSIGNED_TO_EDGE']);
    expect((await del(`/api/ruleChain/${auto.id.id}/autoAssignToEdge`)).status).toBe(200);
  });

  it('moves the root only through the root endpoint, and protects the root chain', async () => {
    const edge = await newEdge();
    const oldRoot = edge.rootRuleChainId.id;
    expectError(await del(`/api/edge/${edge.id.id}/ruleChain/${oldRoot}`), 400, 31, /Can't unassign root rule chain from edge/);
    expect(countRows(server, 'relation', 'from_id = ? and to_id = ?', edge.id.id, oldRoot)).toBe(1);

    const chain = await edgeChain('Next edge root');
    const core = (await get(`/api/ruleChains?${pageQuery({ type: 'CORE' })}`)).body.data[0];
    expectError(await post(`/api/edge/${edge.id.id}/${core.id.id}/root`), 400, 31, "Can't assign rule chain of type CORE to edge!");
    const moved = await post(`/api/edge/${edge.id.id}/${chain.id.id}/root`);
    expect(moved.status).toBe(200);
    expect(moved.body.rootRuleChainId).toEqual(chain.id);
    // Set as root means assigned too.
    expect((await get(`/api/edge/${edge.id.id}/ruleChains?${pageQuery({ sortProperty: 'name' })}`)).body.data.map((c: { name: string }) => c.name)).toEqual([
      'Edge Root Rule Chain',
      'Next edge root',
    ]);
    expectError(await del(`/api/ruleChain/${chain.id.id}`), 400, 31, /Can't delete rule chain that is root for edge/);
    expect(countRows(server, 'rule_chain', 'id = ?', chain.id.id)).toBe(1);
    expect((await del(`/api/edge/${edge.id.id}/ruleChain/${oldRoot}`)).status).toBe(200);

    const chainB = await edgeChain('B chain', b);
    expectError(await post(`/api/edge/${edge.id.id}/${chainB.id.id}/root`), 403, 20);
    expectError(await post(`/api/edge/${edge.id.id}/${chain.id.id}/root`, b.token), 403, 20);
    expectError(await post(`/api/edge/${edge.id.id}/${chain.id.id}/root`, userA.token), 403, 20);
    expect((await get(`/api/edge/${edge.id.id}`)).body.rootRuleChainId).toEqual(chain.id);
  });
});

describe('dashboards and rule chains on an edge', () => {
  it('assigns EDGE rule chains and dashboards, lists them, records events and syncs them', async () => {
    const edge = await newEdge();
    const E = edge.id.id;
    const chain = await edgeChain('Edge extra chain');
    const dashboard = await saved(base, '/api/dashboard', a.token, { title: 'Edge dashboard' });
    await saved(base, '/api/dashboard', a.token, { title: 'Not on edge' });

    expect((await post(`/api/edge/${E}/ruleChain/${chain.id.id}`)).body).toMatchObject({ id: chain.id, type: 'EDGE' });
    expect((await post(`/api/edge/${E}/dashboard/${dashboard.id.id}`)).body).toMatchObject({ id: dashboard.id, title: 'Edge dashboard' });
    const dashboards = (await get(`/api/edge/${E}/dashboards?${pageQuery()}`)).body;
    expect(dashboards.totalElements).toBe(1);
    expect(dashboards.data[0]).toMatchObject({ id: dashboard.id, title: 'Edge dashboard', assignedCustomers: [] });
    expect(dashboards.data[0].configuration).toBeUndefined();
    expect((await get(`/api/edge/${E}/ruleChains?${pageQuery({ textSearch: 'extra' })}`)).body.data.map((c: { id: unknown }) => c.id)).toEqual([chain.id]);

    // Changes reach the edge as events.
    await saved(base, '/api/dashboard', a.token, { ...(await get(`/api/dashboard/${dashboard.id.id}`)).body, title: 'Renamed' });
    await saved(base, '/api/ruleChain', a.token, { ...chain, name: 'Renamed chain' });
    expect((await del(`/api/edge/${E}/dashboard/${dashboard.id.id}`)).status).toBe(200);
    expect(await actions(E)).toEqual([
      'RULE_CHAIN:ASSIGNED_TO_EDGE',
      'RULE_CHAIN:ASSIGNED_TO_EDGE',
      'DASHBOARD:ASSIGNED_TO_EDGE',
      'DASHBOARD:UPDATED',
      'RULE_CHAIN:UPDATED',
      'DASHBOARD:UNASSIGNED_FROM_EDGE',
    ]);
    expect((await get(`/api/edge/${E}/dashboards?${pageQuery()}`)).body.totalElements).toBe(0);

    await post(`/api/edge/${E}/dashboard/${dashboard.id.id}`);
    expect((await post(`/api/edge/sync/${E}`)).status).toBe(200);
    const added = (await eventsOf(E)).filter((e) => e.action === 'ADDED').map((e) => `${e.type}:${e.entityId}`);
    expect(added.sort()).toEqual([`DASHBOARD:${dashboard.id.id}`, `EDGE:${E}`, `RULE_CHAIN:${chain.id.id}`, `RULE_CHAIN:${edge.rootRuleChainId.id}`].sort());

    // Deleting the dashboard tells the edge and takes it off.
    expect((await del(`/api/dashboard/${dashboard.id.id}`)).status).toBe(200);
    expect((await eventsOf(E)).at(-1)).toMatchObject({ type: 'DASHBOARD', action: 'DELETED', entityId: dashboard.id.id });
    expect(countRows(server, 'relation', 'from_id = ? and to_id = ?', E, dashboard.id.id)).toBe(0);
  });

  it('refuses a CORE rule chain with 400 and stores nothing', async () => {
    const edge = await newEdge();
    const core = (await get(`/api/ruleChains?${pageQuery({ type: 'CORE' })}`)).body.data[0];
    const before = [countRows(server, 'relation', 'from_id = ?', edge.id.id), countRows(server, 'edge_event', 'edge_id = ?', edge.id.id)];
    expectError(await post(`/api/edge/${edge.id.id}/ruleChain/${core.id.id}`), 400, 31, "Can't assign rule chain of type CORE to edge!");
    expectError(await post(`/api/edge/${edge.id.id}/ruleChain/not-a-uuid`), 400, 31);
    expectError(await post(`/api/edge/${edge.id.id}/dashboard/${UNKNOWN_UUID}`), 404, 32);
    expect([countRows(server, 'relation', 'from_id = ?', edge.id.id), countRows(server, 'edge_event', 'edge_id = ?', edge.id.id)]).toEqual(before);
  });

  it('keeps tenants apart and lets customer users read only dashboards of their customer', async () => {
    const edge = await newEdge();
    const E = edge.id.id;
    const edgeB = await newEdge(b);
    const shared = await saved(base, '/api/dashboard', a.token, { title: 'Shared with customer' });
    const internal = await saved(base, '/api/dashboard', a.token, { title: 'Internal' });
    const chain = await edgeChain('Tenant A chain');
    const dashboardB = await saved(base, '/api/dashboard', b.token, { title: 'B dashboard' });
    const chainB = await edgeChain('Tenant B chain', b);
    await post(`/api/edge/${E}/dashboard/${shared.id.id}`);
    await post(`/api/edge/${E}/dashboard/${internal.id.id}`);
    await post(`/api/edge/${E}/ruleChain/${chain.id.id}`);
    await post(`/api/customer/${userA.customerId}/dashboard/${shared.id.id}`);
    await saved(base, `/api/customer/${userA.customerId}/edge/${E}`, a.token, undefined);

    // Another tenant: neither A's edge nor A's dashboards and chains on its own edge.
    const before = countRows(server, 'relation', 'from_id in (?, ?)', E, edgeB.id.id);
    for (const [method, path] of [
      ['POST', `/api/edge/${E}/dashboard/${dashboardB.id.id}`],
      ['POST', `/api/edge/${E}/ruleChain/${chainB.id.id}`],
      ['DELETE', `/api/edge/${E}/dashboard/${shared.id.id}`],
      ['GET', `/api/edge/${E}/dashboards?${pageQuery()}`],
      ['GET', `/api/edge/${E}/ruleChains?${pageQuery()}`],
      ['POST', `/api/edge/${edgeB.id.id}/dashboard/${shared.id.id}`],
      ['POST', `/api/edge/${edgeB.id.id}/ruleChain/${chain.id.id}`],
    ]) {
      expectError(await api(base, path, { method, token: b.token }), 403, 20);
    }
    expect(countRows(server, 'relation', 'from_id in (?, ?)', E, edgeB.id.id)).toBe(before);

    // Customer users: read the dashboards their customer has, never rule chains, never write.
    const mine = (await get(`/api/edge/${E}/dashboards?${pageQuery()}`, userA.token)).body;
    expect(mine.data.map((d: { title: string }) => d.title)).toEqual(['Shared with customer']);
    expect((await get(`/api/edge/${E}/dashboards?${pageQuery()}`)).body.totalElements).toBe(2);
    expectError(await get(`/api/edge/${E}/ruleChains?${pageQuery()}`, userA.token), 403, 20);
    expectError(await get(`/api/edge/${E}/dashboards?${pageQuery()}`, otherA.token), 403, 20);
    expectError(await post(`/api/edge/${E}/dashboard/${internal.id.id}`, userA.token), 403, 20);
    expectError(await del(`/api/edge/${E}/ruleChain/${chain.id.id}`, userA.token), 403, 20);
  });
});

describe('customer changes of entities on an edge', () => {
  it('records ASSIGNED_TO_CUSTOMER and UNASSIGNED_FROM_CUSTOMER with the customer id', async () => {
    const edge = await newEdge();
    const E = edge.id.id;
    const device = await saved(base, '/api/device', a.token, { name: 'Edge customer device' });
    const loose = await saved(base, '/api/device', a.token, { name: 'Device on no edge' });
    const dashboard = await saved(base, '/api/dashboard', a.token, { title: 'Edge customer dashboard' });
    await post(`/api/edge/${E}/device/${device.id.id}`);
    await post(`/api/edge/${E}/dashboard/${dashboard.id.id}`);
    const customer = { entityType: 'CUSTOMER', id: userA.customerId };
    const mark = (await eventsOf(E)).length;

    await saved(base, `/api/customer/${userA.customerId}/device/${device.id.id}`, a.token, undefined);
    await saved(base, `/api/customer/${userA.customerId}/device/${loose.id.id}`, a.token, undefined);
    await saved(base, `/api/customer/${userA.customerId}/dashboard/${dashboard.id.id}`, a.token, undefined);
    await saved(base, `/api/customer/${userA.customerId}/edge/${E}`, a.token, undefined);
    expect((await del(`/api/customer/device/${device.id.id}`)).status).toBe(200);
    expect((await del(`/api/customer/${userA.customerId}/dashboard/${dashboard.id.id}`)).status).toBe(200);
    expect((await del(`/api/customer/edge/${E}`)).status).toBe(200);
    expect((await eventsOf(E)).slice(mark).map(({ type, action, entityId, body }) => ({ type, action, entityId, body }))).toEqual([
      { type: 'DEVICE', action: 'ASSIGNED_TO_CUSTOMER', entityId: device.id.id, body: customer },
      { type: 'DASHBOARD', action: 'ASSIGNED_TO_CUSTOMER', entityId: dashboard.id.id, body: customer },
      { type: 'EDGE', action: 'ASSIGNED_TO_CUSTOMER', entityId: E, body: customer },
      { type: 'DEVICE', action: 'UNASSIGNED_FROM_CUSTOMER', entityId: device.id.id, body: customer },
      { type: 'DASHBOARD', action: 'UNASSIGNED_FROM_CUSTOMER', entityId: dashboard.id.id, body: customer },
      { type: 'EDGE', action: 'UNASSIGNED_FROM_CUSTOMER', entityId: E, body: customer },
    ]);
    expect((await get(`/api/edge/${E}`)).body.customerId.id).toBe(NULL_UUID);

    // A refused assignment (another tenant's customer, or a customer user) records nothing.
    const customerB = await saved(base, '/api/customer', b.token, { title: 'B customer for edge' });
    expectError(await post(`/api/customer/${customerB.id.id}/device/${device.id.id}`), 403, 20);
    expectError(await post(`/api/customer/${userA.customerId}/device/${device.id.id}`, userA.token), 403, 20);
    expectError(await post(`/api/customer/${userA.customerId}/device/${device.id.id}`, b.token), 403, 20);
    expect((await eventsOf(E)).length).toBe(mark + 6);
  });
});
