import type { ComponentDescriptor, RuleChainMetadata } from '../../../../plugins/rule-chains/api/types';

export const ENGINE = 'org.thingsboard.rule.engine.';
export const FILTER = `${ENGINE}filter.TbJsFilterNode`;
export const SAVE = `${ENGINE}telemetry.TbMsgTimeseriesNode`;
export const SWITCH = `${ENGINE}filter.TbJsSwitchNode`;
export const RULE_CHAIN = `${ENGINE}flow.TbRuleChainInputNode`;

export function descriptor(clazz: string, type: ComponentDescriptor['type'], name: string, relationTypes: string[], customRelations = false): ComponentDescriptor {
  return {
    id: { id: `id-${name}` }, createdTime: 0, type, scope: 'TENANT', name, clazz, actions: null,
    configurationDescriptor: {
      nodeDefinition: {
        description: `${name} node`, details: '', inEnabled: true, outEnabled: true, relationTypes, customRelations,
        ruleChainNode: clazz === RULE_CHAIN, defaultConfiguration: {}, configDirective: '', icon: '', docUrl: '',
      },
    },
  };
}

export const DEFINITIONS = [
  descriptor(FILTER, 'FILTER', 'script', ['True', 'False', 'Failure']),
  descriptor(SAVE, 'ACTION', 'save timeseries', ['Success', 'Failure']),
  descriptor(SWITCH, 'FILTER', 'switch', ['Failure'], true),
  descriptor(RULE_CHAIN, 'FLOW', 'rule chain', ['Failure'], true),
];

export const lookup = (clazz: string) => DEFINITIONS.find((d) => d.clazz === clazz);

export const CHAIN_ID = { entityType: 'RULE_CHAIN' as const, id: '11111111-1111-4111-8111-111111111111' };

/** A saved chain: filter (first) → save on True and on False, filter → unknown on Failure. */
export function savedMetadata(): RuleChainMetadata {
  return {
    ruleChainId: CHAIN_ID,
    firstNodeIndex: 0,
    nodes: [
      { id: { entityType: 'RULE_NODE', id: 'n-filter' }, type: FILTER, name: 'Hot?', debugMode: true, configuration: { jsScript: 'return true;' },
        additionalInfo: { description: 'checks', layoutX: 300, layoutY: 150, keep: 'me' } },
      { id: { entityType: 'RULE_NODE', id: 'n-save' }, type: SAVE, name: 'Save', debugMode: false, configuration: {},
        additionalInfo: { layoutX: 600, layoutY: 100 } },
      { id: { entityType: 'RULE_NODE', id: 'n-odd' }, type: 'com.example.Odd', name: 'Odd', debugMode: false, configuration: { a: 1 },
        additionalInfo: { layoutX: 600, layoutY: 300 } },
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'True' },
      { fromIndex: 0, toIndex: 1, type: 'False' },
      { fromIndex: 0, toIndex: 2, type: 'Failure' },
    ],
  };
}
