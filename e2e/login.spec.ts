import { readFileSync } from 'node:fs';
import { apiToken, auth, createActiveUser } from './api';
import { ACCOUNTS, expect, login, menuLabels, test } from './fixtures';

test.describe('login page', () => {
  test('lists external sign-in providers with their logos and the or-divider', async ({ page, request }) => {
    const sysadmin = await apiToken(request, 'sysadmin');
    // OAuth2 configuration (ThingsBoard 3.3's shape) for the domain the tests use, 127.0.0.1.
    const client = (label: string, icon: string, platforms: string[]) => ({
      loginButtonLabel: label, loginButtonIcon: icon, platforms, clientId: 'id', clientSecret: 'secret',
      authorizationUri: 'https://idp.example.com/auth', accessTokenUri: 'https://idp.example.com/token',
      userInfoUri: 'https://idp.example.com/me', scope: ['openid', 'email'], userNameAttributeName: 'email',
      clientAuthenticationMethod: 'BASIC', additionalInfo: { providerName: label },
      mapperConfig: { type: 'BASIC', allowUserCreation: false, activateUser: false,
        basic: { emailAttributeKey: 'email', tenantNameStrategy: 'DOMAIN' } },
    });
    const save = (clients: unknown[]) => request.post('/api/oauth2/config', {
      headers: auth(sysadmin),
      data: { enabled: clients.length > 0, oauth2ParamsInfos: clients.length ? [{ domainInfos: [{ name: '127.0.0.1', scheme: 'MIXED' }], mobileInfos: [], clientRegistrations: clients }] : [] },
    });
    expect((await save([
      client('Google', 'google-logo', ['WEB']),
      client('GitHub', 'github-logo', ['WEB']),
      client('Mobile only', 'apple-logo', ['ANDROID']),
    ])).ok()).toBe(true);
    try {
      await page.goto('/login');
      await expect(page.getByRole('link', { name: 'Login with Google' })).toHaveAttribute('href', /^\/oauth2\/authorization\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('link', { name: 'Login with GitHub' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login with Mobile only' })).toHaveCount(0);
      await expect(page.getByRole('separator')).toHaveText('or');
    } finally {
      await save([]);
    }
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('separator')).toHaveCount(0);
  });

  test('a loginError query opens an alert titled with the error', async ({ page }) => {
    await page.goto('/login?loginError=Provider%20refused%20the%20sign-in');
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByRole('heading')).toHaveText('Provider refused the sign-in');
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('signs in from accessToken and refreshToken query parameters', async ({ page, request }) => {
    const pair = await (await request.post('/api/auth/login', { data: { username: 'customer@tessera.io', password: 'customer' } })).json();
    await page.goto(`/login?accessToken=${pair.token}&refreshToken=${pair.refreshToken}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-identity')).toContainText('Customer User');
  });

  test('signs in from username and password query parameters', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await page.goto(`/login?username=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-identity')).toContainText('Ada Lovelace');
  });
});

test.describe('login page loading', () => {
  const de = JSON.parse(readFileSync(new URL('../core/i18n/locale.constant-de_DE.json', import.meta.url), 'utf8'));

  test('a signed-out visit loads the login form alone, in the stored language, compressed; the console follows sign-in', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('TB-lang', 'de_DE'));
    const files: { url: string; type: string; encoding?: string }[] = [];
    page.on('response', (response) => files.push({
      url: new URL(response.url()).pathname, type: response.request().resourceType(), encoding: response.headers()['content-encoding'],
    }));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: de.login['login-to-account'] })).toBeVisible();
    await expect(page.getByLabel(de.login.password, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const before = [...files];
    const code = before.filter((f) => f.type === 'script' || f.type === 'stylesheet');
    // One stylesheet and one script, in either order (their names carry content hashes).
    expect(code).toHaveLength(2);
    expect(code.map((f) => f.url)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/main-\w+\.css$/), expect.stringMatching(/^\/assets\/main-\w+\.js$/)]));
    const strings = before.filter((f) => f.url.startsWith('/assets/locale/'));
    expect(strings.map((f) => f.url)).toEqual([expect.stringMatching(/^\/assets\/locale\/login-de_DE-[a-f0-9]+\.json$/)]);
    expect(strings[0].encoding).toBe('br');

    await page.getByLabel(de.login.username).fill(ACCOUNTS.tenant.username);
    await page.getByLabel(de.login.password, { exact: true }).fill(ACCOUNTS.tenant.password);
    await page.getByRole('button', { name: de.login.login, exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('side-menu').getByRole('link', { name: de.home.home, exact: true })).toBeVisible();
    expect(files.some((f) => /^\/assets\/app-\w+\.css$/.test(f.url))).toBe(true);
    expect(files.some((f) => f.url === '/assets/locale/locale.constant-de_DE.json')).toBe(true);
  });

  test('a right-to-left language turns the login page around', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('TB-lang', 'fa_IR'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: JSON.parse(readFileSync(new URL('../core/i18n/locale.constant-fa_IR.json', import.meta.url), 'utf8')).login.login, exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/login-rtl.png' });
  });
});

test('a tenant admin continues as one of its customer users (login as user)', async ({ page }) => {
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('button', { name: 'Manage users: Demo Customer' }).click();
  await page.getByRole('button', { name: 'Login as user: customer@tessera.io' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-identity')).toContainText('Customer User');
  expect(await menuLabels(page)).toEqual(['Home', 'Assets', 'Devices', 'Entity Views', 'Dashboards']);
});
