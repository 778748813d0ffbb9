import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../server/main';
import { DebugRecorder } from '../../../../server/ruleEngine/engine/DebugRecorder';
import { RuleEngine } from '../../../../server/ruleEngine/engine/RuleEngine';
import { QueueFullError } from '../../../../server/ruleEngine/engine/TenantQueue';
import { ruleEngineOf } from '../../../../server/ruleEngine/createRuleEngine';
import { newMsg, type TbMsg } from '../../../../server/ruleEngine/msg/TbMsg';
import { NodeRegistry } from '../../../../server/ruleEngine/node/NodeRegistry';
import { defineRuleNode, RuleNodeConfigError } from '../../../../server/ruleEngine/node/RuleNodeDefinition';
import { ScriptEngine } from '../../../../server/ruleEngine/script/ScriptEngine';
import { newTenantAdmin } from '../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../helpers';

/*
 * The engine's routing rules (catalogue §1) with small test nodes: relations match
 * case-insensitively and fan out, an unconnected Failure fails the message, a node that
 * cannot start marks its chain without stopping others, a saved chain restarts, queues
 * are bounded per tenant, and `submit` settles only when every branch has.
 */

const recorded = new Map<string, TbMsg[]>();
const gates = new Map<string, Promise<void>>();

const PassNode = defineRuleNode<{ relation: string }>({
  clazz: 'test.Pass', type: 'FLOW', name: 'pass', description: '', details: '', relationTypes: ['Success', 'Failure'],
  defaultConfiguration: { relation: 'Success' }, configDirective: '',
  init: (_ctx, config) => ({ onMsg: (ctx, msg) => ctx.tellNext(msg, config.relation) }),
});

const RecordNode = defineRuleNode<{ key: string }>({
  clazz: 'test.Record', type: 'ACTION', name: 'record', description: '', details: '', relationTypes: ['Success', 'Failure'],
  defaultConfiguration: { key: 'default' }, configDirective: '',
  init: (_ctx, config) => ({
    onMsg: (ctx, msg) => {
      recorded.set(config.key, [...(recorded.get(config.key) ?? []), msg]);
      ctx.tellSuccess(msg);
    },
  }),
});

const ThrowNode = defineRuleNode({
  clazz: 'test.Throw', type: 'ACTION', name: 'throw', description: '', details: '', relationTypes: ['Success', 'Failure'],
  defaultConfiguration: {}, configDirective: '',
  init: () => ({
    onMsg: () => {
      throw new Error('node broke');
    },
  }),
});

const BadInitNode = defineRuleNode({
  clazz: 'test.BadInit', type: 'ACTION', name: 'bad init', description: '', details: '', relationTypes: ['Success', 'Failure'],
  defaultConfiguration: {}, configDirective: '',
  init: () => {
    throw new RuleNodeConfigError('url should be specified!');
  },
});

/** Waits on the gate named by metadata `gate` before passing the message on. */
const GateNode = defineRuleNode({
  clazz: 'test.Gate', type: 'ACTION', name: 'gate', description: '', details: '', relationTypes: ['Success', 'Failure'],
  defaultConfiguration: {}, configDirective: '',
  init: () => ({
    onMsg: async (ctx, msg) => {
      await gates.get(msg.metadata.gate ?? '');
      ctx.tellSuccess(msg);
    },
  }),
});

const CheckpointNode = defineRuleNode<{ queue: string }>({
  clazz: 'test.Checkpoint', type: 'FLOW', name: 'checkpoint', description: '', details: '', relationTypes: ['Success', 'Failure'],
  defaultConfiguration: { queue: '' }, configDirective: '',
  init: (_ctx, config) => ({ onMsg: (ctx, msg) => ctx.enqueueForTellNext(msg, 'Success', config.queue || undefined) }),
});

let server: RunningServer;
let engine: RuleEngine;
let tenantA: string;
let tenantB: string;

type NodeSpec = [clazz: string, configuration?: Record<string, unknown>, debugMode?: boolean];

async function chain(tenantId: string, nodes: NodeSpec[], connections: [number, number, string][], first = 0): Promise<string> {
  const saved = await server.stores.ruleChains.create(tenantId, { name: `chain ${Math.random()}`, type: 'CORE', debugMode: false, configuration: null, additionalInfo: null });
  await setMetadata(saved.id.id, nodes, connections, first);
  return saved.id.id;
}

