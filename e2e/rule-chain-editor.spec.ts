import { type Locator, type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

const ENGINE = 'org.thingsboard.rule.engine.';

const node = (page: Page, name: string) => page.locator('.react-flow__node', { hasText: name });
const canvas = (page: Page) => page.getByRole('application', { name: /^Rule chain / });

/** A palette entry, by its type's group and its name. */
const paletteEntry = (page: Page, type: string, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${type}`) }).getByRole('button', { name: `Add node: ${name}`, exact: true });

/** Drags a palette entry onto the canvas and adds it through the configuration dialog that the drop opens. */
async function addNode(page: Page, type: string, paletteName: string, name: string, x: number, y: number) {
  await paletteEntry(page, type, paletteName).dragTo(canvas(page), { targetPosition: { x, y } });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Add rule node: ${paletteName}` })).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(node(page, name)).toBeVisible();
}

/** Draws a connection from a node's output handle to another's input handle. */
async function connect(page: Page, from: Locator, to: Locator) {
  const a = (await from.locator('.react-flow__handle.source').boundingBox())!;
  const b = (await to.locator('.react-flow__handle.target').boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(a.x + ((b.x - a.x) * step) / 10 + b.width / 2, a.y + ((b.y - a.y) * step) / 10 + b.height / 2);
  }
  await page.mouse.up();
}

