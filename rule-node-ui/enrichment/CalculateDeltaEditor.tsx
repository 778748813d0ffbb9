import { useTranslation } from 'react-i18next';
import { Checkbox, NumberField, TextField } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, filled, useEditorState } from '../shared';
import { type CalculateDeltaConfig, CALCULATE_DELTA_DEFAULTS } from '../catalogue/calculateDelta';

export * from '../catalogue/calculateDelta';

/** ThingsBoard's bound of the decimals to round to. */
export const MAX_ROUND = 15;

/** Input and output keys; the period key when the period is added; decimals empty or a whole 0 to 15. */
export function validateCalculateDelta(config: CalculateDeltaConfig): string[] {
  const errors: string[] = [];
  if (!filled(config.inputValueKey)) errors.push('rulenode.input-value-key-required');
  if (!filled(config.outputValueKey)) errors.push('rulenode.output-value-key-required');
  if (config.addPeriodBetweenMsgs && !filled(config.periodValueKey)) errors.push('rulenode.period-value-key-required');
  const { round } = config;
  if (round !== null && round !== undefined && !(Number.isInteger(round) && round >= 0 && round <= MAX_ROUND)) errors.push('rulenode.round-range');
  return errors;
}

/** "calculate delta": current minus previous reading of a key into the data (and the period between them). */
export function CalculateDeltaEditor(props: RuleNodeEditorProps<CalculateDeltaConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateCalculateDelta, CALCULATE_DELTA_DEFAULTS);
  const disabled = props.disabled;
  const text = (label: string, name: 'inputValueKey' | 'outputValueKey' | 'periodValueKey', errorKey: string) => (
    <TextField
      label={t(label)}
      width="100%"
      value={config[name] ?? ''}
      onChange={(value) => update({ [name]: value })}
      isDisabled={disabled}
      isRequired
      validationState={error(errorKey) ? 'invalid' : undefined}
      errorMessage={error(errorKey)}
    />
  );
  return (
    <EditorForm>
      {text('rulenode.input-value-key', 'inputValueKey', 'rulenode.input-value-key-required')}
      {text('rulenode.output-value-key', 'outputValueKey', 'rulenode.output-value-key-required')}
      <NumberField
        label={t('rulenode.round')}
        width="100%"
        value={config.round ?? NaN}
        minValue={0}
        maxValue={MAX_ROUND}
        step={1}
        onChange={(round) => update({ round: Number.isNaN(round) ? null : round })}
        isDisabled={disabled}
        description={t('rulenode.round-hint')}
        validationState={error('rulenode.round-range') ? 'invalid' : undefined}
        errorMessage={error('rulenode.round-range')}
      />
      <Checkbox isSelected={config.useCache} onChange={(useCache) => update({ useCache })} isDisabled={disabled}>
        {t('rulenode.use-cache')}
      </Checkbox>
      <Checkbox isSelected={config.tellFailureIfDeltaIsNegative} onChange={(tellFailureIfDeltaIsNegative) => update({ tellFailureIfDeltaIsNegative })} isDisabled={disabled}>
        {t('rulenode.tell-failure-if-delta-is-negative')}
      </Checkbox>
      <Checkbox isSelected={config.addPeriodBetweenMsgs} onChange={(addPeriodBetweenMsgs) => update({ addPeriodBetweenMsgs })} isDisabled={disabled}>
        {t('rulenode.add-period-between-msgs')}
      </Checkbox>
      {config.addPeriodBetweenMsgs && text('rulenode.period-value-key', 'periodValueKey', 'rulenode.period-value-key-required')}
    </EditorForm>
  );
}
