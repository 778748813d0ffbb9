import { type APIRequestContext } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/** Screenshots go beside the build (test-results/ is shared and cleared by every run). */
const SHOTS = `${process.env.DIST_DIR ?? 'dist'}/screenshots`;

/*
 * The one delete confirmation (ConfirmDialog in @tessera/ui) where the asset page uses it: a
 * relation, attributes and the asset itself. Escape and Cancel keep the data and give focus
 * back to the button that asked; the keyboard alone confirms; the server has lost the data.
 */

async function createAsset(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<string> {
  const response = await request.post('/api/asset', { headers, data: { name, type: 'building' } });
  expect(response.ok()).toBe(true);
  return (await response.json()).id.id as string;
}

test('a relation, attributes and an asset are deleted only after the confirmation, by mouse or keyboard', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = auth(await apiToken(request, 'tenant'));
  const name = `Confirm ${Date.now()}`;
  const id = await createAsset(request, headers, name);
  const other = await createAsset(request, headers, `${name} peer`);
  const relation = { from: { entityType: 'ASSET', id }, to: { entityType: 'ASSET', id: other }, type: 'Contains', typeGroup: 'COMMON' };
  expect((await request.post('/api/relation', { headers, data: relation })).ok()).toBe(true);
  expect((await request.post(`/api/plugins/telemetry/ASSET/${id}/SERVER_SCOPE`, { headers, data: { floor: 3, room: 'B12' } })).ok()).toBe(true);

  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Assets' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(`${name}(?! peer)`) }).first();
  await row.click();
  const drawer = page.getByRole('complementary', { name });

  // The relation: Escape keeps it and focus returns to its delete button; then Delete removes it.
  await drawer.getByRole('tab', { name: 'Relations' }).click();
  const deleteRelation = drawer.getByRole('button', { name: `Delete: Contains ${name} peer` });
  await deleteRelation.click();
  const ask = page.getByRole('alertdialog', { name: "Delete the relation 'Contains'?" });
  await expect(ask).toContainText('Be careful: after the confirmation the data cannot be recovered.');
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(deleteRelation).toBeFocused();
  await deleteRelation.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(drawer.getByText('No relations found')).toBeVisible();
  const relations = await (await request.get(`/api/relations/info?fromId=${id}&fromType=ASSET`, { headers })).json();
  expect(relations).toEqual([]);

  // Two attributes: Cancel keeps them; the dialog names the keys; Delete removes both.
  await drawer.getByRole('tab', { name: 'Attributes' }).click();
  await drawer.getByRole('checkbox', { name: 'Select: floor' }).check();
  await drawer.getByRole('checkbox', { name: 'Select: room' }).check();
  await drawer.getByRole('button', { name: 'Delete selected (2)' }).click();
  const keys = page.getByRole('alertdialog', { name: 'Are you sure you want to delete 2 attribute(s)?' });
  await expect(keys).toContainText('these keys and their data will become unrecoverable: floor, room');
  await page.screenshot({ path: SHOTS + '/confirm-delete-attributes.png', animations: 'disabled' });
  await keys.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer.getByRole('cell', { name: 'floor', exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(drawer.getByRole('cell', { name: 'floor', exact: true })).toHaveCount(0);
  const attributes = await (await request.get(`/api/plugins/telemetry/ASSET/${id}/values/attributes/SERVER_SCOPE`, { headers })).json();
  expect(attributes.map((a: { key: string }) => a.key).filter((k: string) => k === 'floor' || k === 'room')).toEqual([]);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The asset, by keyboard only: Enter on its delete button, Tab to the dialog's Delete, Enter.
  await row.getByRole('button', { name: `Delete: ${name}` }).focus();
  await page.keyboard.press('Enter');
  const asset = page.getByRole('alertdialog', { name: `Delete '${name}'?` });
  await expect(asset).toBeVisible();
  await page.screenshot({ path: SHOTS + '/confirm-delete-asset.png', animations: 'disabled' });
  const confirm = asset.getByRole('button', { name: 'Delete' });
  for (let i = 0; i < 4 && !(await confirm.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(asset).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`${name}(?! peer)`) })).toHaveCount(0);
  expect((await request.get(`/api/asset/${id}`, { headers })).status()).toBe(404);
});

test('unassigning an entity from an edge asks first; Cancel keeps the assignment, the confirmation removes it', async ({ page, request }) => {
  const headers = auth(await apiToken(request, 'tenant'));
  const name = `Confirm edge ${Date.now()}`;
  const keys = { routingKey: crypto.randomUUID(), secret: crypto.randomUUID().replace(/-/g, '').slice(0, 20) };
  const edge = await request.post('/api/edge', { headers, data: { name, type: 'default', ...keys } });
  expect(edge.ok(), await edge.text()).toBe(true);
  const edgeId = (await edge.json()).id.id as string;
  const asset = await createAsset(request, headers, `${name} asset`);
  expect((await request.post(`/api/edge/${edgeId}/asset/${asset}`, { headers })).ok()).toBe(true);

  // The e2e server runs with edges off; the console only asks whether to show them.
  await page.route('**/api/edges/enabled', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'true' }));
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Edge instances' }).click();
  await page.getByRole('row', { name: new RegExp(name) }).first().click();
  const drawer = page.getByRole('complementary', { name });
  await drawer.getByRole('tab', { name: 'Assigned entities' }).click();
  await drawer.getByRole('button', { name: /Entity type/ }).click();
  await page.getByRole('option', { name: 'Assets' }).click();
  const unassign = drawer.getByRole('button', { name: `Unassign from edge: ${name} asset` });
  await unassign.click();
  const ask = page.getByRole('alertdialog', { name: `Unassign '${name} asset' from the edge?` });
  await expect(ask).toContainText('The entity stays in the tenant');
  await page.screenshot({ path: SHOTS + '/confirm-unassign-edge.png', animations: 'disabled' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(unassign).toBeFocused();
  await unassign.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unassign from edge' }).click();
  await expect(drawer.getByText('No entities of this type are assigned to the edge')).toBeVisible();
  const assigned = await (await request.get(`/api/edge/${edgeId}/assets?pageSize=10&page=0`, { headers })).json();
  expect(assigned.data).toEqual([]);
});
