import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, login, removeTempDirs, startTestServer } from './helpers';
import { WsClient, type WsMessage } from './wsClient';

/*
 * Live alarm data on the telemetry WebSocket (contract §8.2 rule 6, §12) with a real `ws`
 * client: the first page in `data`, rows added or removed re-sending the page, an
 * acknowledgement of a row that stays coming in `update`, the sliding window, unsubscribe,
 * the sysadmin's refusal, and tenants and customers kept apart.
 */

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let other: Awaited<ReturnType<typeof newTenantAdmin>>;
let customer: Awaited<ReturnType<typeof newCustomerUser>>;
const ids: Record<string, string> = {};

const byCmd = (id: number) => (message: WsMessage) => message.cmdId === id;
const post = (path: string, token = admin.token, body?: unknown) => api(server.url, path, { method: 'POST', token, body });
const types = (message: WsMessage) => (message.data ?? { data: [] }).data.map((row: { type: string }) => row.type);

/** Alarms of devices of `deviceType`, newest first. */
const query = (deviceType: string, link: Record<string, unknown> = {}) => ({
  entityFilter: { type: 'deviceType', deviceType, deviceNameFilter: '' },
  pageLink: { page: 0, pageSize: 10, textSearch: null, sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' }, ...link },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
  latestValues: [],
  alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }],
});

