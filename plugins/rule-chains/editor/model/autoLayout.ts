import { graphlib, layout } from '@dagrejs/dagre';
import { type EditorGraph, INPUT_NODE_ID, INPUT_NODE_POSITION } from './graphTypes';

/** Size assumed for a node React Flow has not measured yet (the node's CSS keeps close to it). */
export const DEFAULT_NODE_SIZE = { width: 180, height: 48 } as const;

/**
 * What the layout needs of a graph: plain, structured-clonable data, so that it can be
 * posted to the layout worker (layout/layoutWorker.ts).
 */
export interface LayoutInput {
  nodes: { id: string; width: number; height: number }[];
  edges: { source: string; target: string; labels: string[] }[];
}

/** Top-left corners by node id. */
export type LayoutPositions = Map<string, { x: number; y: number }>;

/**
 * Above this many nodes, layers come from dagre's tight-tree ranker instead of network simplex:
 * at 1,000 nodes and 1,500 links network simplex alone takes about 30 s, tight-tree about 1 s,
 * with layers that are as readable in a chain that large.
 */
export const LARGE_GRAPH_NODES = 200;

/** Rough width of a relation label on an edge, so dagre leaves room for it. */
const labelWidth = (labels: readonly string[]) => (labels.length === 0 ? 0 : 16 + labels.join(' / ').length * 7);

export function layoutInput(graph: EditorGraph): LayoutInput {
  return {
    nodes: graph.nodes.map((node) => ({
      id: node.id,
      width: node.measured?.width ?? node.width ?? DEFAULT_NODE_SIZE.width,
      height: node.measured?.height ?? node.height ?? DEFAULT_NODE_SIZE.height,
    })),
    edges: graph.edges.map((edge) => ({ source: edge.source, target: edge.target, labels: edge.data?.labels ?? [] })),
  };
}

/**
 * Positions (top-left corners) for every node, laid out left to right in layers with dagre,
 * moved so that the input node stays where ThingsBoard draws it. Runs in the layout worker;
 * at 1,000 nodes it takes seconds.
 */
export function layoutPositions(input: LayoutInput): LayoutPositions {
  const g = new graphlib.Graph({ multigraph: false });
  const ranker = input.nodes.length > LARGE_GRAPH_NODES ? 'tight-tree' : 'network-simplex';
  g.setGraph({ rankdir: 'LR', nodesep: 30, ranksep: 90, edgesep: 15, marginx: 0, marginy: 0, ranker });
  g.setDefaultEdgeLabel(() => ({}));
  const sizes = new Map<string, { width: number; height: number }>();
  for (const node of input.nodes) {
    sizes.set(node.id, { width: node.width, height: node.height });
    g.setNode(node.id, { width: node.width, height: node.height });
  }
  for (const edge of input.edges) {
    if (!sizes.has(edge.source) || !sizes.has(edge.target)) continue;
    const width = labelWidth(edge.labels);
    g.setEdge(edge.source, edge.target, width > 0 ? { width, height: 18, labelpos: 'c' } : {});
  }
  layout(g);
  const positions: LayoutPositions = new Map();
  for (const [id, size] of sizes) {
    const placed = g.node(id) as { x: number; y: number };
    positions.set(id, { x: placed.x - size.width / 2, y: placed.y - size.height / 2 });
  }
  const input0 = positions.get(INPUT_NODE_ID);
  const dx = input0 ? INPUT_NODE_POSITION.x - input0.x : 0;
  const dy = input0 ? INPUT_NODE_POSITION.y - input0.y : 0;
  for (const [id, p] of positions) positions.set(id, { x: Math.round(p.x + dx), y: Math.round(p.y + dy) });
  return positions;
}

/** Layout of a graph on the calling thread (tests, and browsers without workers). */
export function autoLayout(graph: EditorGraph): LayoutPositions {
  return layoutPositions(layoutInput(graph));
}

/** The graph with nodes moved to `positions` (same objects where nothing moved; nodes not in `positions` stay). */
export function withPositions<G extends EditorGraph>(graph: G, positions: LayoutPositions): G {
  const nodes = graph.nodes.map((node) => {
    const p = positions.get(node.id);
    return p && (p.x !== node.position.x || p.y !== node.position.y) ? { ...node, position: p } : node;
  });
  return { ...graph, nodes };
}

/** The graph with every node moved to its laid-out position. */
export function withLayout<G extends EditorGraph>(graph: G): G {
  return withPositions(graph, autoLayout(graph));
}
