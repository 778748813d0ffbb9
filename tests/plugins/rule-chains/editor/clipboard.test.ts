import { describe, expect, it } from 'vitest';
import {
  CLIPBOARD_KEY, copySelection, parseClipboard, PASTE_OFFSET, pasteNodes, readClipboard, writeClipboard,
} from '../../../../plugins/rule-chains/editor/model/clipboard';
import { INPUT_NODE_ID } from '../../../../plugins/rule-chains/editor/model/graphTypes';
import { metadataToGraph, newNodeIds } from '../../../../plugins/rule-chains/editor/model/metadataGraph';
import { lookup, savedMetadata } from './fixtures';

const graph = () => metadataToGraph(savedMetadata(), lookup, 'Input', newNodeIds());

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('copy', () => {
  it('takes the selected nodes without ids and only the links among them', () => {
    const payload = copySelection(graph(), new Set(['n-filter', 'n-save', INPUT_NODE_ID]))!;
    expect(payload.nodes.map((node) => node.name)).toEqual(['Hot?', 'Save']);
    expect(payload.nodes[0]).not.toHaveProperty('ruleNodeId');
    expect(payload.links).toEqual([{ from: 0, to: 1, labels: ['True', 'False'] }]);
  });

  it('gives nothing when only the input node is selected', () => {
    expect(copySelection(graph(), new Set([INPUT_NODE_ID]))).toBeNull();
  });
});

describe('paste', () => {
  const payload = () => copySelection(graph(), new Set(['n-filter', 'n-save']))!;

  it('makes new, selected nodes with new ids and relinks them', () => {
    const pasted = pasteNodes(payload(), newNodeIds('p'));
    expect(pasted.nodes.every((node) => node.selected && node.id.startsWith('p-') && !node.data.ruleNodeId)).toBe(true);
    expect(pasted.edges).toHaveLength(1);
    expect(pasted.edges[0]).toMatchObject({ source: pasted.nodes[0]!.id, target: pasted.nodes[1]!.id, data: { labels: ['True', 'False'] } });
  });

  it('offsets a paste without a point, keeps the group\'s shape at a point', () => {
    expect(pasteNodes(payload(), newNodeIds()).nodes[0]!.position).toEqual({ x: 300 + PASTE_OFFSET, y: 150 + PASTE_OFFSET });
    const atPoint = pasteNodes(payload(), newNodeIds(), { x: 0, y: 0 }).nodes.map((node) => node.position);
    // The group's top-left corner (x of the filter, y of the save node) lands on the point.
    expect(atPoint).toEqual([{ x: 0, y: 50 }, { x: 300, y: 0 }]);
  });
});

describe('clipboard storage', () => {
  it('round-trips through storage, across chains', () => {
    const storage = new MemoryStorage();
    const payload = copySelection(graph(), new Set(['n-save']))!;
    expect(writeClipboard(storage, payload)).toBe(true);
    expect(storage.items.has(CLIPBOARD_KEY)).toBe(true);
    expect(readClipboard(storage)).toEqual(payload);
  });

  it('ignores what is not a payload', () => {
    expect(parseClipboard(null)).toBeNull();
    expect(parseClipboard('not json')).toBeNull();
    expect(parseClipboard('{"version":2,"nodes":[],"links":[]}')).toBeNull();
    expect(parseClipboard('{"version":1,"nodes":[],"links":[]}')).toBeNull();
    expect(parseClipboard('{"version":1,"nodes":[{"clazz":"x","name":"n","x":0,"y":"0","configuration":{}}],"links":[]}')).toBeNull();
  });

  it('reports a storage that refuses', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(writeClipboard(full, copySelection(graph(), new Set(['n-save']))!)).toBe(false);
  });
});
