import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbMsgCountNode } from '../../../../../server/ruleEngine/nodes/action/TbMsgCountNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { eventually, msgOf, startTimed, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
const device = { entityType: 'DEVICE' as const, id: '00000000-0000-4000-8000-00000000c0de' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbMsgCountNode (action "message count")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbMsgCountNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.action.TbMsgCountNode', type: 'ACTION', name: 'message count', configDirective: 'tbActionNodeMsgCountConfig' });
    expect(TbMsgCountNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbMsgCountNode.defaultConfiguration).toEqual({ interval: 1, telemetryPrefix: 'messageCount' });
  });

  it('acknowledges inputs and reports their count per interval as tenant telemetry on Success', async () => {
    const node = await startTimed(server, tenant.tenantId, TbMsgCountNode, { interval: 3600, telemetryPrefix: 'seen' });
    for (let i = 0; i < 3; i++) expect(await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { i }))).toEqual([]);
    expect(node.ctx.acked).toHaveLength(3);
    await node.ctx.tick();
    await node.ctx.tick();
    expect(node.ctx.routed.map((r) => r.relations)).toEqual([['Success'], ['Success']]);
    const [first, second] = node.ctx.routed.map((r) => r.msg);
    expect(first).toMatchObject({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'TENANT', id: tenant.tenantId }, data: '{"seen_tessera":3}' });
    expect(Number(first!.metadata.delta)).toBeGreaterThanOrEqual(0);
    // The count starts again after each report.
    expect(second!.data).toBe('{"seen_tessera":0}');
    expect(second!.id).not.toBe(first!.id);
    await node.stop();
  });

  it('reports by itself every interval seconds', async () => {
    const node = await startNode(server, tenant.tenantId, TbMsgCountNode);
    await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', {}));
    await eventually(() => node.ctx.routed.length > 0, 3000);
    expect(node.ctx.routed[0]!.msg.data).toBe('{"messageCount_tessera":1}');
    await node.stop();
  });

  it('refuses a bad configuration at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbMsgCountNode, { interval: 0 })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbMsgCountNode, { telemetryPrefix: '' })).rejects.toThrow('Telemetry prefix should be specified!');
  });
});
