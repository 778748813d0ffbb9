import { applyEdgeChanges, applyNodeChanges, type EdgeChange, type NodeChange } from '@xyflow/react';
import { makeAutoObservable, observableRef } from 'mobx';
import { type LayoutPositions, withPositions } from '../model/autoLayout';
import { type ClipboardPayload, copySelection, pasteNodes } from '../model/clipboard';
import { edgeId, type EditorGraph, INPUT_NODE_ID, type RelationFlowEdge, type RuleFlowNode, type RuleNodeData } from '../model/graphTypes';
import { HistoryStore } from '../model/HistoryStore';
import { type IdFactory, newNodeIds, relationEdge, ruleFlowNode } from '../model/metadataGraph';

/** What the node configuration dialog edits. */
export type NodeFields = Pick<RuleNodeData, 'name' | 'debugMode' | 'configuration' | 'description'>;

/** Arrow-key moves closer together than this are one undo step. */
const KEY_MOVE_MERGE_MS = 800;

const deselected = <T extends { selected?: boolean }>(items: T[]): T[] => items.map((item) => (item.selected ? { ...item, selected: false } : item));

const sameNode = (a: RuleFlowNode, b: RuleFlowNode) => a.id === b.id && a.data === b.data && a.position.x === b.position.x && a.position.y === b.position.y;
const sameEdge = (a: RelationFlowEdge, b: RelationFlowEdge) => a.id === b.id && a.data === b.data;

/**
 * The graph being edited, its undo history and every change the canvas, menus and
 * keyboard make. Nodes and edges are immutable arrays held by reference: dragging a node
 * replaces the array once a frame and nothing deeper is observed. Each change that
 * undo should revert records the graph it leaves; a drag records once, when it starts.
 */
export class EditorGraphStore {
  nodes: RuleFlowNode[] = [];
  edges: RelationFlowEdge[] = [];
  /** The graph as last loaded or saved: Revert goes back to it, `dirty` compares with it. */
  private baseline: EditorGraph = { nodes: [], edges: [] };
  readonly history = new HistoryStore<EditorGraph>(200);
  private dragRecorded = false;
  private lastKeyMove = Number.NEGATIVE_INFINITY;

  constructor(readonly ids: IdFactory = newNodeIds(), private readonly now: () => number = Date.now) {
    makeAutoObservable<EditorGraphStore, 'baseline' | 'dragRecorded' | 'lastKeyMove' | 'now'>(this, {
      nodes: observableRef, edges: observableRef, baseline: observableRef, dragRecorded: false, lastKeyMove: false, ids: false, now: false,
    });
  }

  get graph(): EditorGraph {
    return { nodes: this.nodes, edges: this.edges };
  }

  /** Something differs from the loaded or saved chain: a node's data or position, or a link. */
  get dirty(): boolean {
    const { nodes, edges } = this.baseline;
    if (nodes.length !== this.nodes.length || edges.length !== this.edges.length) return true;
    return this.nodes.some((node, i) => !sameNode(node, nodes[i]!)) || this.edges.some((edge, i) => !sameEdge(edge, edges[i]!));
  }

  get selectedNodeCount(): number {
    return this.nodes.reduce((count, node) => count + (node.selected && node.id !== INPUT_NODE_ID ? 1 : 0), 0);
  }

  get selectedEdgeCount(): number {
    return this.edges.reduce((count, edge) => count + (edge.selected ? 1 : 0), 0);
  }

  /** The one selected rule node, if exactly one is. */
  get singleSelectedNode(): RuleFlowNode | undefined {
    const selected = this.nodes.filter((node) => node.selected && node.id !== INPUT_NODE_ID);
    return selected.length === 1 ? selected[0] : undefined;
  }

  get singleSelectedEdge(): RelationFlowEdge | undefined {
    const selected = this.edges.filter((edge) => edge.selected);
    return selected.length === 1 ? selected[0] : undefined;
  }

  /** Booleans, so that views observing them do not re-render while the selected node is dragged. */
  get hasSingleSelectedNode(): boolean {
    return this.singleSelectedNode !== undefined;
  }

