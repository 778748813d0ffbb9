import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { ACCOUNTS, expect, login, test } from './fixtures';
import { pick } from './picker';

/*
 * Native widget bundles (issue 16) from a bundle author's terminal to a dashboard: `tessera
 * bundle init`, `build` and `publish` as a tenant admin; the widget joins the open console's
 * palette without a reload and renders a device's live telemetry (through the sandbox: a
 * tenant's code never runs in the page); `tessera bundle dev` then reloads it on a source edit.
 * And the widgets library's install page: a system administrator's bundle (run in the page),
 * the server's refusals, a module that fails, removal after a confirmation, all without a reload.
 */

const CLI = path.resolve('server/cli/tessera.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'tessera-wub-'));
const run = promisify(execFile);
const cli = (...args: string[]) => run(process.execPath, [CLI, ...args], { cwd: work, timeout: 120_000 }).then((r) => r.stdout);

const TENANT_BUNDLE = 'acme.e2e-tenant';
const SYSTEM_BUNDLE = 'acme.e2e-system';
const BROKEN_BUNDLE = 'acme.e2e-broken';

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.TESSERA_URL });
  for (const [account, id] of [['tenant', TENANT_BUNDLE], ['sysadmin', SYSTEM_BUNDLE], ['sysadmin', BROKEN_BUNDLE]] as const) {
    await request.delete(`/api/widgetUiBundle/${id}`, { headers: auth(await apiToken(request, account)) });
  }
  await request.dispose();
  rmSync(work, { recursive: true, force: true });
});

/** A device with a single-entity alias target: its name and a function that posts telemetry (HTTP device API). */
async function device(request: APIRequestContext, name: string) {
  const token = await apiToken(request, 'tenant');
  const created = await (await request.post('/api/device', { headers: auth(token), data: { name, type: 'default' } })).json();
  const credentials = await (await request.get(`/api/device/${created.id.id}/credentials`, { headers: auth(token) })).json();
  return (values: Record<string, unknown>) => request.post(`/api/v1/${credentials.credentialsId}/telemetry`, { data: values });
}

