import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@tessera/sdk';
import { HttpClient } from '../../core/services/HttpClient';
import { NotificationStore } from '../../core/services/NotificationStore';
import { TokenManager } from '../../core/services/TokenManager';
import { jwt, MemoryStorage } from './testTokens';

/**
 * A real HTTP server that accepts only the newest token generation, counts refreshes and
 * requests, and answers the error cases of the catalogue by path.
 */
let server: Server;
let baseUrl = '';
let generation = 0;
let refreshes = 0;
let refreshFails = false;
let requests: string[] = [];
let throttled = 0;

const now = () => Math.floor(Date.now() / 1000);
const pair = (gen: number, accessLifetime = 9000) => ({
  token: jwt({ gen, iat: now(), exp: now() + accessLifetime }),
  refreshToken: jwt({ gen, refresh: true, iat: now(), exp: now() + 604800 }),
});
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const error = (status: number, errorCode: number, message: string) => ({ status, message, errorCode, timestamp: new Date().toISOString() });

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '';
  requests.push(url);
  if (url === '/api/auth/token') {
    refreshes += 1;
    // Answer slowly so that every parallel caller waits on the same refresh.
    setTimeout(() => {
      if (refreshFails) return json(res, 401, error(401, 10, 'Token has expired'));
      generation += 1;
      json(res, 200, pair(generation));
    }, 100);
    return;
  }
  const token = (req.headers['x-authorization'] as string | undefined)?.slice(7);
  const claims = token ? JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) : null;
  if (!claims) return json(res, 401, error(401, 10, 'Authentication failed'));
  if (claims.gen !== generation) return json(res, 401, error(401, 11, 'Token has expired'));
  switch (url) {
    case '/api/disabled': return json(res, 401, error(401, 10, 'User account is not active'));
    case '/api/forbidden': return json(res, 403, error(403, 20, "You don't have permission to perform this operation!"));
    case '/api/busy':
      throttled += 1;
      return throttled === 1 ? json(res, 429, error(429, 33, 'Too many requests')) : json(res, 200, { ok: true });
    case '/api/server-message': return json(res, 500, error(500, 2, 'Database is on fire'));
    case '/api/text-error': return res.writeHead(500, { 'content-type': 'text/plain' }).end('plain failure');
    case '/api/empty-error': return res.writeHead(502).end();
    case '/api/binary-error': return json(res, 400, error(400, 31, 'Checksum mismatch'));
    case '/api/rpc/twoway/abc': return res.writeHead(504).end();
    default:
      if (url.startsWith('/api/missing')) return res.writeHead(404, 'Not Found').end();
      return json(res, 200, { ok: true, url });
  }
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client() {
  const storage = new MemoryStorage();
  const tokens = new TokenManager({ storage, fetch, baseUrl });
  const notifications = new NotificationStore();
  const slept: number[] = [];
  const http = new HttpClient({
    tokens, notifications, fetch, baseUrl, random: () => 0.5, sleep: async (ms) => { slept.push(ms); },
  });
  const ended: string[] = [];
  let forbidden = 0;
  http.onSessionEnded((m) => ended.push(m));
  http.onForbidden(() => { forbidden += 1; });
  return { storage, tokens, http, notifications, ended, slept, forbidden: () => forbidden };
}

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (e: HttpError) => e);

