import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin, saved } from './entityHelpers';
import { api } from './helpers';
import { demoServer, demoContext, expectError, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

/*
 * GET /api/ruleChain/{id}/state (a Tessera extension): the running engine's errors of a
 * chain and its nodes, for the editor's error badges in one request.
 */

let server: RunningServer;
let base: string;
let tokens: Tokens;

demoServer((suite) => ({ server, base, tokens } = suite));

const ENGINE = 'org.thingsboard.rule.engine.';
const CHECKPOINT = `${ENGINE}flow.TbCheckpointNode`;
const FILTER = `${ENGINE}filter.TbJsFilterNode`;

type Admin = Awaited<ReturnType<typeof newTenantAdmin>>;
type Chain = { id: { id: string } };
type Metadata = { nodes: { id: { id: string }; name: string }[] };

const node = (type: string, name: string, configuration: Record<string, unknown>) => ({ type, name, debugMode: false, configuration });
const withNodes = (admin: Admin, chain: Chain, nodes: unknown[]): Promise<Metadata> =>
  saved(base, '/api/ruleChain/metadata', admin.token, { ruleChainId: chain.id, firstNodeIndex: 0, nodes, connections: [] });
const stateOf = (admin: Admin | string, id: string) => api(base, `/api/ruleChain/${id}/state`, { token: typeof admin === 'string' ? admin : admin.token });

describe('GET /api/ruleChain/{id}/state', () => {
  let admin: Admin;

  beforeAll(async () => {
    admin = await newTenantAdmin(server);
  });

  it('reports the init error of a node that cannot start, by rule node id', async () => {
    const chain: Chain = await saved(base, '/api/ruleChain', admin.token, { name: 'Broken' });
    const stored = await withNodes(admin, chain, [node(FILTER, 'Fine', { jsScript: 'return true;' }), node(CHECKPOINT, 'No queue', { queueName: '' })]);
    const broken = stored.nodes.find((n) => n.name === 'No queue')!.id.id;
    const res = await stateOf(admin, chain.id.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: expect.stringContaining('queueName should be specified!'), nodeErrors: { [broken]: 'queueName should be specified!' } });

    // Saved again with a queue: the engine restarts the chain and the error is gone.
    await withNodes(admin, chain, [node(CHECKPOINT, 'Main queue', { queueName: 'Main' })]);
    expect((await stateOf(admin, chain.id.id)).body).toEqual({ error: null, nodeErrors: {} });
  });

  it('reports no errors for a healthy chain, and for one without nodes', async () => {
    const healthy: Chain = await saved(base, '/api/ruleChain', admin.token, { name: 'Healthy' });
    await withNodes(admin, healthy, [node(FILTER, 'Fine', { jsScript: 'return true;' })]);
    expect((await stateOf(admin, healthy.id.id)).body).toEqual({ error: null, nodeErrors: {} });
    const empty: Chain = await saved(base, '/api/ruleChain', admin.token, { name: 'Empty' });
    expect((await stateOf(admin, empty.id.id)).body).toEqual({ error: null, nodeErrors: {} });
  });

  it('has the access rules of GET /api/ruleChain/{id}', async () => {
    const chain: Chain = await saved(base, '/api/ruleChain', admin.token, { name: 'Private' });
    expectError(await stateOf(tokens.tenant, chain.id.id), 403, 20);
    expectError(await stateOf(tokens.customer, chain.id.id), 403, 20);
    expectError(await stateOf(tokens.sysadmin, chain.id.id), 403, 20);
    expectError(await stateOf(admin, UNKNOWN_UUID), 404, 32);
    expectError(await stateOf(admin, 'x'), 400, 31, 'Invalid UUID string: x');
  });
});
