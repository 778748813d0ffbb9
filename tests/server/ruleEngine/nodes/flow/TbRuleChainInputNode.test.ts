import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbRuleChainInputNode } from '../../../../../server/ruleEngine/nodes/flow/TbRuleChainInputNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

/* The node alone; how the engine runs the called chain and routes its outputs back is ruleChainCalls.test.ts. */

let server: RunningServer;
let tenant: Awaited<ReturnType<typeof newTenantAdmin>>;
let targetId: string;
const device = { entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  targetId = (await saved(server.url, '/api/ruleChain', tenant.token, { name: 'Called chain' })).id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbRuleChainInputNode (flow "rule chain")', () => {
  it('is the rule chain node: custom relations, a chain id to choose', () => {
    expect(TbRuleChainInputNode).toMatchObject({
      name: 'rule chain',
      type: 'FLOW',
      ruleChainNode: true,
      customRelations: true,
      configDirective: 'tbFlowNodeRuleChainInputConfig',
      defaultConfiguration: { ruleChainId: null },
    });
    expect(TbRuleChainInputNode.relationTypes).toEqual(['Failure']);
  });

  it('hands every message, unchanged, to the configured chain', async () => {
    const node = await startNode(server, tenant.tenantId, TbRuleChainInputNode, { ruleChainId: targetId.toUpperCase() });
    const msg = telemetryMsg(device, { temperature: 35 });
    expect(await node.run(msg)).toEqual([]);
    expect(node.ctx.chainCalls).toEqual([{ msg, ruleChainId: targetId }]);
  });

  it('refuses a missing or malformed chain id, an unknown chain and another tenant’s chain', async () => {
    const start = (ruleChainId: unknown) => startNode(server, tenant.tenantId, TbRuleChainInputNode, { ruleChainId: ruleChainId as string });
    await expect(start(null)).rejects.toMatchObject({ name: 'RuleNodeConfigError', message: 'ruleChainId should be specified!' });
    await expect(start('')).rejects.toThrow('ruleChainId should be specified!');
    await expect(start('chain-b')).rejects.toThrow('Rule chain id [chain-b] is not a UUID!');
    await expect(start('33333333-3333-4333-8333-333333333333')).rejects.toThrow('Rule chain with id [33333333-3333-4333-8333-333333333333] is not found!');
    const other = await newTenantAdmin(server);
    const foreign = (await saved(server.url, '/api/ruleChain', other.token, { name: 'Foreign chain' })).id.id;
    await expect(start(foreign)).rejects.toThrow(`Rule chain with id [${foreign}] is not found!`);
  });
});
