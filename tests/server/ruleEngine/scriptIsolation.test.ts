import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { ruleEngineOf } from '../../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../../server/ruleEngine/msg/TbMsg';
import { newTenantAdmin, saved } from '../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../helpers';

/*
 * Issue 12's sandbox acceptance: a chain whose script spins forever fails that one
 * message at the time limit, while 1,000 other messages of the same tenant and of
 * another tenant are stored.
 */

const ENGINE = 'org.thingsboard.rule.engine.';
let server: RunningServer;
const clients: MqttClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ scriptTimeoutMs: 100 });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true).catch(() => undefined)));
  await server?.close();
  await removeTempDirs();
});

async function deviceOf(admin: { token: string }, name: string) {
  const token = `${name}-${Date.now()}`;
  const device = await saved(server.url, `/api/device?accessToken=${token}`, admin.token, { name });
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: token, reconnectPeriod: 0 });
  clients.push(client);
  return { id: device.id.id as string, client };
}

async function count(admin: { token: string }, deviceId: string): Promise<number> {
  const res = await api(server.url, `/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=n&startTs=0&endTs=${Date.now() + 60_000}&limit=10000`, { token: admin.token });
  return (res.body?.n ?? []).length;
}

describe('an endless script', () => {
  it('fails its own message at the time limit while 1,000 others of two tenants are stored', async () => {
    const spinning = await newTenantAdmin(server);
    const other = await newTenantAdmin(server);
    const root = (await server.stores.ruleChains.findRoot(spinning.tenantId))!;
    await saved(server.url, '/api/ruleChain/metadata', spinning.token, {
      ruleChainId: root.id,
      firstNodeIndex: 0,
      nodes: [
        { type: `${ENGINE}filter.TbJsFilterNode`, name: 'Spin on loop', debugMode: false, configuration: { jsScript: 'if (msg.loop) { while (true) {} } return true;' } },
        { type: `${ENGINE}telemetry.TbMsgTimeseriesNode`, name: 'Save', debugMode: false, configuration: { defaultTTL: 0 } },
      ],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
    });

    const a = await deviceOf(spinning, 'spin-a');
    const b = await deviceOf(other, 'calm-b');
    const engine = ruleEngineOf(server.app)!;
    const started = Date.now();
    const loop = engine.submit(
      spinning.tenantId,
      newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: a.id }, data: '{"loop":true}', metadata: { deviceName: 'spin-a' } }),
    );
    const publishes: Promise<unknown>[] = [];
    for (let n = 0; n < 500; n++) {
      publishes.push(a.client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ ts: started - 10_000 + n, values: { n } }), { qos: 1 }));
      publishes.push(b.client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ ts: started - 10_000 + n, values: { n } }), { qos: 1 }));
    }
    const [outcome] = await Promise.all([loop, ...publishes]);

    // The time limit, not an outside timeout, ended it.
    expect(outcome).toEqual({ failed: true, error: 'Script execution timed out' });
    expect(await count(spinning, a.id)).toBe(500);
    expect(await count(other, b.id)).toBe(500);
  }, 60_000);
});
