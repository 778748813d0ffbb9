import { apiToken, auth, linkFromMail } from './api';
import { expect, login, logout, test } from './fixtures';

test.describe('tenancy', () => {
  test('a system admin creates a tenant and its admin, who activates, builds customers and pages through them', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const tenantTitle = `Tenant ${stamp}`;
    const adminEmail = `admin-${stamp}@tessera.io`;

    await login(page, 'sysadmin');
    await page.getByTestId('side-menu').getByRole('link', { name: 'Tenants' }).click();
    await page.getByRole('button', { name: 'Add tenant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(tenantTitle);
    await dialog.getByRole('combobox', { name: 'Tenant profile' }).fill('Def');
    await page.getByRole('option', { name: 'Default' }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row', { name: new RegExp(tenantTitle) });
    await expect(row).toContainText('Default');
    await row.getByRole('button', { name: `Manage tenant admins: ${tenantTitle}` }).click();
    await expect(page).toHaveURL(/\/tenants\/[0-9a-f-]+\/users$/);

    await page.getByRole('button', { name: 'Add user' }).click();
    const userDialog = page.getByRole('dialog');
    await userDialog.getByRole('textbox', { name: 'Email' }).fill(adminEmail);
    await userDialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await userDialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('row', { name: new RegExp(adminEmail) })).toBeVisible();
    await logout(page);

    // The new tenant admin activates through the mail.
    const link = await linkFromMail(adminEmail, /https?:\/\/[^\s"'<>]+\?activateToken=[A-Za-z0-9_-]+/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Tenant-123');
    await page.getByLabel('New password again').fill('Tenant-123');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // A customer and a customer user through the console.
    await page.getByTestId('side-menu').getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('button', { name: 'Add customer' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).fill('Customer 000 first');
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    const first = page.getByRole('row', { name: /Customer 000 first/ });
    await first.getByRole('button', { name: 'Manage users: Customer 000 first' }).click();
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).fill(`cu-${stamp}@tessera.io`);
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`cu-${stamp}@tessera.io`) })).toBeVisible();

    // 119 more customers through the API, so the tenant has 120 (a new tenant has no Public customer until one is needed).
    const token = ((await (await request.post('/api/auth/login', { data: { username: adminEmail, password: 'Tenant-123' } })).json()) as { token: string }).token;
    for (let i = 1; i < 120; i++) {
      const response = await request.post('/api/customer', { headers: auth(token), data: { title: `Customer ${String(i).padStart(3, '0')}` } });
      expect(response.ok()).toBe(true);
    }

    await page.getByTestId('side-menu').getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { name: /Customers \(120\)/ })).toBeVisible();
    await expect(page.getByText('1–10 of 120')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('11–20 of 120')).toBeVisible();

    // Sort by title ascending, then descending.
    await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
    await expect(page.getByRole('row').nth(1)).toContainText('Customer 000 first');
    await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
    await expect(page.getByRole('row').nth(1)).toContainText('Customer 119');

    // Page size 100, then search.
    await page.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await expect(page.getByText('1–100 of 120')).toBeVisible();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('customer 11');
    await expect(page.getByText('1–10 of 10')).toBeVisible();

    // Delete one, with confirmation.
    await page.getByRole('button', { name: 'Delete: Customer 110' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText("Delete 'Customer 110'?");
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1–9 of 9')).toBeVisible();
    await expect(page.getByRole('row', { name: /Customer 110/ })).toHaveCount(0);
    const sysadmin = await apiToken(request, 'sysadmin');
    expect(sysadmin).toBeTruthy();
  });
});
