import { HttpError } from '../sdk/services';

/** Server error codes (contract section 1.5). */
export const ErrorCodes = {
  general: 2, authentication: 10, jwtTokenExpired: 11, tenantTrialExpired: 12, credentialsExpired: 15,
  permissionDenied: 20, invalidArguments: 30, badRequestParams: 31, itemNotFound: 32, tooManyRequests: 33,
  tooManyUpdates: 34,
} as const;

/** Decodes an error body that may be JSON, text or bytes (binary requests). */
export function decodeErrorBody(raw: ArrayBuffer | string | null): unknown {
  const text = raw === null ? '' : typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The message shown for a failed request (seed 000 section 8): a 404 names method, URL,
 * status and status text; other errors show the server message, else the content, else
 * 'Unhandled error code {status}'.
 */
export function toHttpError(method: string, url: string, status: number, statusText: string, body: unknown): HttpError {
  const b = body as { message?: unknown; errorCode?: unknown } | null;
  const errorCode = typeof b?.errorCode === 'number' ? b.errorCode : undefined;
  let message: string;
  if (status === 404) {
    message = `${method}: ${url}\n${status}: ${statusText || 'Not Found'}`;
  } else if (typeof b?.message === 'string' && b.message) {
    message = b.message;
  } else if (typeof body === 'string' && body) {
    message = body;
  } else {
    message = `Unhandled error code ${status}`;
  }
  return new HttpError(status, message, errorCode, body);
}

/** RPC calls report their own errors: they are left out of the general error display. */
export const isRpcPath = (url: string) => /^\/api\/(plugins\/)?rpc\//.test(url);

/** Paths that need no token. */
export const isPublicPath = (url: string) => !url.startsWith('/api/') || /^\/api\/(noauth\/|auth\/login|auth\/token|v1\/)/.test(url);

/** Wait before resending a 429: a random 1 to 4 seconds. */
export const resendDelayMs = (random: () => number) => 1000 + Math.floor(random() * 3000);
