import { defineRuleNode, FAILURE, tb } from '../../node/RuleNodeDefinition';

/** Relation per originator type. Edge is routed too although the node's relation list (as in ThingsBoard 3.3) does not offer it. */
export const ORIGINATOR_TYPE_RELATIONS: Readonly<Record<string, string>> = {
  DEVICE: 'Device',
  ASSET: 'Asset',
  ALARM: 'Alarm',
  ENTITY_VIEW: 'Entity View',
  TENANT: 'Tenant',
  CUSTOMER: 'Customer',
  USER: 'User',
  DASHBOARD: 'Dashboard',
  RULE_CHAIN: 'Rule chain',
  RULE_NODE: 'Rule node',
  EDGE: 'Edge',
};

const LISTED = Object.entries(ORIGINATOR_TYPE_RELATIONS)
  .filter(([type]) => type !== 'EDGE')
  .map(([, relation]) => relation);

/** Catalogue §4 FILTER "originator type switch": one relation per originator entity type; any other type fails the message. */
export const TbOriginatorTypeSwitchNode = defineRuleNode<{ version: number }>({
  clazz: tb('filter.TbOriginatorTypeSwitchNode'),
  type: 'FILTER',
  name: 'originator type switch',
  description: 'Route incoming messages by Message Originator Type',
  details: "Routes messages to chain according to the originator type ('Device', 'Asset', etc.).",
  relationTypes: [...LISTED, FAILURE],
  defaultConfiguration: { version: 0 },
  configDirective: 'tbNodeEmptyConfig',
  icon: 'call_split',
  init() {
    return {
      onMsg(ctx, msg) {
        const relation = ORIGINATOR_TYPE_RELATIONS[msg.originator.entityType];
        if (relation) ctx.tellNext(msg, relation);
        else ctx.tellFailure(msg, `Unsupported originator type: ${msg.originator.entityType}`);
      },
    };
  },
});
