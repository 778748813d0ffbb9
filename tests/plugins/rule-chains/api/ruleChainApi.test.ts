import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../server/main';
import { RuleChainApi, toChainExport } from '../../../../plugins/rule-chains/api/ruleChainApi';
import { serverHttp } from '../../../dashboard/serverHttp';
import { newTenantAdmin } from '../../../server/entityHelpers';
import { removeTempDirs, startTestServer } from '../../../server/helpers';
import { chainWithDebugFilter, FILTER_CLASS, pushThrough } from '../consoleHarness';

/*
 * The plugin's rule-chain calls against a real server: chains, metadata, root, the
 * one-chain export and import in ThingsBoard 3.3's file format, output labels, debug and
 * lifecycle events, and the script test.
 */

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let api: RuleChainApi;

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  api = new RuleChainApi(serverHttp(server.url, admin.token), admin.tenantId);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('ThingsBoard 3.3 files', () => {
  it("imports ThingsBoard's default root rule chain file and exports it unchanged; an exported chain round-trips too", async () => {
    // The file ThingsBoard 3.3's console writes for its default root chain (contract §5 "Seed": nodes, configurations, layout, connections).
    const file = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/thingsboard-root-rule-chain.json'), 'utf8'));
    const imported = await api.importChain(file);
    expect(imported).toMatchObject({ name: 'Root Rule Chain', root: false, type: 'CORE' });
    const exported = await api.exportChain(imported.id.id);
    expect(exported).toEqual(file);
    const again = await api.exportChain((await api.importChain(exported)).id.id);
    expect(again).toEqual(file);
  });
});

