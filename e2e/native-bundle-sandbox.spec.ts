import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/*
 * Trust (architecture.md; issue 16): a native bundle installed by a tenant runs in the widget
 * sandbox (an `allow-scripts` frame without same-origin, fed over the widget bridge), so its
 * attempts to read the console's storage, cookies, document or API get nothing; the same bundle
 * installed by the system administrator runs in the page. The bundle is a real `tessera bundle
 * init` project whose widget is edited into a probe, built with `tessera bundle build`.
 */

const CLI = path.resolve('server/cli/tessera.mjs');
const BUNDLE = 'acme.e2e-native-probe';
const WIDGET = `${BUNDLE}.reading-card`;
const work = mkdtempSync(path.join(tmpdir(), 'tessera-native-'));
const cli = (...args: string[]) => promisify(execFile)(process.execPath, [CLI, ...args], { cwd: work, timeout: 120_000 }).then((r) => r.stdout);

/** The template's reading card, plus a probe of what its realm lets it reach, shown as JSON. */
const PROBE_CARD = `import { useEffect, useState } from 'react';
import { Text, View } from '@adobe/react-spectrum';
import { useWidgetData, type WidgetProps } from '@tessera/sdk';
import { readingOf, type ReadingSettings } from './reading';

type Probe = Record<string, string>;

function attempt(out: Probe, name: string, read: () => unknown) {
  try {
    const value = read();
    out[name] = 'got ' + JSON.stringify(value === undefined ? null : value);
  } catch (error) {
    out[name] = 'blocked ' + (error as Error).name;
  }
}

export function ReadingCard({ settings, config, ctx }: WidgetProps<ReadingSettings>) {
  const data = useWidgetData(ctx);
  const reading = readingOf(data, settings, config.decimals, config.units);
  const [probe, setProbe] = useState<Probe>({});
  // A widget stuck in a loop: the sandbox's heartbeat notices and the console stops it.
  useEffect(() => { if (settings.hang) setTimeout(() => { for (;;) { /* never returns */ } }, 300); }, [settings.hang]);
  useEffect(() => {
    const out: Probe = { framed: String(window.top !== window) };
    attempt(out, 'localStorage', () => Object.keys(localStorage).join(','));
    attempt(out, 'cookie', () => document.cookie);
    attempt(out, 'parentDocument', () => window.parent.document.title);
    setProbe({ ...out });
    fetch('/api/tenant/devices?pageSize=1&page=0').then(
      async (response) => { const body = await response.text(); setProbe((p) => ({ ...p, fetch: 'got ' + response.status + ' ' + body.slice(0, 80) })); },
      (error: Error) => setProbe((p) => ({ ...p, fetch: 'blocked ' + error.name })),
    );
  }, []);
  return (
    <View padding="size-100">
      <Text data-testid="native-reading">{reading.label} {reading.text}</Text>
      <pre data-testid="native-probe" style={{ whiteSpace: 'pre-wrap', fontSize: 11 }}>{JSON.stringify(probe, null, 1)}</pre>
    </View>
  );
}
`;

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.TESSERA_URL });
  for (const account of ['tenant', 'sysadmin'] as const) {
    await request.delete(`/api/widgetUiBundle/${BUNDLE}`, { headers: auth(await apiToken(request, account)) });
  }
  await request.dispose();
  rmSync(work, { recursive: true, force: true });
});

/** Installs the bundle file as `account` (multipart, as the widgets library's install zone sends it). */
async function install(request: APIRequestContext, account: 'tenant' | 'sysadmin', file: string) {
  const response = await request.post('/api/widgetUiBundle', {
    headers: auth(await apiToken(request, account)),
    multipart: { file: { name: path.basename(file), mimeType: 'application/json', buffer: readFileSync(file) } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A dashboard with the probe widget on a device's `temperature`, and a function that posts the device's telemetry. */
async function probeDashboard(request: APIRequestContext, settings: Record<string, unknown> = {}) {
  const token = await apiToken(request, 'tenant');
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const device = await (await request.post('/api/device', { headers: auth(token), data: { name: `Native probe sensor ${stamp}`, type: 'default' } })).json();
  const credentials = await (await request.get(`/api/device/${device.id.id}/credentials`, { headers: auth(token) })).json();
  const telemetry = async (values: Record<string, unknown>) => {
    expect((await request.post(`/api/v1/${credentials.credentialsId}/telemetry`, { data: values })).ok()).toBe(true);
  };
  const widget = {
    id: 'probe', bundleAlias: BUNDLE, typeAlias: 'reading-card', isSystemType: false, type: 'latest', sizeX: 12, sizeY: 6,
    config: {
      title: 'Native probe', settings, decimals: 2, units: '°C',
      datasources: [{ type: 'entity', entityAliasId: 'dev', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'temperature', color: '#2196f3', settings: {} }] }],
    },
  };
  const configuration = {
    entityAliases: { dev: { id: 'dev', alias: 'Sensor', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: device.id.id } } } },
    widgets: { probe: widget }, filters: {}, settings: {},
    timewindow: { realtime: { timewindowMs: 300000 }, aggregation: { type: 'NONE', limit: 500 } },
    states: { default: { name: 'Native probe', root: true, layouts: { main: { widgets: { probe: { sizeX: 12, sizeY: 6, row: 0, col: 0 } }, gridSettings: { columns: 24, margin: 10 } } } } },
  };
  const created = await (await request.post('/api/dashboard', { headers: auth(token), data: { title: `Native probe ${stamp}`, configuration } })).json();
  return { id: created.id.id as string, telemetry };
}

