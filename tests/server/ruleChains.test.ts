import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { ruleEngineOf } from '../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../server/ruleEngine/msg/TbMsg';
import { newId } from '../../server/store/ids';
import { sqlite } from './accountHelpers';
import { newTenantAdmin, saved } from './entityHelpers';
import { api } from './helpers';
import { demoServer, countRows, demoContext, eid, expectError, pageQuery, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let base: string;
let tokens: Tokens;

demoServer((suite) => ({ server, base, tokens } = suite));

const get = (path: string, token: string) => api(base, path, { token });
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((chain) => chain.name);
const ENGINE = 'org.thingsboard.rule.engine.';
const FILTER = `${ENGINE}filter.TbJsFilterNode`;

/** One script filter in debug mode: the chain's only node. */
const filterChain = (ruleChainId: unknown, jsScript: string) => ({
  ruleChainId,
  firstNodeIndex: 0,
  nodes: [{ type: FILTER, name: 'Filter', debugMode: true, configuration: { jsScript } }],
  connections: [],
});

/** Runs a telemetry message through the tenant's chains (its root, or `ruleChainId`) and waits for the debug events. */
async function runMessage(tenantId: string, ruleChainId?: string) {
  const engine = ruleEngineOf(server.app)!;
  const msg = newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: newId() }, data: '{"temperature":25}', metadata: { deviceName: 'A' } });
  await engine.submit(tenantId, msg, ruleChainId ? { ruleChainId } : {});
  await engine.debug.flush();
}

/** Relations of a node's OUT debug events, oldest first. */
function outRelations(nodeId: string): string[] {
  return sqlite(server, (db) => db.prepare("select body from event where entity_id = ? and event_type = 'DEBUG_RULE_NODE' order by created_time, rowid").all(nodeId) as { body: string }[])
    .map((row) => JSON.parse(row.body))
    .filter((body) => body.type === 'OUT')
    .map((body) => body.relationType);
}

