import { DEFAULT_NODE_SIZE } from './autoLayout';
import type { RuleFlowNode } from './graphTypes';

/** A rectangle in flow coordinates. */
export interface FlowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The flow area a viewport of `width` x `height` screen pixels shows. */
export function visibleArea(viewport: { x: number; y: number; zoom: number }, width: number, height: number): FlowRect {
  return { x: -viewport.x / viewport.zoom, y: -viewport.y / viewport.zoom, width: width / viewport.zoom, height: height / viewport.zoom };
}

/** How flow coordinates map onto a minimap of `width` x `height` pixels: screen = (flow - origin) * scale. */
export interface MinimapFrame {
  originX: number;
  originY: number;
  scale: number;
}

/** The box around every node, or undefined for an empty chain. */
export function nodesBounds(nodes: RuleFlowNode[]): FlowRect | undefined {
  if (nodes.length === 0) return undefined;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of nodes) {
    left = Math.min(left, node.position.x);
    top = Math.min(top, node.position.y);
    right = Math.max(right, node.position.x + (node.measured?.width ?? DEFAULT_NODE_SIZE.width));
    bottom = Math.max(bottom, node.position.y + (node.measured?.height ?? DEFAULT_NODE_SIZE.height));
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * As React Flow's MiniMap: the nodes and the visible area together, fitted into the minimap
 * and centred, with `padding` flow units around.
 */
export function minimapFrame(bounds: FlowRect | undefined, visible: FlowRect, width: number, height: number, padding = 20): MinimapFrame {
  const left = Math.min(bounds?.x ?? visible.x, visible.x);
  const top = Math.min(bounds?.y ?? visible.y, visible.y);
  const right = Math.max(bounds ? bounds.x + bounds.width : visible.x + visible.width, visible.x + visible.width);
  const bottom = Math.max(bounds ? bounds.y + bounds.height : visible.y + visible.height, visible.y + visible.height);
  const contentWidth = right - left + 2 * padding;
  const contentHeight = bottom - top + 2 * padding;
  const scale = Math.min(width / contentWidth, height / contentHeight);
  return {
    originX: left - padding - (width / scale - contentWidth) / 2,
    originY: top - padding - (height / scale - contentHeight) / 2,
    scale,
  };
}

/** The flow point under a minimap pixel. */
export function minimapToFlow(frame: MinimapFrame, x: number, y: number): { x: number; y: number } {
  return { x: frame.originX + x / frame.scale, y: frame.originY + y / frame.scale };
}
