import { httpServiceRef } from '../../sdk/services';
import type { Disposable } from '../../sdk/Disposable';
import type { WidgetContext, WidgetData } from '../../sdk/widgets';
import {
  type BridgeCall, type BridgeResource, type BridgeStatePatch, type HostMessage, isWidgetSandboxReady, type NativeWidgetModule, parseFrameMessage,
  type SeriesUpdate, type WidgetSource,
} from '../sandbox/widgetBridgeProtocol';
import { type HostPoints, seriesUpdate } from '../sandbox/seriesDelta';
import { DEFAULT_HEARTBEAT, Heartbeat, type HeartbeatOptions } from './bridgeHeartbeat';
import { StallWatch, stallWatch, type WatchedBridge } from './stallWatch';

export { DEFAULT_HEARTBEAT, type HeartbeatOptions } from './bridgeHeartbeat';
import { bridgeDatasources, bridgeState, bridgeTimeWindow, type BridgeInputs, plain, seriesRefs } from './widgetBridgeState';

/** Runs `fn` once before the next paint (requestAnimationFrame), injectable for tests. */
export type FrameScheduler = (fn: () => void) => void;

const rafScheduler: FrameScheduler = (fn) => {
  let done = false;
  const run = () => { if (!done) { done = true; fn(); } };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  // Hidden tabs get no frames; the widget still catches up.
  setTimeout(run, 250);
};

/** The action sources a sandboxed controller may raise actions on (ThingsBoard's system ids). */
export const ACTION_SOURCES = [
  'headerButton', 'elementClick', 'rowClick', 'rowDoubleClick', 'actionCellButton', 'nodeSelected', 'sliceClick',
  'markerClick', 'polygonClick', 'tooltipAction',
] as const;

/** What {@link WidgetBridgeEvents.onError} says when the frame missed its heartbeats (a loop in the controller). */
export const WIDGET_STOPPED_RESPONDING = 'widget-stopped-responding';
/** What {@link WidgetBridgeEvents.onError} says when the frame shared a stuck process: remove it now, start again in a new one. */
export const WIDGET_RESTART = 'widget-restart';

/** Calls from one frame that may be in flight at once; more are refused. */
export const MAX_CALLS_IN_FLIGHT = 16;

export interface WidgetBridgeEvents {
  /** The controller's onInit returned. */
  onRendered(): void;
  /**
   * The controller (or the frame) failed: the message names the error. `fatal` when the bridge
   * has closed and the frame should go ({@link WIDGET_STOPPED_RESPONDING}, a navigated frame).
   */
  onError(message: string, fatal?: boolean): void;
}

export interface WidgetBridgeHostDeps extends WidgetBridgeEvents {
  frame: HTMLIFrameElement;
  /** A ThingsBoard-format widget type's template and controller... */
  source?: WidgetSource;
  /** ...or a native bundle's module and widget (issue 16; the frame is the native widget sandbox page). */
  native?: NativeWidgetModule;
  ctx: WidgetContext;
  inputs: BridgeInputs;
  /** The type's resources in order, library files with their text (loaded before onInit). */
  resources?: BridgeResource[];
  schedule?: FrameScheduler;
  heartbeat?: HeartbeatOptions;
  /** Decides what a missed heartbeat stops or restarts (stallWatch.ts); the page's by default. */
  watch?: StallWatch;
}

/**
 * The host end of one sandboxed widget's bridge. It hands the frame a private MessagePort once
 * the frame says it is ready, then sends the widget's state and at most one update per animation
 * frame (sizes, edit mode, settings, the time window, and series as deltas), and performs the
 * frame's calls (RPC to the widget's target device, attribute saves on the widget's own
 * entities, configured actions) with the user's rights after checking them. The frame never gets
 * a token, a cookie or a reference to anything of the host.
 */
export class WidgetBridgeHost implements Disposable, WatchedBridge {
  /** A controller hook is running in the frame (it said `busy` and not yet `idle`). */
  busy = false;
  private port: MessagePort | null = null;
  private loads = 0;
  private disposed = false;
  private pending: BridgeStatePatch = {};
  private scheduled = false;
  private sent: HostPoints[] = [];
  private seriesKey = '';
  /** The data error the frame last heard of (native widgets). */
  private dataError: string | null = null;
  private dataSub: Disposable | null = null;
  private inFlight = 0;
  private inputs: BridgeInputs;
  private readonly schedule: FrameScheduler;
  private readonly view: Window | null;
  private readonly heartbeat: Heartbeat;
  private readonly watch: StallWatch;

  constructor(private readonly deps: WidgetBridgeHostDeps) {
    this.inputs = deps.inputs;
    this.schedule = deps.schedule ?? rafScheduler;
    this.heartbeat = new Heartbeat(deps.heartbeat ?? DEFAULT_HEARTBEAT);
    this.watch = deps.watch ?? stallWatch;
    // Watched from the start: a frame that shares a stuck process may never get to say it is ready.
    this.watch.register(this);
    this.view = deps.frame.ownerDocument.defaultView;
    this.view?.addEventListener('message', this.onWindowMessage);
    deps.frame.addEventListener('load', this.onLoad);
  }