async function setMetadata(chainId: string, nodes: NodeSpec[], connections: [number, number, string][], first = 0): Promise<void> {
  const metadata = {
    firstNodeIndex: first,
    nodes: nodes.map(([type, configuration = {}, debugMode = false], index) => ({
      id: { entityType: 'RULE_NODE', id: `${chainId.slice(0, 24)}${String(index).padStart(12, '0')}` },
      type,
      name: `node ${index}`,
      debugMode,
      configuration,
    })),
    connections: connections.map(([fromIndex, toIndex, type]) => ({ fromIndex, toIndex, type })),
    ruleChainConnections: null,
  };
  await server.stores.ruleChains.saveMetadata(chainId, metadata, null);
}

function msg(originator = '11111111-1111-4111-8111-111111111111', metadata: Record<string, string> = {}): TbMsg {
  return newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'ASSET', id: originator }, data: '{"t":1}', metadata });
}

beforeAll(async () => {
  server = await startTestServer();
  const base = ruleEngineOf(server.app)!;
  engine = new RuleEngine(
    base.services,
    new NodeRegistry([PassNode, RecordNode, ThrowNode, BadInitNode, GateNode, CheckpointNode] as never[]),
    new ScriptEngine(),
    new DebugRecorder(server.stores.events, base.services.log),
    { queueLimits: { maxInFlight: 2, maxPending: 2 } },
  );
  tenantA = (await newTenantAdmin(server)).tenantId;
  tenantB = (await newTenantAdmin(server)).tenantId;
});

afterAll(async () => {
  await engine?.close();
  await server?.close();
  await removeTempDirs();
});

