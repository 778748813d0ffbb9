import { defineRuleNode, FAILURE, FALSE, tb, TRUE } from '../../node/RuleNodeDefinition';
import { stringListConfig } from './stringListConfig';

export interface OriginatorTypeFilterConfig {
  originatorTypes: string[];
}

/** Catalogue §4 FILTER "originator type": True when the originator's entity type is one of the listed ones. */
export const TbOriginatorTypeFilterNode = defineRuleNode<OriginatorTypeFilterConfig>({
  clazz: tb('filter.TbOriginatorTypeFilterNode'),
  type: 'FILTER',
  name: 'originator type',
  description: 'Filter incoming messages by message Originator Type',
  details: 'If Originator Type of incoming message is expected - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
  relationTypes: [TRUE, FALSE, FAILURE],
  defaultConfiguration: { originatorTypes: ['DEVICE'] },
  configDirective: 'tbFilterNodeOriginatorTypeConfig',
  icon: 'filter_list',
  init(_ctx, config) {
    const types = new Set(stringListConfig(config.originatorTypes, 'originatorTypes'));
    return {
      onMsg(ctx, msg) {
        ctx.tellNext(msg, types.has(msg.originator.entityType) ? TRUE : FALSE);
      },
    };
  },
});
