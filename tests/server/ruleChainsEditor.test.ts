import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { ruleEngineOf } from '../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../server/ruleEngine/msg/TbMsg';
import { newId } from '../../server/store/ids';
import { newTenantAdmin, saved } from './entityHelpers';
import { api } from './helpers';
import { demoServer, countRows, demoContext, eid, expectError, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

/*
 * The rule chain editor's endpoints: metadata validation, output labels and their
 * callers, the default device chain, testScript and debugIn (contract §5, §13.4).
 */

let server: RunningServer;
let base: string;
let tokens: Tokens;

demoServer((suite) => ({ server, base, tokens } = suite));

const ENGINE = 'org.thingsboard.rule.engine.';
const FILTER = `${ENGINE}filter.TbJsFilterNode`;
const SWITCH = `${ENGINE}filter.TbMsgTypeSwitchNode`;
const INPUT = `${ENGINE}flow.TbRuleChainInputNode`;
const OUTPUT = `${ENGINE}flow.TbRuleChainOutputNode`;

type Admin = Awaited<ReturnType<typeof newTenantAdmin>>;

const node = (type: string, name: string, configuration: Record<string, unknown> = {}, debugMode = false) => ({ type, name, debugMode, configuration });
const filterNode = (name: string, jsScript = 'return true;', debugMode = false) => node(FILTER, name, { jsScript }, debugMode);
const inputNode = (name: string, ruleChainId: string) => node(INPUT, name, { ruleChainId });
const link = (fromIndex: number, toIndex: number, type: string) => ({ fromIndex, toIndex, type });

const chain = (admin: Admin, name: string) => saved(base, '/api/ruleChain', admin.token, { name });
const metadata = (ruleChainId: unknown, nodes: unknown[], connections: unknown[] = [], firstNodeIndex: number | null = nodes.length > 0 ? 0 : null) => ({
  ruleChainId,
  firstNodeIndex,
  nodes,
  connections,
});
const saveMetadata = (admin: Admin, body: unknown, query = '') => api(base, `/api/ruleChain/metadata${query}`, { token: admin.token, body });

describe('rule chain metadata validation', () => {
  let admin: Admin;
  let target: { id: { id: string } };

  beforeAll(async () => {
    admin = await newTenantAdmin(server);
    target = await chain(admin, 'Validated');
  });

  it.each([
    ['a link from a node to itself', [filterNode('A')], [link(0, 0, 'True')], "Can't create the relation to yourself."],
    ['a cycle of links', [filterNode('A'), filterNode('B'), filterNode('C')], [link(0, 1, 'True'), link(1, 2, 'True'), link(2, 1, 'False')], "Can't create circling relations in rule chain."],
    ['a link to itself after a cycle (the self link wins)', [filterNode('A'), filterNode('B')], [link(0, 1, 'True'), link(1, 0, 'True'), link(1, 1, 'False')], "Can't create the relation to yourself."],
    ['an unknown node class', [node(`${ENGINE}filter.NoSuchNode`, 'Ghost')], [], `Rule node [Ghost] has an unknown type: ${ENGINE}filter.NoSuchNode`],
    ['a link to a missing node', [filterNode('A')], [link(0, 3, 'True')], "Parameter 'connections[0].toIndex' must be the index of a node!"],
    ['a first node out of range', [filterNode('A')], [], "Parameter 'firstNodeIndex' must be the index of a node!", 4],
    ['a rule chain node without a chain', [node(INPUT, 'Nowhere', {})], [], 'Rule node [Nowhere] must name the rule chain it forwards to!'],
    ['a rule chain node calling an unknown chain', [inputNode('Lost', UNKNOWN_UUID)], [], `Rule node [Lost] forwards to rule chain [${UNKNOWN_UUID}] that doesn't exist!`],
  ] as [string, unknown[], unknown[], string, number?][])('refuses %s with 400/31 and keeps what was stored', async (_name, nodes, connections, message, first) => {
    const stored = (await api(base, `/api/ruleChain/${target.id.id}/metadata`, { token: admin.token })).body;
    expectError(await saveMetadata(admin, metadata(target.id, nodes, connections, first ?? 0)), 400, 31, message);
    expect((await api(base, `/api/ruleChain/${target.id.id}/metadata`, { token: admin.token })).body).toEqual(stored);
  });

  it('accepts a branching graph without cycles (diamonds included)', async () => {
    const nodes = [filterNode('A'), filterNode('B'), filterNode('C'), node(SWITCH, 'D')];
    const res = await saveMetadata(admin, metadata(target.id, nodes, [link(0, 1, 'True'), link(0, 2, 'False'), link(1, 3, 'True'), link(2, 3, 'True')]));
    expect(res.status).toBe(200);
    expect(res.body.nodes).toHaveLength(4);
  });

  it('refuses a call to another tenant’s chain as to an unknown one', async () => {
    const other = await chain(await newTenantAdmin(server), 'Foreign target');
    const id = other.id.id;
    expectError(await saveMetadata(admin, metadata(target.id, [inputNode('Foreign', id)])), 400, 31, `Rule node [Foreign] forwards to rule chain [${id}] that doesn't exist!`);
  });

  it('refuses chains calling each other round in a loop, directly or through others', async () => {
    const [a, b, c] = [await chain(admin, 'Loop A'), await chain(admin, 'Loop B'), await chain(admin, 'Loop C')];
    const circling = "Can't create circling relations in rule chain.";
    expectError(await saveMetadata(admin, metadata(a.id, [inputNode('Self', a.id.id)])), 400, 31, circling);
    expect((await saveMetadata(admin, metadata(a.id, [inputNode('To B', b.id.id)]))).status).toBe(200);
    expect((await saveMetadata(admin, metadata(b.id, [inputNode('To C', c.id.id)]))).status).toBe(200);
    expectError(await saveMetadata(admin, metadata(c.id, [filterNode('F'), inputNode('Back to A', a.id.id)], [link(0, 1, 'True')])), 400, 31, circling);
    expect(countRows(server, 'rule_chain', 'id = ? and metadata is null', c.id.id)).toBe(1);
    // Two chains calling the same one is no loop.
    const d = await chain(admin, 'Loop D');
    expect((await saveMetadata(admin, metadata(d.id, [inputNode('Also to B', b.id.id), inputNode('And to C', c.id.id)]))).status).toBe(200);
  });

  it('takes updateRelated as a boolean only', async () => {
    expectError(await saveMetadata(admin, metadata(target.id, []), '?updateRelated=maybe'), 400, 31);
    expect((await saveMetadata(admin, metadata(target.id, []), '?updateRelated=false')).status).toBe(200);
  });
});

describe('output labels', () => {
  it('lists the names of the chain’s output nodes, sorted and once each', async () => {
    const admin = await newTenantAdmin(server);
    const called = await chain(admin, 'Called');
    expect((await api(base, `/api/ruleChain/${called.id.id}/output/labels`, { token: admin.token })).body).toEqual([]);
    const nodes = [filterNode('F'), node(OUTPUT, 'Zeta'), node(OUTPUT, 'Alpha'), node(OUTPUT, 'Zeta'), node(SWITCH, 'Not an output')];
    await saved(base, '/api/ruleChain/metadata', admin.token, metadata(called.id, nodes, [link(0, 1, 'True'), link(0, 2, 'False')]));
    expect((await api(base, `/api/ruleChain/${called.id.id}/output/labels`, { token: admin.token })).body).toEqual(['Alpha', 'Zeta']);
  });

  it('lists the callers that use them, and renames their links when an output node is renamed', async () => {
    const admin = await newTenantAdmin(server);
    const called = await chain(admin, 'Worker');
    const saved1 = await saved(base, '/api/ruleChain/metadata', admin.token, metadata(called.id, [filterNode('F'), node(OUTPUT, 'Done'), node(OUTPUT, 'Skipped')], [link(0, 1, 'True'), link(0, 2, 'False')]));
    const callerB = await chain(admin, 'Caller B');
    const callerA = await chain(admin, 'Caller A');
    const callerBody = (id: unknown) => metadata(id, [inputNode('Call worker', called.id.id), filterNode('After done'), filterNode('After skip')], [link(0, 1, 'Done'), link(0, 2, 'Skipped')]);
    const b = await saved(base, '/api/ruleChain/metadata', admin.token, callerBody(callerB.id));
    await saved(base, '/api/ruleChain/metadata', admin.token, callerBody(callerA.id));
    await saved(base, '/api/ruleChain/metadata', admin.token, metadata((await chain(admin, 'Silent caller')).id, [inputNode('No links', called.id.id)]));

    const usage = (await api(base, `/api/ruleChain/${called.id.id}/output/labels/usage`, { token: admin.token })).body;
    expect(usage).toEqual([
      { ruleChainId: callerA.id, ruleNodeId: { entityType: 'RULE_NODE', id: expect.any(String) }, ruleChainName: 'Caller A', ruleNodeName: 'Call worker', labels: ['Done', 'Skipped'] },
      { ruleChainId: callerB.id, ruleNodeId: b.nodes[0].id, ruleChainName: 'Caller B', ruleNodeName: 'Call worker', labels: ['Done', 'Skipped'] },
    ]);

    // Renamed without updateRelated: the callers keep their labels.
    const renamed = { ...saved1, nodes: saved1.nodes.map((n: { name: string }) => (n.name === 'Done' ? { ...n, name: 'Finished' } : n)) };
    await saved(base, '/api/ruleChain/metadata?updateRelated=false', admin.token, renamed);
    const labelsOf = async (id: string) => (await api(base, `/api/ruleChain/${id}/metadata`, { token: admin.token })).body.connections.map((c: { type: string }) => c.type);
    expect(await labelsOf(callerB.id.id)).toEqual(['Done', 'Skipped']);
    // Renamed back and again with updateRelated (the default): the callers' links follow.
    await saved(base, '/api/ruleChain/metadata', admin.token, saved1);
    await saved(base, '/api/ruleChain/metadata', admin.token, renamed);
    expect([await labelsOf(callerA.id.id), await labelsOf(callerB.id.id)]).toEqual([['Finished', 'Skipped'], ['Finished', 'Skipped']]);
  });

  it('answer 403 for another tenant’s chain', async () => {
    const other = await chain(await newTenantAdmin(server), 'Other labels');
    for (const path of ['output/labels', 'output/labels/usage']) {
      expectError(await api(base, `/api/ruleChain/${other.id.id}/${path}`, { token: tokens.tenant }), 403, 20);
    }
  });
});

describe('POST /api/ruleChain/device/default', () => {
  it('creates a non-root CORE chain with the default device graph', async () => {
    const admin = await newTenantAdmin(server);
    const created = await saved(base, '/api/ruleChain/device/default', admin.token, { name: 'Thermostats' });
    expect(created).toMatchObject({ name: 'Thermostats', type: 'CORE', root: false, debugMode: false, tenantId: eid('TENANT', admin.tenantId) });
    const graph = (await api(base, `/api/ruleChain/${created.id.id}/metadata`, { token: admin.token })).body;
    const root = (await api(base, '/api/ruleChains?pageSize=10&page=0&textSearch=Root', { token: admin.token })).body.data[0];
    const rootGraph = (await api(base, `/api/ruleChain/${root.id.id}/metadata`, { token: admin.token })).body;
    const shape = (g: { nodes: { type: string; name: string; configuration: unknown }[]; connections: unknown[]; firstNodeIndex: number }) => ({
      nodes: g.nodes.map(({ type, name, configuration }) => ({ type, name, configuration })),
      connections: g.connections,
      firstNodeIndex: g.firstNodeIndex,
    });
    expect(shape(graph)).toEqual(shape(rootGraph));
    expect(graph.nodes[graph.firstNodeIndex].id).toEqual(created.firstRuleNodeId);
    expect(graph.nodes.every((n: { ruleChainId: unknown }) => JSON.stringify(n.ruleChainId) === JSON.stringify(created.id))).toBe(true);
  });

  it('refuses a missing or blank name, and respects maxRuleChains', async () => {
    const admin = await newTenantAdmin(server, { maxRuleChains: 1 });
    for (const body of [{}, { name: '  ' }, { name: null }]) {
      expectError(await api(base, '/api/ruleChain/device/default', { token: admin.token, body }), 400, 31, 'Rule chain name should be specified!');
    }
    expectError(await api(base, '/api/ruleChain/device/default', { token: admin.token, body: { name: 'Over the limit' } }), 400, 31, "Can't create more then 1 rule chains!");
    expect(countRows(server, 'rule_chain', 'tenant_id = ?', admin.tenantId)).toBe(1);
    expectError(await api(base, '/api/ruleChain/device/default', { token: tokens.customer, body: { name: 'x' } }), 403, 20);
  });
});

describe('POST /api/ruleChain/testScript', () => {
  const run = (body: Record<string, unknown>, token = tokens.tenant) =>
    api(base, '/api/ruleChain/testScript', { token, body: { argNames: ['msg', 'metadata', 'msgType'], msg: '{"temperature":22}', metadata: { deviceName: 'A' }, msgType: 'POST_TELEMETRY_REQUEST', ...body } });
  const answer = async (body: Record<string, unknown>) => {
    const res = await run(body);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['output', 'error']);
    return res.body as { output: string; error: string };
  };

  it('answers the contract example', async () => {
    expect(await answer({ script: 'return msg.temperature > 20;', scriptType: 'filter' })).toEqual({ output: 'true', error: '' });
  });

  it('shapes the output per script type', async () => {
    expect(await answer({ script: "return ['a', 'b', 'a'];", scriptType: 'switch' })).toEqual({ output: '["a","b"]', error: '' });
    expect(await answer({ script: 'return {x: msg.temperature, n: null};', scriptType: 'json' })).toEqual({ output: '{"x":22,"n":null}', error: '' });
    expect(await answer({ script: "return 'T=' + msg.temperature + ' ' + metadata.deviceName;", scriptType: 'string' })).toEqual({ output: 'T=22 A', error: '' });
    // Missing parts of an update result are the input's; several results come as an array.
    expect(JSON.parse((await answer({ script: 'return {msg: {t: msg.temperature * 2}};', scriptType: 'update' })).output)).toEqual({
      msg: { t: 44 }, metadata: { deviceName: 'A' }, msgType: 'POST_TELEMETRY_REQUEST',
    });
    expect(JSON.parse((await answer({ script: "return [{metadata: {k: 1}}, {msgType: 'CUSTOM'}];", scriptType: 'update' })).output)).toEqual([
      { msg: { temperature: 22 }, metadata: { k: '1' }, msgType: 'POST_TELEMETRY_REQUEST' },
      { msg: { temperature: 22 }, metadata: { deviceName: 'A' }, msgType: 'CUSTOM' },
    ]);
    expect(JSON.parse((await answer({
      script: "return {msg: {n: (prevMsg.n || 0) + 1}, metadata: prevMetadata, msgType: 'GEN'};", scriptType: 'generate',
      argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'], msg: '{"n":4}',
    })).output)).toEqual({ msg: { n: 5 }, metadata: { deviceName: 'A' }, msgType: 'GEN' });
  });

  it('reports script failures in error with 200', async () => {
    const failed = async (body: Record<string, unknown>) => {
      const result = await answer(body);
      expect(result.output).toBe('');
      return result.error;
    };
    expect(await failed({ script: 'return msg.temperature >;', scriptType: 'filter' })).toMatch(/SyntaxError|Unexpected/);
    expect(await failed({ script: "throw new Error('boom');", scriptType: 'filter' })).toMatch(/boom/);
    expect(await failed({ script: 'return 42;', scriptType: 'filter' })).toMatch(/Wrong result type/);
    expect(await failed({ script: 'while (true) {}', scriptType: 'filter' })).toBe('Script execution timed out');
    expect(await failed({ script: 'return 1;', scriptType: 'python' })).toBe('Unsupported script type: python');
    expect(await failed({ script: 'return require("fs");', scriptType: 'json' })).toMatch(/require/);
  });

  it('refuses an unreadable request with 400/31, and callers other than tenant administrators with 403', async () => {
    expectError(await run({ script: undefined, scriptType: 'filter' }), 400, 31, "Parameter 'script' can't be empty!");
    expectError(await run({ script: 'return true;', scriptType: undefined }), 400, 31, "Parameter 'scriptType' can't be empty!");
    expectError(await run({ script: 'return true;', scriptType: 'filter', argNames: 'msg' }), 400, 31);
    expectError(await run({ script: 'return true;', scriptType: 'filter' }, tokens.customer), 403, 20);
    expectError(await run({ script: 'return true;', scriptType: 'filter' }, tokens.sysadmin), 403, 20);
  });
});

