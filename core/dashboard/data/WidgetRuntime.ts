import { computed, type IComputedValue, type IObservableValue, observable, reaction, runInAction } from 'mobx';
import {
  type ActionTarget, type Disposable, type EntityId, httpServiceRef, type ScriptSandboxService,
  scriptSandboxServiceRef, type ServiceHolder, subscriptionServiceRef, toDisposable, type WidgetContext,
  type WidgetData, type WidgetDataKey, type WidgetDatasource, type WidgetKind, type WidgetTimeWindow,
} from '@tessera/sdk';
import { type FullTimewindow, type SubscriptionTimewindow } from '@tessera/ui';
import { withService } from '../../runtime/withService';
import { scriptSandboxFactoryRef } from '../../services/refs';
import { type DashboardWidget, type DataKeyConfig, type DatasourceConfig, type WidgetActionConfig } from '../model/types';
import { type AliasResolver } from './AliasResolver';
import { identityTranslate, errorMessage, type Translate } from './errorMessage';
import { animationFrameScheduler, FrameCoalescer, type FrameScheduler } from './FrameCoalescer';
import { type FeedSink, openFeeds } from './openFeeds';
import { initialPostState, postProcessPoints, type PostState } from './postProcess';
import { planKey, resolveDatasources, type ResolvedDatasources } from './resolveDatasources';
import { type KeepRule, mergePoints, type Point, trimPoints } from './seriesBuffer';
import { createWidgetActions } from './widgetActions';
import { createWidgetRpc } from './widgetRpc';
import { selectTimewindow, subscriptionWindow, widgetTimeWindow } from './widgetTimewindow';

/**
 * The datasources a widget reads: ThingsBoard's alarm widgets keep theirs in `alarmSource`
 * (one datasource of alarm keys), every other widget in `datasources`.
 */
export function configuredDatasources(config: DashboardWidget['config'], kind: WidgetKind): DatasourceConfig[] {
  const alarmSource = (config as { alarmSource?: DatasourceConfig }).alarmSource;
  if (kind === 'alarm' && (config.datasources ?? []).length === 0 && alarmSource && Array.isArray(alarmSource.dataKeys)) return [alarmSource];
  return config.datasources ?? [];
}

/** The clock of a runtime; tests pass a fake one. */
export interface RuntimeClock {
  now(): number;
  every(ms: number, fn: () => void): Disposable;
}

export const systemClock: RuntimeClock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const timer = setInterval(fn, ms);
    return toDisposable(() => clearInterval(timer));
  },
};

export interface WidgetRuntimeDeps {
  /**
   * subscriptionServiceRef, httpServiceRef, authServiceRef, and scriptSandboxFactoryRef (each widget
   * opens a sandbox of its own) or else scriptSandboxServiceRef.
   */
  services: ServiceHolder;
  aliases: AliasResolver;
  /** Observable getter. */
  dashboardTimewindow: () => FullTimewindow;
  /** Observable getter. */
  isEdit: () => boolean;
  maxDatapoints: number;
  /** `services` are the widget's: its own script sandbox runs custom action functions. */
  onAction(action: WidgetActionConfig, target: ActionTarget, services: ServiceHolder): void;
  /** Frame scheduling of deliveries; requestAnimationFrame by default. */
  schedule?: FrameScheduler;
  clock?: RuntimeClock;
  /** The console's translate function; error texts are keys without it. */
  t?: Translate;
}

interface SeriesState {
  datasource: WidgetDatasource;
  dataKey: WidgetDataKey;
  config: DataKeyConfig;
  data: readonly Point[];
  post: PostState;
  chain: Promise<void>;
}

/**
 * The data side of one rendered widget: resolves its datasources through the dashboard's
 * aliases, opens their live data, keeps each series to the widget's window and hands the
 * widget a `ctx` whose listeners hear at most once per frame and never while off screen.
 */