describe('HttpClient error catalogue (seed 000 section 8)', () => {
  beforeEach(() => {
    generation = 0;
    refreshes = 0;
    refreshFails = false;
    requests = [];
    throttled = 0;
  });

  it('sends the token and counts requests in flight', async () => {
    const { tokens, http } = client();
    tokens.store(pair(0));
    const pending = http.get<{ ok: boolean }>('/api/things');
    expect(http.activeRequests).toBe(1);
    expect(await pending).toEqual({ ok: true, url: '/api/things' });
    expect(http.activeRequests).toBe(0);
  });

  it('401 with the expired-token code: one refresh for five parallel calls, then every call is retried', async () => {
    const { tokens, http } = client();
    tokens.store(pair(0));
    generation = 1;
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => http.get<{ url: string }>(`/api/item/${n}`)));
    expect(refreshes).toBe(1);
    expect(results.map((r) => r.url)).toEqual([1, 2, 3, 4, 5].map((n) => `/api/item/${n}`));
  });

  it('401 with another code: the session ends with the server message', async () => {
    const { tokens, http, ended, notifications } = client();
    tokens.store(pair(0));
    expect(await failure(http.get('/api/disabled'))).toMatchObject({ status: 401, errorCode: 10 });
    expect(ended).toEqual(['User account is not active']);
    expect(notifications.current).toBeNull();
  });

  it('refresh pending (access token expired locally): refreshes first, then sends once', async () => {
    const { tokens, http } = client();
    // A 1-second lifetime is inside the 2-second validity margin: no longer valid locally.
    tokens.store(pair(0, 1));
    generation = 0;
    await http.get('/api/after-refresh');
    expect(refreshes).toBe(1);
    expect(requests.filter((r) => r === '/api/after-refresh')).toHaveLength(1);
  });

  it('failed refresh: the session ends with the server message and the tokens are cleared', async () => {
    const { tokens, http, ended, storage } = client();
    tokens.store(pair(0));
    generation = 1;
    refreshFails = true;
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(ended).toEqual(['Token has expired']);
    expect(storage.getItem('jwt_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
  });

  it("protected call without a token: 'Unauthorized!' with status 401, nothing sent", async () => {
    const { http, notifications } = client();
    expect(await failure(http.get('/api/devices'))).toMatchObject({ status: 401, message: 'Unauthorized!' });
    expect(requests).toEqual([]);
    expect(notifications.current?.message).toBe('Unauthorized!');
  });

  it('429 with resend: waits a random 1 to 4 seconds and retries', async () => {
    const { tokens, http, slept } = client();
    tokens.store(pair(0));
    expect(await http.get('/api/busy', { resendRequest: true })).toEqual({ ok: true });
    expect(slept).toEqual([2500]);
    expect(requests.filter((r) => r === '/api/busy')).toHaveLength(2);
  });

  it('429 without resend is an error', async () => {
    const { tokens, http, notifications } = client();
    tokens.store(pair(0));
    expect(await failure(http.get('/api/busy'))).toMatchObject({ status: 429, errorCode: 33 });
    expect(notifications.current?.message).toBe('Too many requests');
  });

  it('403 opens the forbidden dialog, unless errors are ignored', async () => {
    const c = client();
    c.tokens.store(pair(0));
    expect(await failure(c.http.get('/api/forbidden'))).toMatchObject({ status: 403, errorCode: 20 });
    expect(c.forbidden()).toBe(1);
    expect(c.notifications.current).toBeNull();
    await failure(c.http.get('/api/forbidden', { ignoreErrors: true }));
    expect(c.forbidden()).toBe(1);
  });

  it("status 0: 'Unable to connect'", async () => {
    const storage = new MemoryStorage();
    const notifications = new NotificationStore();
    const http = new HttpClient({ tokens: new TokenManager({ storage, fetch }), notifications, fetch, baseUrl: 'http://127.0.0.1:1' });
    await expect(http.get('/api/noauth/x')).rejects.toMatchObject({ status: 0, message: 'Unable to connect' });
    expect(notifications.current?.message).toBe('Unable to connect');
  });

  it('404: a message with method, URL, status and status text', async () => {
    const { tokens, http, notifications } = client();
    tokens.store(pair(0));
    await failure(http.post('/api/missing/thing', {}));
    expect(notifications.current?.message).toBe('POST: /api/missing/thing\n404: Not Found');
  });

  it('other errors: the server message, else the content, else "Unhandled error code"', async () => {
    const { tokens, http, notifications } = client();
    tokens.store(pair(0));
    await failure(http.get('/api/server-message'));
    expect(notifications.current?.message).toBe('Database is on fire');
    await failure(http.get('/api/text-error'));
    expect(notifications.current?.message).toBe('plain failure');
    await failure(http.get('/api/empty-error'));
    expect(notifications.current?.message).toBe('Unhandled error code 502');
  });

  it('decodes the error body of a binary request', async () => {
    const { tokens, http, notifications } = client();
    tokens.store(pair(0));
    expect(await failure(http.get('/api/binary-error', { responseType: 'arraybuffer' }))).toMatchObject({ errorCode: 31 });
    expect(notifications.current?.message).toBe('Checksum mismatch');
  });

  it('RPC paths are left out of the general error display', async () => {
    const { tokens, http, notifications } = client();
    tokens.store(pair(0));
    expect(await failure(http.post('/api/rpc/twoway/abc', { method: 'x' }))).toMatchObject({ status: 504 });
    expect(notifications.current).toBeNull();
  });

  it('requests can opt out of the loading display and of error display', async () => {
    const { tokens, http, notifications } = client();
    tokens.store(pair(0));
    const pending = http.get('/api/things', { ignoreLoading: true });
    expect(http.activeRequests).toBe(0);
    await pending;
    await failure(http.get('/api/server-message', { ignoreErrors: true }));
    expect(notifications.current).toBeNull();
  });
});
