import { getBezierPath, Position } from '@xyflow/react';
import { DEFAULT_NODE_SIZE } from './autoLayout';
import type { RelationFlowEdge, RuleFlowNode } from './graphTypes';

/** A handle's box relative to its node, as React Flow measured it. */
export interface HandleBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a node's output (source) and input (target) handles are; absent before React Flow measured them. */
export type HandleLookup = (nodeId: string) => { source?: HandleBox; target?: HandleBox } | undefined;

/** Every shown link as a few SVG paths and its labels, in flow coordinates. */
export interface EdgeLayerShapes {
  links: string;
  selectedLinks: string;
  arrows: string;
  labels: { x: number; y: number; text: string; selected: boolean }[];
}

const r = (n: number) => Math.round(n * 10) / 10;

/** React Flow's closed arrow (16 x 16 at stroke width 1.5) pointing right at (x, y). */
const arrow = (x: number, y: number) => `M${r(x - 6)} ${r(y - 4.8)}L${r(x)} ${r(y)}L${r(x - 6)} ${r(y + 4.8)}z`;

/**
 * The links as React Flow's RelationEdge draws them (the same bezier from the output handle's
 * right side to the input handle's left side, the arrow and the label at the middle), but as
 * one path per style instead of an SVG per link. While the view or a node moves the canvas
 * shows this in place of its 1,500 link SVGs: the browser re-layers a handful of shapes
 * each frame instead of every link.
 */
export function edgeLayerShapes(nodes: RuleFlowNode[], edges: RelationFlowEdge[], handles: HandleLookup): EdgeLayerShapes {
  const byId = new Map<string, RuleFlowNode>();
  for (const node of nodes) byId.set(node.id, node);
  const links: string[] = [];
  const selectedLinks: string[] = [];
  const arrows: string[] = [];
  const labels: EdgeLayerShapes['labels'] = [];
  for (const edge of edges) {
    const from = byId.get(edge.source);
    const to = byId.get(edge.target);
    if (edge.hidden || !from || !to) continue;
    const out = handles(from.id)?.source;
    const into = handles(to.id)?.target;
    const fromHeight = from.measured?.height ?? DEFAULT_NODE_SIZE.height;
    const toHeight = to.measured?.height ?? DEFAULT_NODE_SIZE.height;
    const sourceX = from.position.x + (out ? out.x + out.width : (from.measured?.width ?? DEFAULT_NODE_SIZE.width));
    const sourceY = from.position.y + (out ? out.y + out.height / 2 : fromHeight / 2);
    const targetX = to.position.x + (into ? into.x : 0);
    const targetY = to.position.y + (into ? into.y + into.height / 2 : toHeight / 2);
    const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, sourcePosition: Position.Right, targetX, targetY, targetPosition: Position.Left });
    (edge.selected ? selectedLinks : links).push(path);
    arrows.push(arrow(targetX, targetY));
    const text = (edge.data?.labels ?? []).join(' / ');
    if (text) labels.push({ x: r(labelX), y: r(labelY), text, selected: Boolean(edge.selected) });
  }
  return { links: links.join(''), selectedLinks: selectedLinks.join(''), arrows: arrows.join(''), labels };
}
