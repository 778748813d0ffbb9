import { type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

const card = (id: string, title: string) => ({
  id, bundleAlias: 'cards', typeAlias: 'html_card', type: 'static', sizeX: 6, sizeY: 4,
  config: { title, settings: { cardHtml: `<div>${title}</div>`, cardCss: '' } },
});

function editDashboard() {
  return {
    widgets: { a: card('a', 'Card A'), b: card('b', 'Card B') },
    states: {
      default: {
        name: 'Main', root: true,
        layouts: { main: { widgets: { a: { sizeX: 6, sizeY: 4, row: 0, col: 0 }, b: { sizeX: 6, sizeY: 4, row: 0, col: 12 } }, gridSettings: { columns: 24, margin: 10 } } },
      },
    },
    entityAliases: {}, filters: {}, settings: {},
  };
}

/** Drags from the centre of `from` by (dx, dy) with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + (dx * step) / 10, from.y + (dy * step) / 10);
  await page.mouse.up();
}

test('in edit mode widgets move, resize, copy and delete; Cancel undoes it all and Save keeps it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const created = await (await request.post('/api/dashboard', { headers: auth(token), data: { title: `Edit ${Date.now()}`, configuration: editDashboard() } })).json();
  const id = created.id.id as string;
  const stored = async () => (await (await request.get(`/api/dashboard/${id}`, { headers: auth(token) })).json()).configuration;
  const before = await stored();

  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  const a = page.getByRole('group', { name: 'Card A' });
  const b = page.getByRole('group', { name: 'Card B' });
  await expect(a).toBeVisible();
  await page.getByRole('button', { name: 'Edit dashboard' }).click();

  // Move A one widget-width to the right by its title bar, grow B by its corner handle.
  const boxA = (await a.boundingBox())!;
  await drag(page, { x: boxA.x + 40, y: boxA.y + 16 }, boxA.width + 20, 0);
  const handle = page.locator('.react-grid-item', { has: b }).locator('.react-resizable-handle');
  const boxHandle = (await handle.boundingBox())!;
  const boxB = (await b.boundingBox())!;
  await drag(page, { x: boxHandle.x + boxHandle.width / 2, y: boxHandle.y + boxHandle.height / 2 }, boxB.width / 2, boxB.height / 2);
  await expect.poll(async () => (await a.boundingBox())!.x).toBeGreaterThan(boxA.x + boxA.width / 2);
  await expect.poll(async () => (await b.boundingBox())!.width).toBeGreaterThan(boxB.width * 1.3);

  // Copy A, paste it, delete B after confirming.
  await a.getByRole('button', { name: 'Copy widget' }).click();
  await page.getByRole('button', { name: 'Paste widget' }).click();
  await expect(page.getByRole('group', { name: 'Card A' })).toHaveCount(2);
  await b.getByRole('button', { name: 'Delete widget' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(b).toHaveCount(0);

  // Cancel: the page and the stored dashboard are as before.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Card A' })).toHaveCount(1);
  await expect(b).toBeVisible();
  expect(await stored()).toEqual(before);

  // Again, then Save: the move is stored as a new column.
  await page.getByRole('button', { name: 'Edit dashboard' }).click();
  const again = (await a.boundingBox())!;
  await drag(page, { x: again.x + 40, y: again.y + 16 }, again.width + 20, 0);
  await expect.poll(async () => (await a.boundingBox())!.x).toBeGreaterThan(again.x + again.width / 2);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeVisible();
  const saved = await stored();
  expect(saved.states.default.layouts.main.widgets.a.col).toBeGreaterThan(0);
  // Whatever the grid pushed aside to make room, no two widgets overlap.
  const places = Object.values(saved.states.default.layouts.main.widgets) as { col: number; row: number; sizeX: number; sizeY: number }[];
  const overlap = (p: typeof places[number], q: typeof places[number]) =>
    p.col < q.col + q.sizeX && q.col < p.col + p.sizeX && p.row < q.row + q.sizeY && q.row < p.row + p.sizeY;
  expect(places.some((p, i) => places.some((q, j) => i < j && overlap(p, q)))).toBe(false);
});
