/** Tokens live in local storage as ThingsBoard's console keeps them. */
export const JWT_TOKEN = 'jwt_token';
export const REFRESH_TOKEN = 'refresh_token';
const EXPIRATION = '_expiration';
/** A token counts as valid only while its expiration is more than this far away. */
export const TOKEN_VALIDITY_MARGIN_MS = 2000;

export interface JwtPayload {
  sub?: string;
  scopes?: string[];
  userId?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  isPublic?: boolean;
  tenantId?: string;
  customerId?: string;
  iat?: number;
  exp?: number;
  [claim: string]: unknown;
}

/** Decodes a JWT's payload without checking its signature (the server checks it). */
export function decodeJwt(token: string): JwtPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null ? (payload as JwtPayload) : null;
  } catch {
    return null;
  }
}

/**
 * Stores a token with its local expiration (now plus its lifetime), only when it carries
 * both `iat` and `exp` and the lifetime is above 0. Returns whether it was stored.
 */
export function storeToken(storage: Storage, key: string, token: string, now: number): boolean {
  const payload = decodeJwt(token);
  if (!payload || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return false;
  const lifetimeMs = (payload.exp - payload.iat) * 1000;
  if (!(lifetimeMs > 0)) return false;
  storage.setItem(key, token);
  storage.setItem(key + EXPIRATION, String(now + lifetimeMs));
  return true;
}

/** The stored token if its expiration is more than the margin away, else null. */
export function validToken(storage: Storage, key: string, now: number): string | null {
  const token = storage.getItem(key);
  const expiration = Number(storage.getItem(key + EXPIRATION));
  if (!token || !Number.isFinite(expiration)) return null;
  return expiration > now + TOKEN_VALIDITY_MARGIN_MS ? token : null;
}

export function clearTokens(storage: Storage): void {
  for (const key of [JWT_TOKEN, REFRESH_TOKEN]) {
    storage.removeItem(key);
    storage.removeItem(key + EXPIRATION);
  }
}
