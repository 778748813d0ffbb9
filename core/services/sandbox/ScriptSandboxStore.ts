import type { Disposable } from '../../sdk/Disposable';
import type { ScriptSandboxService } from '../../sdk/services';
import { isSandboxReady, isSandboxReply, randomRequestId, type SandboxRequest } from './sandboxMessages';
import { SANDBOX_REQUIRED_CSP } from './sandboxPolicy';

export const DEFAULT_SCRIPT_TIMEOUT_MS = 1000;
/** How long the sandbox stays down after a failure; it doubles with each failure that follows soon. */
export const FIRST_BACKOFF_MS = 1000;
export const MAX_BACKOFF_MS = 60_000;
/** A failure this long after the previous one starts the back-off over. */
const QUIET_RESET_MS = 2 * MAX_BACKOFF_MS;

export interface ScriptSandboxStoreDeps {
  document: Document;
  /** URL of the sandbox page (served with its own CSP, see server/http/sandboxPage.ts). */
  url: string;
  defaultTimeoutMs?: number;
  /** Request ids; 128 random bits by default. */
  randomId?: () => string;
  now?: () => number;
}

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/** One iframe and what is in flight in it: a reply counts only on this frame's port, for this frame's pending ids. */
interface SandboxFrame {
  element: HTMLIFrameElement;
  pending: Map<string, PendingCall>;
  /** Requests made before the frame connected. */
  waiting: SandboxRequest[];
  port: MessagePort | null;
  loads: number;
  stop(): void;
}

const NAVIGATED = 'A script navigated the script sandbox away from its page';

/**
 * Runs user-written JavaScript in a hidden `sandbox="allow-scripts"` iframe (architecture.md,
 * Trust). The iframe is created on the first call; calls wait until it connects. Each owner of
 * scripts (a dashboard widget) gets a store of its own, so scripts of different owners never
 * share a realm or a channel (see scriptSandboxFactoryRef).
 *
 * A call that does not answer in time means the sandbox may be stuck in a loop, and a frame that
 * loads a second document was navigated by a script: either way the iframe is thrown away with
 * every call in flight, and the sandbox stays down for a while (1 s, doubling up to 60 s while
 * failures keep coming), rejecting calls with the same error, so a failing script costs one
 * error and not a restart every tick.
 */
export class ScriptSandboxStore implements ScriptSandboxService, Disposable {
  private frame: SandboxFrame | null = null;
  private failures = 0;
  private lastFailureAt = Number.NEGATIVE_INFINITY;
  private pausedUntil = 0;
  private pauseMessage: string | null = null;
  private disposed = false;
  private readonly randomId: () => string;
  private readonly now: () => number;

  constructor(private readonly deps: ScriptSandboxStoreDeps) {
    this.randomId = deps.randomId ?? (() => randomRequestId());
    this.now = deps.now ?? Date.now;
  }

  run(body: string, argNames: readonly string[], args: readonly unknown[], timeoutMs?: number): Promise<unknown> {
    if (this.disposed) return Promise.reject(new Error('The script sandbox was closed'));
    if (this.pauseMessage !== null && this.now() < this.pausedUntil) return Promise.reject(new Error(this.pauseMessage));
    const timeout = timeoutMs ?? this.deps.defaultTimeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_MS;
    const frame = this.frame ?? this.open();
    return new Promise((resolve, reject) => {
      const id = this.randomId();
      const timer = setTimeout(() => this.fail(frame, `The script did not finish within ${timeout} ms`, id), timeout);
      frame.pending.set(id, { resolve, reject, timer });
      this.send(frame, { id, body, argNames: [...argNames], args: [...args] });
    });
  }

  /** Removes the iframe and rejects the calls in flight; later calls are rejected. */
  dispose(): void {
    this.disposed = true;
    if (this.frame) this.close(this.frame, 'The script sandbox was closed');
  }