  /** New sizes or settings from the cell: sent with the next frame. */
  setInputs(inputs: BridgeInputs): void {
    const old = this.inputs;
    this.inputs = inputs;
    if (old.width !== inputs.width) this.pending.width = inputs.width;
    if (old.height !== inputs.height) this.pending.height = inputs.height;
    if (JSON.stringify(old.settings) !== JSON.stringify(inputs.settings)) this.pending.settings = plain(inputs.settings);
    if (old.config.units !== inputs.config.units) this.pending.units = inputs.config.units;
    if (old.config.decimals !== inputs.config.decimals) this.pending.decimals = inputs.config.decimals;
    if (old.config.title !== inputs.config.title) this.pending.title = inputs.config.title;
    if ((old.theme ?? 'light') !== (inputs.theme ?? 'light')) this.pending.theme = inputs.theme ?? 'light';
    if (Boolean(old.isMobile) !== Boolean(inputs.isMobile)) this.pending.isMobile = Boolean(inputs.isMobile);
    // A native widget gets its whole display configuration (legend, colours), as its props hold it.
    if (this.deps.native && JSON.stringify(old.config) !== JSON.stringify(inputs.config)) this.pending.config = plain(inputs.config) as unknown as Record<string, unknown>;
    // ...and the console's language, which it follows without a restart.
    if (this.deps.native && inputs.language && old.language !== inputs.language) this.pending.language = inputs.language;
    this.requestFlush();
  }

  /** Edit mode, datasources or the time window changed (the cell watches them): re-read with the next frame. */
  contextChanged(): void {
    const { ctx } = this.deps;
    this.pending.isEdit = ctx.isEdit;
    this.pending.datasources = bridgeDatasources(ctx.datasources);
    this.pending.timeWindow = bridgeTimeWindow(ctx.timeWindow);
    this.dataChanged(ctx.data);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.watch.unregister(this);
    this.heartbeat.stop();
    this.dataSub?.dispose();
    this.view?.removeEventListener('message', this.onWindowMessage);
    this.deps.frame.removeEventListener('load', this.onLoad);
    try {
      this.port?.postMessage({ v: 1, type: 'destroy' } satisfies HostMessage);
    } catch { /* the frame is gone */ }
    this.port?.close();
    this.port = null;
  }

  private readonly onLoad = () => {
    // The first load is the widget sandbox page; another is a page the widget navigated to.
    if (++this.loads > 1) this.fail('The widget navigated its frame away from the widget sandbox');
  };

  private readonly onWindowMessage = (event: MessageEvent) => {
    const target = this.deps.frame.contentWindow;
    if (this.disposed || !target || event.source !== target || event.origin !== 'null' || !isWidgetSandboxReady(event.data)) return;
    if (this.port) {
      this.fail('The widget reloaded its frame');
      return;
    }
    const channel = new MessageChannel();
    this.port = channel.port1;
    channel.port1.onmessage = (message: MessageEvent) => this.receive(message.data);
    target.postMessage({ widgetSandbox: 1, connect: true }, '*', [channel.port2]);
    this.sendInit();
  };

  private sendInit(): void {
    const { ctx, source, native } = this.deps;
    const data = ctx.data;
    const series = seriesRefs(data, ctx.datasources);
    this.seriesKey = JSON.stringify(series);
    this.sent = data.series.map((s) => s.data);
    const updates: SeriesUpdate[] = data.series.map((s, index) => ({ index, full: s.data.map((p) => [p[0], p[1]] as [number, unknown]) }));
    const state = bridgeState(ctx, this.inputs);
    if (native) {
      this.dataError = data.error ?? null;
      const language = this.inputs.language ?? native.language;
      this.post({ v: 1, type: 'initNative', module: { ...native, ...(language ? { language } : {}) }, state: { ...state, dataError: this.dataError }, config: plain(this.inputs.config) as unknown as Record<string, unknown>, series, data: updates });
    } else {
      const empty: WidgetSource = { templateHtml: '', templateCss: '', controllerScript: '' };
      this.post({ v: 1, type: 'init', source: source ?? empty, state, series, data: updates, resources: this.deps.resources ?? [] });
    }
    this.pending = {};
    this.dataSub = ctx.subscribe((next) => this.dataChanged(next));
    // The watch decides what a missed heartbeat stops or restarts (stallWatch.ts).
    this.heartbeat.start((seq) => this.post({ v: 1, type: 'ping', seq }), () => this.watch.report(this));
  }

  /** No pong lately (or, not connected yet, no ready signal since it was made). */
  stalled(): boolean {
    return !this.disposed && this.heartbeat.stalled();
  }

  stop(): void {
    this.fail(WIDGET_STOPPED_RESPONDING);
  }

