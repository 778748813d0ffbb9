import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { DEFAULT_GENERATOR_SCRIPT, GENERATOR_TICK_TYPE, TbMsgGeneratorNode } from '../../../../../server/ruleEngine/nodes/action/TbMsgGeneratorNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, eventually, startTimed, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const COUNTING = "return { msg: { n: (prevMsg.n || 0) + 1 }, metadata: { prev: prevMsgType, was: prevMetadata.step || 'none', step: 'x' }, msgType: 'COUNTED' };";

describe('TbMsgGeneratorNode (action "generator")', () => {
  it('has the catalogue definition and defaults, with no input', () => {
    expect(TbMsgGeneratorNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode', type: 'ACTION', name: 'generator', inEnabled: false, configDirective: 'tbActionNodeGeneratorConfig' });
    expect(TbMsgGeneratorNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbMsgGeneratorNode.defaultConfiguration).toEqual({ msgCount: 0, periodInSeconds: 1, originatorId: null, originatorType: null, jsScript: DEFAULT_GENERATOR_SCRIPT });
  });

  it('emits the default script message from the rule node itself every period', async () => {
    const node = await startNode(server, tenant.tenantId, TbMsgGeneratorNode);
    await eventually(() => node.ctx.routed.length > 0, 3000);
    await node.stop();
    const [first] = node.ctx.routed;
    expect(first!.relations).toEqual(['Success']);
    expect(first!.msg).toMatchObject({
      type: 'POST_TELEMETRY_REQUEST',
      originator: { entityType: 'RULE_NODE', id: node.ctx.self.id },
      data: '{"temp":42,"humidity":77}',
      metadata: { data: '40' },
    });
  });

  it('passes the previous message to the script, stops after msgCount, and uses the configured originator', async () => {
    const device = await create(server, tenant, '/api/device', { name: 'Generated from' });
    const node = await startTimed(server, tenant.tenantId, TbMsgGeneratorNode, { periodInSeconds: 3600, msgCount: 2, jsScript: COUNTING, originatorType: 'DEVICE', originatorId: device.id });
    for (let i = 0; i < 4; i++) await node.ctx.tick();
    const msgs = node.ctx.routed.map((r) => r.msg);
    expect(msgs.map((m) => [m.type, m.data, m.metadata])).toEqual([
      ['COUNTED', '{"n":1}', { prev: '', was: 'none', step: 'x' }],
      ['COUNTED', '{"n":2}', { prev: 'COUNTED', was: 'x', step: 'x' }],
    ]);
    expect(msgs.every((m) => m.originator.entityType === 'DEVICE' && m.originator.id === device.id)).toBe(true);
    expect(new Set(msgs.map((m) => m.id)).size).toBe(2);
    await node.stop();
  });

  it('fails a tick message when the script fails, which counts toward msgCount', async () => {
    const node = await startTimed(server, tenant.tenantId, TbMsgGeneratorNode, { periodInSeconds: 3600, msgCount: 1, jsScript: "throw new Error('no data');" });
    await node.ctx.tick();
    await node.ctx.tick();
    expect(node.ctx.routed).toHaveLength(1);
    expect(node.ctx.routed[0]!.relations).toEqual(['Failure']);
    expect(node.ctx.routed[0]!.msg.type).toBe(GENERATOR_TICK_TYPE);
    expect(node.ctx.routed[0]!.error).toContain('no data');
    await node.stop();
  });

  it('refuses a bad configuration at init', async () => {
    const bad = [
      { periodInSeconds: 0 },
      { msgCount: -1 },
      { originatorId: 'not-a-uuid', originatorType: 'DEVICE' as const },
      { originatorId: '00000000-0000-4000-8000-000000000001', originatorType: 'WIDGET_TYPE' as const },
    ];
    for (const config of bad) await expect(startNode(server, tenant.tenantId, TbMsgGeneratorNode, config)).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbMsgGeneratorNode, { jsScript: '' })).rejects.toThrow('jsScript should be specified!');
  });
});
