import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { changeAssignment, CustomerFinder, type CustomerActionConfig } from './customerAction';

/**
 * Catalogue §4 ACTION "unassign from customer": the customer the pattern names must
 * exist; a device, asset, entity view or edge is then unassigned (from whichever
 * customer it had, as ThingsBoard does), a dashboard from that customer only.
 */
export const TbUnassignFromCustomerNode = defineRuleNode<CustomerActionConfig>({
  clazz: tb('action.TbUnassignFromCustomerNode'),
  type: 'ACTION',
  name: 'unassign from customer',
  description: 'Unassign Message Originator Entity from Customer',
  details: 'Finds target Entity Customer by Customer name pattern and then unassign Originator Entity from this customer.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { customerNamePattern: '', customerCacheExpiration: 300 },
  configDirective: 'tbActionNodeUnAssignToCustomerConfig',
  icon: 'remove_circle',
  init(_ctx, config) {
    const finder = new CustomerFinder(config, false);
    return {
      async onMsg(ctx, msg) {
        try {
          await changeAssignment(ctx, msg.originator, await finder.customerId(ctx, msg), false);
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        ctx.tellSuccess(msg);
      },
      destroy() {
        finder.clear();
      },
    };
  },
});
