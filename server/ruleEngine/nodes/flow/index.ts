import type { RuleNodeDefinition } from '../../node/RuleNodeDefinition';
import { TbAckNode } from './TbAckNode';
import { TbCheckpointNode } from './TbCheckpointNode';
import { TbRuleChainInputNode } from './TbRuleChainInputNode';
import { TbRuleChainOutputNode } from './TbRuleChainOutputNode';

/** The FLOW nodes of catalogue §4, in its order. */
export const FLOW_NODES: RuleNodeDefinition<any>[] = [TbRuleChainInputNode, TbRuleChainOutputNode, TbCheckpointNode, TbAckNode];
