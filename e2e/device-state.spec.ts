import mqtt from 'mqtt';
import { apiToken, auth } from './api';
import { expect, login, test } from './fixtures';

/*
 * Device connectivity as ThingsBoard keeps it: a device connected over MQTT shows Active in
 * the device table without a reload, turns inactive after its own `inactivityTimeout`, and the
 * state filter lists it accordingly; the server attributes carry ThingsBoard's names.
 */

test('a device connected over MQTT shows Active live, then Inactive after its inactivityTimeout', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'tenant');
  const name = `State e2e ${Date.now()}`;
  const accessToken = `state-e2e-${Date.now()}`;
  const created = await request.post(`/api/device?accessToken=${accessToken}`, { headers: auth(token), data: { name, type: 'default' } });
  expect(created.ok(), await created.text()).toBe(true);
  const deviceId = (await created.json()).id.id as string;

  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Devices', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByTestId('device-state')).toHaveText('Inactive');

  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${process.env.TESSERA_MQTT_PORT}`, { username: accessToken, reconnectPeriod: 0 });
  try {
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 22 }), { qos: 1 });
    // Live: the open table follows the `active` attribute over the WebSocket.
    await expect(row.getByTestId('device-state')).toHaveText('Active');
    await page.screenshot({ path: 'test-results/device-state-active.png' });

    await page.getByRole('button', { name: /Device state/ }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await page.getByRole('button', { name: /Device state/ }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(row.getByTestId('device-state')).toHaveText('Active');

    const attributes = async () => Object.fromEntries(((await (await request.get(
      `/api/plugins/telemetry/DEVICE/${deviceId}/values/attributes/SERVER_SCOPE`, { headers: auth(token) },
    )).json()) as { key: string; value: unknown }[]).map((a) => [a.key, a.value]));
    expect(Object.keys(await attributes())).toEqual(expect.arrayContaining(['active', 'lastConnectTime', 'lastActivityTime']));

    // Quiet for longer than its own timeout (the server checks every 10 s by default).
    const saved = await request.post(`/api/plugins/telemetry/DEVICE/${deviceId}/attributes/SERVER_SCOPE`, { headers: auth(token), data: { inactivityTimeout: 2000 } });
    expect(saved.ok()).toBe(true);
    await expect(row.getByTestId('device-state')).toHaveText('Inactive', { timeout: 30_000 });
    const after = await attributes();
    expect(after.active).toBe(false);
    expect(after.inactivityAlarmTime).toBeGreaterThanOrEqual(after.lastActivityTime as number);
    await page.screenshot({ path: 'test-results/device-state-inactive.png' });
  } finally {
    await client.endAsync(true);
  }
});

test('the device details copy its id and access token, with a toast', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await apiToken(request, 'tenant');
  const device = await (await request.get('/api/tenant/devices?deviceName=Thermostat%20T2', { headers: auth(token) })).json();
  const credentials = await (await request.get(`/api/device/${device.id.id}/credentials`, { headers: auth(token) })).json();
  await login(page, 'tenant');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Devices', exact: true }).click();
  await page.getByRole('cell', { name: 'Thermostat T2', exact: true }).click();
  const drawer = page.locator('aside.tb-drawer');
  await drawer.getByRole('button', { name: 'Copy entity id' }).click();
  await expect(page.getByText('Entity id has been copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(device.id.id);
  await drawer.getByRole('button', { name: 'Copy access token' }).click();
  await expect(page.getByText('Access token has been copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(credentials.credentialsId);
});
