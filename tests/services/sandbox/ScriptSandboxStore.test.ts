// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptSandboxStore } from '../../../core/services/sandbox/ScriptSandboxStore';
import type { SandboxRequest } from '../../../core/services/sandbox/sandboxMessages';

const URL_ = 'http://console.test/sandbox.html';

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

/** Plays the sandbox page: collects what the host posts and answers as that frame would. */
function sandboxOf(frame: HTMLIFrameElement) {
  const posted: SandboxRequest[] = [];
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message as SandboxRequest);
  });
  const send = (data: unknown, origin = 'null', source: Window | null = frame.contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { posted, send, ready: () => send({ ready: true }) };
}

let store: ScriptSandboxStore;

beforeEach(() => {
  store = new ScriptSandboxStore({ document, url: URL_ });
});

afterEach(() => {
  store.dispose();
  vi.useRealTimers();
});

describe('ScriptSandboxStore', () => {
  it('creates one hidden, script-only sandbox iframe on the first run', async () => {
    expect(frames()).toHaveLength(0);
    void store.run('return 1;', [], []).catch(() => undefined);
    void store.run('return 2;', [], []).catch(() => undefined);
    expect(frames()).toHaveLength(1);
    const [frame] = frames();
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.hidden).toBe(true);
    expect(frame.src).toBe(URL_);
  });

  it('queues calls until the sandbox is ready, then resolves each with its own reply', async () => {
    const first = store.run('return a + 1;', ['a'], [1]);
    const second = store.run('return a + 2;', ['a'], [1]);
    const sandbox = sandboxOf(frames()[0]);
    expect(sandbox.posted).toHaveLength(0);
    sandbox.ready();
    expect(sandbox.posted.map((r) => [r.body, r.argNames, r.args])).toEqual([['return a + 1;', ['a'], [1]], ['return a + 2;', ['a'], [1]]]);
    sandbox.send({ id: sandbox.posted[1].id, result: 3 });
    sandbox.send({ id: sandbox.posted[0].id, error: 'a is not defined' });
    await expect(second).resolves.toBe(3);
    await expect(first).rejects.toThrow('a is not defined');
  });

  it('ignores messages from other windows or with a real origin', async () => {
    const call = store.run('return 1;', [], []);
    const sandbox = sandboxOf(frames()[0]);
    sandbox.ready();
    const id = sandbox.posted[0].id;
    sandbox.send({ id, result: 'forged' }, 'http://evil.test');
    sandbox.send({ id, result: 'forged' }, 'null', window);
    sandbox.send({ id, result: 'real' });
    await expect(call).resolves.toBe('real');
  });

  it('rejects a call that does not answer in time and restarts the sandbox, failing calls in flight', async () => {
    vi.useFakeTimers();
    const looping = store.run('while (true) {}', [], [], 500);
    const other = store.run('return 1;', [], [], 5000);
    const oldFrame = frames()[0];
    sandboxOf(oldFrame).ready();
    vi.advanceTimersByTime(500);
    await expect(looping).rejects.toThrow('did not finish within 500 ms');
    await expect(other).rejects.toThrow('restarted');
    expect(frames()).toHaveLength(0);

    const next = store.run('return 2;', [], []);
    expect(frames()).toHaveLength(1);
    expect(frames()[0]).not.toBe(oldFrame);
    const sandbox = sandboxOf(frames()[0]);
    sandbox.ready();
    sandbox.send({ id: sandbox.posted[0].id, result: 2 });
    await expect(next).resolves.toBe(2);
  });

  it('uses a default timeout of 1000 ms', async () => {
    vi.useFakeTimers();
    const call = store.run('return 1;', [], []);
    let settled = false;
    call.catch(() => { settled = true; });
    vi.advanceTimersByTime(999);
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(call).rejects.toThrow('1000 ms');
  });

  it('rejects arguments that cannot be posted', async () => {
    const sandboxReady = store.run('return 0;', [], []);
    const frame = frames()[0];
    frame.contentWindow!.postMessage = () => { throw new DOMException('could not be cloned', 'DataCloneError'); };
    window.dispatchEvent(new MessageEvent('message', { data: { ready: true }, origin: 'null', source: frame.contentWindow }));
    await expect(sandboxReady).rejects.toThrow('could not be cloned');
  });
});
