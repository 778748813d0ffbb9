import type { TbMsg } from '../msg/TbMsg';
import type { NodeRegistry } from '../node/NodeRegistry';
import type { RuleEngineServices } from '../node/RuleNodeDefinition';
import type { ScriptEngine } from '../script/ScriptEngine';
import type { NodeSlot } from './ChainRuntime';
import type { DebugRecorder } from './DebugRecorder';

/** What a started chain's node contexts need from the engine (RuleEngine implements it). */
export interface EngineInternals {
  readonly services: RuleEngineServices;
  readonly registry: NodeRegistry;
  readonly scripts: ScriptEngine;
  readonly debug: DebugRecorder;
  route(from: NodeSlot, msg: TbMsg, relations: readonly string[], error?: string): void;
  enqueue(tenantId: string, msg: TbMsg): void;
  requeue(from: NodeSlot, msg: TbMsg, relations: readonly string[], queueName?: string): void;
  callChain(from: NodeSlot, msg: TbMsg, ruleChainId: string): void;
  deliverDetached(to: NodeSlot, msg: TbMsg): void;
}
