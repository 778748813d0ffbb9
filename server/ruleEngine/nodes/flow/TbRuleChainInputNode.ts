import { isUuid } from '../../../store/ids';
import { defineRuleNode, FAILURE, RuleNodeConfigError, tb } from '../../node/RuleNodeDefinition';

export interface RuleChainInputConfig {
  ruleChainId: string | null;
}

/**
 * Catalogue §4 FLOW "rule chain": sends the message into another chain of the tenant
 * from its first node. What that chain's output nodes return leaves this node on the
 * output node's name (the engine routes it back), so the labels of this node's links
 * are those names.
 */
export const TbRuleChainInputNode = defineRuleNode<RuleChainInputConfig>({
  clazz: tb('flow.TbRuleChainInputNode'),
  type: 'FLOW',
  name: 'rule chain',
  description: 'transfers the message to another rule chain',
  details:
    'The incoming message is forwarded to the input node of the specified target rule chain. The target rule chain may produce multiple labeled outputs. You may use the outputs to forward the results of processing to other rule nodes.',
  relationTypes: [FAILURE],
  customRelations: true,
  ruleChainNode: true,
  defaultConfiguration: { ruleChainId: null },
  configDirective: 'tbFlowNodeRuleChainInputConfig',
  icon: 'input',
  async init(ctx, config) {
    const raw = config.ruleChainId;
    if (typeof raw !== 'string' || raw.trim() === '') throw new RuleNodeConfigError('ruleChainId should be specified!');
    if (!isUuid(raw)) throw new RuleNodeConfigError(`Rule chain id [${raw}] is not a UUID!`);
    const ruleChainId = raw.toLowerCase();
    // As ThingsBoard's checkTenantEntity: only a chain of the node's own tenant.
    const target = await ctx.services.stores.ruleChains.findById(ruleChainId);
    if (!target || target.tenantId.id !== ctx.tenantId) throw new RuleNodeConfigError(`Rule chain with id [${ruleChainId}] is not found!`);
    return {
      onMsg(ctx, msg) {
        ctx.toRuleChain(msg, ruleChainId);
      },
    };
  },
});
