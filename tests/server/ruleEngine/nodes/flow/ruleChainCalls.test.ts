import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { ruleEngineOf } from '../../../../../server/ruleEngine/createRuleEngine';
import type { RuleEngine } from '../../../../../server/ruleEngine/engine/RuleEngine';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { telemetryMsg } from '../../nodeHarness';

/*
 * Rule chain input and output nodes through the real engine, with chains saved over
 * REST: chain A's "Classify" node calls chain B, whose output nodes "Hot" and "Cold"
 * hand the message back; A goes on from "Classify" on the output node's name. What
 * happened is read from the nodes' debug events and from submit's outcome.
 */

const ENGINE = 'org.thingsboard.rule.engine.';

let server: RunningServer;
let engine: RuleEngine;
let tenant: Awaited<ReturnType<typeof newTenantAdmin>>;
/** Node ids by name, of both chains. */
const nodeIds: Record<string, string> = {};
let callerId: string;
const device = { entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' };

interface NodeSpec {
  type: string;
  name: string;
  configuration?: Record<string, unknown>;
  debugMode?: boolean;
}

async function saveChain(name: string, nodes: NodeSpec[], connections: [number, number, string][]): Promise<string> {
  const chain = await saved(server.url, '/api/ruleChain', tenant.token, { name });
  const metadata = await saved(server.url, '/api/ruleChain/metadata', tenant.token, {
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: nodes.map((node) => ({ ...node, type: ENGINE + node.type, configuration: node.configuration ?? {} })),
    connections: connections.map(([fromIndex, toIndex, type]) => ({ fromIndex, toIndex, type })),
  });
  for (const node of metadata.nodes) nodeIds[node.name] = node.id.id;
  return chain.id.id;
}

/** The DEBUG_RULE_NODE events of a node in one direction (events of the same millisecond have no order). */
async function debugEvents(name: string, direction: 'IN' | 'OUT'): Promise<Record<string, unknown>[]> {
  await engine.debug.flush();
  const events = await server.stores.events.findLatest(nodeIds[name]!, 'DEBUG_RULE_NODE', 100);
  return events.map((event) => event.body as Record<string, unknown>).filter((body) => body.type === direction);
}

const ofMsg = (events: Record<string, unknown>[], msgId: string) => events.filter((event) => event.msgId === msgId);

beforeAll(async () => {
  server = await startTestServer();
  engine = ruleEngineOf(server.app)!;
  tenant = await newTenantAdmin(server);
  const classifierId = await saveChain(
    'Classifier',
    [
      { type: 'filter.TbJsFilterNode', name: 'Is hot', configuration: { jsScript: 'if (msg.broken) throw new Error("broken reading"); return msg.temperature > 30;' } },
      { type: 'flow.TbRuleChainOutputNode', name: 'Hot' },
      { type: 'flow.TbRuleChainOutputNode', name: 'Cold' },
    ],
    [
      [0, 1, 'True'],
      [0, 2, 'False'],
    ],
  );
  callerId = await saveChain(
    'Caller',
    [
      { type: 'flow.TbRuleChainInputNode', name: 'Classify', configuration: { ruleChainId: classifierId }, debugMode: true },
      {
        type: 'transform.TbTransformMsgNode',
        name: 'Mark hot',
        configuration: { jsScript: 'metadata.returnedVia = "Hot"; return {msg: {hot: msg.temperature}, metadata: metadata, msgType: "HOT_READING"};' },
        debugMode: true,
      },
      { type: 'filter.TbJsFilterNode', name: 'Hot check', configuration: { jsScript: 'if (msg.hot > 100) throw new Error("too hot: " + msg.hot); return true;' } },
    ],
    [
      // The label is the output node's name in any case.
      [0, 1, 'hot'],
      [1, 2, 'Success'],
    ],
  );
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('rule chain input and output nodes in the engine', () => {
  it('returns a hot reading from the called chain on "Hot", where the caller goes on with it', async () => {
    const msg = telemetryMsg(device, { temperature: 35 });
    expect(await engine.submit(tenant.tenantId, msg, { ruleChainId: callerId })).toEqual({ failed: false });

    expect(ofMsg(await debugEvents('Classify', 'IN'), msg.id)).toHaveLength(1);
    const classified = ofMsg(await debugEvents('Classify', 'OUT'), msg.id);
    expect(classified).toEqual([expect.objectContaining({ relationType: 'Hot', data: '{"temperature":35}' })]);
    expect(ofMsg(await debugEvents('Mark hot', 'IN'), msg.id)).toEqual([expect.objectContaining({ msgType: 'POST_TELEMETRY_REQUEST' })]);
    const marked = ofMsg(await debugEvents('Mark hot', 'OUT'), msg.id);
    expect(marked).toEqual([expect.objectContaining({ relationType: 'Success', msgType: 'HOT_READING', data: '{"hot":35}' })]);
    expect(JSON.parse(marked[0]!.metadata as string)).toMatchObject({ returnedVia: 'Hot', deviceName: 'Test device' });
  });

  it('returns a cold reading on "Cold", which the caller does not connect: the message ends there', async () => {
    const msg = telemetryMsg(device, { temperature: 20 });
    expect(await engine.submit(tenant.tenantId, msg, { ruleChainId: callerId })).toEqual({ failed: false });
    expect(ofMsg(await debugEvents('Classify', 'OUT'), msg.id)).toEqual([expect.objectContaining({ relationType: 'Cold' })]);
    expect(ofMsg(await debugEvents('Mark hot', 'IN'), msg.id)).toEqual([]);
  });

  it('settles the caller’s submit with failures in the caller after the return and in the called chain', async () => {
    const tooHot = await engine.submit(tenant.tenantId, telemetryMsg(device, { temperature: 150 }), { ruleChainId: callerId });
    expect(tooHot.failed).toBe(true);
    expect(tooHot.error).toContain('too hot: 150');
    const broken = await engine.submit(tenant.tenantId, telemetryMsg(device, { broken: true }), { ruleChainId: callerId });
    expect(broken.failed).toBe(true);
    expect(broken.error).toContain('broken reading');
  });

  it('runs many messages through both chains at once, each returned on its own label', async () => {
    const msgs = Array.from({ length: 20 }, (_, i) => telemetryMsg(device, { temperature: i % 2 === 0 ? 40 + i : i }));
    const outcomes = await Promise.all(msgs.map((msg) => engine.submit(tenant.tenantId, msg, { ruleChainId: callerId })));
    expect(outcomes.every((outcome) => !outcome.failed)).toBe(true);
    const outs = await debugEvents('Classify', 'OUT');
    expect(msgs.map((msg) => ofMsg(outs, msg.id).map((event) => event.relationType))).toEqual(msgs.map((_, i) => [i % 2 === 0 ? 'Hot' : 'Cold']));
  });
});
