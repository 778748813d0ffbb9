import type { RunningServer } from '../../../server/main';
import { ruleEngineOf } from '../../../server/ruleEngine/createRuleEngine';
import { newMsg, type NewMsgInit, type TbMsg } from '../../../server/ruleEngine/msg/TbMsg';
import { errorText, FAILURE, SUCCESS, type RuleNode, type RuleNodeContext, type RuleNodeDefinition, type Stoppable } from '../../../server/ruleEngine/node/RuleNodeDefinition';
import type { ScriptType } from '../../../server/ruleEngine/script/ScriptEngine';

/*
 * Runs one rule node outside a chain, against a real server's services (database,
 * telemetry, alarms, mail, sandboxed scripts), and records where each message went.
 * Per-node tests use it to check the catalogue's behaviour relation by relation.
 */

export interface Routed {
  relations: string[];
  msg: TbMsg;
  /** Set for tellFailure. */
  error?: string;
}

export class RecordingContext implements RuleNodeContext {
  readonly routed: Routed[] = [];
  readonly acked: TbMsg[] = [];
  readonly enqueued: TbMsg[] = [];
  readonly requeued: { msg: TbMsg; relations: string[]; queueName?: string }[] = [];
  readonly chainCalls: { msg: TbMsg; ruleChainId: string }[] = [];
  readonly selfMessages: { msg: TbMsg; delayMs: number }[] = [];
  private readonly timers = new Set<() => void>();
  node: RuleNode | undefined;

  constructor(
    private readonly server: RunningServer,
    readonly tenantId: string,
    readonly self: RuleNodeContext['self'],
  ) {}

  get services() {
    return ruleEngineOf(this.server.app)!.services;
  }

  tellNext(msg: TbMsg, relations: string | readonly string[]): void {
    this.routed.push({ relations: typeof relations === 'string' ? [relations] : [...relations], msg });
  }

  tellSuccess(msg: TbMsg): void {
    this.tellNext(msg, SUCCESS);
  }

  tellFailure(msg: TbMsg, error: unknown): void {
    const text = errorText(error);
    this.routed.push({ relations: [FAILURE], msg: { ...msg, metadata: { ...msg.metadata, error: text } }, error: text });
  }

  ack(msg: TbMsg): void {
    this.acked.push(msg);
  }

  enqueue(msg: TbMsg): void {
    this.enqueued.push(msg);
  }

  enqueueForTellNext(msg: TbMsg, relations: string | readonly string[], queueName?: string): void {
    this.requeued.push({ msg, relations: typeof relations === 'string' ? [relations] : [...relations], queueName });
  }

  toRuleChain(msg: TbMsg, ruleChainId: string): void {
    this.chainCalls.push({ msg, ruleChainId });
  }

  /** Records the request and really delivers it after the delay (timers stop with `stop`). */
  tellSelf(msg: TbMsg, delayMs: number): Stoppable {
    this.selfMessages.push({ msg, delayMs });
    const timer = setTimeout(() => void this.node?.onMsg(this, msg), delayMs);
    const stop = () => clearTimeout(timer);
    this.timers.add(stop);
    return { dispose: stop };
  }

  every(periodMs: number, task: () => void | Promise<void>): Stoppable {
    const timer = setInterval(() => void task(), periodMs);
    const stop = () => clearInterval(timer);
    this.timers.add(stop);
    return { dispose: stop };
  }

  newMsg(init: NewMsgInit): TbMsg {
    return newMsg(init);
  }

  createScript(type: ScriptType, body: string, argNames?: readonly string[]) {
    return ruleEngineOf(this.server.app)!.scripts.compile(this.tenantId, type, body, argNames);
  }

  /** Routed messages that took `relation` (case-insensitive). */
  on(relation: string): TbMsg[] {
    return this.routed.filter((r) => r.relations.some((name) => name.toLowerCase() === relation.toLowerCase())).map((r) => r.msg);
  }

  clear(): void {
    this.routed.length = 0;
    this.acked.length = 0;
    this.enqueued.length = 0;
    this.requeued.length = 0;
    this.chainCalls.length = 0;
    this.selfMessages.length = 0;
  }

  stopTimers(): void {
    for (const stop of this.timers) stop();
    this.timers.clear();
  }
}

export interface StartedNode {
  ctx: RecordingContext;
  node: RuleNode;
  /** Delivers one message and waits for onMsg; returns what was routed for it. */
  run(msg: TbMsg): Promise<Routed[]>;
  stop(): Promise<void>;
}

let nodeCounter = 0;

/** Starts `definition` with `configuration` merged over its defaults, as the engine does. */
export async function startNode<C extends object>(
  server: RunningServer,
  tenantId: string,
  definition: RuleNodeDefinition<C>,
  configuration: Partial<C> = {},
): Promise<StartedNode> {
  nodeCounter++;
  const self = {
    id: `00000000-0000-4000-8000-${String(nodeCounter).padStart(12, '0')}`,
    name: `${definition.name} ${nodeCounter}`,
    ruleChainId: '00000000-0000-4000-8000-000000000000',
    clazz: definition.clazz,
    debugMode: false,
  };
  const ctx = new RecordingContext(server, tenantId, self);
  const node = await definition.init(ctx, { ...definition.defaultConfiguration, ...configuration } as C);
  ctx.node = node;
  return {
    ctx,
    node,
    async run(msg) {
      const before = ctx.routed.length;
      await node.onMsg(ctx, msg);
      return ctx.routed.slice(before);
    },
    async stop() {
      ctx.stopTimers();
      await node.destroy?.();
    },
  };
}

/** A device telemetry message as the transport makes it. */
export function telemetryMsg(originator: { entityType: string; id: string }, data: Record<string, unknown>, metadata: Record<string, string> = {}): TbMsg {
  return newMsg({
    type: 'POST_TELEMETRY_REQUEST',
    originator: originator as TbMsg['originator'],
    data: JSON.stringify(data),
    metadata: { deviceName: 'Test device', deviceType: 'default', ts: String(Date.now()), ...metadata },
  });
}
