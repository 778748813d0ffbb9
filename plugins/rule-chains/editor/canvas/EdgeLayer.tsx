import { memo, useMemo } from 'react';
import { useStoreApi, ViewportPortal } from '@xyflow/react';
import { edgeLayerShapes, type HandleLookup } from '../model/edgeLayer';
import type { EditorGraph, RelationFlowEdge, RuleFlowNode } from '../model/graphTypes';

/**
 * The chain's links as one SVG of a few paths and their labels, which the canvas draws instead
 * of React Flow's link SVGs while the view pans or zooms near (see model/edgeLayer). Drawn
 * once when the move starts; the move only shifts it.
 */
export const EdgeLayer = memo(function EdgeLayer({ graph: { nodes, edges } }: { graph: EditorGraph }) {
  const store = useStoreApi<RuleFlowNode, RelationFlowEdge>();
  const shapes = useMemo(() => {
    const { nodeLookup } = store.getState();
    const handles: HandleLookup = (id) => {
      const bounds = nodeLookup.get(id)?.internals.handleBounds;
      return bounds ? { source: bounds.source?.[0], target: bounds.target?.[0] } : undefined;
    };
    return edgeLayerShapes(nodes, edges, handles);
  }, [store, nodes, edges]);
  return (
    <ViewportPortal>
      <svg className="rce-edge-layer" aria-hidden>
        <path d={shapes.links} className="rce-edge-layer-links" />
        {shapes.selectedLinks && <path d={shapes.selectedLinks} className="rce-edge-layer-links rce-edge-layer-selected" />}
        <path d={shapes.arrows} className="rce-edge-layer-arrows" />
        {shapes.labels.map((label, i) => (
          <text key={i} x={label.x} y={label.y} className={label.selected ? 'rce-layer-label rce-edge-label-selected' : 'rce-layer-label'} textAnchor="middle" dominantBaseline="central">
            {label.text}
          </text>
        ))}
      </svg>
    </ViewportPortal>
  );
});
