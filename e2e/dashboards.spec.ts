import { apiToken, auth } from './api';
import { expect, login, logout, test } from './fixtures';

test('a tenant admin creates a dashboard, hands it to the demo customer, makes it public, and exports and re-imports it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `Plant ${Date.now()}`;
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Dashboards' }).click();
  await page.getByRole('button', { name: 'Add dashboard' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();

  // A new dashboard has a valid, empty configuration with the default state.
  const token = await apiToken(request, 'tenant');
  const list = await (await request.get(`/api/tenant/dashboards?pageSize=10&page=0&textSearch=${encodeURIComponent(title)}`, { headers: auth(token) })).json();
  const id = list.data[0].id.id as string;
  const saved = await (await request.get(`/api/dashboard/${id}`, { headers: auth(token) })).json();
  expect(saved.configuration.states.default).toMatchObject({ root: true });
  expect(saved.configuration.widgets).toEqual({});

  // Assigned to the demo customer through the dialog.
  await row.getByRole('button', { name: `Manage assigned customers: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').first().fill('Demo');
  await page.getByRole('option', { name: 'Demo Customer' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: /Save|Update/ }).click();
  await expect(row).toContainText('Demo Customer');

  // Public, with a link that carries the public customer's id.
  await row.getByRole('button', { name: `Make dashboard public: ${title}` }).click();
  const link = page.getByRole('dialog').getByRole('textbox');
  await expect(link).toHaveValue(new RegExp(`/dashboard/${id}\\?publicId=[0-9a-f-]{36}$`));
  await page.getByRole('dialog').getByRole('button', { name: /Close|OK/ }).first().click();

  // Export, then import the file as a second dashboard with the same configuration.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Export to JSON: ${title}` }).click();
  const download = await downloading;
  const exported = JSON.parse(Buffer.concat(await (await download.createReadStream()).toArray()).toString());
  expect(exported).toMatchObject({ title, configuration: saved.configuration });
  const copyTitle = `${title} copy`;
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import from JSON' }).click();
  await (await choosing).setFiles({ name: 'd.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...exported, title: copyTitle })) });
  await expect(page.getByRole('row', { name: new RegExp(copyTitle) })).toBeVisible();
  const copies = await (await request.get(`/api/tenant/dashboards?pageSize=10&page=0&textSearch=${encodeURIComponent(copyTitle)}`, { headers: auth(token) })).json();
  const copy = await (await request.get(`/api/dashboard/${copies.data[0].id.id}`, { headers: auth(token) })).json();
  expect(copy.configuration).toEqual(saved.configuration);
  expect(copy.assignedCustomers ?? []).toEqual([]);
  await logout(page);

  // The customer user sees the dashboard assigned to its customer, not the copy.
  await login(page, 'customer');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Dashboards' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(copyTitle) })).toHaveCount(0);
});
