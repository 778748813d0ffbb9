import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { WsClient as Client, type WsMessage as Message } from './wsClient';

/*
 * The telemetry WebSocket (contract §8) with a real `ws` client against a real server:
 * handshake auth, v1 subscriptions and history, v2 entity data and count, access,
 * coalescing and the per-tick bound. Waits are bounded; no assertion is about time.
 */

const bySubscription = (id: number) => (message: Message) => message.subscriptionId === id;
const byCmd = (id: number) => (message: Message) => message.cmdId === id;

let server: RunningServer;
let limited: RunningServer;
let admin: { tenantId: string; token: string };
let other: { tenantId: string; token: string };
const devices: Record<string, string> = {};

const postTs = (id: string, body: unknown, token = admin.token, base = server) =>
  api(base.url, `/api/plugins/telemetry/DEVICE/${id}/timeseries/ANY`, { method: 'POST', token, body });
const postAttrs = (id: string, body: unknown, scope = 'SERVER_SCOPE') =>
  api(server.url, `/api/plugins/telemetry/DEVICE/${id}/attributes/${scope}`, { method: 'POST', token: admin.token, body });

beforeAll(async () => {
  // A long tick makes coalescing certain however slow the machine is.
  server = await startTestServer({ wsLimits: { tickMs: 250 } });
  limited = await startTestServer({ wsLimits: { maxPendingPerTick: 10 } });
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  for (const name of ['ws-1', 'ws-2', 'ws-3']) devices[name] = (await saved(server.url, '/api/device', admin.token, { name, type: 'ws-test' })).id.id;
  devices.foreign = (await saved(server.url, '/api/device', other.token, { name: 'ws-foreign', type: 'ws-test' })).id.id;
});

afterAll(async () => {
  await server?.close();
  await limited?.close();
  await removeTempDirs();
});