  get singleSelectedNodeIsSaved(): boolean {
    return Boolean(this.singleSelectedNode?.data.ruleNodeId);
  }

  get hasSingleSelectedEdge(): boolean {
    return this.singleSelectedEdge !== undefined;
  }

  node(id: string): RuleFlowNode | undefined {
    return this.nodes.find((node) => node.id === id);
  }

  edge(id: string): RelationFlowEdge | undefined {
    return this.edges.find((edge) => edge.id === id);
  }

  /** Starts over with a loaded or saved graph: no history, nothing to save. */
  reset(graph: EditorGraph): void {
    this.nodes = graph.nodes;
    this.edges = graph.edges;
    this.baseline = { nodes: graph.nodes, edges: graph.edges };
    this.history.clear();
  }

  private record(): void {
    this.history.record(deselectedGraph(this.graph));
  }

  private set(graph: EditorGraph): void {
    this.nodes = graph.nodes;
    this.edges = graph.edges;
  }

  /** React Flow's node changes: moves, selection, measured sizes. Removal goes through `deleteSelection`. */
  applyNodeChanges(changes: NodeChange<RuleFlowNode>[]): void {
    const kept = changes.filter((change) => change.type !== 'remove' && change.type !== 'add' && change.type !== 'replace');
    if (kept.length === 0) return;
    const move = kept.find((change) => change.type === 'position');
    if (move?.type === 'position') {
      if (move.dragging) {
        if (!this.dragRecorded) this.record();
        this.dragRecorded = true;
      } else if (this.dragRecorded) {
        this.dragRecorded = false;
      } else if (move.position) {
        // Arrow keys: a burst of presses is one step.
        if (this.now() - this.lastKeyMove > KEY_MOVE_MERGE_MS) this.record();
        this.lastKeyMove = this.now();
      }
    }
    const nodes = applyNodeChanges(kept, this.nodes);
    // A node measured otherwise than expected (model/nodeFrames): its measured handles count from now on.
    const resized = new Set(kept.flatMap((change) => (change.type === 'dimensions' ? [change.id] : [])));
    this.nodes = resized.size === 0 ? nodes : nodes.map((node) => (node.handles && resized.has(node.id) ? { ...node, handles: undefined } : node));
  }

  applyEdgeChanges(changes: EdgeChange<RelationFlowEdge>[]): void {
    const kept = changes.filter((change) => change.type === 'select');
    if (kept.length > 0) this.edges = applyEdgeChanges(kept, this.edges);
  }

  addNode(clazz: string, nodeType: RuleNodeData['nodeType'], fields: NodeFields, position: { x: number; y: number }): RuleFlowNode {
    this.record();
    const node = { ...ruleFlowNode(this.ids(), { clazz, nodeType, ...fields }, position), selected: true };
    this.set({ nodes: [...deselected(this.nodes), node], edges: deselected(this.edges) });
    return node;
  }

  updateNode(id: string, fields: NodeFields): void {
    const current = this.node(id);
    if (!current || current.id === INPUT_NODE_ID) return;
    this.record();
    const data = { ...current.data, ...fields };
    this.nodes = this.nodes.map((node) => (node.id === id ? { ...node, data, ariaLabel: data.name } : node));
  }

  /**
   * Links `source` to `target` with `labels`, added to those of an existing link between the
   * pair. A link from the input node carries no label and replaces the previous one: the
   * chain has one first node.
   */
  connect(source: string, target: string, labels: string[]): void {
    if (target === INPUT_NODE_ID) return;
    const fromInput = source === INPUT_NODE_ID;
    if (!fromInput && labels.length === 0) return;
    this.record();
    const id = edgeId(source, target);
    const existing = this.edge(id);
    let edges = fromInput ? this.edges.filter((edge) => edge.source !== INPUT_NODE_ID) : this.edges;
    if (existing && !fromInput) {
      const merged = [...existing.data!.labels, ...labels.filter((label) => !existing.data!.labels.includes(label))];
      edges = edges.map((edge) => (edge.id === id ? { ...edge, data: { labels: merged } } : edge));
    } else {
      edges = [...edges, relationEdge(source, target, fromInput ? [] : labels)];
    }
    this.edges = edges;
  }

