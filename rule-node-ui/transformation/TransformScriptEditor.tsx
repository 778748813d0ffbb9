import { useTranslation } from 'react-i18next';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, filled, ScriptField, useEditorState } from '../shared';

export interface TransformScriptConfig extends Record<string, unknown> {
  jsScript: string;
}

export const TRANSFORM_SCRIPT_DEFAULTS: TransformScriptConfig = { jsScript: 'return {msg: msg, metadata: metadata, msgType: msgType};' };

/** A script must be given (seed 001 §5); its syntax is checked by the test dialog and the server (the CSP forbids `new Function`). */
export function validateTransformScript(config: TransformScriptConfig): string[] {
  return filled(config.jsScript) ? [] : ['rulenode.script-required'];
}

/** "script" transformation: returns {msg, metadata, msgType} (or a list of them). */
export function TransformScriptEditor(props: RuleNodeEditorProps<TransformScriptConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateTransformScript, TRANSFORM_SCRIPT_DEFAULTS);
  return (
    <EditorForm>
      <ScriptField
        value={config.jsScript}
        onChange={(jsScript) => update({ jsScript })}
        scriptType="update"
        functionTitle="Transform"
        label={t('rulenode.transform')}
        isDisabled={props.disabled}
        errorMessage={error('rulenode.script-required')}
        description={t('rulenode.transform-script-hint')}
      />
    </EditorForm>
  );
}
