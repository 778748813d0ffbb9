import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, NumberField, TextField } from '@adobe/react-spectrum';
import { type EditorState, FieldGroup, JsonField, SelectField } from '../shared';
import { type GeofencingConfig, RANGE_UNITS } from './geofencing';

/**
 * The coordinates and perimeter fields of the geofencing nodes, over an editor state
 * whose configuration extends {@link GeofencingConfig} (the action helper's geofencing
 * events node can reuse it).
 */
export function GeofencingFields<C extends GeofencingConfig>(props: { state: EditorState<C>; isDisabled?: boolean }) {
  const { t } = useTranslation();
  const { config, error } = props.state;
  const update = (patch: Partial<GeofencingConfig>) => props.state.update(patch as Partial<C>);
  const fromMetadata = config.fetchPerimeterInfoFromMessageMetadata !== false;
  const number = (value: number | null) => (typeof value === 'number' ? value : NaN);
  const numberOrNull = (value: number) => (Number.isNaN(value) ? null : value);
  return (
    <>
      <Flex gap="size-150" wrap>
        <Flex flex={1} minWidth="size-2400">
          <TextField
            width="100%"
            label={t('rulenode.latitude-key-name')}
            value={config.latitudeKeyName}
            onChange={(latitudeKeyName) => update({ latitudeKeyName })}
            isDisabled={props.isDisabled}
            isRequired
            validationState={error('rulenode.latitude-key-name-required') ? 'invalid' : undefined}
            errorMessage={error('rulenode.latitude-key-name-required')}
          />
        </Flex>
        <Flex flex={1} minWidth="size-2400">
          <TextField
            width="100%"
            label={t('rulenode.longitude-key-name')}
            value={config.longitudeKeyName}
            onChange={(longitudeKeyName) => update({ longitudeKeyName })}
            isDisabled={props.isDisabled}
            isRequired
            validationState={error('rulenode.longitude-key-name-required') ? 'invalid' : undefined}
            errorMessage={error('rulenode.longitude-key-name-required')}
          />
        </Flex>
      </Flex>
      <Checkbox
        isSelected={fromMetadata}
        onChange={(fetchPerimeterInfoFromMessageMetadata) => update({ fetchPerimeterInfoFromMessageMetadata })}
        isDisabled={props.isDisabled}
      >
        {t('rulenode.fetch-perimeter-info-from-message-metadata')}
      </Checkbox>
      {!fromMetadata && (
        <FieldGroup title={t('rulenode.perimeter')}>
          <SelectField
            label={t('rulenode.perimeter-type')}
            value={config.perimeterType}
            onChange={(perimeterType) => update({ perimeterType })}
            options={(['POLYGON', 'CIRCLE'] as const).map((key) => ({ key, label: t(`rulenode.perimeter-types.${key}`) }))}
            isDisabled={props.isDisabled}
            isRequired
            errorMessage={error('rulenode.perimeter-type-required')}
          />
          {config.perimeterType === 'POLYGON' && (
            <JsonField
              label={t('rulenode.polygon-definition')}
              value={config.polygonsDefinition}
              onChange={(polygonsDefinition) => update({ polygonsDefinition })}
              isDisabled={props.isDisabled}
              isRequired
              description={t('rulenode.polygon-definition-hint')}
              errorMessage={error('rulenode.polygon-definition-required', 'rulenode.polygon-definition-invalid')}
            />
          )}
          {config.perimeterType === 'CIRCLE' && (
            <>
              <Flex gap="size-150" wrap>
                <NumberField
                  label={t('rulenode.circle-center-latitude')}
                  flex={1}
                  minWidth="size-2000"
                  value={number(config.centerLatitude)}
                  onChange={(v) => update({ centerLatitude: numberOrNull(v) })}
                  minValue={-90}
                  maxValue={90}
                  formatOptions={{ maximumFractionDigits: 8 }}
                  isDisabled={props.isDisabled}
                  isRequired
                  validationState={error('rulenode.center-latitude-required') ? 'invalid' : undefined}
                  errorMessage={error('rulenode.center-latitude-required')}
                />
                <NumberField
                  label={t('rulenode.circle-center-longitude')}
                  flex={1}
                  minWidth="size-2000"
                  value={number(config.centerLongitude)}
                  onChange={(v) => update({ centerLongitude: numberOrNull(v) })}
                  minValue={-180}
                  maxValue={180}
                  formatOptions={{ maximumFractionDigits: 8 }}
                  isDisabled={props.isDisabled}
                  isRequired
                  validationState={error('rulenode.center-longitude-required') ? 'invalid' : undefined}
                  errorMessage={error('rulenode.center-longitude-required')}
                />
              </Flex>
              <Flex gap="size-150" wrap>
                <NumberField
                  label={t('rulenode.range')}
                  flex={1}
                  minWidth="size-2000"
                  value={number(config.range)}
                  onChange={(v) => update({ range: numberOrNull(v) })}
                  minValue={0}
                  formatOptions={{ maximumFractionDigits: 6 }}
                  isDisabled={props.isDisabled}
                  isRequired
                  validationState={error('rulenode.range-required') ? 'invalid' : undefined}
                  errorMessage={error('rulenode.range-required')}
                />
                <Flex flex={1} minWidth="size-2000">
                  <SelectField
                    label={t('rulenode.range-unit')}
                    value={config.rangeUnit}
                    onChange={(rangeUnit) => update({ rangeUnit })}
                    options={RANGE_UNITS.map((key) => ({ key, label: t(`rulenode.range-units.${key}`) }))}
                    isDisabled={props.isDisabled}
                    isRequired
                    errorMessage={error('rulenode.range-unit-required')}
                  />
                </Flex>
              </Flex>
            </>
          )}
        </FieldGroup>
      )}
    </>
  );
}
