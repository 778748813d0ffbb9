import { useTranslation } from 'react-i18next';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, KeyValueMapEditor, useEditorState, validateKeyValueMap } from '../shared';

export interface OriginatorFieldsConfig extends Record<string, unknown> {
  fieldsMapping: Record<string, string>;
}

export const ORIGINATOR_FIELDS_DEFAULTS: OriginatorFieldsConfig = { fieldsMapping: { name: 'originatorName', type: 'originatorType' } };

/** At least one field → metadata key mapping, none blank. */
export function validateOriginatorFields(config: OriginatorFieldsConfig): string[] {
  return validateKeyValueMap(config.fieldsMapping, true);
}

/** "originator fields": entity fields (name, type, label, createdTime, dot paths) into metadata. */
export function OriginatorFieldsEditor(props: RuleNodeEditorProps<OriginatorFieldsConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateOriginatorFields, ORIGINATOR_FIELDS_DEFAULTS);
  return (
    <EditorForm>
      <KeyValueMapEditor
        label={t('rulenode.fields-mapping')}
        keyLabel={t('rulenode.source-field')}
        valueLabel={t('rulenode.target-attribute')}
        value={config.fieldsMapping}
        onChange={(fieldsMapping) => update({ fieldsMapping })}
        isDisabled={props.disabled}
        errorMessage={error('rulenode.map-entry-required')}
        description={t('rulenode.fields-mapping-hint')}
      />
    </EditorForm>
  );
}
