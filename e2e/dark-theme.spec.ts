import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, test } from './fixtures';

/**
 * The colour scheme chosen in the profile: remembered per user, applied before the first paint,
 * covering the shell, the pages, a dashboard with built-in widgets and the code editors; the
 * shell's text keeps WCAG AA contrast in both schemes. Screenshots go to SHOTS to be looked at.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/dark-theme';
const PASSWORD = 'Theme-123';

/** A tenant administrator of the demo tenant of its own, so the shared demo accounts keep light. */
async function createTenantAdmin(request: APIRequestContext): Promise<string> {
  const tenant = await (await request.get('/api/auth/user', { headers: auth(await apiToken(request, 'tenant')) })).json();
  const sysadmin = auth(await apiToken(request, 'sysadmin'));
  const email = `theme-${Date.now()}-${Math.floor(Math.random() * 1e6)}@tessera.io`;
  const created = await request.post('/api/user?sendActivationMail=false', {
    headers: sysadmin, data: { email, authority: 'TENANT_ADMIN', tenantId: tenant.tenantId, firstName: 'Dark', lastName: 'Mode' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { id: { id: string } }).id.id;
  const link = await (await request.get(`/api/user/${id}/activationLink`, { headers: sysadmin })).text();
  const activated = await request.post('/api/noauth/activate?sendActivationMail=false', {
    data: { activateToken: new URL(link).searchParams.get('activateToken'), password: PASSWORD },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  return email;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username (email)').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
}

interface Contrast { selector: string; text: string; color: string; background: string; ratio: number }

/**
 * WCAG 2 contrast of each matching element's text colour against the background it is painted
 * on (the nearest ancestor with an opaque-enough background; translucent layers are blended).
 */
async function contrasts(page: Page, selectors: string[]): Promise<Contrast[]> {
  return page.evaluate((sels) => {
    const parse = (value: string): number[] => {
      const m = /rgba?\(([^)]+)\)/.exec(value);
      if (!m) return [0, 0, 0, 0];
      const parts = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    const over = (top: number[], bottom: number[]) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    const background = (el: Element | null): number[] => {
      const layers: number[][] = [];
      for (let node = el; node; node = node.parentElement) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let result = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const luminance = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const out: { selector: string; text: string; color: string; background: string; ratio: number }[] = [];
    for (const selector of sels) {
      for (const el of Array.from(document.querySelectorAll(selector)).slice(0, 12)) {
        const text = (el as HTMLElement).innerText?.trim();
        if (!text || (el as HTMLElement).offsetParent === null) continue;
        const style = getComputedStyle(el);
        const bg = background(el);
        // Text with opacity (the toolbar's breadcrumb links) is drawn blended over its background.
        const fg = over([...parse(style.color).slice(0, 3), parse(style.color)[3] * Number(style.opacity)], bg);
        const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
        out.push({
          selector, text: text.slice(0, 40), color: `rgb(${fg.slice(0, 3).map(Math.round).join(',')})`,
          background: `rgb(${bg.slice(0, 3).map(Math.round).join(',')})`, ratio: Math.round(((l1 + 0.05) / (l2 + 0.05)) * 100) / 100,
        });
      }
    }
    return out;
  }, selectors);
}

/** The shell's text: side menu, top bar (breadcrumbs, user), the page's title and the table's cells. */
const SHELL_TEXT = [
  '.tb-menu-link', '.tb-breadcrumbs a', '.tb-crumb-current', '.tb-breadcrumb-heading', '.tb-user-name', '.tb-user-role',
  '.tb-table-title', '.tb-table-count', '.tb-table-head', '.tb-table-text',
];

async function luminanceOf(page: Page, selector: string, property: 'backgroundColor' | 'color'): Promise<number> {
  return page.locator(selector).first().evaluate((el, prop) => {
    const [r, g, b] = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el)[prop])![1].split(/[ ,/]+/).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  }, property);
}

async function saveThemeByApi(request: APIRequestContext, email: string, theme: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username: email, password: PASSWORD } });
  const headers = auth(((await login.json()) as { token: string }).token);
  const me = await (await request.get('/api/auth/user', { headers })).json();
  const saved = await request.post('/api/user?sendActivationMail=false', {
    headers, data: { ...me, additionalInfo: { ...me.additionalInfo, theme } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.describe('dark theme', () => {
  test('chosen in the profile, applied at once, remembered across reloads and on another browser', async ({ page, request, browser }) => {
    const email = await createTenantAdmin(request);
    await signIn(page, email);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.goto('/profile');
    await page.getByRole('button', { name: /Theme/ }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await luminanceOf(page, '.tb-card', 'backgroundColor')).toBeLessThan(0.25);
    expect(await luminanceOf(page, '.tb-card-title', 'color')).toBeGreaterThan(0.75);
    await page.screenshot({ path: `${SHOTS}/profile-dark.png`, fullPage: true });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: /Theme/ })).toContainText('Dark');

    // Stored with the user: a fresh browser (empty local storage) turns dark after signing in.
    const login = await request.post('/api/auth/login', { data: { username: email, password: PASSWORD } });
    const me = await (await request.get('/api/auth/user', { headers: auth(((await login.json()) as { token: string }).token) })).json();
    expect(me.additionalInfo.theme).toBe('dark');
    const other = await browser.newContext({ baseURL: process.env.TESSERA_URL });
    const second = await other.newPage();
    await second.goto('/login');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
    await signIn(second, email);
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    // ...and that browser remembers it from the first paint on, signed out too.
    await second.getByRole('button', { name: 'Open user menu' }).click();
    await second.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(second).toHaveURL(/\/login$/);
    await second.reload();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.getByLabel('Username (email)')).toBeVisible();
    expect(await luminanceOf(second, '.tb-login-card', 'backgroundColor')).toBeLessThan(0.25);
    await second.screenshot({ path: `${SHOTS}/login-dark.png` });
    await other.close();
  });

  test('follows the system when asked to', async ({ browser, request }) => {
    const email = await createTenantAdmin(request);
    await saveThemeByApi(request, email, 'system');
    for (const scheme of ['dark', 'light'] as const) {
      const context = await browser.newContext({ baseURL: process.env.TESSERA_URL, colorScheme: scheme });
      const page = await context.newPage();
      await signIn(page, email);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await context.close();
    }
  });
});

