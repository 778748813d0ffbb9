import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';
import { fakeMobileApp } from './mobileApp';

/** One state: a table in the main layout and a simple card in the right one, on grids of their own. */
function layoutsDashboard() {
  const key = { name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#2196f3', settings: {} };
  const datasources = [{ type: 'entity', entityAliasId: 'all', dataKeys: [key] }];
  return {
    entityAliases: {
      all: { id: 'all', alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } },
    },
    widgets: {
      table: { id: 'table', bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest', sizeX: 12, sizeY: 6, config: { title: 'Main table', datasources, settings: {} } },
      card: { id: 'card', bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', sizeX: 6, sizeY: 4, config: { title: 'Side card', datasources, settings: {} } },
    },
    states: {
      default: {
        name: 'Overview', root: true,
        layouts: {
          main: { widgets: { table: { sizeX: 12, sizeY: 6, row: 0, col: 0 } }, gridSettings: { columns: 24, margin: 10 } },
          right: { widgets: { card: { sizeX: 6, sizeY: 4, row: 0, col: 0 } }, gridSettings: { columns: 6, margin: 10, backgroundColor: '#dddddd' } },
        },
      },
    },
    filters: {}, settings: {},
  };
}

test('a state with a right layout shows it beside main on wide screens and one at a time on narrow ones', async ({ page, request, consoleErrors }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const created = await (await request.post('/api/dashboard', { headers: auth(token), data: { title: `Layouts ${Date.now()}`, configuration: layoutsDashboard() } })).json();
  const id = created.id.id as string;

  await login(page, 'tenant');
  const reports = await fakeMobileApp(page);
  await page.goto(`/dashboards/${id}`);
  const table = page.getByRole('group', { name: 'Main table' });
  const card = page.getByRole('group', { name: 'Side card' });
  const main = page.getByRole('region', { name: 'Main layout' });
  const right = page.getByRole('region', { name: 'Right layout' });

  // Wide: both layouts, the right one narrower and to the right of main.
  await expect(main.getByRole('group', { name: 'Main table' })).toBeVisible();
  await expect(right.getByRole('group', { name: 'Side card' })).toBeVisible();
  const mainBox = (await main.boundingBox())!;
  const rightBox = (await right.boundingBox())!;
  expect(rightBox.x).toBeGreaterThanOrEqual(mainBox.x + mainBox.width - 1);
  expect(rightBox.width).toBeLessThan(mainBox.width);
  expect(rightBox.width).toBeGreaterThanOrEqual(300);
  await expect(page.getByRole('button', { name: 'Show right layout' })).toHaveCount(0);
  await expect.poll(async () => (await reports()).find((r) => r[0] === 'tbMobileDashboardLoadedHandler')?.slice(1)).toEqual([true, false]);

  // Narrow: main alone, the toggle switches to the right layout and back.
  await page.setViewportSize({ width: 420, height: 800 });
  await expect(table).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Show right layout' }).click();
  await expect(card).toBeVisible();
  await expect(table).toHaveCount(0);
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.width).toBeGreaterThan(300);
  await expect.poll(async () => (await reports()).filter((r) => r[0] === 'tbMobileDashboardLayoutHandler').at(-1)?.[1]).toBe(true);
  await page.getByRole('button', { name: 'Show main layout' }).click();
  await expect(table).toBeVisible();
  await expect(card).toHaveCount(0);

  // The mobile app's toggle does the same and hears back which layout is open.
  await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'toggleDashboardLayout' }), '*'));
  await expect(card).toBeVisible();
  await expect.poll(async () => (await reports()).filter((r) => r[0] === 'tbMobileDashboardLayoutHandler').at(-1)?.[1]).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('in edit mode the selected layout receives new widgets, and saving keeps both layouts', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const created = await (await request.post('/api/dashboard', { headers: auth(token), data: { title: `Layouts edit ${Date.now()}`, configuration: layoutsDashboard() } })).json();
  const id = created.id.id as string;
  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  await page.getByRole('button', { name: 'Edit dashboard' }).click();

  // The right layout is picked by its toggle (keyboard reachable); Add widget then puts the card there.
  const rightToggle = page.getByRole('button', { name: 'Right layout' });
  await rightToggle.focus();
  await page.keyboard.press('Enter');
  await expect(rightToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Main layout' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Simple card/ }).click();
  // Its configuration dialog opens; the widget is already placed, closing keeps its defaults.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Right layout' }).getByRole('group', { name: 'Simple card' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeVisible();

  const saved = await (await request.get(`/api/dashboard/${id}`, { headers: auth(token) })).json();
  const layouts = saved.configuration.states.default.layouts;
  expect(Object.keys(layouts.right.widgets)).toHaveLength(2);
  expect(Object.keys(layouts.main.widgets)).toEqual(['table']);
  expect(layouts.right.gridSettings.columns).toBe(6);
});
