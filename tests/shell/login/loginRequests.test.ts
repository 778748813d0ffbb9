import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { HttpError } from '../../../core/sdk/services';
import { fetchOAuth2Clients, requestLogin } from '../../../core/shell/login/loginRequests';
import { decodeJwt } from '../../../core/services/tokenStorage';
import { ACCOUNTS, removeTempDirs, startTestServer } from '../../server/helpers';

/** The login page's own requests (it loads before the console's HTTP service), on a real server. */
let server: RunningServer;
let serverFetch: typeof fetch;

beforeAll(async () => {
  server = await startTestServer();
  serverFetch = ((input: string, init?: RequestInit) => fetch(server.url + input, init)) as typeof fetch;
});
afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('requestLogin', () => {
  it('returns the token pair of the user', async () => {
    const pair = await requestLogin(serverFetch, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password);
    expect(decodeJwt(pair.token)?.sub).toBe(ACCOUNTS.tenant.email);
    expect(typeof pair.refreshToken).toBe('string');
  });

  it('throws the server message and error code as the HTTP service would', async () => {
    const error = await requestLogin(serverFetch, ACCOUNTS.tenant.email, 'wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, errorCode: 10, message: 'Invalid username or password' });
  });

  it('rejects a network failure (the form then says it cannot connect)', async () => {
    const unreachable = ((input: string, init?: RequestInit) => fetch(`http://127.0.0.1:9${input}`, init)) as typeof fetch;
    await expect(requestLogin(unreachable, 'a@b.io', 'x')).rejects.not.toBeInstanceOf(HttpError);
  });
});

describe('fetchOAuth2Clients', () => {
  it('lists no providers when OAuth2 is not configured, and none when the request fails', async () => {
    expect(await fetchOAuth2Clients(serverFetch)).toEqual([]);
    const failing = (() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    expect(await fetchOAuth2Clients(failing)).toEqual([]);
  });
});
