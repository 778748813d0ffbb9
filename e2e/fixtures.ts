import { expect, type Page, test as base } from '@playwright/test';

export const ACCOUNTS = {
  sysadmin: { username: 'sysadmin@tessera.io', password: 'sysadmin' },
  tenant: { username: 'tenant@tessera.io', password: 'tenant' },
  customer: { username: 'customer@tessera.io', password: 'customer' },
} as const;

/** Tests run against the server that the global setup started. */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => use(process.env.TESSERA_URL),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});
export { expect };

export async function login(page: Page, account: keyof typeof ACCOUNTS): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Username (email)').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Labels of the side menu's top-level entries and open groups, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  await expect(page.getByTestId('side-menu').locator('.tb-menu-link').first()).toBeVisible();
  return (await page.getByTestId('side-menu').locator('.tb-menu-link').allInnerTexts()).map((t) => t.trim());
}
