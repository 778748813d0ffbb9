// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../../core/sdk/widgets';
import type { HostMessage } from '../../../core/services/sandbox/widgetBridgeProtocol';
import { type HeartbeatOptions, WIDGET_STOPPED_RESPONDING, WidgetBridgeHost } from '../../../core/services/widgetTypes/WidgetBridgeHost';

const ctx: WidgetContext = {
  isEdit: false,
  services: { get: (() => { throw new Error('missing'); }) as never, getOptional: () => undefined },
  timeWindow: { minTime: 0, maxTime: 1, interval: 1000, aggregation: 'NONE', realtime: true },
  datasources: [],
  data: { series: [], version: 1, error: null },
  subscribe: () => ({ dispose: () => undefined }),
  rpc: { targetDevice: null, sendOneWay: async () => undefined, sendTwoWay: async () => null },
  actions: { list: () => [], run: () => undefined },
};
const config = { title: 'T', units: '', decimals: 2, showLegend: false, legendConfig: {} as never, color: '', backgroundColor: '' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const hosts: WidgetBridgeHost[] = [];
afterEach(() => {
  hosts.splice(0).forEach((h) => h.dispose());
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** A host whose frame answers pings while `answering` (a controller in a loop answers none). */
function setup(visible = () => true) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const clock = { t: 0 };
  const heartbeat: HeartbeatOptions = { interval: 100, timeout: 500, now: () => clock.t, visible };
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const errors: { message: string; fatal?: boolean }[] = [];
  const received: HostMessage[] = [];
  const state = { answering: true, port: null as MessagePort | null };
  const host = new WidgetBridgeHost({
    frame, ctx, heartbeat, source: { templateHtml: '', templateCss: '', controllerScript: '' },
    inputs: { width: 10, height: 10, settings: {}, config, actionSources: [], theme: 'dark' },
    resources: [{ url: 'https://cdn.example.com/a.js', kind: 'js' }],
    schedule: (fn) => fn(),
    onRendered: () => undefined,
    onError: (message, fatal) => errors.push({ message, fatal }),
  });
  hosts.push(host);
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((_m: unknown, _o: string, transfer?: Transferable[]) => {
    const port = transfer![0] as MessagePort;
    state.port = port;
    port.onmessage = (event) => {
      const message = event.data as HostMessage;
      received.push(message);
      if (message.type === 'ping' && state.answering) port.postMessage({ v: 1, type: 'pong', seq: message.seq });
    };
  }) as never);
  window.dispatchEvent(new MessageEvent('message', { data: { widgetSandbox: 1, ready: true }, origin: 'null', source: frame.contentWindow }));
  /** Moves the clock and the timers by `ms` in heartbeat steps, letting messages through. */
  const advance = async (ms: number) => {
    for (let done = 0; done < ms; done += 100) {
      clock.t += 100;
      vi.advanceTimersByTime(100);
      await flush();
    }
  };
  return { host, errors, received, state, advance, clock };
}

describe('WidgetBridgeHost heartbeat', () => {
  it('sends the theme and the resources with init, then pings; a frame that answers keeps running', async () => {
    const { errors, received, advance } = setup();
    await advance(2000);
    const init = received.find((m) => m.type === 'init') as Extract<HostMessage, { type: 'init' }>;
    expect(init.state.theme).toBe('dark');
    expect(init.resources).toEqual([{ url: 'https://cdn.example.com/a.js', kind: 'js' }]);
    expect(received.filter((m) => m.type === 'ping').length).toBeGreaterThanOrEqual(15);
    expect(errors).toEqual([]);
  });

  it('fails a frame that stops answering as stopped (fatal), and pings no more', async () => {
    const { errors, received, state, advance } = setup();
    await advance(1000);
    state.answering = false;
    await advance(400);
    expect(errors).toEqual([]);
    await advance(300);
    expect(errors).toEqual([{ message: WIDGET_STOPPED_RESPONDING, fatal: true }]);
    const pings = received.filter((m) => m.type === 'ping').length;
    await advance(1000);
    expect(received.filter((m) => m.type === 'ping').length).toBe(pings);
  });

  it('takes any message as a sign of life: a frame busy with a backlog of updates is slow, not stuck', async () => {
    const { errors, state, advance } = setup();
    state.answering = false;
    for (let i = 0; i < 20; i++) {
      state.port!.postMessage({ v: 1, type: i % 2 ? 'idle' : 'busy' });
      await advance(200);
    }
    expect(errors).toEqual([]);
  });

  it('does not judge a hidden page, nor time the console itself was stalled', async () => {
    let shown = false;
    const { errors, state, advance, clock } = setup(() => shown);
    state.answering = false;
    await advance(2000);
    expect(errors).toEqual([]);
    shown = true;
    state.answering = true;
    await advance(200);
    state.answering = false;
    // One late tick after a long stall of the console's own thread.
    clock.t += 10_000;
    vi.advanceTimersByTime(100);
    await flush();
    expect(errors).toEqual([]);
    await advance(700);
    expect(errors.map((e) => e.message)).toEqual([WIDGET_STOPPED_RESPONDING]);
  });

  it('passes a theme change with the next update', async () => {
    const { host, received, advance } = setup();
    await advance(100);
    host.setInputs({ width: 10, height: 10, settings: {}, config, actionSources: [], theme: 'light', isMobile: true });
    await advance(100);
    const update = received.find((m) => m.type === 'update') as Extract<HostMessage, { type: 'update' }>;
    expect(update.patch).toMatchObject({ theme: 'light', isMobile: true });
  });
});
