import { msgJson } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, FALSE, RuleNodeConfigError, tb, TRUE } from '../../node/RuleNodeDefinition';
import { stringListConfig } from './stringListConfig';

export interface CheckMessageConfig {
  messageNames: string[];
  metadataNames: string[];
  checkAllKeys: boolean;
}

/**
 * Catalogue §4 FILTER "check existence fields". A key counts as present when the data
 * object or the metadata has it, whatever its value (a null data field is present, as
 * ThingsBoard's map lookup has it). Data that is not a JSON object fails the message
 * when data keys are to be checked.
 */
export const TbCheckMessageNode = defineRuleNode<CheckMessageConfig>({
  clazz: tb('filter.TbCheckMessageNode'),
  type: 'FILTER',
  name: 'check existence fields',
  description: 'Checks the existence of the selected keys from message data and metadata.',
  details:
    "If selected checkbox 'Check that all selected keys are present' and all keys in message data and metadata are exist - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.<br/>Else if the checkbox is not selected, and at least one of the keys from data or metadata of the message exists - send Message via <b>True</b> chain, otherwise, <b>False</b> chain is used.",
  relationTypes: [TRUE, FALSE, FAILURE],
  defaultConfiguration: { messageNames: [], metadataNames: [], checkAllKeys: true },
  configDirective: 'tbFilterNodeCheckMessageConfig',
  icon: 'filter_list',
  init(_ctx, config) {
    const messageNames = stringListConfig(config.messageNames, 'messageNames');
    const metadataNames = stringListConfig(config.metadataNames, 'metadataNames');
    if (typeof config.checkAllKeys !== 'boolean') throw new RuleNodeConfigError('checkAllKeys should be true or false!');
    const checkAll = config.checkAllKeys;
    return {
      onMsg(ctx, msg) {
        let dataKeys: ReadonlySet<string> = new Set();
        if (messageNames.length > 0) {
          const data = msgJson(msg);
          if (data === null || typeof data !== 'object' || Array.isArray(data)) {
            ctx.tellFailure(msg, 'Message data is not a JSON object');
            return;
          }
          dataKeys = new Set(Object.keys(data));
        }
        const inData = (key: string) => dataKeys.has(key);
        const inMetadata = (key: string) => Object.hasOwn(msg.metadata, key);
        // An empty list passes "all" and fails "at least one", as in ThingsBoard.
        const passed = checkAll
          ? messageNames.every(inData) && metadataNames.every(inMetadata)
          : messageNames.some(inData) || metadataNames.some(inMetadata);
        ctx.tellNext(msg, passed ? TRUE : FALSE);
      },
    };
  },
});
