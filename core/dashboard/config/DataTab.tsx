import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Switch } from '@adobe/react-spectrum/Switch';
import { type WidgetDefinition, type WidgetKind } from '@tessera/sdk';
import { TimewindowButton } from '@tessera/ui';
import { type DatasourceConfig, type EntityAlias, type WidgetConfig } from '../model/types';
import { AliasPicker } from './AliasPicker';
import { hasOwnTimewindow } from './appearanceEdits';
import { DataKeyDialog } from './DataKeyDialog';
import { DatasourceEditor } from './DatasourceEditor';
import {
  addDataKey, addDatasource, datasourceErrors, moveItem, newDatasource, removeAt, replaceAt, replaceDataKey,
} from './datasourceEdits';

/** The Data tab: datasources and keys (or the target device of RPC widgets) and the time window. */
export function DataTab(props: {
  config: WidgetConfig;
  kind: WidgetKind;
  definition: WidgetDefinition<any> | undefined;
  aliases: Record<string, EntityAlias>;
  onCreateAlias(): Promise<EntityAlias | null>;
  onChange(next: WidgetConfig): void;
}) {
  const { t } = useTranslation();
  const { config, kind } = props;
  const datasources = config.datasources ?? [];
  const errors = datasourceErrors(datasources);
  const [editing, setEditing] = useState<{ ds: number; key: number } | null>(null);
  const setDatasources = (next: DatasourceConfig[]) => props.onChange({ ...config, datasources: next });
  const keySchema = props.definition?.dataKeySettingsSchema;
  // ThingsBoard's typeParameters of a server widget type (-1: no limit).
  const limits = (props.definition as { typeParameters?: { maxDatasources?: unknown; maxDataKeys?: unknown } } | undefined)?.typeParameters;
  const maxDatasources = typeof limits?.maxDatasources === 'number' && limits.maxDatasources > -1 ? limits.maxDatasources : Infinity;
  const maxDataKeys = typeof limits?.maxDataKeys === 'number' && limits.maxDataKeys > -1 ? limits.maxDataKeys : Infinity;
  const editedKey = editing ? datasources[editing.ds]?.dataKeys[editing.key] : undefined;

  return (
    <Flex direction="column" gap="size-200" marginTop="size-150">
      {kind === 'rpc' ? (
        <AliasPicker label={t('dashboard.widget-config.target-device')} aliases={props.aliases}
          value={config.targetDeviceAliasIds?.[0]} onCreateAlias={props.onCreateAlias}
          onChange={(id) => props.onChange({ ...config, targetDeviceAliasIds: id ? [id] : [] })} />
      ) : (
        <>
          {datasources.map((ds, i) => (
            <DatasourceEditor key={i} index={i} count={datasources.length} datasource={ds} aliases={props.aliases}
              error={errors[i]} onCreateAlias={props.onCreateAlias} maxDataKeys={maxDataKeys}
              onChange={(next) => setDatasources(replaceAt(datasources, i, next))}
              onAddKey={(name, type) => setDatasources(addDataKey(datasources, i, name, type, keySchema))}
              onEditKey={(key) => setEditing({ ds: i, key })}
              onMove={(to) => setDatasources(moveItem(datasources, i, to))}
              onRemove={() => setDatasources(removeAt(datasources, i))} />
          ))}
          <ActionButton alignSelf="start" isDisabled={datasources.length >= maxDatasources}
            onPress={() => setDatasources(addDatasource(datasources, newDatasource('entity')))}>
            {t('dashboard.widget-config.add-datasource')}
          </ActionButton>
        </>
      )}
      {hasOwnTimewindow(kind) && (
        <Flex direction="column" gap="size-100">
          <Switch isSelected={config.useDashboardTimewindow !== false}
            onChange={(useDashboardTimewindow) => props.onChange({ ...config, useDashboardTimewindow })}>
            {t('dashboard.widget-config.use-dashboard-timewindow')}
          </Switch>
          {config.useDashboardTimewindow === false && (
            <TimewindowButton value={config.timewindow} isEdit onChange={(timewindow) => props.onChange({ ...config, timewindow })} />
          )}
          <Checkbox isSelected={config.displayTimewindow !== false}
            onChange={(displayTimewindow) => props.onChange({ ...config, displayTimewindow })}>
            {t('dashboard.widget-config.display-timewindow')}
          </Checkbox>
        </Flex>
      )}
      <DialogContainer onDismiss={() => setEditing(null)}>
        {editing && editedKey && (
          <DataKeyDialog dataKey={editedKey} keySettingsSchema={keySchema} onCancel={() => setEditing(null)}
            onSave={(next) => { setDatasources(replaceDataKey(datasources, editing.ds, editing.key, next)); setEditing(null); }} />
        )}
      </DialogContainer>
    </Flex>
  );
}
