import { apiToken, auth, createActiveUser } from './api';
import { expect, login, menuLabels, test } from './fixtures';

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

test('a tenant admin continues as one of its customer users (login as user)', async ({ page }) => {
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('button', { name: 'Manage users: Demo Customer' }).click();
  await page.getByRole('button', { name: 'Login as user: customer@tessera.io' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-identity')).toContainText('Customer User');
  expect(await menuLabels(page)).toEqual(['Home', 'Assets', 'Devices', 'Entity Views', 'Dashboards']);
});
