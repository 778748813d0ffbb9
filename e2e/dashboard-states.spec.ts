import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';
import { fakeMobileApp } from './mobileApp';

/** Two states: the thermostats table, and one thermostat's temperature opened from a row click. */
function statesDashboard() {
  const key = { name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#2196f3', settings: {} };
  const grid = { columns: 24, margin: 10 };
  return {
    entityAliases: {
      all: { id: 'all', alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } },
      selected: { id: 'selected', alias: 'Selected', filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null, defaultStateEntity: null } },
    },
    widgets: {
      table: {
        id: 'table', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest', sizeX: 12, sizeY: 6,
        config: {
          title: 'All thermostats', datasources: [{ type: 'entity', entityAliasId: 'all', dataKeys: [key] }], settings: {},
          actions: { rowClick: [{ id: 'open', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 'device', setEntityId: true }] },
        },
      },
      card: {
        id: 'card', bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 6, sizeY: 4,
        config: { title: 'Selected temperature', datasources: [{ type: 'entity', entityAliasId: 'selected', dataKeys: [key] }], settings: {} },
      },
    },
    states: {
      default: { name: 'Thermostats', root: true, layouts: { main: { widgets: { table: { sizeX: 12, sizeY: 6, row: 0, col: 0 } }, gridSettings: grid } } },
      device: { name: 'Device', root: false, layouts: { main: { widgets: { card: { sizeX: 6, sizeY: 4, row: 0, col: 0 } }, gridSettings: grid } } },
    },
    filters: {}, settings: {},
  };
}

test('a row click opens a dashboard state kept in the URL, reported to the mobile app, and the toolbar can be hidden', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const created = await (await request.post('/api/dashboard', { headers: auth(token), data: { title: `States ${Date.now()}`, configuration: statesDashboard() } })).json();
  const id = created.id.id as string;
  // The thermostats hold a known value.
  const devices = await (await request.get('/api/tenant/devices?pageSize=50&page=0&type=thermostat', { headers: auth(token) })).json();
  const t1 = devices.data.find((d: { name: string }) => d.name === 'Thermostat T1');
  await request.post(`/api/plugins/telemetry/DEVICE/${t1.id.id}/timeseries/ANY`, { headers: auth(token), data: { ts: Date.now() + 60_000, values: { temperature: 88.5 } } });

  await login(page, 'tenant');
  // Inside the mobile app: the WebView bridge records what the console reports.
  const reports = await fakeMobileApp(page);
  await page.goto(`/dashboards/${id}`);
  await expect.poll(async () => (await reports()).some((r) => r[0] === 'tbMobileDashboardLoadedHandler')).toBe(true);

  const table = page.getByRole('group', { name: 'All thermostats' });
  await table.getByRole('row', { name: /Thermostat T1/ }).click();
  const card = page.getByRole('group', { name: 'Selected temperature' });
  await expect(card).toContainText('88.50');
  await expect(page).toHaveURL(/[?&]state=/);
  await expect(page.getByRole('navigation').filter({ hasText: 'Thermostat T1' }).last()).toBeVisible();
  await expect.poll(async () => (await reports()).some((r) => r[0] === 'tbMobileDashboardStateNameHandler' && r[1] === 'Device')).toBe(true);

  // The app toggles the layout; the console answers with the layout state.
  await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'toggleDashboardLayout' }), '*'));
  await expect.poll(async () => (await reports()).some((r) => r[0] === 'tbMobileDashboardLayoutHandler')).toBe(true);

  // The state survives a reload; the breadcrumb returns to the root state.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Selected temperature' })).toContainText('88.50');
  await page.locator('.tessera-dashboard-toolbar').getByText('Thermostats', { exact: true }).click();
  await expect(table).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]state=/);

  // The dashboard select beside the title switches to another dashboard of the tenant.
  await page.locator('.tessera-dashboard-toolbar').getByRole('button', { name: 'Dashboards' }).click();
  const choices = page.getByRole('menu', { name: 'Dashboards' });
  await expect(choices.getByRole('menuitemradio', { name: 'Thermostats', exact: true })).toBeVisible();
  expect((await choices.boundingBox())!.width).toBeGreaterThanOrEqual(300);
  await choices.getByRole('menuitemradio', { name: 'Thermostats', exact: true }).click();
  await expect(page.locator('.tessera-dashboard-title')).toHaveText('Thermostats');
  await expect(page).not.toHaveURL(new RegExp(id));

  // hideToolbar and embedded trim the page to the grid.
  await page.goto(`/dashboards/${id}?hideToolbar=true`);
  await expect(table).toBeVisible();
  await expect(page.locator('.tessera-dashboard-toolbar')).toHaveCount(0);
  await page.goto(`/dashboards/${id}?embedded=true`);
  await expect(page.locator('.tessera-dashboard-toolbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit dashboard' })).toHaveCount(0);
});