describe('RuleChainApi', () => {
  it('lists the node classes of core chains with their definitions', async () => {
    const components = await api.components('CORE');
    const filter = components.find((c) => c.clazz === FILTER_CLASS)!;
    expect(filter.type).toBe('FILTER');
    expect(filter.configurationDescriptor.nodeDefinition).toMatchObject({ relationTypes: ['True', 'False', 'Failure'], customRelations: false });
    expect(new Set(components.map((c) => c.type))).toEqual(new Set(['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW']));
  });

  it('creates, pages, searches, makes root and deletes chains', async () => {
    const created = await api.saveChain({ name: 'Api chain A', type: 'CORE', debugMode: true, additionalInfo: { description: 'first' } });
    expect(created).toMatchObject({ name: 'Api chain A', type: 'CORE', debugMode: true, root: false, additionalInfo: { description: 'first' } });
    await api.saveChain({ name: 'Api chain B', type: 'CORE', debugMode: false });
    const page = await api.chains({ pageSize: 10, page: 0, textSearch: 'api chain', sortProperty: 'name', sortOrder: 'DESC' });
    expect(page.data.map((c) => c.name)).toEqual(['Api chain B', 'Api chain A']);

    const root = await api.setRoot(created.id.id);
    expect(root.root).toBe(true);
    expect((await api.chain(created.id.id)).root).toBe(true);
    await expect(api.delete(created.id.id)).rejects.toMatchObject({ status: 400 });
    const b = page.data[0]!;
    await api.delete(b.id.id);
    await expect(api.chain(b.id.id)).rejects.toMatchObject({ status: 404 });
  });

  it('saves metadata and reads the output labels of a chain', async () => {
    const chain = await api.saveChain({ name: 'With outputs' });
    const saved = await api.saveMetadata({
      ruleChainId: chain.id, firstNodeIndex: 0,
      nodes: [
        { type: FILTER_CLASS, name: 'Hot?', debugMode: false, configuration: { jsScript: 'return true;' } },
        { type: 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode', name: 'Hot', debugMode: false, configuration: {} },
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
    });
    expect(saved.nodes.map((n) => n.id?.entityType)).toEqual(['RULE_NODE', 'RULE_NODE']);
    expect((await api.metadata(chain.id.id)).connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'True' }]);
    expect(await api.outputLabels(chain.id.id)).toEqual(['Hot']);
  });

  it('exports one chain as ThingsBoard 3.3 does and imports the file as a new chain with the same nodes', async () => {
    const chain = await api.saveChain({ name: 'Exported', debugMode: true, additionalInfo: { description: 'travels' } });
    await api.setRoot(chain.id.id);
    await api.saveMetadata({
      ruleChainId: chain.id, firstNodeIndex: 0,
      nodes: [
        { type: FILTER_CLASS, name: 'Hot?', debugMode: true, configuration: { jsScript: 'return msg.t > 30;' }, additionalInfo: { layoutX: 320, layoutY: 150 } },
        { type: 'org.thingsboard.rule.engine.action.TbLogNode', name: 'Log', debugMode: false, configuration: { jsScript: 'return "x";' }, additionalInfo: { layoutX: 600, layoutY: 150 } },
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
    });
    const file = await api.exportChain(chain.id.id);
    expect(Object.keys(file).sort()).toEqual(['metadata', 'ruleChain']);
    expect(file.ruleChain).toEqual({ name: 'Exported', type: 'CORE', firstRuleNodeId: null, root: false, debugMode: true, configuration: null, additionalInfo: { description: 'travels' } });
    expect(file.metadata).toEqual({
      firstNodeIndex: 0,
      nodes: [
        { type: FILTER_CLASS, name: 'Hot?', debugMode: true, configuration: { jsScript: 'return msg.t > 30;' }, additionalInfo: { layoutX: 320, layoutY: 150 } },
        { type: 'org.thingsboard.rule.engine.action.TbLogNode', name: 'Log', debugMode: false, configuration: { jsScript: 'return "x";' }, additionalInfo: { layoutX: 600, layoutY: 150 } },
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
      ruleChainConnections: null,
    });

    const imported = await api.importChain(JSON.parse(JSON.stringify(file)));
    expect(imported.id.id).not.toBe(chain.id.id);
    expect(imported).toMatchObject({ name: 'Exported', root: false, debugMode: true, additionalInfo: { description: 'travels' } });
    // Exporting the copy gives the same file: the round trip changes nothing.
    expect(await api.exportChain(imported.id.id)).toEqual(file);
  });

  it('strips ids, times, tenant and node chain from an export', () => {
    const id = { entityType: 'RULE_CHAIN' as const, id: 'c' };
    const file = toChainExport(
      { id, createdTime: 1, tenantId: { entityType: 'TENANT', id: 't' }, name: 'N', type: 'CORE', root: true, debugMode: false, firstRuleNodeId: { entityType: 'RULE_NODE', id: 'n' } },
      { ruleChainId: id, firstNodeIndex: 0, connections: [], nodes: [{ id: { entityType: 'RULE_NODE', id: 'n' }, createdTime: 2, ruleChainId: id, type: 'X', name: 'x', debugMode: false, configuration: {} }] },
    );
    expect(file).toEqual({
      ruleChain: { name: 'N', type: 'CORE', root: false, debugMode: false, firstRuleNodeId: null },
      metadata: { firstNodeIndex: 0, connections: [], nodes: [{ type: 'X', name: 'x', debugMode: false, configuration: {} }] },
    });
  });

  it('reads a node’s debug events newest first, its last input and lifecycle, and clears them', async () => {
    const { chainId, nodeId } = await chainWithDebugFilter(server, admin.token, 'Debugged');
    await pushThrough(server, admin.tenantId, chainId, [{ temperature: 35 }, { temperature: 25 }]);
    const page = await api.debugEvents(nodeId, { pageSize: 3, page: 0 });
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, hasNext: true });
    expect(page.data.map((e) => [e.type, e.relationType, e.data])).toEqual([
      ['OUT', 'False', '{"temperature":25}'], ['IN', null, '{"temperature":25}'], ['OUT', 'True', '{"temperature":35}'],
    ]);
    expect(page.data[0]).toMatchObject({ id: expect.any(String), createdTime: expect.any(Number), msgType: 'POST_TELEMETRY_REQUEST', metadata: '{"deviceName":"Sensor 7"}', error: null });
    expect(await api.debugIn(nodeId)).toMatchObject({ type: 'IN', data: '{"temperature":25}' });
    expect((await api.lcEvents(nodeId)).data[0]).toMatchObject({ event: 'STARTED', success: true });

    await api.clearDebugEvents(nodeId);
    expect((await api.debugEvents(nodeId, { pageSize: 10, page: 0 })).totalElements).toBe(0);
    expect(await api.debugIn(nodeId)).toBeNull();
  });

  it('tests a script on the server: output, or the error with no output', async () => {
    const request = { scriptType: 'filter' as const, argNames: ['msg', 'metadata', 'msgType'], msg: '{"temperature":35}', metadata: { deviceName: 'A' }, msgType: 'POST_TELEMETRY_REQUEST' };
    expect(await api.testScript({ ...request, script: 'return msg.temperature > 30;' })).toEqual({ output: 'true', error: '' });
    const failed = await api.testScript({ ...request, script: 'return msg.temperature.x.y > 30;' });
    expect(failed.output).toBe('');
    expect(failed.error).toMatch(/undefined/);
  });

  it('exports the tenant’s chains as RuleChainData', async () => {
    const data = await api.exportChains(100);
    expect(data.ruleChains.map((c) => c.name)).toEqual(expect.arrayContaining(['Exported', 'With outputs']));
    expect(data.metadata).toHaveLength(data.ruleChains.length);
  });
});