describe('rule chains', () => {
  it('give every tenant, the demo one included, a root CORE "Root Rule Chain" with the default nodes', async () => {
    for (const token of [tokens.tenant, (await newTenantAdmin(server)).token]) {
      const list = await get(`/api/ruleChains?${pageQuery()}`, token);
      expect(list.body).toMatchObject({ totalElements: 1, hasNext: false });
      const root = list.body.data[0];
      expect(root).toEqual({
        id: { entityType: 'RULE_CHAIN', id: expect.any(String) },
        createdTime: expect.any(Number),
        additionalInfo: null,
        tenantId: { entityType: 'TENANT', id: expect.any(String) },
        name: 'Root Rule Chain',
        type: 'CORE',
        firstRuleNodeId: { entityType: 'RULE_NODE', id: expect.any(String) },
        root: true,
        debugMode: false,
        configuration: null,
      });
      const metadata = (await get(`/api/ruleChain/${root.id.id}/metadata`, token)).body;
      expect(metadata).toMatchObject({ ruleChainId: root.id, firstNodeIndex: 6, ruleChainConnections: null });
      expect(metadata.nodes.map((node: { type: string }) => node.type.replace(ENGINE, ''))).toEqual([
        'telemetry.TbMsgTimeseriesNode', 'telemetry.TbMsgAttributesNode', 'filter.TbMsgTypeSwitchNode', 'action.TbLogNode',
        'action.TbLogNode', 'rpc.TbSendRPCRequestNode', 'profile.TbDeviceProfileNode',
      ]);
      expect(metadata.nodes[6].id).toEqual(root.firstRuleNodeId);
      expect(metadata.connections).toContainEqual({ fromIndex: 2, toIndex: 0, type: 'Post telemetry' });
    }
  });

  it('saves chains, refusing a second root, lists them by type with name search, and keeps type and root on update', async () => {
    const admin = await newTenantAdmin(server);
    const another = 'Another root rule chain is present in scope of current tenant!';
    expectError(await api(base, '/api/ruleChain', { token: admin.token, body: { name: 'Second root', root: true } }), 400, 31, another);
    const created = await saved(base, '/api/ruleChain', admin.token, { name: 'Thermostat chain', root: false, debugMode: true, additionalInfo: { description: 'd' } });
    expect(created).toMatchObject({ name: 'Thermostat chain', type: 'CORE', root: false, debugMode: true, firstRuleNodeId: null, additionalInfo: { description: 'd' }, tenantId: eid('TENANT', admin.tenantId) });
    // The first EDGE chain asked to be root becomes the edge template root; a second one is refused.
    const edge = await saved(base, '/api/ruleChain', admin.token, { name: 'Edge chain', type: 'EDGE', root: true });
    expect([edge.type, edge.root]).toEqual(['EDGE', true]);
    expectError(await api(base, '/api/ruleChain', { token: admin.token, body: { name: 'Edge 2', type: 'EDGE', root: true } }), 400, 31, 'Another edge template root rule chain is present in scope of current tenant!');
    expectError(await api(base, '/api/ruleChain', { token: admin.token, body: { ...created, root: true } }), 400, 31, another);
    const updated = await saved(base, '/api/ruleChain', admin.token, { ...created, name: 'Renamed chain', type: 'EDGE' });
    expect(updated).toMatchObject({ id: created.id, name: 'Renamed chain', type: 'CORE', root: false, createdTime: created.createdTime });
    const root = (await get(`/api/ruleChains?${pageQuery({ textSearch: 'Root Rule' })}`, admin.token)).body.data[0];
    expect(await saved(base, '/api/ruleChain', admin.token, { ...root, root: false, additionalInfo: { description: 'still root' } })).toMatchObject({ root: true });
    expect(await saved(base, '/api/ruleChain', admin.token, { ...root, root: true })).toMatchObject({ root: true });

    expect(names(await get(`/api/ruleChains?${pageQuery({ sortProperty: 'name' })}`, admin.token))).toEqual(['Renamed chain', 'Root Rule Chain']);
    expect(names(await get(`/api/ruleChains?${pageQuery({ type: 'CORE', textSearch: 'RENAMED' })}`, admin.token))).toEqual(['Renamed chain']);
    expect(names(await get(`/api/ruleChains?${pageQuery({ type: 'EDGE' })}`, admin.token))).toEqual(['Edge chain']);
    expectError(await get(`/api/ruleChains?${pageQuery({ type: 'FANCY' })}`, admin.token), 400, 31);
    expectError(await get('/api/ruleChains?pageSize=0&page=0', admin.token), 400, 31);
    expect((await get(`/api/ruleChain/${created.id.id}/metadata`, admin.token)).body).toEqual({
      ruleChainId: created.id, firstNodeIndex: null, nodes: [], connections: [], ruleChainConnections: null,
    });
  });

  it.each([
    ['no name', { name: undefined }, 'Rule chain name should be specified!'],
    ['a blank name', { name: ' ' }, 'Rule chain name should be specified!'],
    ['a 256-character name', { name: 'n'.repeat(256) }],
    ['an unknown type', { type: 'FAST' }],
    ['debugMode as a number', { debugMode: 1 }],
    ['configuration as text', { configuration: 'x' }],
    ['additionalInfo as an array', { additionalInfo: [] }],
    ['a malformed id', { id: { entityType: 'RULE_CHAIN', id: 'x' } }],
  ] as [string, Record<string, unknown>, string?][])('refuses %s with 400/31 and stores nothing', async (_name, override, message) => {
    const before = countRows(server, 'rule_chain');
    expectError(await api(base, '/api/ruleChain', { token: tokens.tenant, body: { name: 'Bad chain', ...override } }), 400, 31, message);
    expect(countRows(server, 'rule_chain')).toBe(before);
  });

  it('moves the root flag among the tenant’s CORE chains only, and never deletes the root', async () => {
    const admin = await newTenantAdmin(server);
    const oldRoot = (await get(`/api/ruleChains?${pageQuery()}`, admin.token)).body.data[0];
    expectError(await api(base, `/api/ruleChain/${oldRoot.id.id}`, { method: 'DELETE', token: admin.token }), 400, 31, 'Deletion of Root Tenant Rule Chain is prohibited!');
    const next = await saved(base, '/api/ruleChain', admin.token, { name: 'Next root' });
    const edge = await saved(base, '/api/ruleChain', admin.token, { name: 'Edge', type: 'EDGE' });
    expectError(await api(base, `/api/ruleChain/${edge.id.id}/root`, { method: 'POST', token: admin.token }), 400, 31);
    const made = await saved(base, `/api/ruleChain/${next.id.id}/root`, admin.token, undefined);
    expect(made).toMatchObject({ id: next.id, root: true });
    expect((await get(`/api/ruleChain/${oldRoot.id.id}`, admin.token)).body.root).toBe(false);
    expect(countRows(server, 'rule_chain', 'tenant_id = ? and root = 1', admin.tenantId)).toBe(1);
    const res = await api(base, `/api/ruleChain/${oldRoot.id.id}`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.text]).toEqual([200, '']);
    expectError(await get(`/api/ruleChain/${oldRoot.id.id}`, admin.token), 404, 32);
  });

  it('refuses deleting a chain a device profile routes to', async () => {
    const admin = await newTenantAdmin(server);
    const chain = await saved(base, '/api/ruleChain', admin.token, { name: 'Profile chain' });
    const profile = await saved(base, '/api/deviceProfile', admin.token, { name: 'Routed', defaultRuleChainId: chain.id });
    expect(profile.defaultRuleChainId).toEqual(chain.id);
    expectError(await api(base, `/api/ruleChain/${chain.id.id}`, { method: 'DELETE', token: admin.token }), 400, 31, 'The rule chain referenced by the device profiles cannot be deleted!');
    expect(countRows(server, 'rule_chain', 'id = ?', chain.id.id)).toBe(1);
  });

  it('saves metadata as given, with node ids and the first node, after checking ownership', async () => {
    const admin = await newTenantAdmin(server);
    const chain = await saved(base, '/api/ruleChain', admin.token, { name: 'With nodes' });
    const body = {
      ruleChainId: chain.id,
      firstNodeIndex: 1,
      nodes: [
        { type: `${ENGINE}filter.TbMsgTypeSwitchNode`, name: 'Switch', debugMode: false, configuration: { version: 0 }, additionalInfo: { layoutX: 1, layoutY: 2 }, extra: 'kept' },
        { type: `${ENGINE}filter.TbJsFilterNode`, name: 'Filter', configuration: { jsScript: 'return true;' } },
      ],
      connections: [{ fromIndex: 1, toIndex: 0, type: 'True' }],
      ruleChainConnections: null,
    };
    const res = await saved(base, '/api/ruleChain/metadata', admin.token, body);
    expect(res).toMatchObject({ ruleChainId: chain.id, firstNodeIndex: 1, connections: body.connections });
    expect(res.nodes[0]).toMatchObject({ ...body.nodes[0], id: { entityType: 'RULE_NODE', id: expect.any(String) }, ruleChainId: chain.id });
    expect((await get(`/api/ruleChain/${chain.id.id}/metadata`, admin.token)).body).toEqual(res);
    expect((await get(`/api/ruleChain/${chain.id.id}`, admin.token)).body.firstRuleNodeId).toEqual(res.nodes[1].id);
    // Saving again keeps the ids.
    expect((await saved(base, '/api/ruleChain/metadata', admin.token, res)).nodes.map((n: { id: unknown }) => n.id)).toEqual(res.nodes.map((n: { id: unknown }) => n.id));

    const stored = countRows(server, 'rule_chain', 'id = ? and metadata is not null', chain.id.id);
    for (const bad of [
      { ...body, ruleChainId: undefined },
      { ...body, firstNodeIndex: 2 },
      { ...body, nodes: {} },
      { ...body, nodes: [{ name: 'No class' }] },
      { ...body, nodes: [{ type: 'x', name: '' }] },
      { ...body, connections: [{ fromIndex: 0, toIndex: 5, type: 'Success' }] },
      { ...body, connections: [{ fromIndex: 0, toIndex: 1 }] },
    ]) {
      expectError(await api(base, '/api/ruleChain/metadata', { token: admin.token, body: bad }), 400, 31);
    }
    expectError(await api(base, '/api/ruleChain/metadata', { token: admin.token, body: { ...body, ruleChainId: eid('RULE_CHAIN', UNKNOWN_UUID) } }), 404, 32);
    expect(countRows(server, 'rule_chain', 'id = ? and metadata is not null', chain.id.id)).toBe(stored);
    expect((await get(`/api/ruleChain/${chain.id.id}/metadata`, admin.token)).body).toEqual(res);
  });

  it('enforces the tenant profile’s maxRuleChains, counting the root chain', async () => {
    const admin = await newTenantAdmin(server, { maxRuleChains: 2 });
    await saved(base, '/api/ruleChain', admin.token, { name: 'Second' });
    expectError(await api(base, '/api/ruleChain', { token: admin.token, body: { name: 'Third' } }), 400, 31, "Can't create more then 2 rule chains!");
    expect(countRows(server, 'rule_chain', 'tenant_id = ?', admin.tenantId)).toBe(2);
  });

  it('are removed with their tenant', async () => {
    const admin = await newTenantAdmin(server);
    await saved(base, '/api/ruleChain', admin.token, { name: 'Goes with tenant' });
    await saved(base, '/api/dashboard', admin.token, { title: 'Goes with tenant' });
    const res = await api(base, `/api/tenant/${admin.tenantId}`, { method: 'DELETE', token: tokens.sysadmin });
    expect(res.status).toBe(200);
    expect(countRows(server, 'rule_chain', 'tenant_id = ?', admin.tenantId) + countRows(server, 'dashboard', 'tenant_id = ?', admin.tenantId)).toBe(0);
  });
  it('refuses another tenant’s chain with 403, an unknown one with 404 and a malformed id with 400', async () => {
    const other = await newTenantAdmin(server);
    const chain = await saved(base, '/api/ruleChain', other.token, { name: 'Not yours' });
    const id = chain.id.id;
    for (const [method, path] of [
      ['GET', `/api/ruleChain/${id}`], ['GET', `/api/ruleChain/${id}/metadata`], ['DELETE', `/api/ruleChain/${id}`],
      ['POST', `/api/ruleChain/${id}/root`], ['GET', `/api/ruleChain/${id}/output/labels`],
    ]) {
      expectError(await api(base, path, { method, token: tokens.tenant }), 403, 20);
      expectError(await api(base, path.replace(id, UNKNOWN_UUID), { method, token: tokens.tenant }), 404, 32);
      expectError(await api(base, path.replace(id, 'nope'), { method, token: tokens.tenant }), 400, 31, 'Invalid UUID string: nope');
      expectError(await api(base, path, { method, token: tokens.customer }), 403, 20);
    }
    expectError(await api(base, '/api/ruleChain/metadata', { token: tokens.tenant, body: filterChain(chain.id, 'return true;') }), 403, 20);
    expect(countRows(server, 'rule_chain', 'id = ? and metadata is null and root = 0', id)).toBe(1);
  });

  it('restarts a chain when its metadata is saved, with no server restart', async () => {
    const admin = await newTenantAdmin(server);
    const chain = await saved(base, '/api/ruleChain', admin.token, { name: 'Restarted' });
    const first = await saved(base, '/api/ruleChain/metadata', admin.token, filterChain(chain.id, 'return msg.temperature > 20;'));
    const nodeId = first.nodes[0].id.id;
    await runMessage(admin.tenantId, chain.id.id);
    const second = await saved(base, '/api/ruleChain/metadata', admin.token, { ...first, nodes: [{ ...first.nodes[0], configuration: { jsScript: 'return msg.temperature > 30;' } }] });
    expect(second.nodes[0].id.id).toBe(nodeId);
    await runMessage(admin.tenantId, chain.id.id);
    expect(outRelations(nodeId)).toEqual(['True', 'False']);
  });

  it('sends the tenant’s messages through the new root as soon as the root moves', async () => {
    const admin = await newTenantAdmin(server);
    const [a, b] = [await saved(base, '/api/ruleChain', admin.token, { name: 'A' }), await saved(base, '/api/ruleChain', admin.token, { name: 'B' })];
    const nodeA = (await saved(base, '/api/ruleChain/metadata', admin.token, filterChain(a.id, 'return true;'))).nodes[0].id.id;
    const nodeB = (await saved(base, '/api/ruleChain/metadata', admin.token, filterChain(b.id, 'return false;'))).nodes[0].id.id;
    await saved(base, `/api/ruleChain/${a.id.id}/root`, admin.token, undefined);
    await runMessage(admin.tenantId);
    await saved(base, `/api/ruleChain/${b.id.id}/root`, admin.token, undefined);
    await runMessage(admin.tenantId);
    expect([outRelations(nodeA), outRelations(nodeB)]).toEqual([['True'], ['False']]);
  });

  it('deletes a chain with its nodes’ events and state, and the engine stops running it', async () => {
    const admin = await newTenantAdmin(server);
    const chain = await saved(base, '/api/ruleChain', admin.token, { name: 'Short-lived' });
    const nodeId = (await saved(base, '/api/ruleChain/metadata', admin.token, filterChain(chain.id, 'return true;'))).nodes[0].id.id;
    await runMessage(admin.tenantId, chain.id.id);
    await server.stores.ruleNodeStates.save(admin.tenantId, nodeId, { entityType: 'DEVICE', id: newId() }, { n: 1 });
    expect(countRows(server, 'event', 'entity_id = ?', nodeId)).toBeGreaterThan(0);
    const res = await api(base, `/api/ruleChain/${chain.id.id}`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.text]).toEqual([200, '']);
    expect(countRows(server, 'event', 'entity_id = ?', nodeId) + countRows(server, 'rule_node_state', 'rule_node_id = ?', nodeId)).toBe(0);
    await runMessage(admin.tenantId, chain.id.id);
    expect(countRows(server, 'event', 'entity_id = ?', nodeId)).toBe(0);
  });

  it('never deletes the edge template root either', async () => {
    const admin = await newTenantAdmin(server);
    const edgeRoot = await server.stores.ruleChains.createEdgeRoot(admin.tenantId);
    expectError(await api(base, `/api/ruleChain/${edgeRoot.id.id}`, { method: 'DELETE', token: admin.token }), 400, 31, 'Deletion of Root Tenant Rule Chain is prohibited!');
    expect(countRows(server, 'rule_chain', 'id = ?', edgeRoot.id.id)).toBe(1);
  });
});
