import type {
  BridgeAction, BridgeCall, BridgeDatasource, BridgePoint, BridgeSeriesRef, BridgeState,
} from '../../services/sandbox/widgetBridgeProtocol';
import { type BridgeObservable, toObservable } from './bridgeObservable';
import { ElementWrapper } from './ElementWrapper';
import { formatValue } from './formatValue';

/** A datasource as ThingsBoard's controllers see it (`entityId` is the id text, as in TB). */
export interface CtxDatasource extends Omit<BridgeDatasource, 'entityId' | 'entityType'> {
  entityId?: string;
  entityType?: string;
  [key: string]: unknown;
}

export interface CtxSeries {
  datasource: CtxDatasource;
  dataKey: CtxDatasource['dataKeys'][number];
  data: BridgePoint[];
}

/** An action descriptor as `actionsApi.getActionDescriptors` returns it; `sourceId` is ours. */
export interface CtxActionDescriptor extends BridgeAction { displayName: string; sourceId: string }

/** `self.ctx` of a sandboxed controller: the members of ThingsBoard's WidgetContext that the bridge can serve. */
export interface SandboxWidgetContext {
  $container: ElementWrapper;
  $containerParent: ElementWrapper;
  width: number;
  height: number;
  isEdit: boolean;
  isMobile: boolean;
  /** The console's colour scheme; the container and the frame's root carry `tb-theme-<theme>`. */
  theme: BridgeState['theme'];
  settings: Record<string, unknown>;
  widgetConfig: { title: string; units: string; decimals: number; settings: Record<string, unknown>; datasources: CtxDatasource[] };
  units: string;
  decimals: number;
  widgetTitle: string;
  datasources: CtxDatasource[];
  data: CtxSeries[];
  hiddenData: CtxSeries[];
  timeWindow: BridgeState['timeWindow'];
  defaultSubscription: { data: CtxSeries[]; datasources: CtxDatasource[] } | null;
  detectChanges(): void;
  updateWidgetParams(): void;
  controlApi: {
    sendOneWayCommand(method: string, params?: unknown, timeout?: number): BridgeObservable<unknown>;
    sendTwoWayCommand(method: string, params?: unknown, timeout?: number): BridgeObservable<unknown>;
  };
  attributeService: {
    saveEntityAttributes(entityId: { entityType: string; id: string }, scope: string, attributes: { key: string; value: unknown }[]): BridgeObservable<unknown>;
  };
  actionsApi: {
    getActionDescriptors(sourceId: string): CtxActionDescriptor[];
    handleWidgetAction(event: unknown, descriptor: CtxActionDescriptor, entityId?: { entityType: string; id: string }, entityName?: string, additionalParams?: unknown, entityLabel?: string): void;
  };
  utils: { formatValue: typeof formatValue };
  [key: string]: unknown;
}

export function ctxDatasources(datasources: readonly BridgeDatasource[]): CtxDatasource[] {
  return datasources.map(({ entityId, entityType, ...rest }) => ({ ...rest, entityId, entityType, dataKeys: rest.dataKeys.map((k) => ({ ...k })) }));
}

/** `ctx.data` entries for the series refs, over the datasources the controller holds. */
export function ctxSeries(refs: readonly BridgeSeriesRef[], datasources: readonly CtxDatasource[], held: readonly BridgePoint[][]): CtxSeries[] {
  return refs.map((ref, i) => {
    const datasource = datasources[ref.datasource] ?? { type: 'function', name: '', dataKeys: [] };
    const dataKey = datasource.dataKeys[ref.dataKey] ?? { name: '', type: 'timeseries', label: '', color: '', settings: {} };
    return { datasource, dataKey, data: held[i] ?? [] };
  });
}

/**
 * Builds `self.ctx`. `call` sends a checked request to the host and resolves with its answer;
 * everything else is local data the host keeps up to date.
 */
export function createWidgetCtx(container: HTMLElement, state: BridgeState, call: (request: BridgeCall) => Promise<unknown>): SandboxWidgetContext {
  const datasources = ctxDatasources(state.datasources);
  const ctx: SandboxWidgetContext = {
    $container: ElementWrapper.of(container),
    $containerParent: ElementWrapper.of(container.parentElement ?? container),
    width: state.width,
    height: state.height,
    isEdit: state.isEdit,
    isMobile: state.isMobile,
    theme: state.theme ?? 'light',
    settings: state.settings,
    widgetConfig: { title: state.title, units: state.units, decimals: state.decimals, settings: state.settings, datasources },
    units: state.units,
    decimals: state.decimals,
    widgetTitle: state.title,
    datasources,
    data: [],
    hiddenData: [],
    timeWindow: state.timeWindow,
    defaultSubscription: null,
    // No change detection to run: the controller changes its own DOM.
    detectChanges: () => undefined,
    updateWidgetParams: () => undefined,
    controlApi: {
      sendOneWayCommand: (method, params, timeout) => toObservable(call({ op: 'rpc', twoWay: false, method: String(method), params: params ?? null, timeout })),
      sendTwoWayCommand: (method, params, timeout) => toObservable(call({ op: 'rpc', twoWay: true, method: String(method), params: params ?? null, timeout })),
    },
    attributeService: {
      saveEntityAttributes: (entityId, scope, attributes) => toObservable(call({
        op: 'saveAttributes', entityId: { entityType: String(entityId?.entityType), id: String(entityId?.id) },
        scope: scope as 'SERVER_SCOPE', attributes: (attributes ?? []).map((a) => ({ key: String(a.key), value: a.value })),
      })),
    },
    actionsApi: {
      getActionDescriptors: (sourceId) => (state.actions[sourceId] ?? []).map((a) => ({ ...a, displayName: a.name, sourceId })),
      handleWidgetAction: (_event, descriptor, entityId, entityName, _params, entityLabel) => {
        void call({
          op: 'action', sourceId: String(descriptor?.sourceId ?? ''), actionId: descriptor?.id,
          entityId: entityId ? { entityType: String(entityId.entityType), id: String(entityId.id) } : undefined,
          entityName: entityName ?? undefined, entityLabel: entityLabel ?? undefined,
        }).catch(() => undefined);
      },
    },
    utils: { formatValue },
  };
  ctx.defaultSubscription = { data: ctx.data, datasources };
  return ctx;
}
