import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm } from '../../shared';
import { Choice, Hint } from '../common/fields';
import { useNodeEditor } from '../common/useNodeEditor';
import { PUSH_DEFAULTS, type PushConfig, validatePush } from '../nodes/push';
import { ATTRIBUTE_SCOPES, SCOPE_LABELS } from '../nodes/telemetry';

/** "push to edge" and "push to cloud": the scope attribute messages are pushed with. */
export function PushEditor(props: RuleNodeEditorProps<PushConfig>) {
  const e = useNodeEditor(props, validatePush, PUSH_DEFAULTS);
  return (
    <EditorForm>
      <Choice editor={e} field="scope" label="rulenode.attributes-scope" options={ATTRIBUTE_SCOPES} optionLabel={(scope) => SCOPE_LABELS[scope]} isRequired />
      <Hint>{e.t('rulenode.push-scope-hint')}</Hint>
    </EditorForm>
  );
}
