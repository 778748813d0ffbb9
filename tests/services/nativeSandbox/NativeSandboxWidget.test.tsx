// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { defaultDisplayConfig, httpServiceRef, type WidgetDatasource } from '@tessera/sdk';
import { serveNativeWidget } from '../../../core/sandbox/native/serveNativeWidget';
import { NativeSandboxWidget } from '../../../core/services/nativeSandbox/NativeSandboxWidget';
import { clearNativeModuleTexts } from '../../../core/services/nativeSandbox/nativeModuleText';
import { WIDGET_SANDBOX_REQUIRED_CSP } from '../../../core/services/sandbox/sandboxPolicy';
import type { HostMessage } from '../../../core/services/sandbox/widgetBridgeProtocol';
import { dataKey, fakeServices, fakeWidgetContext } from '../../widget-bundles/fakeWidgetContext';
import { buildTestBundle, PROBE_WIDGET } from '../../sandbox/native/buildTestBundle';

let probe: string;
let spectrum: string;
let bundleNo = 0;
beforeAll(async () => {
  probe = await buildTestBundle('acme.host', PROBE_WIDGET);
  spectrum = await buildTestBundle('acme.spectrum', `
    import { ErrorTile as Text } from '@tessera/ui';
    import { definePlugin, defineWidget } from '@tessera/sdk';
    import manifest from './manifest.json';
    export default definePlugin({ manifest, activate(ctx) {
      ctx.widgets.register(defineWidget({ id: 'acme.spectrum.probe', name: 'S', kind: 'static', sizeX: 1, sizeY: 1, defaultSettings: {}, component: () => <Text>hi</Text> }));
    } });`, [{ id: 'acme.spectrum.probe', name: 'S', kind: 'static' }]);
});

afterEach(() => {
  cleanup();
  clearNativeModuleTexts();
  document.body.replaceChildren();
});

const ds: WidgetDatasource = { type: 'entity', name: 'Thermo', entityId: { entityType: 'DEVICE', id: 'dev-1' }, dataKeys: [dataKey('temperature')] };

/**
 * Plays the sandbox page for the widget's frame (jsdom loads no page): says ready, takes the port
 * the host transfers, and serves it with the frame's real runtime (core/sandbox/native/) in a
 * container of its own, recording what the host sent.
 */
async function playFrame(container: HTMLElement) {
  const frame = await waitFor(() => {
    const found = container.querySelector('iframe');
    if (!found) throw new Error('no frame yet');
    return found;
  });
  const received: HostMessage[] = [];
  const frameRoot = document.createElement('div');
  frameRoot.dataset.frame = 'true';
  document.body.appendChild(frameRoot);
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((_m: unknown, _o: string, transfer?: Transferable[]) => {
    const port = transfer![0] as MessagePort;
    const served = serveNativeWidget(port, frameRoot);
    const serve = port.onmessage!;
    port.onmessage = (event) => { received.push(event.data as HostMessage); serve.call(port, event); };
    void served;
  }) as never);
  window.dispatchEvent(new MessageEvent('message', { data: { widgetSandbox: 1, ready: true }, origin: 'null', source: frame.contentWindow }));
  return { frame, frameRoot, received };
}

function show(code: string, widgetId = 'acme.host.probe', settings: Record<string, unknown> = { color: 'blue' }, get = vi.fn(async () => code)) {
  const url = `api/widgetUiBundle/t1/acme.host/index-${String(bundleNo++).padStart(20, '0')}.js`;
  const { ctx, push } = fakeWidgetContext({ services: fakeServices([[httpServiceRef, { get }]]), datasources: [ds], series: [{ datasource: ds, dataKey: ds.dataKeys[0], data: [[1, 20]] }] });
  const frames: (() => void)[] = [];
  const props = { bundle: { id: 'acme.host', url, codeHash: 'x' }, widgetId, ctx, settings, width: 300, height: 200, config: { ...defaultDisplayConfig(), title: 'Probe' }, schedule: (fn: () => void) => frames.push(fn) };
  const view = render(<NativeSandboxWidget {...props} />);
  const tick = () => act(() => frames.splice(0).forEach((fn) => fn()));
  return { ...view, get, push, tick, props, url };
}

