import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, ScriptField } from '../../shared';
import { NumberInput, TextInput } from '../common/fields';
import { useNodeEditor } from '../common/useNodeEditor';
import { LOG_DEFAULTS, type LogConfig, MSG_COUNT_DEFAULTS, type MsgCountConfig, validateLog, validateMsgCount } from '../nodes/log';

/** "log": a "string" script whose result goes to the server log. */
export function LogEditor(props: RuleNodeEditorProps<LogConfig>) {
  const e = useNodeEditor(props, validateLog, LOG_DEFAULTS);
  return (
    <EditorForm>
      <ScriptField
        value={e.config.jsScript}
        onChange={(jsScript) => e.update({ jsScript })}
        scriptType="string"
        functionTitle="ToString"
        label={e.t('rulenode.to-string-function')}
        isDisabled={e.disabled}
        errorMessage={e.error('jsScript')}
      />
    </EditorForm>
  );
}

/** "message count": the reporting interval and the telemetry key prefix. */
export function MsgCountEditor(props: RuleNodeEditorProps<MsgCountConfig>) {
  const e = useNodeEditor(props, validateMsgCount, MSG_COUNT_DEFAULTS);
  return (
    <EditorForm>
      <NumberInput editor={e} field="interval" label="rulenode.interval-seconds" min={1} isRequired />
      <TextInput editor={e} field="telemetryPrefix" label="rulenode.output-timeseries-key-prefix" description="rulenode.output-timeseries-key-prefix-hint" isRequired />
    </EditorForm>
  );
}
