import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { INDEX_HTML, makeStaticDir, rawGet, removeTempDirs, SECRET_TEXT, startTestServer } from './helpers';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-src 'self'; " +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

let server: RunningServer;
let noConsole: RunningServer;

beforeAll(async () => {
  const { staticDir } = await makeStaticDir();
  [server, noConsole] = await Promise.all([startTestServer({ staticDir }), startTestServer()]);
});

afterAll(async () => {
  await Promise.all([server?.close(), noConsole?.close()]);
  await removeTempDirs();
});

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static console', () => {
  it('serves index.html at / with the CSP and no-cache', async () => {
    const res = await fetch(`${server.url}/`, { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX_HTML);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets forever and revalidates the rest', async () => {
    const hashed = await fetch(`${server.url}/assets/app-ABC123.js`);
    expect(hashed.status).toBe(200);
    expect(await hashed.text()).toBe('console.log("app");');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-security-policy')).toBeNull();

    for (const path of ['/assets/logo.svg', '/bundles/index.json', '/bundles/charts/manifest.json', '/index.html']) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers client-side routes that accept HTML with index.html', async () => {
    for (const path of ['/devices', '/dashboards/abc/states?x=1', '/login']) {
      const res = await fetch(server.url + path, { headers: html });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX_HTML);
      expect(res.headers.get('content-security-policy')).toBe(CSP);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('does not fall back for API paths, /static, missing files or non-HTML requests', async () => {
    const missingFile = await fetch(`${server.url}/assets/missing-XYZ999.js`, { headers: html });
    expect(missingFile.status).toBe(404);
    const staticPath = await fetch(`${server.url}/static/widgets`, { headers: html });
    expect(staticPath.status).toBe(404);
    const json = await fetch(`${server.url}/devices`, { headers: { Accept: 'application/json' } });
    expect(json.status).toBe(404);
    const apiPath = await fetch(`${server.url}/api/noauth/unknown`, { headers: html });
    expect(apiPath.status).toBe(404);
    expect((await apiPath.json()).errorCode).toBe(32);
  });

  it.each([
    '/../package.json',
    '/../secret.txt',
    '/%2e%2e/package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/..%2fsecret.txt',
    '//secret.txt',
  ])('never serves files outside STATIC_DIR for %s', async (path) => {
    const res = await rawGet(server.port, path, html);
    expect(res.body).not.toContain(SECRET_TEXT);
    expect(res.body).not.toMatch(/root:.*:0:0:/);
    if (res.status === 200) expect(res.body).toBe(INDEX_HTML);
  });

  it('is off when STATIC_DIR does not exist', async () => {
    const res = await fetch(`${noConsole.url}/`, { headers: html });
    expect(res.status).toBe(404);
    expect((await res.json()).errorCode).toBe(32);
  });
});
