import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_SANDBOX_REQUIRED_CSP } from '../../core/services/sandbox/sandboxPolicy';
import type { RunningServer } from '../../server/main';
import { makeStaticDir, removeTempDirs, startTestServer } from './helpers';

let server: RunningServer;

beforeAll(async () => {
  const { staticDir } = await makeStaticDir();
  await writeFile(path.join(staticDir, 'assets', 'widgetSandbox-AB12CD34.js'), '');
  await writeFile(path.join(staticDir, 'assets', 'nativeWidgetSandbox-EF56GH78.js'), '');
  await writeFile(path.join(staticDir, 'assets', 'nativeWidgetSpectrum-IJ90KL12.js'), '');
  server = await startTestServer({ staticDir });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('the native widget sandbox page (widget-sandbox.html?native=1)', () => {
  it('is the widget sandbox page with the native runtime\'s script, naming its React Spectrum script, under the same policy', async () => {
    const res = await fetch(`${server.url}/widget-sandbox.html?native=1`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp.startsWith(`${WIDGET_SANDBOX_REQUIRED_CSP};`)).toBe(true);
    expect(csp).not.toMatch(/connect-src|https?:/);
    const page = await res.text();
    expect(page).toContain('<script src="assets/nativeWidgetSandbox-EF56GH78.js"></script>');
    expect(page).toContain('<meta name="tessera:frame-spectrum" content="assets/nativeWidgetSpectrum-IJ90KL12.js">');
    expect(page).not.toContain('widgetSandbox-AB12CD34');
    expect(res.headers.get('etag')).toBe('"nativeWidgetSandbox-EF56GH78.js+nativeWidgetSpectrum-IJ90KL12.js"');
    // The ThingsBoard-format widget sandbox stays without it.
    expect(await (await fetch(`${server.url}/widget-sandbox.html`, { headers: { Accept: 'text/html' } })).text()).not.toContain('Spectrum');
  });
});
