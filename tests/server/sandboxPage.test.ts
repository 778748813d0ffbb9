import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_REQUIRED_CSP } from '../../core/services/sandbox/sandboxPolicy';
import type { RunningServer } from '../../server/main';
import { makeStaticDir, removeTempDirs, startTestServer } from './helpers';

let server: RunningServer;
let unbuilt: RunningServer;

beforeAll(async () => {
  const { staticDir } = await makeStaticDir();
  await writeFile(path.join(staticDir, 'assets', 'sandbox-QX7ZK2M4.js'), 'window.parent.postMessage({ready:true},"*");');
  [server, unbuilt] = await Promise.all([startTestServer({ staticDir }), startTestServer()]);
});

afterAll(async () => {
  await Promise.all([server?.close(), unbuilt?.close()]);
  await removeTempDirs();
});

const html = { Accept: 'text/html' };

describe('the script sandbox page', () => {
  it('serves sandbox.html with its own CSP that allows eval and loads the hashed sandbox script', async () => {
    const res = await fetch(`${server.url}/sandbox.html`, { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp.split('; ')).toEqual(expect.arrayContaining([
      "default-src 'none'", "script-src 'self' 'unsafe-eval'", "frame-ancestors 'self'",
    ]));
    // No connect-src of its own: default-src 'none' closes fetch, XHR, WebSocket and WebTransport.
    expect(csp).not.toMatch(/connect-src|worker-src|frame-src|child-src/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const page = await res.text();
    // A classic script: a module script would be fetched with CORS, which the opaque origin fails.
    expect(page).toContain('<script src="assets/sandbox-QX7ZK2M4.js"></script>');
    expect(page).not.toContain('type="module"');
  });

  it('blocks WebRTC with the CSP directive made for it and enforces all the console requires of the frame', async () => {
    const csp = (await fetch(`${server.url}/sandbox.html`, { headers: html })).headers.get('content-security-policy')!;
    const directives = csp.split('; ');
    expect(directives).toContain("webrtc 'block'");
    // The iframe's csp attribute (embedded enforcement): the page must enforce every directive of it.
    expect(directives).toEqual(expect.arrayContaining(SANDBOX_REQUIRED_CSP.split('; ')));
  });

  it('leaves the console page under the strict CSP without eval', async () => {
    for (const url of ['/', '/index.html', '/dashboards']) {
      const res = await fetch(server.url + url, { headers: html });
      expect(res.status, url).toBe(200);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toContain('unsafe-eval');
    }
  });

  it('keeps the sandbox CSP off the sandbox script itself and off API errors', async () => {
    const script = await fetch(`${server.url}/assets/sandbox-QX7ZK2M4.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBeGreaterThanOrEqual(400);
    expect(api.headers.get('content-security-policy') ?? '').not.toContain('unsafe-eval');
  });

  it('answers 404 when the console is not built', async () => {
    const res = await fetch(`${unbuilt.url}/sandbox.html`, { headers: html });
    expect(res.status).toBe(404);
  });
});
