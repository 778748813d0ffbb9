import { useTranslation } from 'react-i18next';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, filled, ScriptField, useEditorState } from '../shared';

export interface JsScriptConfig extends Record<string, unknown> {
  jsScript: string;
}

export const SCRIPT_FILTER_DEFAULTS: JsScriptConfig = { jsScript: 'return msg.temperature > 20;' };

export const SWITCH_DEFAULTS: JsScriptConfig = {
  jsScript: `function nextRelation(metadata, msg) {
    return ['one','nine'];
}
if(msgType === 'POST_TELEMETRY_REQUEST') {
    return ['two'];
}
return nextRelation(metadata, msg);`,
};

/**
 * A script must be given (seed 001 §5). Its syntax is not checked here: the host's CSP
 * forbids `new Function`; the script test dialog and the server compile it.
 */
export function validateJsScript(config: JsScriptConfig): string[] {
  return filled(config.jsScript) ? [] : ['rulenode.script-required'];
}

/** "script" filter: a function body returning true or false. */
export function ScriptFilterEditor(props: RuleNodeEditorProps<JsScriptConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateJsScript, SCRIPT_FILTER_DEFAULTS);
  return (
    <EditorForm>
      <ScriptField
        value={config.jsScript}
        onChange={(jsScript) => update({ jsScript })}
        scriptType="filter"
        functionTitle="Filter"
        label={t('rulenode.filter')}
        isDisabled={props.disabled}
        errorMessage={error('rulenode.script-required')}
        description={t('rulenode.filter-script-hint')}
      />
    </EditorForm>
  );
}

/** "switch": a function body returning the relation names to follow. */
export function SwitchEditor(props: RuleNodeEditorProps<JsScriptConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateJsScript, SWITCH_DEFAULTS);
  return (
    <EditorForm>
      <ScriptField
        value={config.jsScript}
        onChange={(jsScript) => update({ jsScript })}
        scriptType="switch"
        functionTitle="Switch"
        label={t('rulenode.switch')}
        isDisabled={props.disabled}
        errorMessage={error('rulenode.script-required')}
        description={t('rulenode.switch-script-hint')}
      />
    </EditorForm>
  );
}
