import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@tessera/sdk';
import { HttpClient } from '../../core/services/HttpClient';
import { NotificationStore } from '../../core/services/NotificationStore';
import { TokenManager } from '../../core/services/TokenManager';
import { jwt, MemoryStorage } from './testTokens';

/** A real HTTP server that accepts only the newest access token and counts refreshes. */
let server: Server;
let baseUrl = '';
let generation = 0;
let refreshes = 0;
let refreshFails = false;

const pair = (gen: number) => {
  const now = Math.floor(Date.now() / 1000);
  return { token: jwt({ gen, iat: now, exp: now + 9000 }), refreshToken: jwt({ gen, refresh: true, iat: now, exp: now + 604800 }) };
};
const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const error = (status: number, errorCode: number, message: string) => ({ status, message, errorCode, timestamp: new Date().toISOString() });

function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/api/auth/token') {
    refreshes += 1;
    // Answer slowly so that every parallel caller is waiting on the same refresh.
    setTimeout(() => {
      if (refreshFails) return send(res, 401, error(401, 10, 'Token has expired'));
      generation += 1;
      send(res, 200, pair(generation));
    }, 100);
    return;
  }
  const token = (req.headers['x-authorization'] as string | undefined)?.slice(7);
  const claims = token ? JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) : null;
  if (!claims) return send(res, 401, error(401, 10, 'Authentication failed'));
  if (claims.gen !== generation) return send(res, 401, error(401, 11, 'Token has expired'));
  if (req.url === '/api/forbidden') return send(res, 403, error(403, 20, "You don't have permission to perform this operation!"));
  send(res, 200, { ok: true, url: req.url });
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
  const http = new HttpClient({ tokens, notifications, fetch, baseUrl });
  const ended: string[] = [];
  http.onSessionEnded((m) => ended.push(m));
  return { storage, tokens, http, notifications, ended };
}

describe('HttpClient against a real server', () => {
  beforeEach(() => {
    generation = 0;
    refreshes = 0;
    refreshFails = false;
  });

  it('sends the token and counts requests in flight', async () => {
    const { tokens, http } = client();
    tokens.store(pair(0));
    const pending = http.get<{ ok: boolean }>('/api/things');
    expect(http.activeRequests).toBe(1);
    expect(await pending).toEqual({ ok: true, url: '/api/things' });
    expect(http.activeRequests).toBe(0);
  });

  it('runs one refresh for five parallel calls with an expired token, then retries them all', async () => {
    const { tokens, http } = client();
    tokens.store(pair(0));
    generation = 1; // the server now refuses generation 0 with 401/11
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => http.get<{ url: string }>(`/api/item/${n}`)));
    expect(refreshes).toBe(1);
    expect(results.map((r) => r.url)).toEqual([1, 2, 3, 4, 5].map((n) => `/api/item/${n}`));
  });

  it('ends the session and clears the tokens when the refresh fails', async () => {
    const { tokens, http, ended, storage } = client();
    tokens.store(pair(0));
    generation = 1;
    refreshFails = true;
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(ended).toEqual(['Token has expired']);
    expect(storage.getItem('jwt_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
  });

  it('shows the server message of other errors and rejects with the status and code', async () => {
    const { tokens, http, notifications } = client();
    tokens.store(pair(0));
    const failure = await http.get('/api/forbidden').catch((e: HttpError) => e);
    expect(failure).toMatchObject({ status: 403, errorCode: 20 });
    expect(notifications.current).toEqual({ message: "You don't have permission to perform this operation!", type: 'error' });
  });

  it('does not show errors of requests that opt out, nor of RPC calls', async () => {
    const { tokens, http, notifications } = client();
    tokens.store(pair(0));
    await http.get('/api/forbidden', { ignoreErrors: true }).catch(() => undefined);
    expect(notifications.current).toBeNull();
  });

  it("says 'Unable to connect' when the server cannot be reached", async () => {
    const storage = new MemoryStorage();
    const notifications = new NotificationStore();
    const http = new HttpClient({ tokens: new TokenManager({ storage, fetch }), notifications, fetch, baseUrl: 'http://127.0.0.1:1' });
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 0, message: 'Unable to connect' });
    expect(notifications.current?.message).toBe('Unable to connect');
  });
});
