import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

test('a tenant admin adds an edge with generated keys, assigns a device to it and sees the recorded events', async ({ page, request }) => {
  // The e2e server runs with edges off; the console only asks whether to show them.
  await page.route('**/api/edges/enabled', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'true' }));
  const name = `Edge ${Date.now()}`;
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Edge instances' }).click();
  await page.getByRole('button', { name: 'Add edge' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Edge type' }).fill('site-gateway');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('site-gateway');

  // Blank endpoint, key and secret were filled in as seed 000 section 5 says.
  const token = await apiToken(request, 'tenant');
  const edge = await (await request.get(`/api/tenant/edges?edgeName=${encodeURIComponent(name)}`, { headers: auth(token) })).json();
  expect(edge.cloudEndpoint).toBe(new URL(page.url()).origin);
  expect(edge.routingKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(edge.secret).toMatch(/^[A-Za-z0-9]{20}$/);

  await row.click();
  const drawer = page.getByRole('complementary', { name });
  await drawer.getByRole('tab', { name: 'Assigned entities' }).click();
  await drawer.getByRole('button', { name: 'Assign to edge' }).click();
  const assign = page.getByRole('dialog');
  await assign.getByRole('combobox').first().fill('Thermostat T2');
  await page.getByRole('option', { name: 'Thermostat T2' }).click();
  // The input empties for the next pick and offers the rest; Escape closes the suggestions.
  await page.keyboard.press('Escape');
  await expect(assign.getByRole('row', { name: 'Thermostat T2' })).toBeVisible();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(drawer.getByRole('row', { name: /Thermostat T2/ })).toBeVisible();

  await drawer.getByRole('tab', { name: 'Edge events' }).click();
  await expect(drawer.getByText('No edge service runs in Tessera')).toBeVisible();
  await expect(drawer.getByRole('row', { name: /ASSIGNED_TO_EDGE/ }).first()).toBeVisible();
  await expect(drawer.getByRole('row', { name: /ASSIGNED_TO_EDGE/ }).first()).toContainText('Pending');
});