  private open(): SandboxFrame {
    const { document } = this.deps;
    const element = document.createElement('iframe');
    // No allow-same-origin: the scripts get an opaque origin, so no cookies, storage or host DOM.
    element.setAttribute('sandbox', 'allow-scripts');
    // Embedded enforcement: a page in this frame without the sandbox's CSP is refused (sandboxPolicy.ts).
    element.setAttribute('csp', SANDBOX_REQUIRED_CSP);
    element.setAttribute('aria-hidden', 'true');
    element.tabIndex = -1;
    element.hidden = true;
    element.src = this.deps.url;
    const view = document.defaultView;
    const onMessage = (event: MessageEvent) => this.receiveOnWindow(frame, event);
    const onLoad = () => {
      // The first load is the sandbox page; any further one is a page a script navigated to.
      if (++frame.loads > 1) this.fail(frame, NAVIGATED);
    };
    const frame: SandboxFrame = {
      element, pending: new Map(), waiting: [], port: null, loads: 0,
      stop: () => {
        view?.removeEventListener('message', onMessage);
        element.removeEventListener('load', onLoad);
      },
    };
    view?.addEventListener('message', onMessage);
    element.addEventListener('load', onLoad);
    document.body.appendChild(element);
    this.frame = frame;
    return frame;
  }

  /** Only the ready signal travels on `window`, and only from this frame's own window. */
  private receiveOnWindow(frame: SandboxFrame, event: MessageEvent): void {
    const target = frame.element.contentWindow;
    if (!target || event.source !== target || event.origin !== 'null' || !isSandboxReady(event.data)) return;
    // A second ready: the frame reloaded (location.reload() from a script).
    if (frame.port) {
      this.fail(frame, NAVIGATED);
      return;
    }
    const channel = new MessageChannel();
    frame.port = channel.port1;
    channel.port1.onmessage = (message: MessageEvent) => this.receiveOnPort(frame, message.data);
    // An opaque-origin document can only be addressed with '*'; the port goes to whatever this
    // frame holds now, which has just said it is the sandbox page.
    target.postMessage({ connect: true }, '*', [channel.port2]);
    const waiting = frame.waiting;
    frame.waiting = [];
    for (const request of waiting) this.send(frame, request);
  }

  private receiveOnPort(frame: SandboxFrame, data: unknown): void {
    if (frame !== this.frame || !isSandboxReply(data)) return;
    if ('error' in data) this.settle(frame, data.id, new Error(data.error));
    else this.settle(frame, data.id, undefined, data.result);
  }

  private send(frame: SandboxFrame, request: SandboxRequest): void {
    if (!frame.port) {
      frame.waiting.push(request);
      return;
    }
    try {
      frame.port.postMessage(request);
    } catch (error) {
      // Arguments that cannot be structured-cloned (functions, DOM nodes).
      this.settle(frame, request.id, error instanceof Error ? error : new Error(String(error)));
    }
  }

  private settle(frame: SandboxFrame, id: string, error: Error | undefined, result?: unknown): void {
    const call = frame.pending.get(id);
    if (!call) return;
    frame.pending.delete(id);
    clearTimeout(call.timer);
    if (error) call.reject(error);
    else call.resolve(result);
  }

  /** Throws the frame away: `culprit` (or, without one, every call) fails with `message`, and the sandbox pauses. */
  private fail(frame: SandboxFrame, message: string, culprit?: string): void {
    if (frame !== this.frame) return;
    if (culprit !== undefined) this.settle(frame, culprit, new Error(message));
    this.close(frame, culprit !== undefined ? 'The script sandbox was restarted' : message);
    const now = this.now();
    if (now - this.lastFailureAt >= QUIET_RESET_MS) this.failures = 0;
    this.failures++;
    this.lastFailureAt = now;
    this.pausedUntil = now + Math.min(FIRST_BACKOFF_MS * 2 ** (this.failures - 1), MAX_BACKOFF_MS);
    this.pauseMessage = message;
  }

  private close(frame: SandboxFrame, message: string): void {
    frame.stop();
    frame.port?.close();
    frame.element.remove();
    if (this.frame === frame) this.frame = null;
    frame.waiting = [];
    for (const id of [...frame.pending.keys()]) this.settle(frame, id, new Error(message));
  }
}
