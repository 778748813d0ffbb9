import type { FastifyBaseLogger } from 'fastify';
import type { AlarmEventBus } from '../../alarms/AlarmEventBus';
import type { EntityChangeBus } from '../EntityChangeBus';
import type { MailService } from '../../mail/MailService';
import type { RpcService } from '../../rpc/RpcService';
import type { Stores } from '../../store/createStores';
import type { TelemetryService } from '../../telemetry/types';
import type { NewMsgInit, TbMsg } from '../msg/TbMsg';
import type { ScriptFunction, ScriptType } from '../script/ScriptEngine';

/*
 * The one contract every rule node implements, built-in or added (catalogue §1, "Node
 * contract"). A node is a definition (what the palette and /api/components show, its
 * default configuration) plus `init`, which checks the configuration and returns the
 * running node: `onMsg` for each message, `destroy` when the chain stops or changes.
 */

export const RULE_NODE_TYPES = ['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'] as const;
export type RuleNodeType = (typeof RULE_NODE_TYPES)[number];

export const RULE_CHAIN_TYPES = ['CORE', 'EDGE'] as const;
export type RuleChainKind = (typeof RULE_CHAIN_TYPES)[number];

export const SUCCESS = 'Success';
export const FAILURE = 'Failure';
export const TRUE = 'True';
export const FALSE = 'False';

/** Prefix of every built-in node's class name. */
export const ENGINE_PACKAGE = 'org.thingsboard.rule.engine.';

/** A configuration the node cannot run with: init fails with this text, and the chain shows it. */
export class RuleNodeConfigError extends Error {
  override name = 'RuleNodeConfigError';
}

/** Services a node may use; all belong to the node's tenant only through the ids the node passes. */
export interface RuleEngineServices {
  stores: Stores;
  telemetry: TelemetryService;
  alarmBus: AlarmEventBus;
  rpc: RpcService;
  mail: MailService;
  log: FastifyBaseLogger;
  /** Saved and deleted entities (device profiles, devices, rule chains), for nodes that cache them. */
  entityChanges: EntityChangeBus;
}

/** What a node knows about itself. */
export interface RuleNodeSelf {
  id: string;
  name: string;
  ruleChainId: string;
  clazz: string;
  debugMode: boolean;
}

/** Something that can be stopped; timers and subscriptions a node starts. */
export interface Stoppable {
  dispose(): void;
}

/**
 * What a running node gets, at init and for every message. Routing calls name relations
 * (matched to connection labels case-insensitively); a message may go down several.
 * `onMsg` should finish routing before its promise settles: the message counts as
 * processed (and a device's QoS 1 publish is acknowledged) once every branch settled.
 */
export interface RuleNodeContext {
  readonly tenantId: string;
  readonly self: RuleNodeSelf;
  readonly services: RuleEngineServices;
  /** Routes `msg` down every connection labelled with one of `relations`. */
  tellNext(msg: TbMsg, relations: string | readonly string[]): void;
  /** `tellNext(msg, 'Success')`. */
  tellSuccess(msg: TbMsg): void;
  /** Routes down Failure with the error text in metadata `error`; recorded on the node's debug events. */
  tellFailure(msg: TbMsg, error: unknown): void;
  /** The message is consumed here and goes nowhere. */
  ack(msg: TbMsg): void;
  /** A new message of the tenant that enters the originator's rule chain from its start (entity events, alarm events). */
  enqueue(msg: TbMsg): void;
  /** Re-queues `msg` on `queueName` (checkpoint): it leaves this node on `relations` as a new message. */
  enqueueForTellNext(msg: TbMsg, relations: string | readonly string[], queueName?: string): void;
  /**
   * Sends `msg` into the tenant's chain `ruleChainId` from its first node; what that
   * chain's output nodes return leaves this node on the output node's name.
   */
  toRuleChain(msg: TbMsg, ruleChainId: string): void;
  /** Delivers `msg` to this node's `onMsg` again after `delayMs` (timers); stopped with the node. */
  tellSelf(msg: TbMsg, delayMs: number): Stoppable;
  /** Runs `task` every `periodMs` until the node stops. */
  every(periodMs: number, task: () => void | Promise<void>): Stoppable;
  /** A new message made by this node (new id), queue and tracking of its own. */
  newMsg(init: NewMsgInit): TbMsg;
  /** Compiles a user script for this tenant's sandbox. */
  createScript(type: ScriptType, body: string, argNames?: readonly string[]): Promise<ScriptFunction>;
}

/** A running node. */
export interface RuleNode {
  onMsg(ctx: RuleNodeContext, msg: TbMsg): void | Promise<void>;
  destroy?(): void | Promise<void>;
}

/** Everything /api/components tells about a node, and how to start it. */
export interface RuleNodeDefinition<C extends object = Record<string, unknown>> {
  /** The fully qualified class name, the key in chains' metadata: `tb('filter.TbJsFilterNode')` for built-in nodes. */
  clazz: string;
  type: RuleNodeType;
  name: string;
  description: string;
  /** HTML text shown as the node's help. */
  details: string;
  relationTypes: readonly string[];
  /** True: connections may carry free labels (switch, device profile, rule chain). */
  customRelations?: boolean;
  inEnabled?: boolean;
  outEnabled?: boolean;
  /** True for the node that forwards to another rule chain. */
  ruleChainNode?: boolean;
  ruleChainTypes?: readonly RuleChainKind[];
  defaultConfiguration: C;
  configDirective: string;
  icon?: string;
  iconUrl?: string;
  docUrl?: string;
  /** Checks the configuration (merged over the defaults) and starts the node; throw RuleNodeConfigError for a bad one. */
  init(ctx: RuleNodeContext, configuration: C): RuleNode | Promise<RuleNode>;
}

/** Types a node module with its configuration; returns it unchanged. */
export function defineRuleNode<C extends object>(definition: RuleNodeDefinition<C>): RuleNodeDefinition<C> {
  return definition;
}

/** A built-in node's fully qualified class name from its package and class: `tb('filter.TbJsFilterNode')`. */
export function tb(packageAndClass: string): string {
  return ENGINE_PACKAGE + packageAndClass;
}

/** An error's text as nodes report it. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
}
