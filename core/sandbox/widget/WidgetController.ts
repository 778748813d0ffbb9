import type {
  BridgeCall, BridgeSeriesRef, BridgeState, BridgeStatePatch, FrameMessage, SeriesUpdate, WidgetSource,
} from '../../services/sandbox/widgetBridgeProtocol';
import { HeldSeries } from '../../services/sandbox/seriesDelta';
import { createWidgetCtx, ctxDatasources, ctxSeries, type SandboxWidgetContext } from './widgetCtx';

import { type CompileController, compileWithFunction } from './compileController';
import { applyTheme } from './widgetTheme';

export type { CompileController } from './compileController';

/** "TypeError: x is not a function": what the error tile names. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  if (typeof error === 'object' && error !== null && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

type Hook = 'onInit' | 'onDataUpdated' | 'onResize' | 'onEditModeChanged' | 'onMobileModeChanged' | 'onThemeChanged' | 'onDestroy';

/**
 * One ThingsBoard-format widget inside its sandbox frame: puts its template and CSS into the
 * page, builds `self.ctx`, and calls the controller's hooks as ThingsBoard does: `onInit` once,
 * then `onDataUpdated` when data is there; `onResize`, `onEditModeChanged`, `onMobileModeChanged`
 * and `onDataUpdated` on the host's updates (and Tessera's `onThemeChanged` when the console's
 * theme changes; `ctx.theme` holds it); `onDestroy` at the end. A hook that throws is reported to the host.
 */
export class WidgetController {
  readonly ctx: SandboxWidgetContext;
  private instance: Record<string, unknown> | null = null;
  private readonly series: HeldSeries;
  private nextCallId = 1;
  private readonly calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private lastError: string | null = null;
  private destroyed = false;

  constructor(
    private readonly root: HTMLElement,
    source: WidgetSource,
    private readonly state: BridgeState,
    refs: BridgeSeriesRef[],
    data: SeriesUpdate[],
    private readonly send: (message: FrameMessage) => void,
    compile: CompileController = compileWithFunction,
  ) {
    this.series = new HeldSeries(refs);
    const style = root.ownerDocument.createElement('style');
    style.textContent = source.templateCss;
    root.ownerDocument.head.appendChild(style);
    const container = root.ownerDocument.createElement('div');
    container.className = 'tb-widget-container';
    container.style.cssText = `position:relative;width:${state.width}px;height:${state.height}px;overflow:hidden`;
    container.innerHTML = source.templateHtml;
    root.appendChild(container);
    applyTheme(container, state.theme ?? 'light');
    this.ctx = createWidgetCtx(container, state, (request) => this.call(request));
    this.applyData(refs, data);
    this.send({ v: 1, type: 'busy' });
    try {
      const Controller = compile(source.controllerScript);
      this.instance = new Controller(this.ctx);
    } catch (error) {
      this.report(error);
      return;
    } finally {
      this.send({ v: 1, type: 'idle' });
    }
    if (this.hook('onInit') && this.ctx.data.some((s) => s.data.length > 0)) this.hook('onDataUpdated');
    if (this.lastError === null) this.send({ v: 1, type: 'rendered' });
  }

