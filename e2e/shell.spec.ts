import { ACCOUNTS, expect, login, logout, menuLabels, test } from './fixtures';

test.describe('sign-in and role menus', () => {
  test('system admin sees the system admin menu', async ({ page, consoleErrors }) => {
    await login(page, 'sysadmin');
    await expect(page).toHaveURL(/\/home$/);
    expect(await menuLabels(page)).toEqual(['Home', 'Tenants', 'Tenant profiles', 'Widgets Library', 'System Settings']);
    await page.getByRole('button', { name: 'System Settings' }).click();
    expect(await menuLabels(page)).toEqual([
      'Home', 'Tenants', 'Tenant profiles', 'Widgets Library', 'System Settings',
      'General', 'Outgoing Mail', 'SMS provider', 'Security settings', 'OAuth2', 'Resources library', 'Rule-node UI bundles',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('tenant admin sees the tenant menu (edges disabled) and the home sections', async ({ page }) => {
    await login(page, 'tenant');
    expect(await menuLabels(page)).toEqual([
      'Home', 'Rule chains', 'Customers', 'Assets', 'Devices', 'Device profiles', 'OTA updates', 'Entity Views',
      'Widgets Library', 'Dashboards', 'Audit Logs', 'Api Usage', 'System Settings',
    ]);
    await expect(page).toHaveTitle('Tessera | Home');
    await expect(page.getByRole('region', { name: 'Devices' })).toBeVisible();
    await expect(page.getByTestId('user-identity')).toContainText('Tenant Administrator');
    await expect(page.getByTestId('user-identity')).toContainText('Tenant administrator');
  });

  test('with edges reported enabled, tenant and customer menus gain the edge entries', async ({ page }) => {
    await page.route('**/api/edges/enabled', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'true' }));
    await login(page, 'tenant');
    const labels = await menuLabels(page);
    expect(labels.slice(7, 10)).toEqual(['Entity Views', 'Edge instances', 'Edge management']);
    await page.getByRole('button', { name: 'Edge management' }).click();
    await page.getByTestId('side-menu').getByRole('link', { name: 'Rule chain templates' }).click();
    await expect(page).toHaveURL(/\/edgeManagement\/ruleChains$/);
    await logout(page);
    await login(page, 'customer');
    expect(await menuLabels(page)).toEqual(['Home', 'Assets', 'Devices', 'Entity Views', 'Edge instances', 'Dashboards']);
  });

  test('customer user sees the customer menu', async ({ page }) => {
    await login(page, 'customer');
    expect(await menuLabels(page)).toEqual(['Home', 'Assets', 'Devices', 'Entity Views', 'Dashboards']);
  });

  test('logout ends the session and protected pages lead back to login', async ({ page }) => {
    await login(page, 'tenant');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/devices');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
  });

  test('a deep link is remembered across login', async ({ page }) => {
    await page.goto('/deviceProfiles');
    await expect(page).toHaveURL(/\/login$/);
    await login(page, 'tenant');
    await expect(page).toHaveURL(/\/deviceProfiles$/);
    await expect(page).toHaveTitle('Tessera | Device profiles');
  });

  test('wrong credentials show the server message and stay on login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username (email)').fill(ACCOUNTS.tenant.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Invalid username or password/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer user opening a tenant page gets the forbidden dialog', async ({ page }) => {
    await login(page, 'customer');
    await page.goto('/customers');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Access Forbidden');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the profile page opens from the user menu', async ({ page }) => {
    await login(page, 'customer');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('customer@tessera.io')).toBeVisible();
  });
});

test.describe('toolbar', () => {
  test('search appears only on pages that support it and the back arrow clears it', async ({ page }) => {
    await login(page, 'tenant');
    await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Devices' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('thermo');
    await expect(box).toHaveValue('thermo');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(box).toHaveCount(0);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  test('breadcrumbs link to parent pages', async ({ page }) => {
    await login(page, 'sysadmin');
    await page.goto('/settings/outgoing-mail');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('System Settings');
    await expect(crumbs).toContainText('Outgoing Mail');
    await crumbs.getByRole('link', { name: 'System Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/general$/);
  });

  test('below 960 px the side menu is an overlay that starts closed', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, 'tenant');
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByTestId('side-menu').getByRole('link', { name: 'Assets' }).click();
    await expect(page).toHaveURL(/\/assets$/);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await expect(page.getByTestId('user-identity')).toHaveCount(0);
  });
});
