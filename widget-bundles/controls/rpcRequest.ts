import { HttpError } from '@tessera/sdk';

/** `methodParams` as the device gets it: parsed JSON, or the text itself when it is not JSON. */
export function parseRpcParams(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? {};
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A positive timeout in milliseconds, or undefined for the service's default. */
export function rpcTimeout(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * What to tell the user about a failed RPC: an i18n key with values for the known cases
 * (timeout, device offline), the error's own text otherwise.
 */
export function rpcFailure(error: unknown): { key: string; values?: Record<string, string> } {
  const status = error instanceof HttpError ? error.status : undefined;
  if (status === 408 || status === 504 || (error instanceof Error && /timeout|timed out/i.test(error.message))) {
    return { key: 'widgets.controls.rpc-timeout' };
  }
  if (status === 409) return { key: 'widgets.controls.device-offline' };
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message ? { key: 'widgets.controls.rpc-error', values: { message } } : { key: 'widgets.controls.rpc-failed' };
}
