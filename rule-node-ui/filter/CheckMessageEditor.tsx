import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, KeyList, useEditorState } from '../shared';

export interface CheckMessageConfig extends Record<string, unknown> {
  messageNames: string[];
  metadataNames: string[];
  checkAllKeys: boolean;
}

export const CHECK_MESSAGE_DEFAULTS: CheckMessageConfig = { messageNames: [], metadataNames: [], checkAllKeys: true };

const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);

/** At least one data or metadata key to look for. */
export function validateCheckMessage(config: CheckMessageConfig): string[] {
  return count(config.messageNames) + count(config.metadataNames) > 0 ? [] : ['rulenode.check-keys-required'];
}

/** "check existence fields": True when all (or any) of the keys are in the data / metadata. */
export function CheckMessageEditor(props: RuleNodeEditorProps<CheckMessageConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateCheckMessage, CHECK_MESSAGE_DEFAULTS);
  const missing = error('rulenode.check-keys-required');
  return (
    <EditorForm>
      <KeyList
        label={t('rulenode.data-keys')}
        value={config.messageNames}
        onChange={(messageNames) => update({ messageNames })}
        isDisabled={props.disabled}
        errorMessage={missing}
      />
      <KeyList
        label={t('rulenode.metadata-keys')}
        value={config.metadataNames}
        onChange={(metadataNames) => update({ metadataNames })}
        isDisabled={props.disabled}
        errorMessage={missing}
      />
      <Checkbox isSelected={config.checkAllKeys} onChange={(checkAllKeys) => update({ checkAllKeys })} isDisabled={props.disabled}>
        {t('rulenode.check-all-keys')}
      </Checkbox>
    </EditorForm>
  );
}
