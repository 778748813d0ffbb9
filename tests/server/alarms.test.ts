import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, login, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, expectError, pageQuery, UNKNOWN_UUID } from './tenancyHelpers';

/*
 * Alarms REST (contract §2, §10, §12) over a real server: save and merge, ack and
 * clear (idempotent), delete, the per-entity and per-caller lists with their status
 * and time filters, highestSeverity, propagation, and who may read or change what.
 */

let server: RunningServer;
let a: Awaited<ReturnType<typeof newTenantAdmin>>;
let b: Awaited<ReturnType<typeof newTenantAdmin>>;
let customer1: Awaited<ReturnType<typeof newCustomerUser>>;
let customer2: Awaited<ReturnType<typeof newCustomerUser>>;
/** d1 belongs to customer 1, d2 is unassigned, d3 sits in the building asset. */
const ids: Record<string, string> = {};
let counter = 0;

const call = (method: string, path: string, token: string, body?: unknown) => api(server.url, path, { method, token, body });
const device = (id: string) => ({ entityType: 'DEVICE', id });
const alarmBody = (originator: { entityType: string; id: string }, extra: Record<string, unknown> = {}) => ({
  type: `Alarm ${++counter}`,
  originator,
  severity: 'MAJOR',
  status: 'ACTIVE_UNACK',
  ...extra,
});
const createAlarm = (token: string, body: unknown) => saved(server.url, '/api/alarm', token, body);

