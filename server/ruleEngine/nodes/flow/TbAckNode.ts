import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';

/**
 * Catalogue §4 FLOW "acknowledge": acknowledges the message, then passes it on via
 * Success. This engine counts a message processed when its whole tree settled, and the
 * message must keep its tree to return from a called chain, so what follows still
 * counts towards it: acknowledging early changes nothing here.
 */
export const TbAckNode = defineRuleNode<{ version: number }>({
  clazz: tb('flow.TbAckNode'),
  type: 'FLOW',
  name: 'acknowledge',
  description: 'Acknowledges the incoming message',
  details: "After acknowledgement, the message is pushed to related rule nodes. Useful if you don't care what happens to this message next.",
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { version: 0 },
  configDirective: 'tbNodeEmptyConfig',
  icon: 'done',
  init() {
    return {
      onMsg(ctx, msg) {
        ctx.ack(msg);
        ctx.tellSuccess(msg);
      },
    };
  },
});
