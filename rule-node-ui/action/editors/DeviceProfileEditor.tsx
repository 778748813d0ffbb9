import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm } from '../../shared';
import { isOn, Toggle } from '../common/fields';
import { useNodeEditor } from '../common/useNodeEditor';
import { DEVICE_PROFILE_DEFAULTS, type DeviceProfileConfig, validateDeviceProfile } from '../nodes/deviceProfile';

/** "device profile": whether alarm rule progress is persisted, and read back on start. */
export function DeviceProfileEditor(props: RuleNodeEditorProps<DeviceProfileConfig>) {
  const e = useNodeEditor(props, validateDeviceProfile, DEVICE_PROFILE_DEFAULTS);
  const persist = isOn(e.config.persistAlarmRulesState);
  return (
    <EditorForm>
      <Toggle
        editor={{ ...e, update: (patch) => e.update(patch.persistAlarmRulesState === false ? { ...patch, fetchAlarmRulesStateOnStart: false } : patch) }}
        field="persistAlarmRulesState"
        label="rulenode.persist-alarm-rules"
        description="rulenode.persist-alarm-rules-hint"
      />
      <Toggle editor={e} field="fetchAlarmRulesStateOnStart" label="rulenode.fetch-alarm-rules" description="rulenode.fetch-alarm-rules-hint" isDisabled={!persist} />
    </EditorForm>
  );
}
