import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Item, TabList, TabPanels, Tabs, Text } from '@adobe/react-spectrum';
import { type WidgetProps, useWidgetData, scriptSandboxServiceRef } from '@tessera/sdk';
import { timestampFormatter } from './formatTimestamp';
import { TablePanel } from './TablePanel';
import { buildTimeseriesTabs, type TimeseriesTab } from './timeseriesRows';
import { useCellActions } from './useCellActions';
import { WidgetBody } from './WidgetBody';

/** ThingsBoard's `cards/timeseries_table` settings (catalogue TIMESERIES_TABLE). */
export interface TimeseriesTableSettings extends Record<string, unknown> {
  enableSearch: boolean;
  enableStickyHeader: boolean;
  enableStickyAction: boolean;
  showTimestamp: boolean;
  showMilliseconds: boolean;
  useEntityLabel: boolean;
  hideEmptyLines: boolean;
  disableStickyHeader: boolean;
  displayPagination: boolean;
  defaultPageSize: number;
  /** Not in ThingsBoard's 3.3 schema but honoured when a dashboard sets it; '-0' is newest first. */
  defaultSortOrder?: string;
}

/** A tab per datasource (entity), a row per timestamp with a column per key. */
export function TimeseriesTable({ settings, config, ctx, height }: WidgetProps<TimeseriesTableSettings>) {
  const { t } = useTranslation();
  const data = useWidgetData(ctx);
  const zone = ctx.timeWindow.timezone;
  const formatTs = useMemo(() => timestampFormatter(zone, Boolean(settings.showMilliseconds)), [zone, settings.showMilliseconds]);
  const tabs = useMemo(() => buildTimeseriesTabs(data.series, ctx.datasources, {
    showTimestamp: settings.showTimestamp !== false,
    hideEmptyLines: Boolean(settings.hideEmptyLines),
    useEntityLabel: Boolean(settings.useEntityLabel),
    timestampTitle: t('widgets.tables.timestamp'),
    formatTs,
    config,
  }), [data, ctx.datasources, settings.showTimestamp, settings.hideEmptyLines, settings.useEntityLabel, formatTs, config, t]);
  const actions = useCellActions(ctx, { click: 'rowClick' });
  const [selected, setSelected] = useState<string | null>(null);

  const panel = (tab: TimeseriesTab) => (
    <TablePanel
      sandbox={ctx.services.getOptional(scriptSandboxServiceRef)}
      key={tab.key}
      columns={tab.columns}
      rows={tab.rows}
      defaultSortOrder={typeof settings.defaultSortOrder === 'string' ? settings.defaultSortOrder : '-0'}
      defaultPageSize={settings.defaultPageSize}
      displayPagination={settings.displayPagination !== false}
      enableSearch={settings.enableSearch !== false}
      stickyHeader={settings.enableStickyHeader !== false && !settings.disableStickyHeader}
      stickyAction={settings.enableStickyAction !== false}
      {...actions}
    />
  );

  if (tabs.length === 0) {
    return (
      <WidgetBody height={height}>
        <Flex flex={1} alignItems="center" justifyContent="center">
          <Text UNSAFE_style={{ opacity: 0.6 }}>{t('widgets.tables.no-data')}</Text>
        </Flex>
      </WidgetBody>
    );
  }
  if (tabs.length === 1) return <WidgetBody height={height}>{panel(tabs[0])}</WidgetBody>;
  const selectedKey = tabs.some((tab) => tab.key === selected) ? selected! : tabs[0].key;
  return (
    <WidgetBody height={height}>
      <Tabs
        aria-label={t('widgets.tables.entities')}
        selectedKey={selectedKey}
        onSelectionChange={(key) => setSelected(String(key))}
        UNSAFE_style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <TabList>{tabs.map((tab) => <Item key={tab.key}>{tab.name}</Item>)}</TabList>
        <TabPanels UNSAFE_style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {tabs.map((tab) => <Item key={tab.key}>{panel(tab)}</Item>)}
        </TabPanels>
      </Tabs>
    </WidgetBody>
  );
}
