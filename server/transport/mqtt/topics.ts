import type { OtaPackageType } from '../../store/OtaPackageStore';

/*
 * The device topics of contract §9.2: the v1 names and the short v2 ones (`v2/t`,
 * `v2/a`, `v2/a/req/{id}`, `v2/r/req/{id}`, ... with an optional `j/` for JSON, §12).
 * Responses go to the request topic with `req` turned into `res`.
 */

/** What a device publish asks for. */
export type PublishRoute =
  | { kind: 'otaChunk'; type: OtaPackageType; requestId: string; chunk: number; responseTopic: string; errorTopic: string }
  | { kind: 'telemetry' }
  | { kind: 'attributes' }
  | { kind: 'attributeRequest'; responseTopic: string }
  | { kind: 'rpcResponse'; requestId: number }
  | { kind: 'clientRpc'; responseTopic: string; requestId: string }
  | { kind: 'claim' };

/** What a subscription receives: shared-attribute pushes, attribute responses, server RPC, client RPC replies. */
export type SubscriptionKind = 'sharedAttributes' | 'attributeResponses' | 'rpcRequests' | 'rpcResponses' | 'otaChunks' | 'otaErrors';

const V1 = 'v1/devices/me/';

/** The route of a publish topic, or undefined for a topic the server does not serve. */
export function publishRoute(topic: string): PublishRoute | undefined {
  if (topic === `${V1}telemetry` || topic === 'v2/t' || topic === 'v2/t/j') return { kind: 'telemetry' };
  if (topic === `${V1}attributes` || topic === 'v2/a' || topic === 'v2/a/j') return { kind: 'attributes' };
  if (topic === `${V1}claim`) return { kind: 'claim' };
  let match = /^v1\/devices\/me\/attributes\/request\/(\d+)$/.exec(topic);
  if (match) return { kind: 'attributeRequest', responseTopic: `${V1}attributes/response/${match[1]}` };
  match = /^v2\/a\/req\/(j\/)?(\d+)$/.exec(topic);
  if (match) return { kind: 'attributeRequest', responseTopic: `v2/a/res/${match[1] ?? ''}${match[2]}` };
  match = /^(?:v1\/devices\/me\/rpc\/response|v2\/r\/res(?:\/j)?)\/(\d+)$/.exec(topic);
  if (match) return { kind: 'rpcResponse', requestId: Number(match[1]) };
  match = /^v1\/devices\/me\/rpc\/request\/(\d+)$/.exec(topic);
  if (match) return { kind: 'clientRpc', responseTopic: `${V1}rpc/response/${match[1]}`, requestId: match[1]! };
  match = /^v2\/r\/req\/(j\/)?(\d+)$/.exec(topic);
  if (match) return { kind: 'clientRpc', responseTopic: `v2/r/res/${match[1] ?? ''}${match[2]}`, requestId: match[2]! };
  // OTA download (ThingsBoard's v2/fw/request/{requestId}/chunk/{chunk}, payload = chunk size).
  match = /^v2\/(fw|sw)\/request\/(\d+)\/chunk\/(\d+)$/.exec(topic);
  if (match) {
    const prefix = match[1]!;
    return {
      kind: 'otaChunk',
      type: prefix === 'fw' ? 'FIRMWARE' : 'SOFTWARE',
      requestId: match[2]!,
      chunk: Number(match[3]),
      responseTopic: `v2/${prefix}/response/${match[2]}/chunk/${match[3]}`,
      errorTopic: `v2/${prefix}/error`,
    };
  }
  return undefined;
}

const SUBSCRIPTIONS: Record<string, SubscriptionKind> = {
  [`${V1}attributes`]: 'sharedAttributes',
  'v2/a': 'sharedAttributes',
  'v2/a/j': 'sharedAttributes',
  [`${V1}attributes/response/+`]: 'attributeResponses',
  'v2/a/res/+': 'attributeResponses',
  'v2/a/res/j/+': 'attributeResponses',
  [`${V1}rpc/request/+`]: 'rpcRequests',
  'v2/r/req/+': 'rpcRequests',
  'v2/r/req/j/+': 'rpcRequests',
  [`${V1}rpc/response/+`]: 'rpcResponses',
  'v2/r/res/+': 'rpcResponses',
  'v2/r/res/j/+': 'rpcResponses',
  'v2/fw/response/+/chunk/+': 'otaChunks',
  'v2/sw/response/+/chunk/+': 'otaChunks',
  'v2/fw/error': 'otaErrors',
  'v2/sw/error': 'otaErrors',
};

/** The kind of a subscription filter; undefined answers SUBACK 0x80. */
export function subscriptionOf(filter: string): SubscriptionKind | undefined {
  return Object.hasOwn(SUBSCRIPTIONS, filter) ? SUBSCRIPTIONS[filter] : undefined;
}
