import type { RuleNodeDefinition } from '../../node/RuleNodeDefinition';
import { TbAssignToCustomerNode } from './TbAssignToCustomerNode';
import { TbCopyAttributesToEntityViewNode } from './TbCopyAttributesToEntityViewNode';
import { TbCreateRelationNode } from './TbCreateRelationNode';
import { TbDeleteRelationNode } from './TbDeleteRelationNode';
import { TbLogNode } from './TbLogNode';
import { TbMsgAttributesNode } from './TbMsgAttributesNode';
import { TbMsgCountNode } from './TbMsgCountNode';
import { TbMsgDelayNode } from './TbMsgDelayNode';
import { TbMsgGeneratorNode } from './TbMsgGeneratorNode';
import { TbMsgPushToCloudNode, TbMsgPushToEdgeNode } from './TbMsgPushNodes';
import { TbMsgTimeseriesNode } from './TbMsgTimeseriesNode';
import { TbSaveToCustomTableNode } from './TbSaveToCustomTableNode';
import { TbSendRpcReplyNode } from './TbSendRpcReplyNode';
import { TbSendRpcRequestNode } from './TbSendRpcRequestNode';
import { TbSynchronizationBeginNode, TbSynchronizationEndNode } from './TbSynchronizationNodes';
import { TbUnassignFromCustomerNode } from './TbUnassignFromCustomerNode';

/**
 * The ACTION nodes of catalogue §4, in its order. Create/clear alarm and the device
 * profile node live in ../profile, geofencing events in ../geo.
 */
export const ACTION_NODES: RuleNodeDefinition<any>[] = [
  TbMsgTimeseriesNode,
  TbMsgAttributesNode,
  TbSendRpcRequestNode,
  TbSendRpcReplyNode,
  TbLogNode,
  TbMsgCountNode,
  TbMsgGeneratorNode,
  TbMsgDelayNode,
  TbAssignToCustomerNode,
  TbUnassignFromCustomerNode,
  TbCreateRelationNode,
  TbDeleteRelationNode,
  TbCopyAttributesToEntityViewNode,
  TbSaveToCustomTableNode,
  TbMsgPushToEdgeNode,
  TbMsgPushToCloudNode,
  TbSynchronizationBeginNode,
  TbSynchronizationEndNode,
];
