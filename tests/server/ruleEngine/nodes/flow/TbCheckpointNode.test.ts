import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { ruleEngineOf } from '../../../../../server/ruleEngine/createRuleEngine';
import { TbCheckpointNode } from '../../../../../server/ruleEngine/nodes/flow/TbCheckpointNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

const ENGINE = 'org.thingsboard.rule.engine.';

let server: RunningServer;
let tenant: Awaited<ReturnType<typeof newTenantAdmin>>;
const device = { entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbCheckpointNode (flow "checkpoint")', () => {
  it('re-queues on HighPriority by default and goes on via Success', async () => {
    expect(TbCheckpointNode).toMatchObject({ name: 'checkpoint', type: 'FLOW', configDirective: 'tbActionNodeCheckPointConfig', defaultConfiguration: { queueName: 'HighPriority' } });
    expect(TbCheckpointNode.relationTypes).toEqual(['Success', 'Failure']);
    const node = await startNode(server, tenant.tenantId, TbCheckpointNode);
    const msg = telemetryMsg(device, { temperature: 35 });
    expect(await node.run(msg)).toEqual([]);
    expect(node.ctx.requeued).toEqual([{ msg, relations: ['Success'], queueName: 'HighPriority' }]);
    const sequential = await startNode(server, tenant.tenantId, TbCheckpointNode, { queueName: 'SequentialByOriginator' });
    await sequential.run(msg);
    expect(sequential.ctx.requeued[0]!.queueName).toBe('SequentialByOriginator');
  });

  it('refuses an empty queue name', async () => {
    await expect(startNode(server, tenant.tenantId, TbCheckpointNode, { queueName: '' })).rejects.toMatchObject({ name: 'RuleNodeConfigError', message: 'queueName should be specified!' });
  });

  it('in a chain: the rest of the chain runs as a new message of the named queue; the original settles once the queue took it', async () => {
    const chain = await saved(server.url, '/api/ruleChain', tenant.token, { name: 'Checkpoint chain' });
    await saved(server.url, '/api/ruleChain/metadata', tenant.token, {
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [
        { type: `${ENGINE}flow.TbCheckpointNode`, name: 'To high priority', configuration: { queueName: 'HighPriority' } },
        { type: `${ENGINE}filter.TbJsFilterNode`, name: 'Hot?', configuration: { jsScript: 'return msg.temperature > 30;' } },
        { type: `${ENGINE}filter.TbJsFilterNode`, name: 'Report', configuration: { jsScript: 'throw new Error("hot after checkpoint");' } },
      ],
      connections: [
        { fromIndex: 0, toIndex: 1, type: 'Success' },
        { fromIndex: 1, toIndex: 2, type: 'True' },
      ],
    });
    const engine = ruleEngineOf(server.app)!;
    const processed = () => engine.stats()[tenant.tenantId]?.HighPriority?.processed ?? 0;
    const until = async (count: number) => {
      for (let i = 0; i < 200 && processed() < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      return processed();
    };
    expect(await engine.submit(tenant.tenantId, telemetryMsg(device, { temperature: 20 }), { ruleChainId: chain.id.id })).toEqual({ failed: false });
    expect(await until(1)).toBe(1);
    // A failure after the checkpoint belongs to the copy: the original was done at the checkpoint, as in ThingsBoard.
    expect(await engine.submit(tenant.tenantId, telemetryMsg(device, { temperature: 35 }), { ruleChainId: chain.id.id })).toEqual({ failed: false });
    expect(await until(2)).toBe(2);
    expect(engine.stats()[tenant.tenantId]!.HighPriority).toMatchObject({ inFlight: 0, pending: 0 });
  });
});
