// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_BACKOFF_MS, MAX_BACKOFF_MS, ScriptSandboxStore } from '../../../core/services/sandbox/ScriptSandboxStore';
import type { SandboxRequest } from '../../../core/services/sandbox/sandboxMessages';
import { SANDBOX_REQUIRED_CSP } from '../../../core/services/sandbox/sandboxPolicy';

const URL_ = 'http://console.test/sandbox.html';
const NAVIGATED = 'navigated the script sandbox away';

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

/**
 * Plays the sandbox page of one frame: announces itself on `window`, takes the port the host
 * transfers, collects the requests that arrive on it and answers on it.
 */
function sandboxOf(frame: HTMLIFrameElement) {
  const requests: SandboxRequest[] = [];
  const onWindow: unknown[] = [];
  const waiters: (() => void)[] = [];
  let port: MessagePort | null = null;
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((message: unknown, _origin: string, transfer?: Transferable[]) => {
    onWindow.push(message);
    port = (transfer?.[0] as MessagePort | undefined) ?? null;
    if (port) port.onmessage = (event) => { requests.push(event.data as SandboxRequest); waiters.splice(0).forEach((wake) => wake()); };
  }) as never);
  const send = (data: unknown, origin = 'null', source: Window | null = frame.contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return {
    requests,
    onWindow,
    send,
    ready: () => send({ ready: true }),
    reply: (data: unknown) => port!.postMessage(data),
    /** Resolves once `count` requests have arrived on the port. */
    received: (count: number) => new Promise<SandboxRequest[]>((resolve) => {
      const check = () => (requests.length >= count ? resolve(requests) : waiters.push(check));
      check();
    }),
  };
}

const stores: ScriptSandboxStore[] = [];
function createStore(options: Partial<ConstructorParameters<typeof ScriptSandboxStore>[0]> = {}): ScriptSandboxStore {
  const store = new ScriptSandboxStore({ document, url: URL_, ...options });
  stores.push(store);
  return store;
}

afterEach(() => {
  stores.splice(0).forEach((store) => store.dispose());
  vi.useRealTimers();
});

/** Fakes timers and Date only: the MessagePorts keep delivering in real time. */
const fakeTime = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

describe('ScriptSandboxStore', () => {
  it('creates one hidden, script-only sandbox iframe that must enforce the sandbox CSP, on the first run', () => {
    const store = createStore();
    expect(frames()).toHaveLength(0);
    void store.run('return 1;', [], []).catch(() => undefined);
    void store.run('return 2;', [], []).catch(() => undefined);
    expect(frames()).toHaveLength(1);
    const [frame] = frames();
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('csp')).toBe(SANDBOX_REQUIRED_CSP);
    expect(frame.hidden).toBe(true);
    expect(frame.src).toBe(URL_);
  });

  it('connects on ready with a transferred port, sends the queued calls on it with random ids and resolves each with its own reply', async () => {
    const store = createStore();
    const first = store.run('return a + 1;', ['a'], [1]);
    const second = store.run('return a + 2;', ['a'], [1]);
    const sandbox = sandboxOf(frames()[0]);
    sandbox.ready();
    expect(sandbox.onWindow).toEqual([{ connect: true }]);
    const [a, b] = await sandbox.received(2);
    expect([a, b].map((r) => [r.body, r.argNames, r.args])).toEqual([['return a + 1;', ['a'], [1]], ['return a + 2;', ['a'], [1]]]);
    for (const id of [a.id, b.id]) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(a.id).not.toBe(b.id);
    sandbox.reply({ id: b.id, result: 3 });
    sandbox.reply({ id: a.id, error: 'a is not defined' });
    await expect(second).resolves.toBe(3);
    await expect(first).rejects.toThrow('a is not defined');
  });

  it('never takes a reply posted on window, even from its own frame with the right id', async () => {
    const store = createStore();
    const call = store.run('return 1;', [], []);
    const sandbox = sandboxOf(frames()[0]);
    sandbox.ready();
    const [{ id }] = await sandbox.received(1);
    sandbox.send({ id, result: 'forged on window' });
    sandbox.send({ id, result: 'forged' }, 'http://evil.test');
    sandbox.send({ id, result: 'forged' }, 'null', window);
    sandbox.reply({ id: 'f'.repeat(32), result: 'unknown id' });
    sandbox.reply({ id, result: 'real' });
    sandbox.reply({ id, result: 'late duplicate' });
    await expect(call).resolves.toBe('real');
  });

  it('connects only on a ready signal from its own frame with an opaque origin', () => {
    const store = createStore();
    void store.run('return 1;', [], []).catch(() => undefined);
    const sandbox = sandboxOf(frames()[0]);
    sandbox.send({ ready: true }, 'http://evil.test');
    sandbox.send({ ready: true }, 'null', window);
    expect(sandbox.onWindow).toEqual([]);
  });

  it('matches replies per frame: one sandbox answering with the id of another sandbox\'s call changes nothing', async () => {
    const widgetA = createStore();
    const widgetB = createStore();
    const callA = widgetA.run('return "A";', [], []);
    const callB = widgetB.run('return "B";', [], []);
    const [frameA, frameB] = frames();
    const sandboxA = sandboxOf(frameA);
    const sandboxB = sandboxOf(frameB);
    sandboxA.ready();
    sandboxB.ready();
    const [[requestA], [requestB]] = await Promise.all([sandboxA.received(1), sandboxB.received(1)]);
    // Even knowing B's id (it cannot), A's frame answering on its own port does not reach B.
    sandboxA.reply({ id: requestB.id, result: 'forged by A' });
    sandboxA.reply({ id: requestA.id, result: 'A' });
    await expect(callA).resolves.toBe('A');
    sandboxB.reply({ id: requestB.id, result: 'B' });
    await expect(callB).resolves.toBe('B');
  });

  it('rejects arguments that cannot be posted', async () => {
    const store = createStore();
    const call = store.run('return 0;', ['f'], [() => 1]);
    sandboxOf(frames()[0]).ready();
    await expect(call).rejects.toThrow(/could not be cloned/);
  });

  it('uses a default timeout of 1000 ms', async () => {
    fakeTime();
    const store = createStore();
    const call = store.run('return 1;', [], []);
    let settled = false;
    call.catch(() => { settled = true; });
    vi.advanceTimersByTime(999);
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(call).rejects.toThrow('1000 ms');
  });
});

