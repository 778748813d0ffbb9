import { defineRuleNode, FAILURE, FALSE, tb, TRUE } from '../../node/RuleNodeDefinition';
import { stringListConfig } from './stringListConfig';

export interface MsgTypeFilterConfig {
  messageTypes: string[];
}

/** Catalogue §4 FILTER "message type": True when the message's type is one of the listed ones. */
export const TbMsgTypeFilterNode = defineRuleNode<MsgTypeFilterConfig>({
  clazz: tb('filter.TbMsgTypeFilterNode'),
  type: 'FILTER',
  name: 'message type',
  description: 'Filter incoming messages by Message Type',
  details: 'If incoming MessageType is expected - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
  relationTypes: [TRUE, FALSE, FAILURE],
  defaultConfiguration: { messageTypes: ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST'] },
  configDirective: 'tbFilterNodeMessageTypeConfig',
  icon: 'filter_list',
  init(_ctx, config) {
    const types = new Set(stringListConfig(config.messageTypes, 'messageTypes'));
    return {
      onMsg(ctx, msg) {
        ctx.tellNext(msg, types.has(msg.type) ? TRUE : FALSE);
      },
    };
  },
});
