import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlarmEventBus } from '../../server/alarms/AlarmEventBus';
import { AlarmService } from '../../server/alarms/AlarmService';
import type { AlarmChangeEvent } from '../../server/alarms/types';
import type { RunningServer } from '../../server/main';
import type { SecurityUser } from '../../server/security/SecurityUser';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { expectError } from './tenancyHelpers';

/*
 * POST /api/alarmsQuery/find (contract §7) over a real server: the entity filter and
 * key filters of the entity data query, the alarm window and type/status/severity
 * lists, propagated alarms, sorting by alarm fields and latest values, what each caller
 * sees; and the alarm change bus the WebSocket listens to.
 */

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let other: Awaited<ReturnType<typeof newTenantAdmin>>;
let customer: Awaited<ReturnType<typeof newCustomerUser>>;
const ids: Record<string, string> = {};
const alarmIds: Record<string, string> = {};

const post = (path: string, token: string, body?: unknown) => api(server.url, path, { method: 'POST', token, body });
const find = (token: string, body: unknown) => post('/api/alarmsQuery/find', token, body);
const thermostats = { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' };
const query = (link: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  entityFilter: thermostats,
  pageLink: { page: 0, pageSize: 10, textSearch: null, ...link },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
  latestValues: [{ type: 'TIME_SERIES', key: 'temperature' }],
  alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }],
  ...extra,
});
const types = (body: { data: { type: string }[] }) => body.data.map((item) => item.type);
const severityDesc = { key: { type: 'ALARM_FIELD', key: 'severity' }, direction: 'DESC' };

