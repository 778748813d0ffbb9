import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../../server/http/jsonDepth';
import type { RunningServer } from '../../server/main';
import { api, ERROR_KEYS, errorShape, login, removeTempDirs, startTestServer, type ApiResponse, type Role } from './helpers';

let server: RunningServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  const [sysadmin, tenant, customer] = await Promise.all((['sysadmin', 'tenant', 'customer'] as const).map((role) => login(server.url, role)));
  tokens = { sysadmin: sysadmin.token, tenant: tenant.token, customer: customer.token };
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const TOO_DEEP = `JSON nesting is too deep (more than ${MAX_JSON_DEPTH} levels)`;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Contract §1.5: these answer errors as plain text, not the JSON body. */
const PLAIN_TEXT_PREFIXES = ['/api/plugins/telemetry/', '/api/v1/'];

/** An object whose `additionalInfo` holds the rest: `levels` nested objects in all. */
function nestedBody(levels: number): string {
  return `{"additionalInfo":${'{"a":'.repeat(levels - 2)}{}${'}'.repeat(levels - 2)}}`;
}

/**
 * Every route of the app with its methods, read from `printRoutes` (the public listing):
 * each line is a path segment indented four characters per level under its parent.
 */
function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    parents.length = match[1].length / 4;
    parents.push(match[2]);
    for (const method of match[3].split(', ')) if (method !== '-') routes.push({ method, url: parents.join('') });
  }
  return routes;
}

/** A concrete URL for a pattern: every parameter (`:a|:b` names one position) becomes a uuid. */
function concrete(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+(?:\|:[A-Za-z]+)*/g, '6f1f0000-0000-4000-8000-000000000000').replace(/\*$/, 'x');
}

/** The answer of the first role the route lets through (body parsing comes after authentication). */
async function send(method: string, url: string, body: string): Promise<ApiResponse> {
  let res: ApiResponse | undefined;
  for (const role of ['tenant', 'sysadmin', 'customer'] as const) {
    res = await api(server.url, url, { method, token: tokens[role], rawBody: body });
    if (res.status !== 401 && res.status !== 403) break;
  }
  return res!;
}

describe('exceedsJsonDepth', () => {
  it('counts nested objects and arrays, not brackets inside strings', () => {
    expect(exceedsJsonDepth('[[[1]]]', 3)).toBe(false);
    expect(exceedsJsonDepth('[[[[1]]]]', 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
    expect(exceedsJsonDepth(JSON.stringify({ text: '[[[[[[{{{{{{\\"' }), 1)).toBe(false);
    expect(exceedsJsonDepth('[' + '{}, '.repeat(1000) + '{}]', 2)).toBe(false);
  });
});

describe('JSON body nesting limit', () => {
  it(`answers ${MAX_JSON_DEPTH} levels normally and ${MAX_JSON_DEPTH + 1} with 400/31`, async () => {
    const ok = await api(server.url, '/api/device', { token: tokens.tenant, rawBody: nestedBody(MAX_JSON_DEPTH).replace('{"additionalInfo"', '{"name":"Depth 64","additionalInfo"') });
    expect(ok.status).toBe(200);
    const deep = await api(server.url, '/api/device', { token: tokens.tenant, rawBody: nestedBody(MAX_JSON_DEPTH + 1).replace('{"additionalInfo"', '{"name":"Depth 65","additionalInfo"') });
    expect(errorShape(deep.body)).toEqual({ keys: ERROR_KEYS, status: 400, errorCode: 31, message: TOO_DEEP, timestampIsIso: true });
  });

  it('answers 10,000 levels with 400 on every route that takes a body, never 500', async () => {
    const routes = routesOf(server.app).filter((route) => BODY_METHODS.has(route.method));
    // The listing really is the app's: the entity saves and both parser-owning scopes are in it.
    expect(routes.length).toBeGreaterThan(100);
    for (const url of ['/api/device', '/api/asset', '/api/customer', '/api/auth/login', '/api/v1/:token/telemetry']) {
      expect(routes.some((route) => route.url === url && route.method === 'POST'), url).toBe(true);
    }
    expect(routes.some((route) => route.url.startsWith('/api/plugins/telemetry/') && route.method === 'POST')).toBe(true);

    const body = nestedBody(10_000);
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const res = await send(method, concrete(url), body);
      const plainText = PLAIN_TEXT_PREFIXES.some((prefix) => url.startsWith(prefix));
      const ok =
        res.status === 400 &&
        (plainText
          ? res.text === TOO_DEEP
          : JSON.stringify(errorShape(res.body)) === JSON.stringify({ keys: ERROR_KEYS, status: 400, errorCode: 31, message: TOO_DEEP, timestampIsIso: true }));
      if (!ok) wrong.push(`${method} ${url}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
