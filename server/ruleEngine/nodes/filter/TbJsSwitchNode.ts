import { defineRuleNode, FAILURE, RuleNodeConfigError, tb } from '../../node/RuleNodeDefinition';
import { switchResult } from '../../script/scriptResults';

export interface JsSwitchConfig {
  jsScript: string;
}

const DEFAULT_SCRIPT = `function nextRelation(metadata, msg) {
    return ['one','nine'];
}
if(msgType === 'POST_TELEMETRY_REQUEST') {
    return ['two'];
}
return nextRelation(metadata, msg);`;

/**
 * Catalogue §4 FILTER "switch": the script names the relations to follow (a string or
 * an array of them); an empty array routes the message nowhere, a script error fails it.
 */
export const TbJsSwitchNode = defineRuleNode<JsSwitchConfig>({
  clazz: tb('filter.TbJsSwitchNode'),
  type: 'FILTER',
  name: 'switch',
  description: 'Route incoming Message to one or multiple output chains',
  details:
    'Node executes configured JavaScript function that returns array of strings (relation names). If Array is empty - message not routed to next Node. Message payload can be accessed via <code>msg</code> property. For example <code>msg.temperature < 10;</code><br/>Message metadata can be accessed via <code>metadata</code> property. For example <code>metadata.customerName === \'John\';</code><br/>Message type can be accessed via <code>msgType</code> property.',
  relationTypes: [FAILURE],
  customRelations: true,
  defaultConfiguration: { jsScript: DEFAULT_SCRIPT },
  configDirective: 'tbFilterNodeSwitchConfig',
  icon: 'call_split',
  async init(ctx, config) {
    if (typeof config.jsScript !== 'string' || config.jsScript.trim() === '') throw new RuleNodeConfigError('jsScript should be specified!');
    const script = await ctx.createScript('switch', config.jsScript);
    return {
      async onMsg(ctx, msg) {
        let relations: string[];
        try {
          relations = switchResult(await script.invoke(msg.data, msg.metadata, msg.type));
        } catch (error) {
          ctx.tellFailure(msg, error);
          return;
        }
        ctx.tellNext(msg, relations);
      },
      destroy() {
        script.destroy();
      },
    };
  },
});
