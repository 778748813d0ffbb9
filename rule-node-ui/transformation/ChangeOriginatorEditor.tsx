import { useTranslation } from 'react-i18next';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { DEFAULT_RELATIONS_QUERY, EditorForm, type RelationsQuery, RelationsQueryEditor, SelectField, useEditorState, validateRelationsQuery } from '../shared';

export const ORIGINATOR_SOURCES = ['CUSTOMER', 'TENANT', 'RELATED', 'ALARM_ORIGINATOR'] as const;

export interface ChangeOriginatorConfig extends Record<string, unknown> {
  originatorSource: (typeof ORIGINATOR_SOURCES)[number];
  relationsQuery: RelationsQuery;
}

export const CHANGE_ORIGINATOR_DEFAULTS: ChangeOriginatorConfig = { originatorSource: 'CUSTOMER', relationsQuery: DEFAULT_RELATIONS_QUERY };

/** A known source; for RELATED, a valid relations query (the server reads it only then). */
export function validateChangeOriginator(config: ChangeOriginatorConfig): string[] {
  if (!ORIGINATOR_SOURCES.includes(config.originatorSource)) return ['rulenode.originator-source-required'];
  return config.originatorSource === 'RELATED' ? validateRelationsQuery(config.relationsQuery) : [];
}

/** "change originator": the customer, tenant, first related entity or alarm originator becomes the originator. */
export function ChangeOriginatorEditor(props: RuleNodeEditorProps<ChangeOriginatorConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateChangeOriginator, CHANGE_ORIGINATOR_DEFAULTS);
  return (
    <EditorForm>
      <SelectField
        label={t('rulenode.originator-source')}
        value={config.originatorSource}
        onChange={(originatorSource) => update({ originatorSource })}
        options={ORIGINATOR_SOURCES.map((key) => ({ key, label: t(`rulenode.originator-sources.${key}`) }))}
        isDisabled={props.disabled}
        isRequired
        errorMessage={error('rulenode.originator-source-required')}
      />
      {config.originatorSource === 'RELATED' && (
        <RelationsQueryEditor value={config.relationsQuery} onChange={(relationsQuery) => update({ relationsQuery })} isDisabled={props.disabled} />
      )}
    </EditorForm>
  );
}
