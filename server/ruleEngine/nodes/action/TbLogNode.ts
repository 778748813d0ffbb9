import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { stringResult } from '../../script/scriptResults';
import { requiredString } from './configChecks';

export interface LogConfig {
  jsScript: string;
}

export const DEFAULT_LOG_SCRIPT = "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);";

/** Catalogue §4 ACTION "log": a string script's result goes to the server log at info; a script error fails the message. */
export const TbLogNode = defineRuleNode<LogConfig>({
  clazz: tb('action.TbLogNode'),
  type: 'ACTION',
  name: 'log',
  description: 'Log incoming messages using JS script for transformation Message into String',
  details:
    "Transform incoming Message with configured JS function to String and log final value into Thingsboard log file. Message payload can be accessed via <code>msg</code> property. For example <code>'temperature = ' + msg.temperature ;</code>. Message metadata can be accessed via <code>metadata</code> property. For example <code>'name = ' + metadata.customerName;</code>",
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { jsScript: DEFAULT_LOG_SCRIPT },
  configDirective: 'tbActionNodeLogConfig',
  icon: 'menu',
  async init(ctx, config) {
    const script = await ctx.createScript('string', requiredString(config.jsScript, 'jsScript', 'jsScript should be specified!'));
    return {
      async onMsg(ctx, msg) {
        let text: string;
        try {
          text = stringResult(await script.invoke(msg.data, msg.metadata, msg.type));
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        ctx.services.log.info({ tenantId: ctx.tenantId, ruleNodeId: ctx.self.id, msgId: msg.id }, text);
        ctx.tellSuccess(msg);
      },
      destroy() {
        script.destroy();
      },
    };
  },
});
