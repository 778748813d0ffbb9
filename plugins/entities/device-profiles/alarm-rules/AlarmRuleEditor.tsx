import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { EntityAutocomplete } from '@tessera/ui';
import { ErrorText } from '../../../shared/key-filters/ErrorText';
import { KeyFilterEditor } from '../../../shared/key-filters/KeyFilterEditor';
import { PredicateValueEditor } from '../../../shared/key-filters/PredicateValueEditor';
import { type KeyFilterKeyType } from '../../../shared/key-filters/types';
import { isAlarmRuleValid, specError, withSpecType } from './alarmRules';
import { AlarmScheduleEditor } from './AlarmScheduleEditor';
import { type AlarmConditionSpec, type AlarmDurationUnit, type AlarmRule, DURATION_UNITS } from './types';
import { useConditionText, useScheduleText } from './useRuleText';

const SPEC_TYPES: AlarmConditionSpec['type'][] = ['SIMPLE', 'DURATION', 'REPEATING'];
/** Alarm conditions mostly test telemetry, so a new filter starts as a time-series key. */
const CONDITION_KEY_TYPES: KeyFilterKeyType[] = ['TIME_SERIES', 'ATTRIBUTE', 'ENTITY_FIELD', 'CONSTANT'];

function SpecEditor(props: { value: AlarmConditionSpec | undefined; onChange(next: AlarmConditionSpec): void; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const spec = props.value ?? { type: 'SIMPLE' };
  const error = specError(spec);
  return (
    <Flex gap="size-150" wrap alignItems="start">
      <Picker label={t('device-profile.condition-type')} selectedKey={spec.type} width="size-2400" isDisabled={props.isReadOnly}
        onSelectionChange={(k) => props.onChange(withSpecType(spec, k as AlarmConditionSpec['type']))}>
        {SPEC_TYPES.map((type) => <Item key={type}>{t(`device-profile.condition-types.${type}`)}</Item>)}
      </Picker>
      {spec.type !== 'SIMPLE' && (
        <PredicateValueEditor valueType="NUMERIC" value={spec.predicate} isReadOnly={props.isReadOnly}
          label={spec.type === 'DURATION' ? 'device-profile.condition-duration-value' : 'device-profile.condition-repeating-value'}
          valueError={error === 'filter.source-attribute-required' ? null : error}
          onChange={(predicate) => props.onChange({ ...spec, predicate })} />
      )}
      {spec.type === 'DURATION' && (
        <Picker label={t('device-profile.condition-duration-unit')} selectedKey={spec.unit} width="size-1600" isDisabled={props.isReadOnly}
          onSelectionChange={(k) => props.onChange({ ...spec, unit: k as AlarmDurationUnit })}>
          {DURATION_UNITS.map((unit) => <Item key={unit}>{t(`device-profile.duration-units.${unit}`)}</Item>)}
        </Picker>
      )}
    </Flex>
  );
}

/**
 * One create or clear rule: its condition (key filters plus simple, duration or repeating spec),
 * schedule, alarm details text and an optional dashboard.
 */
export function AlarmRuleEditor(props: { value: AlarmRule; onChange(next: AlarmRule): void; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const rule = props.value;
  const summary = useConditionText()(rule.condition);
  const schedule = useScheduleText()(rule.schedule);
  // The rule stores only the dashboard id; the picker's shown name is kept here.
  const [dashboardName, setDashboardName] = useState('');
  const dashboard = rule.dashboardId ? { id: rule.dashboardId, name: dashboardName } : null;
  return (
    <Flex direction="column" gap="size-150">
      <Heading level={5} margin={0}>{t('device-profile.condition')}</Heading>
      <KeyFilterEditor value={rule.condition.condition} keyTypes={CONDITION_KEY_TYPES} isReadOnly={props.isReadOnly}
        onChange={(condition) => props.onChange({ ...rule, condition: { ...rule.condition, condition } })} />
      {!isAlarmRuleValid(rule) && <ErrorText>{t('device-profile.condition-required')}</ErrorText>}
      <SpecEditor value={rule.condition.spec} isReadOnly={props.isReadOnly}
        onChange={(spec) => props.onChange({ ...rule, condition: { ...rule.condition, spec } })} />
      {summary && <Text UNSAFE_style={{ fontStyle: 'italic' }}>{summary}</Text>}
      <Heading level={5} margin={0}>{t('device-profile.schedule')}</Heading>
      <Text UNSAFE_style={{ fontStyle: 'italic' }}>{schedule}</Text>
      <AlarmScheduleEditor value={rule.schedule} isReadOnly={props.isReadOnly} onChange={(schedule) => props.onChange({ ...rule, schedule })} />
      <TextArea label={t('device-profile.alarm-details')} value={rule.alarmDetails ?? ''} isReadOnly={props.isReadOnly} width="100%"
        onChange={(alarmDetails) => props.onChange({ ...rule, alarmDetails: alarmDetails || null })} />
      <EntityAutocomplete entityType="DASHBOARD" label={t('device-profile.alarm-rule-dashboard')} value={dashboard}
        isDisabled={props.isReadOnly}
        onChange={(chosen) => {
          setDashboardName(chosen?.name ?? '');
          if (chosen?.id.id !== rule.dashboardId?.id) props.onChange({ ...rule, dashboardId: chosen ? chosen.id : null });
        }} />
    </Flex>
  );
}
