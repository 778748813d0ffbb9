import { describe, expect, it } from 'vitest';
import { INPUT_NODE_ID } from '../../../../plugins/rule-chains/editor/model/graphTypes';
import { metadataToGraph, newNodeIds } from '../../../../plugins/rule-chains/editor/model/metadataGraph';
import { EditorGraphStore } from '../../../../plugins/rule-chains/editor/store/EditorGraphStore';
import { lookup, SAVE, savedMetadata } from './fixtures';

function store(now = () => 0) {
  const graph = new EditorGraphStore(newNodeIds(), now);
  graph.reset(metadataToGraph(savedMetadata(), lookup, 'Input', graph.ids));
  return graph;
}

const fields = { name: 'New', debugMode: false, configuration: {}, description: '' };
const move = (id: string, x: number, dragging?: boolean) => ({ id, type: 'position' as const, position: { x, y: 0 }, dragging });

describe('EditorGraphStore', () => {
  it('is clean after loading, dirty after a change, clean again after undo', () => {
    const graph = store();
    expect(graph.dirty).toBe(false);
    graph.addNode(SAVE, 'ACTION', fields, { x: 0, y: 0 });
    expect(graph.dirty).toBe(true);
    graph.undo();
    expect(graph.dirty).toBe(false);
    graph.redo();
    expect(graph.nodes.at(-1)!.data.name).toBe('New');
  });

  it('is not dirty from selection or measured sizes', () => {
    const graph = store();
    graph.applyNodeChanges([{ id: 'n-save', type: 'select', selected: true }, { id: 'n-save', type: 'dimensions', dimensions: { width: 180, height: 44 } }]);
    expect(graph.dirty).toBe(false);
    expect(graph.history.canUndo).toBe(false);
  });

  it('records a drag once, when it starts', () => {
    const graph = store();
    for (let x = 1; x <= 5; x++) graph.applyNodeChanges([move('n-save', x, true)]);
    graph.applyNodeChanges([move('n-save', 6, false)]);
    expect(graph.history.depth).toBe(1);
    expect(graph.node('n-save')!.position.x).toBe(6);
    graph.undo();
    expect(graph.node('n-save')!.position).toEqual({ x: 600, y: 100 });
  });

  it('merges arrow-key moves close together into one step', () => {
    let t = 0;
    const graph = store(() => t);
    graph.applyNodeChanges([move('n-save', 1)]);
    t = 100;
    graph.applyNodeChanges([move('n-save', 2)]);
    t = 5000;
    graph.applyNodeChanges([move('n-save', 3)]);
    expect(graph.history.depth).toBe(2);
  });

  it('never deletes the input node, and removes the links of deleted nodes', () => {
    const graph = store();
    graph.select({ nodes: [INPUT_NODE_ID, 'n-filter'] });
    expect(graph.deleteSelection()).toBe(true);
    expect(graph.node(INPUT_NODE_ID)).toBeDefined();
    expect(graph.node('n-filter')).toBeUndefined();
    expect(graph.edges).toEqual([]);
  });

  it('ignores React Flow removals: deletion goes through deleteSelection', () => {
    const graph = store();
    graph.applyNodeChanges([{ id: INPUT_NODE_ID, type: 'remove' }]);
    expect(graph.node(INPUT_NODE_ID)).toBeDefined();
  });

  it('adds labels to an existing link between the same pair', () => {
    const graph = store();
    graph.connect('n-filter', 'n-save', ['Failure', 'True']);
    expect(graph.edge('n-filter->n-save')!.data!.labels).toEqual(['True', 'False', 'Failure']);
  });

  it('keeps one link from the input node: a new one replaces it', () => {
    const graph = store();
    graph.connect(INPUT_NODE_ID, 'n-save', ['ignored']);
    const fromInput = graph.edges.filter((edge) => edge.source === INPUT_NODE_ID);
    expect(fromInput).toHaveLength(1);
    expect(fromInput[0]).toMatchObject({ target: 'n-save', data: { labels: [] } });
  });

  it('refuses links into the input node and unlabelled links', () => {
    const graph = store();
    graph.connect('n-save', INPUT_NODE_ID, ['Success']);
    graph.connect('n-save', 'n-odd', []);
    expect(graph.history.canUndo).toBe(false);
  });

  it('removes a link whose last label is taken away', () => {
    const graph = store();
    graph.setEdgeLabels('n-filter->n-odd', []);
    expect(graph.edge('n-filter->n-odd')).toBeUndefined();
  });

  it('switches debug mode on for all selected, or off when all have it', () => {
    const graph = store();
    graph.toggleDebug(['n-filter', 'n-save']);
    expect([graph.node('n-filter')!.data.debugMode, graph.node('n-save')!.data.debugMode]).toEqual([true, true]);
    graph.toggleDebug(['n-filter', 'n-save']);
    expect([graph.node('n-filter')!.data.debugMode, graph.node('n-save')!.data.debugMode]).toEqual([false, false]);
  });

  it('reverts to the saved graph as an undoable step', () => {
    const graph = store();
    graph.updateNode('n-save', { ...fields, name: 'Renamed' });
    graph.revert();
    expect(graph.node('n-save')!.data.name).toBe('Save');
    expect(graph.dirty).toBe(false);
    graph.undo();
    expect(graph.node('n-save')!.data.name).toBe('Renamed');
  });

  it('copies and pastes the selection as new nodes', () => {
    const graph = store();
    graph.select({ nodes: ['n-filter', 'n-save'] });
    graph.paste(graph.copy()!);
    expect(graph.nodes).toHaveLength(6);
    expect(graph.selectedNodeCount).toBe(2);
    expect(graph.edges).toHaveLength(4);
  });

  it('counts the selection without the input node', () => {
    const graph = store();
    graph.selectAll();
    expect(graph.selectedNodeCount).toBe(3);
    expect(graph.selectedEdgeCount).toBe(3);
    graph.selectNone();
    expect(graph.selectedNodeCount + graph.selectedEdgeCount).toBe(0);
  });
});
