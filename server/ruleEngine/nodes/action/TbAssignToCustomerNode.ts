import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { boolSetting } from './configChecks';
import { changeAssignment, CustomerFinder, type CustomerActionConfig } from './customerAction';

export interface AssignToCustomerConfig extends CustomerActionConfig {
  createCustomerIfNotExists: boolean;
}

/** Catalogue §4 ACTION "assign to customer": the originator goes to the customer the pattern names (created when allowed). */
export const TbAssignToCustomerNode = defineRuleNode<AssignToCustomerConfig>({
  clazz: tb('action.TbAssignToCustomerNode'),
  type: 'ACTION',
  name: 'assign to customer',
  description: 'Assign Message Originator Entity to Customer',
  details:
    "Finds target Customer by customer name pattern and then assign Originator Entity to this customer. Will create new Customer if it doesn't exists and 'Create new Customer if not exists' is set to true.",
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { customerNamePattern: '', createCustomerIfNotExists: false, customerCacheExpiration: 300 },
  configDirective: 'tbActionNodeAssignToCustomerConfig',
  icon: 'add_circle',
  init(_ctx, config) {
    const finder = new CustomerFinder(config, boolSetting(config.createCustomerIfNotExists, 'createCustomerIfNotExists', false));
    return {
      async onMsg(ctx, msg) {
        try {
          await changeAssignment(ctx, msg.originator, await finder.customerId(ctx, msg), true);
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
