import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, useEditorState } from '../shared';

export const ALARM_STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;

export interface CheckAlarmStatusConfig extends Record<string, unknown> {
  alarmStatusList: string[];
}

export const CHECK_ALARM_STATUS_DEFAULTS: CheckAlarmStatusConfig = { alarmStatusList: ['ACTIVE_ACK', 'ACTIVE_UNACK'] };

/** At least one status, each a known one. */
export function validateCheckAlarmStatus(config: CheckAlarmStatusConfig): string[] {
  const list = config.alarmStatusList;
  if (!Array.isArray(list) || list.length === 0) return ['rulenode.alarm-status-list-empty'];
  return list.every((s) => (ALARM_STATUSES as readonly string[]).includes(s)) ? [] : ['rulenode.alarm-status-invalid'];
}

/** "check alarm status": True when the alarm's status is one of the chosen. */
export function CheckAlarmStatusEditor(props: RuleNodeEditorProps<CheckAlarmStatusConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateCheckAlarmStatus, CHECK_ALARM_STATUS_DEFAULTS);
  const message = error('rulenode.alarm-status-list-empty', 'rulenode.alarm-status-invalid');
  return (
    <EditorForm>
      <CheckboxGroup
        label={t('rulenode.alarm-status-filter')}
        value={config.alarmStatusList ?? []}
        // Kept in the catalogue's order, whatever order they were ticked in.
        onChange={(list) => update({ alarmStatusList: ALARM_STATUSES.filter((s) => list.includes(s)) })}
        isDisabled={props.disabled}
        isRequired
        validationState={message ? 'invalid' : undefined}
        errorMessage={message}
      >
        {ALARM_STATUSES.map((status) => <Checkbox key={status} value={status}>{t(`alarm.status.${status}`)}</Checkbox>)}
      </CheckboxGroup>
    </EditorForm>
  );
}
