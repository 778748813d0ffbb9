import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { ruleEngineOf } from '../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../server/ruleEngine/msg/TbMsg';
import { newId } from '../../server/store/ids';
import { newTenantAdmin, saved } from './entityHelpers';
import { api } from './helpers';
import { demoServer, countRows, demoContext, eid, expectError, pageQuery, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

/*
 * Rule chain export and import in ThingsBoard 3.3's format, and the edge rule chain
 * settings: the edge template root and auto-assignment to new edges.
 */

let server: RunningServer;
let base: string;
let tokens: Tokens;

demoServer((suite) => ({ server, base, tokens } = suite));

const ENGINE = 'org.thingsboard.rule.engine.';
const FILTER = `${ENGINE}filter.TbJsFilterNode`;
const INPUT = `${ENGINE}flow.TbRuleChainInputNode`;
const OUTPUT = `${ENGINE}flow.TbRuleChainOutputNode`;

type Admin = Awaited<ReturnType<typeof newTenantAdmin>>;

const chainsOf = async (admin: Admin, type = 'CORE') =>
  (await api(base, `/api/ruleChains?${pageQuery({ type, sortProperty: 'name' })}`, { token: admin.token })).body.data as { id: { id: string }; name: string; root: boolean }[];
/** The export of the tenant's chains other than its root (whose nodes this suite does not depend on). */
async function exportWithoutRoot(admin: Admin) {
  const file = (await api(base, '/api/ruleChains/export?limit=10', { token: admin.token })).body;
  const keep = file.ruleChains.map((c: { name: string }) => c.name !== 'Root Rule Chain');
  return { ruleChains: file.ruleChains.filter((_c: unknown, i: number) => keep[i]), metadata: file.metadata.filter((_m: unknown, i: number) => keep[i]) };
}
const metadataOf = async (admin: Admin, id: string) => (await api(base, `/api/ruleChain/${id}/metadata`, { token: admin.token })).body;

/** A tenant with "Worker" (a filter and an output node) and "Caller" (a rule chain node calling Worker). */
async function tenantWithCallingChains() {
  const admin = await newTenantAdmin(server);
  const worker = await saved(base, '/api/ruleChain', admin.token, { name: 'Worker', additionalInfo: { description: 'works' } });
  await saved(base, '/api/ruleChain/metadata', admin.token, {
    ruleChainId: worker.id, firstNodeIndex: 0,
    nodes: [{ type: FILTER, name: 'Hot?', configuration: { jsScript: 'return msg.temperature > 30;' } }, { type: OUTPUT, name: 'Hot', configuration: {} }],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
  });
  const caller = await saved(base, '/api/ruleChain', admin.token, { name: 'Caller', debugMode: true });
  await saved(base, '/api/ruleChain/metadata', admin.token, {
    ruleChainId: caller.id, firstNodeIndex: 0,
    nodes: [{ type: INPUT, name: 'Ask worker', configuration: { ruleChainId: worker.id.id } }, { type: FILTER, name: 'After', debugMode: true, configuration: { jsScript: 'return true;' } }],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'Hot' }],
  });
  return { admin, worker, caller };
}

describe('GET /api/ruleChains/export', () => {
  it('answers the tenant’s CORE chains with fresh ids, no tenant and node ids dropped, calls following the new ids', async () => {
    const { admin, worker, caller } = await tenantWithCallingChains();
    await saved(base, '/api/ruleChain', admin.token, { name: 'Edge only', type: 'EDGE' });
    const res = await api(base, '/api/ruleChains/export?limit=10', { token: admin.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['ruleChains', 'metadata']);
    const { ruleChains, metadata } = res.body;
    expect(ruleChains.map((c: { name: string }) => c.name)).toEqual(['Root Rule Chain', 'Worker', 'Caller']);
    const [, exportedWorker, exportedCaller] = ruleChains;
    expect(exportedWorker).toMatchObject({ name: 'Worker', tenantId: null, type: 'CORE', additionalInfo: { description: 'works' } });
    expect(exportedWorker.id.id).not.toBe(worker.id.id);
    expect(exportedCaller.id.id).not.toBe(caller.id.id);
    expect(metadata.map((m: { ruleChainId: unknown }) => m.ruleChainId)).toEqual(ruleChains.map((c: { id: unknown }) => c.id));
    const callerMetadata = metadata[2];
    expect(callerMetadata.nodes[0]).toMatchObject({ id: null, ruleChainId: null, type: INPUT, configuration: { ruleChainId: exportedWorker.id.id } });
    expect(callerMetadata.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'Hot' }]);
    expect((await api(base, '/api/ruleChains/export?limit=1', { token: admin.token })).body.ruleChains).toHaveLength(1);
  });

  it('needs a positive limit', async () => {
    expectError(await api(base, '/api/ruleChains/export', { token: tokens.tenant }), 400, 31, "Parameter 'limit' can't be empty!");
    expectError(await api(base, '/api/ruleChains/export?limit=0', { token: tokens.tenant }), 400, 31, "Incorrect page link page size '0'. Page size must be greater than zero.");
    expectError(await api(base, '/api/ruleChains/export?limit=x', { token: tokens.tenant }), 400, 31);
    expectError(await api(base, '/api/ruleChains/export?limit=5', { token: tokens.customer }), 403, 20);
  });
});

