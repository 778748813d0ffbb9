import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page } from '@playwright/test';
import mqtt from 'mqtt';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/*
 * Tenant widget types with their own controller, template and CSS (ThingsBoard's format) run in
 * the widget sandbox: an `allow-scripts` iframe without same-origin, fed over the widget bridge
 * (architecture.md, Trust).
 */

type Json = Record<string, any>;

async function post(request: APIRequestContext, token: string, url: string, data: unknown): Promise<Json> {
  const response = await request.post(url, { headers: auth(token), data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return text ? JSON.parse(text) as Json : {};
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** A dashboard of the given widgets, one below the other, with one device alias. */
async function dashboard(request: APIRequestContext, token: string, title: string, widgets: Json[], deviceId?: string): Promise<string> {
  const layout = Object.fromEntries(widgets.map((w, i) => [w.id, { sizeX: 12, sizeY: 4, row: Math.floor(i / 2) * 4, col: (i % 2) * 12 }]));
  const configuration = {
    entityAliases: deviceId ? { dev: { id: 'dev', alias: 'Device', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: deviceId } } } } : {},
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])), filters: {}, settings: {},
    timewindow: { realtime: { timewindowMs: 300000 }, aggregation: { type: 'NONE', limit: 500 } },
    states: { default: { name: title, root: true, layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10 } } } } },
  };
  return (await post(request, token, '/api/dashboard', { title: `${title} ${unique()}`, configuration })).id.id;
}

/** The frame of a sandboxed widget type, by the type's name. */
const frameOf = (page: Page, typeName: string) => page.frameLocator(`iframe[title="Widget ${typeName}"]`);

const PROBE = `
self.onInit = function () {
  var out = {};
  function attempt(name, fn) {
    try { var value = fn(); out[name] = 'got ' + JSON.stringify(value === undefined ? null : value); }
    catch (e) { out[name] = 'blocked ' + e.name; }
  }
  attempt('localStorage', function () { return localStorage.length + ':' + Object.keys(localStorage).join(','); });
  attempt('sessionStorage', function () { return sessionStorage.length; });
  attempt('cookie', function () { return document.cookie; });
  attempt('parentDocument', function () { return parent.document.title; });
  attempt('parentWrite', function () { parent.document.body.innerHTML = 'owned'; return 'written'; });
  attempt('topLocation', function () { return top.location.href; });
  attempt('topNavigate', function () { top.location.href = '/probe-navigated'; return 'navigated'; });
  attempt('indexedDB', function () { return indexedDB.open('probe') && 'opened'; });
  function render() { self.ctx.$container.find('.probe').text(JSON.stringify(out)); }
  render();
  fetch('/api/widget-sandbox-probe', { credentials: 'include' }).then(
    function (r) { out.fetch = 'got ' + r.status; render(); },
    function (e) { out.fetch = 'blocked ' + e.name; render(); }
  );
  try {
    var x = new XMLHttpRequest(); x.open('GET', '/api/widget-sandbox-probe-xhr'); x.withCredentials = true;
    x.onload = function () { out.xhr = 'got ' + x.status; render(); };
    x.onerror = function () { out.xhr = 'blocked error'; render(); };
    x.send();
  } catch (e) { out.xhr = 'blocked ' + e.name; render(); }
};`;