/** Whether SystemJS imported the bundle's module into the console's own page. */
const importedIntoPage = (page: Page) => page.evaluate((id) => {
  const system = (window as unknown as { System?: { entries(): Iterable<[string, unknown]> } }).System;
  return system ? [...system.entries()].some(([url]) => url.includes(`/${id}/index-`)) : false;
}, BUNDLE);

test("a tenant's native bundle runs in the sandbox and reaches nothing of the console; the system administrator's runs in the page", async ({ page, request }) => {
  test.setTimeout(180_000);
  const project = path.join(work, 'probe');
  expect(await cli('bundle', 'init', project, '--id', BUNDLE, '--name', 'E2E native probe')).toContain(BUNDLE);
  writeFileSync(path.join(project, 'src/ReadingCard.tsx'), PROBE_CARD);
  expect(await cli('bundle', 'build', project)).toMatch(/Built acme\.e2e-native-probe@1\.0\.0/);
  const file = path.join(project, 'dist', `${BUNDLE}-1.0.0.tessera-bundle.json`);

  await install(request, 'tenant', file);
  const { id, telemetry } = await probeDashboard(request);
  await telemetry({ temperature: 21.5 });

  // Requests the frame tried: a request the CSP refused never reaches the server.
  const reached: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/tenant/devices') && r.frame() !== page.mainFrame()) reached.push(r.url()); });
  await login(page, 'tenant');
  const storedBefore = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(storedBefore.length).toBeGreaterThan(0);
  await page.goto(`/dashboards/${id}`);
  const frame = page.frameLocator(`iframe[title="Widget ${WIDGET}"]`);
  // The bridge feeds it the device's data like any widget: live, with the user's rights on the console's side.
  await expect(frame.getByTestId('native-reading')).toHaveText('temperature 21.50 °C', { timeout: 30_000 });
  await telemetry({ temperature: 23.25 });
  await expect(frame.getByTestId('native-reading')).toHaveText('temperature 23.25 °C');
  const probe = frame.getByTestId('native-probe');
  await expect(probe).toContainText('"fetch"');
  const inSandbox = JSON.parse(await probe.innerText()) as Record<string, string>;
  expect(inSandbox.framed).toBe('true');
  expect(inSandbox.localStorage).toBe('blocked SecurityError');
  expect(inSandbox.cookie).toMatch(/^(blocked SecurityError|got "")$/);
  expect(inSandbox.parentDocument).toBe('blocked SecurityError');
  expect(inSandbox.fetch).toBe('blocked TypeError');
  expect(JSON.stringify(inSandbox)).not.toMatch(/eyJ|token|Native probe sensor/i);
  expect(reached).toEqual([]);
  // Its code never ran in the page, and the page is as it was.
  expect(await importedIntoPage(page)).toBe(false);
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(storedBefore);
  await page.screenshot({ path: test.info().outputPath('native-bundle-sandboxed.png') });

  // The console's theme reaches the frame over the bridge (React Spectrum's Provider in the frame follows it).
  await page.evaluate(() => localStorage.setItem('tb-theme', 'dark'));
  await page.reload();
  await expect(frame.getByTestId('native-reading')).toHaveText('temperature 23.25 °C', { timeout: 30_000 });
  await expect(frame.locator('html')).toHaveClass(/tb-theme-dark/);
  await page.screenshot({ path: test.info().outputPath('native-bundle-sandboxed-dark.png') });
  await page.evaluate(() => localStorage.setItem('tb-theme', 'light'));

  // A widget that never returns from a timer is stopped by the sandbox's heartbeat; the console keeps working.
  const hanging = await probeDashboard(request, { hang: true });
  await page.goto(`/dashboards/${hanging.id}`);
  await expect(page.getByText('Widget stopped responding and was shut down')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`iframe[title="Widget ${WIDGET}"]`)).toHaveCount(0);
  await page.getByRole('link', { name: 'Devices' }).first().click();
  await expect(page).toHaveURL(/\/devices/);

  // The same file installed by the system administrator (the tenant's own removed first: a tenant's
  // bundle would win over the system's of the same id) is trusted: it runs in the page itself.
  expect((await request.delete(`/api/widgetUiBundle/${BUNDLE}`, { headers: auth(await apiToken(request, 'tenant')) })).ok()).toBe(true);
  await install(request, 'sysadmin', file);
  await page.goto(`/dashboards/${id}`);
  const inPage = page.getByTestId('native-probe');
  await expect(inPage).toContainText('"fetch"', { timeout: 30_000 });
  await expect(page.getByTestId('native-reading')).toHaveText('temperature 23.25 °C');
  await expect(page.locator(`iframe[title="Widget ${WIDGET}"]`)).toHaveCount(0);
  const inHost = JSON.parse(await inPage.innerText()) as Record<string, string>;
  expect(inHost.framed).toBe('false');
  expect(inHost.localStorage).toMatch(/^got /);
  expect(inHost.parentDocument).toMatch(/^got /);
  expect(await importedIntoPage(page)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('native-bundle-in-page.png') });
});
