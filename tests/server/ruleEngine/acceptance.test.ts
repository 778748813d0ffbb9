import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { newTenantAdmin, saved } from '../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../helpers';
import { startMailSink, useMailSink, type MailSink } from '../mailSink';

/*
 * Issue 12's integration acceptance: a chain built through the REST API (script filter
 * `msg.temperature > 30` -> create alarm -> to email -> send email; False -> clear alarm)
 * (after a message type filter) made the tenant's root chain. A real MQTT device publishes 25 (nothing happens), 35 (a
 * CRITICAL alarm and a mail in the SMTP sink) and 20 (the alarm is cleared).
 */

const ENGINE = 'org.thingsboard.rule.engine.';

let server: RunningServer;
let sink: MailSink;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let client: MqttClient | undefined;

beforeAll(async () => {
  [server, sink] = await Promise.all([startTestServer(), startMailSink()]);
  await useMailSink(server, sink);
  admin = await newTenantAdmin(server);
});

afterAll(async () => {
  await client?.endAsync(true).catch(() => undefined);
  await server?.close();
  await sink?.close();
  await removeTempDirs();
});

function node(type: string, name: string, configuration: Record<string, unknown>) {
  return { type: ENGINE + type, name, debugMode: false, configuration, additionalInfo: { layoutX: 0, layoutY: 0 } };
}

async function alarms(deviceId: string): Promise<{ type: string; severity: string; status: string }[]> {
  const res = await api(server.url, `/api/alarm/DEVICE/${deviceId}?pageSize=10&page=0`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a chain built through REST raises, mails and clears an alarm from MQTT data', () => {
  it('25: nothing; 35: CRITICAL alarm and mail; 20: cleared', async () => {
    const chain = await saved(server.url, '/api/ruleChain', admin.token, { name: 'High temperature', type: 'CORE' });
    const metadata = await saved(server.url, '/api/ruleChain/metadata', admin.token, {
      ruleChainId: chain.id,
      firstNodeIndex: 6,
      nodes: [
        node('filter.TbJsFilterNode', 'Hot?', { jsScript: 'return msg.temperature > 30;' }),
        node('action.TbCreateAlarmNode', 'Raise', { alarmType: 'High Temperature', severity: 'CRITICAL' }),
        node('mail.TbMsgToEmailNode', 'Compose', {
          fromTemplate: 'alarms@tessera.test',
          toTemplate: 'ops@tessera.test',
          subjectTemplate: 'High temperature on ${deviceName}',
          bodyTemplate: 'Device ${deviceName} raised an alarm.',
          mailBodyType: 'false',
        }),
        node('mail.TbSendEmailNode', 'Send', { useSystemSmtpSettings: true }),
        node('action.TbClearAlarmNode', 'Clear', { alarmType: 'High Temperature' }),
        node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 }),
        // The alarm's own ENTITY_CREATED message enters this chain too: only telemetry goes on.
        node('filter.TbMsgTypeFilterNode', 'Telemetry only', { messageTypes: ['POST_TELEMETRY_REQUEST'] }),
      ],
      connections: [
        { fromIndex: 0, toIndex: 1, type: 'True' },
        { fromIndex: 1, toIndex: 2, type: 'Created' },
        { fromIndex: 2, toIndex: 3, type: 'Success' },
        { fromIndex: 0, toIndex: 4, type: 'False' },
        { fromIndex: 0, toIndex: 5, type: 'True' },
        { fromIndex: 0, toIndex: 5, type: 'False' },
        { fromIndex: 6, toIndex: 0, type: 'True' },
      ],
    });
    expect(metadata.nodes).toHaveLength(7);
    expect((await api(server.url, `/api/ruleChain/${chain.id.id}/root`, { method: 'POST', token: admin.token })).status).toBe(200);

    const token = `acceptance-${Date.now()}`;
    const device = await saved(server.url, `/api/device?accessToken=${token}`, admin.token, { name: 'Boiler 7' });
    client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: token, reconnectPeriod: 0 });

    // The PUBACK comes after the chain processed the message, so what follows is settled.
    await client.publishAsync('v1/devices/me/telemetry', '{"temperature":25}', { qos: 1 });
    expect(await alarms(device.id.id)).toEqual([]);
    expect(sink.mails).toHaveLength(0);

    await client.publishAsync('v1/devices/me/telemetry', '{"temperature":35}', { qos: 1 });
    const raised = await alarms(device.id.id);
    expect(raised.map((a) => [a.type, a.severity, a.status])).toEqual([['High Temperature', 'CRITICAL', 'ACTIVE_UNACK']]);
    const mail = await sink.waitFor((m) => m.to.includes('ops@tessera.test'));
    expect(mail.subject).toBe('High temperature on Boiler 7');
    expect(mail.text).toContain('Device Boiler 7 raised an alarm.');

    await client.publishAsync('v1/devices/me/telemetry', '{"temperature":20}', { qos: 1 });
    const cleared = await until(() => alarms(device.id.id), (list) => list[0]?.status === 'CLEARED_UNACK');
    expect(cleared.map((a) => a.status)).toEqual(['CLEARED_UNACK']);
    expect(sink.mails).toHaveLength(1);

    // The chain's Save node stored every reading.
    const history = await api(server.url, `/api/plugins/telemetry/DEVICE/${device.id.id}/values/timeseries?keys=temperature&startTs=0&endTs=${Date.now() + 1000}`, { token: admin.token });
    expect(history.body.temperature.map((p: { value: string }) => p.value).sort()).toEqual(['20', '25', '35']);
  });
});
