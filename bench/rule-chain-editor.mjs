// Rule chain editor figures in headless Chromium (run `npm run build` first; DIST_DIR picks another build):
//  1. the time from navigation until a chain of 1,000 nodes and 1,500 links is drawn (target < 1 s);
//  2. frame times while panning the canvas and while dragging a node (p50 / p95; target p95 < 16.7 ms);
//  3. auto-layout time of the chain in the layout worker (L), and of an imported chain without positions,
//     with the frame times meanwhile (the page stays responsive).
// The chain is created through the REST API. Prints figures, asserts nothing.
// Options: --nodes <n> (default 1000), --links <n> (default 1500), --runs <n> opens (default 3);
// BENCH_SCREENSHOT=<file.png> saves what the opened chain looks like.
import { chromium } from 'playwright-core';
import { chromiumOptions, frameStats, signIn, startServer } from './lib/server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const NODES = arg('nodes', 1000);
const LINKS = arg('links', 1500);
const RUNS = arg('runs', 3);
const COLUMNS = 40;

const ENGINE = 'org.thingsboard.rule.engine.';
// Nodes that start without scripts or outside connections, so the engine starts 1,000 of them quickly.
const KINDS = [
  { type: `${ENGINE}filter.TbMsgTypeFilterNode`, relations: ['True', 'False'], configuration: { messageTypes: ['POST_TELEMETRY_REQUEST'] } },
  { type: `${ENGINE}metadata.TbGetOriginatorFieldsNode`, relations: ['Success', 'Failure'], configuration: { fieldsMapping: { name: 'originatorName' } } },
  { type: `${ENGINE}telemetry.TbMsgTimeseriesNode`, relations: ['Success', 'Failure'], configuration: { defaultTTL: 0 } },
  { type: `${ENGINE}filter.TbMsgTypeSwitchNode`, relations: ['Post telemetry', 'Other'], configuration: { version: 0 } },
  { type: `${ENGINE}flow.TbAckNode`, relations: ['Success', 'Failure'], configuration: {} },
];

const json = { 'Content-Type': 'application/json' };

async function call(url, token, path, body) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST', headers: { ...json, 'X-Authorization': `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A grid of nodes, each linked to its right neighbour and, for the rest of the links, to the node below. */
function largeChain(ruleChainId) {
  const nodes = Array.from({ length: NODES }, (_, i) => {
    const kind = KINDS[i % KINDS.length];
    return {
      type: kind.type, name: `Node ${i + 1}`, debugMode: i % 50 === 0, configuration: kind.configuration,
      additionalInfo: { layoutX: 300 + (i % COLUMNS) * 240, layoutY: 100 + Math.floor(i / COLUMNS) * 110, description: '' },
    };
  });
  const connections = [];
  const relation = (i, k) => KINDS[i % KINDS.length].relations[k % 2];
  for (let i = 0; i + 1 < NODES && connections.length < LINKS; i++) {
    if ((i + 1) % COLUMNS !== 0) connections.push({ fromIndex: i, toIndex: i + 1, type: relation(i, 0) });
  }
  for (let i = 0; i + COLUMNS < NODES && connections.length < LINKS; i++) connections.push({ fromIndex: i, toIndex: i + COLUMNS, type: relation(i, 1) });
  return { ruleChainId, firstNodeIndex: 0, nodes, connections };
}

/** rAF deltas while `act` runs (the page draws as fast as it can; each delta is one frame), after one unmeasured run to warm up. */
async function frameTimes(page, act) {
  await act();
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    window.__frames = [];
    window.__recording = true;
    let last = performance.now();
    const step = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  await act();
  return page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
}

/** Time from `start` until the layout overlay has come and gone, with the frame times meanwhile (the page must stay responsive). */
async function layoutRun(page, start) {
  const t0 = Date.now();
  await start();
  await page.locator('[data-layout="running"]').waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const step = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (document.querySelector('[data-layout="running"]')) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  await page.locator('[data-layout="running"]').waitFor({ state: 'detached', timeout: 120_000 });
  const ms = Date.now() - t0;
  const frames = await page.evaluate(() => window.__frames.slice(1));
  return { ms, frames: frames.length > 0 ? frames : [0] };
}

const drawn = (page) => page.waitForFunction(
  ([nodes, links]) => {
    const rendered = [...document.querySelectorAll('.react-flow__node')];
    return rendered.length >= nodes + 1 && document.querySelectorAll('.react-flow__edge').length >= links
      && rendered.every((node) => node.style.visibility !== 'hidden');
  },
  [NODES, LINKS], { timeout: 60_000, polling: 'raf' },
);

async function drag(page, from, dx, dy, steps) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step++) await page.mouse.move(from.x + (dx * step) / steps, from.y + (dy * step) / steps);
  await page.mouse.up();
}

const fmt = (stats) => `p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms, max ${stats.max.toFixed(1)} ms`;

