import { describe, expect, it } from 'vitest';
import { INPUT_NODE_ID, INPUT_NODE_POSITION } from '../../../../plugins/rule-chains/editor/model/graphTypes';
import { graphToMetadata, metadataToGraph, newNodeIds, ruleFlowNode } from '../../../../plugins/rule-chains/editor/model/metadataGraph';
import { CHAIN_ID, FILTER, lookup, SAVE, savedMetadata } from './fixtures';

const load = (metadata = savedMetadata()) => metadataToGraph(metadata, lookup, 'Input', newNodeIds());

describe('metadata to graph', () => {
  it('draws the input node first, at ThingsBoard\'s place, linked to the first node', () => {
    const graph = load();
    expect(graph.nodes[0]).toMatchObject({ id: INPUT_NODE_ID, type: 'inputNode', position: INPUT_NODE_POSITION, deletable: false });
    expect(graph.edges[0]).toMatchObject({ source: INPUT_NODE_ID, target: 'n-filter', data: { labels: [] } });
  });

  it('keeps node ids, positions, data and unknown additionalInfo keys', () => {
    const filter = load().nodes[1]!;
    expect(filter.id).toBe('n-filter');
    expect(filter.position).toEqual({ x: 300, y: 150 });
    expect(filter.data).toEqual({
      clazz: FILTER, name: 'Hot?', debugMode: true, configuration: { jsScript: 'return true;' }, description: 'checks',
      nodeType: 'FILTER', ruleNodeId: 'n-filter', extraInfo: { keep: 'me' },
    });
  });

  it('gives a class the server does not run the UNKNOWN type', () => {
    expect(load().nodes[3]!.data.nodeType).toBe('UNKNOWN');
  });

  it('makes one edge per connected pair carrying every label', () => {
    const edges = load().edges.filter((edge) => edge.source !== INPUT_NODE_ID);
    expect(edges.map((edge) => [edge.source, edge.target, edge.data!.labels])).toEqual([
      ['n-filter', 'n-save', ['True', 'False']],
      ['n-filter', 'n-odd', ['Failure']],
    ]);
  });

  it('asks for a layout when a node has no saved position (an imported chain)', () => {
    expect(load().needsLayout).toBe(false);
    const imported = savedMetadata();
    imported.nodes[1]!.additionalInfo = null;
    expect(load(imported).needsLayout).toBe(true);
  });

  it('has no input link without a first node', () => {
    const metadata = { ...savedMetadata(), firstNodeIndex: null };
    expect(load(metadata).edges.some((edge) => edge.source === INPUT_NODE_ID)).toBe(false);
  });
});

describe('graph to metadata', () => {
  it('round-trips saved metadata', () => {
    const saved = savedMetadata();
    expect(graphToMetadata(load(saved), CHAIN_ID)).toEqual({
      ruleChainId: CHAIN_ID,
      firstNodeIndex: 0,
      nodes: saved.nodes.map((node) => ({ ...node, additionalInfo: { description: '', ...node.additionalInfo } })),
      connections: saved.connections,
    });
  });

  it('sends new nodes without an id, at rounded positions, and the first node by index', () => {
    const graph = load();
    const added = ruleFlowNode('new-1', { clazz: SAVE, name: 'New', debugMode: false, configuration: {}, description: 'd', nodeType: 'ACTION' }, { x: 10.6, y: 20.2 });
    const edges = [...graph.edges.filter((edge) => edge.source !== INPUT_NODE_ID), { id: 'x', source: INPUT_NODE_ID, target: 'new-1', type: 'relation' as const, data: { labels: [] } }];
    const body = graphToMetadata({ nodes: [...graph.nodes, added], edges }, CHAIN_ID);
    expect(body.nodes[3]).toEqual({ type: SAVE, name: 'New', debugMode: false, configuration: {}, additionalInfo: { description: 'd', layoutX: 11, layoutY: 20 } });
    expect(body.firstNodeIndex).toBe(3);
  });

  it('has no first node when nothing leaves the input node', () => {
    const graph = load();
    expect(graphToMetadata({ ...graph, edges: graph.edges.filter((edge) => edge.source !== INPUT_NODE_ID) }, CHAIN_ID).firstNodeIndex).toBeNull();
  });
});
