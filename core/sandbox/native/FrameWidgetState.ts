import { action, makeObservable, observable, observableRef } from 'mobx';
import { toDisposable } from '../../sdk/Disposable';
import type { ServiceHolder } from '../../sdk/ServiceRef';
import type { EntityId, EntityType } from '../../sdk/types';
import type {
  DataKeyType, DataValue, DatasourceType, WidgetActionType, WidgetContext, WidgetData, WidgetDatasource, WidgetDisplayConfig,
  WidgetSeries, WidgetTimeWindow,
} from '../../sdk/widgets';
import { HeldSeries } from '../../services/sandbox/seriesDelta';
import type {
  BridgeCall, BridgeDatasource, BridgeSeriesRef, BridgeState, BridgeStatePatch, SeriesUpdate,
} from '../../services/sandbox/widgetBridgeProtocol';

/** Sends a call to the host and resolves with its answer (see BridgeCalls.ts). */
export type CallHost = (request: BridgeCall) => Promise<unknown>;

function toDatasource(ds: BridgeDatasource): WidgetDatasource {
  const entityId: EntityId | undefined = ds.entityId && ds.entityType ? { entityType: ds.entityType as EntityType, id: ds.entityId } : undefined;
  return {
    type: ds.type as DatasourceType, name: ds.name, aliasName: ds.aliasName, entityId, entityName: ds.entityName, entityLabel: ds.entityLabel,
    dataKeys: ds.dataKeys.map((k) => ({
      name: k.name, type: k.type as DataKeyType, label: k.label, color: k.color, units: k.units, decimals: k.decimals, settings: k.settings ?? {},
    })),
  };
}

const toTimeWindow = (w: BridgeState['timeWindow']): WidgetTimeWindow => ({ ...w, aggregation: w.aggregation as WidgetTimeWindow['aggregation'] });

/**
 * A native widget's props and context inside the sandbox frame, fed by the bridge: what the
 * console's dashboard cell gives the widget in the host page (WidgetProps), as plain copies.
 * `isEdit`, `timeWindow` and `datasources` are MobX observables, as in the host; the data is a
 * new {@link WidgetData} object on every change, and `subscribe` listeners hear of it.
 */
export class FrameWidgetState {
  width: number;
  height: number;
  settings: Record<string, unknown>;
  config: WidgetDisplayConfig;
  isEdit: boolean;
  isMobile: boolean;
  theme: 'light' | 'dark';
  timeWindow: WidgetTimeWindow;
  datasources: WidgetDatasource[];
  data: WidgetData;
  /** The console's language as a BCP 47 tag (`de-DE`), for Spectrum's Provider; the browser's when absent. */
  locale: string | undefined;
  readonly ctx: WidgetContext;
  private actions: BridgeState['actions'];
  /** The subscription's last error, as the host's WidgetData has it. */
  private dataError: string | null;
  private readonly series: HeldSeries;
  private readonly listeners = new Set<(data: WidgetData) => void>();

  constructor(state: BridgeState & { dataError?: string | null }, config: Record<string, unknown>, refs: BridgeSeriesRef[], data: SeriesUpdate[], services: ServiceHolder, call: CallHost, language?: string) {
    this.locale = language ? language.replace('_', '-') : undefined;
    this.width = state.width;
    this.height = state.height;
    this.settings = state.settings;
    this.config = { ...(config as unknown as WidgetDisplayConfig), title: state.title, units: state.units, decimals: state.decimals };
    this.isEdit = state.isEdit;
    this.isMobile = state.isMobile;
    this.theme = state.theme ?? 'light';
    this.timeWindow = toTimeWindow(state.timeWindow);
    this.datasources = state.datasources.map(toDatasource);
    this.actions = state.actions;
    this.series = new HeldSeries(refs);
    this.dataError = state.dataError ?? null;
    this.data = { series: [], version: 0, error: null };
    this.applyData(refs, data);
    makeObservable<FrameWidgetState, 'actions'>(this, {
      width: observable, height: observable, settings: observableRef, config: observableRef, isEdit: observable, isMobile: observable,
      theme: observable, locale: observable, timeWindow: observableRef, datasources: observableRef, data: observableRef, actions: observableRef, update: action,
    });
    this.ctx = this.makeContext(services, call);
  }

