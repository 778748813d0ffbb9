import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/* The OTA updates page: a firmware file uploaded for a profile, its checksum computed by the server, then deleted. */

test('a tenant admin uploads a firmware package, sees its size and checksum, and deletes it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const title = `Firmware ${Date.now()}`;
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'OTA updates', exact: true }).click();
  await expect(page.getByRole('region', { name: 'OTA updates' })).toBeVisible();
  await page.getByRole('button', { name: 'Add package' }).click();
  const dialog = page.getByRole('dialog');
  // Nothing chosen yet: the form names what is missing.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Device profile is required.');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Version' }).fill('1.0.1');
  await dialog.getByRole('combobox', { name: 'Device profile' }).fill('therm');
  await page.getByRole('option', { name: 'thermostat' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'fw.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('tessera firmware') });
  await expect(dialog.getByText('fw.bin (16 B)')).toBeVisible();
  await page.screenshot({ path: 'test-results/ota-add.png' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('fw.bin');
  await expect(row).toContainText('16 B');

  const token = await apiToken(request, 'tenant');
  const list = await (await request.get(`/api/otaPackages?pageSize=10&page=0&textSearch=${encodeURIComponent(title)}`, { headers: auth(token) })).json();
  expect(list.data[0]).toMatchObject({ title, version: '1.0.1', type: 'FIRMWARE', hasData: true, checksumAlgorithm: 'SHA256' });
  expect(list.data[0].checksum).toMatch(/^[0-9a-f]{64}$/);

  await row.getByRole('cell', { name: title, exact: true }).click();
  await expect(page.locator('aside.tb-drawer')).toContainText(list.data[0].checksum);
  await page.screenshot({ path: 'test-results/ota-details.png' });
  await page.locator('aside.tb-drawer').getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});
