import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, type EditorState, KeyList, TemplateHint, useEditorState } from '../shared';
import { DEFAULT_DEVICE_RELATIONS_QUERY, type DeviceRelationsQuery, validateDeviceRelationsQuery } from './deviceRelationsQuery';
import { DeviceRelationsQueryEditor } from './DeviceRelationsQueryEditor';
import { ATTRIBUTES_DEFAULTS, type AttributesConfig } from '../catalogue/attributes';

export { ATTRIBUTES_DEFAULTS, type AttributesConfig } from '../catalogue/attributes';

export interface DeviceAttributesConfig extends AttributesConfig {
  deviceRelationsQuery: DeviceRelationsQuery;
}

export const DEVICE_ATTRIBUTES_DEFAULTS: DeviceAttributesConfig = { ...ATTRIBUTES_DEFAULTS, deviceRelationsQuery: DEFAULT_DEVICE_RELATIONS_QUERY };

const LISTS = ['clientAttributeNames', 'sharedAttributeNames', 'serverAttributeNames', 'latestTsKeyNames'] as const;

/** Every key list a list of texts (all may be empty, as in ThingsBoard). */
export function validateAttributes(config: AttributesConfig): string[] {
  return LISTS.every((name) => config[name] === undefined || (Array.isArray(config[name]) && config[name].every((k) => typeof k === 'string')))
    ? []
    : ['rulenode.key-list-invalid'];
}

/** The attribute lists plus the related device search. */
export function validateDeviceAttributes(config: DeviceAttributesConfig): string[] {
  return [...validateAttributes(config), ...validateDeviceRelationsQuery(config.deviceRelationsQuery)];
}

function AttributesFields<C extends AttributesConfig>(props: { state: EditorState<C>; isDisabled: boolean }) {
  const { t } = useTranslation();
  const { config } = props.state;
  const update = (patch: Partial<AttributesConfig>) => props.state.update(patch as Partial<C>);
  return (
    <>
      <TemplateHint />
      {LISTS.map((name) => (
        <KeyList
          key={name}
          label={t(`rulenode.${name === 'latestTsKeyNames' ? 'latest-timeseries' : name.replace('AttributeNames', '-attributes')}`)}
          value={config[name]}
          onChange={(list) => update({ [name]: list })}
          isDisabled={props.isDisabled}
        />
      ))}
      <Checkbox isSelected={config.tellFailureIfAbsent} onChange={(tellFailureIfAbsent) => update({ tellFailureIfAbsent })} isDisabled={props.isDisabled}>
        {t('rulenode.tell-failure-if-absent')}
      </Checkbox>
      <Checkbox isSelected={config.getLatestValueWithTs} onChange={(getLatestValueWithTs) => update({ getLatestValueWithTs })} isDisabled={props.isDisabled}>
        {t('rulenode.get-latest-value-with-ts')}
      </Checkbox>
    </>
  );
}

/** "originator attributes": client, shared and server attributes and latest time series into metadata. */
export function OriginatorAttributesEditor(props: RuleNodeEditorProps<AttributesConfig>) {
  const state = useEditorState(props.value, props.onChange, validateAttributes, ATTRIBUTES_DEFAULTS);
  return <EditorForm><AttributesFields state={state} isDisabled={props.disabled} /></EditorForm>;
}

/** "related device attributes": the same, of the first related device. */
export function DeviceAttributesEditor(props: RuleNodeEditorProps<DeviceAttributesConfig>) {
  const state = useEditorState(props.value, props.onChange, validateDeviceAttributes, DEVICE_ATTRIBUTES_DEFAULTS);
  return (
    <EditorForm>
      <DeviceRelationsQueryEditor
        value={state.config.deviceRelationsQuery}
        onChange={(deviceRelationsQuery) => state.update({ deviceRelationsQuery })}
        isDisabled={props.disabled}
      />
      <AttributesFields state={state} isDisabled={props.disabled} />
    </EditorForm>
  );
}
