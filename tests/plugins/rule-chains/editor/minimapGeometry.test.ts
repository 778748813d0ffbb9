import { describe, expect, it } from 'vitest';
import type { RuleFlowNode } from '../../../../plugins/rule-chains/editor/model/graphTypes';
import { minimapFrame, minimapToFlow, nodesBounds, visibleArea } from '../../../../plugins/rule-chains/editor/model/minimapGeometry';

const node = (x: number, y: number, width?: number): RuleFlowNode => ({
  id: `${x},${y}`, type: 'ruleNode', position: { x, y }, measured: width ? { width, height: 40 } : undefined,
  data: { clazz: 'c', name: 'n', debugMode: false, configuration: {}, description: '', nodeType: 'FILTER' },
});

describe('minimap geometry', () => {
  it('bounds every node, with the default size before one is measured', () => {
    expect(nodesBounds([node(0, 0, 100), node(500, 200)])).toEqual({ x: 0, y: 0, width: 680, height: 248 });
    expect(nodesBounds([])).toBeUndefined();
  });

  it('fits nodes and the visible area into the minimap, centred', () => {
    const frame = minimapFrame({ x: 0, y: 0, width: 360, height: 100 }, { x: 0, y: 0, width: 100, height: 100 }, 200, 150, 20);
    // 400 x 140 flow units (with padding) into 200 x 150: the width decides.
    expect(frame.scale).toBe(0.5);
    expect(frame.originX).toBe(-20);
    expect(frame.originY).toBe(-20 - (300 - 140) / 2);
    expect(minimapToFlow(frame, 100, 75)).toEqual({ x: 180, y: 50 });
  });

  it('knows the flow area a viewport shows', () => {
    expect(visibleArea({ x: -200, y: -100, zoom: 0.5 }, 1000, 800)).toEqual({ x: 400, y: 200, width: 2000, height: 1600 });
  });

  it('includes a visible area beyond the nodes', () => {
    const frame = minimapFrame(undefined, { x: 1000, y: 1000, width: 400, height: 300 }, 200, 150, 0);
    expect(frame).toEqual({ originX: 1000, originY: 1000, scale: 0.5 });
  });
});
