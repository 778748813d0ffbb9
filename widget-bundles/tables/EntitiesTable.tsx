import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type WidgetProps, useWidgetData, scriptSandboxServiceRef } from '@tessera/sdk';
import { buildEntityTable } from './entityRows';
import { TablePanel } from './TablePanel';
import { useCellActions } from './useCellActions';
import { WidgetBody } from './WidgetBody';

/** ThingsBoard's `cards/entities_table` settings (catalogue ENTITIES_TABLE). */
export interface EntitiesTableSettings extends Record<string, unknown> {
  entitiesTitle?: string;
  enableSearch: boolean;
  enableSelectColumnDisplay: boolean;
  enableStickyHeader: boolean;
  enableStickyAction: boolean;
  displayEntityName: boolean;
  entityNameColumnTitle?: string;
  displayEntityLabel: boolean;
  entityLabelColumnTitle?: string;
  displayEntityType: boolean;
  displayPagination: boolean;
  defaultPageSize: number;
  defaultSortOrder: string;
}

/** A row per entity with its name, label, type and the latest value of each key. */
export function EntitiesTable({ settings, config, ctx, height }: WidgetProps<EntitiesTableSettings>) {
  const { t } = useTranslation();
  const data = useWidgetData(ctx);
  const table = useMemo(() => buildEntityTable(data.series, ctx.datasources, {
    displayEntityName: settings.displayEntityName !== false,
    entityNameColumnTitle: settings.entityNameColumnTitle,
    displayEntityLabel: Boolean(settings.displayEntityLabel),
    entityLabelColumnTitle: settings.entityLabelColumnTitle,
    displayEntityType: settings.displayEntityType !== false,
    config,
    t,
  }), [data, ctx.datasources, settings.displayEntityName, settings.entityNameColumnTitle, settings.displayEntityLabel,
    settings.entityLabelColumnTitle, settings.displayEntityType, config, t]);
  const actions = useCellActions(ctx, { click: 'rowClick', doubleClick: 'rowDoubleClick' });
  return (
    <WidgetBody height={height}>
      <TablePanel
        sandbox={ctx.services.getOptional(scriptSandboxServiceRef)}
        columns={table.columns}
        rows={table.rows}
        title={settings.entitiesTitle || undefined}
        defaultSortOrder={settings.defaultSortOrder}
        defaultPageSize={settings.defaultPageSize}
        displayPagination={settings.displayPagination !== false}
        enableSearch={settings.enableSearch !== false}
        enableColumnMenu={settings.enableSelectColumnDisplay !== false}
        stickyHeader={settings.enableStickyHeader !== false}
        stickyAction={settings.enableStickyAction !== false}
        {...actions}
      />
    </WidgetBody>
  );
}
