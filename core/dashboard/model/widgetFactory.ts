import { defaultLegendConfig, type WidgetDefinition } from '@tessera/sdk';
import { isServerWidgetDefinition, type ServerWidgetDefinition } from '../../services/widgetTypes/widgetTypeDefinition';
import { keyColor } from '../config/keyColors';
import { type DashboardWidget, type DatasourceConfig } from './types';


export function newWidgetId(): string {
  return crypto.randomUUID();
}

/**
 * A new widget of a type with its defaults, in ThingsBoard's shape: the type's settings, a
 * datasource with the type's default keys (no alias yet), the dashboard's time window, and a
 * legend for time series.
 */
export function createWidget(definition: WidgetDefinition<any>, id: string = newWidgetId()): DashboardWidget {
  // A sandboxed type starts from its own defaultConfig; one a built-in widget renders starts as that widget does.
  if (isServerWidgetDefinition(definition) && !definition.builtin) return createServerWidget(definition, id);
  const isTimeseries = definition.kind === 'timeseries';
  const datasources: DatasourceConfig[] = definition.kind === 'static' || definition.kind === 'rpc' ? [] : [{
    type: 'entity',
    entityAliasId: null,
    dataKeys: (definition.defaultDataKeys ?? []).map((key, index) => ({
      name: key.name, type: key.type, label: key.label ?? key.name, color: keyColor(index), settings: {},
    })),
  }];
  return {
    id,
    bundleAlias: definition.bundleAlias ?? definition.id.split('.').slice(0, -1).join('.'),
    typeAlias: definition.typeAlias ?? definition.id.split('.').at(-1) ?? definition.id,
    isSystemType: isServerWidgetDefinition(definition) ? definition.isSystemType : true,
    type: definition.kind,
    title: definition.name,
    sizeX: definition.sizeX,
    sizeY: definition.sizeY,
    config: {
      title: definition.name,
      showTitle: true,
      backgroundColor: '#ffffff',
      color: 'rgba(0, 0, 0, 0.87)',
      padding: '8px',
      dropShadow: true,
      enableFullscreen: true,
      units: '',
      decimals: 2,
      useDashboardTimewindow: true,
      showLegend: isTimeseries,
      legendConfig: defaultLegendConfig(isTimeseries),
      datasources,
      targetDeviceAliasIds: definition.kind === 'rpc' ? [] : undefined,
      settings: structuredClone(definition.defaultSettings),
      actions: {},
    },
  };
}

/**
 * A new widget of a server widget type, as ThingsBoard adds one: the type's `defaultConfig`
 * (its datasources, time window, settings, ...) over the common defaults, under the type's
 * bundle and alias and its scope (`isSystemType`).
 */
function createServerWidget(definition: ServerWidgetDefinition, id: string): DashboardWidget {
  const base = createWidget({ ...definition, record: undefined, isSystemType: undefined } as WidgetDefinition<any>, id);
  const defaults = JSON.parse(JSON.stringify(definition.defaultConfig)) as Record<string, unknown>;
  const title = typeof defaults.title === 'string' && defaults.title ? defaults.title : definition.name;
  return {
    ...base,
    bundleAlias: definition.record.bundleAlias,
    typeAlias: definition.record.alias,
    isSystemType: definition.isSystemType,
    title,
    config: {
      ...base.config,
      ...defaults,
      title,
      datasources: Array.isArray(defaults.datasources) ? defaults.datasources as DatasourceConfig[] : base.config.datasources,
      settings: { ...definition.defaultSettings, ...(defaults.settings as object | undefined) },
      actions: (defaults.actions as DashboardWidget['config']['actions'] | undefined) ?? {},
    },
  };
}

/** A copy of a widget under a new id: what paste inserts. */
export function copyWidget(widget: DashboardWidget, id: string = newWidgetId()): DashboardWidget {
  return { ...(JSON.parse(JSON.stringify(widget)) as DashboardWidget), id };
}

/** The widget definition a dashboard widget names, by ThingsBoard bundle and type alias. */
export function findDefinition(
  definitions: readonly WidgetDefinition<any>[], widget: Pick<DashboardWidget, 'bundleAlias' | 'typeAlias'>,
): WidgetDefinition<any> | undefined {
  return definitions.find((d) => d.bundleAlias === widget.bundleAlias && d.typeAlias === widget.typeAlias)
    ?? definitions.find((d) => d.id === `${widget.bundleAlias}.${widget.typeAlias}`);
}