test.describe('both themes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${scheme}: the main pages, a drawer and the demo dashboard, with AA contrast on the shell`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const email = await createTenantAdmin(request);
      await saveThemeByApi(request, email, scheme);
      await signIn(page, email);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const dark = scheme === 'dark';
      const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${scheme}-${name}.png` });

      await page.goto('/home');
      await expect(page.getByTestId('side-menu')).toBeVisible();
      await shot('home');

      await page.goto('/devices');
      const row = page.getByRole('row', { name: /Thermostat T1/ });
      await expect(row).toBeVisible();
      await shot('devices');
      const low = (await contrasts(page, SHELL_TEXT)).filter((c) => c.ratio < 4.5);
      expect(low, JSON.stringify(low, null, 1)).toEqual([]);
      expect((await contrasts(page, ['.tb-table-text'])).length).toBeGreaterThan(3);
      const tableBg = await luminanceOf(page, '.tb-entity-table', 'backgroundColor').catch(() => luminanceOf(page, 'body', 'backgroundColor'));
      expect(dark ? tableBg < 0.3 : tableBg > 0.8, `table background luminance ${tableBg}`).toBe(true);

      await row.click();
      const drawer = page.getByRole('complementary', { name: /Thermostat T1/ });
      await expect(drawer).toBeVisible();
      await shot('device-drawer');
      const drawerBg = await luminanceOf(page, '.tb-drawer', 'backgroundColor');
      expect(dark ? drawerBg < 0.3 : drawerBg > 0.8, `drawer background luminance ${drawerBg}`).toBe(true);

      // A dialog with a Monaco editor: Attributes > Add attribute > JSON > full screen.
      await drawer.getByRole('tab', { name: 'Attributes' }).click();
      await drawer.getByRole('button', { name: /Entity attributes scope/ }).click();
      await page.getByRole('option', { name: 'Server attributes' }).click();
      await drawer.getByRole('button', { name: 'Add attribute' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /Value type/ }).click();
      await page.getByRole('option', { name: 'JSON' }).click();
      await dialog.getByRole('button', { name: 'Edit JSON in full screen' }).click();
      const editor = page.locator('.monaco-editor').last();
      await expect(editor).toBeVisible();
      await expect(editor).toHaveClass(dark ? /\bvs-dark\b/ : /\bvs\b/);
      await shot('code-editor');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.goto('/devices');

      await page.goto('/dashboards');
      await expect(page.getByRole('row', { name: /Thermostats/ })).toBeVisible();
      await shot('dashboards');

      const token = (await (await request.post('/api/auth/login', { data: { username: email, password: PASSWORD } })).json()).token;
      const list = await (await request.get('/api/tenant/dashboards?pageSize=50&page=0&textSearch=Thermostats', { headers: auth(token) })).json();
      const thermostats = list.data.find((d: { title: string }) => d.title === 'Thermostats');
      await page.goto(`/dashboards/${thermostats.id.id}`);
      await expect(page.locator('.tessera-widget').first()).toBeVisible();
      await page.waitForTimeout(1500); // charts draw on their next animation frames
      await shot('dashboard-thermostats');
      const widgetBg = await luminanceOf(page, '.tessera-widget', 'backgroundColor');
      expect(dark ? widgetBg < 0.3 : widgetBg > 0.8, `widget background luminance ${widgetBg}`).toBe(true);

      await page.goto('/ruleChains');
      await expect(page.getByRole('row', { name: /Root Rule Chain/ })).toBeVisible();
      await shot('rule-chains');
      const chains = await (await request.get('/api/ruleChains?pageSize=10&page=0', { headers: auth(token) })).json();
      await page.goto(`/ruleChains/${chains.data[0].id.id}`);
      await expect(page.locator('.rce-node').first()).toBeVisible();
      await shot('rule-chain-editor');
      const canvasBg = await luminanceOf(page, '.rce-canvas', 'backgroundColor');
      expect(dark ? canvasBg < 0.3 : canvasBg > 0.8, `rule chain canvas luminance ${canvasBg}`).toBe(true);

      await page.goto('/settings/home');
      await expect(page.getByRole('button', { name: 'Save' }).first()).toBeVisible();
      await shot('settings');

      await page.goto('/profile');
      await expect(page.getByRole('button', { name: /Theme/ })).toBeVisible();
      await shot('profile');
    });
  }
});
