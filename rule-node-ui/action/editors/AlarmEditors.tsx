import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, FieldGroup, KeyList, ScriptField } from '../../shared';
import { Choice, TextInput, Toggle } from '../common/fields';
import { type NodeEditor, useNodeEditor } from '../common/useNodeEditor';
import {
  ALARM_SEVERITIES, CLEAR_ALARM_DEFAULTS, type ClearAlarmConfig, CREATE_ALARM_DEFAULTS, type CreateAlarmConfig,
  validateClearAlarm, validateCreateAlarm,
} from '../nodes/alarms';

/** The alarm details script: a "json" script over msg, metadata and msgType. */
function DetailsScript<C extends { alarmDetailsBuildJs: string }>(props: { editor: NodeEditor<C> }) {
  const e = props.editor;
  return (
    <ScriptField
      value={e.config.alarmDetailsBuildJs}
      onChange={(alarmDetailsBuildJs) => e.update({ alarmDetailsBuildJs } as Partial<C>)}
      scriptType="json"
      functionTitle="Details"
      label={e.t('rulenode.alarm-details-builder')}
      description={e.t('rulenode.alarm-details-builder-hint')}
      isDisabled={e.disabled}
      errorMessage={e.error('alarmDetailsBuildJs')}
    />
  );
}

/** "create alarm": details script; type, severity and propagation unless the message carries the alarm. */
export function CreateAlarmEditor(props: RuleNodeEditorProps<CreateAlarmConfig>) {
  const e = useNodeEditor(props, validateCreateAlarm, CREATE_ALARM_DEFAULTS);
  const { config, t } = e;
  return (
    <EditorForm>
      <Toggle editor={e} field="useMessageAlarmData" label="rulenode.use-message-alarm-data" description="rulenode.use-message-alarm-data-hint" />
      <DetailsScript editor={e} />
      {!config.useMessageAlarmData && (
        <>
          <TextInput editor={e} field="alarmType" label="rulenode.alarm-type" template isRequired />
          <Toggle editor={e} field="dynamicSeverity" label="rulenode.use-alarm-severity-pattern" />
          {config.dynamicSeverity ? (
            <TextInput editor={e} field="severity" label="rulenode.alarm-severity-pattern" description="rulenode.alarm-severity-pattern-hint" template isRequired />
          ) : (
            <Choice editor={e} field="severity" label="rulenode.alarm-severity" options={ALARM_SEVERITIES} optionLabel={(s) => `alarm.severity.${s}`} isRequired />
          )}
          <FieldGroup title={t('rulenode.propagation')}>
            <Toggle editor={e} field="propagate" label="rulenode.propagate" />
            {config.propagate && (
              <KeyList
                label={t('rulenode.propagate-relation-types')}
                inputLabel={t('rulenode.add-relation-type')}
                value={Array.isArray(config.relationTypes) ? config.relationTypes : []}
                onChange={(relationTypes) => e.update({ relationTypes })}
                description={t('rulenode.propagate-relation-types-hint')}
                isDisabled={e.disabled}
                errorMessage={e.error('relationTypes')}
              />
            )}
            <Toggle editor={e} field="propagateToOwner" label="rulenode.propagate-to-owner" />
            <Toggle editor={e} field="propagateToTenant" label="rulenode.propagate-to-tenant" />
          </FieldGroup>
        </>
      )}
    </EditorForm>
  );
}

/** "clear alarm": the details script and the alarm type. */
export function ClearAlarmEditor(props: RuleNodeEditorProps<ClearAlarmConfig>) {
  const e = useNodeEditor(props, validateClearAlarm, CLEAR_ALARM_DEFAULTS);
  return (
    <EditorForm>
      <DetailsScript editor={e} />
      <TextInput editor={e} field="alarmType" label="rulenode.alarm-type" template isRequired />
    </EditorForm>
  );
}
