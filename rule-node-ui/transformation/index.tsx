import { defineRuleNodeEditor, definePlugin, type PluginManifest, type RuleNodeEditorDefinition } from '@tessera/sdk';
import manifest from './manifest.json';
import { translatedValidator } from '../shared';
import { CHANGE_ORIGINATOR_DEFAULTS, ChangeOriginatorEditor, validateChangeOriginator } from './ChangeOriginatorEditor';
import { TO_EMAIL_DEFAULTS, ToEmailEditor, validateToEmail } from './ToEmailEditor';
import { TRANSFORM_SCRIPT_DEFAULTS, TransformScriptEditor, validateTransformScript } from './TransformScriptEditor';

const TB = 'org.thingsboard.rule.engine.';

/** The TRANSFORMATION editors by class (catalogue §4 TRANSFORMATION, 3 nodes). */
export const TRANSFORMATION_EDITORS: RuleNodeEditorDefinition<any>[] = [
  defineRuleNodeEditor({
    clazz: `${TB}transform.TbTransformMsgNode`, component: TransformScriptEditor,
    validate: translatedValidator(validateTransformScript, TRANSFORM_SCRIPT_DEFAULTS), defaultConfiguration: TRANSFORM_SCRIPT_DEFAULTS,
  }),
  defineRuleNodeEditor({
    clazz: `${TB}transform.TbChangeOriginatorNode`, component: ChangeOriginatorEditor,
    validate: translatedValidator(validateChangeOriginator, CHANGE_ORIGINATOR_DEFAULTS), defaultConfiguration: CHANGE_ORIGINATOR_DEFAULTS,
  }),
  defineRuleNodeEditor({ clazz: `${TB}mail.TbMsgToEmailNode`, component: ToEmailEditor, validate: translatedValidator(validateToEmail, TO_EMAIL_DEFAULTS), defaultConfiguration: TO_EMAIL_DEFAULTS }),
];

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    for (const editor of TRANSFORMATION_EDITORS) ctx.ruleNodeEditors.register(editor);
  },
});
