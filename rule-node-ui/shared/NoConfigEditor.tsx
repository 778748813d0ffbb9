import { useTranslation } from 'react-i18next';
import { Text } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';

/**
 * The editor of a node with nothing to configure (message type switch, originator type
 * switch, acknowledge, output): says so and keeps the configuration as it is.
 */
export function NoConfigEditor(_props: RuleNodeEditorProps<Record<string, unknown>>) {
  const { t } = useTranslation();
  return <Text>{t('rulenode.no-configuration')}</Text>;
}

/** Nothing to validate. */
export const validateNothing = (): string[] => [];
