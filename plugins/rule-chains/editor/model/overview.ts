import { DEFAULT_NODE_SIZE } from './autoLayout';
import { type EditorGraph } from './graphTypes';
import { NODE_TYPE_STYLES } from './nodeTypes';

/** The chain as a few SVG paths: one per node colour (the boxes) and one for every link. */
export interface OverviewShapes {
  boxes: { color: string; d: string }[];
  links: string;
}

const r = (n: number) => Math.round(n * 10) / 10;

/**
 * Boxes and straight links of the whole graph in flow coordinates. Drawn as a handful of
 * SVG paths they cost the browser almost nothing to move, where 1,000 positioned nodes and
 * 1,500 link SVGs are re-layered on every frame of a pan.
 */
export function overviewShapes(graph: EditorGraph): OverviewShapes {
  const byColor = new Map<string, string[]>();
  const boxes = new Map<string, { x: number; y: number; w: number; h: number }>();
  for (const node of graph.nodes) {
    const w = node.measured?.width ?? DEFAULT_NODE_SIZE.width;
    const h = node.measured?.height ?? DEFAULT_NODE_SIZE.height;
    const { x, y } = node.position;
    boxes.set(node.id, { x, y, w, h });
    const color = NODE_TYPE_STYLES[node.data.nodeType].color;
    const parts = byColor.get(color) ?? [];
    parts.push(`M${r(x)} ${r(y)}h${r(w)}v${r(h)}h${r(-w)}z`);
    byColor.set(color, parts);
  }
  const links: string[] = [];
  for (const edge of graph.edges) {
    const from = boxes.get(edge.source);
    const to = boxes.get(edge.target);
    if (from && to) links.push(`M${r(from.x + from.w)} ${r(from.y + from.h / 2)}L${r(to.x)} ${r(to.y + to.h / 2)}`);
  }
  return { boxes: [...byColor].map(([color, parts]) => ({ color, d: parts.join('') })), links: links.join('') };
}
