import type { StoredMetadata } from '../../store/RuleChainStore';
import type { JsonObject } from '../../store/ids';
import { newMsg, transformMsg, type TbMsg } from '../msg/TbMsg';
import {
  errorText,
  FAILURE,
  SUCCESS,
  tb,
  type RuleNode,
  type RuleNodeContext,
  type RuleNodeDefinition,
  type RuleNodeSelf,
  type Stoppable,
} from '../node/RuleNodeDefinition';
import type { ScriptType } from '../script/ScriptEngine';
import type { EngineInternals } from './EngineInternals';

/*
 * One started rule chain: its nodes, each with its running instance (or the error its
 * init gave), and its connections indexed by source node and relation label (lower
 * case, as ThingsBoard matches them). Chains are started when a message first needs
 * them and replaced as a whole when saved.
 */

export const OUTPUT_NODE_CLASS = tb('flow.TbRuleChainOutputNode');

interface Connection {
  toIndex: number;
  /** Lower case. */
  relation: string;
}

export class NodeSlot {
  node: RuleNode | undefined;
  initError: string | undefined;
  readonly ctx: RuleNodeContext;
  readonly connections: Connection[] = [];
  readonly timers = new Set<Stoppable>();

  constructor(
    readonly chain: ChainRuntime,
    readonly index: number,
    readonly self: RuleNodeSelf,
    readonly definition: RuleNodeDefinition<object> | undefined,
    readonly configuration: JsonObject,
  ) {
    this.ctx = new NodeContext(this, chain.engine);
  }

  get isOutput(): boolean {
    return this.self.clazz === OUTPUT_NODE_CLASS;
  }

  get ref() {
    return { tenantId: this.chain.tenantId, nodeId: this.self.id };
  }

  /** Relations this node's connections carry (their labels as written). */
  targets(relations: ReadonlySet<string>): number[] {
    return this.connections.filter((connection) => relations.has(connection.relation)).map((connection) => connection.toIndex);
  }
}

class NodeContext implements RuleNodeContext {
  readonly tenantId: string;
  readonly self: RuleNodeSelf;

  constructor(
    private readonly slot: NodeSlot,
    private readonly engine: EngineInternals,
  ) {
    this.tenantId = slot.chain.tenantId;
    this.self = slot.self;
  }

  get services() {
    return this.engine.services;
  }

  tellNext(msg: TbMsg, relations: string | readonly string[]): void {
    this.engine.route(this.slot, msg, typeof relations === 'string' ? [relations] : relations);
  }

  tellSuccess(msg: TbMsg): void {
    this.tellNext(msg, SUCCESS);
  }

  tellFailure(msg: TbMsg, error: unknown): void {
    const text = errorText(error);
    this.engine.route(this.slot, transformMsg(msg, { metadata: { ...msg.metadata, error: text } }), [FAILURE], text);
  }

  ack(_msg: TbMsg): void {
    // Consumed: the delivery ends when onMsg settles, and nothing is routed.
  }

  enqueue(msg: TbMsg): void {
    this.engine.enqueue(this.tenantId, msg);
  }

  enqueueForTellNext(msg: TbMsg, relations: string | readonly string[], queueName?: string): void {
    this.engine.requeue(this.slot, msg, typeof relations === 'string' ? [relations] : relations, queueName);
  }

  toRuleChain(msg: TbMsg, ruleChainId: string): void {
    this.engine.callChain(this.slot, msg, ruleChainId);
  }

  tellSelf(msg: TbMsg, delayMs: number): Stoppable {
    const timer = setTimeout(() => {
      this.slot.timers.delete(stoppable);
      this.engine.deliverDetached(this.slot, msg);
    }, Math.max(0, delayMs));
    timer.unref?.();
    const stoppable: Stoppable = { dispose: () => (clearTimeout(timer), this.slot.timers.delete(stoppable)) };
    this.slot.timers.add(stoppable);
    return stoppable;
  }

  every(periodMs: number, task: () => void | Promise<void>): Stoppable {
    const timer = setInterval(() => {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => this.engine.debug.error(this.slot.ref, 'timer', errorText(error)));
    }, Math.max(1, periodMs));
    timer.unref?.();
    const stoppable: Stoppable = { dispose: () => (clearInterval(timer), this.slot.timers.delete(stoppable)) };
    this.slot.timers.add(stoppable);
    return stoppable;
  }

  newMsg(init: Parameters<RuleNodeContext['newMsg']>[0]) {
    return newMsg(init);
  }

  createScript(type: ScriptType, body: string, argNames?: readonly string[]) {
    return this.engine.scripts.compile(this.tenantId, type, body, argNames);
  }
}

/** A chain's row and metadata as stored. */
export interface ChainSource {
  id: string;
  tenantId: string;
  name: string;
  metadata: StoredMetadata;
}

export class ChainRuntime {
  readonly slots: NodeSlot[] = [];
  readonly id: string;
  readonly tenantId: string;
  readonly name: string;
  readonly firstNodeIndex: number | null;
  /** The first node error that stopped a node from starting, for the chain's state. */
  error: string | undefined;
  private stopped = false;

  constructor(
    readonly engine: EngineInternals,
    source: ChainSource,
  ) {
    this.id = source.id;
    this.tenantId = source.tenantId;
    this.name = source.name;
    const { nodes, connections } = source.metadata;
    this.firstNodeIndex = source.metadata.firstNodeIndex;
    nodes.forEach((raw, index) => {
      const clazz = String(raw.type ?? '');
      const id = String((raw.id as { id?: string } | undefined)?.id ?? `${source.id}:${index}`);
      const self: RuleNodeSelf = { id, name: String(raw.name ?? ''), ruleChainId: source.id, clazz, debugMode: raw.debugMode === true };
      const configuration = raw.configuration && typeof raw.configuration === 'object' ? (raw.configuration as JsonObject) : {};
      this.slots.push(new NodeSlot(this, index, self, engine.registry.get(clazz), configuration));
    });
    for (const raw of connections) {
      const from = this.slots[Number(raw.fromIndex)];
      const toIndex = Number(raw.toIndex);
      if (from && this.slots[toIndex] && typeof raw.type === 'string') from.connections.push({ toIndex, relation: raw.type.toLowerCase() });
    }
  }

  /** Starts every node; one that fails keeps its error and fails the messages that reach it. */
  async start(): Promise<void> {
    for (const slot of this.slots) {
      if (!slot.definition) {
        slot.initError = `Unknown Rule Node class: ${slot.self.clazz}`;
      } else {
        try {
          slot.node = await slot.definition.init(slot.ctx, { ...slot.definition.defaultConfiguration, ...slot.configuration });
        } catch (error) {
          slot.initError = errorText(error);
        }
      }
      if (slot.initError) {
        this.error ??= `Rule node "${slot.self.name}" failed to start: ${slot.initError}`;
        this.engine.services.log.warn({ ruleChainId: this.id, ruleNodeId: slot.self.id, error: slot.initError }, 'rule node failed to start');
      }
      this.engine.debug.lifecycle(slot.ref, 'STARTED', slot.initError);
    }
  }

  get first(): NodeSlot | undefined {
    return this.firstNodeIndex === null ? undefined : this.slots[this.firstNodeIndex];
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const slot of this.slots) {
      for (const timer of [...slot.timers]) timer.dispose();
      try {
        await slot.node?.destroy?.();
      } catch (error) {
        this.engine.services.log.warn({ err: error, ruleNodeId: slot.self.id }, 'rule node failed to stop');
      }
      slot.node = undefined;
    }
  }
}