test('a tenant widget type cannot reach the console\'s storage, cookies, document, location or API', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const bundle = await post(request, token, '/api/widgetsBundle', { title: `Probe bundle ${unique()}` });
  const type = await post(request, token, '/api/widgetType', {
    bundleAlias: bundle.alias, alias: 'probe', name: 'Probe',
    descriptor: {
      type: 'static', sizeX: 8, sizeY: 4, resources: [], templateHtml: '<pre class="probe">starting</pre>', templateCss: '.probe { white-space: pre-wrap; }',
      controllerScript: PROBE, settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{"settings":{}}',
    },
  });
  const id = await dashboard(request, token, 'Probe', [{
    id: 'probe', bundleAlias: type.bundleAlias, typeAlias: type.alias, isSystemType: false, type: 'static', sizeX: 12, sizeY: 4,
    config: { title: 'Probe', settings: {}, datasources: [] },
  }]);
  // A request the browser refused before sending (CSP) fails; one that reached the server has a response.
  const answered: string[] = [];
  const refused: string[] = [];
  page.on('response', (r) => { if (r.url().includes('widget-sandbox-probe')) answered.push(r.url()); });
  page.on('requestfailed', (r) => { if (r.url().includes('widget-sandbox-probe')) refused.push(r.failure()?.errorText ?? ''); });
  await login(page, 'tenant');
  const storedBefore = await page.evaluate(() => Object.keys(localStorage).sort());
  await page.goto(`/dashboards/${id}`);
  const dashboardUrl = page.url();
  const probe = frameOf(page, 'Probe').locator('.probe');
  await expect(probe).toContainText('"fetch"');
  await expect(probe).toContainText('"xhr"');
  const results = JSON.parse(await probe.innerText()) as Record<string, string>;
  // Each attempt is refused (or sees an empty, opaque-origin value), and none sees a token.
  expect(results.localStorage).toMatch(/^blocked/);
  expect(results.sessionStorage).toMatch(/^blocked/);
  expect(results.cookie).toMatch(/^(blocked|got "")/);
  expect(results.parentDocument).toBe('blocked SecurityError');
  expect(results.parentWrite).toBe('blocked SecurityError');
  expect(results.topLocation).toBe('blocked SecurityError');
  expect(results.topNavigate).toMatch(/^blocked/);
  expect(results.indexedDB).toMatch(/^blocked/);
  expect(results.fetch).toMatch(/^blocked/);
  expect(results.xhr).toMatch(/^blocked/);
  expect(JSON.stringify(results)).not.toMatch(/eyJ|token/i);
  // No request left the frame, and the console is as it was.
  expect(answered).toEqual([]);
  expect(refused.every((reason) => /blocked|csp/i.test(reason)), refused.join()).toBe(true);
  expect(page.url()).toBe(dashboardUrl);
  await expect(page.getByRole('group', { name: 'Probe' })).toBeVisible();
  expect(await page.evaluate(() => document.body.innerHTML.includes('owned'))).toBe(false);
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(storedBefore);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('widget-sandbox-probe.png') });
});

const BUNDLE_FILE = fileURLToPath(new URL('./widget-sandbox.bundle.json', import.meta.url));

