import { useLayoutEffect } from 'react';
import { type InternalNode, type ReactFlowState, useStoreApi } from '@xyflow/react';

type UpdateNodeInternals = ReactFlowState['updateNodeInternals'];
type NodeUpdates = Parameters<UpdateNodeInternals>[0];
/** What the check reads of a node element: the size React Flow measures (offsetWidth/offsetHeight). */
type Measurable = Pick<HTMLElement, 'offsetWidth' | 'offsetHeight'>;

/**
 * The node updates that change something: drops each node whose element measures exactly the
 * size React Flow already holds for it and whose handle places are known (model/nodeFrames gave
 * both before the first render). React Flow's ResizeObserver reports every node once when it is
 * first drawn, and it would otherwise take each such report as a new measurement: new internal
 * nodes, handle places re-read from the DOM (equal up to floating-point noise at the fitted zoom)
 * and a render of every node and link again, half a second on a 1,000-node chain right after it is
 * drawn, and again for the nodes that come into view while panning. A node measured otherwise
 * (a rule chain node's caption, a longer name) goes through and reports its size.
 */
export function updatesThatMeasureOtherwise(updates: NodeUpdates, node: (id: string) => InternalNode | undefined): NodeUpdates {
  const kept: NodeUpdates = new Map();
  for (const [id, update] of updates) {
    const current = node(id);
    const element: Measurable = update.nodeElement;
    const unchanged = current !== undefined && !current.hidden && current.internals.handleBounds !== undefined
      && current.measured.width === element.offsetWidth && current.measured.height === element.offsetHeight;
    if (!unchanged) kept.set(id, update);
  }
  return kept;
}

/**
 * Puts `updatesThatMeasureOtherwise` in front of React Flow's node measurement. Call it in a
 * component under the ReactFlowProvider that renders before <ReactFlow> mounts: React Flow's
 * node renderer keeps the store's measuring function it finds on its first render.
 */
export function useExpectedFrames(): void {
  const store = useStoreApi();
  useLayoutEffect(() => {
    const measure = store.getState().updateNodeInternals;
    const filtered: UpdateNodeInternals = (updates, params) => {
      const { nodeLookup } = store.getState();
      const kept = updatesThatMeasureOtherwise(updates, (id) => nodeLookup.get(id));
      if (kept.size > 0) measure(kept, params);
    };
    store.setState({ updateNodeInternals: filtered });
    return () => {
      if (store.getState().updateNodeInternals === filtered) store.setState({ updateNodeInternals: measure });
    };
  }, [store]);
}
