import type { FlowRect } from './minimapGeometry';

/** The canvas's dot grid: a dot every DOT_GAP flow units, DOT_SIZE across, as React Flow's dotted Background draws it. */
export const DOT_GAP = 24;
export const DOT_SIZE = 1.5;

const contains = (outer: FlowRect, inner: FlowRect) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/**
 * Where the dotted area lies in flow coordinates while `visible` is on screen: `current` while it
 * still covers the visible area, else the visible area widened by its own size on every side, on
 * whole grid cells (so that the dots stay on the same flow points). A pan moves the dots with the
 * chain and changes the area only once about a screen has gone by.
 */
export function dotArea(visible: FlowRect, current: FlowRect | null): FlowRect {
  if (current && contains(current, visible)) return current;
  const x = Math.floor((visible.x - visible.width) / DOT_GAP) * DOT_GAP;
  const y = Math.floor((visible.y - visible.height) / DOT_GAP) * DOT_GAP;
  return {
    x, y,
    width: Math.ceil((visible.x + 2 * visible.width - x) / DOT_GAP) * DOT_GAP,
    height: Math.ceil((visible.y + 2 * visible.height - y) / DOT_GAP) * DOT_GAP,
  };
}