describe('ScriptSandboxStore restarts', () => {
  it('rejects a call that does not answer in time, throws the frame away with the calls in flight and backs off before the next frame', async () => {
    fakeTime();
    const store = createStore();
    const looping = store.run('while (true) {}', [], [], 500);
    const other = store.run('return 1;', [], [], 5000);
    const oldFrame = frames()[0];
    sandboxOf(oldFrame).ready();
    vi.advanceTimersByTime(500);
    await expect(looping).rejects.toThrow('did not finish within 500 ms');
    await expect(other).rejects.toThrow('restarted');
    expect(frames()).toHaveLength(0);

    // Down for the first back-off: calls fail at once with the same error, and no frame appears.
    await expect(store.run('return 2;', [], [])).rejects.toThrow('did not finish within 500 ms');
    expect(frames()).toHaveLength(0);
    vi.advanceTimersByTime(FIRST_BACKOFF_MS);
    const next = store.run('return 2;', [], []);
    expect(frames()).toHaveLength(1);
    expect(frames()[0]).not.toBe(oldFrame);
    const sandbox = sandboxOf(frames()[0]);
    sandbox.ready();
    const [{ id }] = await sandbox.received(1);
    sandbox.reply({ id, result: 2 });
    await expect(next).resolves.toBe(2);
  });

  it('fails the calls in flight when the frame shows a second document or says ready twice', async () => {
    const store = createStore();
    const first = store.run('location.href = "about:blank";', [], []);
    const second = store.run('return 1;', [], []);
    const frame = frames()[0];
    frame.dispatchEvent(new Event('load'));
    frame.dispatchEvent(new Event('load'));
    await expect(first).rejects.toThrow(NAVIGATED);
    await expect(second).rejects.toThrow(NAVIGATED);
    expect(frames()).toHaveLength(0);

    const reloading = createStore();
    const call = reloading.run('location.reload();', [], []);
    const sandbox = sandboxOf(frames()[0]);
    sandbox.ready();
    await sandbox.received(1);
    sandbox.ready();
    await expect(call).rejects.toThrow(NAVIGATED);
    expect(frames()).toHaveLength(0);
  });

  it('stays down twice as long after each failure that follows soon, up to a minute, and starts over after a quiet spell', async () => {
    fakeTime();
    const store = createStore();
    const navigateAway = async () => {
      const call = store.run('location.href = "about:blank";', [], [], 600_000);
      const frame = frames()[0];
      frame.dispatchEvent(new Event('load'));
      frame.dispatchEvent(new Event('load'));
      await expect(call).rejects.toThrow(NAVIGATED);
    };
    /** How long calls keep failing at once (one error, no frame) before a new frame is made. */
    const downFor = async () => {
      for (let waited = 0; ; waited += 250) {
        const probe = store.run('return 1;', [], [], 600_000);
        if (frames().length > 0) {
          probe.catch(() => undefined);
          return waited;
        }
        await expect(probe).rejects.toThrow(NAVIGATED);
        vi.advanceTimersByTime(250);
      }
    };
    await navigateAway();
    const pauses: number[] = [];
    for (let i = 0; i < 8; i++) {
      pauses.push(await downFor());
      await navigateAway();
    }
    expect(pauses).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((s) => s * 1000));
    expect(MAX_BACKOFF_MS).toBe(60_000);
    vi.advanceTimersByTime(2 * MAX_BACKOFF_MS + 1000);
    await downFor();
    await navigateAway();
    expect(await downFor()).toBe(FIRST_BACKOFF_MS);
  });

  it('rejects the calls in flight and every later call once disposed', async () => {
    const store = createStore();
    const call = store.run('return 1;', [], []);
    store.dispose();
    await expect(call).rejects.toThrow('closed');
    await expect(store.run('return 1;', [], [])).rejects.toThrow('closed');
    expect(frames()).toHaveLength(0);
  });
});
