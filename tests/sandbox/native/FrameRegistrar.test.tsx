// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Component, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import * as hostSdk from '@tessera/sdk';
import { asPluginModule, FrameRegistrar } from '../../../core/sandbox/native/FrameRegistrar';
import { frameServices, FrameThemeService, SandboxServiceError } from '../../../core/sandbox/native/frameServices';
import * as frameSdk from '../../../core/sandbox/native/frameSdk';

afterEach(cleanup);

const Widget = () => <span>widget</span>;
const widget = (id: string) => frameSdk.defineWidget({ id, name: id, kind: 'static', sizeX: 2, sizeY: 2, defaultSettings: {}, component: Widget });
const manifest = { id: 'acme.frame', version: '1.0.0', name: 'Frame' };

describe('FrameRegistrar', () => {
  it('activates a plugin with the console\'s PluginContext and keeps its widgets until it is disposed', async () => {
    const registrar = new FrameRegistrar(frameServices(new FrameThemeService('light')));
    await registrar.activate(frameSdk.definePlugin({
      manifest,
      activate(ctx) {
        expect(ctx.manifest).toBe(manifest);
        ctx.widgets.register(widget('acme.frame.one'));
        ctx.subscriptions.add(ctx.widgets.register(widget('acme.frame.two')));
        ctx.menu.register({ id: 'acme.menu' } as never);
      },
    }));
    expect(registrar.widgetIds()).toEqual(['acme.frame.one', 'acme.frame.two']);
    expect(registrar.widget('acme.frame.two').component).toBe(Widget);
    expect(registrar.ignoredContributions()).toEqual(['menu']);
    expect(() => registrar.widget('acme.frame.three')).toThrow("The bundle registered no widget 'acme.frame.three' (it registered 'acme.frame.one', 'acme.frame.two')");
    registrar.dispose();
    expect(registrar.widgetIds()).toEqual([]);
  });

  it('names the plugin whose activation fails, and refuses a widget registered twice', async () => {
    const registrar = new FrameRegistrar(frameServices(new FrameThemeService('light')));
    await expect(registrar.activate(frameSdk.definePlugin({
      manifest, activate(ctx) { ctx.widgets.register(widget('acme.frame.one')); ctx.widgets.register(widget('acme.frame.one')); },
    }))).rejects.toThrow("Plugin 'acme.frame' failed to activate: Widget 'acme.frame.one' is already registered");
  });

  it('takes only a module whose default export is a plugin', () => {
    expect(() => asPluginModule({})).toThrow('has no default export made with definePlugin');
    expect(() => asPluginModule({ default: { manifest } })).toThrow('has no default export');
    expect(asPluginModule({ default: { manifest, activate() {} } }).manifest).toBe(manifest);
  });
});

describe('frame services', () => {
  it('offers the theme and refuses services that act with the user\'s rights, with a clear error', () => {
    const theme = new FrameThemeService('dark');
    const services = frameServices(theme);
    expect(services.get(frameSdk.themeServiceRef).colorScheme).toBe('dark');
    expect(services.getOptional(frameSdk.httpServiceRef)).toBeUndefined();
    for (const ref of [frameSdk.httpServiceRef, frameSdk.authServiceRef, frameSdk.subscriptionServiceRef, frameSdk.navigationServiceRef] as frameSdk.ServiceRef<unknown>[]) {
      expect(() => services.get(ref)).toThrow(SandboxServiceError);
    }
    expect(() => services.get(frameSdk.httpServiceRef)).toThrow("The service 'core.http' is not available to widgets in the sandbox");
    expect(() => theme.setPreference()).toThrow();
  });

  it('makes useService of such a service throw that error inside a widget', () => {
    function UsesHttp() {
      frameSdk.useService(frameSdk.httpServiceRef);
      return null;
    }
    class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
      override state = { error: null as string | null };
      static getDerivedStateFromError(error: Error) { return { error: error.message }; }
      override render() { return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children; }
    }
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(<frameSdk.ServicesProvider services={frameServices(new FrameThemeService('light'))}><Catch><UsesHttp /></Catch></frameSdk.ServicesProvider>);
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('alert').textContent).toContain("The service 'core.http' is not available to widgets in the sandbox");
  });
});

describe('the frame\'s @tessera/sdk', () => {
  it('offers every name the console\'s SDK exports (the same contract, the frame\'s own copies)', () => {
    const missing = Object.keys(hostSdk).filter((name) => !(name in frameSdk));
    expect(missing).toEqual([]);
  });
});