const text = (root: HTMLElement, id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent;

describe('NativeSandboxWidget', () => {
  it('reads the module with the user\'s rights and runs it in a script-only frame of the native sandbox page under the widget sandbox CSP', async () => {
    const { container, get, url } = show(probe);
    const { frame, received, frameRoot } = await playFrame(container);
    expect(get).toHaveBeenCalledWith(`/${url}`, expect.objectContaining({ responseType: 'text' }));
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('csp')).toBe(WIDGET_SANDBOX_REQUIRED_CSP);
    expect(new URL(frame.src).pathname).toBe('/widget-sandbox.html');
    expect(new URL(frame.src).searchParams.get('native')).toBe('1');
    expect(frame.style.visibility).toBe('hidden');
    await waitFor(() => expect(text(frameRoot, 'value')).toBe('20'));
    const init = received.find((m) => m.type === 'initNative') as Extract<HostMessage, { type: 'initNative' }>;
    expect(init.module).toMatchObject({ url: new URL(`/${url}`, document.baseURI).href, code: probe, widgetId: 'acme.host.probe' });
    expect(init.config).toMatchObject({ title: 'Probe', decimals: 2 });
    // Nothing of the host's crosses: no token, no function.
    expect(JSON.stringify(init)).not.toMatch(/token|Bearer/i);
    await waitFor(() => expect(container.querySelector('[data-rendered="true"]')).not.toBeNull());
    expect(frame.style.visibility).toBe('visible');
  });

  it('forwards data, settings, size and display configuration as one update per frame', async () => {
    const { container, push, tick, rerender, props } = show(probe);
    const { received, frameRoot } = await playFrame(container);
    await waitFor(() => expect(text(frameRoot, 'value')).toBe('20'));
    const before = received.filter((m) => m.type === 'update').length;
    push([{ datasource: ds, dataKey: ds.dataKeys[0], data: [[1, 20], [2, 21]] }]);
    push([{ datasource: ds, dataKey: ds.dataKeys[0], data: [[1, 20], [2, 21], [3, 22.5]] }]);
    rerender(<NativeSandboxWidget {...props} settings={{ color: 'green' }} width={420} config={{ ...props.config, title: 'Renamed', showLegend: true }} />);
    tick();
    await waitFor(() => expect(text(frameRoot, 'value')).toBe('22.5'));
    expect(received.filter((m) => m.type === 'update').length - before).toBe(1);
    const update = received.filter((m) => m.type === 'update').at(-1) as Extract<HostMessage, { type: 'update' }>;
    expect(update.patch).toMatchObject({ width: 420, settings: { color: 'green' }, title: 'Renamed', config: { showLegend: true } });
    expect(text(frameRoot, 'size')).toBe('420x200');
    expect(text(frameRoot, 'title')).toBe('Renamed');
    expect(JSON.parse(text(frameRoot, 'settings')!).color).toBe('green');
  });

  it("forwards the subscription's error to the frame's WidgetData, and clears it there", async () => {
    const { container, push, tick } = show(probe);
    const { received, frameRoot } = await playFrame(container);
    await waitFor(() => expect(text(frameRoot, 'value')).toBe('20'));
    const series = [{ datasource: ds, dataKey: ds.dataKeys[0], data: [[1, 20]] as [number, number][] }];
    push({ series, version: 5, error: "Alias 'Sensor' resolves to no entity" });
    tick();
    await waitFor(() => expect(received.filter((m) => m.type === 'update').at(-1)).toMatchObject({ patch: { dataError: "Alias 'Sensor' resolves to no entity" } }));
    push({ series, version: 6, error: null });
    tick();
    await waitFor(() => expect(received.filter((m) => m.type === 'update').at(-1)).toMatchObject({ patch: { dataError: null } }));
  });

  it('passes a language change to the running widget over the bridge, without a new frame', async () => {
    const { container, tick } = show(probe);
    const { frame, received, frameRoot } = await playFrame(container);
    await waitFor(() => expect(text(frameRoot, 'value')).toBe('20'));
    const before = i18next.language;
    try {
      await act(() => i18next.changeLanguage('fr_FR'));
      tick();
      await waitFor(() => expect(received.filter((m) => m.type === 'update').some((m) => m.type === 'update' && m.patch.language === 'fr_FR')).toBe(true));
      expect(container.querySelector('iframe')).toBe(frame);
      expect(received.filter((m) => m.type === 'initNative')).toHaveLength(1);
    } finally {
      await act(() => i18next.changeLanguage(before));
    }
  });

  it('shows an error tile naming the module when the bundle imports one the sandbox does not offer', async () => {
    const { container } = show(spectrum, 'acme.spectrum.probe');
    await playFrame(container);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("The widget needs the module '@tessera/ui', which the widget sandbox does not offer"));
    expect(container.querySelector('[data-rendered="true"]')).toBeNull();
  });

  it('shows an error tile when the module cannot be read, and creates no frame', async () => {
    const { container } = show(probe, 'acme.host.probe', {}, vi.fn(async () => { throw new Error('403 Forbidden'); }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('widget-sandbox.module-failed'));
    expect(container.querySelector('iframe')).toBeNull();
  });
});
