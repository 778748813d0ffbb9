// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observable, runInAction } from 'mobx';
import type { WidgetContext, WidgetData, WidgetDatasource } from '../../../core/sdk/widgets';
import { httpServiceRef } from '../../../core/sdk/services';
import type { HostMessage } from '../../../core/services/sandbox/widgetBridgeProtocol';
import { WidgetBridgeHost } from '../../../core/services/widgetTypes/WidgetBridgeHost';

const ds: WidgetDatasource = {
  type: 'entity', name: 'Thermo', entityId: { entityType: 'DEVICE', id: 'dev-1' }, entityName: 'Thermo',
  dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#f00', settings: {} }],
};
const dataOf = (points: [number, number][], version = 1): WidgetData => ({ series: [{ datasource: ds, dataKey: ds.dataKeys[0], data: points }], version, error: null });

function context() {
  const listeners: ((data: WidgetData) => void)[] = [];
  const box = observable.box(false);
  const posts: unknown[] = [];
  const rpc = { targetDevice: null, sendOneWay: vi.fn(async () => undefined), sendTwoWay: vi.fn(async () => ({ value: 7 })) };
  const run = vi.fn();
  let data = dataOf([[1, 20]]);
  const ctx: WidgetContext = {
    get isEdit() { return box.get(); },
    services: { get: ((ref: unknown) => { if (ref === httpServiceRef) return { post: async (url: string, body: unknown) => { posts.push({ url, body }); return null; } }; throw new Error('missing'); }) as never, getOptional: () => undefined },
    timeWindow: { minTime: 0, maxTime: 1, interval: 1000, aggregation: 'NONE', realtime: true },
    datasources: [ds],
    get data() { return data; },
    subscribe: (listener) => { listeners.push(listener); return { dispose: () => undefined }; },
    rpc,
    actions: { list: (source) => (source === 'elementClick' ? [{ id: 'a1', name: 'Open', type: 'openDashboardState' }] : []), run },
  };
  const push = (next: WidgetData) => { data = next; listeners.forEach((l) => l(next)); };
  return { ctx, push, box, posts, rpc, run };
}

/** Plays the widget sandbox page: says ready on window and collects what arrives on the port it is given. */
function connectFrame(frame: HTMLIFrameElement) {
  const received: HostMessage[] = [];
  let port: MessagePort | null = null;
  const waiters: (() => void)[] = [];
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((_m: unknown, _o: string, transfer?: Transferable[]) => {
    port = transfer?.[0] as MessagePort;
    port.onmessage = (event) => { received.push(event.data as HostMessage); waiters.splice(0).forEach((w) => w()); };
  }) as never);
  window.dispatchEvent(new MessageEvent('message', { data: { widgetSandbox: 1, ready: true }, origin: 'null', source: frame.contentWindow }));
  return {
    received,
    send: (data: unknown) => port!.postMessage(data),
    until: (count: number) => new Promise<HostMessage[]>((resolve) => {
      const check = () => (received.length >= count ? resolve(received) : waiters.push(check));
      check();
    }),
  };
}

const hosts: WidgetBridgeHost[] = [];
afterEach(() => {
  hosts.splice(0).forEach((h) => h.dispose());
  document.body.replaceChildren();
});

function setup() {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const c = context();
  const frames: (() => void)[] = [];
  const events = { rendered: 0, errors: [] as string[] };
  const host = new WidgetBridgeHost({
    frame, ctx: c.ctx, source: { templateHtml: '<b></b>', templateCss: '', controllerScript: '' },
    inputs: { width: 300, height: 200, settings: { a: 1 }, config: { title: 'T', units: '', decimals: 2, showLegend: false, legendConfig: {} as never, color: '', backgroundColor: '' }, actionSources: ['elementClick', 'headerButton'] },
    schedule: (fn) => frames.push(fn),
    onRendered: () => { events.rendered++; },
    onError: (m) => events.errors.push(m),
  });
  hosts.push(host);
  const tick = () => frames.splice(0).forEach((fn) => fn());
  return { frame, host, tick, events, ...c };
}

