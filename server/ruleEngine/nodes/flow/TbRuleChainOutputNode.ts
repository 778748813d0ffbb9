import { OUTPUT_NODE_CLASS } from '../../engine/ChainRuntime';
import { defineRuleNode } from '../../node/RuleNodeDefinition';

/**
 * Catalogue §4 FLOW "output": ends the chain's part of the message. The engine knows
 * this class: what it passes on goes back to the calling chain's rule chain node and
 * leaves it on this node's name (a chain run on its own just ends here).
 */
export const TbRuleChainOutputNode = defineRuleNode<Record<string, never>>({
  clazz: OUTPUT_NODE_CLASS,
  type: 'FLOW',
  name: 'output',
  description: 'transfers the message to the caller rule chain',
  details:
    'Produces output of the rule chain processing. The output is forwarded to the caller rule chain, as an output of the corresponding "input" rule node. The output rule node name corresponds to the relation type of the output message, and it is used to forward messages to other rule nodes in the caller rule chain.',
  relationTypes: [],
  outEnabled: false,
  defaultConfiguration: {},
  configDirective: 'tbFlowNodeRuleChainOutputConfig',
  icon: 'output',
  init() {
    return {
      onMsg(ctx, msg) {
        ctx.tellSuccess(msg);
      },
    };
  },
});
