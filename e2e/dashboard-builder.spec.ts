import mqtt from 'mqtt';
import { type Page } from '@playwright/test';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';
import { pick } from './picker';

/** Adds a widget from the palette; its configuration dialog opens. */
async function addWidget(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: 'Appearance' })).toBeVisible();
}

/** In the open widget dialog: picks the alias and makes `key` its one time-series key. */
async function useAliasAndKey(page: Page, key: string) {
  const dialog = page.getByRole('dialog');
  await pick(page, dialog, /Entity alias/, 'Sensor');
  // The type's default keys go; the one wanted is typed in.
  while (await dialog.getByRole('button', { name: /^Remove key/ }).count() > 0) {
    await dialog.getByRole('button', { name: /^Remove key/ }).first().click();
  }
  await dialog.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
  await dialog.getByRole('button', { name: 'Add key' }).click();
  await expect(dialog.getByText(`(${key}, Timeseries)`)).toHaveCount(1);
}

test('a tenant admin builds a live dashboard, makes it public, and moves it through JSON', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'tenant');
  const stamp = Date.now();
  const deviceName = `Builder sensor ${stamp}`;
  const device = await (await request.post('/api/device', { headers: auth(token), data: { name: deviceName, type: 'default' } })).json();
  const credentials = await (await request.get(`/api/device/${device.id.id}/credentials`, { headers: auth(token) })).json();
  const publish = (values: Record<string, unknown>) => request.post(`/api/v1/${credentials.credentialsId}/telemetry`, { data: values });
  await publish({ temperature: 21.5 });

  // The device answers the switch's RPC calls over MQTT.
  const rpcCalls: { method: string; params: unknown }[] = [];
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${process.env.TESSERA_MQTT_PORT}`, { username: credentials.credentialsId, reconnectPeriod: 0 });
  await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
  client.on('message', (topic, payload) => {
    const request = JSON.parse(payload.toString()) as { method: string; params: unknown };
    rpcCalls.push(request);
    const id = topic.split('/').at(-1);
    void client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify(request.method === 'getValue' ? false : { ok: true }));
  });

  try {
    const title = `Builder ${stamp}`;
    const created = await (await request.post('/api/dashboard', { headers: auth(token), data: { title } })).json();
    const dashboardId = created.id.id as string;
    await login(page, 'tenant');
    await page.goto(`/dashboards/${dashboardId}`);
    await expect(page.getByText('This dashboard has no widgets yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit dashboard' }).click();

    // A line chart on the device's temperature, through a new single-entity alias.
    await addWidget(page, 'Timeseries Line Chart');
    await page.getByRole('dialog').getByRole('button', { name: /^Create/ }).click();
    const aliasDialog = page.getByRole('dialog', { name: 'Add alias' });
    await aliasDialog.getByRole('textbox', { name: 'Alias name' }).fill('Sensor');
    await expect(aliasDialog.getByRole('button', { name: /Filter type/ })).toContainText('Single entity');
    await pick(page, aliasDialog, /Type/, 'Device');
    await aliasDialog.getByRole('combobox').last().fill(deviceName);
    await page.getByRole('option', { name: deviceName }).click();
    await aliasDialog.getByRole('button', { name: /^(Add|Save)$/ }).click();
    await expect(aliasDialog).toBeHidden();
    await useAliasAndKey(page, 'temperature');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();

    // A value card and an RPC switch on the same alias.
    await addWidget(page, 'Simple card');
    await useAliasAndKey(page, 'temperature');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await addWidget(page, 'Switch Control');
    await pick(page, page.getByRole('dialog'), /Target device/, 'Sensor');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Edit dashboard' })).toBeVisible();

    // Saved: a reload shows the three widgets with live data.
    await page.reload();
    const card = page.getByRole('group', { name: 'Simple card' });
    await expect(card).toContainText('21.50');
    await publish({ temperature: 23.25 });
    await expect(card).toContainText('23.25');
    await expect(page.getByRole('group', { name: 'Timeseries Line Chart' })).toHaveAttribute('data-has-data', 'true');

    // The switch reads its value, then turning it on sends setValue(true) to the device.
    const toggle = page.getByRole('group', { name: 'Switch Control' }).getByRole('switch');
    await expect.poll(() => rpcCalls.some((c) => c.method === 'getValue')).toBe(true);
    await expect(toggle).toBeEnabled();
    await toggle.click({ force: true });
    await expect.poll(() => rpcCalls.find((c) => c.method === 'setValue')?.params).toBe(true);

    // The dashboard's time window: the last hour, averaged.
    const timewindow = page.locator('.tessera-dashboard-toolbar').getByRole('button', { name: /Edit time window/ });
    await expect(timewindow).toContainText('last 1 minute');
    await timewindow.click();
    await page.getByRole('button', { name: /Interval/ }).first().click();
    await page.getByRole('option', { name: '1 hour', exact: true }).click();
    await pick(page, page, /Data aggregation function/, 'Average');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(timewindow).toContainText('last 1 hour');
    await expect(page.getByRole('group', { name: 'Timeseries Line Chart' })).toHaveAttribute('data-has-data', 'true');

    // Public: a fresh browser without a session opens it through the public link; the device is
    // public too, as a public viewer reads only what the Public customer holds.
    expect((await request.post(`/api/customer/public/device/${device.id.id}`, { headers: auth(token) })).ok()).toBe(true);
    const made = await (await request.post(`/api/customer/public/dashboard/${dashboardId}`, { headers: auth(token) })).json();
    const publicId = made.assignedCustomers.find((c: { public: boolean }) => c.public).customerId.id as string;
    const anonymous = await browser.newContext({ baseURL: process.env.TESSERA_URL });
    try {
      const viewer = await anonymous.newPage();
      await viewer.goto(`/dashboard/${dashboardId}?publicId=${publicId}`);
      await expect(viewer.getByRole('group', { name: 'Simple card' })).toContainText('23.25');
      await expect(viewer.getByRole('button', { name: 'Edit dashboard' })).toHaveCount(0);
    } finally {
      await anonymous.close();
    }

    // Export to JSON, delete, re-import: the same configuration comes back.
    const saved = await (await request.get(`/api/dashboard/${dashboardId}`, { headers: auth(token) })).json();
    await page.getByTestId('side-menu').getByRole('link', { name: 'Dashboards' }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Export to JSON: ${title}` }).click();
    const exported = JSON.parse(Buffer.concat(await (await (await downloading).createReadStream()).toArray()).toString());
    await row.getByRole('button', { name: `Delete: ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import from JSON' }).click();
    await (await choosing).setFiles({ name: 'd.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
    const list = await (await request.get(`/api/tenant/dashboards?pageSize=10&page=0&textSearch=${encodeURIComponent(title)}`, { headers: auth(token) })).json();
    const imported = await (await request.get(`/api/dashboard/${list.data[0].id.id}`, { headers: auth(token) })).json();
    expect(imported.configuration).toEqual(saved.configuration);
    expect(Object.keys(imported.configuration.widgets)).toHaveLength(3);
  } finally {
    await client.endAsync();
  }
});
