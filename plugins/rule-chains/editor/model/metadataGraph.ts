import type { EntityId } from '@tessera/sdk';
import type { ComponentDescriptor, NodeConnection, RuleChainMetadata, RuleNodeJson } from '../../api/types';
import {
  edgeId, type EditorGraph, INPUT_NODE_ID, INPUT_NODE_POSITION, type RelationFlowEdge, type RuleFlowNode, type RuleNodeData,
} from './graphTypes';

/** Makes flow ids for nodes that have no saved id yet. */
export type IdFactory = () => string;

/** Flow ids `new-1`, `new-2`, ... unique within one editor session. */
export function newNodeIds(prefix = 'new'): IdFactory {
  let next = 0;
  return () => `${prefix}-${++next}-${Math.random().toString(36).slice(2, 8)}`;
}

export type DefinitionLookup = (clazz: string) => ComponentDescriptor | undefined;

/** A rule node's editor data from its saved JSON; unknown classes become UNKNOWN nodes. */
export function nodeDataOf(json: RuleNodeJson, definition: DefinitionLookup): RuleNodeData {
  const { layoutX: _x, layoutY: _y, description, ...extraInfo } = json.additionalInfo ?? {};
  return {
    clazz: json.type,
    name: json.name,
    debugMode: json.debugMode === true,
    configuration: json.configuration ?? {},
    description: typeof description === 'string' ? description : '',
    nodeType: definition(json.type)?.type ?? 'UNKNOWN',
    ...(json.id?.id ? { ruleNodeId: json.id.id } : {}),
    ...(Object.keys(extraInfo).length > 0 ? { extraInfo } : {}),
  };
}

export function ruleFlowNode(id: string, data: RuleNodeData, position: { x: number; y: number }): RuleFlowNode {
  return { id, type: 'ruleNode', position, data, ariaLabel: data.name };
}

export function inputFlowNode(label: string): RuleFlowNode {
  return {
    id: INPUT_NODE_ID, type: 'inputNode', position: { ...INPUT_NODE_POSITION }, deletable: false, ariaLabel: label,
    data: { clazz: '', name: label, debugMode: false, configuration: {}, description: '', nodeType: 'INPUT' },
  };
}

export function relationEdge(source: string, target: string, labels: string[]): RelationFlowEdge {
  return { id: edgeId(source, target), source, target, type: 'relation', data: { labels } };
}

const hasLayout = (json: RuleNodeJson) =>
  typeof json.additionalInfo?.layoutX === 'number' && typeof json.additionalInfo?.layoutY === 'number';

export interface LoadedGraph extends EditorGraph {
  /** Some node has no saved position (an imported chain): the editor lays the graph out. */
  needsLayout: boolean;
}

/**
 * The editor graph of saved metadata: the input node, one flow node per rule node, and one
 * edge per connected pair carrying all its labels, in the order the connections came.
 */
export function metadataToGraph(metadata: RuleChainMetadata, definition: DefinitionLookup, inputLabel: string, ids: IdFactory): LoadedGraph {
  const flowIds: string[] = [];
  const nodes: RuleFlowNode[] = [inputFlowNode(inputLabel)];
  metadata.nodes.forEach((json, i) => {
    const id = json.id?.id ?? ids();
    flowIds.push(id);
    const info = json.additionalInfo;
    // Without a layout the node waits at the origin until the layout places it.
    const position = hasLayout(json) ? { x: info!.layoutX!, y: info!.layoutY! } : { x: INPUT_NODE_POSITION.x + 250, y: INPUT_NODE_POSITION.y + i * 10 };
    nodes.push(ruleFlowNode(id, nodeDataOf(json, definition), position));
  });
  const byPair = new Map<string, RelationFlowEdge>();
  const edges: RelationFlowEdge[] = [];
  const first = metadata.firstNodeIndex;
  if (first !== null && first !== undefined && flowIds[first]) edges.push(relationEdge(INPUT_NODE_ID, flowIds[first]!, []));
  for (const connection of metadata.connections ?? []) {
    const source = flowIds[connection.fromIndex];
    const target = flowIds[connection.toIndex];
    if (!source || !target) continue;
    const existing = byPair.get(edgeId(source, target));
    if (existing) {
      if (!existing.data!.labels.includes(connection.type)) existing.data!.labels.push(connection.type);
    } else {
      const edge = relationEdge(source, target, [connection.type]);
      byPair.set(edge.id, edge);
      edges.push(edge);
    }
  }
  return { nodes, edges, needsLayout: metadata.nodes.some((json) => !hasLayout(json)) };
}

/** The saved JSON of one flow node; nodes not saved yet go without an id, so the server gives one. */
export function nodeJsonOf(node: RuleFlowNode): RuleNodeJson {
  const { data } = node;
  return {
    ...(data.ruleNodeId ? { id: { entityType: 'RULE_NODE', id: data.ruleNodeId } as EntityId } : {}),
    type: data.clazz,
    name: data.name,
    debugMode: data.debugMode,
    configuration: data.configuration,
    additionalInfo: { ...data.extraInfo, description: data.description, layoutX: Math.round(node.position.x), layoutY: Math.round(node.position.y) },
  };
}

/** The body of `POST /api/ruleChain/metadata` for the graph: nodes in graph order, connections by index. */
export function graphToMetadata(graph: EditorGraph, ruleChainId: EntityId): RuleChainMetadata {
  const ruleNodes = graph.nodes.filter((node) => node.id !== INPUT_NODE_ID);
  const index = new Map(ruleNodes.map((node, i) => [node.id, i]));
  let firstNodeIndex: number | null = null;
  const connections: NodeConnection[] = [];
  for (const edge of graph.edges) {
    const toIndex = index.get(edge.target);
    if (toIndex === undefined) continue;
    if (edge.source === INPUT_NODE_ID) {
      firstNodeIndex = toIndex;
      continue;
    }
    const fromIndex = index.get(edge.source);
    if (fromIndex === undefined) continue;
    for (const type of edge.data?.labels ?? []) connections.push({ fromIndex, toIndex, type });
  }
  return { ruleChainId, firstNodeIndex, nodes: ruleNodes.map(nodeJsonOf), connections };
}
