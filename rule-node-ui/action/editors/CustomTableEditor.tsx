import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, KeyValueMapEditor } from '../../shared';
import { TextInput } from '../common/fields';
import { useNodeEditor } from '../common/useNodeEditor';
import { CUSTOM_TABLE_DEFAULTS, CUSTOM_TABLE_PREFIX, type CustomTableConfig, ENTITY_ID_KEY, validateCustomTable } from '../nodes/customTable';

/** "save to custom table": the table (without its prefix) and which data key goes into which column. */
export function CustomTableEditor(props: RuleNodeEditorProps<CustomTableConfig>) {
  const e = useNodeEditor(props, validateCustomTable, CUSTOM_TABLE_DEFAULTS);
  const { t } = e;
  return (
    <EditorForm>
      <TextInput editor={e} field="tableName" label="rulenode.custom-table-name" description="rulenode.custom-table-hint" isRequired />
      <KeyValueMapEditor
        label={t('rulenode.fields-mapping')}
        keyLabel={t('rulenode.message-field')}
        valueLabel={t('rulenode.table-column')}
        value={e.config.fieldsMapping}
        onChange={(fieldsMapping) => e.update({ fieldsMapping })}
        description={t('rulenode.custom-table-mapping-hint', { prefix: CUSTOM_TABLE_PREFIX, entityId: ENTITY_ID_KEY })}
        isDisabled={e.disabled}
        errorMessage={e.error('fieldsMapping')}
      />
    </EditorForm>
  );
}
