import { useState } from 'react';
import { DialogContainer } from '@adobe/react-spectrum';
import { toJS } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useService } from '@tessera/sdk';
import { widgetLibraryStoreRef } from '../services/refs';
import { EntityAliasDialog } from './aliases/EntityAliasDialog';
import { EntityAliasesDialog } from './aliases/EntityAliasesDialog';
import { WidgetConfigDialog } from './config/WidgetConfigDialog';
import { type AliasResolver } from './data/AliasResolver';
import { type DashboardStore } from './DashboardStore';
import { type EntityAlias } from './model/types';
import { DashboardSettingsDialog } from './settings/DashboardSettingsDialog';
import { StatesDialog } from './states/StatesDialog';

export type OpenDialog =
  | { kind: 'widget'; widgetId: string }
  | { kind: 'aliases' }
  | { kind: 'states' }
  | { kind: 'settings' }
  ;

export interface DashboardDialogsProps {
  store: DashboardStore;
  dialog: OpenDialog;
  aliases: AliasResolver;
  setDialog(dialog: OpenDialog | null): void;
}

/**
 * The widget configuration dialog, with the alias editor stacked over it when the user
 * creates an alias from a datasource (the widget dialog keeps its unsaved edits meanwhile).
 */
const WidgetDialog = observer(function WidgetDialog({ store, widgetId, close }: { store: DashboardStore; widgetId: string; close(): void }) {
  const library = useService(widgetLibraryStoreRef);
  const [creating, setCreating] = useState<((alias: EntityAlias | null) => void) | null>(null);
  const config = store.config!;
  const widget = config.widgets[widgetId];
  const finish = (alias: EntityAlias | null) => {
    if (alias) store.setAliases({ ...config.entityAliases, [alias.id]: alias });
    creating?.(alias);
    setCreating(null);
  };
  return (
    <>
      <WidgetConfigDialog
        widget={toJS(widget)}
        definition={library.definitionFor(widget)}
        aliases={toJS(config.entityAliases)}
        states={toJS(config.states)}
        onCreateAlias={() => new Promise<EntityAlias | null>((resolve) => setCreating(() => resolve))}
        onSave={(next) => {
          store.replaceWidget(next);
          close();
        }}
        onCancel={close}
      />
      <DialogContainer onDismiss={() => finish(null)} type="modal">
        {creating && <EntityAliasDialog alias={null} existing={Object.values(toJS(config.entityAliases))} onSave={finish} onCancel={() => finish(null)} />}
      </DialogContainer>
    </>
  );
});

/** The edit-mode dialogs of a dashboard, one at a time. */
export const DashboardDialogs = observer(function DashboardDialogs({ store, dialog, setDialog }: DashboardDialogsProps) {
  const config = store.config;
  if (!config) return null;
  const close = () => setDialog(null);
  switch (dialog.kind) {
    case 'widget': {
      const widget = config.widgets[dialog.widgetId];
      if (!widget) return null;
      return <WidgetDialog key={widget.id} store={store} widgetId={widget.id} close={close} />;
    }
    case 'aliases':
      return (
        <EntityAliasesDialog
          aliases={toJS(config.entityAliases)}
          onSave={(next) => {
            store.setAliases(next);
            close();
          }}
          onCancel={close}
        />
      );
    case 'states':
      return (
        <StatesDialog
          states={toJS(config.states)}
          onSave={(next) => {
            store.setStates(next);
            close();
          }}
          onCancel={close}
        />
      );
    case 'settings':
      return (
        <DashboardSettingsDialog
          settings={toJS(config.settings)}
          gridSettings={toJS(store.layout?.gridSettings ?? {})}
          onSave={(next) => {
            store.setSettings(next.settings, next.gridSettings);
            close();
          }}
          onCancel={close}
        />
      );
    default:
      return null;
  }
});
