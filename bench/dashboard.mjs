// Dashboard figures in headless Chromium (run `npm run build` first):
//  1. the time from navigation until a 20-widget dashboard has drawn its first data;
//  2. with 50 chart widgets fed at 10,000 updates per second in total by the server's device
//     simulator, the frames per second and long tasks over 30 s, and the JS heap before and after.
// Targets: interactive in 2 s or less; 55 fps or more; heap flat. Prints figures, asserts nothing.
// Options: --duration <s> (default 30), --rate <updates/s> (default 10000), --charts <n> (default 50).
import { chromium } from 'playwright-core';
import { chromiumOptions, frameStats, signIn, startServer } from './lib/server.mjs';
import { numberArg, sampleFrames, simulatedDevices, tenantToken } from './lib/browserBench.mjs';

const arg = numberArg;
const DURATION_S = arg('duration', 30);
const RATE = arg('rate', 10_000);
const CHARTS = arg('charts', 50);

const json = { 'Content-Type': 'application/json' };

const WIDGET_TYPES = [
  ['charts', 'basic_timeseries', 'timeseries'], ['cards', 'simple_card', 'latest'], ['digital_gauges', 'gauge_justgage', 'latest'],
  ['charts', 'basic_timeseries', 'timeseries'], ['cards', 'timeseries_table', 'timeseries'],
];

/** A ThingsBoard dashboard: one alias and one widget per device, `perRow` widgets a row. */
function dashboardOf(devices, typeOf, perRow) {
  const widgets = {};
  const entityAliases = {};
  const layout = {};
  const size = Math.floor(24 / perRow);
  devices.forEach((device, i) => {
    const [bundleAlias, typeAlias, type] = typeOf(i);
    const id = `w${i}`;
    entityAliases[`a${i}`] = { id: `a${i}`, alias: device.name, filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: device.id } };
    widgets[id] = {
      id, bundleAlias, typeAlias, type, sizeX: size, sizeY: size,
      config: {
        title: `${device.name} ${typeAlias}`, showTitle: true, useDashboardTimewindow: true, showLegend: false,
        datasources: [{ type: 'entity', entityAliasId: `a${i}`, dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#2196f3', settings: {} }] }],
        settings: {},
      },
    };
    layout[id] = { sizeX: size, sizeY: size, col: (i % perRow) * size, row: Math.floor(i / perRow) * size };
  });
  return {
    widgets, entityAliases, filters: {}, settings: {},
    states: { default: { name: 'Bench', root: true, layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10 } } } } },
    timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 60_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 1000 } },
  };
}

async function saveDashboard(url, token, title, configuration) {
  const response = await fetch(`${url}/api/dashboard`, { method: 'POST', headers: { ...json, 'X-Authorization': `Bearer ${token}` }, body: JSON.stringify({ title, configuration }) });
  return (await response.json()).id.id;
}

async function signedInPage(browser, url, viewport) {
  const page = await browser.newPage({ viewport });
  await signIn(page, url);
  return page;
}

const waitForData = (page, count) => page.waitForFunction(
  (n) => document.querySelectorAll('.tessera-widget[data-has-data="true"]').length >= n, count, { timeout: 60_000, polling: 'raf' },
);

async function heapMb(client) {
  await client.send('HeapProfiler.collectGarbage');
  const { usedSize } = await client.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

const browser = await chromium.launch(chromiumOptions);
try {
  // 1. Time to first data of a 20-widget dashboard.
  {
    const { url, stop } = await startServer({ SIMULATOR_DEVICES: '20' });
    try {
      const token = await tenantToken(url);
      const devices = await simulatedDevices(url, token, 20);
      const id = await saveDashboard(url, token, 'Bench 20', dashboardOf(devices, (i) => WIDGET_TYPES[i % WIDGET_TYPES.length], 4));
      const page = await signedInPage(browser, url, { width: 1920, height: 2400 });
      const runs = [];
      for (let run = 0; run < 3; run++) {
        const started = Date.now();
        await page.goto(`${url}/dashboard/${id}`);
        await waitForData(page, 20);
        runs.push(Date.now() - started);
      }
      console.log(`20-widget dashboard, navigation to first data in every widget: ${runs.map((ms) => `${ms} ms`).join(', ')} (target <= 2000 ms; first run includes bundle loading)`);
      await page.close();
    } finally {
      stop();
    }
  }

  // 2. 50 charts at RATE updates per second in total.
  {
    const { url, stop } = await startServer({ SIMULATOR_DEVICES: String(CHARTS), SIMULATOR_RATE: String(RATE) });
    try {
      const token = await tenantToken(url);
      const devices = await simulatedDevices(url, token, CHARTS);
      const id = await saveDashboard(url, token, `Bench ${CHARTS} charts`, dashboardOf(devices, () => WIDGET_TYPES[0], 6));
      // Tall enough that every chart is on screen: off-screen widgets would pause and flatter the figure.
      const page = await signedInPage(browser, url, { width: 1920, height: 3000 });
      const client = await page.context().newCDPSession(page);
      await page.goto(`${url}/dashboard/${id}`);
      await waitForData(page, CHARTS);
      const visible = await page.evaluate(() => [...document.querySelectorAll('.tessera-widget')].filter((el) => el.getBoundingClientRect().bottom <= innerHeight).length);
      await page.waitForTimeout(3000);
      const heapBefore = await heapMb(client);
      const result = await sampleFrames(page, DURATION_S * 1000);
      const heapAfter = await heapMb(client);
      const frames = frameStats(result.deltas);
      console.log(`${CHARTS} charts (${visible} on screen), ${RATE} updates/s in total, ${DURATION_S} s:`);
      console.log(`  ${(result.frames / (result.elapsed / 1000)).toFixed(1)} fps (target >= 55); frame time p50 ${frames.p50.toFixed(1)} ms, p95 ${frames.p95.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms`);
      console.log(`  long tasks: ${result.longTasks.length}, ${result.longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms in total`);
      console.log(`  JS heap after GC: ${heapBefore.toFixed(1)} MB before, ${heapAfter.toFixed(1)} MB after (target: flat)`);
      await page.close();
    } finally {
      stop();
    }
  }
} finally {
  await browser.close();
}
