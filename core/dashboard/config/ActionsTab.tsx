import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { type WidgetDefinition } from '@tessera/sdk';
import { type DashboardState, type WidgetActionConfig, type WidgetConfig } from '../model/types';
import { actionSourcesOf, newAction, removeAction, upsertAction } from './actionEdits';
import { ActionDialog } from './ActionDialog';

/** The Actions tab: per action source (header button first) its actions, with add, edit and delete. */
export function ActionsTab(props: {
  config: WidgetConfig;
  definition: WidgetDefinition<any> | undefined;
  states: Record<string, DashboardState>;
  onChange(next: WidgetConfig): void;
}) {
  const { t } = useTranslation();
  const { config } = props;
  const [editing, setEditing] = useState<{ source: string; action: WidgetActionConfig } | null>(null);
  const listOf = (source: string) => config.actions?.[source] ?? [];

  return (
    <Flex direction="column" gap="size-200" marginTop="size-150">
      {actionSourcesOf(props.definition).map((source) => (
        <Flex key={source.id} direction="column" gap="size-50">
          <Flex alignItems="center" gap="size-100">
            <Heading level={4} margin={0} flex>{t(source.name)}</Heading>
            <ActionButton onPress={() => setEditing({ source: source.id, action: newAction() })}
              aria-label={t('dashboard.widget-config.add-action-to', { source: t(source.name) })}>
              {t('dashboard.widget-config.add-action')}
            </ActionButton>
          </Flex>
          {listOf(source.id).length === 0 && <span>{t('dashboard.widget-config.no-actions')}</span>}
          {listOf(source.id).map((action) => (
            <Flex key={action.id} alignItems="center" gap="size-100">
              <span style={{ flex: 1 }}>{action.name} <small>({t(`dashboard.widget-config.action-type-${action.type}`)})</small></span>
              <ActionButton isQuiet onPress={() => setEditing({ source: source.id, action })}
                aria-label={t('dashboard.widget-config.edit-action-named', { name: action.name })}>{t('dashboard.widget-config.edit')}</ActionButton>
              <ActionButton isQuiet onPress={() => props.onChange({ ...config, actions: removeAction(config.actions, source.id, action.id) })}
                aria-label={t('dashboard.widget-config.delete-action', { name: action.name })}>✕</ActionButton>
            </Flex>
          ))}
        </Flex>
      ))}
      <DialogContainer onDismiss={() => setEditing(null)}>
        {editing && (
          <ActionDialog action={editing.action} siblings={listOf(editing.source)} states={props.states}
            onCancel={() => setEditing(null)}
            onSave={(next) => {
              props.onChange({ ...config, actions: upsertAction(config.actions, editing.source, next) });
              setEditing(null);
            }} />
        )}
      </DialogContainer>
    </Flex>
  );
}