  /** New labels of a link; no label left removes it. */
  setEdgeLabels(id: string, labels: string[]): void {
    const current = this.edge(id);
    if (!current) return;
    this.record();
    this.edges = labels.length === 0 && current.source !== INPUT_NODE_ID
      ? this.edges.filter((edge) => edge.id !== id)
      : this.edges.map((edge) => (edge.id === id ? { ...edge, data: { labels } } : edge));
  }

  /** Removes selected rule nodes (the input node stays), their links, and selected links. */
  deleteSelection(): boolean {
    const removed = new Set(this.nodes.filter((node) => node.selected && node.id !== INPUT_NODE_ID).map((node) => node.id));
    const edges = this.edges.filter((edge) => !edge.selected && !removed.has(edge.source) && !removed.has(edge.target));
    if (removed.size === 0 && edges.length === this.edges.length) return false;
    this.record();
    this.set({ nodes: this.nodes.filter((node) => !removed.has(node.id)), edges });
    return true;
  }

  select(ids: { nodes?: readonly string[]; edges?: readonly string[] }): void {
    const nodes = new Set(ids.nodes ?? []);
    const edges = new Set(ids.edges ?? []);
    this.nodes = this.nodes.map((node) => (Boolean(node.selected) === nodes.has(node.id) ? node : { ...node, selected: nodes.has(node.id) }));
    this.edges = this.edges.map((edge) => (Boolean(edge.selected) === edges.has(edge.id) ? edge : { ...edge, selected: edges.has(edge.id) }));
  }

  selectAll(): void {
    this.select({ nodes: this.nodes.filter((node) => node.id !== INPUT_NODE_ID).map((node) => node.id), edges: this.edges.map((edge) => edge.id) });
  }

  selectNone(): void {
    this.select({});
  }

  /** Turns debug mode on for the selected nodes, or off when all of them have it. */
  toggleDebug(ids: readonly string[]): void {
    const targets = this.nodes.filter((node) => ids.includes(node.id) && node.id !== INPUT_NODE_ID);
    if (targets.length === 0) return;
    const debugMode = !targets.every((node) => node.data.debugMode);
    this.record();
    this.nodes = this.nodes.map((node) => (targets.includes(node) ? { ...node, data: { ...node.data, debugMode } } : node));
  }

  copy(): ClipboardPayload | null {
    return copySelection(this.graph, new Set(this.nodes.filter((node) => node.selected).map((node) => node.id)));
  }

  /** Adds copies of the payload's nodes and links, selected; `at` places the group's top-left corner. */
  paste(payload: ClipboardPayload, at?: { x: number; y: number }): void {
    const pasted = pasteNodes(payload, this.ids, at);
    this.record();
    this.set({ nodes: [...deselected(this.nodes), ...pasted.nodes], edges: [...deselected(this.edges), ...pasted.edges] });
  }

  undo(): void {
    const previous = this.history.undo(deselectedGraph(this.graph));
    if (previous) this.set(previous);
  }

  redo(): void {
    const next = this.history.redo(deselectedGraph(this.graph));
    if (next) this.set(next);
  }

  /**
   * Moves nodes to laid-out positions (nodes added since the layout started stay where they
   * are): one undo step. `asLoaded` places a freshly loaded chain instead, which is then
   * what Revert returns to and nothing to save or undo.
   */
  applyLayout(positions: LayoutPositions, asLoaded = false): void {
    const next = withPositions(this.graph, positions);
    if (asLoaded) {
      this.set(next);
      this.baseline = { nodes: next.nodes, edges: next.edges };
      return;
    }
    this.record();
    this.set(next);
  }

  /** Back to the loaded or saved graph; undo brings the edits back. */
  revert(): void {
    if (!this.dirty) return;
    this.record();
    this.set(deselectedGraph(this.baseline));
  }
}

function deselectedGraph(graph: EditorGraph): EditorGraph {
  return { nodes: deselected(graph.nodes), edges: deselected(graph.edges) };
}
