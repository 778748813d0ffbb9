import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, eid, expectError, pageQuery, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let base: string;
let tokens: Tokens;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  tokens = (await demoContext(server)).tokens;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const get = (path: string, token: string) => api(base, path, { token });
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((chain) => chain.name);
const ENGINE = 'org.thingsboard.rule.engine.';

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

  it('saves chains (never as root), lists them by type with name search, and keeps type and root on update', async () => {
    const admin = await newTenantAdmin(server);
    const created = await saved(base, '/api/ruleChain', admin.token, { name: 'Thermostat chain', root: true, debugMode: true, additionalInfo: { description: 'd' } });
    expect(created).toMatchObject({ name: 'Thermostat chain', type: 'CORE', root: false, debugMode: true, firstRuleNodeId: null, additionalInfo: { description: 'd' }, tenantId: eid('TENANT', admin.tenantId) });
    const edge = await saved(base, '/api/ruleChain', admin.token, { name: 'Edge chain', type: 'EDGE' });
    expect(edge.type).toBe('EDGE');
    const updated = await saved(base, '/api/ruleChain', admin.token, { ...created, name: 'Renamed chain', type: 'EDGE', root: true });
    expect(updated).toMatchObject({ id: created.id, name: 'Renamed chain', type: 'CORE', root: false, createdTime: created.createdTime });

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
    ['no name', { name: undefined }],
    ['a blank name', { name: ' ' }],
    ['a 256-character name', { name: 'n'.repeat(256) }],
    ['an unknown type', { type: 'FAST' }],
    ['debugMode as a number', { debugMode: 1 }],
    ['configuration as text', { configuration: 'x' }],
    ['additionalInfo as an array', { additionalInfo: [] }],
    ['a malformed id', { id: { entityType: 'RULE_CHAIN', id: 'x' } }],
  ])('refuses %s with 400/31 and stores nothing', async (_name, override) => {
    const before = countRows(server, 'rule_chain');
    expectError(await api(base, '/api/ruleChain', { token: tokens.tenant, body: { name: 'Bad chain', ...override } }), 400, 31);
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
        { type: `${ENGINE}action.TbLogNode`, name: 'Log', debugMode: false, configuration: { jsScript: 'return 1;' }, additionalInfo: { layoutX: 1, layoutY: 2 }, extra: 'kept' },
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
    expectError(await api(base, '/api/ruleChain', { token: admin.token, body: { name: 'Third' } }), 403, 20, "Can't create more then 2 rule chains!");
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
});
