import type { RpcOutcome, RpcRequest } from '../../../rpc/RpcService';
import type { Device } from '../../../store/DeviceStore';
import type { Rpc } from '../../../store/RpcStore';
import { msgJson, type TbMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, SUCCESS, tb, type RuleNodeContext } from '../../node/RuleNodeDefinition';
import { intSetting } from './configChecks';

export interface RpcRequestConfig {
  timeoutInSeconds: number;
}

const isTrue = (value: string | undefined) => value !== undefined && value.trim().toLowerCase() === 'true';

/** The request the message asks for, or the reason it cannot be sent. */
function requestOf(msg: TbMsg, timeoutMs: number): RpcRequest | string {
  if (msg.originator.entityType !== 'DEVICE') return 'Message originator is not a device entity!';
  const data = msgJson(msg);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return `Invalid message structure, it is not a JSON Object: ${msg.data}`;
  const body = data as Record<string, unknown>;
  if (!('method' in body)) return 'Method is not present in the message!';
  if (!('params' in body)) return 'Params are not present in the message!';
  const expiration = msg.metadata.expirationTime?.trim();
  return {
    method: String(body.method),
    params: body.params,
    oneway: isTrue(msg.metadata.oneway),
    persistent: isTrue(msg.metadata.persistent),
    expirationTime: expiration && /^\d+$/.test(expiration) ? Number(expiration) : Date.now() + timeoutMs,
    additionalInfo: body.additionalInfo ?? null,
  };
}

/**
 * Catalogue §4 ACTION "rpc call request": the input (a device's message with
 * `{method, params}`) is acknowledged and the request goes to the device through the
 * RPC service, as a REST call would (metadata oneway, persistent, expirationTime).
 * When it ends, a new message (same type, metadata, originator) leaves on Success with
 * the device's response as data ("{}" for one-way), or on Failure with
 * `{"error": "TIMEOUT" | "NO_ACTIVE_CONNECTION"}`. A persistent request ends when the RPC
 * service reports it SUCCESSFUL, TIMEOUT or FAILED. The data's `requestId` is not used:
 * the RPC service numbers requests per device itself.
 */
export const TbSendRpcRequestNode = defineRuleNode<RpcRequestConfig>({
  clazz: tb('rpc.TbSendRPCRequestNode'),
  type: 'ACTION',
  name: 'rpc call request',
  description: 'Sends RPC call to device',
  details:
    'Expects messages with "method" and "params". Will forward response from device to next nodes. If the RPC call request is originated by REST API call from user, will forward the response to user immediately.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { timeoutInSeconds: 60 },
  configDirective: 'tbActionNodeRpcRequestConfig',
  icon: 'call_made',
  init(ctx, config) {
    const timeoutMs = intSetting(config.timeoutInSeconds, 'timeoutInSeconds') * 1000;
    let stopped = false;
    /** Persistent requests this node sent, by RPC id: the message the outcome answers. */
    const persistent = new Map<string, TbMsg>();

    const emit = (ctx: RuleNodeContext, input: TbMsg, error: string | undefined, data: string) => {
      if (stopped) return;
      const { type, originator, customerId, metadata, queueName } = input;
      const next = ctx.newMsg({ type, originator, customerId, metadata: { ...metadata }, queueName, data: error ? JSON.stringify({ error }) : data });
      if (error) ctx.tellFailure(next, error);
      else ctx.tellSuccess(next);
    };

    const onOutcome = (ctx: RuleNodeContext, input: TbMsg, outcome: RpcOutcome) => {
      if (outcome.kind === 'reply') emit(ctx, input, undefined, outcome.body);
      else if (outcome.kind === 'delivered') emit(ctx, input, undefined, '{}');
      else emit(ctx, input, outcome.kind === 'timeout' ? 'TIMEOUT' : 'NO_ACTIVE_CONNECTION', '');
    };

    const stopListening = ctx.services.rpc.onStatusChange((rpc: Rpc, status: string) => {
      const input = persistent.get(rpc.id.id);
      if (!input || ['QUEUED', 'DELIVERED'].includes(status)) return;
      persistent.delete(rpc.id.id);
      if (status === 'SUCCESSFUL') emit(ctx, input, undefined, rpc.response === null || rpc.response === undefined ? '{}' : typeof rpc.response === 'string' ? rpc.response : JSON.stringify(rpc.response));
      else if (status === 'TIMEOUT' || status === 'FAILED') emit(ctx, input, status, '');
    });

    return {
      async onMsg(ctx, msg) {
        const request = requestOf(msg, timeoutMs);
        if (typeof request === 'string') return ctx.tellFailure(msg, request);
        const device: Device | undefined = await ctx.services.stores.devices.findById(msg.originator.id);
        if (!device || device.tenantId.id !== ctx.tenantId) return ctx.tellFailure(msg, `Device with id [${msg.originator.id}] is not found`);
        if (request.persistent) {
          const rpc = await ctx.services.rpc.sendPersistent(device, request);
          persistent.set(rpc.id.id, msg);
        } else {
          ctx.services.rpc
            .send(device, request)
            .then((outcome) => onOutcome(ctx, msg, outcome))
            .catch((error: unknown) => ctx.services.log.warn({ err: error, ruleNodeId: ctx.self.id }, 'rpc call request: reply not routed'));
        }
        ctx.ack(msg);
      },
      destroy() {
        stopped = true;
        stopListening();
        persistent.clear();
      },
    };
  },
});