/** A new dashboard opened in edit mode, with a marker that a page reload would lose. */
async function openNewDashboard(page: Page, request: APIRequestContext, title: string) {
  const token = await apiToken(request, 'tenant');
  const created = await (await request.post('/api/dashboard', { headers: auth(token), data: { title } })).json();
  await page.goto(`/dashboards/${created.id.id}`);
  await expect(page.getByText('This dashboard has no widgets yet.')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('button', { name: 'Edit dashboard' }).click();
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

/** The palette's entry of `widget` in the group of the bundle named `bundleName`. */
function paletteEntry(page: Page, bundleName: string, widget: string): Locator {
  return page.getByRole('dialog').getByRole('region', { name: bundleName }).getByRole('button', { name: new RegExp(`^${widget}`) });
}

/**
 * Adds the bundle's widget from the palette on the alias of `deviceName` and the key `temperature`,
 * and saves the dashboard. The widget's definition (the template's `defineWidget`) holds whether its
 * code ran in the page or described itself from the sandbox: the settings form shows its schema's
 * fields with its defaults, and it is placed with its size (5 by 3).
 */
async function addBundleWidget(page: Page, request: APIRequestContext, bundleName: string, deviceName: string, screenshot?: string) {
  await page.getByRole('button', { name: 'Add widget' }).click();
  await expect(paletteEntry(page, bundleName, 'Reading card')).toBeVisible({ timeout: 30_000 });
  await paletteEntry(page, bundleName, 'Reading card').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Appearance' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Settings' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Low below' })).toHaveValue('10');
  await expect(dialog.getByRole('textbox', { name: 'High above' })).toHaveValue('30');
  await expect(dialog.getByText('This widget has no settings')).toHaveCount(0);
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.getByRole('tab', { name: 'Data' }).click();
  await dialog.getByRole('button', { name: /^Create/ }).click();
  const aliasDialog = page.getByRole('dialog', { name: 'Add alias' });
  await aliasDialog.getByRole('textbox', { name: 'Alias name' }).fill('Sensor');
  await pick(page, aliasDialog, /Type/, 'Device');
  await aliasDialog.getByRole('combobox').last().fill(deviceName);
  await page.getByRole('option', { name: deviceName }).click();
  await aliasDialog.getByRole('button', { name: /^(Add|Save)$/ }).click();
  await expect(aliasDialog).toBeHidden();
  while (await dialog.getByRole('button', { name: /^Remove key/ }).count() > 0) await dialog.getByRole('button', { name: /^Remove key/ }).first().click();
  await dialog.getByRole('textbox', { name: 'Key', exact: true }).fill('temperature');
  await dialog.getByRole('button', { name: 'Add key' }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeVisible();
  const dashboardId = new URL(page.url()).pathname.split('/').pop()!;
  const saved = await (await request.get(`/api/dashboard/${dashboardId}`, { headers: auth(await apiToken(request, 'tenant')) })).json();
  const states = Object.values(saved.configuration.states as Record<string, { layouts: { main: { widgets: Record<string, { sizeX: number; sizeY: number }> } } }>);
  const placed = states.flatMap((state) => Object.values(state.layouts.main.widgets));
  expect(placed.map(({ sizeX, sizeY }) => ({ sizeX, sizeY }))).toEqual([{ sizeX: 5, sizeY: 3 }]);
}

/** What a tenant's widget shows: it runs in the sandbox's frame, never in the page. */
const sandboxed = (card: Locator) => card.frameLocator('iframe').locator('body');

test("a tenant's bundle goes from `tessera bundle init` to a live dashboard, and `bundle dev` reloads it on a save", async ({ page, request }) => {
  test.setTimeout(240_000);
  const project = path.join(work, 'tenant-widgets');
  const server = process.env.TESSERA_URL!;
  const { username, password } = ACCOUNTS.tenant;
  const deviceName = `Bundle sensor ${Date.now()}`;
  const publish = await device(request, deviceName);
  await publish({ temperature: 21.5 });

  await login(page, 'tenant');
  await openNewDashboard(page, request, `Bundle dashboard ${Date.now()}`);

  // The author's terminal: scaffold, build, publish as the tenant admin.
  expect(await cli('bundle', 'init', project, '--id', TENANT_BUNDLE, '--name', 'E2E tenant widgets')).toContain(TENANT_BUNDLE);
  expect(await cli('bundle', 'build', project)).toMatch(new RegExp(`Built ${TENANT_BUNDLE}@1\\.0\\.0`));
  expect(await cli('bundle', 'publish', project, '--server', server, '--username', username, '--password', password)).toMatch(/Published acme\.e2e-tenant@1\.0\.0/);

  // The open console learns of it from the server's change stream: the widget is in the palette, no reload.
  await addBundleWidget(page, request, 'E2E tenant widgets', deviceName, 'test-results/widget-bundles-tenant-settings.png');
  const card = page.getByRole('group', { name: 'Reading card' });
  // Its code runs in the sandbox frame only: SystemJS never imported it into the page.
  const imported = () => page.evaluate((id) => {
    const system = (window as unknown as { System: { entries(): Iterable<[string, unknown]> } }).System;
    return [...system.entries()].some(([url]) => url.includes(`/${id}/index-`));
  }, TENANT_BUNDLE);
  await expect(sandboxed(card)).toContainText('21.50', { timeout: 20_000 });
  await publish({ temperature: 23.25 });
  await expect(sandboxed(card)).toContainText('23.25');
  expect(await imported()).toBe(false);

  // `bundle dev`: rebuilds and publishes on every save; the dashboard shows the edited widget.
  let output = '';
  const dev: ChildProcess = spawn(process.execPath, [CLI, 'bundle', 'dev', project, '--server', server, '--username', username, '--password', password], { cwd: work });
  dev.stdout!.on('data', (chunk) => (output += String(chunk)));
  dev.stderr!.on('data', (chunk) => (output += String(chunk)));
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Watching');
    const source = path.join(project, 'src/reading.ts');
    const original = readFileSync(source, 'utf8');
    const edited = original.replace("const label = series?.dataKey.label ?? '';", "const label = `Edited ${series?.dataKey.label ?? ''}`;");
    expect(edited).not.toBe(original);
    const saved = Date.now();
    writeFileSync(source, edited);
    await expect(sandboxed(card)).toContainText('Edited temperature', { timeout: 30_000 });
    console.log(`bundle dev: save to the dashboard showing the new code in ${Date.now() - saved} ms (includes the test's polling)`);
    await expect(sandboxed(card)).toContainText('23.25');
    expect(await stillSamePage(page)).toBe(true);
    await page.screenshot({ path: 'test-results/widget-bundles-dashboard.png' });
  } finally {
    dev.kill('SIGINT');
  }

  // The widgets library lists it for the tenant, with its scope; `bundle dev` published pre-releases.
  await page.goto('/widgets-bundles');
  const row = page.getByRole('region', { name: 'Native widget bundles' }).locator(`tr[data-bundle-id="${TENANT_BUNDLE}"]`);
  await expect(row.getByRole('cell', { name: 'Tenant', exact: true })).toBeVisible();
  await expect(row).toContainText(/1\.0\.1-dev\.\d+/);
  await expect(row.locator('[data-status="active"]')).toHaveText('Loaded');
  await expect(row.getByRole('button', { name: "Remove bundle 'E2E tenant widgets'" })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/widget-bundles-tenant-library.png' });
});

/** A page of its own for the system administrator. */
async function sysadminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: process.env.TESSERA_URL, viewport: { width: 1440, height: 1000 } })).newPage();
  await login(page, 'sysadmin');
  await page.goto('/widgets-bundles');
  await expect(page.getByRole('heading', { name: 'Native widget bundles' })).toBeVisible();
  return page;
}

/** Chooses `file` with the install zone's button. */
async function choose(page: Page, file: string) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('widget-bundle-drop').getByRole('button', { name: 'Choose file' }).click();
  await (await choosing).setFiles(file);
}

