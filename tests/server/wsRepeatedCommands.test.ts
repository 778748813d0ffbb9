import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { WsClient, type WsMessage } from './wsClient';

/*
 * Repeated v2 commands for a live cmdId, as ThingsBoard 3.3.3 answers them: a repeated
 * history command comes back as an update (its context already sent data), and a
 * repeated count command is ignored.
 */

let server: RunningServer;
let admin: { tenantId: string; token: string };
let deviceId: string;

const byCmd = (id: number) => (message: WsMessage) => message.cmdId === id;
const query = (ids: string[]) => ({
  entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: ids },
  pageLink: { page: 0, pageSize: 10 },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
  latestValues: [],
});
const historyCmd = { keys: ['level'], startTs: 0, endTs: 5000, interval: 0, limit: 100, agg: 'NONE' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  deviceId = (await saved(server.url, '/api/device', admin.token, { name: 'Repeat device', type: 'repeat' })).id.id;
  for (const ts of [1000, 2000]) {
    const res = await api(server.url, `/api/plugins/telemetry/DEVICE/${deviceId}/timeseries/ANY`, { method: 'POST', token: admin.token, body: { ts, values: { level: ts / 1000 } } });
    expect(res.status).toBe(200);
  }
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('repeated commands for a live cmdId', () => {
  it('answers a repeated history command with an update, not a second data message', async () => {
    const client = await WsClient.open(server, admin.token);
    try {
      const command = { entityDataCmds: [{ cmdId: 1, query: query([deviceId]), historyCmd }] };
      client.send(command);
      const first = await client.next(byCmd(1), 'the first history answer');
      expect([first.update, first.data.totalElements]).toEqual([null, 1]);
      client.send(command);
      const second = await client.next(byCmd(1), 'the repeated history answer');
      expect(second.data).toBeNull();
      expect(second.update).toEqual([
        { entityId: { entityType: 'DEVICE', id: deviceId }, latest: expect.anything(), timeseries: { level: [{ ts: 2000, value: '2' }, { ts: 1000, value: '1' }] } },
      ]);
      // A new cmdId starts afresh: its first answer is data again.
      client.send({ entityDataCmds: [{ cmdId: 2, query: query([deviceId]), historyCmd }] });
      expect((await client.next(byCmd(2), 'a fresh cmdId')).update).toBeNull();
    } finally {
      client.close();
    }
  });

  it('ignores a repeated count command while the first is live, and answers it again after unsubscribing', async () => {
    const client = await WsClient.open(server, admin.token);
    try {
      const count = { cmdId: 5, query: { entityFilter: { type: 'deviceType', deviceType: 'repeat' } } };
      client.send({ entityCountCmds: [count] });
      expect((await client.next(byCmd(5), 'the count')).count).toBe(1);
      client.send({ entityCountCmds: [count] });
      // A marker command answered after the repeat proves the repeat was handled and sent nothing.
      client.send({ entityCountCmds: [{ ...count, cmdId: 6 }] });
      await client.next(byCmd(6), 'the marker count');
      expect(client.all.filter(byCmd(5))).toHaveLength(1);
      client.send({ entityCountUnsubscribeCmds: [{ cmdId: 5 }] });
      client.send({ entityCountCmds: [count] });
      await client.next(byCmd(5), 'the count after unsubscribing');
      expect(client.all.filter(byCmd(5))).toHaveLength(2);
    } finally {
      client.close();
    }
  });
});
