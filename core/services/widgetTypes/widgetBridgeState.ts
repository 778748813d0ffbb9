import type { WidgetContext, WidgetData, WidgetDatasource, WidgetDisplayConfig, WidgetTimeWindow } from '../../sdk/widgets';
import type {
  BridgeAction, BridgeDatasource, BridgeSeriesRef, BridgeState, BridgeTheme, BridgeTimeWindow,
} from '../sandbox/widgetBridgeProtocol';

/** Plain-data copies of what the host passes to a sandboxed widget (nothing live, nothing callable). */

/** A value that survives structured cloning as the controller would expect: plain JSON. */
export function plain<T>(value: T): T {
  return value === undefined ? value : JSON.parse(JSON.stringify(value)) as T;
}

export function bridgeDatasources(datasources: readonly WidgetDatasource[]): BridgeDatasource[] {
  return datasources.map((ds) => ({
    type: ds.type, name: ds.name, aliasName: ds.aliasName,
    entityId: ds.entityId?.id, entityType: ds.entityId?.entityType, entityName: ds.entityName, entityLabel: ds.entityLabel,
    dataKeys: ds.dataKeys.map((key) => ({
      name: key.name, type: key.type, label: key.label, color: key.color,
      units: key.units, decimals: key.decimals, settings: plain(key.settings ?? {}),
    })),
  }));
}

/** Where each series of the data sits among the datasources and their keys. */
export function seriesRefs(data: WidgetData, datasources: readonly WidgetDatasource[]): BridgeSeriesRef[] {
  return data.series.map((series) => {
    let ds = datasources.indexOf(series.datasource);
    if (ds < 0) ds = Math.max(0, datasources.findIndex((d) => d.name === series.datasource.name && d.entityId?.id === series.datasource.entityId?.id));
    const keys = datasources[ds]?.dataKeys ?? [];
    let key = keys.indexOf(series.dataKey);
    if (key < 0) key = Math.max(0, keys.findIndex((k) => k.name === series.dataKey.name && k.type === series.dataKey.type));
    return { datasource: ds, dataKey: key };
  });
}

export function bridgeTimeWindow(window: WidgetTimeWindow): BridgeTimeWindow {
  return {
    minTime: window.minTime, maxTime: window.maxTime, interval: window.interval,
    aggregation: window.aggregation, realtime: window.realtime, timezone: window.timezone,
  };
}

/** The configured actions of every source the widget may raise (the controller's `getActionDescriptors`). */
export function bridgeActions(ctx: WidgetContext, sources: readonly string[]): Record<string, BridgeAction[]> {
  const out: Record<string, BridgeAction[]> = {};
  for (const source of sources) {
    const list = ctx.actions.list(source);
    if (list.length > 0) out[source] = list.map((a) => ({ id: a.id, name: a.name, icon: a.icon, type: a.type }));
  }
  return out;
}

export interface BridgeInputs {
  width: number;
  height: number;
  settings: Record<string, unknown>;
  config: WidgetDisplayConfig;
  /** Action sources configured on the widget (keys of its `actions`). */
  actionSources: readonly string[];
  /** The console's colour scheme; light when absent. */
  theme?: BridgeTheme;
  /** The dashboard shows its mobile (one-column) layout. */
  isMobile?: boolean;
  /** The console's language (native widgets: the frame's i18next follows it). */
  language?: string;
}

export function bridgeState(ctx: WidgetContext, inputs: BridgeInputs): BridgeState {
  return {
    width: inputs.width, height: inputs.height, isEdit: ctx.isEdit, isMobile: inputs.isMobile ?? false, theme: inputs.theme ?? 'light',
    title: inputs.config.title, units: inputs.config.units, decimals: inputs.config.decimals,
    settings: plain(inputs.settings),
    datasources: bridgeDatasources(ctx.datasources),
    timeWindow: bridgeTimeWindow(ctx.timeWindow),
    actions: bridgeActions(ctx, inputs.actionSources),
  };
}
