import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { api, ERROR_KEYS, errorShape, login, makeStaticDir, rawGet, removeTempDirs, startTestServer } from './helpers';

/*
 * The smaller findings of issue 15: tokens without `exp`, caching of token answers,
 * public source maps, malformed URL encoding and the console's connect-src.
 */

let server: RunningServer;
let withMaps: RunningServer;
let signingKey: Uint8Array;

beforeAll(async () => {
  const { staticDir } = await makeStaticDir();
  await writeFile(path.join(staticDir, 'assets', 'app-ABC123.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  [server, withMaps] = await Promise.all([startTestServer({ staticDir }), startTestServer({ staticDir, serveSourceMaps: true })]);
  const jwt = await server.stores.settings.getJson<{ tokenSigningKey: string }>('jwt');
  signingKey = new Uint8Array(Buffer.from(jwt!.tokenSigningKey, 'base64'));
});

afterAll(async () => {
  await Promise.all([server?.close(), withMaps?.close()]);
  await removeTempDirs();
});

const BAD_LOGIN = { keys: ERROR_KEYS, status: 401, errorCode: 10, message: 'Invalid username or password', timestampIsIso: true };

/** A correctly signed token with the given times (seconds); undefined leaves the claim out. */
function craft(claims: Record<string, unknown>, iat: number | undefined, exp: number | undefined): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setIssuer('thingsboard.io');
  if (iat !== undefined) jwt.setIssuedAt(iat);
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(signingKey);
}

describe('tokens without exp', () => {
  it('refuses access and refresh tokens that lack exp (or iat), and accepts the same token with both', async () => {
    const user = (await server.stores.users.findByEmail('tenant@tessera.io'))!;
    const now = Math.floor(Date.now() / 1000);
    const access = { sub: user.email, scopes: ['TENANT_ADMIN'], userId: user.id.id, enabled: true, isPublic: false, tenantId: user.tenantId.id, customerId: user.customerId.id };
    const refresh = { sub: user.email, scopes: ['REFRESH_TOKEN'], userId: user.id.id, isPublic: false };

    expect((await api(server.url, '/api/auth/user', { token: await craft(access, now, now + 600) })).status).toBe(200);
    for (const token of [await craft(access, now, undefined), await craft(access, undefined, now + 600)]) {
      const res = await api(server.url, '/api/auth/user', { token });
      expect(res.status).toBe(401);
      expect(errorShape(res.body)).toEqual(BAD_LOGIN);
    }

    expect((await api(server.url, '/api/auth/token', { body: { refreshToken: await craft(refresh, now, now + 600) } })).status).toBe(200);
    const forever = await api(server.url, '/api/auth/token', { body: { refreshToken: await craft(refresh, now, undefined) } });
    expect([forever.status, forever.body.errorCode]).toEqual([401, 10]);
  });
});

describe('caching of API answers', () => {
  const expectNoStore = (res: { headers: Headers }, what: string) => {
    expect(res.headers.get('cache-control'), what).toBe('no-store');
    expect(res.headers.get('pragma'), what).toBe('no-cache');
  };

  it('marks login, refresh, public login and "login as" answers no-store', async () => {
    const loginRes = await api(server.url, '/api/auth/login', { body: { username: 'tenant@tessera.io', password: 'tenant' } });
    expect(loginRes.status).toBe(200);
    expectNoStore(loginRes, 'login');
    expectNoStore(await api(server.url, '/api/auth/login', { body: { username: 'tenant@tessera.io', password: 'wrong' } }), 'failed login');

    const refreshed = await api(server.url, '/api/auth/token', { body: { refreshToken: loginRes.body.refreshToken } });
    expect(refreshed.status).toBe(200);
    expectNoStore(refreshed, 'refresh');

    const tenantId = (await server.stores.users.findByEmail('tenant@tessera.io'))!.tenantId.id;
    const publicId = (await server.stores.customers.findOrCreatePublicCustomer(tenantId)).id.id;
    const publicLogin = await api(server.url, '/api/auth/login/public', { body: { publicId } });
    expect(publicLogin.status).toBe(200);
    expectNoStore(publicLogin, 'public login');

    const customer = (await server.stores.users.findByEmail('customer@tessera.io'))!;
    const loginAs = await api(server.url, `/api/user/${customer.id.id}/token`, { token: loginRes.body.token });
    expect(loginAs.status).toBe(200);
    expectNoStore(loginAs, 'user token');

    expectNoStore(await api(server.url, '/api/auth/user', { token: loginRes.body.token }), 'other API answers');
  });

  it('leaves the console files to their own caching', async () => {
    const res = await fetch(`${server.url}/assets/app-ABC123.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('pragma')).toBeNull();
  });
});

describe('source maps', () => {
  it('are not served by default, whatever the spelling of the name', async () => {
    for (const file of ['/assets/app-ABC123.js.map', '/assets/app-ABC123.js%2Emap', '/assets/app-ABC123.js.MAP']) {
      const res = await rawGet(server.port, file);
      expect(res.status, file).toBe(404);
      expect(res.body, file).not.toContain('secret.ts');
    }
    // The script itself still is.
    expect((await fetch(`${server.url}/assets/app-ABC123.js`)).status).toBe(200);
  });

  it('are served when SERVE_SOURCE_MAPS is on', async () => {
    const res = await fetch(`${withMaps.url}/assets/app-ABC123.js.map`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('secret.ts');
  });
});

describe('malformed URL encoding', () => {
  it('answers 400/31 with the contract body', async () => {
    for (const rawPath of ['/api/device/%E0%A4%A', '/assets/%E0%A4%A.js', '/api/devices/%']) {
      const res = await rawGet(server.port, rawPath);
      expect(res.status, rawPath).toBe(400);
      expect(res.headers['content-type'], rawPath).toMatch(/^application\/json/);
      expect(errorShape(JSON.parse(res.body)), rawPath).toEqual({ keys: ERROR_KEYS, status: 400, errorCode: 31, message: 'Malformed URL encoding', timestampIsIso: true });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // A well-formed request still works.
    const { token } = await login(server.url, 'tenant');
    expect((await api(server.url, '/api/auth/user', { token })).status).toBe(200);
  });
});

describe('console Content-Security-Policy', () => {
  it("limits connect-src to the page's own origin, which covers its WebSocket, and allows no other ws: or wss: host", async () => {
    const res = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }));
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/(^|\s)wss?:/);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });
});
