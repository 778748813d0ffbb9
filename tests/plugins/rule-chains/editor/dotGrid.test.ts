import { describe, expect, it } from 'vitest';
import { DOT_GAP, dotArea } from '../../../../plugins/rule-chains/editor/model/dotGrid';

describe('dotArea', () => {
  const visible = { x: 100, y: -50, width: 1000, height: 600 };

  it('covers the visible area and a screen around it, on whole grid cells', () => {
    const area = dotArea(visible, null);
    for (const value of [area.x, area.y, area.width, area.height]) expect(Math.abs(value % DOT_GAP)).toBe(0);
    expect(area.x).toBeLessThanOrEqual(visible.x - visible.width);
    expect(area.y).toBeLessThanOrEqual(visible.y - visible.height);
    expect(area.x + area.width).toBeGreaterThanOrEqual(visible.x + 2 * visible.width);
    expect(area.y + area.height).toBeGreaterThanOrEqual(visible.y + 2 * visible.height);
  });

  it('stays while the view pans inside it, and moves once the view leaves it', () => {
    const area = dotArea(visible, null);
    expect(dotArea({ ...visible, x: visible.x + 900, y: visible.y - 500 }, area)).toBe(area);
    const moved = dotArea({ ...visible, x: visible.x + 1100 }, area);
    expect(moved).not.toBe(area);
    expect(moved.x).toBeGreaterThan(area.x);
  });

  it('grows when zooming out shows more than it covers', () => {
    const area = dotArea(visible, null);
    const wider = dotArea({ x: -2000, y: -2000, width: 8000, height: 5000 }, area);
    expect(wider.width).toBeGreaterThanOrEqual(3 * 8000);
  });
});