export class WidgetRuntime {
  readonly ctx: WidgetContext;
  /** The dashboard's services with this widget's own script sandbox. */
  private readonly services: ServiceHolder;
  private readonly sandbox: (ScriptSandboxService & Disposable) | undefined;
  private readonly t: Translate;
  private readonly clock: RuntimeClock;
  private readonly resolved: IComputedValue<ResolvedDatasources>;
  private readonly datasources: IComputedValue<readonly WidgetDatasource[]>;
  private readonly timeWindow: IObservableValue<WidgetTimeWindow>;
  private readonly coalescer: FrameCoalescer<WidgetData>;
  private readonly disposers: (() => void)[] = [];
  private window: SubscriptionTimewindow;
  private series: SeriesState[] = [];
  private feeds: Disposable | null = null;
  private slider: Disposable | null = null;
  private feedError: string | null = null;
  private generation = 0;
  private version = 0;
  private snapshot: WidgetData | null = null;
  private disposed = false;

  constructor(private readonly widget: DashboardWidget, private readonly kind: WidgetKind, private readonly deps: WidgetRuntimeDeps) {
    this.t = deps.t ?? identityTranslate;
    // Opened now, but its frame only appears on the first function call.
    this.sandbox = deps.services.getOptional(scriptSandboxFactoryRef)?.open();
    this.services = this.sandbox ? withService(deps.services, scriptSandboxServiceRef, this.sandbox) : deps.services;
    this.clock = deps.clock ?? systemClock;
    this.coalescer = new FrameCoalescer(deps.schedule ?? animationFrameScheduler, () => this.data);
    const config = widget.config;
    this.resolved = computed(() => resolveDatasources(
      configuredDatasources(config, kind), deps.aliases.aliasMap(), (id, filterId) => deps.aliases.resolution(id, filterId), this.t,
    ));
    this.datasources = computed(() => this.resolved.get().sources.map((s) => s.datasource));
    this.window = subscriptionWindow(this.selectedTimewindow(), this.clock.now(), deps.maxDatapoints);
    this.timeWindow = observable.box(widgetTimeWindow(this.window, this.clock.now()), { deep: false });
    const runtime = this;
    const targetDevice = computed(() => this.targetDevice());
    this.ctx = {
      get isEdit() { return deps.isEdit(); },
      services: this.services,
      get timeWindow() { return runtime.timeWindow.get(); },
      get datasources() { return runtime.datasources.get(); },
      get data() { return runtime.data; },
      subscribe: (listener) => this.coalescer.subscribe(listener),
      rpc: createWidgetRpc(() => targetDevice.get(), () => deps.services.get(httpServiceRef), this.t),
      actions: createWidgetActions(() => config.actions, (action, target) => deps.onAction(action, target, this.services)),
    };
    // Re-subscribe when what is read or the window changes; only re-deliver when names or errors change.
    this.disposers.push(reaction(
      () => `${planKey(this.resolved.get().sources)}|${JSON.stringify(this.selectedTimewindow())}|${this.countFilters()}`,
      () => this.restart(),
      { fireImmediately: true },
    ));
    this.disposers.push(reaction(() => this.resolved.get(), () => this.changed()));
    // Keeps the RPC target resolved (and its alias followed) before anyone sends.
    this.disposers.push(reaction(() => targetDevice.get(), () => undefined));
  }

  /** Off screen: no listener calls (data still merges; one delivery on return). */
  setVisible(visible: boolean): void {
    this.coalescer.setVisible(visible);
  }

  dispose(): void {
    this.disposed = true;
    this.disposers.forEach((dispose) => dispose());
    this.stopFeeds();
    this.coalescer.dispose();
    this.sandbox?.dispose();
  }

  private get data(): WidgetData {
    this.snapshot ??= {
      series: this.series.map((s) => ({ datasource: s.datasource, dataKey: s.dataKey, data: s.data })),
      version: this.version,
      error: this.feedError ?? this.resolved.get().error,
    };
    return this.snapshot;
  }

  private selectedTimewindow(): FullTimewindow {
    return selectTimewindow(this.widget.config, this.deps.dashboardTimewindow(), this.clock.now(), this.deps.maxDatapoints);
  }

  /** Count datasources follow their alias's filter, which may read the state entity, and their key filters. */
  private countFilters(): string {
    return JSON.stringify((this.widget.config.datasources ?? [])
      .filter((d) => d.type === 'entityCount' && d.entityAliasId)
      .map((d) => [this.deps.aliases.entityFilter(d.entityAliasId!), this.deps.aliases.keyFilters(d.filterId)]));
  }

