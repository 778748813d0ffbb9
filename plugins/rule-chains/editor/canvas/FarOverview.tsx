import { memo, useMemo } from 'react';
import { ViewportPortal } from '@xyflow/react';
import type { EditorGraph } from '../model/graphTypes';
import { overviewShapes } from '../model/overview';

/**
 * What the canvas shows instead of its nodes and links while a chain seen from far away
 * pans or zooms: one SVG of boxes and lines in the viewport, so the move stays smooth at
 * 1,000 nodes. The real nodes come back when the move ends.
 */
export const FarOverview = memo(function FarOverview({ graph }: { graph: EditorGraph }) {
  const shapes = useMemo(() => overviewShapes(graph), [graph]);
  return (
    <ViewportPortal>
      <svg className="rce-overview" aria-hidden>
        <path d={shapes.links} className="rce-overview-links" />
        {shapes.boxes.map((box) => <path key={box.color} d={box.d} fill={box.color} className="rce-overview-boxes" />)}
      </svg>
    </ViewportPortal>
  );
});
