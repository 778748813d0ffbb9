import { type EntityFieldsForm, type FormDefinition } from '@tessera/ui';
import { type RuleChainApi } from '../api/ruleChainApi';
import { type RuleChain } from '../api/types';

/** The add and details form of a chain: name, debug mode, description (ThingsBoard's rule chain form). */
export const RULE_CHAIN_FORM: FormDefinition = {
  fields: [
    { key: 'name', label: 'rulechain.name', type: 'text', required: true, requiredMessage: 'rulechain.name-required', maxLength: 255 },
    { key: 'debugMode', label: 'rulechain.debug-mode', type: 'checkbox' },
    { key: 'description', label: 'common.description', type: 'textarea' },
  ],
};

/** The form of the rule chains table: creates core chains and saves name, debug mode and description. */
export function ruleChainForm(api: RuleChainApi): EntityFieldsForm<RuleChain> {
  return {
    addTitle: 'rulechain.add',
    definition: RULE_CHAIN_FORM,
    toValues: (chain) => ({
      name: chain?.name ?? '',
      debugMode: chain?.debugMode ?? false,
      description: chain?.additionalInfo?.description ?? '',
    }),
    save: (values, existing) => api.saveChain({
      ...(existing ?? { type: 'CORE' }),
      name: String(values.name ?? '').trim(),
      debugMode: values.debugMode === true,
      additionalInfo: { ...(existing?.additionalInfo ?? {}), description: String(values.description ?? '').trim() },
    }),
  };
}
