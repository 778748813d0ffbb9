import { useCallback, useEffect, useRef, useState } from 'react';
import { type WidgetContext, type WidgetData } from '@tessera/sdk';
import { hasNoData, seriesSignature } from './model/chartSeries';

/** What React renders from the data: changes only when keys come or go or data (dis)appears. */
export interface DataShape {
  signature: string;
  empty: boolean;
}

const shapeOf = (data: WidgetData): DataShape => ({ signature: seriesSignature(data), empty: hasNoData(data) });

const schedule = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(run);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
};

/**
 * Keeps the newest data in a ref and calls `draw` with it at most once per animation frame,
 * without re-rendering React on data updates (a dashboard may deliver thousands per second).
 * React re-renders only when the data's shape changes (legend entries, empty state).
 */
export function useFrameDraw(ctx: WidgetContext, draw: (data: WidgetData) => void) {
  const drawRef = useRef(draw);
  drawRef.current = draw;
  const dataRef = useRef(ctx.data);
  const [shape, setShape] = useState(() => shapeOf(ctx.data));
  const shapeRef = useRef(shape);
  const cancelRef = useRef<(() => void) | undefined>(undefined);

  const requestDraw = useCallback(() => {
    if (cancelRef.current) return;
    cancelRef.current = schedule(() => {
      cancelRef.current = undefined;
      drawRef.current(dataRef.current);
    });
  }, []);

  useEffect(() => {
    const accept = (data: WidgetData) => {
      dataRef.current = data;
      const next = shapeOf(data);
      if (next.signature !== shapeRef.current.signature || next.empty !== shapeRef.current.empty) {
        shapeRef.current = next;
        setShape(next);
      }
      requestDraw();
    };
    accept(ctx.data);
    const subscription = ctx.subscribe(accept);
    return () => {
      subscription.dispose();
      cancelRef.current?.();
      cancelRef.current = undefined;
    };
  }, [ctx, requestDraw]);

  // A realtime window slides even when no data arrives: redraw each second to move the x axis.
  const realtime = ctx.timeWindow.realtime;
  useEffect(() => {
    if (!realtime) return undefined;
    const timer = setInterval(requestDraw, 1000);
    return () => clearInterval(timer);
  }, [realtime, requestDraw]);

  return { dataRef, shape, requestDraw };
}
