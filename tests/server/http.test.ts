import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { api, ERROR_KEYS, errorShape, login, removeTempDirs, startTestServer } from './helpers';

let server: RunningServer;
let edgesServer: RunningServer;
let token: string;

beforeAll(async () => {
  [server, edgesServer] = await Promise.all([startTestServer(), startTestServer({ edgesEnabled: true, seedDemo: true })]);
  token = (await login(server.url, 'tenant')).token;
});

afterAll(async () => {
  await Promise.all([server?.close(), edgesServer?.close()]);
  await removeTempDirs();
});

describe('GET /api/edges/enabled', () => {
  it('answers false by default and true when EDGES_ENABLED is on', async () => {
    const off = await api(server.url, '/api/edges/enabled', { token });
    expect([off.status, off.text]).toEqual([200, 'false']);
    const edgeToken = (await login(edgesServer.url, 'tenant')).token;
    const on = await api(edgesServer.url, '/api/edges/enabled', { token: edgeToken });
    expect([on.status, on.text]).toEqual([200, 'true']);
  });

  it('requires authentication', async () => {
    const res = await api(server.url, '/api/edges/enabled');
    expect(res.status).toBe(401);
  });
});

describe('error responses', () => {
  it('answers an unknown API route with 404/32 when authenticated', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await api(server.url, '/api/no/such/thing', { method, token });
      expect(res.status).toBe(404);
      expect(errorShape(res.body)).toEqual({
        keys: ERROR_KEYS,
        status: 404,
        errorCode: 32,
        message: "Requested item wasn't found!",
        timestampIsIso: true,
      });
    }
  });

  it('asks for authentication before revealing whether an API route exists', async () => {
    const res = await api(server.url, '/api/no/such/thing');
    expect([res.status, res.body.errorCode]).toEqual([401, 10]);
  });

  it('answers malformed JSON with 400/31 and the four-key body', async () => {
    const res = await api(server.url, '/api/auth/login', { rawBody: '{"username": "tenant@tessera.io",' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, status: 400, errorCode: 31, timestampIsIso: true });
  });

  it('answers a body over 1 MB with 413 and the error body', async () => {
    const res = await api(server.url, '/api/auth/login', {
      rawBody: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, status: 413, errorCode: 31 });
  });

  it('does not leak internals in a 415 answer', async () => {
    const res = await api(server.url, '/api/auth/login', { rawBody: 'username=a', headers: { 'Content-Type': 'text/xml' } });
    expect(res.status).toBe(415);
    expect(errorShape(res.body).keys).toEqual(ERROR_KEYS);
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('sends security headers on API answers', async () => {
    const res = await api(server.url, '/api/edges/enabled', { token });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });
});

describe('GET /api/tessera/info', () => {
  it('reports the version and the edges flag', async () => {
    const res = await api(server.url, '/api/tessera/info', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), edgesEnabled: false });
  });
});
