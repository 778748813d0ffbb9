import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, useEditorState } from '../shared';

export const ENTITY_DETAILS = ['TITLE', 'COUNTRY', 'STATE', 'CITY', 'ZIP', 'ADDRESS', 'ADDRESS2', 'PHONE', 'EMAIL', 'ADDITIONAL_INFO'] as const;

/** The label of a detail: the console's contact field names, plus title and additional info. */
const LABEL_KEYS: Record<(typeof ENTITY_DETAILS)[number], string> = {
  TITLE: 'rulenode.entity-details.TITLE',
  COUNTRY: 'contact.country',
  STATE: 'contact.state',
  CITY: 'contact.city',
  ZIP: 'contact.postal-code',
  ADDRESS: 'contact.address',
  ADDRESS2: 'contact.address2',
  PHONE: 'contact.phone',
  EMAIL: 'contact.email',
  ADDITIONAL_INFO: 'rulenode.entity-details.ADDITIONAL_INFO',
};

export interface EntityDetailsConfig extends Record<string, unknown> {
  detailsList: string[];
  addToMetadata: boolean;
}

export const ENTITY_DETAILS_DEFAULTS: EntityDetailsConfig = { detailsList: [], addToMetadata: false };

/** At least one detail, each a known one. */
export function validateEntityDetails(config: EntityDetailsConfig): string[] {
  const list = config.detailsList;
  if (!Array.isArray(list) || list.length === 0) return ['rulenode.entity-details-list-empty'];
  return list.every((d) => (ENTITY_DETAILS as readonly string[]).includes(d)) ? [] : ['rulenode.entity-details-invalid'];
}

/** "customer details" / "tenant details": the chosen fields into the data (or metadata) as customer_… / tenant_…. */
export function EntityDetailsEditor(props: RuleNodeEditorProps<EntityDetailsConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateEntityDetails, ENTITY_DETAILS_DEFAULTS);
  const message = error('rulenode.entity-details-list-empty', 'rulenode.entity-details-invalid');
  return (
    <EditorForm>
      <CheckboxGroup
        label={t('rulenode.entity-details-label')}
        orientation="horizontal"
        value={config.detailsList ?? []}
        onChange={(list) => update({ detailsList: ENTITY_DETAILS.filter((d) => list.includes(d)) })}
        isDisabled={props.disabled}
        isRequired
        validationState={message ? 'invalid' : undefined}
        errorMessage={message}
      >
        {ENTITY_DETAILS.map((detail) => <Checkbox key={detail} value={detail} width="size-2400">{t(LABEL_KEYS[detail])}</Checkbox>)}
      </CheckboxGroup>
      <Checkbox isSelected={config.addToMetadata} onChange={(addToMetadata) => update({ addToMetadata })} isDisabled={props.disabled}>
        {t('rulenode.add-to-metadata')}
      </Checkbox>
    </EditorForm>
  );
}
