import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/*
 * The rule chains list as a tenant admin sees it (seed 000 §4): add a chain, open it in
 * the editor, make it root after a confirmation, export it and import the file as a new
 * chain, delete after a confirmation; then a script filter's node dialog and its script
 * test dialog. The demo tenant's root chain is restored afterwards, for the other specs.
 */

const FILTER = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';
const shots = process.env.RULE_CHAIN_SHOTS;

/** Screenshots for review (RULE_CHAIN_SHOTS=folder), once the dialogs' opening animation is over. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 500));
  await page.screenshot({ path: `${shots}/${name}.png` });
}

type Chain = { id: { id: string }; name: string; root: boolean };

async function chainsNamed(request: APIRequestContext, token: string, name: string): Promise<Chain[]> {
  const page = await (await request.get(`/api/ruleChains?pageSize=50&page=0&textSearch=${encodeURIComponent(name)}`, { headers: auth(token) })).json();
  return page.data as Chain[];
}

async function openRuleChains(page: Page) {
  await page.getByTestId('side-menu').getByRole('link', { name: 'Rule chains' }).click();
  await expect(page.getByRole('heading', { name: /^Rule chains/ })).toBeVisible();
}

test('a tenant admin adds, opens, roots, exports, imports and deletes rule chains', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'tenant');
  const root = (await (await request.get('/api/ruleChains?pageSize=100&page=0', { headers: auth(token) })).json()).data.find((c: Chain) => c.root) as Chain;
  const name = `Chain ${Date.now()}`;
  try {
    await login(page, 'tenant');
    await openRuleChains(page);
    await page.getByRole('button', { name: 'Add rule chain' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: 'Debug mode' }).check();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the e2e test');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    const [created] = await chainsNamed(request, token, name);
    expect(created).toMatchObject({ name, root: false, debugMode: true, additionalInfo: { description: 'Made by the e2e test' } });
    await shoot(page, 'rule-chains-list');

    // Open: the editor page of the chain.
    await row.getByRole('button', { name: `Open rule chain: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/ruleChains/${created!.id.id}$`));
    await page.goBack();
    await expect(row).toBeVisible();

    // Root, after a confirmation; the root chain offers no delete.
    await row.getByRole('button', { name: `Make rule chain root: ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading')).toHaveText(`Make rule chain '${name}' root?`);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(row.getByRole('cell').nth(3)).toHaveText('Yes');
    await expect(row.getByRole('button', { name: `Delete: ${name}` })).toHaveCount(0);
    expect((await chainsNamed(request, token, name))[0]!.root).toBe(true);

    // Export, then import the file under another name: a new chain with the same nodes.
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Export rule chain: ${name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name.toLowerCase().replace(/\W/g, '_')}.json`);
    const exported = JSON.parse(Buffer.concat(await (await download.createReadStream()).toArray()).toString());
    expect(exported.ruleChain).toMatchObject({ name, root: false, debugMode: true, firstRuleNodeId: null });
    expect(exported.ruleChain.id).toBeUndefined();
    expect(exported.metadata).toMatchObject({ nodes: [] });
    const copyName = `${name} copy`;
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import rule chain' }).click();
    const copyFile = { ...exported, ruleChain: { ...exported.ruleChain, name: copyName } };
    await (await choosing).setFiles({ name: 'chain.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(copyFile)) });
    const copyRow = page.getByRole('row', { name: new RegExp(copyName) });
    await expect(copyRow).toBeVisible();
    const [copy] = await chainsNamed(request, token, copyName);
    expect(copy).toMatchObject({ name: copyName, root: false, debugMode: true });

    // Delete the copy after a confirmation.
    await copyRow.getByRole('button', { name: `Delete: ${copyName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(copyRow).toHaveCount(0);
    expect(await chainsNamed(request, token, copyName)).toEqual([]);
  } finally {
    await request.post(`/api/ruleChain/${root.id.id}/root`, { headers: auth(token) });
  }
});

/** Posts telemetry as a demo device, through whatever chain is root. */
async function publish(request: APIRequestContext, token: string, values: object[]) {
  const devices = await (await request.get('/api/tenant/devices?pageSize=1&page=0&textSearch=Thermostat', { headers: auth(token) })).json();
  const credentials = await (await request.get(`/api/device/${devices.data[0].id.id}/credentials`, { headers: auth(token) })).json();
  for (const value of values) {
    expect((await request.post(`/api/v1/${credentials.credentialsId}/telemetry`, { data: value })).ok()).toBe(true);
  }
}

