import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CONTENT_SECURITY_POLICY, WIDGET_SANDBOX_REQUIRED_CSP, widgetSandboxRequiredCsp } from '../../core/services/sandbox/sandboxPolicy';
import type { RunningServer } from '../../server/main';
import { makeStaticDir, removeTempDirs, startTestServer } from './helpers';

let server: RunningServer;
let unbuilt: RunningServer;

beforeAll(async () => {
  const { staticDir } = await makeStaticDir();
  await writeFile(path.join(staticDir, 'assets', 'sandbox-QX7ZK2M4.js'), '');
  await writeFile(path.join(staticDir, 'assets', 'widgetSandbox-AB12CD34.js'), '');
  [server, unbuilt] = await Promise.all([startTestServer({ staticDir }), startTestServer()]);
});

afterAll(async () => {
  await Promise.all([server?.close(), unbuilt?.close()]);
  await removeTempDirs();
});

const html = { Accept: 'text/html' };

describe('the widget sandbox page', () => {
  it('serves widget-sandbox.html with the widget script and a CSP that fetches nothing', async () => {
    const res = await fetch(`${server.url}/widget-sandbox.html`, { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const directives = res.headers.get('content-security-policy')!.split('; ');
    // Everything the console's iframe requires (embedded enforcement), plus WebRTC and framing.
    expect(directives).toEqual(expect.arrayContaining([...WIDGET_SANDBOX_REQUIRED_CSP.split('; '), "webrtc 'block'", "frame-ancestors 'self'"]));
    expect(directives).toContain("default-src 'none'");
    expect(directives.join(';')).not.toMatch(/connect-src|worker-src|frame-src|child-src|https?:/);
    const page = await res.text();
    expect(page).toContain('<script src="assets/widgetSandbox-AB12CD34.js"></script>');
    expect(page).not.toContain('sandbox-QX7ZK2M4');
  });

  it('allows exactly the resources the page is asked for (?resource=), and refuses the rest', async () => {
    const urls = ['https://cdn.example.com/lib.js', 'http://127.0.0.1:9/lib.css'];
    const query = [...urls, 'javascript:alert(1)', "https://x.com/a.js; connect-src *"].map((u) => `resource=${encodeURIComponent(u)}`).join('&');
    const res = await fetch(`${server.url}/widget-sandbox.html?${query}`, { headers: html });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp.startsWith(`${widgetSandboxRequiredCsp(urls)};`)).toBe(true);
    expect(csp).not.toMatch(/javascript:|connect-src|x\.com/);
  });

  it('answers 304 to a frame that has the current page', async () => {
    const first = await fetch(`${server.url}/widget-sandbox.html`, { headers: html });
    const etag = first.headers.get('etag')!;
    expect(etag).toBe('"widgetSandbox-AB12CD34.js"');
    const again = await fetch(`${server.url}/widget-sandbox.html`, { headers: { ...html, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('keeps the script sandbox page on its own, stricter policy', async () => {
    const res = await fetch(`${server.url}/sandbox.html`, { headers: html });
    expect(res.headers.get('content-security-policy')).toBe(SANDBOX_CONTENT_SECURITY_POLICY);
    expect(await res.text()).toContain('assets/sandbox-QX7ZK2M4.js');
  });

  it('answers 404 when the console is not built', async () => {
    const res = await fetch(`${unbuilt.url}/widget-sandbox.html`, { headers: html });
    expect(res.status).toBe(404);
  });
});