describe('handshake', () => {
  it('refuses a bad or missing token with 401 before the upgrade', async () => {
    for (const query of ['?token=not-a-jwt', '']) {
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry${query}`);
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('open', () => reject(new Error('opened')));
        socket.once('error', () => undefined);
      });
      expect(status).toBe(401);
    }
  });

  it('answers an unparseable frame with errorCode 2', async () => {
    const client = await Client.open(server, admin.token);
    client.send('{nope');
    expect(await client.next(bySubscription(0))).toEqual({ subscriptionId: 0, errorCode: 2, errorMsg: 'Failed to parse websocket command!', data: null });
    client.close();
  });
});

describe('v1 commands', () => {
  it('time-series subscription: latest values first, then values saved over REST', async () => {
    const id = devices['ws-1'];
    expect((await postTs(id, { ts: 5000, values: { temperature: 21.5, humidity: 40 } })).status).toBe(200);
    const client = await Client.open(server, admin.token);
    client.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: id, keys: 'temperature', scope: 'LATEST_TELEMETRY' }] });
    const first = await client.next(bySubscription(1));
    expect(first).toEqual({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { temperature: [[5000, '21.5']] }, latestValues: { temperature: 5000 } });
    // Raw text: JSON.stringify would print 3.0 as 3.
    const raw = '{"ts":6000,"values":{"temperature":3.0,"humidity":41}}';
    expect((await api(server.url, `/api/plugins/telemetry/DEVICE/${id}/timeseries/ANY`, { method: 'POST', token: admin.token, rawBody: raw })).status).toBe(200);
    const update = await client.next(bySubscription(1));
    expect(update.data).toEqual({ temperature: [[6000, '3.0']] });
    expect(update.latestValues).toEqual({ temperature: 6000 });
    // Unsubscribed: the next save is not sent (checked behind a later subscription's update).
    client.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: id, unsubscribe: true }] });
    client.send({ tsSubCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: devices['ws-2'], keys: 'temperature' }] });
    await client.next(bySubscription(2));
    await postTs(id, { ts: 7000, values: { temperature: 1 } });
    await postTs(devices['ws-2'], { ts: 7000, values: { temperature: 2 } });
    await client.next((message) => message.subscriptionId === 2 && message.data.temperature);
    expect(client.all.filter((message) => message.subscriptionId === 1)).toHaveLength(2);
    client.close();
  });

  it('attribute subscription: current values, updates by scope, deletions as [[0, ""]]', async () => {
    const id = devices['ws-2'];
    await postAttrs(id, { mode: 'eco' }, 'SHARED_SCOPE');
    const client = await Client.open(server, admin.token);
    client.send({ attrSubCmds: [{ cmdId: 3, entityType: 'DEVICE', entityId: id, keys: 'mode,power', scope: 'SHARED_SCOPE' }] });
    const first = await client.next(bySubscription(3));
    expect(Object.keys(first.data)).toEqual(['mode']);
    expect(first.data.mode[0][1]).toBe('eco');
    await postAttrs(id, { power: 5, ignored: true }, 'SHARED_SCOPE');
    const update = await client.next(bySubscription(3));
    expect(update.data.power[0][1]).toBe('5');
    expect(update.data.ignored).toBeUndefined();
    expect((await api(server.url, `/api/plugins/telemetry/DEVICE/${id}/SHARED_SCOPE?keys=mode`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    const deleted = await client.next(bySubscription(3));
    expect(deleted.data).toEqual({ mode: [[0, '']] });
    client.close();
  });

  it('history: newest first, endTs exclusive, latestValues = ts of the last pair', async () => {
    const id = devices['ws-3'];
    await postTs(id, [1000, 2000, 3000].map((ts) => ({ ts, values: { level: ts / 1000 } })));
    const client = await Client.open(server, admin.token);
    client.send({ historyCmds: [{ cmdId: 4, entityType: 'DEVICE', entityId: id, keys: 'level', startTs: 0, endTs: 3000, interval: 0, limit: 0, agg: 'NONE' }] });
    const history = await client.next(bySubscription(4));
    expect(history.data).toEqual({ level: [[2000, '2'], [1000, '1']] });
    expect(history.latestValues).toEqual({ level: 1000 });
    client.send({ historyCmds: [{ cmdId: 5, entityType: 'DEVICE', entityId: id, keys: '', startTs: 0, endTs: 3000 }] });
    expect((await client.next(bySubscription(5))).errorCode).toBe(2);
    client.close();
  });

  it('answers an unknown or foreign entity with errorCode 1', async () => {
    const client = await Client.open(server, admin.token);
    client.send({ tsSubCmds: [{ cmdId: 6, entityType: 'DEVICE', entityId: devices.foreign, keys: 'temperature' }] });
    expect(await client.next(bySubscription(6))).toMatchObject({ errorCode: 1, errorMsg: 'Failed to fetch data!', data: null });
    client.send({ attrSubCmds: [{ cmdId: 7, entityType: 'DEVICE', entityId: '6f1f0000-0000-4000-8000-000000000000' }] });
    expect(await client.next(bySubscription(7))).toMatchObject({ errorCode: 1, errorMsg: 'Failed to fetch data!' });
    // The foreign device's writes never reach this session.
    client.send({ tsSubCmds: [{ cmdId: 8, entityType: 'DEVICE', entityId: devices['ws-1'], keys: 'x' }] });
    await client.next(bySubscription(8));
    await postTs(devices.foreign, { x: 1 }, other.token);
    await postTs(devices['ws-1'], { x: 2 });
    await client.next((message) => message.subscriptionId === 8 && message.data.x);
    expect(client.all.filter((message) => message.subscriptionId === 6)).toHaveLength(1);
    client.close();
  });
});

describe('v2 commands', () => {
  const query = (ids: string[]) => ({
    entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: ids },
    pageLink: { page: 0, pageSize: 10, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    latestValues: [],
  });

  it('entity data: the page first in data, then changed latest values in update, stale and duplicate ones dropped', async () => {
    const [a, b] = [devices['ws-1'], devices['ws-2']];
    await postTs(a, { ts: 10_000, values: { power: 7 } });
    const client = await Client.open(server, admin.token);
    client.send({ entityDataCmds: [{ cmdId: 1, query: query([a]), latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'power' }] } }] });
    const first = await client.next(byCmd(1));
    expect(first).toMatchObject({ cmdId: 1, cmdUpdateType: 'ENTITY_DATA', errorCode: 0, errorMsg: null, update: null, allowedEntities: 10000 });
    expect(first.data.totalElements).toBe(1);
    expect(first.data.data[0].latest.TIME_SERIES.power).toEqual({ ts: 10_000, value: '7' });
    expect(first.data.data[0].latest.ENTITY_FIELD.name.value).toBe('ws-1');

    await postTs(a, { ts: 11_000, values: { power: 8 } });
    const update = await client.next(byCmd(1));
    expect(update.data).toBeNull();
    expect(update.update).toEqual([{ entityId: { entityType: 'DEVICE', id: a }, latest: { TIME_SERIES: { power: { ts: 11_000, value: '8' } } }, timeseries: null }]);

    // A duplicate and a stale point are dropped; a second subscription's update proves they were processed.
    client.send({ entityDataCmds: [{ cmdId: 2, query: query([b]), latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'power' }] } }] });
    await client.next(byCmd(2));
    await postTs(a, { ts: 11_000, values: { power: 8 } });
    await postTs(a, { ts: 9_000, values: { power: 1 } });
    await postTs(b, { ts: 11_000, values: { power: 3 } });
    await client.next((message) => message.cmdId === 2 && message.update);
    expect(client.all.filter((message) => message.cmdId === 1)).toHaveLength(2);
    client.close();
  });

  it('entity data: history and time series windows come in data first, then in update; live points follow', async () => {
    const id = devices['ws-3'];
    const client = await Client.open(server, admin.token);
    client.send({ entityDataCmds: [{ cmdId: 3, query: query([id]), historyCmd: { keys: ['level'], startTs: 0, endTs: 5000, interval: 0, limit: 100, agg: 'NONE' } }] });
    const first = await client.next(byCmd(3));
    expect(first.update).toBeNull();
    expect(first.data.data[0].timeseries.level.map((point: { ts: number }) => point.ts)).toEqual([3000, 2000, 1000]);
    // The console resends only tsCmd when the time window changes: it comes in update, then live points.
    const now = Date.now();
    client.send({ entityDataCmds: [{ cmdId: 3, tsCmd: { keys: ['level'], startTs: 1500, timeWindow: now, interval: 0, limit: 100, agg: 'NONE' } }] });
    const window = await client.next(byCmd(3));
    expect(window.data).toBeNull();
    expect(window.update[0].timeseries.level).toEqual([
      { ts: 3000, value: '3' },
      { ts: 2000, value: '2' },
    ]);
    await postTs(id, { ts: now, values: { level: 4.5, other: 1 } });
    const live = await client.next(byCmd(3));
    expect(live.update).toEqual([{ entityId: { entityType: 'DEVICE', id }, latest: null, timeseries: { level: [{ ts: now, value: '4.5' }] } }]);
    client.send({ entityDataUnsubscribeCmds: [{ cmdId: 3 }] });
    client.close();
  });

  it('count, empty alarm data, and bad commands', async () => {
    const client = await Client.open(server, admin.token);
    client.send({ entityCountCmds: [{ cmdId: 4, query: { entityFilter: { type: 'deviceType', deviceType: 'ws-test' } } }] });
    expect(await client.next(byCmd(4))).toEqual({ cmdId: 4, cmdUpdateType: 'COUNT_DATA', errorCode: 0, errorMsg: null, count: 3 });
    client.send({ alarmDataCmds: [{ cmdId: 5, query: query([devices['ws-1']]) }] });
    expect(await client.next(byCmd(5))).toMatchObject({ cmdUpdateType: 'ALARM_DATA', data: { data: [], totalElements: 0 }, totalEntities: 1 });
    client.send({ entityDataCmds: [{ cmdId: 6 }] });
    expect(await client.next(bySubscription(6))).toMatchObject({ errorCode: 2 });
    client.send({ entityDataCmds: [{ cmdId: -1, query: query([]) }] });
    expect(await client.next(bySubscription(-1))).toMatchObject({ errorCode: 2 });
    client.send({ entityDataCmds: [{ cmdId: 7, query: { entityFilter: { type: 'bogus' }, pageLink: { page: 0, pageSize: 1 } } }] });
    expect(await client.next(bySubscription(7))).toMatchObject({ errorCode: 2 });
    client.close();
  });

  it('keeps tenants apart: another tenant counts and sees none of these devices', async () => {
    const client = await Client.open(server, other.token);
    client.send({ entityCountCmds: [{ cmdId: 1, query: { entityFilter: { type: 'deviceType', deviceType: 'ws-test' } } }] });
    expect((await client.next(byCmd(1))).count).toBe(1);
    client.send({ entityDataCmds: [{ cmdId: 2, query: query([devices['ws-1']]), latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'power' }] } }] });
    expect((await client.next(byCmd(2))).data.totalElements).toBe(0);
    client.close();
  });
});

describe('limits', () => {
  it('coalesces many writes into few messages without losing any', async () => {
    const id = devices['ws-1'];
    const client = await Client.open(server, admin.token);
    client.send({ tsSubCmds: [{ cmdId: 9, entityType: 'DEVICE', entityId: id, keys: 'burst' }] });
    await client.next(bySubscription(9));
    const writes = 30;
    await Promise.all(Array.from({ length: writes }, (_, i) => postTs(id, { ts: 100_000 + i, values: { burst: i } })));
    const received: unknown[] = [];
    let messages = 0;
    while (received.length < writes) {
      const message = await client.next(bySubscription(9));
      messages++;
      received.push(...message.data.burst);
    }
    expect(received).toHaveLength(writes);
    expect(messages).toBeLessThan(writes / 2);
    client.close();
  });

  it('answers errorCode 34 when a tick holds more updates than the session bound', async () => {
    const tenant = await newTenantAdmin(limited);
    const device = (await saved(limited.url, '/api/device', tenant.token, { name: 'bounded', type: 'ws-test' })).id.id;
    const client = await Client.open(limited, tenant.token);
    client.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device, keys: '' }] });
    await client.next(bySubscription(1));
    const points = Array.from({ length: 20 }, (_, i) => ({ ts: 1000 + i, values: { v: i } }));
    expect((await postTs(device, points, tenant.token, limited)).status).toBe(200);
    expect(await client.next(bySubscription(1))).toEqual({ subscriptionId: 1, errorCode: 34, errorMsg: 'Too many updates!' });
    // Within the bound, updates flow again.
    await postTs(device, { ts: 5000, values: { v: 1 } }, tenant.token, limited);
    expect((await client.next(bySubscription(1))).data).toEqual({ v: [[5000, '1']] });
    client.close();
  });
});