  restart(): void {
    this.fail(WIDGET_RESTART);
  }

  private dataChanged(data: WidgetData): void {
    if (!this.port) return;
    const series = seriesRefs(data, this.deps.ctx.datasources);
    const key = JSON.stringify(series);
    const sent = key === this.seriesKey ? this.sent : [];
    if (key !== this.seriesKey) this.pending.series = series;
    this.seriesKey = key;
    const updates = new Map<number, SeriesUpdate>((this.pending.data ?? []).map((u) => [u.index, u]));
    data.series.forEach((s, index) => {
      const update = seriesUpdate(index, sent[index], s.data);
      if (!update) return;
      const earlier = updates.get(index);
      // Two deltas in one frame: the second is relative to the first, so send the whole series instead.
      updates.set(index, earlier && !('full' in update) ? { index, full: s.data.map((p) => [p[0], p[1]] as [number, unknown]) } : update);
    });
    this.sent = data.series.map((s) => s.data);
    if (updates.size > 0 || this.pending.series) this.pending.data = [...updates.values()];
    // A native widget reads the subscription's error from its data (WidgetData.error), as in the page.
    if (this.deps.native && (data.error ?? null) !== this.dataError) {
      this.dataError = data.error ?? null;
      this.pending.dataError = this.dataError;
    }
    this.requestFlush();
  }

  private requestFlush(): void {
    if (this.scheduled || this.disposed) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  /** Sends what changed since the last frame as one message. */
  flush(): void {
    if (!this.port || this.disposed || Object.keys(this.pending).length === 0) return;
    const patch = this.pending;
    this.pending = {};
    this.post({ v: 1, type: 'update', patch });
  }

  private post(message: HostMessage): void {
    try {
      this.port?.postMessage(message);
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
    }
  }

  private receive(data: unknown): void {
    if (this.disposed) return;
    const message = parseFrameMessage(data);
    if (!message) return;
    // Any message is a sign of life: a frame working through a backlog of updates is slow, not stuck.
    this.heartbeat.pong();
    if (message.type === 'busy') this.busy = true;
    else if (message.type === 'idle') this.busy = false;
    else if (message.type === 'rendered') this.deps.onRendered();
    else if (message.type === 'error') this.deps.onError(message.message);
    else if (message.type === 'call') void this.call(message.id, message);
  }

  private async call(id: number, call: BridgeCall): Promise<void> {
    if (this.inFlight >= MAX_CALLS_IN_FLIGHT) {
      this.post({ v: 1, type: 'result', id, ok: false, error: 'Too many calls from the widget in flight' });
      return;
    }
    this.inFlight++;
    try {
      const value = await this.perform(call);
      if (!this.disposed) this.post({ v: 1, type: 'result', id, ok: true, value: plain(value ?? null) });
    } catch (error) {
      if (!this.disposed) this.post({ v: 1, type: 'result', id, ok: false, error: error instanceof Error ? error.message : String(error) });
    } finally {
      this.inFlight--;
    }
  }

  /** Everything a frame may ask for, each checked against what this widget is allowed to touch. */
  private async perform(call: BridgeCall): Promise<unknown> {
    const { ctx } = this.deps;
    switch (call.op) {
      case 'rpc': {
        const timeout = call.timeout === undefined ? undefined : Math.min(Math.max(call.timeout, 100), 600_000);
        if (call.twoWay) return ctx.rpc.sendTwoWay(call.method, plain(call.params), timeout);
        await ctx.rpc.sendOneWay(call.method, plain(call.params), timeout);
        return null;
      }
      case 'saveAttributes': {
        const own = ctx.datasources.some((ds) => ds.entityId?.id === call.entityId.id && ds.entityId.entityType === call.entityId.entityType);
        if (!own) throw new Error("The entity is not one of the widget's datasources");
        const body = Object.fromEntries(call.attributes.map((a) => [a.key, plain(a.value)]));
        const { entityType, id } = call.entityId;
        return ctx.services.get(httpServiceRef).post(
          `/api/plugins/telemetry/${encodeURIComponent(entityType)}/${encodeURIComponent(id)}/attributes/${call.scope}`, body,
        );
      }
      case 'action': {
        const actions = ctx.actions.list(call.sourceId);
        if (actions.length === 0 || (call.actionId !== undefined && !actions.some((a) => a.id === call.actionId))) {
          throw new Error(`No action is configured for '${call.sourceId}'`);
        }
        const target = call.entityId ? { entityId: { entityType: call.entityId.entityType, id: call.entityId.id } as never, entityName: call.entityName, entityLabel: call.entityLabel } : undefined;
        ctx.actions.run(call.sourceId, target, call.actionId);
        return null;
      }
      default:
        throw new Error('Unknown call');
    }
  }

  private fail(message: string): void {
    if (this.disposed) return;
    this.deps.onError(message, true);
    this.dispose();
  }
}
