import { memo } from 'react';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { useEditor } from '../EditorContext';
import type { RuleFlowNode } from '../model/graphTypes';
import { NODE_TYPE_STYLES, RULE_CHAIN_INPUT_CLASS, targetChainId } from '../model/nodeTypes';
import { NodeBadges, TargetChainName } from './NodeBadges';
import { useNodeLabels } from './NodeLabels';
import { iconClass } from './nodeIconImages';

/**
 * A rule node on the canvas: its type's colour, its definition's icon (an image, nodeIconImages.ts) and name, the node's
 * name, badges, and handles where the definition takes input and gives output. Memoized:
 * it re-renders only when its own data or selection changes, not when another node moves.
 */
export const RuleNodeView = memo(function RuleNodeView({ data, selected }: NodeProps<RuleFlowNode>) {
  const labels = useNodeLabels();
  const definition = useEditor().definition(data.clazz);
  const nodeDefinition = definition?.configurationDescriptor.nodeDefinition;
  const typeStyle = NODE_TYPE_STYLES[data.nodeType];
  const target = data.clazz === RULE_CHAIN_INPUT_CLASS ? targetChainId(data.configuration) : undefined;
  const kind = definition ? definition.name : labels.unknownClass;
  return (
    <div className={selected ? 'rce-node rce-node-selected' : 'rce-node'} style={{ background: typeStyle.color }}
      title={definition ? `${kind}: ${data.name}` : labels.unknownClassNamed(data.clazz)}>
      {(nodeDefinition?.inEnabled ?? true) && <Handle type="target" position={Position.Left} className="rce-handle" />}
      {nodeDefinition?.iconUrl
        ? <img className="rce-node-icon" src={nodeDefinition.iconUrl} alt="" width={18} height={18} />
        : <span className={`rce-node-icon ${iconClass(nodeDefinition?.icon, typeStyle.icon)}`} aria-hidden />}
      <div className="rce-node-text">
        <div className="rce-node-kind">{kind}</div>
        <div className="rce-node-name">{data.name}</div>
        {target && <TargetChainName chainId={target} />}
      </div>
      <NodeBadges debugMode={data.debugMode} ruleNodeId={data.ruleNodeId} />
      {(nodeDefinition?.outEnabled ?? true) && <Handle type="source" position={Position.Right} className="rce-handle" />}
    </div>
  );
});

/** The chain's input: where messages enter. Only an output; cannot be deleted; links to the first node. */
export const InputNodeView = memo(function InputNodeView({ data, selected }: NodeProps<RuleFlowNode>) {
  return (
    <div className={selected ? 'rce-node rce-node-input rce-node-selected' : 'rce-node rce-node-input'} style={{ background: NODE_TYPE_STYLES.INPUT.color }}>
      <span className={`rce-node-icon ${iconClass(undefined, NODE_TYPE_STYLES.INPUT.icon)}`} aria-hidden />
      <div className="rce-node-text">
        <div className="rce-node-name">{data.name}</div>
      </div>
      <Handle type="source" position={Position.Right} className="rce-handle" />
    </div>
  );
});

export const NODE_TYPES = { ruleNode: RuleNodeView, inputNode: InputNodeView };
