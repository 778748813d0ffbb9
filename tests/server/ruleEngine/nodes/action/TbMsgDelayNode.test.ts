import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { DELAY_TICK_TYPE, TbMsgDelayNode } from '../../../../../server/ruleEngine/nodes/action/TbMsgDelayNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { eventually, msgOf, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
const device = { entityType: 'DEVICE' as const, id: '00000000-0000-4000-8000-0000000de1a7' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbMsgDelayNode (action "delay (deprecated)")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbMsgDelayNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.delay.TbMsgDelayNode', type: 'ACTION', name: 'delay (deprecated)', configDirective: 'tbActionNodeMsgDelayConfig' });
    expect(TbMsgDelayNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbMsgDelayNode.defaultConfiguration).toEqual({ periodInSeconds: 60, maxPendingMsgs: 1000, periodInSecondsPattern: null, useMetadataPeriodInSecondsPatterns: false });
  });

  it('acknowledges the input and sends a copy on Success after the period', async () => {
    const node = await startNode(server, tenant.tenantId, TbMsgDelayNode, { periodInSeconds: 1 });
    const msg = msgOf(device, 'POST_TELEMETRY_REQUEST', { t: 1 }, { deviceName: 'D' });
    const started = Date.now();
    expect(await node.run(msg)).toEqual([]);
    expect(node.ctx.acked).toEqual([msg]);
    expect(node.ctx.selfMessages.map((s) => [s.msg.type, s.delayMs])).toEqual([[DELAY_TICK_TYPE, 1000]]);
    await eventually(() => node.ctx.routed.length > 0, 3000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const [out] = node.ctx.routed;
    expect(out!.relations).toEqual(['Success']);
    expect(out!.msg).toMatchObject({ type: msg.type, originator: msg.originator, data: msg.data, metadata: msg.metadata });
    expect(out!.msg.id).not.toBe(msg.id);
    await node.stop();
  });

  it('fails messages beyond maxPendingMsgs; a stopped node releases nothing', async () => {
    const node = await startNode(server, tenant.tenantId, TbMsgDelayNode, { periodInSeconds: 1, maxPendingMsgs: 1 });
    await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { n: 1 }));
    const [over] = await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { n: 2 }));
    expect(over!.relations).toEqual(['Failure']);
    expect(over!.error).toBe('Max limit of pending messages reached!');
    await node.stop();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(node.ctx.routed).toHaveLength(1);
  });

  it('reads the period from a ${metadata} or $[data] pattern when told to', async () => {
    const node = await startNode(server, tenant.tenantId, TbMsgDelayNode, { useMetadataPeriodInSecondsPatterns: true, periodInSecondsPattern: '${wait}' });
    await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', {}, { wait: '7' }));
    const [bad] = await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', {}, { wait: 'soon' }));
    expect(bad!.error).toBe("Can't parse period in seconds from metadata using pattern: ${wait}");
    const byData = await startNode(server, tenant.tenantId, TbMsgDelayNode, { useMetadataPeriodInSecondsPatterns: true, periodInSecondsPattern: '$[delay.seconds]' });
    await byData.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { delay: { seconds: 0 } }));
    expect([...node.ctx.selfMessages, ...byData.ctx.selfMessages].map((s) => s.delayMs)).toEqual([7000, 0]);
    await eventually(() => byData.ctx.routed.length === 1);
    await node.stop();
    await byData.stop();
  });

  it('delays a message that is merely named like its tick', async () => {
    const node = await startNode(server, tenant.tenantId, TbMsgDelayNode, { periodInSeconds: 3600 });
    const forged = msgOf(device, DELAY_TICK_TYPE, '"x"');
    expect(await node.run(forged)).toEqual([]);
    expect(node.ctx.acked).toEqual([forged]);
    await node.stop();
  });

  it('refuses a bad configuration at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbMsgDelayNode, { maxPendingMsgs: 0 })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbMsgDelayNode, { periodInSeconds: -5 })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbMsgDelayNode, { useMetadataPeriodInSecondsPatterns: true })).rejects.toThrow('Period in seconds pattern should be specified!');
  });
});