const { url, stop } = await startServer({ SIMULATOR: 'off' });
const browser = await chromium.launch(chromiumOptions);
try {
  const token = (await call(url, '', '/api/auth/login', { username: 'tenant@tessera.io', password: 'tenant' })).token;
  const chain = await call(url, token, '/api/ruleChain', { name: `Bench ${NODES} nodes` });
  const started = Date.now();
  const saved = await call(url, token, '/api/ruleChain/metadata', largeChain(chain.id));
  console.log(`Created a chain of ${saved.nodes.length} nodes and ${saved.connections.length} links through REST in ${Date.now() - started} ms`);

  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await signIn(page, url);
  // In the console: from another page, the router opens the chain (the console is already loaded).
  const inApp = [];
  const fullLoads = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${url}/home`);
    await page.getByRole('button', { name: 'Open user menu' }).waitFor();
    await page.waitForTimeout(300);
    const t0 = Date.now();
    await page.evaluate((path) => {
      window.history.pushState({ usr: null, key: `bench${Date.now()}`, idx: (window.history.state?.idx ?? 0) + 1 }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `/ruleChains/${chain.id.id}`);
    await drawn(page);
    inApp.push(Date.now() - t0);
  }
  // A fresh page load of the editor's URL, which also starts the whole console.
  for (let run = 0; run < RUNS; run++) {
    const t0 = Date.now();
    await page.goto(`${url}/ruleChains/${chain.id.id}`);
    await drawn(page);
    fullLoads.push(Date.now() - t0);
  }
  const list = (values) => values.map((ms) => `${ms} ms`).join(', ');
  console.log(`Open in the console (navigation until all ${NODES} nodes and ${LINKS} links are drawn): ${list(inApp)} (target < 1000 ms; the first run loads the editor's code)`);
  console.log(`Open by loading its URL (console start included): ${list(fullLoads)}`);
  // The error badges (one chain state request) load in the background after opening; frames are measured after.
  const t1 = Date.now();
  await page.locator('[data-node-status="ready"]').waitFor({ timeout: 120_000 });
  console.log(`Error badges of ${NODES} nodes loaded ${Date.now() - t1} ms after the chain was drawn`);

  if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
  const pane = await page.locator('.react-flow__pane').boundingBox();
  const centre = { x: pane.x + pane.width / 2, y: pane.y + pane.height / 2 };
  // Fitted to the view every node is on screen: the most to draw. The drag starts on the empty margin.
  const corner = { x: pane.x + 12, y: pane.y + 12 };
  const panFitted = await frameTimes(page, async () => {
    for (let i = 0; i < 4; i++) await drag(page, i % 2 ? { x: corner.x + 240, y: corner.y + 120 } : corner, i % 2 ? -240 : 240, i % 2 ? -120 : 120, 30);
  });
  console.log(`Pan, whole chain in view (${panFitted.length} frames): ${fmt(frameStats(panFitted))} (target p95 < 16.7 ms)`);

  // At the zoom people work at (1:1), with a part of the chain on screen.
  await page.evaluate(() => document.querySelector('.rce-canvas')?.focus());
  await page.mouse.move(centre.x, centre.y);
  for (let i = 0; i < 12 && (await page.evaluate(() => document.querySelector('.rce-canvas-far') !== null)); i++) {
    await page.keyboard.press('+');
    await page.waitForTimeout(200);
  }
  await page.waitForTimeout(300);
  const panClose = await frameTimes(page, async () => {
    for (let i = 0; i < 4; i++) await drag(page, i % 2 ? { x: corner.x + 400, y: corner.y + 200 } : corner, i % 2 ? -400 : 400, i % 2 ? -200 : 200, 30);
  });
  console.log(`Pan, zoomed in (${panClose.length} frames): ${fmt(frameStats(panClose))}`);

  const target = page.locator('.react-flow__node').filter({ hasText: /Node \d+/ }).nth(5);
  const box = await target.boundingBox();
  const dragFrames = await frameTimes(page, async () => {
    for (let i = 0; i < 4; i++) await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 + (i % 2 ? 120 : 0) }, 0, i % 2 ? -120 : 120, 30);
  });
  console.log(`Drag a node (${dragFrames.length} frames): ${fmt(frameStats(dragFrames))} (target p95 < 16.7 ms)`);

  // Auto-layout (L) of the open chain in the layout worker, one undo step; frames keep coming meanwhile.
  await page.evaluate(() => document.querySelector('.rce-canvas')?.focus());
  const relayout = await layoutRun(page, () => page.keyboard.press('l'));
  console.log(`Auto-layout of ${NODES} nodes and ${LINKS} links (L, in the layout worker): ${relayout.ms} ms; frames meanwhile: ${fmt(frameStats(relayout.frames))}`);

  // An imported chain without positions: it opens at once and is laid out in the worker.
  const bare = await call(url, token, '/api/ruleChain', { name: `Bench ${NODES} nodes, no layout` });
  const unplaced = largeChain(bare.id);
  for (const node of unplaced.nodes) node.additionalInfo = { description: '' };
  await call(url, token, '/api/ruleChain/metadata', unplaced);
  const imported = await layoutRun(page, () => page.goto(`${url}/ruleChains/${bare.id.id}`));
  console.log(`Open of an imported chain of ${NODES} nodes without positions until laid out: ${imported.ms} ms; frames meanwhile: ${fmt(frameStats(imported.frames))}`);
  await page.close();
} finally {
  await browser.close();
  stop();
}
