import { type NodeHandle, Position } from '@xyflow/react';
import type { RuleFlowNode } from './graphTypes';
import { type DefinitionLookup } from './metadataGraph';
import { RULE_CHAIN_INPUT_CLASS } from './nodeTypes';

/*
 * The size and handle places a node will measure (ruleChainEditor.css: `.rce-node` 180 × 44,
 * `.rce-node-input` 120 × 44, 14 px handles at the middle of the left and right borders).
 * Given up front, React Flow shows the nodes and draws the links in the first render of an
 * opened chain instead of hiding all nodes until each is measured and then rendering the chain
 * again. React Flow still measures each node; a node that turns out otherwise reports its
 * size, and from then on its measured handles count (EditorGraphStore drops the guess).
 */

const HEIGHT = 44;
const HANDLE = 14;
export const NODE_FRAME = { ruleNode: { width: 180, height: HEIGHT }, inputNode: { width: 120, height: HEIGHT } } as const;

function handles(width: number, height: number, input: boolean, output: boolean): NodeHandle[] {
  const y = height / 2 - HANDLE / 2;
  return [
    ...(input ? [{ id: null, type: 'target' as const, position: Position.Left, x: -6, y, width: HANDLE, height: HANDLE }] : []),
    ...(output ? [{ id: null, type: 'source' as const, position: Position.Right, x: width - 8, y, width: HANDLE, height: HANDLE }] : []),
  ];
}

/**
 * The nodes with their expected size and handles. Rule chain nodes show the target chain's
 * name on a line of its own (taller, and only near), so they are left to be measured.
 */
export function withExpectedFrames(nodes: RuleFlowNode[], definition: DefinitionLookup): RuleFlowNode[] {
  return nodes.map((node) => {
    if (node.measured || node.data.clazz === RULE_CHAIN_INPUT_CLASS || !node.type) return node;
    const { width, height } = NODE_FRAME[node.type];
    const nodeDefinition = definition(node.data.clazz)?.configurationDescriptor.nodeDefinition;
    const input = node.type === 'ruleNode' && (nodeDefinition?.inEnabled ?? true);
    const output = node.type === 'inputNode' || (nodeDefinition?.outEnabled ?? true);
    return { ...node, measured: { width, height }, handles: handles(width, height, input, output) };
  });
}