  /** One frame's worth of changes from the host. */
  update(patch: BridgeStatePatch): void {
    if (this.destroyed) return;
    const resized = (patch.width !== undefined && patch.width !== this.ctx.width) || (patch.height !== undefined && patch.height !== this.ctx.height);
    const editChanged = patch.isEdit !== undefined && patch.isEdit !== this.ctx.isEdit;
    const mobileChanged = patch.isMobile !== undefined && patch.isMobile !== this.ctx.isMobile;
    const themeChanged = patch.theme !== undefined && patch.theme !== this.ctx.theme;
    if (patch.width !== undefined) { this.state.width = patch.width; this.ctx.width = patch.width; }
    if (patch.height !== undefined) { this.state.height = patch.height; this.ctx.height = patch.height; }
    if (resized) {
      const container = this.ctx.$container[0] as HTMLElement;
      container.style.width = `${this.ctx.width}px`;
      container.style.height = `${this.ctx.height}px`;
    }
    if (patch.isEdit !== undefined) this.ctx.isEdit = patch.isEdit;
    if (patch.isMobile !== undefined) { this.state.isMobile = patch.isMobile; this.ctx.isMobile = patch.isMobile; }
    if (patch.theme !== undefined && themeChanged) {
      this.state.theme = patch.theme;
      this.ctx.theme = patch.theme;
      applyTheme(this.ctx.$container[0] as HTMLElement, patch.theme);
    }
    if (patch.settings) { this.ctx.settings = patch.settings; this.ctx.widgetConfig.settings = patch.settings; }
    if (patch.units !== undefined) { this.ctx.units = patch.units; this.ctx.widgetConfig.units = patch.units; }
    if (patch.decimals !== undefined) { this.ctx.decimals = patch.decimals; this.ctx.widgetConfig.decimals = patch.decimals; }
    if (patch.title !== undefined) { this.ctx.widgetTitle = patch.title; this.ctx.widgetConfig.title = patch.title; }
    if (patch.timeWindow) this.ctx.timeWindow = patch.timeWindow;
    if (patch.actions) this.state.actions = patch.actions;
    if (patch.datasources) {
      this.ctx.datasources = ctxDatasources(patch.datasources);
      this.ctx.widgetConfig.datasources = this.ctx.datasources;
    }
    const dataChanged = Boolean(patch.data && patch.data.length > 0) || Boolean(patch.datasources) || Boolean(patch.series);
    if (dataChanged) this.applyData(patch.series ?? this.series.refs, patch.data ?? []);
    if (resized) this.hook('onResize');
    if (editChanged) this.hook('onEditModeChanged');
    if (mobileChanged) this.hook('onMobileModeChanged');
    if (themeChanged) this.hook('onThemeChanged');
    if (dataChanged) this.hook('onDataUpdated');
  }

  /** The host's answer to a call. */
  settle(id: number, ok: boolean, value: unknown, error?: string): void {
    const call = this.calls.get(id);
    if (!call) return;
    this.calls.delete(id);
    if (ok) call.resolve(value);
    else call.reject(new Error(error));
  }

  destroy(): void {
    if (this.destroyed) return;
    this.hook('onDestroy');
    this.destroyed = true;
    for (const call of this.calls.values()) call.reject(new Error('The widget was removed'));
    this.calls.clear();
  }

  /** Reports an error thrown outside the hooks (a timer, an event handler, a rejected promise). */
  report(error: unknown): void {
    const message = describeError(error);
    // The same error every update is one error.
    if (message === this.lastError) return;
    this.lastError = message;
    this.send({ v: 1, type: 'error', message });
  }

  private applyData(refs: BridgeSeriesRef[], updates: SeriesUpdate[]): void {
    this.series.apply(refs, updates);
    // ctx.data is the same array object throughout (controllers keep it), its entries renewed.
    const next = ctxSeries(this.series.refs, this.ctx.datasources, this.series.points);
    this.ctx.data.length = 0;
    this.ctx.data.push(...next);
  }

  private call(request: BridgeCall): Promise<unknown> {
    if (this.destroyed) return Promise.reject(new Error('The widget was removed'));
    const id = this.nextCallId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      this.send({ v: 1, type: 'call', id, ...request } as FrameMessage);
    });
  }

  /** Calls a hook if the controller has it; false when it threw. */
  private hook(name: Hook): boolean {
    const fn = this.instance?.[name];
    if (typeof fn !== 'function') return true;
    // All widget frames of a page share one process: if this hook never returns, the host learns which frame to stop.
    this.send({ v: 1, type: 'busy' });
    try {
      fn.call(this.instance);
      return true;
    } catch (error) {
      this.report(error);
      return false;
    } finally {
      this.send({ v: 1, type: 'idle' });
    }
  }
}
