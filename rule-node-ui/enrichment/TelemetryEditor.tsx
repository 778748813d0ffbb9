import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, NumberField } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, FieldGroup, KeyList, SelectField, TemplateField, TimeIntervalField, useEditorState } from '../shared';
import { AGGREGATIONS, FETCH_MODES, listsValues, MAX_LIMIT, MIN_LIMIT, ORDER_BY, TELEMETRY_DEFAULTS, type TelemetryConfig, validateTelemetry } from './telemetry';

/** "originator telemetry": time series of a window into metadata, one value per key or all of them. */
export function TelemetryEditor(props: RuleNodeEditorProps<TelemetryConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateTelemetry, TELEMETRY_DEFAULTS);
  const disabled = props.disabled;
  const order = error('rulenode.start-interval-after-end');
  return (
    <EditorForm>
      <KeyList
        label={t('rulenode.timeseries-keys')}
        value={config.latestTsKeyNames}
        onChange={(latestTsKeyNames) => update({ latestTsKeyNames })}
        isDisabled={disabled}
        description={t('rulenode.template-hint')}
        errorMessage={error('rulenode.timeseries-keys-required')}
      />
      <SelectField
        label={t('rulenode.fetch-mode')}
        value={config.fetchMode}
        onChange={(fetchMode) => update({ fetchMode })}
        options={FETCH_MODES.map((key) => ({ key, label: t(`rulenode.fetch-modes.${key}`) }))}
        isDisabled={disabled}
        description={t('rulenode.fetch-mode-hint')}
        errorMessage={error('rulenode.fetch-mode-required')}
      />
      {config.fetchMode === 'ALL' && (
        <SelectField
          label={t('aggregation.function')}
          value={config.aggregation}
          onChange={(aggregation) => update({ aggregation })}
          options={AGGREGATIONS.map((key) => ({ key, label: t(`aggregation.types.${key}`) }))}
          isDisabled={disabled}
          errorMessage={error('rulenode.aggregation-required')}
        />
      )}
      {listsValues(config) && (
        <Flex gap="size-150" wrap>
          <Flex flex={1} minWidth="size-2400">
            <SelectField
              label={t('rulenode.order-by')}
              value={config.orderBy}
              onChange={(orderBy) => update({ orderBy })}
              options={ORDER_BY.map((key) => ({ key, label: t(`rulenode.order-by-types.${key}`) }))}
              isDisabled={disabled}
              errorMessage={error('rulenode.order-by-required')}
            />
          </Flex>
          <NumberField
            label={t('rulenode.limit')}
            flex={1}
            minWidth="size-2400"
            value={config.limit}
            minValue={MIN_LIMIT}
            maxValue={MAX_LIMIT}
            step={1}
            onChange={(limit) => update({ limit })}
            isDisabled={disabled}
            validationState={error('rulenode.limit-range') ? 'invalid' : undefined}
            errorMessage={error('rulenode.limit-range')}
          />
        </Flex>
      )}
      <Checkbox isSelected={config.useMetadataIntervalPatterns} onChange={(useMetadataIntervalPatterns) => update({ useMetadataIntervalPatterns })} isDisabled={disabled}>
        {t('rulenode.use-metadata-interval-patterns')}
      </Checkbox>
      <FieldGroup title={t('rulenode.fetch-interval')}>
        {config.useMetadataIntervalPatterns ? (
          <>
            <TemplateField
              label={t('rulenode.start-interval-pattern')}
              value={config.startIntervalPattern}
              onChange={(startIntervalPattern) => update({ startIntervalPattern })}
              isDisabled={disabled}
              isRequired
              description={t('rulenode.interval-pattern-hint')}
              errorMessage={error('rulenode.start-interval-pattern-required')}
            />
            <TemplateField
              label={t('rulenode.end-interval-pattern')}
              value={config.endIntervalPattern}
              onChange={(endIntervalPattern) => update({ endIntervalPattern })}
              isDisabled={disabled}
              isRequired
              description={t('rulenode.interval-pattern-hint')}
              errorMessage={error('rulenode.end-interval-pattern-required')}
            />
          </>
        ) : (
          <>
            <TimeIntervalField
              label={t('rulenode.start-interval')}
              value={config.startInterval}
              unit={config.startIntervalTimeUnit}
              onChange={(startInterval, startIntervalTimeUnit) => update({ startInterval, startIntervalTimeUnit })}
              isDisabled={disabled}
              isRequired
              errorMessage={error('rulenode.start-interval-invalid') ?? order}
            />
            <TimeIntervalField
              label={t('rulenode.end-interval')}
              value={config.endInterval}
              unit={config.endIntervalTimeUnit}
              onChange={(endInterval, endIntervalTimeUnit) => update({ endInterval, endIntervalTimeUnit })}
              isDisabled={disabled}
              isRequired
              errorMessage={error('rulenode.end-interval-invalid')}
            />
          </>
        )}
      </FieldGroup>
    </EditorForm>
  );
}
