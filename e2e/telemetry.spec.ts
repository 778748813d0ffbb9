import mqtt from 'mqtt';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

test('a value published over MQTT appears on the device page without a reload, and the time window changes the raw data', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'tenant');
  const device = await (await request.get('/api/tenant/devices?deviceName=Weather%20Station%20W1', { headers: auth(token) })).json();
  const credentials = await (await request.get(`/api/device/${device.id.id}/credentials`, { headers: auth(token) })).json();
  // Two older points through REST: two hours ago and one minute ago.
  const now = Date.now();
  const saved = await request.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, {
    headers: auth(token),
    data: [{ ts: now - 2 * 3_600_000, values: { humidity: 41 } }, { ts: now - 60_000, values: { humidity: 43 } }],
  });
  expect(saved.ok()).toBe(true);

  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Devices' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Weather Station');
  await page.getByRole('row', { name: /Weather Station W1/ }).click();
  const drawer = page.getByRole('complementary', { name: 'Weather Station W1' });
  await drawer.getByRole('tab', { name: 'Latest telemetry' }).click();
  await expect(drawer.getByRole('row', { name: /humidity/ })).toContainText('43');

  // A real MQTT device publishes; the open tab shows the value without a reload.
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${process.env.TESSERA_MQTT_PORT}`, { username: credentials.credentialsId, reconnectPeriod: 0 });
  try {
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 27.3 }), { qos: 1 });
    await expect(drawer.getByRole('row', { name: /temperature/ })).toContainText('27.3', { timeout: 5_000 });
  } finally {
    await client.endAsync();
  }

  // Raw data over the last day holds both humidity points; the last hour only the newer one.
  await drawer.getByRole('tab', { name: 'Raw data' }).click();
  await expect(drawer.getByRole('row', { name: /humidity.*43/ })).toBeVisible();
  await expect(drawer.getByRole('row', { name: /humidity.*41/ })).toBeVisible();
  await drawer.getByRole('button', { name: /Edit time window/ }).click();
  await page.getByRole('button', { name: /Interval/ }).first().click();
  await page.getByRole('option', { name: '1 hour', exact: true }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(drawer.getByRole('button', { name: /Edit time window/ })).toContainText('1 hour');
  await expect(drawer.getByRole('row', { name: /humidity.*41/ })).toHaveCount(0);
  await expect(drawer.getByRole('row', { name: /humidity.*43/ })).toBeVisible();
});
