// Sandboxed widget types in headless Chromium (run `npm run build` first):
//  1. time from navigation until a dashboard of 20 tenant widget types, each running its own
//     controller in the widget sandbox, has rendered and shown data in every widget;
//  2. with the server's simulator feeding 10,000 updates per second across the 20 devices, the
//     console's frames per second and long tasks, and how many data updates the controllers got.
// Targets: first render under 1.5 s; 55 fps or more. Prints figures, asserts nothing.
// Options: --duration <s> (default 20), --rate <updates/s> (default 10000), --widgets <n> (default 20).
import { chromium } from 'playwright-core';
import { chromiumOptions, frameStats, signIn, startServer } from './lib/server.mjs';
import { numberArg, sampleFrames, simulatedDevices, tenantToken } from './lib/browserBench.mjs';

const arg = numberArg;
const DURATION_S = arg('duration', 20);
const RATE = arg('rate', 10_000);
const WIDGETS = arg('widgets', 20);

const json = { 'Content-Type': 'application/json' };

async function call(url, token, path, body) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST', headers: { ...json, 'X-Authorization': `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// A timeseries controller as tenants write them: the latest value, a point count and a small bar
// sparkline of the last 40 points, redrawn on every data update.
const CONTROLLER = `
self.onInit = function () {
  self.updates = 0;
  self.received = 0;
  self.lastTs = 0;
  self.value = self.ctx.$container.find('.value');
  self.count = self.ctx.$container.find('.count');
  self.bars = self.ctx.$container.find('.bars')[0];
  for (var i = 0; i < 40; i++) self.bars.appendChild(document.createElement('i'));
};
self.onDataUpdated = function () {
  self.updates++;
  var series = self.ctx.data[0];
  if (!series || !series.data.length) return;
  var points = series.data;
  for (var k = points.length - 1; k >= 0 && points[k][0] > self.lastTs; k--) self.received++;
  self.lastTs = points[points.length - 1][0];
  self.value.text(self.ctx.utils.formatValue(points[points.length - 1][1], 1, '°C', true));
  self.count.text(points.length + ' points, ' + self.received + ' received, ' + self.updates + ' updates');
  var bars = self.bars.children, from = Math.max(0, points.length - 40);
  for (var i = 0; i < 40; i++) {
    var p = points[from + i];
    bars[i].style.height = p ? Math.max(1, Math.min(100, Number(p[1]))) + '%' : '0';
  }
};`;

function bundleFile(count) {
  return {
    widgetsBundle: { alias: `bench_sandbox_${Date.now()}`, title: 'Bench sandboxed widgets', image: null, description: null },
    widgetTypes: Array.from({ length: count }, (_, i) => ({
      alias: `sandboxed_${i}`, name: `Sandboxed ${i}`, image: null, description: null,
      descriptor: {
        type: 'timeseries', sizeX: 6, sizeY: 4, resources: [],
        templateHtml: '<div class="card"><div class="value">-</div><div class="count"></div><div class="bars"></div></div>',
        templateCss: `.card{font:14px sans-serif;color:hsl(${i * 18},60%,35%)} .value{font-size:24px} .bars{display:flex;align-items:flex-end;height:60px;gap:1px} .bars i{flex:1;background:currentColor}`,
        controllerScript: CONTROLLER, settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}',
      },
    })),
  };
}

function dashboardOf(devices, types) {
  const widgets = {};
  const entityAliases = {};
  const layout = {};
  devices.forEach((device, i) => {
    const id = `w${i}`;
    entityAliases[`a${i}`] = { id: `a${i}`, alias: device.name, filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: device.id } };
    widgets[id] = {
      id, bundleAlias: types[i].bundleAlias, typeAlias: types[i].alias, isSystemType: false, type: 'timeseries', sizeX: 6, sizeY: 4,
      config: {
        title: `${device.name}`, showTitle: true, useDashboardTimewindow: true, showLegend: false, settings: {},
        datasources: [{ type: 'entity', entityAliasId: `a${i}`, dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#2196f3', settings: {} }] }],
      },
    };
    layout[id] = { sizeX: 6, sizeY: 4, col: (i % 4) * 6, row: Math.floor(i / 4) * 4 };
  });
  return {
    widgets, entityAliases, filters: {}, settings: {},
    states: { default: { name: 'Bench', root: true, layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10 } } } } },
    timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 60_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 1000 } },
  };
}

async function setup(url, count) {
  const token = await tenantToken(url);
  const devices = await simulatedDevices(url, token, count);
  const imported = await call(url, token, '/api/tessera/widgetsBundle/import', bundleFile(count));
  const dashboard = await call(url, token, '/api/dashboard', { title: 'Bench sandboxed', configuration: dashboardOf(devices, imported.widgetTypes) });
  return dashboard.id.id;
}