describe('POST /api/ruleChains/import', () => {
  it('creates the chains of an export in another tenant, never as root, with calls mapped to the new chains, and runs them', async () => {
    const { admin } = await tenantWithCallingChains();
    const file = await exportWithoutRoot(admin);
    file.ruleChains[0].root = true;
    const target = await newTenantAdmin(server);
    const res = await api(base, '/api/ruleChains/import', { token: target.token, body: file });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    for (const result of res.body) expect(result).toEqual({ tenantId: eid('TENANT', target.tenantId), ruleChainId: { entityType: 'RULE_CHAIN', id: expect.any(String) }, lifecycleEvent: 'CREATED' });

    const chains = await chainsOf(target);
    expect(chains.map((c) => [c.name, c.root])).toEqual([['Caller', false], ['Root Rule Chain', true], ['Worker', false]]);
    const newWorker = chains.find((c) => c.name === 'Worker')!;
    const newCaller = chains.find((c) => c.name === 'Caller')!;
    const callerMetadata = await metadataOf(target, newCaller.id.id);
    expect(callerMetadata.nodes[0]).toMatchObject({ type: INPUT, configuration: { ruleChainId: newWorker.id.id }, ruleChainId: { entityType: 'RULE_CHAIN', id: newCaller.id.id } });
    expect(callerMetadata.nodes[0].id.id).toEqual(expect.any(String));
    expect(res.body.map((r: { ruleChainId: { id: string } }) => r.ruleChainId.id)).toContain(newWorker.id.id);

    // The imported pair works: a hot reading comes back from Worker on "Hot" and reaches "After".
    const engine = ruleEngineOf(server.app)!;
    const msg = newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: newId() }, data: '{"temperature":35}' });
    expect(await engine.submit(target.tenantId, msg, { ruleChainId: newCaller.id.id })).toEqual({ failed: false });
    await engine.debug.flush();
    expect(countRows(server, 'event', "entity_id = ? and body like '%\"OUT\"%'", callerMetadata.nodes[1].id.id)).toBe(1);
  });

  it('with overwrite, replaces the chains of the same name, keeping their id and root flag', async () => {
    const { admin, worker } = await tenantWithCallingChains();
    await saved(base, `/api/ruleChain/${worker.id.id}/root`, admin.token, undefined);
    const file = await exportWithoutRoot(admin);
    expect(file.ruleChains.map((c: { name: string; root: boolean }) => [c.name, c.root])).toEqual([['Worker', true], ['Caller', false]]);
    file.ruleChains.push({ ...file.ruleChains[0], id: eid('RULE_CHAIN', newId()), name: 'Newcomer' });
    file.metadata.push({ ...file.metadata[0], ruleChainId: file.ruleChains[2].id });
    const workerNodeIds = (await metadataOf(admin, worker.id.id)).nodes.map((n: { id: { id: string } }) => n.id.id);
    const res = await api(base, '/api/ruleChains/import?overwrite=true', { token: admin.token, body: file });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { lifecycleEvent: string }) => r.lifecycleEvent)).toEqual(['UPDATED', 'UPDATED', 'CREATED']);
    const chains = await chainsOf(admin);
    expect(chains.map((c) => [c.name, c.root])).toEqual([['Caller', false], ['Newcomer', false], ['Root Rule Chain', false], ['Worker', true]]);
    expect(chains.find((c) => c.root)!.id).toEqual(worker.id);
    const callerMetadata = await metadataOf(admin, chains.find((c) => c.name === 'Caller')!.id.id);
    expect(callerMetadata.nodes[0].configuration.ruleChainId).toBe(worker.id.id);
    // The replaced nodes got new ids.
    const newIds = (await metadataOf(admin, worker.id.id)).nodes.map((n: { id: { id: string } }) => n.id.id);
    expect(newIds.some((id: string) => workerNodeIds.includes(id))).toBe(false);
  });

  it('refuses a file with a chain or metadata that would not save, storing nothing', async () => {
    const admin = await newTenantAdmin(server);
    const chainId = eid('RULE_CHAIN', newId());
    const good = { ruleChains: [{ id: chainId, name: 'Imported', type: 'CORE' }], metadata: [{ ruleChainId: chainId, firstNodeIndex: 0, nodes: [{ type: FILTER, name: 'F', configuration: { jsScript: 'return true;' } }], connections: [] }] };
    const before = countRows(server, 'rule_chain', 'tenant_id = ?', admin.tenantId);
    for (const [body, message] of [
      [{ ...good, ruleChains: [{ id: chainId, name: '' }] }, 'Rule chain name should be specified!'],
      [{ ...good, metadata: [{ ...good.metadata[0], nodes: [{ type: `${ENGINE}x.Unknown`, name: 'U' }] }] }, `Rule node [U] has an unknown type: ${ENGINE}x.Unknown`],
      [{ ...good, metadata: [{ ...good.metadata[0], connections: [{ fromIndex: 0, toIndex: 0, type: 'True' }] }] }, "Can't create the relation to yourself."],
      [{ ...good, metadata: [{ ...good.metadata[0], nodes: [{ type: INPUT, name: 'Gone', configuration: { ruleChainId: UNKNOWN_UUID } }] }] }, `Rule node [Gone] forwards to rule chain [${UNKNOWN_UUID}] that doesn't exist!`],
      [{ ruleChains: {} }, "Parameter 'ruleChains' must be an array!"],
    ] as [unknown, string][]) {
      expectError(await api(base, '/api/ruleChains/import', { token: admin.token, body }), 400, 31, message);
    }
    expect(countRows(server, 'rule_chain', 'tenant_id = ?', admin.tenantId)).toBe(before);
    expect((await api(base, '/api/ruleChains/import', { token: admin.token, body: good })).status).toBe(200);
    expect(countRows(server, 'rule_chain', 'tenant_id = ?', admin.tenantId)).toBe(before + 1);
    expectError(await api(base, '/api/ruleChains/import', { token: tokens.customer, body: good }), 403, 20);
  });

  it('respects maxRuleChains for the chains it creates', async () => {
    const admin = await newTenantAdmin(server, { maxRuleChains: 2 });
    const body = { ruleChains: [{ id: eid('RULE_CHAIN', newId()), name: 'One' }, { id: eid('RULE_CHAIN', newId()), name: 'Two' }], metadata: [] };
    expectError(await api(base, '/api/ruleChains/import', { token: admin.token, body }), 400, 31, "Can't create more then 2 rule chains!");
    expect(countRows(server, 'rule_chain', 'tenant_id = ?', admin.tenantId)).toBe(1);
  });
});

