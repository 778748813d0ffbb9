/*
 * The postMessage protocol between the host and the script sandbox (architecture.md, Trust).
 * Only structured-clone data crosses it: never tokens, functions or DOM nodes.
 * The sandbox page (core/sandbox, its own esbuild build) imports this file too.
 */

/** Host to sandbox: run `new Function(...argNames, body)` with `args`. */
export interface SandboxRequest {
  id: number;
  body: string;
  argNames: string[];
  args: unknown[];
}

/** Sandbox to host: the function's result, or the message of what it threw. */
export type SandboxReply = { id: number; result: unknown } | { id: number; error: string };

/** Sandbox to host, once its listener is installed. */
export interface SandboxReady {
  ready: true;
}

export function isSandboxReady(data: unknown): data is SandboxReady {
  return typeof data === 'object' && data !== null && (data as { ready?: unknown }).ready === true;
}

export function isSandboxReply(data: unknown): data is SandboxReply {
  if (typeof data !== 'object' || data === null) return false;
  const reply = data as Record<string, unknown>;
  return typeof reply.id === 'number' && ('result' in reply || typeof reply.error === 'string');
}

export function isSandboxRequest(data: unknown): data is SandboxRequest {
  if (typeof data !== 'object' || data === null) return false;
  const request = data as Record<string, unknown>;
  return typeof request.id === 'number'
    && typeof request.body === 'string'
    && Array.isArray(request.argNames) && request.argNames.every((name) => typeof name === 'string')
    && Array.isArray(request.args);
}
