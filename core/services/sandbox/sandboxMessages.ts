/*
 * The postMessage protocol between the host and the script sandbox (architecture.md, Trust).
 * Only structured-clone data crosses it: never tokens, functions or DOM nodes.
 * The sandbox page (core/sandbox, its own esbuild build) imports this file too.
 *
 * The frame announces itself on `window` ({@link SandboxReady}); the host answers with
 * {@link SandboxConnect} and a transferred MessagePort, and from then on requests and replies
 * travel on that port alone. Code running in the frame never sees the port, so it can neither
 * read the (random) ids of requests nor answer them: a message it posts to the parent window
 * is not a reply.
 */

/** Host to sandbox: run `new Function(...argNames, body)` with `args`. */
export interface SandboxRequest {
  /** Unguessable, see {@link randomRequestId}. */
  id: string;
  body: string;
  argNames: string[];
  args: unknown[];
}

/** Sandbox to host: the function's result, or the message of what it threw. */
export type SandboxReply = { id: string; result: unknown } | { id: string; error: string };

/** Sandbox to host on `window`, once its listener is installed. */
export interface SandboxReady {
  ready: true;
}

/** Host to sandbox on `window`, with the port of the request channel as its one transferable. */
export interface SandboxConnect {
  connect: true;
}

/** 128 random bits as hex: crypto.getRandomValues, which (unlike randomUUID) plain-HTTP pages have too. */
export function randomRequestId(crypto: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function isSandboxReady(data: unknown): data is SandboxReady {
  return typeof data === 'object' && data !== null && (data as { ready?: unknown }).ready === true;
}

export function isSandboxConnect(data: unknown): data is SandboxConnect {
  return typeof data === 'object' && data !== null && (data as { connect?: unknown }).connect === true;
}

export function isSandboxReply(data: unknown): data is SandboxReply {
  if (typeof data !== 'object' || data === null) return false;
  const reply = data as Record<string, unknown>;
  return typeof reply.id === 'string' && ('result' in reply || typeof reply.error === 'string');
}

export function isSandboxRequest(data: unknown): data is SandboxRequest {
  if (typeof data !== 'object' || data === null) return false;
  const request = data as Record<string, unknown>;
  return typeof request.id === 'string'
    && typeof request.body === 'string'
    && Array.isArray(request.argNames) && request.argNames.every((name) => typeof name === 'string')
    && Array.isArray(request.args);
}
