import { describe, expect, it } from 'vitest';
import { getBezierPath, Position } from '@xyflow/react';
import { edgeLayerShapes } from '../../../../plugins/rule-chains/editor/model/edgeLayer';
import type { RelationFlowEdge, RuleFlowNode } from '../../../../plugins/rule-chains/editor/model/graphTypes';

const node = (id: string, x: number, y: number): RuleFlowNode => ({
  id, type: 'ruleNode', position: { x, y }, measured: { width: 180, height: 44 },
  data: { clazz: 'c', name: id, debugMode: false, configuration: {}, description: '', nodeType: 'FILTER' },
});
const handles = () => ({ source: { x: 173, y: 15, width: 14, height: 14 }, target: { x: -7, y: 15, width: 14, height: 14 } });

describe('edgeLayerShapes', () => {
  const nodes = [node('a', 0, 0), node('b', 300, 100), node('c', 300, 300)];

  it('draws each link as React Flow does, from the output handle to the input handle', () => {
    const edges: RelationFlowEdge[] = [{ id: 'a->b', source: 'a', target: 'b', data: { labels: ['True', 'Success'] } }];
    const shapes = edgeLayerShapes(nodes, edges, handles);
    const [path, labelX, labelY] = getBezierPath({ sourceX: 187, sourceY: 22, sourcePosition: Position.Right, targetX: 293, targetY: 122, targetPosition: Position.Left });
    expect(shapes.links).toBe(path);
    expect(shapes.arrows).toBe('M287 117.2L293 122L287 126.8z');
    expect(shapes.labels).toEqual([{ x: Math.round(labelX * 10) / 10, y: Math.round(labelY * 10) / 10, text: 'True / Success', selected: false }]);
  });

  it('keeps selected links apart, leaves hidden links out and falls back to the node box without handles', () => {
    const edges: RelationFlowEdge[] = [
      { id: 'a->b', source: 'a', target: 'b', selected: true, data: { labels: [] } },
      { id: 'a->c', source: 'a', target: 'c', hidden: true, data: { labels: ['False'] } },
      { id: 'b->c', source: 'b', target: 'c', data: { labels: ['Failure'] } },
    ];
    const shapes = edgeLayerShapes(nodes, edges, (id) => (id === 'a' ? handles() : undefined));
    expect(shapes.selectedLinks.startsWith('M187,22')).toBe(true);
    expect(shapes.links.startsWith('M480,122')).toBe(true);
    expect(shapes.labels.map((label) => label.text)).toEqual(['Failure']);
    expect(shapes.arrows.match(/M/g)).toHaveLength(2);
  });
});
