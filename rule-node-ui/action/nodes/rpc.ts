import { check } from '../common/checks';
import { type Problem } from '../common/problems';

/* Catalogue §4 ACTION "rpc call request" and "rpc call reply". */

export const RPC_REQUEST = 'org.thingsboard.rule.engine.rpc.TbSendRPCRequestNode';
export const RPC_REPLY = 'org.thingsboard.rule.engine.rpc.TbSendRPCReplyNode';

export interface RpcRequestConfig {
  [key: string]: unknown;
  timeoutInSeconds: number;
}

export const RPC_REQUEST_DEFAULTS: RpcRequestConfig = { timeoutInSeconds: 60 };

export function validateRpcRequest(config: RpcRequestConfig): Problem[] {
  return check(config, (c) => {
    c.wholeNumber('timeoutInSeconds', 'rulenode.timeout-sec', 0);
  });
}

export interface RpcReplyConfig {
  [key: string]: unknown;
  serviceIdMetaDataAttribute: string;
  sessionIdMetaDataAttribute: string;
  requestIdMetaDataAttribute: string;
}

export const RPC_REPLY_DEFAULTS: RpcReplyConfig = {
  serviceIdMetaDataAttribute: 'serviceId',
  sessionIdMetaDataAttribute: 'sessionId',
  requestIdMetaDataAttribute: 'requestId',
};

/** The reply's metadata key fields and their labels, in form order. */
export const RPC_REPLY_FIELDS = [
  ['requestIdMetaDataAttribute', 'rulenode.request-id-metadata-attribute'],
  ['serviceIdMetaDataAttribute', 'rulenode.service-id-metadata-attribute'],
  ['sessionIdMetaDataAttribute', 'rulenode.session-id-metadata-attribute'],
] as const;

export function validateRpcReply(config: RpcReplyConfig): Problem[] {
  return check(config, (c) => {
    for (const [name, label] of RPC_REPLY_FIELDS) c.required(name, label);
  });
}