describe('RuleEngine routing', () => {
  it('matches relation labels case-insensitively and fans out to every match', async () => {
    const id = await chain(tenantA, [['test.Pass', { relation: 'SUCCESS' }], ['test.Record', { key: 'fan1' }], ['test.Record', { key: 'fan2' }]], [
      [0, 1, 'success'],
      [0, 2, 'Success'],
    ]);
    const outcome = await engine.submit(tenantA, msg(), { ruleChainId: id });
    expect(outcome).toEqual({ failed: false });
    expect(recorded.get('fan1')).toHaveLength(1);
    expect(recorded.get('fan2')).toHaveLength(1);
  });

  it('fails the message when Failure is not connected, and routes it with metadata error when it is', async () => {
    const unconnected = await chain(tenantA, [['test.Throw']], []);
    expect(await engine.submit(tenantA, msg(), { ruleChainId: unconnected })).toEqual({ failed: true, error: 'node broke' });

    const connected = await chain(tenantA, [['test.Throw'], ['test.Record', { key: 'failures' }]], [[0, 1, 'Failure']]);
    expect(await engine.submit(tenantA, msg(), { ruleChainId: connected })).toEqual({ failed: false });
    expect(recorded.get('failures')![0]!.metadata.error).toBe('node broke');
  });

  it('acknowledges silently a relation nobody listens to (unless it is Failure)', async () => {
    const id = await chain(tenantA, [['test.Pass', { relation: 'Nowhere' }]], []);
    expect(await engine.submit(tenantA, msg(), { ruleChainId: id })).toEqual({ failed: false });
  });

  it('marks a chain whose node cannot start, fails messages reaching that node, and keeps other chains running', async () => {
    const broken = await chain(tenantA, [['test.BadInit']], []);
    const state = await engine.chainState(tenantA, broken);
    expect(state?.error).toBe('Rule node "node 0" failed to start: url should be specified!');
    expect(await engine.submit(tenantA, msg(), { ruleChainId: broken })).toEqual({ failed: true, error: 'url should be specified!' });

    const healthy = await chain(tenantA, [['test.Record', { key: 'healthy' }]], []);
    expect(await engine.submit(tenantA, msg(), { ruleChainId: healthy })).toEqual({ failed: false });
    expect(recorded.get('healthy')).toHaveLength(1);
  });

  it('an unknown node class is a node that cannot start', async () => {
    const id = await chain(tenantA, [['org.example.Missing']], []);
    expect((await engine.chainState(tenantA, id))?.nodeErrors).toEqual({ [`${id.slice(0, 24)}000000000000`]: 'Unknown Rule Node class: org.example.Missing' });
  });

  it('restarts a chain when it is announced as saved, without a restart of the server', async () => {
    const id = await chain(tenantA, [['test.Record', { key: 'before' }]], []);
    await engine.submit(tenantA, msg(), { ruleChainId: id });
    await setMetadata(id, [['test.Record', { key: 'after' }]], []);
    // Not announced yet: the started chain keeps running.
    await engine.submit(tenantA, msg(), { ruleChainId: id });
    expect(recorded.get('before')).toHaveLength(2);
    engine.services.entityChanges.emit({ tenantId: tenantA, entityId: { entityType: 'RULE_CHAIN', id }, kind: 'UPDATED' });
    await engine.submit(tenantA, msg(), { ruleChainId: id });
    expect(recorded.get('after')).toHaveLength(1);
  });

  it('settles submit only when the last branch settled', async () => {
    let open!: () => void;
    gates.set('late', new Promise<void>((resolve) => (open = resolve)));
    const id = await chain(tenantA, [['test.Pass'], ['test.Gate'], ['test.Record', { key: 'late' }]], [
      [0, 1, 'Success'],
      [1, 2, 'Success'],
    ]);
    let settled = false;
    const pending = engine.submit(tenantA, msg(undefined, { gate: 'late' }), { ruleChainId: id }).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    open();
    await pending;
    expect(recorded.get('late')).toHaveLength(1);
  });

  it('bounds each tenant queue and refuses beyond it, while another tenant goes on', async () => {
    let open!: () => void;
    gates.set('stuck', new Promise<void>((resolve) => (open = resolve)));
    const stuckA = await chain(tenantA, [['test.Gate']], []);
    const submits = [1, 2, 3, 4].map(() => engine.submit(tenantA, msg(undefined, { gate: 'stuck' }), { ruleChainId: stuckA }));
    // 2 in flight + 2 waiting: the fifth is refused at once.
    await expect(engine.submit(tenantA, msg(undefined, { gate: 'stuck' }), { ruleChainId: stuckA })).rejects.toBeInstanceOf(QueueFullError);

    const otherB = await chain(tenantB, [['test.Record', { key: 'tenantB' }]], []);
    expect(await engine.submit(tenantB, msg(), { ruleChainId: otherB })).toEqual({ failed: false });
    expect(recorded.get('tenantB')).toHaveLength(1);

    open();
    expect(await Promise.all(submits)).toHaveLength(4);
  });

  it('a checkpoint into the message\'s own full queue, or the sequential queue, does not wait on itself', async () => {
    const sameQueue = await chain(tenantB, [['test.Checkpoint'], ['test.Record', { key: 'requeued' }]], [[0, 1, 'Success']]);
    const sequential = await chain(tenantB, [['test.Checkpoint', { queue: 'SequentialByOriginator' }], ['test.Record', { key: 'sequential' }]], [[0, 1, 'Success']]);
    // Two in flight fill the Main queue's slots; each one's copy must still get through.
    await Promise.all([engine.submit(tenantB, msg(), { ruleChainId: sameQueue }), engine.submit(tenantB, msg(), { ruleChainId: sameQueue })]);
    await engine.submit(tenantB, { ...msg(), queueName: 'SequentialByOriginator' }, { ruleChainId: sequential });
    for (let i = 0; i < 100 && ((recorded.get('requeued')?.length ?? 0) < 2 || !recorded.get('sequential')); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(recorded.get('requeued')).toHaveLength(2);
    expect(recorded.get('sequential')).toHaveLength(1);
  });

  it('records IN and OUT debug events of nodes in debug mode', async () => {
    const id = await chain(tenantA, [['test.Pass', {}, true], ['test.Throw', {}, true]], [[0, 1, 'Success']]);
    await engine.submit(tenantA, msg(), { ruleChainId: id });
    await engine.debug.flush();
    const first = await server.stores.events.findLatest(`${id.slice(0, 24)}000000000000`, 'DEBUG_RULE_NODE', 10);
    expect(first.map((event) => (event.body as { type: string }).type).sort()).toEqual(['IN', 'OUT']);
    const out = first.find((event) => (event.body as { type: string }).type === 'OUT')!.body as Record<string, unknown>;
    expect(out).toMatchObject({ relationType: 'Success', msgType: 'POST_TELEMETRY_REQUEST', data: '{"t":1}' });
    const second = await server.stores.events.findLatest(`${id.slice(0, 24)}000000000001`, 'DEBUG_RULE_NODE', 10);
    const failed = second.find((event) => (event.body as { type: string }).type === 'OUT')!.body as Record<string, unknown>;
    expect(failed).toMatchObject({ relationType: 'Failure', error: 'node broke' });
  });
});
