import { type DragEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  type Connection, type EdgeChange, getNodesBounds, getViewportForBounds, MarkerType, type NodeChange, type OnMove, ReactFlow,
  type ReactFlowInstance, useReactFlow, type Viewport,
} from '@xyflow/react';
import { LayoutProgress } from '../layout/LayoutProgress';
import { DEFAULT_NODE_SIZE } from '../model/autoLayout';
import { type EditorGraph, INPUT_NODE_ID, type RelationFlowEdge, type RuleFlowNode } from '../model/graphTypes';
import type { RuleChainEditorStore } from '../store/RuleChainEditorStore';
import type { EditorActions } from '../toolbar/editorActions';
import { CanvasMinimap } from './CanvasMinimap';
import { CanvasContextMenu, type ContextMenuState } from './CanvasContextMenu';
import { CanvasDots } from './CanvasDots';
import { useExpectedFrames } from './expectedFrames';
import { FarOverview } from './FarOverview';
import { installIconStyles } from './nodeIconImages';
import { nodeLabels, NodeLabelsContext } from './NodeLabels';
import { PALETTE_DRAG_TYPE } from './paletteDrag';
import { EDGE_TYPES } from './RelationEdge';
import { NODE_TYPES } from './RuleNodeView';

/** Below this zoom nodes hide their small print (CSS), which keeps a zoomed-out large chain light to draw. */
const DETAIL_ZOOM = 0.45;

const DEFAULT_EDGE_OPTIONS = { markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16 } };
const MULTI_SELECT_KEYS = ['Meta', 'Control'];
export const FIT_VIEW_OPTIONS = { padding: 0.15, maxZoom: 1.2 };
const MIN_ZOOM = 0.05;

/** The view that fits `nodes` into a canvas of `width` × `height`, as React Flow's fitView computes it. */
function fittedViewport(nodes: RuleFlowNode[], width: number, height: number): Viewport {
  return getViewportForBounds(getNodesBounds(nodes), width, height, MIN_ZOOM, FIT_VIEW_OPTIONS.maxZoom, FIT_VIEW_OPTIONS.padding);
}

/**
 * A press on the empty canvas (a pan, or a box selection) keeps its pointer on the pane: the
 * browser then sends the moves there without hit testing 1,000 nodes and 1,500 links each time.
 */
function capturePanPointer(event: ReactPointerEvent) {
  const target = event.target as Element;
  if (event.button === 0 && target.classList.contains('react-flow__pane')) target.setPointerCapture?.(event.pointerId);
}

export interface RuleChainCanvasProps {
  editor: RuleChainEditorStore;
  actions: EditorActions;
  /** Keeps the pointer's canvas position for pastes. */
  pointer: { current: { x: number; y: number } | undefined };
}

/**
 * The chain on a React Flow canvas. The store owns nodes and edges (controlled mode);
 * deletion, connection and double clicks go through the store so that each is an undo
 * step and the input node stays. Nodes dropped from the palette open the configuration
 * dialog first.
 */
