import { useLayoutEffect, useRef } from 'react';
import { type ReactFlowState, useStoreApi, ViewportPortal } from '@xyflow/react';
import { dotArea } from '../model/dotGrid';
import { type FlowRect, visibleArea } from '../model/minimapGeometry';

/**
 * The canvas's dotted background, drawn in the chain's own coordinates (inside React Flow's
 * viewport, under the links and nodes). React Flow's Background draws its SVG pattern at a new
 * offset on every frame of a pan (a React render and a repaint of the whole pane each frame);
 * these dots move with the chain instead, and their area changes only when the view has gone
 * about a screen away (model/dotGrid).
 */
export function CanvasDots() {
  const store = useStoreApi();
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    let area: FlowRect | null = null;
    const place = ({ transform: [x, y, zoom], width, height }: ReactFlowState) => {
      const element = layer.current;
      if (!element || width === 0 || height === 0) return;
      const next = dotArea(visibleArea({ x, y, zoom }, width, height), area);
      if (next === area) return;
      area = next;
      Object.assign(element.style, { left: `${next.x}px`, top: `${next.y}px`, width: `${next.width}px`, height: `${next.height}px` });
    };
    place(store.getState());
    return store.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width || state.height !== previous.height) place(state);
    });
  }, [store]);
  return (
    <ViewportPortal>
      <div ref={layer} className="rce-dots" aria-hidden />
    </ViewportPortal>
  );
}
