import { describe, expect, it } from 'vitest';
import { autoLayout, DEFAULT_NODE_SIZE, withLayout } from '../../../../plugins/rule-chains/editor/model/autoLayout';
import { INPUT_NODE_ID, INPUT_NODE_POSITION } from '../../../../plugins/rule-chains/editor/model/graphTypes';
import { metadataToGraph, newNodeIds } from '../../../../plugins/rule-chains/editor/model/metadataGraph';
import { lookup, savedMetadata } from './fixtures';

const imported = () => {
  const metadata = savedMetadata();
  for (const node of metadata.nodes) node.additionalInfo = null;
  return metadataToGraph(metadata, lookup, 'Input', newNodeIds());
};

const overlap = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < DEFAULT_NODE_SIZE.width && Math.abs(a.y - b.y) < DEFAULT_NODE_SIZE.height;

describe('autoLayout', () => {
  it('keeps the input node where ThingsBoard draws it', () => {
    expect(autoLayout(imported()).get(INPUT_NODE_ID)).toEqual(INPUT_NODE_POSITION);
  });

  it('lays links out left to right, one layer per step', () => {
    const p = autoLayout(imported());
    expect(p.get('n-filter')!.x).toBeGreaterThan(p.get(INPUT_NODE_ID)!.x);
    expect(p.get('n-save')!.x).toBeGreaterThan(p.get('n-filter')!.x);
    expect(p.get('n-odd')!.x).toBe(p.get('n-save')!.x);
  });

  it('never stacks two nodes on each other', () => {
    const positions = [...autoLayout(imported()).values()];
    for (let i = 0; i < positions.length; i++) {
      for (let j = i + 1; j < positions.length; j++) expect(overlap(positions[i]!, positions[j]!)).toBe(false);
    }
  });

  it('lays out a chain of hundreds of nodes', () => {
    const metadata = savedMetadata();
    const base = metadata.nodes[1]!;
    metadata.nodes = Array.from({ length: 300 }, (_, i) => ({ ...base, id: { entityType: 'RULE_NODE', id: `n${i}` }, additionalInfo: null }));
    metadata.connections = metadata.nodes.slice(1).map((_, i) => ({ fromIndex: Math.floor(i / 2), toIndex: i + 1, type: 'Success' }));
    const positions = autoLayout(metadataToGraph(metadata, lookup, 'Input', newNodeIds()));
    expect(positions.size).toBe(301);
    expect([...positions.values()].every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))).toBe(true);
    // Past LARGE_GRAPH_NODES the faster ranker places them: still no two on each other, links still left to right.
    const all = [...positions.values()];
    for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(overlap(all[i]!, all[j]!)).toBe(false);
    expect(positions.get('n1')!.x).toBeGreaterThan(positions.get('n0')!.x);
  });

  it('keeps node objects that did not move', () => {
    const once = withLayout(imported());
    const twice = withLayout(once);
    expect(twice.nodes.every((node, i) => node === once.nodes[i])).toBe(true);
  });
});
