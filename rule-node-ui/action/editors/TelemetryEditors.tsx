import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm } from '../../shared';
import { Choice, NumberInput, Toggle } from '../common/fields';
import { useNodeEditor } from '../common/useNodeEditor';
import {
  ATTRIBUTE_SCOPES, ATTRIBUTES_DEFAULTS, type AttributesConfig, SCOPE_LABELS, TIMESERIES_DEFAULTS, type TimeseriesConfig,
  validateAttributes, validateTimeseries,
} from '../nodes/telemetry';

/** "save timeseries": the default TTL and the two storage switches. */
export function SaveTimeseriesEditor(props: RuleNodeEditorProps<TimeseriesConfig>) {
  const e = useNodeEditor(props, validateTimeseries, TIMESERIES_DEFAULTS);
  return (
    <EditorForm>
      <NumberInput editor={e} field="defaultTTL" label="rulenode.default-ttl" description="rulenode.default-ttl-hint" min={0} isRequired />
      <Toggle editor={e} field="skipLatestPersistence" label="rulenode.skip-latest-persistence" description="rulenode.skip-latest-persistence-hint" />
      <Toggle editor={e} field="useServerTs" label="rulenode.use-server-ts" description="rulenode.use-server-ts-hint" />
    </EditorForm>
  );
}

/** "save attributes": the scope, and for shared attributes whether to notify the device. */
export function SaveAttributesEditor(props: RuleNodeEditorProps<AttributesConfig>) {
  const e = useNodeEditor(props, validateAttributes, ATTRIBUTES_DEFAULTS);
  return (
    <EditorForm>
      <Choice editor={e} field="scope" label="rulenode.attributes-scope" options={ATTRIBUTE_SCOPES} optionLabel={(scope) => SCOPE_LABELS[scope]} isRequired />
      {e.config.scope === 'SHARED_SCOPE' && <Toggle editor={e} field="notifyDevice" label="rulenode.notify-device" description="rulenode.notify-device-hint" />}
    </EditorForm>
  );
}
