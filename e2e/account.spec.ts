import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase } from '../server/store/database';
import { apiToken, auth, createActiveUser, createCustomerUser, linkFromMail } from './api';
import { expect, menuLabels, test } from './fixtures';

const LINK = (param: string) => new RegExp(`https?://[^\\s"'<>]+\\?${param}=[A-Za-z0-9_-]+`);

test.describe('accounts through mail', () => {
  test('a new user activates the account from the mail and lands signed in', async ({ page, request }) => {
    const user = await createCustomerUser(request, true);
    const link = await linkFromMail(user.email, LINK('activateToken'));
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\/createPassword\?activateToken=/);
    await page.getByLabel('New password', { exact: true }).fill('Welcome-123');
    await page.getByLabel('New password again').fill('Welcome-123');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await menuLabels(page)).toEqual(['Home', 'Assets', 'Devices', 'Entity Views', 'Dashboards']);
  });

  test('a password reset runs through the mail: request, link, new password, signed in', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/login\/resetPasswordRequest$/);
    await page.getByLabel('Email').fill(user.email);
    const requestButton = page.getByRole('button', { name: 'Request password reset' });
    await requestButton.click();
    await expect(page.getByRole('status')).toHaveText(/Password reset link was successfully sent!/);
    await expect(requestButton).toBeDisabled();

    const link = await linkFromMail(user.email, LINK('resetToken'));
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\/resetPassword\?resetToken=/);
    await page.getByLabel('New password', { exact: true }).fill('Changed-456');
    await page.getByLabel('New password again').fill('Different-789');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Entered passwords must be same!/);
    await page.getByLabel('New password again').fill('Changed-456');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/home$/);

    expect((await request.post('/api/auth/login', { data: { username: user.email, password: user.password } })).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { username: user.email, password: 'Changed-456' } })).ok()).toBe(true);
  });

  test('an expired password leads to the expired-password page and is reset there', async ({ page, request }) => {
    const user = await createActiveUser(request);
    const sysadmin = await apiToken(request, 'sysadmin');
    const settings = await (await request.get('/api/admin/securitySettings', { headers: auth(sysadmin) })).json();
    await request.post('/api/admin/securitySettings', {
      headers: auth(sysadmin), data: { ...settings, passwordPolicy: { ...settings.passwordPolicy, passwordExpirationPeriodDays: 30 } },
    });
    try {
      // Age this user's password by 31 days in the server's database (no API sets that time), through
      // the server's own store layer, so this runs on SQLite and on PostgreSQL (DATABASE_URL) alike.
      const db = createDatabase({ dataDir: process.env.TESSERA_DATA_DIR!, databaseUrl: process.env.DATABASE_URL?.trim() || undefined });
      try {
        await db.updateTable('user_credentials')
          .set({ password_changed_ts: sql<number>`password_changed_ts - ${31 * 24 * 3600 * 1000}` })
          .where('user_id', '=', user.id).execute();
      } finally {
        await db.destroy();
      }

      await page.goto('/login');
      await page.getByLabel('Username (email)').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/login\/resetExpiredPassword\?resetToken=/);
      await expect(page.getByRole('note')).toHaveText('Your password has expired, please create a new password');
      await page.getByLabel('New password', { exact: true }).fill('Renewed-321');
      await page.getByLabel('New password again').fill('Renewed-321');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page).toHaveURL(/\/home$/);
    } finally {
      await request.post('/api/admin/securitySettings', { headers: auth(sysadmin), data: settings });
    }
  });
});

test.describe('public dashboards and language', () => {
  test('a public dashboard viewer is signed in by publicId and kept in forced fullscreen', async ({ browser, baseURL, request }) => {
    // The tenant's public customer, as the API shows it: the customer a dashboard made public is assigned to.
    const tenant = await apiToken(request, 'tenant');
    const created = await request.post('/api/dashboard', { headers: auth(tenant), data: { title: `Public probe ${randomUUID()}` } });
    expect(created.ok(), await created.text()).toBe(true);
    const probeId = ((await created.json()) as { id: { id: string } }).id.id;
    const shared = await request.post(`/api/customer/public/dashboard/${probeId}`, { headers: auth(tenant) });
    expect(shared.ok(), await shared.text()).toBe(true);
    const assigned = ((await shared.json()) as { assignedCustomers: { customerId: { id: string }; public: boolean }[] }).assignedCustomers;
    const row = { id: assigned.find((customer) => customer.public)!.customerId.id };
    await request.delete(`/api/dashboard/${probeId}`, { headers: auth(tenant) });
    const dashboardId = randomUUID();
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`/dashboards/${dashboardId}?publicId=${row.id}`);
    // No such dashboard: the page says so inside the fullscreen frame.
    await expect(page.getByRole('alert')).toContainText('The dashboard could not be loaded.');
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveCount(0);

    await page.goto(`/profile?publicId=${row.id}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${dashboardId}\\?publicId=${row.id}$`));
    await page.goto(`/devices?publicId=${row.id}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${dashboardId}\\?publicId=${row.id}$`));
    await context.close();
  });

  test('switching the language to de_DE on the profile page translates the shell and the title', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await page.goto('/login');
    await page.getByLabel('Username (email)').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const de = JSON.parse(readFileSync(new URL('../core/i18n/locale.constant-de_DE.json', import.meta.url), 'utf8'));
    const labels = [de.home.home, de.asset.assets, de.device.devices, de['entity-view']['entity-views'], de.dashboard.dashboards];
    await expect(page.getByTestId('side-menu').getByRole('link').first()).toHaveText(de.home.home);
    expect(await menuLabels(page)).toEqual(labels);
    await expect(page).toHaveTitle(`Tessera | ${de.profile.profile}`);
    expect(await page.evaluate(() => localStorage.getItem('TB-lang'))).toBe('de_DE');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.reload();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    expect(await menuLabels(page)).toEqual(labels);
  });
});
