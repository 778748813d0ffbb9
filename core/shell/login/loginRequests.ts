import { decodeErrorBody, toHttpError } from '../../services/httpErrors';
import { type TokenPair } from '../../services/TokenManager';

/** An external sign-in provider (`POST /api/noauth/oauth2Clients`). */
export interface OAuth2Client {
  name: string;
  icon?: string;
  url: string;
}

/** Server error code of an expired password; the body carries a reset token (contract 1.5). */
export const CREDENTIALS_EXPIRED = 15;

/** The providers for the web platform; none when the request fails (the form still shows). */
export async function fetchOAuth2Clients(fetchFn: typeof fetch): Promise<OAuth2Client[]> {
  try {
    const response = await fetchFn('/api/noauth/oauth2Clients?platform=WEB', { method: 'POST' });
    const list: unknown = response.ok ? await response.json() : [];
    return Array.isArray(list) ? (list as OAuth2Client[]) : [];
  } catch {
    return [];
  }
}

/**
 * `POST /api/auth/login` without the console's HTTP service (the login page loads before it).
 * Failures throw the HttpError the service would (server message, error code, body).
 */
export async function requestLogin(fetchFn: typeof fetch, username: string, password: string): Promise<TokenPair> {
  const url = '/api/auth/login';
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) {
    throw toHttpError('POST', url, response.status, response.statusText, decodeErrorBody(await response.text()));
  }
  return (await response.json()) as TokenPair;
}