describe('WidgetBridgeHost', () => {
  it('ignores ready signals from other windows and answers its frame with a port and the widget\'s state', async () => {
    const { frame } = setup();
    window.dispatchEvent(new MessageEvent('message', { data: { widgetSandbox: 1, ready: true }, origin: 'null', source: window }));
    const frameSide = connectFrame(frame);
    const [init] = await frameSide.until(1);
    expect(init).toMatchObject({
      v: 1, type: 'init', source: { templateHtml: '<b></b>' }, series: [{ datasource: 0, dataKey: 0 }], data: [{ index: 0, full: [[1, 20]] }],
      state: { width: 300, height: 200, settings: { a: 1 }, actions: { elementClick: [{ id: 'a1', name: 'Open', type: 'openDashboardState' }] } },
    });
    expect(init.type === 'init' && init.state.datasources[0]).toMatchObject({ entityId: 'dev-1', entityType: 'DEVICE', entityName: 'Thermo' });
    expect(JSON.stringify(init)).not.toMatch(/token/i);
  });

  it('coalesces many data changes and a resize into one update per frame, sending series as deltas', async () => {
    const { frame, host, push, tick } = setup();
    const frameSide = connectFrame(frame);
    await frameSide.until(1);
    const base = Array.from({ length: 40 }, (_, i) => [i, i] as [number, number]);
    push(dataOf(base, 2));
    tick();
    await frameSide.until(2);
    for (let i = 40; i < 140; i++) push(dataOf([...base.slice(i - 39), ...Array.from({ length: i - 39 }, (_, k) => [40 + k, 40 + k] as [number, number])].slice(-40), i));
    host.setInputs({ width: 500, height: 200, settings: { a: 1 }, config: { title: 'T', units: '', decimals: 2 } as never, actionSources: [] });
    tick();
    const messages = await frameSide.until(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(messages).toHaveLength(3);
    const update = messages[2];
    expect(update.type === 'update' && update.patch.width).toBe(500);
    expect(update.type === 'update' && update.patch.data).toHaveLength(1);
  });

  it('performs RPC and configured actions, and refuses attribute saves outside the widget\'s entities', async () => {
    const { frame, rpc, run, posts, tick } = setup();
    const frameSide = connectFrame(frame);
    await frameSide.until(1);
    frameSide.send({ v: 1, type: 'call', id: 1, op: 'rpc', twoWay: true, method: 'getValue', params: {} });
    frameSide.send({ v: 1, type: 'call', id: 2, op: 'saveAttributes', entityId: { entityType: 'DEVICE', id: 'someone-else' }, scope: 'SERVER_SCOPE', attributes: [{ key: 'k', value: 1 }] });
    frameSide.send({ v: 1, type: 'call', id: 3, op: 'saveAttributes', entityId: { entityType: 'DEVICE', id: 'dev-1' }, scope: 'SHARED_SCOPE', attributes: [{ key: 'k', value: 1 }] });
    frameSide.send({ v: 1, type: 'call', id: 4, op: 'action', sourceId: 'rowClick' });
    frameSide.send({ v: 1, type: 'call', id: 5, op: 'action', sourceId: 'elementClick', actionId: 'a1', entityId: { entityType: 'DEVICE', id: 'dev-1' }, entityName: 'Thermo' });
    frameSide.send({ v: 1, type: 'call', id: 6, op: 'fetch', url: '/api/auth/user' });
    tick();
    const messages = await frameSide.until(6);
    const results = Object.fromEntries(messages.filter((m) => m.type === 'result').map((m) => [m.type === 'result' ? m.id : 0, m]));
    expect(results[1]).toMatchObject({ ok: true, value: { value: 7 } });
    expect(rpc.sendTwoWay).toHaveBeenCalledWith('getValue', {}, undefined);
    expect(results[2]).toMatchObject({ ok: false, error: "The entity is not one of the widget's datasources" });
    expect(results[3]).toMatchObject({ ok: true });
    expect(posts).toEqual([{ url: '/api/plugins/telemetry/DEVICE/dev-1/attributes/SHARED_SCOPE', body: { k: 1 } }]);
    expect(results[4]).toMatchObject({ ok: false, error: "No action is configured for 'rowClick'" });
    expect(results[5]).toMatchObject({ ok: true });
    expect(run).toHaveBeenCalledWith('elementClick', { entityId: { entityType: 'DEVICE', id: 'dev-1' }, entityName: 'Thermo', entityLabel: undefined }, 'a1');
    expect(results[6]).toBeUndefined();
  });

  it('passes rendered and errors on, and tells edit mode changes', async () => {
    const { frame, host, events, box, tick } = setup();
    const frameSide = connectFrame(frame);
    await frameSide.until(1);
    frameSide.send({ v: 1, type: 'rendered' });
    frameSide.send({ v: 1, type: 'error', message: 'TypeError: nope' });
    runInAction(() => box.set(true));
    host.contextChanged();
    tick();
    const messages = await frameSide.until(2);
    expect(messages[1]).toMatchObject({ type: 'update', patch: { isEdit: true } });
    await vi.waitFor(() => expect(events).toEqual({ rendered: 1, errors: ['TypeError: nope'] }));
  });

  it('treats a second load of its frame as the widget navigating away', () => {
    const { frame, events } = setup();
    frame.dispatchEvent(new Event('load'));
    frame.dispatchEvent(new Event('load'));
    expect(events.errors).toEqual(['The widget navigated its frame away from the widget sandbox']);
  });
});