  /** First entity of the target device alias, else the first device datasource. */
  private targetDevice(): EntityId | null {
    const aliasId = this.widget.config.targetDeviceAliasIds?.[0];
    if (aliasId) return this.deps.aliases.resolution(aliasId).entities[0]?.id ?? null;
    return this.resolved.get().sources.find((s) => s.entity?.id.entityType === 'DEVICE')?.entity?.id ?? null;
  }

  private get windowed(): boolean {
    return this.kind === 'timeseries';
  }

  private keepRule(): KeepRule {
    if (!this.windowed) return { limit: 1 };
    const tw = this.timeWindow.get();
    return { limit: this.window.limit, ...(tw.realtime ? { minTime: tw.minTime } : {}) };
  }

  private restart(): void {
    this.stopFeeds();
    const generation = ++this.generation;
    const now = this.clock.now();
    this.window = subscriptionWindow(this.selectedTimewindow(), now, this.deps.maxDatapoints);
    runInAction(() => this.timeWindow.set(widgetTimeWindow(this.window, now)));
    const { sources } = this.resolved.get();
    this.series = sources.flatMap((source) => (source.config.dataKeys ?? []).map((config, i) => ({
      datasource: source.datasource, dataKey: source.datasource.dataKeys[i], config, data: [] as readonly Point[],
      post: initialPostState(), chain: Promise.resolve(),
    })));
    this.feedError = null;
    const live = () => generation === this.generation && !this.disposed;
    const sink: FeedSink = {
      push: (index, points) => { if (live()) this.push(index, points, live); },
      clear: (index) => { if (live() && this.series[index]) { this.series[index].data = []; this.changed(); } },
      fail: (message) => { if (live()) { this.feedError = message; this.changed(); } },
    };
    const services = this.services;
    try {
      this.feeds = openFeeds(sources, {
        subscriptions: services.get(subscriptionServiceRef),
        http: services.get(httpServiceRef),
        sandbox: services.getOptional(scriptSandboxServiceRef),
        window: this.windowed ? this.window : null,
        entityFilter: (aliasId) => this.deps.aliases.entityFilter(aliasId),
        keyFilters: (filterId) => this.deps.aliases.keyFilters(filterId),
        now: () => this.clock.now(),
        every: (ms, fn) => this.clock.every(ms, fn),
        t: this.t,
      }, sink);
    } catch (error) {
      this.feedError = errorMessage(error);
    }
    if (this.windowed && this.window.endTs === null) {
      this.slider = this.clock.every(Math.max(1000, this.window.interval), () => this.slide());
    }
    this.changed();
  }

  /** A realtime window moves with the clock: older points leave. */
  private slide(): void {
    runInAction(() => this.timeWindow.set(widgetTimeWindow(this.window, this.clock.now())));
    const rule = this.keepRule();
    for (const s of this.series) s.data = trimPoints(s.data, rule);
    this.changed();
  }

  private push(index: number, points: Point[], live: () => boolean): void {
    const s = this.series[index];
    if (!s) return;
    const sandbox = this.services.getOptional(scriptSandboxServiceRef);
    if (!s.config.usePostProcessing || !s.config.postFuncBody) {
      this.merge(s, points);
      return;
    }
    if (!sandbox) {
      this.feedError = this.t('widget-data.no-sandbox');
      this.changed();
      return;
    }
    // Points of one series go through the sandbox in order, so prevValue is always the previous point's.
    s.chain = s.chain.then(async () => {
      try {
        const shown = await postProcessPoints(sandbox, s.config.postFuncBody!, points, s.post);
        if (live()) this.merge(s, shown);
      } catch (error) {
        if (live()) { this.feedError = this.t('widget-data.post-processing-failed', { message: errorMessage(error) }); this.changed(); }
      }
    });
  }

  private merge(s: SeriesState, points: Point[]): void {
    const next = mergePoints(s.data, points, this.keepRule());
    if (next === s.data) return;
    s.data = next;
    this.changed();
  }

  private changed(): void {
    if (this.disposed) return;
    this.version++;
    this.snapshot = null;
    this.coalescer.changed();
  }

  private stopFeeds(): void {
    this.feeds?.dispose();
    this.slider?.dispose();
    this.feeds = null;
    this.slider = null;
  }
}
