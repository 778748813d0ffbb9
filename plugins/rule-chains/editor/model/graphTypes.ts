import type { Edge, Node } from '@xyflow/react';
import type { RuleNodeType } from '../../api/types';

/*
 * The editor's graph: React Flow nodes and edges whose data is immutable. A change makes
 * new objects, so a snapshot of the arrays is an undo step and a reference comparison
 * tells whether anything changed.
 */

/** Flow id of the chain's input node, which is drawn but never saved (its link is `firstNodeIndex`). */
export const INPUT_NODE_ID = 'rule-chain-input';

/** Where ThingsBoard draws the input node; saved nodes' positions are relative to the same origin. */
export const INPUT_NODE_POSITION = { x: 50, y: 150 } as const;

/** What the editor keeps of a rule node. */
export interface RuleNodeData extends Record<string, unknown> {
  clazz: string;
  name: string;
  debugMode: boolean;
  configuration: Record<string, unknown>;
  description: string;
  /** The definition's type, INPUT for the input node, UNKNOWN for a class the server does not run. */
  nodeType: RuleNodeType;
  /** The saved node's id; absent until the chain is saved. */
  ruleNodeId?: string;
  /** additionalInfo keys the editor does not edit, kept as they came. */
  extraInfo?: Record<string, unknown>;
}

/** A link between two nodes: one edge carries every relation label between the pair. */
export interface RelationEdgeData extends Record<string, unknown> {
  labels: string[];
}

export type RuleFlowNode = Node<RuleNodeData, 'ruleNode' | 'inputNode'>;
export type RelationFlowEdge = Edge<RelationEdgeData, 'relation'>;

/** The part of the editor that undo and redo restore and Save writes. */
export interface EditorGraph {
  nodes: RuleFlowNode[];
  edges: RelationFlowEdge[];
}

/** The flow id of an edge from `source` to `target`: one edge per pair. */
export const edgeId = (source: string, target: string) => `${source}->${target}`;
