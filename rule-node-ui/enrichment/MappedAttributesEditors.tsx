import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import {
  DEFAULT_RELATIONS_QUERY, EditorForm, type EditorState, KeyValueMapEditor, type RelationsQuery, RelationsQueryEditor, useEditorState,
  validateKeyValueMap, validateRelationsQuery,
} from '../shared';

export interface AttrMappingConfig extends Record<string, unknown> {
  attrMapping: Record<string, string>;
  telemetry: boolean;
}

export interface RelatedAttributesConfig extends AttrMappingConfig {
  relationsQuery: RelationsQuery;
}

export const ATTR_MAPPING_DEFAULTS: AttrMappingConfig = { attrMapping: { temperature: 'tempo' }, telemetry: false };

export const RELATED_ATTRIBUTES_DEFAULTS: RelatedAttributesConfig = { ...ATTR_MAPPING_DEFAULTS, relationsQuery: DEFAULT_RELATIONS_QUERY };

/** At least one source → target mapping, none blank. */
export function validateAttrMapping(config: AttrMappingConfig): string[] {
  return validateKeyValueMap(config.attrMapping, true);
}

/** The mapping plus the relations query. */
export function validateRelatedAttributes(config: RelatedAttributesConfig): string[] {
  return [...validateAttrMapping(config), ...validateRelationsQuery(config.relationsQuery)];
}

function MappingFields<C extends AttrMappingConfig>(props: { state: EditorState<C>; isDisabled: boolean }) {
  const { t } = useTranslation();
  const { config, error } = props.state;
  const update = (patch: Partial<AttrMappingConfig>) => props.state.update(patch as Partial<C>);
  return (
    <>
      <Checkbox isSelected={config.telemetry} onChange={(telemetry) => update({ telemetry })} isDisabled={props.isDisabled}>
        {t('rulenode.latest-telemetry')}
      </Checkbox>
      <KeyValueMapEditor
        label={t('rulenode.attr-mapping')}
        keyLabel={t(config.telemetry ? 'rulenode.source-telemetry' : 'rulenode.source-attribute')}
        valueLabel={t('rulenode.target-attribute')}
        value={config.attrMapping}
        onChange={(attrMapping) => update({ attrMapping })}
        isDisabled={props.isDisabled}
        errorMessage={error('rulenode.map-entry-required')}
        description={t('rulenode.attr-mapping-hint')}
      />
    </>
  );
}

/** "customer attributes" and "tenant attributes": server attributes (or latest telemetry) of the customer / tenant under mapped names. */
export function MappedAttributesEditor(props: RuleNodeEditorProps<AttrMappingConfig>) {
  const state = useEditorState(props.value, props.onChange, validateAttrMapping, ATTR_MAPPING_DEFAULTS);
  return <EditorForm><MappingFields state={state} isDisabled={props.disabled} /></EditorForm>;
}

/** "related attributes": the same, of the first entity the relations query reaches. */
export function RelatedAttributesEditor(props: RuleNodeEditorProps<RelatedAttributesConfig>) {
  const state = useEditorState(props.value, props.onChange, validateRelatedAttributes, RELATED_ATTRIBUTES_DEFAULTS);
  return (
    <EditorForm>
      <RelationsQueryEditor value={state.config.relationsQuery} onChange={(relationsQuery) => state.update({ relationsQuery })} isDisabled={props.disabled} />
      <MappingFields state={state} isDisabled={props.disabled} />
    </EditorForm>
  );
}
