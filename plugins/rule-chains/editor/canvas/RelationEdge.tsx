import { memo } from 'react';
import { BaseEdge, type EdgeProps, getBezierPath } from '@xyflow/react';
import type { RelationFlowEdge } from '../model/graphTypes';

/**
 * A link with its relation labels at the middle. The label is SVG text with a halo
 * instead of a measured background box: nothing to measure, so 1,500 links open fast.
 * Double click (handled by the canvas) edits the labels.
 */
export const RelationEdge = memo(function RelationEdge(props: EdgeProps<RelationFlowEdge>) {
  const { sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, markerEnd, selected, data } = props;
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const text = (data?.labels ?? []).join(' / ');
  return (
    <>
      <BaseEdge path={path} markerEnd={markerEnd} interactionWidth={16} className={selected ? 'rce-edge rce-edge-selected' : 'rce-edge'} />
      {text && (
        <text x={labelX} y={labelY} className={selected ? 'rce-edge-label rce-edge-label-selected' : 'rce-edge-label'} textAnchor="middle" dominantBaseline="central">
          {text}
        </text>
      )}
    </>
  );
});

export const EDGE_TYPES = { relation: RelationEdge };
