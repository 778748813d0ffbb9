import { msgJson } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { requiredString } from './configChecks';

export interface RpcReplyConfig {
  serviceIdMetaDataAttribute: string;
  sessionIdMetaDataAttribute: string;
  requestIdMetaDataAttribute: string;
}

/**
 * Catalogue §4 ACTION "rpc call reply": the message data is the reply to the device's
 * own RPC request that metadata names (requestId, serviceId, sessionId by default). The
 * transport waits for it while the TO_SERVER_RPC_REQUEST runs (RpcService
 * awaitClientReply / replyToClient); JSON data is handed over parsed, other text as a
 * string. As in ThingsBoard the message goes on Success whether or not the device still
 * waits (a late reply is dropped).
 */
export const TbSendRpcReplyNode = defineRuleNode<RpcReplyConfig>({
  clazz: tb('rpc.TbSendRPCReplyNode'),
  type: 'ACTION',
  name: 'rpc call reply',
  description: 'Sends reply to RPC call from device',
  details: 'Expects messages with any message type. Will forward message body to the device.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { serviceIdMetaDataAttribute: 'serviceId', sessionIdMetaDataAttribute: 'sessionId', requestIdMetaDataAttribute: 'requestId' },
  configDirective: 'tbActionNodeRpcReplyConfig',
  icon: 'call_merge',
  init(_ctx, config) {
    const serviceIdKey = requiredString(config.serviceIdMetaDataAttribute, 'serviceIdMetaDataAttribute');
    const sessionIdKey = requiredString(config.sessionIdMetaDataAttribute, 'sessionIdMetaDataAttribute');
    const requestIdKey = requiredString(config.requestIdMetaDataAttribute, 'requestIdMetaDataAttribute');
    return {
      onMsg(ctx, msg) {
        const requestId = msg.metadata[requestIdKey];
        if (msg.originator.entityType !== 'DEVICE') return ctx.tellFailure(msg, 'Message originator is not a device entity!');
        if (!requestId) return ctx.tellFailure(msg, 'Request id is not present in the metadata!');
        if (!msg.metadata[serviceIdKey]) return ctx.tellFailure(msg, 'Service id is not present in the metadata!');
        if (!msg.metadata[sessionIdKey]) return ctx.tellFailure(msg, 'Session id is not present in the metadata!');
        if (msg.data.trim() === '') return ctx.tellFailure(msg, 'Request body is empty!');
        const parsed = msgJson(msg);
        ctx.services.rpc.replyToClient(msg.originator.id, requestId, parsed === undefined ? msg.data : parsed);
        ctx.tellSuccess(msg);
      },
    };
  },
});