/** Drops `file` on the install zone, as a file dragged from the desktop. */
async function drop(page: Page, file: string) {
  const text = readFileSync(file, 'utf8');
  const data = await page.evaluateHandle(([content, name]) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], name, { type: 'application/json' }));
    return transfer;
  }, [text, path.basename(file)] as const);
  await page.getByTestId('widget-bundle-drop').dispatchEvent('drop', { dataTransfer: data });
}

test('the widgets library installs, refuses and removes native bundles; a system bundle runs in the page', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const project = path.join(work, 'system-widgets');
  execFileSync(process.execPath, [CLI, 'bundle', 'init', project, '--id', SYSTEM_BUNDLE, '--name', 'E2E system widgets'], { cwd: work });
  execFileSync(process.execPath, [CLI, 'bundle', 'build', project], { cwd: work });
  const good = path.join(project, 'dist', `${SYSTEM_BUNDLE}-1.0.0.tessera-bundle.json`);
  const built = JSON.parse(readFileSync(good, 'utf8'));
  const badManifest = path.join(work, 'bad.tessera-bundle.json');
  writeFileSync(badManifest, JSON.stringify({ ...built, manifest: { ...built.manifest, id: 'Not An Id' } }));
  const broken = path.join(work, 'broken.tessera-bundle.json');
  writeFileSync(broken, JSON.stringify({
    manifest: { id: BROKEN_BUNDLE, version: '1.0.0', name: 'E2E broken widgets', contributes: { widgets: [{ id: `${BROKEN_BUNDLE}.card`, name: 'Broken card', kind: 'latest' }] } },
    code: "System.register([], function () { return { setters: [], execute: function () { throw new Error('broken on purpose'); } }; });\n",
  }));

  const deviceName = `Library sensor ${Date.now()}`;
  const publish = await device(request, deviceName);
  await publish({ temperature: 19.75 });
  await login(page, 'tenant');
  await openNewDashboard(page, request, `Library dashboard ${Date.now()}`);

  const admin = await sysadminPage(browser);
  const section = admin.getByRole('region', { name: 'Native widget bundles' });
  const alert = section.getByRole('alert');
  await choose(admin, badManifest);
  await expect(alert).toContainText("Bundle id 'Not An Id' must be lowercase and dotted");

  // The upload goes through XMLHttpRequest, which reports its progress; the zone shows it until the server answers.
  let uploadType = '';
  await admin.route('**/api/widgetUiBundle', async (route) => {
    uploadType = route.request().resourceType();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await choose(admin, good);
  await expect(section.getByRole('progressbar', { name: 'Installing the bundle' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  await expect(section.getByRole('progressbar')).toHaveCount(0);
  await admin.unroute('**/api/widgetUiBundle');
  expect(uploadType).toBe('xhr');
  const row = section.locator(`tr[data-bundle-id="${SYSTEM_BUNDLE}"]`);
  await expect(row).toContainText('E2E system widgets');
  await expect(row).toContainText('Reading card');
  await expect(row.getByRole('cell', { name: 'System', exact: true })).toBeVisible();
  await expect(row.locator('[data-status="active"]')).toHaveText('Loaded');
  await expect(alert).toHaveCount(0);

  await choose(admin, good);
  await expect(alert).toContainText(`Bundle '${SYSTEM_BUNDLE}' version 1.0.0 is already installed`);

  await drop(admin, broken);
  await expect(alert).toContainText("'E2E broken widgets' was installed, but its module failed to load");
  await expect(alert).toContainText('broken on purpose');
  await expect(section.locator(`tr[data-bundle-id="${BROKEN_BUNDLE}"] [data-status="failed"]`)).toContainText('Failed to load');
  await section.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: 'test-results/widget-bundles-library.png', fullPage: true });

  // The system bundle's widget on the tenant's open dashboard, run in the page with live data.
  await addBundleWidget(page, request, 'E2E system widgets', deviceName);
  const card = page.getByRole('group', { name: 'Reading card' });
  await expect(card).toContainText('19.75');
  await expect(card.locator('iframe')).toHaveCount(0);
  await publish({ temperature: 20.5 });
  await expect(card).toContainText('20.50');

  // Search, then removal after a confirmation, by keyboard.
  await section.getByRole('searchbox', { name: 'Search bundles' }).fill('broken');
  await expect(section.locator('tbody tr')).toHaveCount(1);
  const removeBroken = section.getByRole('button', { name: "Remove bundle 'E2E broken widgets'" });
  await removeBroken.press('Enter');
  const confirm = admin.getByRole('alertdialog', { name: "Remove the bundle 'E2E broken widgets'?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).press('Enter');
  await expect(section.locator(`tr[data-bundle-id="${BROKEN_BUNDLE}"]`)).toHaveCount(0);
  await expect(section.getByText("No bundles match 'broken'")).toBeVisible();
  await section.getByRole('searchbox', { name: 'Search bundles' }).fill('');

  await section.getByRole('button', { name: "Remove bundle 'E2E system widgets'" }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await section.getByRole('button', { name: "Remove bundle 'E2E system widgets'" }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);

  // The tenant's open dashboard: the widget's type is gone (unloaded), still without a reload.
  await expect(card).toContainText('Widget type not found', { timeout: 15_000 });
  expect(await stillSamePage(page)).toBe(true);
  await admin.context().close();
});
