import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/*
 * The integrator path of issue 14: the example bundle is built with the documented command,
 * installed by the system administrator through the console, and its editor replaces the
 * log node's built-in one in a tenant's chain without a reload; a broken bundle shows the
 * load error and the JSON editor; removing the bundle brings the built-in editor back.
 */

const LOG_NODE = 'org.thingsboard.rule.engine.action.TbLogNode';
const COUNT_NODE = 'org.thingsboard.rule.engine.action.TbMsgCountNode';
const HELLO = 'acme.hello-node';
const BROKEN = 'acme.broken-node';

const dir = mkdtempSync(path.join(tmpdir(), 'tessera-rnb-'));
const helloFile = path.join(dir, 'hello-node.tessera-bundle.json');
const brokenFile = path.join(dir, 'broken-node.tessera-bundle.json');

test.beforeAll(() => {
  // The README's command, run as an integrator would.
  execFileSync(process.execPath, ['rule-node-ui/examples/build.mjs', 'hello-node', '--out', helloFile], { stdio: 'pipe' });
  writeFileSync(brokenFile, JSON.stringify({
    manifest: { id: BROKEN, version: '1.0.0', name: 'Broken node editor', contributes: { ruleNodeEditors: [{ clazz: COUNT_NODE }] } },
    code: "System.register([], function () { return { setters: [], execute: function () { throw new Error('broken on purpose'); } }; });\n",
  }));
});

test.afterAll(async ({ playwright }) => {
  // Installed bundles are system-wide: leave none behind for the other specs.
  const request = await playwright.request.newContext({ baseURL: process.env.TESSERA_URL });
  const token = await apiToken(request, 'sysadmin');
  for (const id of [HELLO, BROKEN]) await request.delete(`/api/ruleNodeUiBundle/${id}`, { headers: auth(token) });
  await request.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** A tenant chain with a log node and a message count node, made through the REST API. */
async function createChain(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, 'tenant');
  const chain = await (await request.post('/api/ruleChain', { headers: auth(token), data: { name: `Bundles ${Date.now()}` } })).json();
  const node = (type: string, name: string, configuration: object, x: number) =>
    ({ type, name, debugMode: false, configuration, additionalInfo: { layoutX: x, layoutY: 150 } });
  const saved = await request.post('/api/ruleChain/metadata', {
    headers: auth(token),
    data: {
      ruleChainId: chain.id, firstNodeIndex: 0, connections: [],
      nodes: [
        node(LOG_NODE, 'Hello log', { jsScript: "return 'Message: ' + JSON.stringify(msg);" }, 300),
        node(COUNT_NODE, 'Broken count', { interval: 1, telemetryPrefix: 'messageCount' }, 600),
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return chain.id.id as string;
}

/** Opens a node's dialog by double-clicking it on the canvas. */
async function openNode(page: Page, name: string) {
  await page.locator('.rce-node', { hasText: name }).dblclick();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function sysadminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: process.env.TESSERA_URL, viewport: { width: 1440, height: 900 } })).newPage();
  await login(page, 'sysadmin');
  await page.getByTestId('side-menu').getByRole('button', { name: 'System Settings' }).click();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Rule-node UI bundles' }).click();
  await expect(page.getByRole('heading', { name: 'Rule-node UI bundles', level: 1 })).toBeVisible();
  return page;
}

async function install(admin: Page, file: string) {
  const chooser = admin.waitForEvent('filechooser');
  await admin.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(file);
}

test('an installed bundle replaces a node editor at runtime; a broken one shows the load error; removing restores the built-in editor', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const chainId = await createChain(request);

  // The tenant administrator has the chain open before anything is installed.
  await login(page, 'tenant');
  await page.goto(`/ruleChains/${chainId}`);
  await page.evaluate(() => { (window as unknown as { noReload: boolean }).noReload = true; });
  let dialog = await openNode(page, 'Hello log');
  await expect(dialog.getByRole('region', { name: 'Configuration' })).toBeVisible();
  await expect(dialog.getByTestId('hello-node-editor')).toHaveCount(0);
  await closeDialog(page);

  // The system administrator installs both files through the console.
  const admin = await sysadminPage(browser);
  await expect(admin.getByText('No rule-node UI bundles installed')).toBeVisible();
  await install(admin, helloFile);
  await expect(admin.getByText("Bundle 'Hello node editor' 1.0.0 installed")).toBeVisible();
  const hello = admin.locator(`tr[data-bundle-id="${HELLO}"]`);
  await expect(hello).toContainText(LOG_NODE);
  await expect(hello.locator('[data-status="active"]')).toHaveText('Loaded');
  await install(admin, brokenFile);
  const broken = admin.locator(`tr[data-bundle-id="${BROKEN}"]`);
  await expect(broken.locator('[data-status="failed"]')).toContainText('Failed to load');
  await expect(broken.locator('[data-status="failed"]')).toContainText('broken on purpose');
  // The same version again is refused with the server's reason.
  await install(admin, helloFile);
  await expect(admin.getByRole('alert')).toHaveText(`Bundle '${HELLO}' version 1.0.0 is already installed; raise the version in its manifest to replace it!`);
  await admin.screenshot({ path: 'test-results/rule-node-bundles-admin.png', fullPage: true });

  // Back in the tenant's page, not reloaded: the example's editor configures the log node.
  dialog = await openNode(page, 'Hello log');
  const editor = dialog.getByTestId('hello-node-editor');
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('heading', { name: 'Hello from acme.hello-node' })).toBeVisible();
  await expect(editor.getByLabel('Log text function')).toHaveValue("return 'Message: ' + JSON.stringify(msg);");
  await editor.getByRole('button', { name: /What to log/ }).click();
  await page.getByRole('option', { name: 'Metadata only' }).click();
  await expect(editor.getByLabel('Log text function')).toHaveValue("return 'Metadata: ' + JSON.stringify(metadata);");
  await page.screenshot({ path: 'test-results/rule-node-bundles-editor.png' });
  await closeDialog(page);

  // The broken bundle's class: the translated load error and the configuration as JSON.
  dialog = await openNode(page, 'Broken count');
  await expect(dialog.getByText('Failed to load configuration ui resources.')).toBeVisible();
  await expect(dialog.getByText("Edit the node's configuration as JSON below.")).toBeVisible();
  await expect(dialog.locator('.monaco-editor')).toBeVisible();
  await expect(dialog.locator('.monaco-editor')).toContainText('telemetryPrefix');
  await page.screenshot({ path: 'test-results/rule-node-bundles-broken.png' });
  await closeDialog(page);

  // Removing the example brings the built-in log editor back, still without a reload.
  await hello.getByRole('button', { name: "Remove bundle 'Hello node editor'" }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(hello).toHaveCount(0);
  dialog = await openNode(page, 'Hello log');
  await expect(dialog.getByRole('region', { name: 'Configuration' })).toBeVisible();
  await expect(dialog.getByTestId('hello-node-editor')).toHaveCount(0);
  await closeDialog(page);

  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  await admin.context().close();
});
