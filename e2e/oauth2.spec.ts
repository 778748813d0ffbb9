import type { Page } from '@playwright/test';
import { startOidcProvider, type TestIdp } from '../tests/server/oidcProvider';
import { apiToken, auth } from './api';
import { expect, login, logout, test } from './fixtures';

let idp: TestIdp;

test.beforeAll(async () => {
  // A real OpenID Connect provider, in the test's process, that knows Tessera's redirect URI.
  idp = await startOidcProvider({
    redirectUris: [`${process.env.TESSERA_URL}/login/oauth2/code/`],
    accounts: { dave: { email: 'dave@sso.example.test', given_name: 'Dave', family_name: 'Doe' } },
  });
});

test.afterAll(async ({ request }) => {
  const sysadmin = await apiToken(request, 'sysadmin');
  await request.post('/api/oauth2/config', { headers: auth(sysadmin), data: { enabled: false, oauth2ParamsInfos: [] } });
  await idp?.close();
});

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a system admin configures an OpenID Connect client; a new user signs in through it as tenant admin', async ({ page, request }) => {
  await login(page, 'sysadmin');
  await page.goto('/settings/oauth2');
  await expect(page.getByText(`${process.env.TESSERA_URL}/login/oauth2/code/`)).toBeVisible();
  await page.getByRole('button', { name: 'Add domains' }).click();
  await page.getByRole('textbox', { name: 'Domain name' }).fill('127.0.0.1');
  await pick(page, 'Redirect URI scheme', 'MIXED');
  await pick(page, 'Provider', 'Custom');
  await page.getByRole('textbox', { name: 'Client ID' }).fill(idp.clientId);
  await page.getByLabel('Client secret').fill(idp.clientSecret);
  await page.getByRole('textbox', { name: 'Authorization URI' }).fill(idp.uris.authorizationUri);
  await page.getByRole('textbox', { name: 'Access token URI' }).fill(idp.uris.accessTokenUri);
  await page.getByRole('textbox', { name: 'User info URI' }).fill(idp.uris.userInfoUri);
  await page.getByRole('textbox', { name: 'JSON Web Key URI' }).fill(idp.uris.jwkSetUri);
  await page.getByRole('textbox', { name: 'Login button label' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Login button label is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Login button label' }).fill('Test IdP');
  await page.getByRole('textbox', { name: 'Login button icon' }).fill('');
  await pick(page, 'Tenant name strategy', 'Custom pattern');
  await page.getByRole('textbox', { name: 'Tenant name pattern' }).fill('SSO %{family_name}');
  await page.getByLabel('Activate user').click();
  await page.getByLabel('Enable login with OAuth2').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Settings saved');
  // The secret was saved but is not shown again: "Change client secret" instead.
  await expect(page.getByLabel('Change client secret')).not.toBeChecked();
  await logout(page);

  await page.getByRole('link', { name: 'Login with Test IdP' }).click();
  // The provider's own login form, then its consent page.
  await page.locator('input[name="login"]').fill('dave');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await expect(page.getByText('Tenant administrator')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  const me = await (await request.get('/api/auth/user', { headers: auth(token!) })).json();
  expect(me).toMatchObject({ email: 'dave@sso.example.test', authority: 'TENANT_ADMIN', firstName: 'Dave', lastName: 'Doe' });
  const sysadmin = await apiToken(request, 'sysadmin');
  const tenant = await (await request.get(`/api/tenant/${me.tenantId.id}`, { headers: auth(sysadmin) })).json();
  expect(tenant.title).toBe('SSO Doe');
});

test("a sign-in cancelled at the provider lands on the login page's error dialog", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Login with Test IdP' }).click();
  await page.getByRole('link', { name: /Cancel/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText('End-User aborted interaction');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
