// Cold load of the login page in Chromium, 5 runs (fresh browser context each: empty cache):
// bytes transferred (compressed, as on the wire), requests, and time from navigation start until
// the password field is visible, counted up to that moment; medians printed with the targets.
// Run `npm run build` first (DIST_DIR picks another build). Flags: --runs N
import { chromium } from 'playwright-core';
import { chromiumOptions, startServer } from './lib/server.mjs';
import { flags } from './lib/transportServer.mjs';

const TARGETS = { kb: 150, requests: 12, ms: 250 };
const opts = flags({ runs: 5 });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function coldLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  let formShown = false;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!formShown) requests.set(event.requestId, { url: event.request.url, bytes: 0, type: event.type });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  await page.goto(`${url}/login`, { waitUntil: 'commit' });
  await page.getByLabel('Password', { exact: true }).waitFor({ state: 'visible' });
  formShown = true;
  // Time from navigation start, read in the page at the moment the field became visible.
  const ms = await page.evaluate(() => performance.now());
  // Bodies still streaming when the form showed count with what they had transferred.
  await page.waitForTimeout(50);
  const list = [...requests.values()];
  await context.close();
  return {
    ms,
    requests: list.length,
    bytes: list.reduce((sum, r) => sum + r.bytes, 0),
    files: list.filter((r) => r.type === 'Script' || r.type === 'Stylesheet').length,
    list,
  };
}

const { url, stop } = await startServer({ SIMULATOR: 'off' });
const browser = await chromium.launch(chromiumOptions);
try {
  // One warm-up load, so that the server's own first-request costs are not counted.
  await coldLoad(browser, url);
  const runs = [];
  for (let i = 0; i < opts.runs; i++) {
    const run = await coldLoad(browser, url);
    runs.push(run);
    console.log(`run ${i + 1}: ${(run.bytes / 1024).toFixed(1)} KB in ${run.requests} requests (${run.files} JS/CSS files), password field visible at ${run.ms.toFixed(0)} ms`);
  }
  const kb = median(runs.map((r) => r.bytes)) / 1024;
  const requests = median(runs.map((r) => r.requests));
  const files = median(runs.map((r) => r.files));
  const ms = median(runs.map((r) => r.ms));
  const verdict = (value, target) => (value <= target ? 'meets' : 'MISSES');
  console.log(`median: ${kb.toFixed(1)} KB transferred (target <= ${TARGETS.kb} KB: ${verdict(kb, TARGETS.kb)}), ` +
    `${requests} requests (target <= ${TARGETS.requests}: ${verdict(requests, TARGETS.requests)}; ${files} of them JS/CSS), ` +
    `password field at ${ms.toFixed(0)} ms (target <= ${TARGETS.ms} ms: ${verdict(ms, TARGETS.ms)})`);
  const largest = [...runs.at(-1).list].sort((a, b) => b.bytes - a.bytes).slice(0, 8);
  console.log('largest transfers of the last run:');
  for (const r of largest) console.log(`  ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(r.url).pathname}`);
} finally {
  await browser.close();
  stop();
}
