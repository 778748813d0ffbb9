import { graphlib, layout } from '@dagrejs/dagre';
import { type EditorGraph, INPUT_NODE_ID, INPUT_NODE_POSITION } from './graphTypes';

/** Size assumed for a node React Flow has not measured yet (the node's CSS keeps close to it). */
export const DEFAULT_NODE_SIZE = { width: 180, height: 48 } as const;

/** Rough width of a relation label on an edge, so dagre leaves room for it. */
const labelWidth = (labels: readonly string[]) => (labels.length === 0 ? 0 : 16 + labels.join(' / ').length * 7);

/**
 * Positions (top-left corners) for every node of the graph, laid out left to right in
 * layers with dagre, moved so that the input node stays where ThingsBoard draws it.
 */
export function autoLayout(graph: EditorGraph): Map<string, { x: number; y: number }> {
  const g = new graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: 'LR', nodesep: 30, ranksep: 90, edgesep: 15, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  const sizes = new Map<string, { width: number; height: number }>();
  for (const node of graph.nodes) {
    const size = { width: node.measured?.width ?? node.width ?? DEFAULT_NODE_SIZE.width, height: node.measured?.height ?? node.height ?? DEFAULT_NODE_SIZE.height };
    sizes.set(node.id, size);
    g.setNode(node.id, { ...size });
  }
  for (const edge of graph.edges) {
    if (!sizes.has(edge.source) || !sizes.has(edge.target)) continue;
    const width = labelWidth(edge.data?.labels ?? []);
    g.setEdge(edge.source, edge.target, width > 0 ? { width, height: 18, labelpos: 'c' } : {});
  }
  layout(g);
  const positions = new Map<string, { x: number; y: number }>();
  for (const [id, size] of sizes) {
    const placed = g.node(id) as { x: number; y: number };
    positions.set(id, { x: placed.x - size.width / 2, y: placed.y - size.height / 2 });
  }
  const input = positions.get(INPUT_NODE_ID);
  const dx = input ? INPUT_NODE_POSITION.x - input.x : 0;
  const dy = input ? INPUT_NODE_POSITION.y - input.y : 0;
  for (const [id, p] of positions) positions.set(id, { x: Math.round(p.x + dx), y: Math.round(p.y + dy) });
  return positions;
}

/** The graph with every node moved to its laid-out position (same objects where nothing moved). */
export function withLayout<G extends EditorGraph>(graph: G): G {
  const positions = autoLayout(graph);
  const nodes = graph.nodes.map((node) => {
    const p = positions.get(node.id);
    return p && (p.x !== node.position.x || p.y !== node.position.y) ? { ...node, position: p } : node;
  });
  return { ...graph, nodes };
}