async function alarm(originator: string, type: string, severity: string, extra: Record<string, unknown> = {}, entityType = 'DEVICE'): Promise<string> {
  const saved_ = await saved(server.url, '/api/alarm', admin.token, { type, originator: { entityType, id: originator }, severity, status: 'ACTIVE_UNACK', ...extra });
  alarmIds[type] = saved_.id.id;
  return saved_.id.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  customer = await newCustomerUser(server, admin.tenantId, 'Alarm query customer');
  for (const [name, type] of [
    ['Thermo A', 'thermostat'],
    ['Thermo B', 'thermostat'],
    ['Meter', 'meter'],
  ] as const) {
    ids[name] = (await saved(server.url, '/api/device', admin.token, { name, type })).id.id;
  }
  ids.site = (await saved(server.url, '/api/asset', admin.token, { name: 'Site', type: 'site' })).id.id;
  ids.foreign = (await saved(server.url, '/api/device', other.token, { name: 'Foreign thermo', type: 'thermostat' })).id.id;
  await saved(server.url, '/api/relation', admin.token, { from: { entityType: 'ASSET', id: ids.site }, to: { entityType: 'DEVICE', id: ids.Meter }, type: 'Contains' });
  expect((await post(`/api/customer/${customer.customerId}/device/${ids['Thermo B']}`, admin.token)).status).toBe(200);
  expect((await post(`/api/plugins/telemetry/DEVICE/${ids['Thermo A']}/timeseries/ANY`, admin.token, { ts: 1000, values: { temperature: 21.5 } })).status).toBe(200);
  expect((await post(`/api/plugins/telemetry/DEVICE/${ids['Thermo B']}/timeseries/ANY`, admin.token, { ts: 1000, values: { temperature: 30 } })).status).toBe(200);

  await alarm(ids['Thermo A']!, 'Overheat', 'CRITICAL');
  await alarm(ids['Thermo A']!, 'Battery', 'WARNING');
  await alarm(ids['Thermo B']!, 'Offline', 'MAJOR');
  await alarm(ids['Thermo B']!, 'Old', 'MINOR');
  expect((await post(`/api/alarm/${alarmIds.Old}/clear`, admin.token)).status).toBe(200);
  expect((await post(`/api/alarm/${alarmIds.Battery}/ack`, admin.token)).status).toBe(200);
  await alarm(ids.Meter!, 'Leak', 'MAJOR', { propagate: true });
  await saved(server.url, '/api/alarm', other.token, { type: 'Foreign', originator: { entityType: 'DEVICE', id: ids.foreign }, severity: 'CRITICAL', status: 'ACTIVE_UNACK' });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('POST /api/alarmsQuery/find', () => {
  it('answers AlarmData of the filtered entities with their latest values, newest first by default', async () => {
    const res = await find(admin.token, query());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 4, totalPages: 1, hasNext: false });
    expect(types(res.body)).toEqual(['Old', 'Offline', 'Battery', 'Overheat']);
    const overheat = res.body.data.find((item: { type: string }) => item.type === 'Overheat');
    expect(overheat).toMatchObject({
      id: { entityType: 'ALARM', id: alarmIds.Overheat },
      name: 'Overheat',
      severity: 'CRITICAL',
      status: 'ACTIVE_UNACK',
      originator: { entityType: 'DEVICE', id: ids['Thermo A'] },
      originatorName: 'Thermo A',
      entityId: { entityType: 'DEVICE', id: ids['Thermo A'] },
      latest: {
        ENTITY_FIELD: { name: { value: 'Thermo A' } },
        TIME_SERIES: { temperature: { ts: 1000, value: '21.5' } },
      },
    });
    expect(Object.keys(overheat).sort()).toEqual(
      ['ackTs', 'clearTs', 'createdTime', 'customerId', 'details', 'endTs', 'entityId', 'id', 'latest', 'name', 'originator', 'originatorName', 'propagate', 'propagateRelationTypes', 'propagateToOwner', 'propagateToTenant', 'severity', 'startTs', 'status', 'tenantId', 'type'].sort(),
    );
  });

  it('filters by status list, type list and severity list', async () => {
    expect(types((await find(admin.token, query({ statusList: ['ACTIVE'], sortOrder: severityDesc }))).body)).toEqual(['Overheat', 'Offline', 'Battery']);
    expect(types((await find(admin.token, query({ statusList: ['CLEARED'] }))).body)).toEqual(['Old']);
    expect(types((await find(admin.token, query({ statusList: ['ACK'] }))).body)).toEqual(['Battery']);
    // A list is the union of its statuses, as in 3.3.
    expect(types((await find(admin.token, query({ statusList: ['ACK', 'CLEARED'], sortOrder: severityDesc }))).body)).toEqual(['Old', 'Battery']);
    expect(types((await find(admin.token, query({ statusList: ['ANY', 'ACK'] }))).body)).toHaveLength(4);
    expect(types((await find(admin.token, query({ typeList: ['Offline', 'Overheat'], sortOrder: severityDesc }))).body)).toEqual(['Overheat', 'Offline']);
    expect(types((await find(admin.token, query({ severityList: ['MAJOR', 'MINOR'], sortOrder: severityDesc }))).body)).toEqual(['Offline', 'Old']);
  });

  it('sorts by alarm fields and by the latest values of the entities, and pages', async () => {
    const byTemp = await find(admin.token, query({ statusList: ['ACTIVE'], sortOrder: { key: { type: 'TIME_SERIES', key: 'temperature' }, direction: 'DESC' } }));
    expect(byTemp.body.data[0].type).toBe('Offline');
    const byType = await find(admin.token, query({ sortOrder: { key: { type: 'ALARM_FIELD', key: 'type' }, direction: 'ASC' }, pageSize: 3 }));
    expect(byType.body).toMatchObject({ totalElements: 4, totalPages: 2, hasNext: true });
    expect(types(byType.body)).toEqual(['Battery', 'Offline', 'Old']);
    const second = await find(admin.token, query({ sortOrder: { key: { type: 'ALARM_FIELD', key: 'type' }, direction: 'ASC' }, pageSize: 3, page: 1 }));
    expect(types(second.body)).toEqual(['Overheat']);
    expect(types((await find(admin.token, query({ textSearch: 'over' }))).body)).toEqual(['Overheat']);
  });

  it('bounds alarms by time window or by start and end', async () => {
    const created = (await api(server.url, `/api/alarm/${alarmIds.Offline}`, { token: admin.token })).body.createdTime as number;
    expect(types((await find(admin.token, query({ startTs: created, endTs: created, typeList: ['Offline', 'Overheat'] }))).body)).toEqual(['Offline']);
    expect((await find(admin.token, query({ timeWindow: 60_000 }))).body.totalElements).toBe(4);
    expect((await find(admin.token, query({ startTs: 1, endTs: 2 }))).body.totalElements).toBe(0);
  });

  it('finds propagated alarms on parents only when searchPropagatedAlarms is set', async () => {
    const site = { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'ASSET', id: ids.site } } };
    expect((await find(admin.token, query({}, site))).body.totalElements).toBe(0);
    const propagated = await find(admin.token, query({ searchPropagatedAlarms: true }, site));
    expect(propagated.body.data).toHaveLength(1);
    expect(propagated.body.data[0]).toMatchObject({ type: 'Leak', originator: { id: ids.Meter }, originatorName: 'Meter', entityId: { entityType: 'ASSET', id: ids.site } });
  });

  it('shows customer users only their customer’s alarms, and other tenants nothing', async () => {
    expect(types((await find(customer.token, query({ sortOrder: severityDesc }))).body)).toEqual(['Offline', 'Old']);
    const foreign = await find(other.token, query());
    expect(types(foreign.body)).toEqual(['Foreign']);
    const single = { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Thermo A'] } } };
    expect((await find(other.token, query({}, single))).body.totalElements).toBe(0);
    expect((await find(customer.token, query({}, single))).body.totalElements).toBe(0);
  });

  it('refuses bad queries with 400', async () => {
    for (const body of [
      {},
      { entityFilter: thermostats },
      query({ statusList: ['OPEN'] }),
      query({ severityList: 'CRITICAL' }),
      query({ typeList: [1] }),
      query({ timeWindow: -5 }),
      query({ pageSize: 0 }),
      query({}, { alarmFields: [{ type: 'ALARM', key: 'type' }] }),
      query({}, { entityFilter: { type: 'nothing' } }),
    ]) {
      expectError(await find(admin.token, body), 400, 31);
    }
  });
});

