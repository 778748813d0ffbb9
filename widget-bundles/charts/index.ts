import { definePlugin, defineWidget, type PluginManifest, type WidgetProps } from '@tessera/sdk';
import { createElement } from 'react';
import { FLOT_BAR, FLOT_BAR_KEY, FLOT_GRAPH, FLOT_GRAPH_KEY, FLOT_PIE, FLOT_PIE_KEY } from '../catalogue/families';
import { settingsSchemaOf, type SettingsSpec } from '../catalogue/settingsSpec';
import manifest from './manifest.json';
import { PieChart } from './PieChart';
import { BAR_DEFAULTS, type FlotSettings, GRAPH_DEFAULTS, PIE_DEFAULTS, type PieSettings } from './settings';
import { TimeseriesChart } from './TimeseriesChart';

/** The JSON schema part of the catalogue's `{schema, form}` for a settings spec. */
const schemaOf = (spec: SettingsSpec): Record<string, unknown> => {
  const parsed = JSON.parse(settingsSchemaOf(spec)) as { schema?: Record<string, unknown> };
  return parsed.schema ?? {};
};

const LineChart = (props: WidgetProps<FlotSettings>) => createElement(TimeseriesChart, { ...props, bars: false });
const BarChart = (props: WidgetProps<FlotSettings>) => createElement(TimeseriesChart, { ...props, bars: true });

export const basicTimeseries = defineWidget<FlotSettings>({
  id: 'tessera.charts.basic-timeseries',
  name: 'Timeseries Line Chart',
  description: 'Lines over the time window.',
  kind: 'timeseries',
  bundleAlias: 'charts',
  typeAlias: 'basic_timeseries',
  sizeX: 8,
  sizeY: 5,
  defaultSettings: GRAPH_DEFAULTS,
  settingsSchema: schemaOf(FLOT_GRAPH),
  dataKeySettingsSchema: schemaOf(FLOT_GRAPH_KEY),
  component: LineChart,
});

export const timeseriesBars = defineWidget<FlotSettings>({
  id: 'tessera.charts.timeseries-bars-flot',
  name: 'Timeseries Bar Chart',
  description: 'Aggregated bars over the time window.',
  kind: 'timeseries',
  bundleAlias: 'charts',
  typeAlias: 'timeseries_bars_flot',
  sizeX: 8,
  sizeY: 5,
  defaultSettings: BAR_DEFAULTS,
  settingsSchema: schemaOf(FLOT_BAR),
  dataKeySettingsSchema: schemaOf(FLOT_BAR_KEY),
  component: BarChart,
});

export const pie = defineWidget<PieSettings>({
  id: 'tessera.charts.pie',
  name: 'Pie - Flot',
  description: 'A slice per data key.',
  kind: 'latest',
  bundleAlias: 'charts',
  typeAlias: 'pie',
  sizeX: 8,
  sizeY: 5,
  defaultSettings: PIE_DEFAULTS,
  settingsSchema: schemaOf(FLOT_PIE),
  dataKeySettingsSchema: schemaOf(FLOT_PIE_KEY),
  actionSources: { sliceClick: 'On slice click' },
  component: PieChart,
});

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    for (const widget of [basicTimeseries, timeseriesBars, pie]) ctx.widgets.register(widget);
  },
});