beforeAll(async () => {
  server = await startTestServer();
  a = await newTenantAdmin(server);
  b = await newTenantAdmin(server);
  customer1 = await newCustomerUser(server, a.tenantId, 'Alarm customer one');
  customer2 = await newCustomerUser(server, a.tenantId, 'Alarm customer two');
  for (const name of ['d1', 'd2', 'd3', 'doomed']) ids[name] = (await saved(server.url, '/api/device', a.token, { name: `Alarm device ${name}` })).id.id;
  ids.building = (await saved(server.url, '/api/asset', a.token, { name: 'Alarm building', type: 'building' })).id.id;
  ids.foreign = (await saved(server.url, '/api/device', b.token, { name: 'Foreign device' })).id.id;
  expect((await call('POST', `/api/customer/${customer1.customerId}/device/${ids.d1}`, a.token)).status).toBe(200);
  await saved(server.url, '/api/relation', a.token, { from: { entityType: 'ASSET', id: ids.building }, to: device(ids.d3!), type: 'Contains' });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('POST /api/alarm', () => {
  it('creates an alarm with the contract shape, the customer of its originator and the propagation flags', async () => {
    const before = Date.now();
    const alarm = await createAlarm(a.token, alarmBody(device(ids.d1!), { details: { note: 'hot' }, propagate: true, propagateRelationTypes: ['Contains'] }));
    expect(Object.keys(alarm).sort()).toEqual(
      ['ackTs', 'clearTs', 'createdTime', 'customerId', 'details', 'endTs', 'id', 'name', 'originator', 'propagate', 'propagateRelationTypes', 'propagateToOwner', 'propagateToTenant', 'severity', 'startTs', 'status', 'tenantId', 'type'].sort(),
    );
    expect(alarm).toMatchObject({
      id: { entityType: 'ALARM' },
      tenantId: { entityType: 'TENANT', id: a.tenantId },
      customerId: { entityType: 'CUSTOMER', id: customer1.customerId },
      name: alarm.type,
      originator: device(ids.d1!),
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
      ackTs: 0,
      clearTs: 0,
      details: { note: 'hot' },
      propagate: true,
      propagateToOwner: false,
      propagateToTenant: false,
      propagateRelationTypes: ['Contains'],
    });
    expect(alarm.startTs).toBeGreaterThanOrEqual(before);
    expect(alarm.endTs).toBe(alarm.startTs);
    expect((await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body).toEqual(alarm);
    const info = await call('GET', `/api/alarm/info/${alarm.id.id}`, customer1.token);
    expect(info.body).toEqual({ ...alarm, originatorName: 'Alarm device d1' });
  });

  it('merges into the latest uncleared alarm of the same originator and type, and starts anew once it is cleared', async () => {
    const body = alarmBody(device(ids.d2!), { startTs: 5000, endTs: 6000 });
    const first = await createAlarm(a.token, body);
    expect(first.customerId.id).toBe(NULL_UUID);
    const merged = await createAlarm(a.token, { ...body, severity: 'CRITICAL', startTs: 4000, endTs: 9000, propagateToTenant: true, details: { n: 2 } });
    expect(merged).toMatchObject({ id: first.id, createdTime: first.createdTime, severity: 'CRITICAL', startTs: 4000, endTs: 9000, propagateToTenant: true, details: { n: 2 } });
    // Flags only switch on: a later save without them keeps them.
    const again = await createAlarm(a.token, { ...body, startTs: 7000 });
    expect(again).toMatchObject({ id: first.id, propagateToTenant: true, startTs: 4000, endTs: 9000 });
    expect(countRows(server, 'alarm', 'originator_id = ? and type = ?', ids.d2, body.type)).toBe(1);

    expect((await call('POST', `/api/alarm/${first.id.id}/clear`, a.token)).status).toBe(200);
    const fresh = await createAlarm(a.token, body);
    expect(fresh.id.id).not.toBe(first.id.id);
    expect(fresh.status).toBe('ACTIVE_UNACK');
    expect(countRows(server, 'alarm', 'originator_id = ? and type = ?', ids.d2, body.type)).toBe(2);
  });

  it('updates by id without touching status, acknowledgement or originator', async () => {
    const alarm = await createAlarm(a.token, alarmBody(device(ids.d2!)));
    expect((await call('POST', `/api/alarm/${alarm.id.id}/ack`, a.token)).status).toBe(200);
    const updated = await createAlarm(a.token, { ...alarm, severity: 'MINOR', status: 'ACTIVE_UNACK', ackTs: 0 });
    expect(updated).toMatchObject({ id: alarm.id, severity: 'MINOR', status: 'ACTIVE_ACK', originator: device(ids.d2!) });
    expect(updated.ackTs).toBeGreaterThan(0);
  });

  it.each([
    [{ originator: { entityType: 'DEVICE', id: UNKNOWN_UUID }, severity: 'MAJOR', status: 'ACTIVE_UNACK' }, 'Alarm type should be specified!'],
    [{ type: '  ', severity: 'MAJOR', status: 'ACTIVE_UNACK' }, 'Alarm type should be specified!'],
    [{ type: 'T', severity: 'MAJOR', status: 'ACTIVE_UNACK' }, 'Alarm originator should be specified!'],
    [{ type: 'T', originator: { entityType: 'DEVICE' }, severity: 'MAJOR', status: 'ACTIVE_UNACK' }, /originator\.id/],
    [{ type: 'T', originator: { entityType: 'WIDGET', id: UNKNOWN_UUID }, severity: 'MAJOR', status: 'ACTIVE_UNACK' }, /Unsupported originator/],
    [{ type: 'T', originator: 'DEVICE', severity: 'MAJOR', status: 'ACTIVE_UNACK' }, /originator/],
    [{ type: 'T', originator: { entityType: 'DEVICE', id: 'd1' }, status: 'ACTIVE_UNACK' }, 'Alarm severity should be specified!'],
    [{ type: 'T', originator: { entityType: 'DEVICE', id: 'd1' }, severity: 'MAJOR' }, 'Alarm status should be specified!'],
    [{ type: 'T', originator: { entityType: 'DEVICE', id: 'd1' }, severity: 'HUGE', status: 'ACTIVE_UNACK' }, /severity/],
    [{ type: 'T', originator: { entityType: 'DEVICE', id: 'd1' }, severity: 'MAJOR', status: 'OPEN' }, /status/],
    [{ type: 'T', originator: { entityType: 'DEVICE', id: 'd1' }, severity: 'MAJOR', status: 'ACTIVE_UNACK', startTs: 'soon' }, /startTs/],
    [{ type: 'T', originator: { entityType: 'DEVICE', id: 'd1' }, severity: 'MAJOR', status: 'ACTIVE_UNACK', propagate: 'yes' }, /propagate/],
    [{ type: 'T', originator: { entityType: 'DEVICE', id: 'd1' }, severity: 'MAJOR', status: 'ACTIVE_UNACK', propagateRelationTypes: [1] }, /propagateRelationTypes/],
    [{ type: 'x'.repeat(256), originator: { entityType: 'DEVICE', id: 'd1' }, severity: 'MAJOR', status: 'ACTIVE_UNACK' }, 'Validation error: length of type must be equal or less than 255'],
    [{ id: { entityType: 'DEVICE', id: UNKNOWN_UUID }, type: 'T', originator: { entityType: 'DEVICE', id: 'd1' }, severity: 'MAJOR', status: 'ACTIVE_UNACK' }, /ALARM id/],
    [[], /JSON object/],
  ])('refuses bad input %# with 400 and stores nothing', async (body, message) => {
    const rows = countRows(server, 'alarm');
    const resolved = JSON.parse(JSON.stringify(body).replaceAll('"d1"', JSON.stringify(ids.d1)));
    expectError(await call('POST', '/api/alarm', a.token, resolved), 400, 31, message);
    expect(countRows(server, 'alarm')).toBe(rows);
  });

  it('answers 404 for an unknown originator or alarm id, and 400 for a malformed path id', async () => {
    expectError(await call('POST', '/api/alarm', a.token, alarmBody(device(UNKNOWN_UUID))), 404, 32);
    expectError(await call('POST', '/api/alarm', a.token, { ...alarmBody(device(ids.d1!)), id: { entityType: 'ALARM', id: UNKNOWN_UUID } }), 404, 32);
    expectError(await call('GET', `/api/alarm/${UNKNOWN_UUID}`, a.token), 404, 32);
    expectError(await call('GET', '/api/alarm/not-a-uuid', a.token), 400, 31);
    expectError(await call('POST', '/api/alarm/not-a-uuid/ack', a.token), 400, 31);
  });
});

describe('ack, clear and delete', () => {
  it('acknowledges and clears once; repeating either is a 200 no-op', async () => {
    const alarm = await createAlarm(a.token, alarmBody(device(ids.d1!)));
    const ack = await call('POST', `/api/alarm/${alarm.id.id}/ack`, a.token);
    expect([ack.status, ack.text]).toEqual([200, '']);
    const acked = (await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body;
    expect(acked.status).toBe('ACTIVE_ACK');
    expect(acked.ackTs).toBeGreaterThan(0);
    expect((await call('POST', `/api/alarm/${alarm.id.id}/ack`, a.token)).status).toBe(200);
    expect((await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body).toEqual(acked);

    const clear = await call('POST', `/api/alarm/${alarm.id.id}/clear`, a.token);
    expect([clear.status, clear.text]).toEqual([200, '']);
    const cleared = (await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body;
    expect(cleared).toMatchObject({ status: 'CLEARED_ACK', ackTs: acked.ackTs });
    expect(cleared.clearTs).toBeGreaterThan(0);
    expect((await call('POST', `/api/alarm/${alarm.id.id}/clear`, a.token)).status).toBe(200);
    expect((await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body).toEqual(cleared);
  });

  it('clears an unacknowledged alarm to CLEARED_UNACK, then acknowledges it to CLEARED_ACK', async () => {
    const alarm = await createAlarm(a.token, alarmBody(device(ids.d2!)));
    await call('POST', `/api/alarm/${alarm.id.id}/clear`, a.token);
    expect((await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body.status).toBe('CLEARED_UNACK');
    await call('POST', `/api/alarm/${alarm.id.id}/ack`, a.token);
    expect((await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body.status).toBe('CLEARED_ACK');
  });

  it('deletes an alarm (true), and deleting its originator deletes its alarms', async () => {
    const alarm = await createAlarm(a.token, alarmBody(device(ids.d2!)));
    const deleted = await call('DELETE', `/api/alarm/${alarm.id.id}`, a.token);
    expect([deleted.status, deleted.body]).toEqual([200, true]);
    expectError(await call('GET', `/api/alarm/${alarm.id.id}`, a.token), 404, 32);

    await createAlarm(a.token, alarmBody(device(ids.doomed!)));
    await createAlarm(a.token, alarmBody(device(ids.doomed!)));
    expect(countRows(server, 'alarm', 'originator_id = ?', ids.doomed)).toBe(2);
    expect((await call('DELETE', `/api/device/${ids.doomed}`, a.token)).status).toBe(200);
    expect(countRows(server, 'alarm', 'originator_id = ?', ids.doomed)).toBe(0);
    expect(countRows(server, 'entity_alarm', 'entity_id = ?', ids.doomed)).toBe(0);
  });
});

describe('deleting owners', () => {
  it('releases a deleted customer’s alarms to the tenant and removes a deleted tenant’s alarms', async () => {
    const doomedCustomer = await newCustomerUser(server, a.tenantId, 'Alarm customer doomed');
    const owned = (await saved(server.url, '/api/device', a.token, { name: 'Owned by doomed' })).id.id;
    expect((await call('POST', `/api/customer/${doomedCustomer.customerId}/device/${owned}`, a.token)).status).toBe(200);
    const alarm = await createAlarm(a.token, alarmBody(device(owned)));
    const ownAlarm = await createAlarm(a.token, alarmBody({ entityType: 'CUSTOMER', id: doomedCustomer.customerId }));
    expect(alarm.customerId.id).toBe(doomedCustomer.customerId);
    expect((await call('DELETE', `/api/customer/${doomedCustomer.customerId}`, a.token)).status).toBe(200);
    expect((await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body.customerId.id).toBe(NULL_UUID);
    expect(countRows(server, 'alarm', 'id = ?', ownAlarm.id.id)).toBe(0);

    const doomedTenant = await newTenantAdmin(server);
    const tenantDevice = (await saved(server.url, '/api/device', doomedTenant.token, { name: 'Tenant doomed device' })).id.id;
    await createAlarm(doomedTenant.token, alarmBody(device(tenantDevice), { propagateToTenant: true }));
    expect(countRows(server, 'alarm', 'tenant_id = ?', doomedTenant.tenantId)).toBe(1);
    const sysadmin = (await login(server.url, 'sysadmin')).token;
    expect((await call('DELETE', `/api/tenant/${doomedTenant.tenantId}`, sysadmin)).status).toBe(200);
    expect(countRows(server, 'alarm', 'tenant_id = ?', doomedTenant.tenantId)).toBe(0);
    expect(countRows(server, 'entity_alarm', 'entity_id in (?, ?)', tenantDevice, doomedTenant.tenantId)).toBe(0);
  });
});

describe('who may see and change alarms', () => {
  let alarm: { id: { id: string } };

  beforeAll(async () => {
    alarm = await createAlarm(a.token, alarmBody(device(ids.d1!)));
  });

  it('keeps tenants apart: another tenant gets 403 on the alarm and 404 on the device', async () => {
    for (const [method, path] of [
      ['GET', `/api/alarm/${alarm.id.id}`],
      ['GET', `/api/alarm/info/${alarm.id.id}`],
      ['POST', `/api/alarm/${alarm.id.id}/ack`],
      ['POST', `/api/alarm/${alarm.id.id}/clear`],
      ['DELETE', `/api/alarm/${alarm.id.id}`],
    ] as const) {
      expectError(await call(method, path, b.token), 403, 20);
    }
    expectError(await call('POST', '/api/alarm', b.token, { ...alarmBody(device(ids.d1!)), id: alarm.id }), 403, 20);
    expectError(await call('POST', '/api/alarm', b.token, alarmBody(device(ids.d1!))), 404, 32);
    expectError(await call('GET', `/api/alarm/DEVICE/${ids.d1}?${pageQuery()}`, b.token), 404, 32);
    expectError(await call('GET', `/api/alarm/highestSeverity/DEVICE/${ids.d1}`, b.token), 404, 32);
    const own = await call('GET', `/api/alarms?${pageQuery()}`, b.token);
    expect(own.body.totalElements).toBe(0);
    expect((await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body.status).toBe('ACTIVE_UNACK');
  });

  it('lets only the alarm’s own customer read and change it', async () => {
    expectError(await call('GET', `/api/alarm/${alarm.id.id}`, customer2.token), 403, 20);
    expectError(await call('POST', `/api/alarm/${alarm.id.id}/ack`, customer2.token), 403, 20);
    expectError(await call('POST', `/api/alarm/${alarm.id.id}/clear`, customer2.token), 403, 20);
    expectError(await call('DELETE', `/api/alarm/${alarm.id.id}`, customer2.token), 403, 20);
    expectError(await call('POST', '/api/alarm', customer2.token, alarmBody(device(ids.d1!))), 403, 20);
    expect((await call('GET', `/api/alarm/${alarm.id.id}`, a.token)).body.status).toBe('ACTIVE_UNACK');

    expect((await call('POST', `/api/alarm/${alarm.id.id}/ack`, customer1.token)).status).toBe(200);
    expect((await call('GET', `/api/alarm/${alarm.id.id}`, customer1.token)).body.status).toBe('ACTIVE_ACK');
    const own = await createAlarm(customer1.token, alarmBody(device(ids.d1!)));
    expect(own.customerId.id).toBe(customer1.customerId);
  });

  it('refuses customer users alarms on devices not of their customer, and the system administrator everything', async () => {
    const unassigned = await createAlarm(a.token, alarmBody(device(ids.d2!)));
    expectError(await call('GET', `/api/alarm/${unassigned.id.id}`, customer1.token), 403, 20);
    expectError(await call('POST', '/api/alarm', customer1.token, alarmBody(device(ids.d2!))), 403, 20);
    expectError(await call('GET', `/api/alarm/DEVICE/${ids.d2}?${pageQuery()}`, customer1.token), 403, 20);

    const sysadmin = (await login(server.url, 'sysadmin')).token;
    expectError(await call('GET', `/api/alarm/${unassigned.id.id}`, sysadmin), 403, 20);
    expectError(await call('GET', `/api/alarms?${pageQuery()}`, sysadmin), 403, 20);
    expectError(await call('POST', '/api/alarm', sysadmin, alarmBody(device(ids.d2!))), 403, 20);
    expectError(await call('GET', `/api/alarm/${unassigned.id.id}`, ''), 401, 10);
  });

  it('lists for customer users only their customer’s alarms', async () => {
    const mine = await call('GET', `/api/alarms?${pageQuery()}`, customer1.token);
    expect(mine.status).toBe(200);
    expect(mine.body.totalElements).toBeGreaterThan(0);
    expect(mine.body.data.every((item: { customerId: { id: string } }) => item.customerId.id === customer1.customerId)).toBe(true);
    expect((await call('GET', `/api/alarms?${pageQuery()}`, customer2.token)).body.totalElements).toBe(0);
  });
});

describe('lists and highest severity', () => {
  /** A fresh device with three alarms: MINOR active, CRITICAL cleared, WARNING acknowledged. */
  let subject: string;
  const created: Record<string, { id: { id: string }; createdTime: number }> = {};

  beforeAll(async () => {
    subject = (await saved(server.url, '/api/device', a.token, { name: 'List subject' })).id.id;
    created.minor = await createAlarm(a.token, alarmBody(device(subject), { type: 'Minor one', severity: 'MINOR' }));
    created.critical = await createAlarm(a.token, alarmBody(device(subject), { type: 'Critical one', severity: 'CRITICAL' }));
    await call('POST', `/api/alarm/${created.critical.id.id}/clear`, a.token);
    created.warning = await createAlarm(a.token, alarmBody(device(subject), { type: 'Warning one', severity: 'WARNING' }));
    await call('POST', `/api/alarm/${created.warning.id.id}/ack`, a.token);
  });

  const list = async (params: Record<string, string | number>) => {
    const res = await call('GET', `/api/alarm/DEVICE/${subject}?${pageQuery({ sortProperty: 'createdTime', sortOrder: 'ASC', ...params })}`, a.token);
    expect([res.status, res.status === 200 ? '' : res.text]).toEqual([200, '']);
    return res.body as { data: { type: string; originatorName: string | null }[]; totalElements: number; totalPages: number; hasNext: boolean };
  };
  const types = (page: { data: { type: string }[] }) => page.data.map((item) => item.type);

  it('filters by searchStatus and by status', async () => {
    expect(types(await list({}))).toEqual(['Minor one', 'Critical one', 'Warning one']);
    expect(types(await list({ searchStatus: 'ANY' }))).toEqual(['Minor one', 'Critical one', 'Warning one']);
    expect(types(await list({ searchStatus: 'ACTIVE' }))).toEqual(['Minor one', 'Warning one']);
    expect(types(await list({ searchStatus: 'CLEARED' }))).toEqual(['Critical one']);
    expect(types(await list({ searchStatus: 'ACK' }))).toEqual(['Warning one']);
    expect(types(await list({ searchStatus: 'UNACK' }))).toEqual(['Minor one', 'Critical one']);
    expect(types(await list({ status: 'CLEARED_UNACK' }))).toEqual(['Critical one']);
    expect(types(await list({ status: 'ACTIVE_ACK' }))).toEqual(['Warning one']);
  });

  it('pages, sorts, searches, bounds by createdTime and fetches originator names on request', async () => {
    const first = await list({ pageSize: 2, page: 0, sortProperty: 'severity', sortOrder: 'DESC' });
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: true });
    expect(first.data.map((item) => item.originatorName)).toEqual([null, null]);
    expect(types(await list({ textSearch: 'CRITICAL' }))).toEqual(['Critical one']);
    expect(types(await list({ startTime: created.critical!.createdTime }))).toEqual(['Critical one', 'Warning one']);
    expect(types(await list({ endTime: created.critical!.createdTime }))).toEqual(['Minor one', 'Critical one']);
    expect((await list({ fetchOriginator: 'true' })).data.map((item) => item.originatorName)).toEqual(['List subject', 'List subject', 'List subject']);
  });

  it('refuses bad list parameters with 400', async () => {
    const base = `/api/alarm/DEVICE/${subject}`;
    for (const params of <Record<string, string>[]>[
      { searchStatus: 'ACTIVE', status: 'ACTIVE_ACK' },
      { searchStatus: 'OPEN' },
      { status: 'ACTIVE' },
      { startTime: 'yesterday' },
      { fetchOriginator: 'maybe' },
      { sortProperty: 'originatorName' },
    ]) {
      expectError(await call('GET', `${base}?${pageQuery(params)}`, a.token), 400, 31);
    }
    expectError(await call('GET', `${base}?page=0`, a.token), 400, 31);
    expectError(await call('GET', `/api/alarm/WIDGET/${subject}?${pageQuery()}`, a.token), 400, 31);
    expectError(await call('GET', `/api/alarm/DEVICE/${UNKNOWN_UUID}?${pageQuery()}`, a.token), 404, 32);
  });

  it('answers the highest severity as a JSON string, or an empty body', async () => {
    const highest = async (query = '') => call('GET', `/api/alarm/highestSeverity/DEVICE/${subject}${query}`, a.token);
    const any = await highest();
    expect([any.status, any.text, any.headers.get('content-type')]).toEqual([200, '"CRITICAL"', expect.stringContaining('application/json')]);
    expect((await highest('?searchStatus=ACTIVE')).text).toBe('"MINOR"');
    expect((await highest('?status=ACTIVE_ACK')).text).toBe('"WARNING"');
    const none = await highest('?status=CLEARED_ACK');
    expect([none.status, none.text]).toEqual([200, '']);
    expectError(await highest('?searchStatus=ANY&status=ACTIVE_ACK'), 400, 31);
  });

  it('shows propagated alarms on the parents of the originator, its owner and its tenant', async () => {
    const propagated = await createAlarm(a.token, alarmBody(device(ids.d3!), { propagate: true, propagateToOwner: true, propagateToTenant: true }));
    const relationTyped = await createAlarm(a.token, alarmBody(device(ids.d3!), { propagate: true, propagateRelationTypes: ['Manages'] }));
    const local = await createAlarm(a.token, alarmBody(device(ids.d3!)));
    const onBuilding = await call('GET', `/api/alarm/ASSET/${ids.building}?${pageQuery()}`, a.token);
    const found = onBuilding.body.data.map((item: { id: { id: string } }) => item.id.id);
    expect(found).toContain(propagated.id.id);
    expect(found).not.toContain(relationTyped.id.id);
    expect(found).not.toContain(local.id.id);
    const onTenant = await call('GET', `/api/alarm/TENANT/${a.tenantId}?${pageQuery()}`, a.token);
    const onTenantIds = onTenant.body.data.map((item: { id: { id: string } }) => item.id.id);
    expect(onTenantIds).toContain(propagated.id.id);
    expect(onTenantIds).not.toContain(local.id.id);
    // Asset alarms of the device keep their originator: the list of the device itself holds all three.
    expect((await call('GET', `/api/alarm/DEVICE/${ids.d3}?${pageQuery()}`, a.token)).body.totalElements).toBe(3);
  });
});
