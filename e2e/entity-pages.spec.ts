import { mkdirSync } from 'node:fs';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/*
 * Every drawer tab of every entity page, as each role that sees the page: each tab shows
 * content (a form, rows, a chart or an empty state with its message), never a blank area.
 * One login per role; screenshots go to test-results/entity-pages/ to be looked at.
 */

interface EntityPage {
  /** Side-menu link (with the path it leads to), or only a path to open directly. */
  menu?: string;
  path: string;
  /** Text of the row whose drawer is opened. */
  row: string;
  /** The table's title. */
  table: string;
}

/** Where the screenshots go (test-results/ is wiped by every Playwright run in this tree). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/entity-pages';
const VIEW = `Entity page view ${Date.now()}`;
const ASSET = `Entity page asset ${Date.now()}`;
/** Made by this spec, so the newest: first in tables sorted by created time, whatever other specs added. */
const DEVICE = `Entity page device ${Date.now()}`;
let customerId = '';
let tenantId = '';

const PAGES: Record<'sysadmin' | 'tenant' | 'customer', () => EntityPage[]> = {
  sysadmin: () => [
    { menu: 'Tenants', path: '/tenants', row: 'Tessera Demo', table: 'Tenants' },
    { menu: 'Tenant profiles', path: '/tenantProfiles', row: 'Default', table: 'Tenant profiles' },
    { path: `/tenants/${tenantId}/users`, row: 'tenant@tessera.io', table: 'Tenant admins' },
  ],
  tenant: () => [
    { menu: 'Customers', path: '/customers', row: 'Demo Customer', table: 'Customers' },
    { path: `/customers/${customerId}/users`, row: 'customer@tessera.io', table: 'Customer users' },
    { path: `/customers/${customerId}/devices`, row: DEVICE, table: 'Devices' },
    { path: `/customers/${customerId}/assets`, row: ASSET, table: 'Assets' },
    { menu: 'Assets', path: '/assets', row: 'Building A', table: 'Assets' },
    { menu: 'Devices', path: '/devices', row: DEVICE, table: 'Devices' },
    { menu: 'Device profiles', path: '/deviceProfiles', row: 'thermostat', table: 'Device profiles' },
    { menu: 'Entity Views', path: '/entityViews', row: VIEW, table: 'Entity Views' },
  ],
  customer: () => [
    { menu: 'Assets', path: '/assets', row: ASSET, table: 'Assets' },
    { menu: 'Devices', path: '/devices', row: DEVICE, table: 'Devices' },
    { menu: 'Entity Views', path: '/entityViews', row: VIEW, table: 'Entity Views' },
  ],
};

/** The tab panel shows something a user can read or use. */
async function expectContent(panel: Locator, tab: string): Promise<void> {
  await expect(panel, `${tab} is blank`).toHaveText(/\S/);
  await expect(panel).not.toContainText(/coming soon/i);
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  if (tab.endsWith(' Details')) await expect(panel.locator('input, textarea').first(), 'Details shows its form').toBeVisible();
}

async function openDrawer(page: Page, entry: EntityPage): Promise<Locator> {
  if (entry.menu) await page.getByTestId('side-menu').getByRole('link', { name: entry.menu, exact: true }).click();
  else await page.goto(entry.path);
  await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
  const table = page.getByRole('region', { name: entry.table, exact: true });
  await expect(table.locator('.tb-table-progress [role="progressbar"]')).toHaveCount(0);
  await table.getByRole('cell', { name: entry.row, exact: true }).first().click();
  const drawer = page.locator('aside.tb-drawer');
  await expect(drawer).toBeVisible().catch(async (error: unknown) => {
    await page.screenshot({ path: `${SHOTS}/failed-${entry.path.replace(/\W/g, '')}.png` });
    throw error;
  });
  return drawer;
}

async function checkRole(browser: Browser, role: keyof typeof PAGES): Promise<string[]> {
  const context = await browser.newContext({ baseURL: process.env.TESSERA_URL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await login(page, role);
  const seen: string[] = [];
  for (const entry of PAGES[role]()) {
    const drawer = await openDrawer(page, entry);
    const tabs = drawer.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const names = (await tabs.allInnerTexts()).map((name) => name.trim());
    for (const name of names) {
      await drawer.getByRole('tab', { name, exact: true }).click();
      const panel = drawer.getByRole('tabpanel', { name, exact: true });
      await expectContent(panel, `${role} ${entry.menu ?? entry.path} ${name}`);
      await page.screenshot({ path: `${SHOTS}/${role}-${(entry.menu ?? entry.path.split('/').filter((part) => part && !/^[0-9a-f-]{36}$/.test(part)).join('-')).replace(/\s/g, '')}-${name.replace(/\s/g, '')}.png` });
      seen.push(`${entry.menu ?? entry.path}: ${name}`);
    }
    await drawer.getByRole('button', { name: 'Close' }).first().click();
  }
  await context.close();
  expect(errors).toEqual([]);
  return seen;
}

test.describe('entity pages', () => {
  test.beforeAll(async ({ request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await apiToken(request, 'tenant');
    const customerToken = await apiToken(request, 'customer');
    const me = await (await request.get('/api/auth/user', { headers: auth(customerToken) })).json();
    customerId = me.customerId.id;
    tenantId = me.tenantId.id;
    const device = await (await request.get('/api/tenant/devices?deviceName=Thermostat%20T1', { headers: auth(token) })).json();
    const view = await request.post('/api/entityView', {
      headers: auth(token),
      data: { name: VIEW, type: 'thermostat view', entityId: device.id, keys: { timeseries: ['temperature'], attributes: { cs: [], ss: [], sh: [] } } },
    });
    expect(view.ok(), await view.text()).toBe(true);
    const asset = await request.post('/api/asset', { headers: auth(token), data: { name: ASSET, type: 'room' } });
    expect(asset.ok()).toBe(true);
    const own = await request.post('/api/device', { headers: auth(token), data: { name: DEVICE, type: 'default' } });
    expect(own.ok(), await own.text()).toBe(true);
    for (const path of [`/api/customer/${customerId}/asset/${(await asset.json()).id.id}`, `/api/customer/${customerId}/entityView/${(await view.json()).id.id}`,
      `/api/customer/${customerId}/device/${(await own.json()).id.id}`]) {
      expect((await request.post(path, { headers: auth(token) })).ok()).toBe(true);
    }
  });

  for (const role of ['sysadmin', 'tenant', 'customer'] as const) {
    test(`as ${role}, every drawer tab of every entity page shows content`, async ({ browser }) => {
      test.setTimeout(180_000);
      const seen = await checkRole(browser, role);
      expect(seen.filter((tab) => tab.endsWith(': Details'))).toHaveLength(PAGES[role]().length);
    });
  }
});