describe('GET /api/ruleNode/{id}/debugIn', () => {
  it('answers the last IN debug body of the node, or an empty body before any', async () => {
    const admin = await newTenantAdmin(server);
    const target = await chain(admin, 'Debugged');
    const stored = await saved(base, '/api/ruleChain/metadata', admin.token, metadata(target.id, [filterNode('Watched', 'return msg.t > 1;', true)]));
    const nodeId = stored.nodes[0].id.id;
    const empty = await api(base, `/api/ruleNode/${nodeId}/debugIn`, { token: admin.token });
    expect([empty.status, empty.text]).toEqual([200, '']);

    const engine = ruleEngineOf(server.app)!;
    const originator = eid('DEVICE', newId()) as { entityType: 'DEVICE'; id: string };
    for (const t of [1, 2]) {
      await engine.submit(admin.tenantId, newMsg({ type: 'POST_TELEMETRY_REQUEST', originator, data: JSON.stringify({ t }), metadata: { deviceName: 'D' } }), { ruleChainId: target.id.id });
    }
    await engine.debug.flush();
    const res = await api(base, `/api/ruleNode/${nodeId}/debugIn`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'IN', msgType: 'POST_TELEMETRY_REQUEST', data: '{"t":2}', entityId: originator.id, dataType: 'JSON' });
    expect(JSON.parse(res.body.metadata)).toEqual({ deviceName: 'D' });

    expectError(await api(base, `/api/ruleNode/${nodeId}/debugIn`, { token: tokens.tenant }), 403, 20);
    expectError(await api(base, `/api/ruleNode/${nodeId}/debugIn`, { token: tokens.customer }), 403, 20);
    expectError(await api(base, `/api/ruleNode/${UNKNOWN_UUID}/debugIn`, { token: admin.token }), 404, 32);
    expectError(await api(base, '/api/ruleNode/x/debugIn', { token: admin.token }), 400, 31, 'Invalid UUID string: x');
  });
});
