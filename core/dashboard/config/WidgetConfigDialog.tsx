import { type JSX, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Item, TabList, TabPanels, Tabs } from '@adobe/react-spectrum/Tabs';
import { type WidgetDefinition } from '@tessera/sdk';
import { type DashboardState, type DashboardWidget, type EntityAlias, type WidgetConfig } from '../model/types';
import { ActionsTab } from './ActionsTab';
import { AppearanceTab } from './AppearanceTab';
import { decimalsText } from './appearanceEdits';
import { DataTab } from './DataTab';
import { SettingsForm } from './SettingsForm';
import { defaultsFromSchema, jsonSchemaOf, mergeSettings } from './settingsSchema';
import { configErrors, finishConfig } from './widgetConfigErrors';

export interface WidgetConfigDialogProps {
  /** The current widget; never mutated, the dialog edits a copy. */
  widget: DashboardWidget;
  definition: WidgetDefinition<any> | undefined;
  aliases: Record<string, EntityAlias>;
  /** Targets of openDashboardState / updateDashboardState actions. */
  states: Record<string, DashboardState>;
  /** Opens the alias editor; resolves with the new alias, or null when cancelled. */
  onCreateAlias(): Promise<EntityAlias | null>;
  onSave(next: DashboardWidget): void;
  onCancel(): void;
}

/**
 * The widget configuration dialog: Data, Appearance, Settings and Actions tabs over a copy of
 * the widget's config. Save emits a new widget and stays disabled while anything is invalid;
 * Cancel drops the copy. Rendered by the dashboard inside a DialogContainer.
 */
export function WidgetConfigDialog(props: WidgetConfigDialogProps): JSX.Element {
  const { t } = useTranslation();
  const { widget, definition } = props;
  const kind = definition?.kind ?? widget.type;
  const settingsSchema = useMemo(() => jsonSchemaOf(definition?.settingsSchema), [definition]);
  const [config, setConfig] = useState<WidgetConfig>(() => {
    const copy = structuredClone(widget.config ?? {});
    const defaults = definition?.defaultSettings ?? defaultsFromSchema(settingsSchema);
    return { ...copy, settings: mergeSettings(defaults, copy.settings) };
  });
  const [decimals, setDecimals] = useState(() => decimalsText(widget.config?.decimals));
  const errors = configErrors(config, kind, decimals, settingsSchema);
  const invalid = errors.length > 0;

  const tabs = [
    ...(kind === 'static' ? [] : [{ id: 'data', title: t('dashboard.widget-config.data') }]),
    { id: 'appearance', title: t('dashboard.widget-config.appearance') },
    { id: 'settings', title: t('dashboard.widget-config.settings') },
    { id: 'actions', title: t('dashboard.widget-config.actions') },
  ];
  const panel = (id: string) => {
    switch (id) {
      case 'data':
        return <DataTab config={config} kind={kind} definition={definition} aliases={props.aliases}
          onCreateAlias={props.onCreateAlias} onChange={setConfig} />;
      case 'appearance':
        return <AppearanceTab config={config} kind={kind} decimals={decimals} onDecimalsChange={setDecimals} onChange={setConfig} />;
      case 'settings':
        return settingsSchema
          ? <SettingsForm schema={settingsSchema} value={config.settings ?? {}} onChange={(settings) => setConfig((c) => ({ ...c, settings }))} />
          : <p>{t('dashboard.widget-config.no-settings')}</p>;
      default:
        return <ActionsTab config={config} definition={definition} states={props.states} onChange={setConfig} />;
    }
  };

  return (
    <Dialog size="L">
      <Heading>{t('dashboard.widget-config.heading', { title: config.title || definition?.name || widget.typeAlias })}</Heading>
      <Divider />
      <Content>
        <Tabs aria-label={t('dashboard.widget-config.heading', { title: '' })} items={tabs}>
          <TabList>{(tab: { id: string; title: string }) => <Item key={tab.id}>{tab.title}</Item>}</TabList>
          <TabPanels>{(tab: { id: string; title: string }) => <Item key={tab.id}>{panel(tab.id)}</Item>}</TabPanels>
        </Tabs>
        {invalid && (
          <p role="alert" style={{ color: 'var(--spectrum-semantic-negative-color-text-small)' }}>
            {errors.map((e) => t(e)).join(' ')}
          </p>
        )}
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={props.onCancel}>{t('action.cancel')}</Button>
        <Button variant="accent" isDisabled={invalid}
          onPress={() => props.onSave({ ...widget, config: finishConfig(config, decimals) })}>{t('action.save')}</Button>
      </ButtonGroup>
    </Dialog>
  );
}