export const RuleChainCanvas = observer(function RuleChainCanvas({ editor, actions, pointer }: RuleChainCanvasProps) {
  const { t } = useTranslation();
  installIconStyles();
  // Before <ReactFlow> mounts: nodes drawn at their expected frames are not measured again.
  useExpectedFrames();
  const { graph } = editor;
  const flow = useReactFlow<RuleFlowNode, RelationFlowEdge>();
  const wrapper = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const detailed = useRef(true);

  const onMove: OnMove = useCallback((_, viewport) => {
    const next = viewport.zoom >= DETAIL_ZOOM;
    if (next !== detailed.current && wrapper.current) {
      detailed.current = next;
      wrapper.current.classList.toggle('rce-canvas-far', !next);
    }
  }, []);
  // Far out, a move draws the whole chain as one SVG (FarOverview) in place of its nodes and
  // links; near, nodes and links stop taking the pointer while the view moves. (Near, drawing
  // the links as one SVG while moving was measured slower: swapping them in and out cost more
  // frames than it saved; bench/rule-chain-editor.)
  const [overview, setOverview] = useState<EditorGraph | null>(null);
  // The stand-in comes one frame into a move: a move that starts and ends at once (the fit
  // when the chain opens, a key press) draws none, and opening stays one render of the chain.
  const standIn = useRef(0);
  const onMoveStart = useCallback(() => {
    cancelAnimationFrame(standIn.current);
    standIn.current = requestAnimationFrame(() => {
      wrapper.current?.classList.add('rce-moving');
      if (!detailed.current) setOverview(untracked(() => graph.graph));
    });
  }, [graph]);
  useEffect(() => () => cancelAnimationFrame(standIn.current), []);
  const onMoveEnd = useCallback(() => {
    cancelAnimationFrame(standIn.current);
    wrapper.current?.classList.remove('rce-moving', 'rce-overview-on');
    setOverview(null);
  }, []);
  // The real nodes or links hide only once their stand-in is drawn, so no frame shows neither.
  useLayoutEffect(() => {
    performance.mark('rce:canvas-mounted');
  }, []);
  useLayoutEffect(() => {
    if (overview) wrapper.current?.classList.add('rce-overview-on');
  }, [overview]);
  // The chain opens fitted in one render: the fitted view is known before React Flow renders,
  // from the canvas size and the nodes' saved positions and expected sizes (model/nodeFrames),
  // instead of rendering at 1:1 and fitting once every node is measured. A canvas without a
  // size yet falls back to React Flow's own fit.
  const [start, setStart] = useState<{ viewport?: Viewport } | null>(null);
  useLayoutEffect(() => {
    const rect = wrapper.current?.getBoundingClientRect();
    const nodes = untracked(() => graph.nodes);
    setStart(rect && rect.width > 0 && rect.height > 0 ? { viewport: fittedViewport(nodes, rect.width, rect.height) } : {});
  }, [graph]);
  const onInit = useCallback((instance: ReactFlowInstance<RuleFlowNode, RelationFlowEdge>) => onMove(null, instance.getViewport()), [onMove]);

  // Stable handlers and options: React Flow copies changed props into its store, which would
  // otherwise happen on every render, and a drag renders once a frame.
  const handlers = useMemo(() => ({
    onNodesChange: (changes: NodeChange<RuleFlowNode>[]) => graph.applyNodeChanges(changes),
    onEdgesChange: (changes: EdgeChange<RelationFlowEdge>[]) => graph.applyEdgeChanges(changes),
    onConnect: (connection: Connection) => void editor.requestConnect(connection.source, connection.target),
    isValidConnection: (connection: Connection | RelationFlowEdge) => connection.target !== INPUT_NODE_ID && connection.source !== connection.target,
    onNodeDoubleClick: (_: unknown, node: RuleFlowNode) => editor.editNode(node.id),
    onEdgeDoubleClick: (_: unknown, edge: RelationFlowEdge) => void editor.editEdge(edge.id),
    onNodeContextMenu: (event: ReactMouseEvent, node: RuleFlowNode) => {
      event.preventDefault();
      if (node.id === INPUT_NODE_ID) return;
      if (!node.selected) graph.select({ nodes: [node.id] });
      setMenu({ x: event.clientX, y: event.clientY, nodeId: node.id });
    },
    onPaneContextMenu: (event: ReactMouseEvent | MouseEvent) => {
      event.preventDefault();
      setMenu({ x: event.clientX, y: event.clientY });
    },
  }), [editor, graph]);
  const labels = useMemo(() => nodeLabels(t), [t]);
  const ariaLabelConfig = useMemo(() => ({
    'node.a11yDescription.default': t('rulechain-editor.a11y.node'),
    'node.a11yDescription.keyboardDisabled': t('rulechain-editor.a11y.node'),
    'edge.a11yDescription.default': t('rulechain-editor.a11y.edge'),
    'minimap.ariaLabel': t('rulechain-editor.minimap'),
  }), [t]);

  const onDrop = (event: DragEvent) => {
    const clazz = event.dataTransfer.getData(PALETTE_DRAG_TYPE);
    if (!clazz) return;
    event.preventDefault();
    const at = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    editor.requestNewNode(clazz, { x: at.x - DEFAULT_NODE_SIZE.width / 2, y: at.y - DEFAULT_NODE_SIZE.height / 2 });
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  return (
    <NodeLabelsContext.Provider value={labels}>
      <div
        ref={wrapper}
        className="rce-canvas"
        tabIndex={0}
        role="application"
        aria-label={t('rulechain-editor.canvas-label', { name: editor.chain?.name ?? '' })}
        aria-roledescription={t('rulechain-editor.canvas-role')}
        onDrop={onDrop}
        onDragOver={onDragOver}
        onPointerDown={capturePanPointer}
        onPointerMove={(event) => {
          pointer.current = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
        }}
        onPointerLeave={() => {
          pointer.current = undefined;
        }}
      >
        {start && <ReactFlow<RuleFlowNode, RelationFlowEdge>
          nodes={graph.nodes}
          edges={graph.edges}
          nodeTypes={NODE_TYPES}
          edgeTypes={EDGE_TYPES}
          defaultEdgeOptions={DEFAULT_EDGE_OPTIONS}
          {...handlers}
          onMove={onMove}
          onMoveStart={onMoveStart}
          onMoveEnd={onMoveEnd}
          onlyRenderVisibleElements
          onInit={onInit}
          deleteKeyCode={null}
          selectionKeyCode="Shift"
          multiSelectionKeyCode={MULTI_SELECT_KEYS}
          zoomOnDoubleClick={false}
          edgesReconnectable={false}
          elevateNodesOnSelect={false}
          nodeDragThreshold={2}
          minZoom={MIN_ZOOM}
          maxZoom={2.5}
          defaultViewport={start.viewport}
          fitView={!start.viewport}
          fitViewOptions={FIT_VIEW_OPTIONS}
          attributionPosition="bottom-left"
          ariaLabelConfig={ariaLabelConfig}
        >
          <CanvasDots />
          {overview && <FarOverview graph={overview} />}
          {editor.showMinimap && <CanvasMinimap nodes={graph.nodes} label={t('rulechain-editor.minimap')} />}
        </ReactFlow>}
        <LayoutProgress editor={editor} />
        {menu && <CanvasContextMenu state={menu} actions={actions} onClose={() => setMenu(null)} />}
      </div>
    </NodeLabelsContext.Provider>
  );
});
