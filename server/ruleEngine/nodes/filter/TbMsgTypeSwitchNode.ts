import { MSG_TYPE_NAMES, msgTypeRelation, OTHER_RELATION } from '../../msg/msgTypes';
import { defineRuleNode, FAILURE, tb } from '../../node/RuleNodeDefinition';

/** Catalogue §4 FILTER "message type switch": one relation per message type display name, Other for the rest. */
export const TbMsgTypeSwitchNode = defineRuleNode<{ version: number }>({
  clazz: tb('filter.TbMsgTypeSwitchNode'),
  type: 'FILTER',
  name: 'message type switch',
  description: 'Route incoming messages by Message Type',
  details: 'Sends messages with message types <b>"Post attributes", "Post telemetry", "RPC Request"</b> etc. via corresponding chain, otherwise <b>Other</b> chain is used.',
  relationTypes: [...Object.values(MSG_TYPE_NAMES), OTHER_RELATION, FAILURE],
  defaultConfiguration: { version: 0 },
  configDirective: 'tbNodeEmptyConfig',
  icon: 'call_split',
  init() {
    return {
      onMsg(ctx, msg) {
        ctx.tellNext(msg, msgTypeRelation(msg.type));
      },
    };
  },
});