async function alarm(originator: string, type: string, token = admin.token): Promise<string> {
  return (await saved(server.url, '/api/alarm', token, { type, originator: { entityType: 'DEVICE', id: originator }, severity: 'MAJOR', status: 'ACTIVE_UNACK' })).id.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  customer = await newCustomerUser(server, admin.tenantId, 'Alarm ws customer');
  for (const [name, type] of [
    ['Pump 1', 'pump'],
    ['Pump 2', 'pump'],
    ['Fan', 'fan'],
    ['Valve', 'valve'],
  ] as const) {
    ids[name] = (await saved(server.url, '/api/device', admin.token, { name, type })).id.id;
  }
  ids.foreign = (await saved(server.url, '/api/device', other.token, { name: 'Foreign pump', type: 'pump' })).id.id;
  expect((await post(`/api/customer/${customer.customerId}/device/${ids['Pump 2']}`)).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('alarmDataCmds', () => {
  it('answers an empty page with totals 0 when no entity matches', async () => {
    const client = await WsClient.open(server, admin.token);
    client.send({ alarmDataCmds: [{ cmdId: 1, query: query('no-such-type') }] });
    expect(await client.next(byCmd(1))).toEqual({
      cmdId: 1,
      cmdUpdateType: 'ALARM_DATA',
      errorCode: 0,
      errorMsg: null,
      data: { data: [], totalPages: 0, totalElements: 0, hasNext: false },
      update: null,
      allowedEntities: 10000,
      totalEntities: 0,
    });
    client.close();
  });

  it('sends the page, re-sends it when rows come and go, and sends an acknowledgement as an update', async () => {
    const first = await alarm(ids['Pump 1']!, 'Pressure');
    const client = await WsClient.open(server, admin.token);
    client.send({ alarmDataCmds: [{ cmdId: 2, query: query('pump', { statusList: ['ACTIVE'] }) }] });
    const initial = await client.next(byCmd(2));
    expect(initial).toMatchObject({ cmdUpdateType: 'ALARM_DATA', errorCode: 0, update: null, totalEntities: 2, data: { totalElements: 1 } });
    expect(initial.data.data[0]).toMatchObject({ id: { id: first }, type: 'Pressure', status: 'ACTIVE_UNACK', entityId: { entityType: 'DEVICE', id: ids['Pump 1'] }, originatorName: 'Pump 1' });

    // A new row: the whole page again, newest first.
    const second = await alarm(ids['Pump 2']!, 'Leak');
    const added = await client.next(byCmd(2));
    expect(added.update).toBeNull();
    expect(types(added)).toEqual(['Leak', 'Pressure']);
    expect(added.data.totalElements).toBe(2);

    // Acknowledged but still ACTIVE: only that row, in `update`.
    expect((await post(`/api/alarm/${first}/ack`)).status).toBe(200);
    const acked = await client.next(byCmd(2));
    expect(acked.data).toBeNull();
    expect(acked.update).toHaveLength(1);
    expect(acked.update[0]).toMatchObject({ id: { id: first }, status: 'ACTIVE_ACK', entityId: { id: ids['Pump 1'] } });
    expect(acked.update[0].ackTs).toBeGreaterThan(0);

    // Cleared: it leaves the ACTIVE filter, so the page comes again without it.
    expect((await post(`/api/alarm/${first}/clear`)).status).toBe(200);
    const cleared = await client.next(byCmd(2));
    expect(cleared.update).toBeNull();
    expect(types(cleared)).toEqual(['Leak']);

    // Deleted: the page again, now empty.
    expect((await api(server.url, `/api/alarm/${second}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    const deleted = await client.next(byCmd(2));
    expect(deleted.data).toMatchObject({ data: [], totalElements: 0 });
    client.close();
  });

  it('sends a cleared row that still matches as an update', async () => {
    const id = await alarm(ids.Fan!, 'Vibration');
    const client = await WsClient.open(server, admin.token);
    client.send({ alarmDataCmds: [{ cmdId: 3, query: query('fan') }] });
    expect(types(await client.next(byCmd(3)))).toEqual(['Vibration']);
    expect((await post(`/api/alarm/${id}/clear`)).status).toBe(200);
    const update = await client.next(byCmd(3));
    expect(update.data).toBeNull();
    expect(update.update).toMatchObject([{ id: { id }, status: 'CLEARED_UNACK' }]);
    client.close();
  });

  it('keeps a time window sliding: a row that ages out re-sends the page', async () => {
    const client = await WsClient.open(server, admin.token);
    await alarm(ids.Valve!, 'Stuck');
    client.send({ alarmDataCmds: [{ cmdId: 4, query: query('valve', { timeWindow: 1500 }) }] });
    expect(types(await client.next(byCmd(4)))).toEqual(['Stuck']);
    const slid = await client.next(byCmd(4), 'the page after the window slid');
    expect(slid.data).toMatchObject({ data: [], totalElements: 0 });
    expect(slid.totalEntities).toBe(1);
    client.close();
  });

  it('stops after alarmDataUnsubscribeCmds and after a replacing command', async () => {
    const client = await WsClient.open(server, admin.token);
    client.send({ alarmDataCmds: [{ cmdId: 5, query: query('pump') }, { cmdId: 6, query: query('fan') }] });
    await client.next(byCmd(5));
    await client.next(byCmd(6));
    client.send({ alarmDataUnsubscribeCmds: [{ cmdId: 5 }] });
    // The same cmdId again replaces the subscription: the new query's page comes first.
    client.send({ alarmDataCmds: [{ cmdId: 6, query: query('valve') }] });
    expect((await client.next(byCmd(6))).totalEntities).toBe(1);
    await alarm(ids['Pump 1']!, 'Late');
    await alarm(ids.Valve!, 'Late');
    expect(types(await client.next(byCmd(6)))).toContain('Late');
    expect(client.all.filter((message) => message.cmdId === 5)).toHaveLength(1);
    client.close();
  });

  it('keeps tenants and customers apart', async () => {
    const foreign = await WsClient.open(server, other.token);
    foreign.send({ alarmDataCmds: [{ cmdId: 1, query: query('pump') }] });
    expect(await foreign.next(byCmd(1))).toMatchObject({ data: { totalElements: 0 }, totalEntities: 1 });
    const own = await WsClient.open(server, customer.token);
    own.send({ alarmDataCmds: [{ cmdId: 1, query: query('pump') }] });
    const initial = await own.next(byCmd(1));
    expect(initial.totalEntities).toBe(1);
    expect(initial.data.data.every((row: WsMessage) => row.entityId.id === ids['Pump 2'])).toBe(true);
    const before = initial.data.totalElements;

    // An alarm of the customer's device reaches the customer; one of another device does not.
    await alarm(ids['Pump 1']!, 'Not for the customer');
    await alarm(ids['Pump 2']!, 'For the customer');
    const added = await own.next(byCmd(1));
    expect(added.data.totalElements).toBe(before + 1);
    expect(types(added)).not.toContain('Not for the customer');
    expect(types(added)[0]).toBe('For the customer');

    // The other tenant heard nothing, but does hear about its own alarm.
    await alarm(ids.foreign!, 'Foreign leak', other.token);
    expect(types(await foreign.next(byCmd(1)))).toEqual(['Foreign leak']);
    expect(foreign.all.filter((message) => message.cmdId === 1)).toHaveLength(2);
    foreign.close();
    own.close();
  });

  it('refuses the system administrator with errorCode 3 and bad commands with errorCode 2', async () => {
    const { token } = await login(server.url, 'sysadmin');
    const sysadmin = await WsClient.open(server, token);
    sysadmin.send({ alarmDataCmds: [{ cmdId: 7, query: query('pump') }] });
    expect(await sysadmin.next(byCmd(7))).toEqual({
      cmdId: 7,
      cmdUpdateType: 'ALARM_DATA',
      errorCode: 3,
      errorMsg: "You don't have permission to perform this operation!",
      data: null,
      update: null,
      allowedEntities: 10000,
      totalEntities: 0,
    });
    sysadmin.close();

    const client = await WsClient.open(server, admin.token);
    client.send({ alarmDataCmds: [{ cmdId: 8 }] });
    expect(await client.next((message) => message.subscriptionId === 8)).toMatchObject({ errorCode: 2, errorMsg: 'Query is empty!' });
    client.send({ alarmDataCmds: [{ cmdId: 9, query: query('pump', { statusList: ['BOGUS'] }) }] });
    expect(await client.next((message) => message.subscriptionId === 9)).toMatchObject({ errorCode: 2 });
    client.send({ alarmDataCmds: [{ cmdId: -1, query: query('pump') }] });
    expect(await client.next((message) => message.subscriptionId === -1)).toMatchObject({ errorCode: 2 });
    // A refused command leaves no subscription behind: later alarms send nothing for it.
    await alarm(ids['Pump 1']!, 'After refusals');
    client.send({ alarmDataCmds: [{ cmdId: 10, query: query('fan') }] });
    await client.next(byCmd(10));
    expect(client.all.filter((message) => [8, 9].includes(message.cmdId))).toHaveLength(0);
    client.close();
  });
});
