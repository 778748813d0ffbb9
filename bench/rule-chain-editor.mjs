// Rule chain editor figures in headless Chromium (run `npm run build` first; DIST_DIR picks another build):
//  1. the time from navigation until a chain of 1,000 nodes and 1,500 links is drawn (target < 1 s);
//  2. frame times while panning the canvas and while dragging a node (p50 / p95; target p95 < 16.7 ms);
//  3. auto-layout time of the chain in the layout worker (L), and of an imported chain without positions,
//     with the frame times meanwhile (the page stays responsive).
// The chain is created through the REST API. Prints figures, asserts nothing.
// Options: --nodes <n> (default 1000), --links <n> (default 1500), --runs <n> opens (default 3), --no-layout (stop before 3.), --open-only (stop after 1.);
// BENCH_SCREENSHOT=<file.png> saves what the opened chain looks like; BENCH_TRACE=<dir> saves a Chromium trace of
// each measured move (open in chrome://tracing or Perfetto).
// Each frame figure is followed by the renderer main thread's busy time per frame (CDP Performance metrics:
// script, style recalculation, layout, other = paint, compositing and the rest), which is what a loaded machine
// disturbs least.
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

const METRICS = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'];
let cdp;
async function mainThread() {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.filter((m) => METRICS.includes(m.name)).map((m) => [m.name, m.value * 1000]));
}
let lastBusy = '';
/** The main thread's busy time per frame between two `mainThread()` samples. */
function busyPerFrame(before, after, frames) {
  const d = (name) => (after[name] - before[name]) / Math.max(1, frames);
  const other = d('TaskDuration') - d('ScriptDuration') - d('RecalcStyleDuration') - d('LayoutDuration');
  return `main thread per frame: task ${d('TaskDuration').toFixed(1)} ms = script ${d('ScriptDuration').toFixed(1)}, style ${d('RecalcStyleDuration').toFixed(1)}, layout ${d('LayoutDuration').toFixed(1)}, other ${other.toFixed(1)}`;
}
let traceCount = 0;

/** rAF deltas while `act` runs (the page draws as fast as it can; each delta is one frame), after one unmeasured run to warm up. */
async function frameTimes(page, act) {
  await act();
  await page.waitForTimeout(300);
  const before = await mainThread();
  const tracing = process.env.BENCH_TRACE;
  if (tracing) await page.context().browser().startTracing(page, { path: `${tracing}/rce-${++traceCount}.json`, screenshots: false });
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
  const frames = await page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
  if (tracing) await page.context().browser().stopTracing();
  lastBusy = busyPerFrame(before, await mainThread(), frames.length);
  return frames;
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
    const done = rendered.length >= nodes + 1 && document.querySelectorAll('.react-flow__edge').length >= links
      && rendered.every((node) => node.style.visibility !== 'hidden');
    if (done) window.__drawnAt = performance.now();
    return done;
  },
  [NODES, LINKS], { timeout: 60_000, polling: 'raf' },
);

async function drag(page, from, dx, dy, steps) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step++) await page.mouse.move(from.x + (dx * step) / steps, from.y + (dy * step) / steps);
  await page.mouse.up();
}

/**
 * Where an in-app open went, in ms after the navigation: the editor's marks (code loaded, load
 * started, responses in, graph built, canvas mounted), each request (start-end), and drawn.
 */
