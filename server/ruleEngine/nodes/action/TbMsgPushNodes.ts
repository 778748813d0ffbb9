import { defineRuleNode, FAILURE, SUCCESS, tb, type RuleNode } from '../../node/RuleNodeDefinition';

/*
 * Catalogue §4 ACTION "push to edge" (CORE chains) and "push to cloud" (EDGE chains).
 * Tessera has no edge event delivery from the rule engine yet, so both are listed (so
 * chains that use them load and show in the palette) and fail every message with a
 * clear "not available in this build" (issue 12; the README lists them).
 */

export interface PushConfig {
  scope: 'CLIENT_SCOPE' | 'SERVER_SCOPE' | 'SHARED_SCOPE';
}

export const PUSH_TO_EDGE_UNAVAILABLE = 'Push to edge is not available in this build';
export const PUSH_TO_CLOUD_UNAVAILABLE = 'Push to cloud is not available in this build';

function failing(error: string): RuleNode {
  return {
    onMsg(ctx, msg) {
      ctx.tellFailure(msg, error);
    },
  };
}

const SUPPORTED =
  '<br>Supports next originator types:<br><code>DEVICE</code><br><code>ASSET</code><br><code>ENTITY_VIEW</code><br><code>DASHBOARD</code><br><code>TENANT</code><br><code>CUSTOMER</code><br><code>EDGE</code><br><br>As well node supports next message types:<br><code>POST_TELEMETRY_REQUEST</code><br><code>POST_ATTRIBUTES_REQUEST</code><br><code>ATTRIBUTES_UPDATED</code><br><code>ATTRIBUTES_DELETED</code><br><code>ALARM</code>';

export const TbMsgPushToEdgeNode = defineRuleNode<PushConfig>({
  clazz: tb('edge.TbMsgPushToEdgeNode'),
  type: 'ACTION',
  name: 'push to edge',
  description: 'Pushes messages to edge',
  details: `Pushes messages to edge, if Message Originator assigned to particular edge or is EDGE entity. This node is used only on Cloud instances to push messages from Cloud to Edge.${SUPPORTED}<br><br>Not available in this build: every message goes to <b>Failure</b>.`,
  relationTypes: [SUCCESS, FAILURE],
  ruleChainTypes: ['CORE'],
  defaultConfiguration: { scope: 'SERVER_SCOPE' },
  configDirective: 'tbActionNodePushToEdgeConfig',
  icon: 'cloud_download',
  init: () => failing(PUSH_TO_EDGE_UNAVAILABLE),
});

export const TbMsgPushToCloudNode = defineRuleNode<PushConfig>({
  clazz: tb('edge.TbMsgPushToCloudNode'),
  type: 'ACTION',
  name: 'push to cloud',
  description: 'Pushes messages to cloud',
  details: `Pushes messages to cloud. This node is used only on Edge instances to push messages from Edge to Cloud.${SUPPORTED}<br><br>Not available in this build: every message goes to <b>Failure</b>.`,
  relationTypes: [SUCCESS, FAILURE],
  ruleChainTypes: ['EDGE'],
  defaultConfiguration: { scope: 'SERVER_SCOPE' },
  configDirective: 'tbActionNodePushToCloudConfig',
  icon: 'cloud_upload',
  init: () => failing(PUSH_TO_CLOUD_UNAVAILABLE),
});
