// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { NativeWidgetRuntime, type InitNative } from '../../../core/sandbox/native/NativeWidgetRuntime';
import type { BridgeState, FrameMessage } from '../../../core/services/sandbox/widgetBridgeProtocol';
import { buildTestBundle, PROBE_WIDGET } from './buildTestBundle';

let probe: string;
let urlCount = 0;
beforeAll(async () => {
  probe = await buildTestBundle('acme.runtime', PROBE_WIDGET);
});

const state = (over: Partial<BridgeState> = {}): BridgeState => ({
  width: 320, height: 200, isEdit: false, isMobile: false, theme: 'light', title: 'Probe title', units: '', decimals: 2,
  settings: { color: 'blue' },
  datasources: [{ type: 'entity', name: 'Thermo', entityId: 'dev-1', entityType: 'DEVICE', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'T', color: '#f00', settings: {} }] }],
  timeWindow: { minTime: 0, maxTime: 1, interval: 1000, aggregation: 'NONE', realtime: true },
  actions: {},
  ...over,
});

function start(over: Partial<InitNative> = {}, stateOver: Partial<BridgeState> = {}) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const sent: FrameMessage[] = [];
  const runtime = new NativeWidgetRuntime(container, (m) => sent.push(m));
  // A new URL per test: SystemJS keeps a module by its URL, as the frame (one widget per page) may.
  const init: InitNative = {
    v: 1, type: 'initNative', module: { url: `http://localhost/m${urlCount++}.js`, code: probe, widgetId: 'acme.runtime.probe' },
    state: state(stateOver), config: { title: 'Probe title', showLegend: false, color: '', backgroundColor: '' },
    series: [{ datasource: 0, dataKey: 0 }], data: [{ index: 0, full: [[1, 21.5]] }], ...over,
  };
  runtimes.push(runtime);
  return { container, sent, runtime, started: runtime.start(init) };
}

const runtimes: NativeWidgetRuntime[] = [];
afterEach(() => {
  runtimes.splice(0).forEach((r) => r.destroy());
  document.body.replaceChildren();
});

const text = (container: HTMLElement, id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;

describe('NativeWidgetRuntime', () => {
  it('renders the bundle\'s widget with the props the bridge gives, settings over its defaults, and says rendered once', async () => {
    const { container, sent, started } = start();
    await started;
    await waitFor(() => expect(text(container, 'value')).toBe('21.5'));
    expect(JSON.parse(text(container, 'settings')!)).toEqual({ color: 'blue', explode: false });
    expect(text(container, 'size')).toBe('320x200');
    expect(text(container, 'title')).toBe('Probe title');
    expect(text(container, 'theme')).toBe('light');
    expect(sent.filter((m) => m.type === 'rendered')).toHaveLength(1);
    expect(sent.filter((m) => m.type === 'error')).toEqual([]);
    // Every render is bracketed, so a stuck process names this frame.
    expect(sent.filter((m) => m.type === 'busy').length).toBe(sent.filter((m) => m.type === 'idle').length);
  });

  it('applies the host\'s updates: data deltas, settings, size, title, edit mode and theme', async () => {
    const { container, runtime, started } = start();
    await started;
    runtime.update({ data: [{ index: 0, drop: 0, append: [[2, 23]] }], width: 400, settings: { color: 'green' }, title: 'New', isEdit: true, theme: 'dark' });
    await waitFor(() => expect(text(container, 'value')).toBe('23'));
    expect(text(container, 'size')).toBe('400x200');
    expect(JSON.parse(text(container, 'settings')!).color).toBe('green');
    expect(text(container, 'title')).toBe('New');
    expect(text(container, 'edit')).toBe('true');
    expect(text(container, 'theme')).toBe('dark');
    expect(document.documentElement.classList.contains('tb-theme-dark')).toBe(true);
  });

  it('queues updates that come while the module loads', async () => {
    const { container, runtime, started } = start();
    runtime.update({ data: [{ index: 0, full: [[5, 99]] }] });
    await started;
    await waitFor(() => expect(text(container, 'value')).toBe('99'));
  });

  it('sends the widget\'s RPC to the host as a call and resolves with the host\'s result', async () => {
    const { container, sent, runtime, started } = start();
    await started;
    container.querySelector('button')!.click();
    const call = sent.find((m) => m.type === 'call') as Extract<FrameMessage, { type: 'call' }> & { op: 'rpc' };
    expect(call).toMatchObject({ op: 'rpc', twoWay: true, method: 'getValue', params: { a: 1 } });
    runtime.settle(call.id, true, { value: 7 });
    await waitFor(() => expect(document.title).toBe('rpc {"value":7}'));
  });

  it('reports a widget that throws while rendering, and never says rendered', async () => {
    const { sent, started } = start({}, { settings: { explode: true } });
    await started;
    await waitFor(() => expect(sent.find((m) => m.type === 'error')).toEqual({ v: 1, type: 'error', message: 'Error: kaboom' }));
    expect(sent.some((m) => m.type === 'rendered')).toBe(false);
  });

  it('reports a widget id the bundle did not register, listing those it did', async () => {
    const { sent, started } = start({ module: { url: `http://localhost/m${urlCount++}.js`, code: probe, widgetId: 'acme.runtime.missing' } });
    await started;
    expect(sent.find((m) => m.type === 'error')).toEqual({
      v: 1, type: 'error', message: "Error: The bundle registered no widget 'acme.runtime.missing' (it registered 'acme.runtime.probe')",
    });
    expect(sent.some((m) => m.type === 'rendered')).toBe(false);
  });
});
