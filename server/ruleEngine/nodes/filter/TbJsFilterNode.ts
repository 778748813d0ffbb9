import { defineRuleNode, FALSE, RuleNodeConfigError, tb, TRUE } from '../../node/RuleNodeDefinition';
import { filterResult } from '../../script/scriptResults';

export interface JsFilterConfig {
  jsScript: string;
}

/** Catalogue §4 FILTER "script": a boolean script decides True or False; a script error fails the message. */
export const TbJsFilterNode = defineRuleNode<JsFilterConfig>({
  clazz: tb('filter.TbJsFilterNode'),
  type: 'FILTER',
  name: 'script',
  description: 'Filter incoming messages using JS script',
  details: 'Evaluate incoming Message with configured JavaScript condition. If <b>True</b> - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.<br/>Message payload can be accessed via <code>msg</code> property. For example <code>msg.temperature < 10;</code><br/>Message metadata can be accessed via <code>metadata</code> property. For example <code>metadata.customerName === \'John\';</code><br/>Message type can be accessed via <code>msgType</code> property.',
  relationTypes: [TRUE, FALSE, 'Failure'],
  defaultConfiguration: { jsScript: 'return msg.temperature > 20;' },
  configDirective: 'tbFilterNodeScriptConfig',
  icon: 'filter_list',
  async init(ctx, config) {
    if (typeof config.jsScript !== 'string' || config.jsScript.trim() === '') throw new RuleNodeConfigError('jsScript should be specified!');
    const script = await ctx.createScript('filter', config.jsScript);
    return {
      async onMsg(ctx, msg) {
        try {
          const passed = filterResult(await script.invoke(msg.data, msg.metadata, msg.type));
          ctx.tellNext(msg, passed ? TRUE : FALSE);
        } catch (error) {
          ctx.tellFailure(msg, error);
        }
      },
      destroy() {
        script.destroy();
      },
    };
  },
});