async function openBreakdown(page) {
  return page.evaluate(() => {
    const at = (t) => Math.round(t - performance.getEntriesByName('rce:navigate')[0].startTime);
    const marks = performance.getEntriesByType('mark').filter((m) => m.name !== 'rce:navigate').map((m) => `${m.name.slice(4)} ${at(m.startTime)}`);
    const requests = performance.getEntriesByType('resource')
      .filter((r) => /\/api\//.test(r.name))
      .map((r) => `${new URL(r.name).pathname.replace(/[0-9a-f-]{36}/, '{id}').replace(/^.*\/(?=[^/]+\.(js|css)$)/, '')} ${at(r.startTime)}-${at(r.responseEnd)}`);
    const seen = Object.entries(window.__seen).map(([name, t]) => `${name} ${at(t)}`);
    return `${[...marks, ...seen].join(', ')}; requests: ${requests.join(', ')}; drawn ${at(window.__drawnAt)}`;
  });
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
  cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await signIn(page, url);
  // In the console: from another page, the router opens the chain (the console is already loaded).
  const inApp = [];
  const breakdowns = [];
  const fullLoads = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${url}/home`);
    await page.getByRole('button', { name: 'Open user menu' }).waitFor();
    await page.waitForTimeout(300);
    const t0 = Date.now();
    await page.evaluate((path) => {
      performance.clearMarks();
      performance.clearResourceTimings();
      performance.mark('rce:navigate');
      // Each frame until drawn: when the nodes are in the page, shown, and when the links are.
      window.__seen = {};
      const look = (now) => {
        const seen = window.__seen;
        const node = document.querySelector('.react-flow__node:not(.react-flow__node-inputNode)');
        if (node && !seen.nodes) seen.nodes = now;
        if (node && node.style.visibility !== 'hidden' && !seen.shown) seen.shown = now;
        if (document.querySelector('.react-flow__edge') && !seen.links) seen.links = now;
        if (!seen.links) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
      window.history.pushState({ usr: null, key: `bench${Date.now()}`, idx: (window.history.state?.idx ?? 0) + 1 }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `/ruleChains/${chain.id.id}`);
    await drawn(page);
    inApp.push(Date.now() - t0);
    breakdowns.push(await openBreakdown(page));
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
  breakdowns.forEach((b, run) => console.log(`  open ${run + 1}: ${b}`));
  console.log(`Open by loading its URL (console start included): ${list(fullLoads)}`);
  if (process.argv.includes('--open-only')) process.exit(await browser.close().then(stop).then(() => 0));
  // The error badges (one chain state request, started with the chain's) come after the chain is drawn; frames are measured after.
  // Both times are the page's own (a mark when the errors are applied, the first frame with the chain drawn): a round trip
  // from here would wait out the first paint of the chain and count it.
  await page.locator('[data-node-status="ready"]').waitFor({ timeout: 120_000 });
  const badges = await page.evaluate(() => ({
    shown: performance.getEntriesByName('rce:node-errors').at(-1)?.startTime ?? Number.NaN,
    drawn: window.__drawnAt,
    state: performance.getEntriesByType('resource').filter((r) => r.name.includes('/state')).map((r) => `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ms`).join(', '),
  }));
  console.log(`Error badges of ${NODES} nodes shown ${Math.round(badges.shown - badges.drawn)} ms after the chain was drawn (the chain state request after the page load: ${badges.state}; drawn at ${Math.round(badges.drawn)} ms)`);

  if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
  const pane = await page.locator('.react-flow__pane').boundingBox();
  const centre = { x: pane.x + pane.width / 2, y: pane.y + pane.height / 2 };
  // Fitted to the view every node is on screen: the most to draw. The drag starts on the empty margin.
  const corner = { x: pane.x + 12, y: pane.y + 12 };
  const panFitted = await frameTimes(page, async () => {
    for (let i = 0; i < 4; i++) await drag(page, i % 2 ? { x: corner.x + 240, y: corner.y + 120 } : corner, i % 2 ? -240 : 240, i % 2 ? -120 : 120, 30);
  });
  console.log(`Pan, whole chain in view (${panFitted.length} frames): ${fmt(frameStats(panFitted))} (target p95 < 16.7 ms); ${lastBusy}`);

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
  console.log(`Pan, zoomed in (${panClose.length} frames): ${fmt(frameStats(panClose))}; ${lastBusy}`);

  // A node well inside the visible pane (the canvas also renders some nodes around the view).
  const box = await page.evaluate((area) => {
    const inside = [...document.querySelectorAll('.react-flow__node')].map((node) => node.getBoundingClientRect())
      .filter((r) => r.left > area.x + 100 && r.top > area.y + 100 && r.right < area.x + area.width - 300 && r.bottom < area.y + area.height - 300);
    const r = inside[5] ?? inside[0];
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  }, pane);
  const dragFrames = await frameTimes(page, async () => {
    for (let i = 0; i < 4; i++) await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 + (i % 2 ? 120 : 0) }, 0, i % 2 ? -120 : 120, 30);
  });
  console.log(`Drag a node (${dragFrames.length} frames): ${fmt(frameStats(dragFrames))} (target p95 < 16.7 ms); ${lastBusy}`);

  if (process.argv.includes('--no-layout')) process.exit(await browser.close().then(stop).then(() => 0));
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