test('an imported ThingsBoard bundle: every kind renders live data from a real device, a throwing controller shows its error', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'tenant');
  const file = JSON.parse(readFileSync(BUNDLE_FILE, 'utf8')) as Json;
  file.widgetsBundle.alias = `sandbox_kinds_${unique()}`;
  file.widgetsBundle.title = `Sandboxed kinds ${unique()}`;
  const imported = await post(request, token, '/api/tessera/widgetsBundle/import', file);
  const types = Object.fromEntries((imported.widgetTypes as Json[]).map((t) => [t.name, t]));
  expect(Object.keys(types)).toHaveLength(6);

  // A real device: telemetry over MQTT, answers RPC over MQTT, and an alarm.
  const device = await post(request, token, '/api/device', { name: `Sandbox feeder ${unique()}`, type: 'sandbox' });
  const credentials = await (await request.get(`/api/device/${device.id.id}/credentials`, { headers: auth(token) })).json();
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${process.env.TESSERA_MQTT_PORT}`, { username: credentials.credentialsId, reconnectPeriod: 0 });
  try {
    await client.subscribeAsync('v1/devices/me/rpc/request/+');
    client.on('message', (topic, payload) => {
      const requestId = topic.split('/').at(-1);
      const body = JSON.parse(payload.toString()) as { method: string; params: unknown };
      void client.publishAsync(`v1/devices/me/rpc/response/${requestId}`, JSON.stringify({ method: body.method, pin: (body.params as { pin: number }).pin, state: 'on' }));
    });
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 20.5, humidity: 40 }), { qos: 1 });
    await post(request, token, '/api/alarm', { originator: device.id, type: 'Overheat', severity: 'CRITICAL', status: 'ACTIVE_UNACK' });

    const widget = (name: string, config: Json) => {
      const t = types[name];
      const defaults = JSON.parse(t.descriptor.defaultConfig) as Json;
      return { id: t.alias, bundleAlias: t.bundleAlias, typeAlias: t.alias, isSystemType: false, type: t.descriptor.type, sizeX: 12, sizeY: 4, config: { ...defaults, title: name, ...config } };
    };
    const key = (name: string, type: string, label: string) => ({ name, type, label, color: '#2196f3', settings: {} });
    const id = await dashboard(request, token, 'Sandboxed kinds', [
      widget('Sandboxed timeseries', { datasources: [{ type: 'entity', entityAliasId: 'dev', dataKeys: [key('temperature', 'timeseries', 'Temperature')] }] }),
      widget('Sandboxed latest', { datasources: [{ type: 'entity', entityAliasId: 'dev', dataKeys: [key('humidity', 'timeseries', 'Humidity')] }] }),
      widget('Sandboxed RPC', { targetDeviceAliasIds: ['dev'] }),
      widget('Sandboxed alarm', { alarmSource: { type: 'entity', entityAliasId: 'dev', dataKeys: ['type', 'severity', 'status'].map((n) => key(n, 'alarm', n)) } }),
      widget('Sandboxed static', {}),
      widget('Sandboxed throwing', {}),
    ], device.id.id);

    await login(page, 'tenant');
    await page.goto(`/dashboards/${id}`);
    await expect(frameOf(page, 'Sandboxed timeseries').locator('.count')).toHaveText('Temperature: 1 points');
    await expect(frameOf(page, 'Sandboxed timeseries').locator('.last')).toHaveText('last 20.5 °C');
    await expect(frameOf(page, 'Sandboxed latest').locator('.latest')).toHaveText('Humidity = 40.0 %');
    await expect(frameOf(page, 'Sandboxed RPC').locator('.rpc')).toHaveText('device says {"method":"getState","pin":7,"state":"on"}');
    await expect(frameOf(page, 'Sandboxed alarm').locator('.alarm')).toHaveText('Overheat / CRITICAL / ACTIVE_UNACK');
    await expect(frameOf(page, 'Sandboxed static').locator('.greeting')).toHaveText('Hello from the sandbox');
    await expect(frameOf(page, 'Sandboxed static').locator('.size')).toHaveText('sized');
    const throwing = page.getByRole('group', { name: 'Sandboxed throwing' });
    await expect(throwing.getByRole('alert')).toContainText('Widget error');
    await expect(throwing.getByRole('alert')).toContainText('Error: Controller exploded on purpose');

    // Live: new telemetry reaches the sandboxed controllers without a reload.
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 22.25, humidity: 41.5 }), { qos: 1 });
    await expect(frameOf(page, 'Sandboxed timeseries').locator('.count')).toHaveText('Temperature: 2 points');
    await expect(frameOf(page, 'Sandboxed timeseries').locator('.last')).toHaveText('last 22.3 °C');
    await expect(frameOf(page, 'Sandboxed latest').locator('.latest')).toHaveText('Humidity = 41.5 %');

    // No blank cell: every widget shows its rendered frame or an error tile.
    for (const name of Object.keys(types)) {
      const cell = page.getByRole('group', { name });
      await expect(cell.locator('.tessera-sandboxed-widget[data-rendered="true"], [role="alert"]')).toHaveCount(1);
    }
    await page.screenshot({ path: test.info().outputPath('widget-sandbox-kinds.png'), fullPage: true });
  } finally {
    await client.endAsync();
  }
});

test('the palette lists server widget types grouped by bundle, filters by name, and adds a sandboxed type that renders', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const file = JSON.parse(readFileSync(BUNDLE_FILE, 'utf8')) as Json;
  file.widgetsBundle.alias = `palette_${unique()}`;
  file.widgetsBundle.title = `Palette kinds ${unique()}`;
  await post(request, token, '/api/tessera/widgetsBundle/import', file);
  const id = await dashboard(request, token, 'Palette', []);
  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  await page.getByRole('button', { name: 'Edit dashboard' }).click();
  await page.getByRole('button', { name: 'Add widget' }).first().click();
  const palette = page.getByRole('dialog');
  await expect(palette.getByRole('region', { name: file.widgetsBundle.title })).toBeVisible();
  // System bundles are there too, under their titles.
  await expect(palette.getByRole('region', { name: 'Charts' })).toBeVisible();
  await page.waitForTimeout(500); // the dialog's entry animation, for the screenshot only
  await page.screenshot({ path: test.info().outputPath('widget-sandbox-palette-all.png') });
  await palette.getByRole('searchbox').fill('sandboxed st');
  const group = palette.getByRole('region', { name: file.widgetsBundle.title });
  await expect(group.getByRole('button', { name: /Sandboxed static/ })).toBeVisible();
  await expect(group.getByRole('button')).toHaveCount(1);
  await expect(palette.getByRole('region', { name: 'Charts' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('widget-sandbox-palette.png') });
  await group.getByRole('button', { name: /Sandboxed static/ }).click();
  await expect(frameOf(page, 'Sandboxed static').locator('.greeting')).toHaveText('Hello from the sandbox');
});

test('table cell functions and a customPretty header action run in the sandbox', async ({ page, request, consoleErrors }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const device = await post(request, token, '/api/device', { name: `Cell functions ${unique()}`, type: 'sandbox' });
  await post(request, token, `/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 31.25 });
  const id = await dashboard(request, token, 'Cell functions', [{
    id: 'table', bundleAlias: 'cards', typeAlias: 'entities_table', isSystemType: true, type: 'latest', sizeX: 12, sizeY: 4,
    config: {
      title: 'Cells', settings: { enableSearch: true, displayPagination: true, defaultPageSize: 10 },
      datasources: [{
        type: 'entity', entityAliasId: 'dev', dataKeys: [{
          name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#2196f3',
          settings: {
            useCellContentFunction: true, cellContentFunction: "var s; try { s = localStorage.length; } catch (e) { s = e.name; }\nreturn '<b>' + Number(value).toFixed(1) + ' degrees</b> ' + s;",
            useCellStyleFunction: true, cellStyleFunction: "return Number(value) > 30 ? { color: 'rgb(211, 47, 47)', backgroundImage: 'url(/api/leak)' } : {};",
          },
        }],
      }],
      actions: {
        headerButton: [{
          id: 'pretty', name: 'Details', type: 'customPretty',
          customHtml: '<div class="details"><h2 class="who"></h2><p class="storage"></p></div>',
          customCss: '.details h2 { color: rgb(46, 125, 50); }',
          customFunction: "$container.find('.who').text('Shown by ' + widgetContext.widgetTitle + ' for ' + (entityName || 'the widget'));\n"
            + "var s; try { s = localStorage.length; } catch (e) { s = 'no storage: ' + e.name; }\n$container.find('.storage').text(s);",
        }],
      },
    },
  }], device.id.id);
  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  const table = page.getByRole('group', { name: 'Cells' });
  const cell = table.getByRole('cell', { name: /31\.3 degrees/ });
  // The content function's HTML arrives as text; the console's storage is out of its reach.
  await expect(cell).toHaveText('31.3 degrees SecurityError');
  await expect(cell).toHaveCSS('color', 'rgb(211, 47, 47)');
  await expect(cell).toHaveCSS('background-image', 'none');

  await table.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog');
  const frame = page.frameLocator('iframe[title="Widget Details"]');
  await expect(frame.locator('.who')).toHaveText('Shown by Details for the widget');
  await expect(frame.locator('.who')).toHaveCSS('color', 'rgb(46, 125, 50)');
  await expect(frame.locator('.storage')).toHaveText('no storage: SecurityError');
  await page.screenshot({ path: test.info().outputPath('widget-sandbox-pretty.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

/** A tenant widget type of its own bundle, through the REST API. */
async function widgetType(request: APIRequestContext, token: string, name: string, descriptor: Json): Promise<Json> {
  const bundle = await post(request, token, '/api/widgetsBundle', { title: `${name} bundle ${unique()}` });
  return post(request, token, '/api/widgetType', {
    bundleAlias: bundle.alias, alias: name.toLowerCase().replace(/\W+/g, '_'), name,
    descriptor: { type: 'static', sizeX: 8, sizeY: 4, resources: [], templateCss: '', settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{"settings":{}}', ...descriptor },
  });
}

const placed = (type: Json, id: string, config: Json = {}) => ({
  id, bundleAlias: type.bundleAlias, typeAlias: type.alias, isSystemType: false, type: type.descriptor.type, sizeX: 12, sizeY: 4,
  config: { title: type.name, settings: {}, datasources: [], ...config },
});

/** Serves a script and a stylesheet on 127.0.0.1 (nothing from the internet); other paths are 404. */
async function resourceServer(): Promise<{ server: Server; base: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/lib/greeter.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.Greeter = { greet: function (n) { return "Hello " + n + " from greeter.js"; } };');
    else if (req.url === '/lib/greeter.css') res.writeHead(200, { 'content-type': 'text/css' }).end('.greeting { border-left: 6px solid rgb(1, 2, 3); padding-left: 6px; }');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { server, base: `http://127.0.0.1:${address.port}`, hits };
}

const THEMED = `
self.onInit = function () {
  var c = self.ctx.$container;
  c.find('.greeting').text(Greeter.greet('sandbox') + ' / ' + LibraryHelper.shout('library'));
  self.onThemeChanged();
};
self.onThemeChanged = function () { self.ctx.$container.find('.theme').text('theme ' + self.ctx.theme); };`;

test('a type\'s resources load in its frame in order (external URLs and the resources library), a failing one names its URL; the theme follows the console', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'tenant');
  const { server, base, hits } = await resourceServer();
  try {
    const library = await post(request, token, '/api/resource', {
      title: `Helper ${unique()}`, resourceType: 'JS_MODULE', fileName: `helper-${unique()}.js`,
      data: Buffer.from('window.LibraryHelper = { shout: function (s) { return s.toUpperCase() + "!"; } };').toString('base64'),
    });
    const themed = await widgetType(request, token, 'Themed greeter', {
      resources: [{ url: `${base}/lib/greeter.js` }, { url: `${base}/lib/greeter.css` }, { url: `/api/resource/${library.id.id}` }],
      templateHtml: '<div class="card"><p class="greeting">waiting</p><p class="theme"></p></div>',
      templateCss: '.card { color: var(--tb-text-color); background: var(--tb-background-color); height: 100%; padding: 8px; box-sizing: border-box; }',
      controllerScript: THEMED,
    });
    const missing = await widgetType(request, token, 'Missing resource', {
      resources: [{ url: `${base}/lib/missing.js` }, { url: `${base}/lib/greeter.js` }],
      templateHtml: '<p>never</p>', controllerScript: 'self.onInit = function () {};',
    });
    const id = await dashboard(request, token, 'Resources', [placed(themed, 'themed'), placed(missing, 'missing')]);
    await page.emulateMedia({ colorScheme: 'light' });
    await login(page, 'tenant');
    await page.goto(`/dashboards/${id}`);
    const frame = frameOf(page, 'Themed greeter');
    await expect(frame.locator('.greeting')).toHaveText('Hello sandbox from greeter.js / LIBRARY!');
    await expect(frame.locator('.greeting')).toHaveCSS('border-left-color', 'rgb(1, 2, 3)');
    await expect(frame.locator('.theme')).toHaveText('theme light');
    await expect(frame.locator('.card')).toHaveCSS('color', 'rgba(0, 0, 0, 0.87)');
    // The failing resource is named; what follows it is never fetched.
    const tile = page.getByRole('group', { name: 'Missing resource' }).getByRole('alert');
    await expect(tile).toContainText(`Failed to load resource ${base}/lib/missing.js`);
    expect(hits.filter((h) => h === '/lib/greeter.js')).toHaveLength(1);
    await page.getByRole('group', { name: 'Themed greeter' }).screenshot({ path: test.info().outputPath('widget-sandbox-light.png') });

    // The console turns dark (the system's scheme): the running widget hears of it.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(frame.locator('.theme')).toHaveText('theme dark');
    await expect(frame.locator('.card')).toHaveCSS('color', 'rgba(255, 255, 255, 0.87)');
    await expect(frame.locator('.card')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(frame.locator('html')).toHaveClass(/tb-theme-dark/);
    await page.getByRole('group', { name: 'Themed greeter' }).screenshot({ path: test.info().outputPath('widget-sandbox-dark.png') });
    await page.screenshot({ path: test.info().outputPath('widget-sandbox-resources-dark.png') });
  } finally {
    server.close();
  }
});

const CLICKER = `
self.onInit = function () {
  self.ctx.$container.find('.go').on('click', function (event) {
    var descriptors = self.ctx.actionsApi.getActionDescriptors('elementClick');
    self.ctx.actionsApi.handleWidgetAction(event, descriptors[0], null, 'the big button');
  });
};
self.actionSources = function () { return { elementClick: { name: 'On the big button', multiple: true } }; };
self.typeParameters = function () { return { maxDatasources: 1, maxDataKeys: 1 }; };`;

test('a controller\'s actionSources and typeParameters reach the widget editor, and its handleWidgetAction runs the configured action', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const clicker = await widgetType(request, token, 'Clicker', {
    type: 'latest', templateHtml: '<button class="go">Go</button>', controllerScript: CLICKER,
  });
  const id = await dashboard(request, token, 'Actions', [placed(clicker, 'clicker', {
    datasources: [{ type: 'function', name: 'f', dataKeys: [{ name: 'f(x)', type: 'function', label: 'One', color: '#f44336', settings: {}, funcBody: 'return 1;' }] }],
    actions: { elementClick: [{ id: 'show', name: 'Show it', type: 'customPretty', customHtml: '<p class="shown">Raised by the sandboxed controller</p>', customCss: '', customFunction: '' }] },
  })]);
  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);
  await frameOf(page, 'Clicker').locator('.go').click();
  const dialog = page.getByRole('dialog');
  await expect(page.frameLocator('iframe[title="Widget Show it"]').locator('.shown')).toHaveText('Raised by the sandboxed controller');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The type's own action source is offered in the Actions tab; its limits hold in the Data tab.
  await page.getByRole('button', { name: 'Edit dashboard' }).click();
  await page.getByRole('group', { name: 'Clicker' }).getByRole('button', { name: 'Edit widget' }).click();
  const config = page.getByRole('dialog');
  await config.getByRole('tab', { name: 'Actions' }).click();
  await expect(config.getByRole('heading', { name: 'On the big button' })).toBeVisible();
  await expect(config.getByRole('heading', { name: 'Widget header button' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('widget-sandbox-action-sources.png') });
  await config.getByRole('tab', { name: 'Data' }).click();
  await expect(config.getByRole('button', { name: 'Add datasource' })).toBeDisabled();
  await config.getByRole('textbox', { name: 'Key' }).fill('second');
  await expect(config.getByRole('button', { name: 'Add key' })).toBeDisabled();
});

const LOOP_ON_INIT = "self.onInit = function () { self.ctx.$container.find('.v').text('about to loop'); while (true) {} };";
const SHOW_VALUE = `
self.onDataUpdated = function () {
  var points = self.ctx.data[0].data;
  var value = points.length ? points[points.length - 1][1] : '';
  if (self.ctx.settings.loopAbove !== undefined && Number(value) > self.ctx.settings.loopAbove) { while (true) {} }
  self.ctx.$container.find('.v').text(String(value));
};`;

test('a controller stuck in an endless loop is stopped; the console and the other widgets keep working', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'tenant');
  const device = await post(request, token, '/api/device', { name: `Loop feeder ${unique()}`, type: 'sandbox' });
  const send = (temperature: number) => post(request, token, `/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature });
  await send(5);
  const template = '<p class="v">-</p>';
  const onInit = await widgetType(request, token, 'Looping on init', { templateHtml: template, controllerScript: LOOP_ON_INIT });
  const onData = await widgetType(request, token, 'Looping on data', { type: 'latest', templateHtml: template, controllerScript: SHOW_VALUE });
  const live = await widgetType(request, token, 'Live value', { type: 'latest', templateHtml: template, controllerScript: SHOW_VALUE });
  const keys = [{ type: 'entity', entityAliasId: 'dev', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'T', color: '#f00', settings: {} }] }];
  const id = await dashboard(request, token, 'Loops', [
    placed(onInit, 'init'), placed(onData, 'data', { datasources: keys, settings: { loopAbove: 100 } }), placed(live, 'live', { datasources: keys }),
  ], device.id.id);
  await login(page, 'tenant');
  await page.goto(`/dashboards/${id}`);

  const stopped = (name: string) => page.getByRole('group', { name }).getByRole('alert');
  await expect(stopped('Looping on init')).toContainText('Widget stopped responding', { timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Looping on init' }).locator('iframe')).toHaveCount(0);
  // The console answers, and the other sandboxed widgets (restarted in a new process) show live data.
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await send(7);
  await expect(frameOf(page, 'Live value').locator('.v')).toHaveText('7', { timeout: 20_000 });
  await expect(frameOf(page, 'Looping on data').locator('.v')).toHaveText('7');

  // A loop in onDataUpdated: that widget stops; the live one carries on.
  await send(999);
  await expect(stopped('Looping on data')).toContainText('Widget stopped responding', { timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Looping on data' }).locator('iframe')).toHaveCount(0);
  await send(1000);
  await expect(frameOf(page, 'Live value').locator('.v')).toHaveText('1000', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Edit dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Add widget' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('widget-sandbox-loop.png') });
  expect(await stopped('Live value').count()).toBe(0);
});
