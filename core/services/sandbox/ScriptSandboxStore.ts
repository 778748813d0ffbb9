import type { ScriptSandboxService } from '../../sdk/services';
import { isSandboxReady, isSandboxReply, type SandboxRequest } from './sandboxMessages';

export const DEFAULT_SCRIPT_TIMEOUT_MS = 1000;

export interface ScriptSandboxStoreDeps {
  document: Document;
  /** URL of the sandbox page (served with its own CSP, see server/http/sandboxPage.ts). */
  url: string;
  defaultTimeoutMs?: number;
}

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Runs user-written JavaScript in a hidden `sandbox="allow-scripts"` iframe (architecture.md,
 * Trust). The iframe is created on the first call; calls wait until it reports ready. A call
 * that does not answer in time means the sandbox may be stuck in a loop, so the iframe is
 * thrown away with every call in flight, and the next call starts a fresh one.
 */
export class ScriptSandboxStore implements ScriptSandboxService {
  private frame: HTMLIFrameElement | null = null;
  private ready = false;
  private waiting: SandboxRequest[] = [];
  private readonly pending = new Map<number, PendingCall>();
  private nextId = 1;
  private readonly onMessage = (event: MessageEvent) => this.receive(event);

  constructor(private readonly deps: ScriptSandboxStoreDeps) {}

  run(body: string, argNames: readonly string[], args: readonly unknown[], timeoutMs?: number): Promise<unknown> {
    const timeout = timeoutMs ?? this.deps.defaultTimeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_MS;
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.settle(id, new Error(`The script did not finish within ${timeout} ms`));
        this.restart();
      }, timeout);
      this.pending.set(id, { resolve, reject, timer });
      this.send({ id, body, argNames: [...argNames], args: [...args] });
    });
  }

  /** Removes the iframe and rejects the calls in flight. */
  dispose(): void {
    this.restart();
  }

  private send(request: SandboxRequest): void {
    const frame = this.frame ?? this.createFrame();
    if (!this.ready || !frame.contentWindow) {
      this.waiting.push(request);
      return;
    }
    try {
      // An opaque-origin document can only be addressed with '*'; the request holds no secrets.
      frame.contentWindow.postMessage(request, '*');
    } catch (error) {
      // Arguments that cannot be structured-cloned (functions, DOM nodes).
      this.settle(request.id, error instanceof Error ? error : new Error(String(error)));
    }
  }

  private createFrame(): HTMLIFrameElement {
    const { document } = this.deps;
    const frame = document.createElement('iframe');
    // No allow-same-origin: the scripts get an opaque origin, so no cookies, storage or host DOM.
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.hidden = true;
    frame.src = this.deps.url;
    document.defaultView?.addEventListener('message', this.onMessage);
    document.body.appendChild(frame);
    this.frame = frame;
    return frame;
  }

  private receive(event: MessageEvent): void {
    const frame = this.frame;
    if (!frame || event.source !== frame.contentWindow || event.origin !== 'null') return;
    if (isSandboxReady(event.data)) {
      this.ready = true;
      const waiting = this.waiting;
      this.waiting = [];
      for (const request of waiting) this.send(request);
      return;
    }
    if (!isSandboxReply(event.data)) return;
    const reply = event.data;
    if ('error' in reply) this.settle(reply.id, new Error(reply.error));
    else this.settle(reply.id, undefined, reply.result);
  }

  private settle(id: number, error: Error | undefined, result?: unknown): void {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    clearTimeout(call.timer);
    if (error) call.reject(error);
    else call.resolve(result);
  }

  private restart(): void {
    this.deps.document.defaultView?.removeEventListener('message', this.onMessage);
    this.frame?.remove();
    this.frame = null;
    this.ready = false;
    this.waiting = [];
    for (const id of [...this.pending.keys()]) this.settle(id, new Error('The script sandbox was restarted'));
  }
}
