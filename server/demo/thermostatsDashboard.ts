import { randomUUID } from 'node:crypto';
import type { DashboardConfig, DashboardWidget, DataKeyConfig, WidgetConfig, WidgetLayout } from '../../core/dashboard/model/types';
import { SYSTEM_BUNDLES } from '../widgets/catalogue/systemBundles';

/*
 * The demo 'Thermostats' dashboard (ThingsBoard 3.3 format): every widget names a system widget
 * type by bundle and type alias and starts from that type's default configuration, so it reads
 * the same settings keys the widget library would give a new widget of the type.
 */

export const THERMOSTAT_DEVICE_TYPE = 'thermostat';
export const THERMOSTATS_DASHBOARD_TITLE = 'Thermostats';

const FIVE_MINUTES = 5 * 60 * 1000;

/** The default configuration of a system widget type; throws for a type the catalogue lacks. */
function defaultConfigOf(bundleAlias: string, typeAlias: string): { kind: DashboardWidget['type']; config: WidgetConfig } {
  const type = SYSTEM_BUNDLES.find((b) => b.widgetsBundle.alias === bundleAlias)?.widgetTypes.find((t) => t.alias === typeAlias);
  if (!type) throw new Error(`No system widget type ${bundleAlias}/${typeAlias}`);
  const descriptor = type.descriptor as { type: DashboardWidget['type']; defaultConfig: string };
  return { kind: descriptor.type, config: JSON.parse(descriptor.defaultConfig) as WidgetConfig };
}

/** Time-series data keys with ThingsBoard's distinct `_hash` per key of the dashboard. */
function keyMaker() {
  let hash = 0;
  return (name: string, label: string, color: string, extra: Partial<DataKeyConfig> = {}): DataKeyConfig => {
    hash += 1;
    return { name, type: 'timeseries', label, color, settings: {}, _hash: hash / 10, ...extra };
  };
}

interface Placed {
  bundleAlias: string;
  typeAlias: string;
  layout: WidgetLayout;
  config: WidgetConfig;
}

function widget({ bundleAlias, typeAlias, layout, config }: Placed): DashboardWidget {
  const defaults = defaultConfigOf(bundleAlias, typeAlias);
  const merged: WidgetConfig = { ...defaults.config, ...config, settings: { ...defaults.config.settings, ...config.settings } };
  return {
    id: randomUUID(),
    bundleAlias,
    typeAlias,
    isSystemType: true,
    type: defaults.kind,
    title: merged.title,
    sizeX: layout.sizeX,
    sizeY: layout.sizeY,
    row: layout.row,
    col: layout.col,
    config: merged,
  };
}

/**
 * The dashboard's configuration: an alias over every thermostat, another over `featuredDeviceId`
 * (the single-value widgets and the switch), a 24-column layout of five widgets.
 */
export function thermostatsDashboardConfiguration(featuredDeviceId: string): DashboardConfig {
  const thermostats = randomUUID();
  const featured = randomUUID();
  const key = keyMaker();
  const entity = (aliasId: string, dataKeys: DataKeyConfig[]) => [{ type: 'entity' as const, entityAliasId: aliasId, dataKeys }];

  const placed: Placed[] = [
    {
      bundleAlias: 'charts', typeAlias: 'basic_timeseries', layout: { col: 0, row: 0, sizeX: 16, sizeY: 7 },
      config: {
        title: 'Temperature',
        datasources: entity(thermostats, [key('temperature', '${entityLabel}', '#f44336', { units: '°C', decimals: 1 })]),
        useDashboardTimewindow: false,
        timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: FIVE_MINUTES, interval: 1000 }, aggregation: { type: 'NONE', limit: 25000 } },
        units: '°C',
        decimals: 1,
      },
    },
    {
      bundleAlias: 'cards', typeAlias: 'simple_card', layout: { col: 16, row: 0, sizeX: 8, sizeY: 3 },
      config: { title: 'Living room', datasources: entity(featured, [key('temperature', 'Temperature', '#2196f3')]), units: '°C', decimals: 1 },
    },
    {
      bundleAlias: 'digital_gauges', typeAlias: 'gauge_justgage', layout: { col: 16, row: 3, sizeX: 8, sizeY: 4 },
      config: {
        title: 'Humidity',
        datasources: entity(featured, [key('humidity', 'Humidity', '#4caf50')]),
        units: '%',
        decimals: 0,
        settings: { minValue: 0, maxValue: 100, unitTitle: '%', showUnitTitle: true },
      },
    },
    {
      bundleAlias: 'cards', typeAlias: 'entities_table', layout: { col: 0, row: 7, sizeX: 16, sizeY: 6 },
      config: {
        title: 'Thermostats',
        datasources: entity(thermostats, [
          key('temperature', 'Temperature', '#f44336', { units: '°C', decimals: 1 }),
          key('humidity', 'Humidity', '#4caf50', { units: '%', decimals: 0 }),
        ]),
        settings: { entitiesTitle: 'Thermostats', displayEntityLabel: true, displayEntityType: false },
      },
    },
    {
      bundleAlias: 'control_widgets', typeAlias: 'switch_control', layout: { col: 16, row: 7, sizeX: 8, sizeY: 3 },
      config: {
        title: 'Heating',
        targetDeviceAliasIds: [featured],
        // The simulator writes `heating` as telemetry; the switch follows it and sends setHeating.
        settings: { title: 'Heating', retrieveValueMethod: 'timeseries', valueKey: 'heating', getValueMethod: 'getHeating', setValueMethod: 'setHeating' },
      },
    },
  ];
  const widgets = placed.map(widget);

  return {
    description: 'Demo thermostats with live temperature and humidity from the device simulator',
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
    states: {
      default: {
        name: THERMOSTATS_DASHBOARD_TITLE,
        root: true,
        layouts: {
          main: {
            widgets: Object.fromEntries(widgets.map((w, i) => [w.id, { ...placed[i].layout }])),
            gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' },
          },
        },
      },
    },
    entityAliases: {
      [thermostats]: { id: thermostats, alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: THERMOSTAT_DEVICE_TYPE, deviceNameFilter: '' } },
      [featured]: { id: featured, alias: 'Living room thermostat', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: featuredDeviceId } } },
    },
    filters: {},
    timewindow: {
      displayValue: '',
      selectedTab: 0,
      realtime: { realtimeType: 0, timewindowMs: FIVE_MINUTES, interval: 1000 },
      aggregation: { type: 'NONE', limit: 25000 },
    },
    settings: { stateControllerId: 'entity', showTitle: true, showDashboardsSelect: true, showEntitiesSelect: true, showDashboardTimewindow: true, showDashboardExport: true, toolbarAlwaysOpen: true },
  };
}
