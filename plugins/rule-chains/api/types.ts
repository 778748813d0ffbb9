import { type EntityId } from '@tessera/sdk';

/*
 * The rule-chain wire formats of ThingsBoard 3.3 (contract §2 and §5) as the console
 * reads and writes them: chains, their metadata, node definitions and debug events.
 */

/** The six node types of the palette, the rule chain's input node, and the fallback of an unknown class. */
export type RuleNodeType = 'FILTER' | 'ENRICHMENT' | 'TRANSFORMATION' | 'ACTION' | 'EXTERNAL' | 'FLOW' | 'INPUT' | 'UNKNOWN';

/** The selectable node types, in palette order (seed 001 §3.7). */
export const SELECTABLE_NODE_TYPES = ['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'] as const;

export type RuleChainType = 'CORE' | 'EDGE';

/** `configurationDescriptor.nodeDefinition` of a component descriptor. */
export interface NodeDefinition {
  description: string;
  details: string;
  inEnabled: boolean;
  outEnabled: boolean;
  relationTypes: string[];
  /** The node's outputs take free labels, not only `relationTypes`. */
  customRelations: boolean;
  /** The node forwards to another rule chain (its output labels matter). */
  ruleChainNode: boolean;
  defaultConfiguration: Record<string, unknown>;
  configDirective: string;
  uiResources?: string[];
  icon?: string;
  iconUrl?: string;
  docUrl?: string;
}

/** One entry of `GET /api/components?componentTypes=...&ruleChainType=...`: a node class the engine runs. */
export interface ComponentDescriptor {
  id: { id: string };
  createdTime: number;
  type: Exclude<RuleNodeType, 'INPUT' | 'UNKNOWN'>;
  scope: string;
  name: string;
  clazz: string;
  actions: string | null;
  configurationDescriptor: { nodeDefinition: NodeDefinition };
}

/** A rule chain (contract §2 "RuleChain"). */
export interface RuleChain {
  id: EntityId;
  createdTime: number;
  tenantId?: EntityId;
  name: string;
  type: RuleChainType;
  firstRuleNodeId?: EntityId | null;
  root: boolean;
  debugMode: boolean;
  configuration?: Record<string, unknown> | null;
  additionalInfo?: { description?: string; [key: string]: unknown } | null;
}

/** A node inside the metadata; `type` is the node's class name. */
export interface RuleNodeJson {
  /** Absent on nodes not saved yet (and in exported files). */
  id?: EntityId | null;
  createdTime?: number;
  ruleChainId?: EntityId | null;
  type: string;
  name: string;
  debugMode: boolean;
  configuration: Record<string, unknown>;
  additionalInfo?: { layoutX?: number; layoutY?: number; description?: string; [key: string]: unknown } | null;
}

/** A connection between two nodes of the metadata, by index, labelled with a relation type. */
export interface NodeConnection {
  fromIndex: number;
  toIndex: number;
  type: string;
}

/** ThingsBoard's legacy connection to another chain (before rule chain input nodes). */
export interface RuleChainConnection {
  fromIndex: number;
  targetRuleChainId: EntityId;
  additionalInfo?: Record<string, unknown> | null;
  type: string;
}

/** `GET/POST /api/ruleChain/{id}/metadata`. */
export interface RuleChainMetadata {
  ruleChainId: EntityId;
  firstNodeIndex: number | null;
  nodes: RuleNodeJson[];
  connections: NodeConnection[] | null;
  ruleChainConnections?: RuleChainConnection[] | null;
}

/** One chain as ThingsBoard 3.3's console exports it to a file: the chain and its metadata, without ids. */
export interface RuleChainExport {
  ruleChain: Omit<RuleChain, 'id' | 'createdTime' | 'tenantId'> & Partial<Pick<RuleChain, 'id'>>;
  metadata: Omit<RuleChainMetadata, 'ruleChainId'> & Partial<Pick<RuleChainMetadata, 'ruleChainId'>>;
}

/** `GET /api/ruleChains/export` and the body of `POST /api/ruleChains/import` (RuleChainData). */
export interface RuleChainData {
  ruleChains: Partial<RuleChain>[];
  metadata: Partial<RuleChainMetadata>[];
}

/** An answer of `POST /api/ruleChains/import`, one per chain. */
export interface RuleChainImportResult {
  tenantId: EntityId;
  ruleChainId: EntityId;
  lifecycleEvent: 'CREATED' | 'UPDATED';
}

/** The body of a DEBUG_RULE_NODE event: a message going into (IN) or out of (OUT) a node. */
export interface DebugEventBody {
  type: 'IN' | 'OUT';
  server?: string;
  entityId?: string;
  entityName?: string;
  msgId?: string;
  msgType: string;
  dataType?: string;
  /** The relation an OUT message left by; null for IN. */
  relationType: string | null;
  /** The message payload as text (usually JSON). */
  data: string;
  /** The metadata as JSON text of a string map. */
  metadata: string;
  error: string | null;
}

/** A DEBUG_RULE_NODE event of a node, flattened: its body plus when it was recorded. */
export interface DebugEvent extends DebugEventBody {
  id: string;
  createdTime: number;
}

/** A LC_EVENT of a node: it started or stopped, with the error when that failed. */
export interface LifecycleEvent {
  id: string;
  createdTime: number;
  event: string;
  success: boolean;
  error: string | null;
}

/** The stored event record of the events API (contract §10). */
export interface StoredEvent<B> {
  id: { id: string };
  createdTime: number;
  type: string;
  uid?: string;
  body: B;
}

/** Script types of `POST /api/ruleChain/testScript`. */
export type ScriptType = 'update' | 'generate' | 'filter' | 'switch' | 'json' | 'string';

/** The body of `POST /api/ruleChain/testScript` (seed 001 §3.1). */
export interface ScriptTestRequest {
  script: string;
  scriptType: ScriptType;
  argNames: string[];
  /** The message as JSON text. */
  msg: string;
  metadata: Record<string, string>;
  msgType: string;
}

/** Its answer: `output` or `error` (an empty string when absent). */
export interface ScriptTestResult {
  output: string;
  error: string;
}

/** `GET /api/ruleChain/{id}/state` (a Tessera extension): the running chain's start errors, node errors by rule node id. */
export interface RuleChainState {
  error: string | null;
  nodeErrors: Record<string, string>;
}
