import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import { TextField } from '@adobe/react-spectrum/TextField';
import { View } from '@adobe/react-spectrum/View';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import { ErrorText } from '../../../shared/key-filters/ErrorText';
import { type AlarmSeverity } from '../../alarms/severity';
import { SeverityChip } from '../../alarms/SeverityChip';
import { deviceProfileAlarmErrors, newAlarmRule, sortedCreateRules, unusedSeverities } from './alarmRules';
import { AlarmRuleEditor } from './AlarmRuleEditor';
import { PropagationEditor } from './PropagationEditor';
import { type AlarmRule, type DeviceProfileAlarm } from './types';

/** A create rule's box: its severity (changeable to one not used yet) and its rule. */
function CreateRuleBox(props: {
  severity: AlarmSeverity; rule: AlarmRule; free: AlarmSeverity[]; isReadOnly?: boolean;
  onChange(rule: AlarmRule): void; onSeverity(next: AlarmSeverity): void; onRemove(): void;
}) {
  const { t } = useTranslation();
  return (
    <View borderWidth="thin" borderColor="mid" borderRadius="medium" padding="size-150">
      <Flex gap="size-150" alignItems="end" marginBottom="size-150">
        <Picker label={t('device-profile.alarm-severity')} selectedKey={props.severity} width="size-2000" isDisabled={props.isReadOnly}
          onSelectionChange={(k) => props.onSeverity(k as AlarmSeverity)}>
          {[props.severity, ...props.free].map((s) => <Item key={s} textValue={t(`alarm.severity.${s}`)}>{t(`alarm.severity.${s}`)}</Item>)}
        </Picker>
        <View paddingBottom="size-75"><SeverityChip severity={props.severity} /></View>
        {!props.isReadOnly && (
          <ActionButton isQuiet aria-label={t('device-profile.remove-create-condition')} onPress={props.onRemove} marginStart="auto">
            <Delete />
          </ActionButton>
        )}
      </Flex>
      <AlarmRuleEditor value={props.rule} onChange={props.onChange} isReadOnly={props.isReadOnly} />
    </View>
  );
}

/** One alarm of a device profile: its type, create rules by severity, optional clear rule and propagation. */
export function DeviceProfileAlarmEditor(props: {
  value: DeviceProfileAlarm;
  onChange(next: DeviceProfileAlarm): void;
  onRemove(): void;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const alarm = props.value;
  const errors = deviceProfileAlarmErrors(alarm);
  const free = unusedSeverities(alarm.createRules);
  const setRules = (createRules: DeviceProfileAlarm['createRules']) => props.onChange({ ...alarm, createRules });
  const setRule = (severity: AlarmSeverity, rule: AlarmRule) => setRules({ ...alarm.createRules, [severity]: rule });
  const withoutRule = (severity: AlarmSeverity) => {
    const { [severity]: _removed, ...rest } = alarm.createRules;
    return rest;
  };
  const typeMissing = errors.includes('device-profile.alarm-type-required');
  return (
    <Flex direction="column" gap="size-200">
      <Flex gap="size-150" alignItems="start">
        <TextField label={t('device-profile.alarm-type')} value={alarm.alarmType} isRequired isReadOnly={props.isReadOnly} width="size-4600"
          maxLength={255} onChange={(alarmType) => props.onChange({ ...alarm, alarmType })}
          validationState={typeMissing ? 'invalid' : undefined} errorMessage={typeMissing ? t('device-profile.alarm-type-required') : undefined} />
        {!props.isReadOnly && (
          <ActionButton aria-label={t('device-profile.remove-alarm')} onPress={props.onRemove} marginStart="auto" marginTop="size-300">
            <Delete /><Text>{t('device-profile.remove-alarm')}</Text>
          </ActionButton>
        )}
      </Flex>
      <Heading level={4} margin={0}>{t('device-profile.create-alarm-rules')}</Heading>
      {errors.includes('device-profile.create-alarm-rules-required') && <ErrorText>{t('device-profile.create-alarm-rules-required')}</ErrorText>}
      {sortedCreateRules(alarm.createRules).map(([severity, rule]) => (
        <CreateRuleBox key={severity} severity={severity} rule={rule} free={free} isReadOnly={props.isReadOnly}
          onChange={(next) => setRule(severity, next)} onRemove={() => setRules(withoutRule(severity))}
          onSeverity={(next) => setRules({ ...withoutRule(severity), [next]: rule })} />
      ))}
      {!props.isReadOnly && free.length > 0 && (
        <ActionButton alignSelf="start" onPress={() => setRule(free[0], newAlarmRule())}>
          <Add /><Text>{t('device-profile.add-create-alarm-rule')}</Text>
        </ActionButton>
      )}
      <Heading level={4} margin={0}>{t('device-profile.clear-alarm-rule')}</Heading>
      {alarm.clearRule ? (
        <View borderWidth="thin" borderColor="mid" borderRadius="medium" padding="size-150">
          {!props.isReadOnly && (
            <Flex justifyContent="end">
              <ActionButton isQuiet aria-label={t('device-profile.remove-clear-alarm-rule')}
                onPress={() => props.onChange({ ...alarm, clearRule: null })}>
                <Delete />
              </ActionButton>
            </Flex>
          )}
          <AlarmRuleEditor value={alarm.clearRule} isReadOnly={props.isReadOnly} onChange={(clearRule) => props.onChange({ ...alarm, clearRule })} />
        </View>
      ) : (
        props.isReadOnly ? <Text>{t('device-profile.no-clear-alarm-rule')}</Text> : (
          <ActionButton alignSelf="start" onPress={() => props.onChange({ ...alarm, clearRule: newAlarmRule() })}>
            <Add /><Text>{t('device-profile.add-clear-alarm-rule')}</Text>
          </ActionButton>
        )
      )}
      <Heading level={4} margin={0}>{t('device-profile.propagation')}</Heading>
      <PropagationEditor value={alarm} isReadOnly={props.isReadOnly} onChange={(propagation) => props.onChange({ ...alarm, ...propagation })} />
    </Flex>
  );
}
