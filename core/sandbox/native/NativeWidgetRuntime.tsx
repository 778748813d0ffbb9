import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { PluginModule } from '../../sdk/plugin';
import type { BridgeStatePatch, FrameMessage, HostMessage } from '../../services/sandbox/widgetBridgeProtocol';
import { describeError } from '../widget/WidgetController';
import { applyTheme, installThemeStyles } from '../widget/widgetTheme';
import { BridgeCalls } from './BridgeCalls';
import { asPluginModule, FrameRegistrar } from './FrameRegistrar';
import { frameServices, FrameThemeService } from './frameServices';
import { FrameWidgetState } from './FrameWidgetState';
import { frameSpectrum } from './loadFrameSpectrum';
import { loadNativeModule } from './loadNativeModule';
import { type FrameSpectrum, NativeWidgetView } from './NativeWidgetView';

export type InitNative = Extract<HostMessage, { type: 'initNative' }>;

/** Evaluates a module's text into its exports; SystemJS in the frame by default, injectable for tests. */
export type ModuleLoader = (url: string, code: string) => Promise<Record<string, unknown>>;

/**
 * One native bundle widget inside its sandbox frame (issue 16): evaluates the bundle's module,
 * activates its plugin with the frame's registrar, and renders the widget with the frame's React,
 * its props fed by the host's bridge updates. What fails (a module the frame does not offer, a
 * plugin that throws, a widget that throws while rendering) is reported to the host as an error,
 * which shows it in the widget's error tile.
 */
export class NativeWidgetRuntime {
  private state: FrameWidgetState | null = null;
  private root: Root | null = null;
  private plugin: PluginModule | null = null;
  private registrar: FrameRegistrar | null = null;
  private readonly calls: BridgeCalls;
  private readonly theme: FrameThemeService;
  private queued: BridgeStatePatch[] = [];
  private lastError: string | null = null;
  private renderedSent = false;
  private destroyed = false;

  constructor(private readonly container: HTMLElement, private readonly send: (message: FrameMessage) => void, private readonly load: ModuleLoader = loadNativeModule) {
    this.calls = new BridgeCalls(send);
    this.theme = new FrameThemeService('light');
  }

  /** Loads and renders the widget; updates that come meanwhile are applied once it is there. */
  async start(init: InitNative): Promise<void> {
    const document = this.container.ownerDocument;
    installThemeStyles(document);
    this.theme.set(init.state.theme ?? 'light');
    applyTheme(this.container, this.theme.colorScheme);
    const services = frameServices(this.theme);
    try {
      const exports = await this.load(init.module.url, init.module.code);
      if (this.destroyed) return;
      this.plugin = asPluginModule(exports);
      this.registrar = new FrameRegistrar(services);
      await this.registrar.activate(this.plugin);
      if (this.destroyed) return;
      const definition = this.registrar.widget(init.module.widgetId);
      this.state = new FrameWidgetState(init.state, init.config, init.series, init.data, services, (request) => this.calls.call(request), init.module.language);
      // A bundle that imports React Spectrum had it loaded: its components get the theme's Provider, as in the console.
      const spectrum = frameSpectrum() as FrameSpectrum | null;
      this.root = createRoot(this.container);
      const view = (
        <NativeWidgetView
          services={services} definition={definition} state={this.state} spectrum={spectrum}
          onRendered={this.onRendered} onError={(error) => this.report(error)}
        />
      );
      this.busy(() => flushSync(() => this.root?.render(view)));
    } catch (error) {
      this.report(error);
      return;
    }
    for (const patch of this.queued) this.update(patch);
    this.queued = [];
  }

  update(patch: BridgeStatePatch): void {
    if (this.destroyed) return;
    if (!this.state) {
      this.queued.push(patch);
      return;
    }
    if (patch.theme !== undefined && patch.theme !== this.theme.colorScheme) {
      this.theme.set(patch.theme);
      applyTheme(this.container, patch.theme);
    }
    // MobX reactions re-render the widget synchronously inside the update: a render that never returns names this frame.
    this.busy(() => this.state?.update(patch));
  }

  settle(id: number, ok: boolean, value: unknown, error?: string): void {
    this.calls.settle(id, ok, value, error);
  }

  /** Reports an error (the widget's own, thrown later by a timer or promise, included); the same one once. */
  report(error: unknown): void {
    const message = describeError(error);
    if (message === this.lastError) return;
    this.lastError = message;
    this.send({ v: 1, type: 'error', message });
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.calls.close();
    try {
      this.root?.unmount();
      void Promise.resolve(this.plugin?.deactivate?.()).catch(() => undefined);
      this.registrar?.dispose();
    } catch (error) {
      this.report(error);
    }
  }

  private readonly onRendered = () => {
    if (this.renderedSent || this.lastError !== null) return;
    this.renderedSent = true;
    this.send({ v: 1, type: 'rendered' });
  };

  private busy(fn: () => void): void {
    this.send({ v: 1, type: 'busy' });
    try {
      fn();
    } finally {
      this.send({ v: 1, type: 'idle' });
    }
  }
}
