import { describe, expect, it } from 'vitest';
import { metadataToGraph, newNodeIds } from '../../../../plugins/rule-chains/editor/model/metadataGraph';
import { NODE_TYPE_STYLES } from '../../../../plugins/rule-chains/editor/model/nodeTypes';
import { overviewShapes } from '../../../../plugins/rule-chains/editor/model/overview';
import { lookup, savedMetadata } from './fixtures';

describe('overviewShapes', () => {
  const graph = metadataToGraph(savedMetadata(), lookup, 'Input', newNodeIds());

  it('draws one path of boxes per node colour', () => {
    const { boxes } = overviewShapes(graph);
    expect(boxes.map((box) => box.color).sort()).toEqual(
      [NODE_TYPE_STYLES.INPUT.color, NODE_TYPE_STYLES.FILTER.color, NODE_TYPE_STYLES.ACTION.color, NODE_TYPE_STYLES.UNKNOWN.color].sort(),
    );
    expect(boxes.find((box) => box.color === NODE_TYPE_STYLES.FILTER.color)!.d).toBe('M300 150h180v48h-180z');
  });

  it('draws every link as a line from the source\'s right side to the target\'s left side', () => {
    const { links } = overviewShapes(graph);
    expect(links.match(/M/g)).toHaveLength(3);
    expect(links).toContain('M480 174L600 124');
  });

  it('uses measured sizes when React Flow has them', () => {
    const measured = { ...graph, nodes: graph.nodes.map((node) => ({ ...node, measured: { width: 100, height: 20 } })) };
    expect(overviewShapes(measured).boxes.find((box) => box.color === NODE_TYPE_STYLES.FILTER.color)!.d).toBe('M300 150h100v20h-100z');
  });
});