  /** One frame's worth of changes from the host; data listeners are told after it is applied. */
  update(patch: BridgeStatePatch): void {
    if (patch.width !== undefined) this.width = patch.width;
    if (patch.height !== undefined) this.height = patch.height;
    if (patch.settings) this.settings = patch.settings;
    if (patch.isEdit !== undefined) this.isEdit = patch.isEdit;
    if (patch.isMobile !== undefined) this.isMobile = patch.isMobile;
    if (patch.theme !== undefined) this.theme = patch.theme;
    if (patch.timeWindow) this.timeWindow = toTimeWindow(patch.timeWindow);
    if (patch.actions) this.actions = patch.actions;
    if (patch.config || patch.title !== undefined || patch.units !== undefined || patch.decimals !== undefined) {
      const next = { ...this.config, ...(patch.config as Partial<WidgetDisplayConfig> | undefined) };
      if (patch.title !== undefined) next.title = patch.title;
      if (patch.units !== undefined) next.units = patch.units;
      if (patch.decimals !== undefined) next.decimals = patch.decimals;
      this.config = next;
    }
    if (patch.language !== undefined) this.locale = patch.language.replace('_', '-');
    if (patch.datasources) this.datasources = patch.datasources.map(toDatasource);
    const errorChanged = patch.dataError !== undefined && patch.dataError !== this.dataError;
    if (patch.dataError !== undefined) this.dataError = patch.dataError;
    if (Boolean(patch.data && patch.data.length > 0) || Boolean(patch.datasources) || Boolean(patch.series) || errorChanged) {
      this.applyData(patch.series ?? this.series.refs, patch.data ?? []);
      for (const listener of [...this.listeners]) listener(this.data);
    }
  }

  private applyData(refs: BridgeSeriesRef[], updates: SeriesUpdate[]): void {
    this.series.apply(refs, updates);
    const series: WidgetSeries[] = [];
    this.series.refs.forEach((ref, i) => {
      const datasource = this.datasources[ref.datasource];
      const dataKey = datasource?.dataKeys[ref.dataKey];
      if (datasource && dataKey) series.push({ datasource, dataKey, data: this.series.points[i] as (readonly [number, DataValue])[] });
    });
    this.data = { series, version: this.data.version + 1, error: this.dataError };
  }

  private makeContext(services: ServiceHolder, call: CallHost): WidgetContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const state = this;
    return {
      get isEdit() { return state.isEdit; },
      services,
      get timeWindow() { return state.timeWindow; },
      get datasources() { return state.datasources; },
      get data() { return state.data; },
      subscribe(listener) {
        state.listeners.add(listener);
        return toDisposable(() => state.listeners.delete(listener));
      },
      rpc: {
        get targetDevice() {
          const id = state.datasources.find((ds) => ds.entityId)?.entityId;
          return id && id.entityType === 'DEVICE' ? id : null;
        },
        sendOneWay: async (method, params, timeoutMs) => {
          await call({ op: 'rpc', twoWay: false, method, params: params ?? null, timeout: timeoutMs });
        },
        sendTwoWay: (method, params, timeoutMs) => call({ op: 'rpc', twoWay: true, method, params: params ?? null, timeout: timeoutMs }),
      },
      actions: {
        list: (sourceId) => (state.actions[sourceId] ?? []).map((a) => ({ ...a, type: a.type as WidgetActionType })),
        run: (sourceId, target, actionId) => {
          const entityId = target?.entityId ? { entityType: target.entityId.entityType, id: target.entityId.id } : undefined;
          call({ op: 'action', sourceId, actionId, entityId, entityName: target?.entityName, entityLabel: target?.entityLabel }).catch(() => undefined);
        },
      },
    };
  }
}
