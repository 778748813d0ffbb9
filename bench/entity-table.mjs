// Renders the customers table with 10,000 rows in one page (the server's answer is replaced
// in the browser so the figure is the console's own) and prints the time to first rows and
// the frame times while scrolling through them. Run `npm run build` first.
import { chromium } from 'playwright-core';
import { chromiumOptions, frameStats as stats, signIn, startServer } from './lib/server.mjs';

const ROWS = Number(process.env.ROWS ?? 10_000);
const SCROLL_MS = 3000;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: { entityType: 'CUSTOMER', id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` },
  createdTime: 1_700_000_000_000 - i * 1000, tenantId: { entityType: 'TENANT', id: 't' },
  title: `Customer ${String(i).padStart(5, '0')}`, email: `customer${i}@example.com`, country: 'Germany', city: 'Berlin',
  additionalInfo: {},
}));
const body = JSON.stringify({ data: rows, totalPages: 1, totalElements: ROWS, hasNext: false });

const { url, stop } = await startServer();
const browser = await chromium.launch(chromiumOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.route(/\/api\/customers\?/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  await signIn(page, url);

  const started = Date.now();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('row', { name: /Customer 00000/ }).first().waitFor();
  const renderMs = Date.now() - started;
  const rendered = await page.locator('.tb-table-body [role=row]').count();

  // speed: px per second, or 'all' to sweep every row in the duration (a new window each frame).
  const scrollFrames = (speed) => page.evaluate(async ({ duration, speed }) => {
    const body = document.querySelector('.tb-table-body');
    body.scrollTop = 0;
    const deltas = [];
    const start = performance.now();
    let last = start;
    await new Promise((resolve) => {
      const step = (now) => {
        deltas.push(now - last);
        last = now;
        const max = body.scrollHeight - body.clientHeight;
        if (speed === 'all') body.scrollTop = ((now - start) / duration) * max;
        else if (speed > 0) body.scrollTop = Math.min(max, ((now - start) / 1000) * speed);
        if (now - start < duration) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    body.scrollTop = body.scrollHeight;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return deltas.slice(1);
  }, { duration: SCROLL_MS, speed });
  const idle = stats(await scrollFrames(0));
  const steady = stats(await scrollFrames(3000));
  const f = stats(await scrollFrames('all'));
  const reachedEnd = await page.getByRole('row', { name: new RegExp(`Customer ${String(ROWS - 1).padStart(5, '0')}`) }).count();
  const line = (label, x) => `  ${label}: ${(1000 / x.mean).toFixed(1)} fps; frame time mean ${x.mean.toFixed(1)} ms, p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, max ${x.max.toFixed(1)} ms`;

  console.log(`Entity table, ${ROWS} rows in one page (Chromium headless, 1440x900):`);
  console.log(`  navigation to first rows: ${renderMs} ms; rows in the DOM: ${rendered}`);
  console.log(line('no scrolling (baseline of this browser)', idle));
  console.log(line('steady scroll at 3,000 px/s', steady));
  console.log(line(`sweep through all ${ROWS} rows in ${SCROLL_MS} ms (all rows new every frame)`, f));
  console.log(`  last row rendered at the end: ${reachedEnd > 0 ? 'yes' : 'no'}`);
} finally {
  await browser.close();
  stop();
}
