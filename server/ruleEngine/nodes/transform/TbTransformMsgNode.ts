import { transformMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { updateResult } from '../../script/scriptResults';

export interface TransformMsgConfig {
  jsScript: string;
}

/**
 * Catalogue §4 TRANSFORMATION "script": the update script (§3) returns one or more
 * `{msg, metadata, msgType}` objects; each becomes a message via Success with the
 * parts it leaves out kept from the input, and the same originator. The outputs are
 * copies of the input (same id), so they stay in its tree and its called chain.
 */
export const TbTransformMsgNode = defineRuleNode<TransformMsgConfig>({
  clazz: tb('transform.TbTransformMsgNode'),
  type: 'TRANSFORMATION',
  name: 'script',
  description: 'Change Message payload, Metadata or Message type using JavaScript',
  details:
    'JavaScript function receive 3 input parameters <br/> <code>metadata</code> - is a Message metadata.<br/><code>msg</code> - is a Message payload.<br/><code>msgType</code> - is a Message type.<br/>Should return the following structure:<br/><code>{ msg: <i style="color: #666;">new payload</i>,<br/>&nbsp&nbsp&nbspmetadata: <i style="color: #666;">new metadata</i>,<br/>&nbsp&nbsp&nbspmsgType: <i style="color: #666;">new msgType</i> }</code><br/>All fields in resulting object are optional and will be taken from original message if not specified.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { jsScript: 'return {msg: msg, metadata: metadata, msgType: msgType};' },
  configDirective: 'tbTransformationNodeScriptConfig',
  icon: 'transform',
  async init(ctx, config) {
    if (typeof config.jsScript !== 'string' || config.jsScript.trim() === '') throw new RuleNodeConfigError('jsScript should be specified!');
    const script = await ctx.createScript('update', config.jsScript);
    return {
      async onMsg(ctx, msg) {
        let results;
        try {
          results = updateResult(await script.invoke(msg.data, msg.metadata, msg.type));
        } catch (error) {
          ctx.tellFailure(msg, error);
          return;
        }
        for (const result of results) {
          ctx.tellSuccess(
            transformMsg(msg, {
              data: result.data ?? msg.data,
              metadata: result.metadata ?? msg.metadata,
              type: result.msgType ?? msg.type,
            }),
          );
        }
      },
      destroy() {
        script.destroy();
      },
    };
  },
});
