import { describe, expect, it } from 'vitest';
import { INPUT_NODE_ID } from '../../../../plugins/rule-chains/editor/model/graphTypes';
import { metadataToGraph, newNodeIds } from '../../../../plugins/rule-chains/editor/model/metadataGraph';
import { withExpectedFrames } from '../../../../plugins/rule-chains/editor/model/nodeFrames';
import { EditorGraphStore } from '../../../../plugins/rule-chains/editor/store/EditorGraphStore';
import { descriptor, FILTER, lookup, RULE_CHAIN, SAVE, savedMetadata } from './fixtures';

const loaded = () => metadataToGraph(savedMetadata(), lookup, 'Input', newNodeIds());

describe('withExpectedFrames', () => {
  // The places Chromium measured for ruleChainEditor.css (.rce-node, .rce-node-input, .rce-handle) at 1:1.
  it('gives rule nodes and the input node their size and handles, as the browser will measure them', () => {
    const nodes = withExpectedFrames(loaded().nodes, lookup);
    const input = nodes.find((node) => node.id === INPUT_NODE_ID)!;
    expect(input.measured).toEqual({ width: 120, height: 44 });
    expect(input.handles).toEqual([{ id: null, type: 'source', position: 'right', x: 112, y: 15, width: 14, height: 14 }]);
    const save = nodes.find((node) => node.data.clazz === SAVE)!;
    expect(save.measured).toEqual({ width: 180, height: 44 });
    expect(save.handles).toEqual([
      { id: null, type: 'target', position: 'left', x: -6, y: 15, width: 14, height: 14 },
      { id: null, type: 'source', position: 'right', x: 172, y: 15, width: 14, height: 14 },
    ]);
  });

  it('leaves rule chain nodes (a line more, near only) and measured nodes to be measured', () => {
    const graph = loaded();
    const ruleChainNode = { ...graph.nodes[1]!, id: 'rc', data: { ...graph.nodes[1]!.data, clazz: RULE_CHAIN } };
    const measured = { ...graph.nodes[1]!, id: 'm', measured: { width: 200, height: 60 } };
    const [a, b] = withExpectedFrames([ruleChainNode, measured], lookup);
    expect(a).toBe(ruleChainNode);
    expect(b).toBe(measured);
  });

  it('has no input handle where the definition takes no input', () => {
    const sourceOnly = descriptor(FILTER, 'FILTER', 'script', ['True']);
    sourceOnly.configurationDescriptor.nodeDefinition.inEnabled = false;
    const node = loaded().nodes.find((n) => n.data.clazz === FILTER)!;
    expect(withExpectedFrames([node], () => sourceOnly)[0]!.handles!.map((h) => h.type)).toEqual(['source']);
  });
});

describe('EditorGraphStore with expected frames', () => {
  it('drops the expected handles of a node measured otherwise, and keeps the others', () => {
    const graph = new EditorGraphStore();
    const start = loaded();
    graph.reset({ ...start, nodes: withExpectedFrames(start.nodes, lookup) });
    graph.applyNodeChanges([{ id: 'n-save', type: 'dimensions', dimensions: { width: 180, height: 60 } }]);
    const save = graph.nodes.find((node) => node.id === 'n-save')!;
    expect(save.measured).toEqual({ width: 180, height: 60 });
    expect(save.handles).toBeUndefined();
    expect(graph.nodes.find((node) => node.id === 'n-filter')!.handles).toHaveLength(2);
    expect(graph.dirty).toBe(false);
  });
});
