import { defineRuleNodeEditor, definePlugin, type PluginManifest, type RuleNodeEditorDefinition } from '@tessera/sdk';
import manifest from './manifest.json';
import { NoConfigEditor, translatedValidator, validateNothing } from '../shared';
import { CHECKPOINT_DEFAULTS, CheckpointEditor, validateCheckpoint } from './CheckpointEditor';
import { RULE_CHAIN_INPUT_DEFAULTS, RuleChainInputEditor, validateRuleChainInput } from './RuleChainInputEditor';

const FLOW = 'org.thingsboard.rule.engine.flow.';

/** The FLOW editors by class (catalogue §4 FLOW, 4 nodes); output and acknowledge have nothing to configure. */
export const FLOW_EDITORS: RuleNodeEditorDefinition<any>[] = [
  defineRuleNodeEditor({
    clazz: `${FLOW}TbRuleChainInputNode`, component: RuleChainInputEditor,
    validate: translatedValidator(validateRuleChainInput, RULE_CHAIN_INPUT_DEFAULTS), defaultConfiguration: RULE_CHAIN_INPUT_DEFAULTS,
  }),
  defineRuleNodeEditor({ clazz: `${FLOW}TbRuleChainOutputNode`, component: NoConfigEditor, validate: validateNothing, defaultConfiguration: {} }),
  defineRuleNodeEditor({ clazz: `${FLOW}TbCheckpointNode`, component: CheckpointEditor, validate: translatedValidator(validateCheckpoint, CHECKPOINT_DEFAULTS), defaultConfiguration: CHECKPOINT_DEFAULTS }),
  defineRuleNodeEditor({ clazz: `${FLOW}TbAckNode`, component: NoConfigEditor, validate: validateNothing, defaultConfiguration: { version: 0 } }),
];

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    for (const editor of FLOW_EDITORS) ctx.ruleNodeEditors.register(editor);
  },
});
