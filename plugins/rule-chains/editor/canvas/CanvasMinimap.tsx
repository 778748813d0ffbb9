import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, type WheelEvent as ReactWheelEvent } from 'react';
import { Panel, useReactFlow, useStoreApi } from '@xyflow/react';
import type { RelationFlowEdge, RuleFlowNode } from '../model/graphTypes';
import { type MinimapFrame, minimapFrame, minimapToFlow, nodesBounds, visibleArea } from '../model/minimapGeometry';
import { NODE_TYPE_STYLES } from '../model/nodeTypes';

const WIDTH = 200;
const HEIGHT = 150;

/**
 * The minimap: every node as a coloured box and the visible area, drawn on one canvas at most
 * once a frame (React Flow's MiniMap is an SVG element per node that re-renders while the view
 * moves, and it leaves out the nodes the canvas does not render). Press or drag to move the
 * view there, wheel to zoom.
 */
export function CanvasMinimap({ nodes, label }: { nodes: RuleFlowNode[]; label: string }) {
  const store = useStoreApi<RuleFlowNode, RelationFlowEdge>();
  const flow = useReactFlow<RuleFlowNode, RelationFlowEdge>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<MinimapFrame | null>(null);
  const pending = useRef(0);
  const latest = useRef(nodes);
  latest.current = nodes;

  const draw = useCallback(() => {
    pending.current = 0;
    const context = canvas.current?.getContext('2d');
    if (!context || !canvas.current) return;
    const { transform: [x, y, zoom], width, height } = store.getState();
    const visible = visibleArea({ x, y, zoom }, width, height);
    const current = minimapFrame(nodesBounds(latest.current), visible, WIDTH, HEIGHT);
    frame.current = current;
    const ratio = window.devicePixelRatio || 1;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, WIDTH, HEIGHT);
    const toX = (fx: number) => (fx - current.originX) * current.scale;
    const toY = (fy: number) => (fy - current.originY) * current.scale;
    for (const node of latest.current) {
      context.fillStyle = NODE_TYPE_STYLES[node.data.nodeType].color;
      context.fillRect(toX(node.position.x), toY(node.position.y),
        Math.max(1, (node.measured?.width ?? 180) * current.scale), Math.max(1, (node.measured?.height ?? 48) * current.scale));
    }
    // Everything outside the visible area is veiled, as in React Flow's MiniMap.
    const vx = toX(visible.x);
    const vy = toY(visible.y);
    const vw = visible.width * current.scale;
    const vh = visible.height * current.scale;
    context.fillStyle = 'rgba(120, 120, 120, 0.3)';
    context.beginPath();
    context.rect(0, 0, WIDTH, HEIGHT);
    context.rect(vx + vw, vy, -vw, vh);
    context.fill('evenodd');
    context.strokeStyle = 'rgba(20, 115, 230, 0.8)';
    context.lineWidth = 1;
    context.strokeRect(vx + 0.5, vy + 0.5, vw - 1, vh - 1);
  }, [store]);

  const schedule = useCallback(() => {
    if (!pending.current) pending.current = requestAnimationFrame(draw);
  }, [draw]);
  useEffect(schedule, [nodes, schedule]);
  useEffect(() => {
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width || state.height !== previous.height) schedule();
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(pending.current);
      pending.current = 0;
    };
  }, [store, schedule]);

  const moveTo = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = frame.current;
    if (!current) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const at = minimapToFlow(current, event.clientX - rect.left, event.clientY - rect.top);
    void flow.setCenter(at.x, at.y, { zoom: flow.getZoom() });
  };
  const onWheel = (event: ReactWheelEvent) => {
    void flow.zoomTo(flow.getZoom() * (event.deltaY < 0 ? 1.2 : 1 / 1.2));
  };

  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return (
    <Panel position="bottom-right" className="react-flow__minimap rce-minimap">
      <canvas
        ref={canvas}
        width={WIDTH * ratio}
        height={HEIGHT * ratio}
        style={{ width: WIDTH, height: HEIGHT, display: 'block', cursor: 'pointer' }}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          moveTo(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event);
        }}
        onWheel={onWheel}
      />
    </Panel>
  );
}
