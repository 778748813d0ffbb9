import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { OUTPUT_NODE_CLASS } from '../../../../../server/ruleEngine/engine/ChainRuntime';
import { TbRuleChainOutputNode } from '../../../../../server/ruleEngine/nodes/flow/TbRuleChainOutputNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

/* The node alone; the engine's return to the calling chain is ruleChainCalls.test.ts. */

let server: RunningServer;
let tenantId: string;

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbRuleChainOutputNode (flow "output")', () => {
  it('is the class the engine returns to the caller from, with no outputs and no configuration', () => {
    expect(TbRuleChainOutputNode.clazz).toBe('org.thingsboard.rule.engine.flow.TbRuleChainOutputNode');
    expect(TbRuleChainOutputNode.clazz).toBe(OUTPUT_NODE_CLASS);
    expect(TbRuleChainOutputNode).toMatchObject({ name: 'output', type: 'FLOW', outEnabled: false, relationTypes: [], defaultConfiguration: {}, configDirective: 'tbFlowNodeRuleChainOutputConfig' });
  });

  it('passes the message on unchanged', async () => {
    const node = await startNode(server, tenantId, TbRuleChainOutputNode);
    const msg = telemetryMsg({ entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' }, { temperature: 35 });
    expect(await node.run(msg)).toEqual([{ relations: ['Success'], msg }]);
  });
});
