import { type APIRequestContext } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/*
 * The customer row actions of ThingsBoard 3.3: the tenant manages a customer's devices and
 * dashboards on the customer's own pages, assigning several at once and unassigning in bulk,
 * and the customer's user sees exactly what was assigned.
 */

const stamp = Date.now();
const CUSTOMER = `Acme ${stamp}`;
const DEVICES = [1, 2, 3, 4].map((i) => `Acme device ${i} ${stamp}`);
const DASHBOARD = `Acme board ${stamp}`;
const USER = { email: `acme-${stamp}@tessera.io`, password: 'Acme-1234' };

async function post(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const response = await request.post(path, { headers: auth(token), data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json().catch(() => null);
}

test('a tenant assigns three devices and a dashboard from the customer\'s pages, and the customer user sees them', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'tenant');
  const customer = await post(request, token, '/api/customer', { title: CUSTOMER });
  for (const name of DEVICES) await post(request, token, '/api/device', { name, type: 'default' });
  await post(request, token, '/api/dashboard', { title: DASHBOARD });
  const user = await post(request, token, '/api/user?sendActivationMail=false', { email: USER.email, authority: 'CUSTOMER_USER', customerId: customer.id, firstName: 'Acme' });
  const link = await (await request.get(`/api/user/${user.id.id}/activationLink`, { headers: auth(token) })).text();
  const activated = await request.post('/api/noauth/activate?sendActivationMail=false', { data: { activateToken: new URL(link).searchParams.get('activateToken'), password: USER.password } });
  expect(activated.ok()).toBe(true);

  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByRole('row', { name: new RegExp(CUSTOMER) }).getByRole('button', { name: `Manage devices: ${CUSTOMER}` }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id.id}/devices$`));
  await expect(page.getByText(`Customer: ${CUSTOMER}`)).toBeVisible();

  // Four devices in one dialog.
  await page.getByRole('button', { name: 'Assign devices' }).click();
  const dialog = page.getByRole('dialog');
  for (const name of DEVICES) {
    await dialog.getByRole('combobox', { name: 'Add entity' }).fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  // The suggestions stay open for the next pick; Escape closes them, not the dialog.
  await dialog.getByRole('combobox', { name: 'Add entity' }).press('Escape');
  await expect(dialog.getByRole('row')).toHaveCount(DEVICES.length);
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const table = page.getByRole('region', { name: 'Devices' });
  for (const name of DEVICES) await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/customer-devices.png' });

  // The fourth goes back in bulk: select it and unassign the selection.
  await table.getByRole('checkbox', { name: `Select ${DEVICES[3]}` }).check();
  await page.getByRole('button', { name: 'Unassign selected' }).click();
  await expect(table.getByRole('cell', { name: DEVICES[3], exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: DEVICES[0], exact: true })).toBeVisible();

  // The dashboard from the customer's dashboards page.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByRole('row', { name: new RegExp(CUSTOMER) }).getByRole('button', { name: `Manage dashboards: ${CUSTOMER}` }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id.id}/dashboards$`));
  await page.getByRole('button', { name: 'Assign dashboards' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Add entity' }).fill(DASHBOARD);
  await page.getByRole('option', { name: DASHBOARD, exact: true }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Add entity' }).press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Dashboards' }).getByRole('cell', { name: DASHBOARD, exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/customer-dashboards.png' });

  // The customer's user sees the three devices and the dashboard, and not the unassigned one.
  const context = await browser.newContext({ baseURL: process.env.TESSERA_URL });
  const customerPage = await context.newPage();
  await customerPage.goto('/login');
  await customerPage.getByLabel('Username (email)').fill(USER.email);
  await customerPage.getByLabel('Password', { exact: true }).fill(USER.password);
  await customerPage.getByRole('button', { name: 'Login' }).click();
  await customerPage.getByTestId('side-menu').getByRole('link', { name: 'Devices', exact: true }).click();
  const devices = customerPage.getByRole('region', { name: 'Devices' });
  for (const name of DEVICES.slice(0, 3)) await expect(devices.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(devices.getByRole('cell', { name: DEVICES[3], exact: true })).toHaveCount(0);
  await expect(devices.getByRole('heading')).toContainText('(3)');
  await customerPage.getByTestId('side-menu').getByRole('link', { name: 'Dashboards', exact: true }).click();
  await expect(customerPage.getByRole('cell', { name: DASHBOARD, exact: true })).toBeVisible();
  await context.close();
});