test('builds a chain from the palette, links nodes with a relation, saves it, and finds it again after a reload', async ({ page, request, consoleErrors }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'tenant');
  const chain = await (await request.post('/api/ruleChain', { headers: auth(token), data: { name: `Editor ${Date.now()}` } })).json();
  const id = chain.id.id as string;

  await login(page, 'tenant');
  await page.goto(`/ruleChains/${id}`);
  await expect(canvas(page)).toBeVisible();
  await expect(node(page, 'Input')).toBeVisible();

  // The palette lists the six types, searchable.
  for (const type of ['Filter', 'Enrichment', 'Transformation', 'Action', 'External', 'Flow']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${type}\\s*\\d+$`) })).toBeVisible();
  }
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill('timeseries');
  await expect(paletteEntry(page, 'Filter', 'script')).toBeHidden();
  await expect(paletteEntry(page, 'Action', 'save timeseries')).toBeVisible();
  // Each entry's docs page comes from its rule-node-ui manifest (read before any editor code loads).
  await expect(page.getByRole('link', { name: 'Documentation of save timeseries' }))
    .toHaveAttribute('href', 'https://thingsboard.io/docs/user-guide/rule-engine-2-0/action-nodes/#save-timeseries-node');
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill('');

  await addNode(page, 'Filter', 'script', 'Hot?', 320, 200);
  await addNode(page, 'Action', 'save timeseries', 'Store', 620, 320);

  // Input → filter needs no label; filter → save asks for one.
  await connect(page, node(page, 'Input'), node(page, 'Hot?'));
  await connect(page, node(page, 'Hot?'), node(page, 'Store'));
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await expect(linkDialog).toBeVisible();
  await linkDialog.getByRole('combobox', { name: 'Relation type' }).fill('Tr');
  await page.getByRole('option', { name: 'True', exact: true }).click();
  await linkDialog.getByRole('button', { name: 'Add label' }).click();
  await expect(linkDialog.getByRole('row', { name: 'True' })).toBeVisible();
  await linkDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.locator('.rce-edge-label', { hasText: 'True' })).toBeVisible();

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Rule chain saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  const metadata = await (await request.get(`/api/ruleChain/${id}/metadata`, { headers: auth(token) })).json();
  expect(metadata.nodes.map((n: { type: string; name: string }) => [n.type, n.name])).toEqual([
    [`${ENGINE}filter.TbJsFilterNode`, 'Hot?'], [`${ENGINE}telemetry.TbMsgTimeseriesNode`, 'Store'],
  ]);
  expect(metadata.firstNodeIndex).toBe(0);
  expect(metadata.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'True' }]);
  expect(metadata.nodes[0].additionalInfo.layoutX).toEqual(expect.any(Number));

  await page.reload();
  await expect(node(page, 'Hot?')).toBeVisible();
  await expect(node(page, 'Store')).toBeVisible();
  await expect(page.locator('.rce-edge-label', { hasText: 'True' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // Auto-layout runs in its worker file and is one undo step.
  const placed = async () => page.locator('.react-flow__node').evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).style.transform));
  const before = await placed();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.getByRole('button', { name: 'Auto-layout' }).click();
  await expect.poll(placed).not.toEqual(before);
  await expect(page.locator('[data-layout="running"]')).toHaveCount(0);
  expect(workers.some((url) => url.endsWith('/assets/workers/rule-chain-layout.js'))).toBe(true);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(placed).toEqual(before);
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('undo and redo a deletion; the input node cannot be deleted', async ({ page, request }) => {
  const token = await apiToken(request, 'tenant');
  const chain = await (await request.post('/api/ruleChain', { headers: auth(token), data: { name: `Undo ${Date.now()}` } })).json();
  await request.post('/api/ruleChain/metadata', {
    headers: auth(token),
    data: {
      ruleChainId: chain.id, firstNodeIndex: 0,
      nodes: [
        { type: `${ENGINE}action.TbLogNode`, name: 'Log A', debugMode: false, configuration: { jsScript: 'return "a";' }, additionalInfo: { layoutX: 300, layoutY: 150 } },
        { type: `${ENGINE}action.TbLogNode`, name: 'Log B', debugMode: false, configuration: { jsScript: 'return "b";' }, additionalInfo: { layoutX: 600, layoutY: 150 } },
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'Success' }],
    },
  });

  await login(page, 'tenant');
  await page.goto(`/ruleChains/${chain.id.id}`);
  await expect(node(page, 'Log B')).toBeVisible();

  await node(page, 'Log B').click();
  await page.keyboard.press('Delete');
  await expect(node(page, 'Log B')).toHaveCount(0);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.keyboard.press('Control+z');
  await expect(node(page, 'Log B')).toBeVisible();
  await expect(page.locator('.rce-edge-label', { hasText: 'Success' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.keyboard.press('Control+Shift+z');
  await expect(node(page, 'Log B')).toHaveCount(0);

  // The toolbar's buttons do the same.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(node(page, 'Log B')).toBeVisible();

  await node(page, 'Input').click();
  await page.keyboard.press('Delete');
  await expect(node(page, 'Input')).toBeVisible();
});

test('warns before leaving with unsaved changes', async ({ page, request }) => {
  const token = await apiToken(request, 'tenant');
  const chain = await (await request.post('/api/ruleChain', { headers: auth(token), data: { name: `Leave ${Date.now()}` } })).json();
  await login(page, 'tenant');
  await page.goto(`/ruleChains/${chain.id.id}`);
  await expect(canvas(page)).toBeVisible();

  // Nothing changed: leaving asks nothing.
  await page.getByRole('link', { name: 'Rule chains' }).first().click();
  await expect(page).toHaveURL(/\/ruleChains$/);
  await page.goto(`/ruleChains/${chain.id.id}`);

  await addNode(page, 'Filter', 'script', 'Unsaved', 320, 200);
  await page.getByRole('link', { name: 'Rule chains' }).first().click();
  const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/ruleChains/${chain.id.id}$`));
  await expect(node(page, 'Unsaved')).toBeVisible();

  // Closing the tab gets the browser's own question.
  const question = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('leaves after confirming, dropping the changes', async ({ page, request }) => {
  const token = await apiToken(request, 'tenant');
  const chain = await (await request.post('/api/ruleChain', { headers: auth(token), data: { name: `Drop ${Date.now()}` } })).json();
  await login(page, 'tenant');
  await page.goto(`/ruleChains/${chain.id.id}`);
  await addNode(page, 'Filter', 'script', 'Dropped', 320, 200);
  await page.getByRole('link', { name: 'Rule chains' }).first().click();
  await page.getByRole('alertdialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/ruleChains$/);
  const metadata = await (await request.get(`/api/ruleChain/${chain.id.id}/metadata`, { headers: auth(token) })).json();
  expect(metadata.nodes).toEqual([]);
});

test('Back with unsaved changes asks first; Stay keeps the editor; Leave goes back', async ({ page, request }) => {
  const token = await apiToken(request, 'tenant');
  const name = `Back ${Date.now()}`;
  const chain = await (await request.post('/api/ruleChain', { headers: auth(token), data: { name } })).json();
  const editorUrl = new RegExp(`/ruleChains/${chain.id.id}$`);
  await login(page, 'tenant');
  // Into the editor from the list, so that Back stays inside the console.
  await page.goto('/ruleChains');
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: `Open rule chain: ${name}` }).click();
  await expect(page).toHaveURL(editorUrl);
  await addNode(page, 'Filter', 'script', 'Unsaved', 320, 200);

  const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await page.goBack();
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(editorUrl);
  await warning.getByRole('button', { name: 'Stay' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(editorUrl);
  await expect(node(page, 'Unsaved')).toBeVisible();

  await page.goBack();
  await warning.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/ruleChains$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  // Forward opens the chain again, without the dropped node and without asking.
  await page.goForward();
  await expect(page).toHaveURL(editorUrl);
  await expect(node(page, 'Input')).toBeVisible();
  await expect(node(page, 'Unsaved')).toHaveCount(0);

  // Forward asks too; leaving goes where Forward was going.
  await page.getByRole('link', { name: 'Devices' }).first().click();
  await expect(page).toHaveURL(/\/devices$/);
  await page.goBack();
  await expect(node(page, 'Input')).toBeVisible();
  await addNode(page, 'Filter', 'script', 'Unsaved too', 320, 200);
  await page.goForward();
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(editorUrl);
  await warning.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/devices$/);
});
