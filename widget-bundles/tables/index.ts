import { definePlugin, defineWidget, type PluginManifest } from '@tessera/sdk';
import { ENTITIES_TABLE, TABLE_COLUMN, TIMESERIES_TABLE, TIMESERIES_TABLE_KEY } from '../catalogue/families';
import manifest from './manifest.json';
import { catalogueDefaults, catalogueSchema } from './catalogueSettings';
import { EntitiesTable, type EntitiesTableSettings } from './EntitiesTable';
import { TimeseriesTable, type TimeseriesTableSettings } from './TimeseriesTable';

// Same bundle and type aliases, settings keys and defaults as ThingsBoard's system widgets,
// so a ThingsBoard dashboard naming cards/timeseries_table or cards/entities_table renders here.

export const timeseriesTable = defineWidget<TimeseriesTableSettings>({
  id: 'tessera.tables.timeseries-table',
  name: 'Timeseries table',
  description: 'A tab per entity and a row per timestamp.',
  kind: 'timeseries',
  bundleAlias: 'cards',
  typeAlias: 'timeseries_table',
  sizeX: 8,
  sizeY: 6.5,
  defaultSettings: catalogueDefaults<TimeseriesTableSettings>(TIMESERIES_TABLE),
  settingsSchema: catalogueSchema(TIMESERIES_TABLE),
  dataKeySettingsSchema: catalogueSchema(TIMESERIES_TABLE_KEY),
  actionSources: { actionCellButton: 'Action cell button', rowClick: 'On row click' },
  component: TimeseriesTable,
});

export const entitiesTable = defineWidget<EntitiesTableSettings>({
  id: 'tessera.tables.entities-table',
  name: 'Entities table',
  description: 'Paged entity list with latest values.',
  kind: 'latest',
  bundleAlias: 'cards',
  typeAlias: 'entities_table',
  sizeX: 7.5,
  sizeY: 6.5,
  defaultSettings: catalogueDefaults<EntitiesTableSettings>(ENTITIES_TABLE),
  settingsSchema: catalogueSchema(ENTITIES_TABLE),
  dataKeySettingsSchema: catalogueSchema(TABLE_COLUMN),
  actionSources: { actionCellButton: 'Action cell button', rowClick: 'On row click', rowDoubleClick: 'On row double click' },
  component: EntitiesTable,
});

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    ctx.widgets.register(timeseriesTable);
    ctx.widgets.register(entitiesTable);
  },
});
