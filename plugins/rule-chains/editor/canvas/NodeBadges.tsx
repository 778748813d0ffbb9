import { observer } from 'mobx-react-lite';
import { useEditor } from '../EditorContext';
import { useNodeLabels } from './NodeLabels';

/**
 * A node's corner badges: debug mode on, and the error of its last start as the engine
 * reported it. Observes only this node's error, so a loaded error re-renders one node.
 */
export const NodeBadges = observer(function NodeBadges({ debugMode, ruleNodeId }: { debugMode: boolean; ruleNodeId?: string }) {
  const labels = useNodeLabels();
  const error = useEditor().status.errorOf(ruleNodeId);
  if (!debugMode && !error) return null;
  return (
    <div className="rce-node-badges">
      {debugMode && (
        <span className="rce-badge rce-badge-debug" title={labels.debugModeOn} role="img" aria-label={labels.debugModeOn}>
          <span className="rce-badge-icon rce-badge-icon-bug" />
        </span>
      )}
      {error && (
        <span className="rce-badge rce-badge-error" title={labels.nodeError(error)} role="img" aria-label={labels.nodeError(error)}>
          <span className="rce-badge-icon rce-badge-icon-error" />
        </span>
      )}
    </div>
  );
});

/** The caption of a rule chain node: the name of the chain it forwards to. */
export const TargetChainName = observer(function TargetChainName({ chainId }: { chainId: string }) {
  const labels = useNodeLabels();
  const name = useEditor().status.chainName(chainId);
  return <div className="rce-node-target" title={name}>{name ? labels.forwardsTo(name) : '…'}</div>;
});
