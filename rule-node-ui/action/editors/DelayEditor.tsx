import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm } from '../../shared';
import { NumberInput, TextInput, Toggle } from '../common/fields';
import { useNodeEditor } from '../common/useNodeEditor';
import { DELAY_DEFAULTS, type DelayConfig, MAX_PENDING_LIMIT, validateDelay } from '../nodes/delay';

/** "delay (deprecated)": a fixed period or a pattern that reads it from the message, and the in-memory limit. */
export function DelayEditor(props: RuleNodeEditorProps<DelayConfig>) {
  const e = useNodeEditor(props, validateDelay, DELAY_DEFAULTS);
  return (
    <EditorForm>
      <Toggle editor={e} field="useMetadataPeriodInSecondsPatterns" label="rulenode.use-period-in-seconds-pattern" description="rulenode.use-period-in-seconds-pattern-hint" />
      {e.config.useMetadataPeriodInSecondsPatterns ? (
        <TextInput editor={e} field="periodInSecondsPattern" label="rulenode.period-in-seconds-pattern" template isRequired />
      ) : (
        <NumberInput editor={e} field="periodInSeconds" label="rulenode.period-seconds" min={0} isRequired />
      )}
      <NumberInput editor={e} field="maxPendingMsgs" label="rulenode.max-pending-messages" min={1} max={MAX_PENDING_LIMIT} isRequired />
    </EditorForm>
  );
}
