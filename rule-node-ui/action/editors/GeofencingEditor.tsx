import { TextArea } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, FieldGroup, TimeIntervalField, type TimeUnit } from '../../shared';
import { Choice, Hint, NumberInput, TextInput, Toggle } from '../common/fields';
import { numberOf } from '../common/problems';
import { type NodeEditor, useNodeEditor } from '../common/useNodeEditor';
import {
  DURATION_UNITS, GEOFENCING_ACTION_DEFAULTS, type GeofencingActionConfig, PERIMETER_TYPES, RANGE_UNITS, validateGeofencingAction,
} from '../nodes/geofencing';

type E = NodeEditor<GeofencingActionConfig>;

/** The perimeter of the configuration: polygons, or a circle around a centre. */
function Perimeter({ e }: { e: E }) {
  const { config, t } = e;
  const polygonError = e.error('polygonsDefinition');
  return (
    <FieldGroup title={t('rulenode.perimeter')}>
      <Choice editor={e} field="perimeterType" label="rulenode.perimeter-type" options={PERIMETER_TYPES} optionLabel={(type) => `rulenode.perimeter-types.${type}`} isRequired />
      {config.perimeterType === 'CIRCLE' ? (
        <>
          <NumberInput editor={e} field="centerLatitude" label="rulenode.circle-center-latitude" min={-90} max={90} decimals isRequired />
          <NumberInput editor={e} field="centerLongitude" label="rulenode.circle-center-longitude" min={-180} max={180} decimals isRequired />
          <NumberInput editor={e} field="range" label="rulenode.range" min={0} decimals isRequired />
          <Choice editor={e} field="rangeUnit" label="rulenode.range-unit" options={RANGE_UNITS} optionLabel={(unit) => `rulenode.range-units.${unit}`} isRequired />
        </>
      ) : (
        <TextArea
          label={t('rulenode.polygon-definition')}
          width="100%"
          value={config.polygonsDefinition ?? ''}
          onChange={(polygonsDefinition) => e.update({ polygonsDefinition })}
          isDisabled={e.disabled}
          isRequired
          description={t('rulenode.polygon-definition-hint')}
          errorMessage={polygonError}
          validationState={polygonError ? 'invalid' : undefined}
        />
      )}
    </FieldGroup>
  );
}

/** A minimum stay: amount and unit. */
function Duration({ e, field, label }: { e: E; field: 'minInsideDuration' | 'minOutsideDuration'; label: string }) {
  const unitField = `${field}TimeUnit` as const;
  return (
    <TimeIntervalField
      label={e.t(label)}
      value={numberOf(e.config[field]) ?? null}
      unit={e.config[unitField]}
      onChange={(value: number, unit: TimeUnit) => e.update({ [field]: Number.isNaN(value) ? null : value, [unitField]: unit })}
      units={DURATION_UNITS}
      minValue={1}
      isDisabled={e.disabled}
      isRequired
      errorMessage={e.error(field) ?? e.error(unitField)}
    />
  );
}

/** "gps geofencing events": where the coordinates are, the perimeter, and the minimum stays. */
export function GeofencingEditor(props: RuleNodeEditorProps<GeofencingActionConfig>) {
  const e = useNodeEditor(props, validateGeofencingAction, GEOFENCING_ACTION_DEFAULTS);
  const fromMetadata = e.config.fetchPerimeterInfoFromMessageMetadata !== false;
  return (
    <EditorForm>
      <TextInput editor={e} field="latitudeKeyName" label="rulenode.latitude-key-name" isRequired />
      <TextInput editor={e} field="longitudeKeyName" label="rulenode.longitude-key-name" isRequired />
      <Toggle editor={e} field="fetchPerimeterInfoFromMessageMetadata" label="rulenode.fetch-perimeter-info-from-message-metadata" />
      {fromMetadata ? <Hint>{e.t('rulenode.perimeter-from-metadata-hint')}</Hint> : <Perimeter e={e} />}
      <FieldGroup title={e.t('rulenode.presence-monitoring')}>
        <Duration e={e} field="minInsideDuration" label="rulenode.min-inside-duration" />
        <Duration e={e} field="minOutsideDuration" label="rulenode.min-outside-duration" />
      </FieldGroup>
    </EditorForm>
  );
}
