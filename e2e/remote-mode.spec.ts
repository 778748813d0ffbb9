import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { startBuiltServer, stopBuiltServer, type BuiltServer } from './builtServer';
import { expect, login, test } from './fixtures';

/*
 * Remote mode (THINGSBOARD_URL): a second embedded server of our own stands in for ThingsBoard,
 * and a remote-mode instance serves the console and proxies /api and /api/ws to it.
 * The browser only ever talks to the remote-mode instance.
 */
interface Instances { thingsboard: BuiltServer; remote: BuiltServer }

/** Both instances live for the worker; the browser's baseURL is the remote-mode one. */
const remoteTest = test.extend<object, { instances: Instances }>({
  instances: [async ({}, use) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-remote-'));
    let thingsboard: BuiltServer | undefined;
    let remote: BuiltServer | undefined;
    try {
      thingsboard = await startBuiltServer({ MQTT_PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', SIMULATOR: 'off', LOGIN_RATE_LIMIT_PER_MINUTE: '0' }, 'An instance');
      // Remote mode opens neither a database nor an MQTT broker (checked on its output below).
      remote = await startBuiltServer({ THINGSBOARD_URL: thingsboard.url }, 'An instance');
      await use({ thingsboard, remote });
    } finally {
      await stopBuiltServer(remote);
      await stopBuiltServer(thingsboard);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, { scope: 'worker', timeout: 90_000 }],
  baseURL: async ({ instances }, use) => use(instances.remote.url),
});

remoteTest('in remote mode the console signs in, creates a device and shows its telemetry, all through the proxy', async ({ page, instances }) => {
  test.setTimeout(60_000);
  const { thingsboard, remote } = instances;
  expect(remote.output).toContain(`Tessera console for ThingsBoard at ${thingsboard.url}`);
  expect(remote.output).not.toContain('MQTT listening');
  await login(page, 'tenant');

  const name = `Remote Sensor ${Date.now()}`;
  await page.getByTestId('side-menu').getByRole('link', { name: 'Devices' }).click();
  await page.getByRole('button', { name: 'Add device', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Manage credentials: ${name}` }).click();
  const token = await page.getByRole('dialog').getByRole('textbox', { name: 'Access token' }).inputValue();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await row.click();
  const drawer = page.getByRole('complementary', { name });
  await drawer.getByRole('tab', { name: 'Latest telemetry' }).click();

  // The device talks MQTT to the "ThingsBoard" server itself; the console sees it over the proxied WebSocket.
  const mqttPort = /Tessera MQTT listening on port (\d+)/.exec(thingsboard.output)?.[1];
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: token, reconnectPeriod: 0 });
  try {
    await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 27.3 }), { qos: 1 });
    await expect(drawer.getByRole('row', { name: /temperature/ })).toContainText('27.3', { timeout: 10_000 });
  } finally {
    await client.endAsync();
  }
  await page.screenshot({ path: path.join(tmpdir(), 'remote-mode-device.png') });
});

remoteTest('the remote-mode instance forwards API errors unchanged and still serves console routes', async ({ request }) => {
  const unauthorized = await request.get('/api/auth/user');
  expect(unauthorized.status()).toBe(401);
  expect((await unauthorized.json()).errorCode).toBe(10);
  const page = await request.get('/devices', { headers: { accept: 'text/html' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
});