test('a script filter’s node dialog tests its script on the server, and its debug panel lists its events', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'tenant');
  const root = (await (await request.get('/api/ruleChains?pageSize=100&page=0', { headers: auth(token) })).json()).data.find((c: Chain) => c.root) as Chain;
  const name = `Script chain ${Date.now()}`;
  const chain = await (await request.post('/api/ruleChain', { headers: auth(token), data: { name } })).json();
  const saved = await request.post('/api/ruleChain/metadata', {
    headers: auth(token),
    data: {
      ruleChainId: chain.id, firstNodeIndex: 0, connections: [],
      nodes: [{ type: FILTER, name: 'Hot?', debugMode: true, configuration: { jsScript: 'return msg.temperature > 30;' }, additionalInfo: { layoutX: 420, layoutY: 200 } }],
    },
  });
  expect(saved.ok()).toBe(true);
  // Two readings pass the filter while its chain is root; the demo root chain comes back right after.
  try {
    await request.post(`/api/ruleChain/${chain.id.id}/root`, { headers: auth(token) });
    await publish(request, token, [{ temperature: 35 }, { temperature: 25 }]);
  } finally {
    await request.post(`/api/ruleChain/${root.id.id}/root`, { headers: auth(token) });
  }

  await login(page, 'tenant');
  await page.goto(`/ruleChains/${chain.id.id}`);
  const node = page.getByText('Hot?', { exact: true });
  await node.dblclick();
  const nodeDialog = page.getByRole('dialog', { name: 'Hot?' });
  await expect(nodeDialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Hot?');
  await expect(nodeDialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await shoot(page, 'rule-node-dialog');

  // The script test opens with the node's last input message (25 degrees) and runs it on the server.
  await nodeDialog.getByRole('button', { name: 'Test' }).first().click();
  const tester = page.getByRole('dialog', { name: 'Test script function' });
  await expect(tester).toBeVisible();
  await expect(tester.getByRole('separator', { name: 'Resize panes' })).toHaveCount(3);
  await expect(tester).toContainText('"temperature": 25');
  await tester.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(tester.getByTestId('script-test-output')).toContainText('false');
  await shoot(page, 'script-test-dialog');
  await tester.getByRole('button', { name: 'Cancel' }).click();
  await expect(tester).toHaveCount(0);
  await nodeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(nodeDialog).toHaveCount(0);

  // The debug panel: IN and OUT, newest first; an event opens with its data pretty-printed.
  await node.click();
  await page.keyboard.press('e');
  const panel = page.getByRole('region', { name: 'Debug events' });
  // The device's readings, and whatever else it sent meanwhile (its activity event).
  const readings = panel.getByRole('row').filter({ hasText: 'POST_TELEMETRY_REQUEST' });
  await expect(readings).toHaveCount(4);
  await expect(readings.nth(0)).toContainText(/OUT\s*False/);
  await expect(readings.nth(1)).toContainText('IN');
  await expect(readings.nth(2)).toContainText(/OUT\s*True/);
  await shoot(page, 'debug-panel');
  await readings.nth(0).click();
  const event = page.getByRole('dialog', { name: 'Event' });
  await expect(event.getByTestId('debug-event-data')).toHaveText('{\n  "temperature": 25\n}');
  await shoot(page, 'debug-event');
  await event.getByRole('button', { name: 'Close' }).click();
});