/** Every sandboxed widget rendered (its onInit ran) and holding data. */
const waitForRendered = (page, count) => page.waitForFunction(
  (n) => document.querySelectorAll('.tessera-widget[data-has-data="true"] .tessera-sandboxed-widget[data-rendered="true"]').length >= n,
  count, { timeout: 60_000, polling: 'raf' },
);

/** Every widget frame shows a value drawn by its controller. */
async function waitForValues(page, count) {
  for (;;) {
    const frames = page.frames().filter((f) => f.url().endsWith('/widget-sandbox.html'));
    const shown = await Promise.all(frames.map((f) => f.evaluate(() => document.querySelector('.value')?.textContent ?? '-').catch(() => '-')));
    if (shown.filter((text) => text !== '-').length >= count) return;
    await new Promise((r) => setTimeout(r, 5));
  }
}

const browser = await chromium.launch(chromiumOptions);
try {
  {
    const { url, stop } = await startServer({ SIMULATOR_DEVICES: String(WIDGETS) });
    try {
      const id = await setup(url, WIDGETS);
      const page = await browser.newPage({ viewport: { width: 1920, height: 1400 } });
      await signIn(page, url);
      const rendered = [];
      const drawn = [];
      const cells = [];
      for (let run = 0; run < 3; run++) {
        const started = Date.now();
        await page.goto(`${url}/dashboard/${id}`);
        await page.waitForFunction((n) => document.querySelectorAll('.tessera-sandboxed-widget').length >= n, WIDGETS, { timeout: 60_000, polling: 'raf' });
        cells.push(Date.now() - started);
        await waitForRendered(page, WIDGETS);
        rendered.push(Date.now() - started);
        await waitForValues(page, WIDGETS);
        drawn.push(Date.now() - started);
      }
      console.log(`${WIDGETS} sandboxed widget types, navigation to every controller rendered with data: ${rendered.map((ms) => `${ms} ms`).join(', ')} (target < 1500 ms; first run loads the bundles)`);
      console.log(`  of which the console's own start until all ${WIDGETS} sandbox frames exist: ${cells.map((ms) => `${ms} ms`).join(', ')}`);
      console.log(`  ... and to every frame showing its drawn value: ${drawn.map((ms) => `${ms} ms`).join(', ')}`);
      await page.close();
    } finally {
      stop();
    }
  }
  {
    const { url, stop } = await startServer({ SIMULATOR_DEVICES: String(WIDGETS), SIMULATOR_RATE: String(RATE) });
    try {
      const id = await setup(url, WIDGETS);
      const page = await browser.newPage({ viewport: { width: 1920, height: 1400 } });
      // A loaded machine serves the login page slowly while the simulator runs flat out.
      page.setDefaultTimeout(300_000);
      await page.goto(`${url}/login`, { waitUntil: 'domcontentloaded' });
      await signIn(page, url);
      await page.goto(`${url}/dashboard/${id}`);
      await waitForRendered(page, WIDGETS);
      await page.waitForTimeout(3000);
      // What the controllers got: their onDataUpdated calls, and the new points they received.
      const countsOf = async () => {
        const frames = page.frames().filter((f) => f.url().endsWith('/widget-sandbox.html'));
        const counts = await Promise.all(frames.map((f) => f.evaluate(() => {
          const text = document.querySelector('.count')?.textContent ?? '';
          return [Number(/(\d+) updates/.exec(text)?.[1] ?? 0), Number(/(\d+) received/.exec(text)?.[1] ?? 0)];
        }).catch(() => [0, 0])));
        return counts.reduce((sum, [u, p]) => [sum[0] + u, sum[1] + p], [0, 0]);
      };
      const [updatesBefore, pointsBefore] = await countsOf();
      const result = await sampleFrames(page, DURATION_S * 1000);
      const [updatesAfter, pointsAfter] = await countsOf();
      const frames = frameStats(result.deltas);
      const seconds = result.elapsed / 1000;
      console.log(`${WIDGETS} sandboxed widgets, ${RATE} updates/s in total, ${DURATION_S} s:`);
      console.log(`  ${(result.frames / seconds).toFixed(1)} fps (target >= 55); frame time p50 ${frames.p50.toFixed(1)} ms, p95 ${frames.p95.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms`);
      console.log(`  long tasks: ${result.longTasks.length}, ${result.longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms in total`);
      console.log(`  bridge: ${((pointsAfter - pointsBefore) / seconds).toFixed(0)} new points/s reached the controllers (of ${RATE} written/s by the simulator on this machine),`);
      console.log(`          ${((updatesAfter - updatesBefore) / seconds).toFixed(0)} onDataUpdated calls/s across the widgets (at most one per widget per frame; the rest is coalesced)`);
      await page.close();
    } finally {
      stop();
    }
  }
} finally {
  await browser.close();
}
