import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { saved } from '../entityHelpers';
import { removeTempDirs } from '../helpers';

/*
 * The lifecycle shared by suites that talk to a test server over real MQTT: clients a test
 * connected end after that test, and the server closes (with its temp folders) after the file.
 * `server` is read on every use, since suites start (and some restart) it in their own hooks;
 * with `closeServer: false` its closing is left to whoever started it (tenantAdminServer).
 */
export function mqttSuite(server: () => RunningServer | undefined, { closeServer = true } = {}) {
  const clients: MqttClient[] = [];

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true).catch(() => undefined)));
  });

  if (closeServer) {
    afterAll(async () => {
      await server()?.close();
      await removeTempDirs();
    });
  }

  /** Connects to the server's MQTT port (an access token or full options); ended after the test. */
  async function connect(tokenOrOptions: string | mqtt.IClientOptions): Promise<MqttClient> {
    const options = typeof tokenOrOptions === 'string' ? { username: tokenOrOptions } : tokenOrOptions;
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server()!.mqttPort}`, { reconnectPeriod: 0, connectTimeout: 5000, ...options });
    clients.push(client);
    return client;
  }

  return { clients, connect };
}

/** A new device named `name` with access token `token`, saved by the tenant admin holding `adminToken`. */
export async function newTokenDevice(base: string, adminToken: string, token: string, name: string): Promise<{ id: string; token: string }> {
  const device = await saved(base, `/api/device?accessToken=${token}`, adminToken, { name });
  return { id: device.id.id, token };
}

let deviceCounter = 0;

/** A new device with a token unique to this run, `<tokenPrefix>-<n>-<now>`, named `<namePrefix> <token>`. */
export function newUniqueDevice(base: string, adminToken: string, tokenPrefix: string, namePrefix: string): Promise<{ id: string; token: string }> {
  const token = `${tokenPrefix}-${++deviceCounter}-${Date.now()}`;
  return newTokenDevice(base, adminToken, token, `${namePrefix} ${token}`);
}
