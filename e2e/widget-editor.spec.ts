import mqtt from 'mqtt';
import { type FrameLocator, type Locator, type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';
import { pick } from './picker';

/** Where screenshots go: SCREENSHOT_DIR, else the test's output folder. */
const shot = (name: string) => (process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/${name}` : test.info().outputPath(name));

/** Replaces the text of the Monaco editor labelled `label` by pasting it (typing would auto-close brackets). */
async function replaceCode(page: Page, label: string, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+v');
  await expect.poll(() => input.inputValue()).toContain(text.split('\n').at(-1)!);
}

const HTML = '<div class="plant-note">Plant 1</div><div class="attributes-card"></div>';
const CSS = '.plant-note { color: rgb(200, 0, 0); font-weight: bold; }\n.attributes-card { font-size: 18px; }';
const CONTROLLER = [
  'self.onInit = function() {',
  '    self.onDataUpdated();',
  '};',
  'self.onDataUpdated = function() {',
  '    var root = self.ctx.$container[0] || self.ctx.$container;',
  "    root.querySelector('.attributes-card').textContent = self.ctx.data.map(function(series) {",
  '        var last = series.data[series.data.length - 1];',
  "        return series.dataKey.label + ' is ' + (last ? last[1] : '-');",
  "    }).join('; ');",
  '};',
].join('\n');

/** The sandboxed widget inside `scope` (its iframe). */
const widgetFrame = (scope: Locator): FrameLocator => scope.frameLocator('iframe');

test('a tenant admin writes a latest-values widget type in the editor and puts it on a dashboard, where it shows MQTT telemetry', async ({ page, request }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const bundleTitle = `Plant widgets ${stamp}`;
  const typeName = `Plant card ${stamp}`;

  // A bundle, made in the widgets library.
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Widgets Library' }).click();
  await page.getByRole('button', { name: 'Add widgets bundle' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill(bundleTitle);
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await page.getByRole('row', { name: new RegExp(bundleTitle) }).getByRole('button', { name: 'Open widgets bundle' }).click();
  await expect(page.getByRole('heading', { name: bundleTitle })).toBeVisible();
  await expect(page.getByText('This bundle has no widget types yet.')).toBeVisible();

  // A latest-values type from its template: the preview runs it on function data.
  await page.getByRole('button', { name: 'Add widget type' }).click();
  await page.getByRole('menuitem', { name: 'Latest values' }).click();
  await expect(page).toHaveURL(/\/widgetTypes\/new\?type=latest$/);
  const preview = page.getByTestId('widget-preview');
  await expect(widgetFrame(preview).getByText('Random')).toBeVisible();
  await expect(widgetFrame(preview).locator('td.value').first()).toHaveText(/\d/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(typeName);

  // A syntax error is refused with its line, and the preview keeps the last good code.
  await page.getByRole('tab', { name: 'JavaScript' }).click();
  await replaceCode(page, 'JavaScript', 'self.onInit = function() {\n  var a = ;\n};');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByText(/Error: SyntaxError: Unexpected token ';' Line 2 column \d+ of script\./)).toBeVisible();
  await expect(widgetFrame(preview).getByText('Random')).toBeVisible();

  // HTML, CSS and controller edited; Run (Ctrl+Enter) shows the change.
  await replaceCode(page, 'JavaScript', CONTROLLER);
  await page.getByRole('tab', { name: 'HTML' }).click();
  await replaceCode(page, 'HTML', HTML);
  await page.getByRole('tab', { name: 'CSS' }).click();
  await replaceCode(page, 'CSS', CSS);
  await page.keyboard.press('ControlOrMeta+Enter');
  const note = widgetFrame(preview).getByText('Plant 1');
  await expect(note).toBeVisible();
  await expect(note).toHaveCSS('color', 'rgb(200, 0, 0)');
  await expect(widgetFrame(preview).getByText(/Sin is -?\d+; Cos is -?\d+; Random is -?\d/)).toBeVisible();
  await page.screenshot({ path: shot('widget-editor.png') });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`The widget type '${typeName}' was saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/widgetTypes\/[0-9a-f-]{36}$/);
  const token = await apiToken(request, 'tenant');
  const bundles = await (await request.get('/api/widgetsBundles', { headers: auth(token) })).json();
  const bundle = bundles.find((b: { title: string }) => b.title === bundleTitle);
  const types = await (await request.get(`/api/widgetTypesDetails?isSystem=false&bundleAlias=${bundle.alias}`, { headers: auth(token) })).json();
  expect(types).toHaveLength(1);
  expect(types[0]).toMatchObject({ name: typeName, descriptor: { type: 'latest', templateHtml: HTML, templateCss: CSS, controllerScript: CONTROLLER } });

  // The bundle page shows it, live.
  await page.getByRole('link', { name: 'Widgets Library' }).first().click();
  await page.getByRole('row', { name: new RegExp(bundleTitle) }).getByRole('button', { name: 'Open widgets bundle' }).click();
  const card = page.getByRole('article', { name: typeName });
  await expect(widgetFrame(card).getByText(/Sin is/)).toBeVisible();
  await page.screenshot({ path: shot('bundle-page.png') });

  // On a dashboard, bound to a device; the device publishes over MQTT.
  const device = await (await request.post('/api/device', { headers: auth(token), data: { name: `Plant sensor ${stamp}`, type: 'default' } })).json();
  const credentials = await (await request.get(`/api/device/${device.id.id}/credentials`, { headers: auth(token) })).json();
  const dashboard = await (await request.post('/api/dashboard', { headers: auth(token), data: { title: `Plant ${stamp}` } })).json();
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${process.env.TESSERA_MQTT_PORT}`, { username: credentials.credentialsId, reconnectPeriod: 0 });
  try {
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 21.5 }), { qos: 1 });
    await page.goto(`/dashboards/${dashboard.id.id}`);
    await page.getByRole('button', { name: 'Edit dashboard' }).click();
    await page.getByRole('button', { name: 'Add widget' }).click();
    const palette = page.getByRole('dialog');
    await palette.getByRole('searchbox').fill(typeName);
    await palette.getByRole('button', { name: new RegExp(`^${typeName}`) }).click();
    const config = page.getByRole('dialog');
    await expect(config.getByRole('tab', { name: 'Appearance' })).toBeVisible();
    // The template's function datasource becomes the device's, through a new single-entity alias.
    await pick(page, config, /Function Type/, 'Entity');
    await config.getByRole('button', { name: /^Create/ }).click();
    const aliasDialog = page.getByRole('dialog', { name: 'Add alias' });
    await aliasDialog.getByRole('textbox', { name: 'Alias name' }).fill('Plant sensor');
    await pick(page, aliasDialog, /Type/, 'Device');
    await aliasDialog.getByRole('combobox').last().fill(`Plant sensor ${stamp}`);
    await page.getByRole('option', { name: `Plant sensor ${stamp}` }).click();
    await aliasDialog.getByRole('button', { name: /^(Add|Save)$/ }).click();
    await expect(aliasDialog).toBeHidden();
    while (await config.getByRole('button', { name: /^Remove key/ }).count() > 0) {
      await config.getByRole('button', { name: /^Remove key/ }).first().click();
    }
    await config.getByRole('textbox', { name: 'Key', exact: true }).fill('temperature');
    await config.getByRole('button', { name: 'Add key' }).click();
    await config.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(config).toBeHidden();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeVisible();

    // Saved: after a reload the widget runs the type's own code on the device's telemetry.
    await page.reload();
    const widget = page.locator('.tessera-widget').filter({ has: page.locator('iframe') });
    await expect(widgetFrame(widget).getByText('temperature is 21.5')).toBeVisible({ timeout: 15_000 });
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 23.75 }), { qos: 1 });
    await expect(widgetFrame(widget).getByText('temperature is 23.75')).toBeVisible({ timeout: 10_000 });
    await expect(widgetFrame(widget).getByText('Plant 1')).toHaveCSS('color', 'rgb(200, 0, 0)');
    await page.screenshot({ path: shot('dashboard.png') });
  } finally {
    await client.endAsync();
  }
});

test("the preview's data keys get a settings form from the data key settings schema; a change re-runs the preview and is saved", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'tenant');
  const bundle = await (await request.post('/api/widgetsBundle', { headers: auth(token), data: { title: `Key settings ${Date.now()}` } })).json();
  await login(page, 'tenant');
  await page.goto(`/widgets-bundles/${bundle.id.id}/widgetTypes/new?type=latest`);
  const preview = page.getByTestId('widget-preview');
  await expect(widgetFrame(preview).getByText('Random')).toBeVisible();
  // No data key settings schema (the template's is empty): no form.
  const keyForm = page.getByRole('region', { name: 'Data key settings' });
  await expect(keyForm).toHaveCount(0);

  const schema = JSON.stringify({ schema: { type: 'object', title: 'Settings', properties: { suffix: { title: 'Suffix', type: 'string', default: '' } } }, form: ['suffix'] });
  await page.getByRole('tab', { name: 'Data key settings schema' }).click();
  await replaceCode(page, 'Data key settings schema', schema);
  await page.getByRole('tab', { name: 'JavaScript' }).click();
  await replaceCode(page, 'JavaScript', [
    'self.onInit = function() { self.onDataUpdated(); };',
    'self.onDataUpdated = function() {',
    '    var root = self.ctx.$container[0] || self.ctx.$container;',
    "    root.textContent = self.ctx.datasources[0].dataKeys.map(function(k) { return '[' + k.label + (k.settings.suffix || '') + ']'; }).join(' ');",
    '};',
  ].join('\n'));
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(widgetFrame(preview).getByText('[Sin] [Cos] [Random]')).toBeVisible();

  // The form edits one key at a time; the preview starts over with the new settings.
  await expect(keyForm).toBeVisible();
  await pick(page, keyForm, /Data key/, 'Cos');
  await keyForm.getByRole('textbox', { name: 'Suffix' }).fill(' rpm');
  await expect(widgetFrame(preview).getByText('[Sin] [Cos rpm] [Random]')).toBeVisible();
  await pick(page, keyForm, /Data key/, 'Random');
  await expect(keyForm.getByRole('textbox', { name: 'Suffix' })).toHaveValue('');
  await keyForm.getByRole('textbox', { name: 'Suffix' }).fill(' %');
  await expect(widgetFrame(preview).getByText('[Sin] [Cos rpm] [Random %]')).toBeVisible();
  await page.screenshot({ path: shot('widget-editor-key-settings.png') });

  // Saved into the default configuration's data keys.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/widgetTypes\/[0-9a-f-]{36}$/);
  const [saved] = await (await request.get(`/api/widgetTypesDetails?isSystem=false&bundleAlias=${bundle.alias}`, { headers: auth(token) })).json();
  const keys = JSON.parse(saved.descriptor.defaultConfig).datasources[0].dataKeys;
  expect(keys.map((k: { label: string; settings: unknown }) => [k.label, k.settings])).toEqual([['Sin', {}], ['Cos', { suffix: ' rpm' }], ['Random', { suffix: ' %' }]]);
});