describe('alarm change bus', () => {
  it('announces creation, merge, acknowledgement, clear and deletion with the entities the alarm shows on', async () => {
    const bus = new AlarmEventBus(server.app.log);
    const service = new AlarmService(server.stores, bus);
    const events: AlarmChangeEvent[] = [];
    const dispose = bus.onAlarm((event) => events.push(event));
    bus.onAlarm(() => {
      throw new Error('a broken listener must not stop the others');
    });
    const user: SecurityUser = { userId: NULL_UUID, tenantId: admin.tenantId, customerId: NULL_UUID, authority: 'TENANT_ADMIN', email: 'bus@test', isPublic: false };
    const body = { type: 'Bus', originator: { entityType: 'DEVICE', id: ids.Meter }, severity: 'MINOR', status: 'ACTIVE_UNACK', propagate: true };
    const created = await service.save(user, body);
    await service.save(user, { ...body, severity: 'MAJOR' });
    await service.acknowledge(user, created.id.id);
    await service.acknowledge(user, created.id.id);
    await service.clear(user, created.id.id);
    await service.delete(user, created.id.id);
    expect(events.map((event) => [event.kind, event.alarm.severity, event.alarm.status])).toEqual([
      ['CREATED', 'MINOR', 'ACTIVE_UNACK'],
      ['UPDATED', 'MAJOR', 'ACTIVE_UNACK'],
      ['ACKNOWLEDGED', 'MAJOR', 'ACTIVE_ACK'],
      ['CLEARED', 'MAJOR', 'CLEARED_ACK'],
      ['DELETED', 'MAJOR', 'CLEARED_ACK'],
    ]);
    for (const event of events) {
      expect(event.tenantId).toBe(admin.tenantId);
      expect(event.shownOn.map((entity) => entity.id).sort()).toEqual([ids.Meter, ids.site].sort());
    }
    dispose();
    await service.save(user, body);
    expect(events).toHaveLength(5);
  });
});