describe('edge rule chains', () => {
  it('moves the edge template root among EDGE chains only', async () => {
    const admin = await newTenantAdmin(server);
    const first = await server.stores.ruleChains.createEdgeRoot(admin.tenantId);
    const next = await saved(base, '/api/ruleChain', admin.token, { name: 'Next edge root', type: 'EDGE' });
    expect(await saved(base, `/api/ruleChain/${next.id.id}/edgeTemplateRoot`, admin.token, undefined)).toMatchObject({ id: next.id, root: true, type: 'EDGE' });
    expect((await api(base, `/api/ruleChain/${first.id.id}`, { token: admin.token })).body.root).toBe(false);
    const core = (await chainsOf(admin)).find((c) => c.root)!;
    expectError(await api(base, `/api/ruleChain/${core.id.id}/edgeTemplateRoot`, { method: 'POST', token: admin.token }), 400, 31);
    expect((await api(base, `/api/ruleChain/${core.id.id}`, { token: admin.token })).body.root).toBe(true);
    expectError(await api(base, `/api/ruleChain/${next.id.id}/edgeTemplateRoot`, { method: 'POST', token: tokens.tenant }), 403, 20);
  });

  it('marks EDGE chains for auto-assignment to new edges, lists and unmarks them', async () => {
    const admin = await newTenantAdmin(server);
    const list = async () => (await api(base, '/api/ruleChain/autoAssignToEdgeRuleChains', { token: admin.token })).body.map((c: { name: string }) => c.name);
    const edgeChain = await saved(base, '/api/ruleChain', admin.token, { name: 'Auto', type: 'EDGE' });
    expect(await list()).toEqual([]);
    expect(await saved(base, `/api/ruleChain/${edgeChain.id.id}/autoAssignToEdge`, admin.token, undefined)).toMatchObject({ id: edgeChain.id, name: 'Auto' });
    expect(await saved(base, `/api/ruleChain/${edgeChain.id.id}/autoAssignToEdge`, admin.token, undefined)).toMatchObject({ id: edgeChain.id });
    expect(await list()).toEqual(['Auto']);
    const core = await saved(base, '/api/ruleChain', admin.token, { name: 'Core' });
    expectError(await api(base, `/api/ruleChain/${core.id.id}/autoAssignToEdge`, { method: 'POST', token: admin.token }), 400, 31, "Can't assign non EDGE ruleChain to edge!");
    expectError(await api(base, `/api/ruleChain/${edgeChain.id.id}/autoAssignToEdge`, { method: 'POST', token: tokens.tenant }), 403, 20);
    expect((await api(base, '/api/ruleChain/autoAssignToEdgeRuleChains', { token: tokens.tenant })).body.map((c: { name: string }) => c.name)).not.toContain('Auto');
    const removed = await api(base, `/api/ruleChain/${edgeChain.id.id}/autoAssignToEdge`, { method: 'DELETE', token: admin.token });
    expect([removed.status, removed.body.id]).toEqual([200, edgeChain.id]);
    expect(await list()).toEqual([]);
    // Deleting a marked chain takes the mark with it.
    await saved(base, `/api/ruleChain/${edgeChain.id.id}/autoAssignToEdge`, admin.token, undefined);
    expect((await api(base, `/api/ruleChain/${edgeChain.id.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect(await list()).toEqual([]);
  });
});
