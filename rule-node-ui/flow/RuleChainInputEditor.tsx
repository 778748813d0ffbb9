import { useTranslation } from 'react-i18next';
import { Text } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, filled, RuleChainPicker, useEditorState } from '../shared';

export interface RuleChainInputConfig extends Record<string, unknown> {
  ruleChainId: string | null;
}

export const RULE_CHAIN_INPUT_DEFAULTS: RuleChainInputConfig = { ruleChainId: null };

/** The target rule chain is required. */
export function validateRuleChainInput(config: RuleChainInputConfig): string[] {
  return filled(config.ruleChainId) ? [] : ['rulenode.rule-chain-required'];
}

/** "rule chain": forwards messages to another chain of the tenant (not the one being edited). */
export function RuleChainInputEditor(props: RuleNodeEditorProps<RuleChainInputConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateRuleChainInput, RULE_CHAIN_INPUT_DEFAULTS);
  return (
    <EditorForm>
      <RuleChainPicker
        value={config.ruleChainId}
        onChange={(ruleChainId) => update({ ruleChainId })}
        ruleChainType={props.context?.ruleChainType ?? 'CORE'}
        excludeId={props.context?.ruleChainId}
        isDisabled={props.disabled}
        isRequired
        errorMessage={error('rulenode.rule-chain-required')}
      />
      <Text UNSAFE_style={{ fontSize: 12, opacity: 0.8 }}>{t('rulenode.rule-chain-input-hint')}</Text>
    </EditorForm>
  );
}
