import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Disclosure, DisclosurePanel, DisclosureTitle } from '@adobe/react-spectrum/Accordion';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Text } from '@adobe/react-spectrum/Text';
import Add from '@spectrum-icons/workflow/Add';
import Alert from '@spectrum-icons/workflow/Alert';
import { SeverityChip } from '../../alarms/SeverityChip';
import { isDeviceProfileAlarmValid, newDeviceProfileAlarm, sortedCreateRules } from './alarmRules';
import { DeviceProfileAlarmEditor } from './DeviceProfileAlarmEditor';
import { type DeviceProfileAlarm } from './types';

/** Props of {@link AlarmRulesEditor}: the `profileData.alarms` list of a device profile. */
export interface AlarmRulesEditorProps {
  value: DeviceProfileAlarm[];
  onChange(next: DeviceProfileAlarm[]): void;
  isReadOnly?: boolean;
}

/**
 * The alarm rules of a device profile: one collapsible section per alarm (type, severity chips and
 * a warning icon while invalid in its title), each with create rules, clear rule and propagation.
 * Emits the contract's JSON (api-contract.md §2 DeviceProfileAlarm). Validity per seed 001 §5 is
 * `value.every(isDeviceProfileAlarmValid)`.
 */
export function AlarmRulesEditor(props: AlarmRulesEditorProps) {
  const { t } = useTranslation();
  const { value } = props;
  // New alarms open expanded; existing ones start collapsed so a long list stays readable.
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const toggle = (id: string, open: boolean) => setExpanded((s) => {
    const next = new Set(s);
    if (open) next.add(id); else next.delete(id);
    return next;
  });
  const add = () => {
    const alarm = newDeviceProfileAlarm();
    toggle(alarm.id, true);
    props.onChange([...value, alarm]);
  };
  return (
    <Flex direction="column" gap="size-150">
      {value.length === 0 && <Text>{t('device-profile.no-alarm-rules')}</Text>}
      {value.map((alarm, i) => (
        <Disclosure key={alarm.id} isExpanded={expanded.has(alarm.id)} onExpandedChange={(open) => toggle(alarm.id, open)}
          aria-label={alarm.alarmType || t('device-profile.new-alarm')}>
          <DisclosureTitle>
            <Flex gap="size-100" alignItems="center" wrap>
              {!isDeviceProfileAlarmValid(alarm) && <Alert size="S" color="negative" aria-label={t('device-profile.alarm-invalid')} />}
              <span>{alarm.alarmType || t('device-profile.new-alarm')}</span>
              {sortedCreateRules(alarm.createRules).map(([severity]) => <SeverityChip key={severity} severity={severity} />)}
            </Flex>
          </DisclosureTitle>
          <DisclosurePanel>
            <DeviceProfileAlarmEditor value={alarm} isReadOnly={props.isReadOnly}
              onChange={(next) => props.onChange(value.map((a, j) => (j === i ? next : a)))}
              onRemove={() => props.onChange(value.filter((_, j) => j !== i))} />
          </DisclosurePanel>
        </Disclosure>
      ))}
      {!props.isReadOnly && (
        <ActionButton alignSelf="start" onPress={add}>
          <Add /><Text>{t('device-profile.add-alarm-rule')}</Text>
        </ActionButton>
      )}
    </Flex>
  );
}
