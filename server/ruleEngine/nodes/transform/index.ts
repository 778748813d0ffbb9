import type { RuleNodeDefinition } from '../../node/RuleNodeDefinition';
import { TbChangeOriginatorNode } from './TbChangeOriginatorNode';
import { TbMsgToEmailNode } from './TbMsgToEmailNode';
import { TbTransformMsgNode } from './TbTransformMsgNode';

/** The TRANSFORM nodes of catalogue §4, in its order. */
export const TRANSFORM_NODES: RuleNodeDefinition<any>[] = [TbTransformMsgNode, TbChangeOriginatorNode, TbMsgToEmailNode];
