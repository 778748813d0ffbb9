import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

const ROWS = 5_000;
/** Data rows (0-based) whose name is left blank: each must come back as one failed line. */
const BROKEN = Array.from({ length: 20 }, (_, i) => 37 + i * 241);

function devicesCsv(prefix: string, label: string): string {
  const lines = ['name,type,label,serial'];
  for (let i = 0; i < ROWS; i += 1) {
    lines.push(`${BROKEN.includes(i) ? '' : `${prefix}-${String(i).padStart(4, '0')}`},csv-meter,${label},SN${i}`);
  }
  return `${lines.join('\n')}\n`;
}

test('a tenant admin imports 5,000 devices from CSV, sees the 20 broken lines, and re-imports as updates', async ({ page, request }) => {
  test.setTimeout(240_000);
  const prefix = `imp${Date.now()}`;
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Devices' }).click();

  const importFile = async (label: string) => {
    await page.getByRole('button', { name: 'Import from CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(devicesCsv(prefix, label)) });
    await expect(dialog.getByTestId('import-file-name')).toHaveText('devices.csv');
    await expect(dialog).toContainText('5000 rows to import');
    await dialog.getByRole('button', { name: 'Next' }).click();
    // The header names map themselves: name, type, label, and serial as a server attribute.
    await expect(dialog.getByRole('button', { name: /Type of column 4/ })).toContainText('Server attribute');
    await expect(dialog.getByRole('textbox', { name: 'Key of column 4' })).toHaveValue('serial');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Importing' })).toBeVisible();
    await expect(dialog.getByTestId('import-result')).toBeVisible({ timeout: 180_000 });
    const lines = await dialog.getByRole('list', { name: 'Lines that failed' }).getByRole('listitem').allInnerTexts();
    const counts = {
      created: Number(await dialog.getByTestId('import-created').innerText()),
      updated: Number(await dialog.getByTestId('import-updated').innerText()),
      errors: Number(await dialog.getByTestId('import-errors').innerText()),
    };
    await dialog.getByRole('button', { name: 'Close' }).click();
    return { lines, counts };
  };

  const expectedLines = BROKEN.map((i) => i + 2);
  const first = await importFile('first');
  expect(first.counts).toEqual({ created: ROWS - 20, updated: 0, errors: 20 });
  expect(first.lines.map((l) => Number(/^Line (\d+):/.exec(l)?.[1]))).toEqual(expectedLines);

  const second = await importFile('second');
  expect(second.counts).toEqual({ created: 0, updated: ROWS - 20, errors: 20 });
  expect(second.lines.map((l) => Number(/^Line (\d+):/.exec(l)?.[1]))).toEqual(expectedLines);

  // No duplicates: the tenant holds each name once, with the label of the second import.
  const token = await apiToken(request, 'tenant');
  const page1 = await (await request.get(`/api/tenant/devices?pageSize=10&page=0&textSearch=${prefix}`, { headers: auth(token) })).json();
  expect(page1.totalElements).toBe(ROWS - 20);
  expect(page1.data.every((d: { label: string }) => d.label === 'second')).toBe(true);
  // The new type shows up in the type filter without a reload (the subtype cache was reset).
  await page.getByRole('button', { name: /Device type/ }).click();
  await expect(page.getByRole('option', { name: 'csv-meter' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a device exported to JSON comes back as a new device through JSON import', async ({ page }) => {
  // The tenant holds the 5,000 imported devices by now; searching them takes a moment on a busy machine.
  test.setTimeout(90_000);
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Devices' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Weather');
  const row = page.getByRole('row', { name: /Weather Station W1/ });
  await expect(row).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Export to JSON: Weather Station W1' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Weather Station W1.json');
  const exported = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString()));
  expect(exported).toMatchObject({ name: 'Weather Station W1', label: 'Roof' });

  const copyName = `Weather copy ${Date.now()}`;
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import from JSON' }).click();
  await (await choosing).setFiles({ name: 'device.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...exported, name: copyName })) });
  await expect(page.getByText(`'${copyName}' was imported.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(copyName);
  const copy = page.getByRole('row', { name: new RegExp(copyName) });
  await expect(copy).toContainText('Roof');

  // A file that is not JSON is refused with a message and nothing is created.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import from JSON' }).click();
  await (await again).setFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{not json') });
  await expect(page.getByText('The file is not valid JSON.')).toBeVisible();
});
