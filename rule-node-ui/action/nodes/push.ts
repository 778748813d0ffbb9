import { check } from '../common/checks';
import { type Problem } from '../common/problems';
import { ATTRIBUTE_SCOPES, type AttributeScope } from './telemetry';

/* Catalogue §4 ACTION "push to edge" (CORE chains) and "push to cloud" (EDGE chains). */

export const PUSH_TO_EDGE = 'org.thingsboard.rule.engine.edge.TbMsgPushToEdgeNode';
export const PUSH_TO_CLOUD = 'org.thingsboard.rule.engine.edge.TbMsgPushToCloudNode';

export interface PushConfig {
  [key: string]: unknown;
  /** The scope of attribute messages pushed on. */
  scope: AttributeScope;
}

export const PUSH_DEFAULTS: PushConfig = { scope: 'SERVER_SCOPE' };

export function validatePush(config: PushConfig): Problem[] {
  return check(config, (c) => {
    c.oneOf('scope', ATTRIBUTE_SCOPES, 'rulenode.attributes-scope');
  });
}
