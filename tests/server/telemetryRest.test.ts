import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createOtherTenant } from './accountHelpers';
import { saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer, type ApiResponse } from './helpers';
import { countRows, demoContext, loginAs, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

/*
 * Telemetry REST (contract §6) over real HTTP and SQLite: value typing round trips,
 * every endpoint, bad input (400 plain text, nothing stored) and the cross-tenant and
 * cross-role matrix (another tenant's device 404, anything else 403).
 */

const T = '/api/plugins/telemetry';
let server: RunningServer;
let base: string;
let tokens: Tokens;
let adminB: string;
let userB: string;
const ids = { tenantA: '', customerA: '', userA: '', t1: '', t2: '', asset: '', tenantB: '', deviceB: '', assetB: '' };

const call = (method: string, path: string, token: string, rawBody?: string, contentType = 'application/json'): Promise<ApiResponse> =>
  api(base, path, { method, token, rawBody, headers: rawBody === undefined ? {} : { 'Content-Type': contentType } });

function expectText(res: ApiResponse, status: number, message?: string | RegExp): void {
  expect([res.status, res.headers.get('content-type')]).toEqual([status, 'text/plain; charset=utf-8']);
  if (typeof message === 'string') expect(res.text).toBe(message);
  else if (message) expect(res.text).toMatch(message);
}

const kvRows = (entityId: string) => countRows(server, 'attribute_kv', 'entity_id = ?', entityId) + countRows(server, 'ts_kv', 'entity_id = ?', entityId);

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  const demo = await demoContext(server);
  tokens = demo.tokens;
  ids.tenantA = demo.tenantId;
  ids.customerA = demo.customerId;
  ids.userA = demo.userIds.customer;
  ids.t1 = (await server.stores.devices.findByName(demo.tenantId, 'Thermostat T1'))!.id.id;
  ids.t2 = (await server.stores.devices.findByName(demo.tenantId, 'Thermostat T2'))!.id.id;
  ids.asset = (await server.stores.assets.findByName(demo.tenantId, 'Building A'))!.id.id;
  const other = await createOtherTenant(server, 'telemetry');
  adminB = await loginAs(server, other.admin.email, 'other-admin');
  userB = await loginAs(server, other.user.email, 'other-user');
  ids.tenantB = other.tenant.id.id;
  ids.deviceB = (await saved(base, '/api/device', adminB, { name: 'Device B' })).id.id;
  ids.assetB = (await saved(base, '/api/asset', adminB, { type: 'default', name: 'Asset B' })).id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('value typing over REST', () => {
  it('saves time series of every payload form and reads them as strings, or typed when strict', async () => {
    const payload = '{"ts":1000,"values":{"d":3.0,"e":12345678.5,"s":1.5e3,"big":123456789012345678901234,"str":"42","j":{"a":1},"n":null}}';
    expect((await call('POST', `${T}/DEVICE/${ids.t2}/timeseries/ANY`, tokens.tenant, payload)).status).toBe(200);
    const latest = await call('GET', `${T}/DEVICE/${ids.t2}/values/timeseries`, tokens.tenant);
    expect(latest.body).toEqual({
      big: [{ ts: 1000, value: '123456789012345678901234' }],
      d: [{ ts: 1000, value: '3.0' }],
      e: [{ ts: 1000, value: '1.23456785E7' }],
      j: [{ ts: 1000, value: '{"a":1}' }],
      s: [{ ts: 1000, value: '1500' }],
      str: [{ ts: 1000, value: '42' }],
    });
    const strict = await call('GET', `${T}/DEVICE/${ids.t2}/values/timeseries?keys=d,s,str,j,nothing&useStrictDataTypes=true`, tokens.tenant);
    expect(strict.text).toContain('"d":[{"ts":1000,"value":3.0}]');
    expect(strict.body).toMatchObject({ s: [{ ts: 1000, value: 1500 }], str: [{ ts: 1000, value: 42 }], j: [{ ts: 1000, value: { a: 1 } }], nothing: [{ value: null }] });
    expect(Object.keys(strict.body)).not.toContain('e');
    expect((await call('GET', `${T}/DEVICE/${ids.t2}/keys/timeseries`, tokens.tenant)).body).toEqual(['big', 'd', 'e', 'j', 's', 'str']);
  });

  it('keeps attribute strings as strings and doubles as doubles, in all three save paths', async () => {
    const body = '{"d":3.0,"s":"42","o":{"a":[1,2]},"n":null}';
    for (const path of [`${T}/DEVICE/${ids.t2}/attributes/SERVER_SCOPE`, `${T}/DEVICE/${ids.t2}/SERVER_SCOPE`, `${T}/${ids.t2}/SHARED_SCOPE`]) {
      expect((await call('POST', path, tokens.tenant, body)).status, path).toBe(200);
    }
    const server_ = await call('GET', `${T}/DEVICE/${ids.t2}/values/attributes/SERVER_SCOPE?keys=d,s`, tokens.tenant);
    expect(server_.text).toMatch(/^\[\{"lastUpdateTs":\d+,"key":"d","value":3\.0\},\{"lastUpdateTs":\d+,"key":"s","value":"42"\}\]$/);
    const merged = await call('GET', `${T}/DEVICE/${ids.t2}/values/attributes`, tokens.tenant);
    expect(merged.body.map((a: { key: string; value: unknown }) => [a.key, a.value])).toEqual([
      ['d', 3], ['o', { a: [1, 2] }], ['s', '42'],
      ['d', 3], ['o', { a: [1, 2] }], ['s', '42'],
    ]);
    expect((await call('GET', `${T}/DEVICE/${ids.t2}/keys/attributes/SHARED_SCOPE`, tokens.tenant)).body).toEqual(['d', 'o', 's']);
    expect((await call('GET', `${T}/DEVICE/${ids.t2}/keys/attributes`, tokens.tenant)).body).toEqual(['d', 'o', 's']);
  });

  it('deletes a key written with an empty value', async () => {
    await call('POST', `${T}/ASSET/${ids.asset}/SERVER_SCOPE`, tokens.tenant, '{"gone":1,"kept":2}');
    await call('POST', `${T}/ASSET/${ids.asset}/SERVER_SCOPE`, tokens.tenant, '{"gone":""}');
    expect((await call('GET', `${T}/ASSET/${ids.asset}/keys/attributes/SERVER_SCOPE`, tokens.tenant)).body).toEqual(['kept']);
  });
});

describe('history and deletion', () => {
  let device: string;
  beforeAll(async () => {
    device = (await saved(base, '/api/device', tokens.tenant, { name: 'History device' })).id.id;
    const points = Array.from({ length: 10 }, (_, i) => ({ ts: 1000 + i * 100, values: { v: i } }));
    expect((await call('POST', `${T}/DEVICE/${device}/timeseries/ANY/3600`, tokens.tenant, JSON.stringify(points))).status).toBe(200);
  });

  it('answers raw points newest first with the limit, ascending on request, and aggregates', async () => {
    const raw = await call('GET', `${T}/DEVICE/${device}/values/timeseries?keys=v&startTs=1000&endTs=1500&limit=2`, tokens.tenant);
    expect(raw.body).toEqual({ v: [{ ts: 1400, value: '4' }, { ts: 1300, value: '3' }] });
    const asc = await call('GET', `${T}/DEVICE/${device}/values/timeseries?keys=v&startTs=1000&endTs=1300&orderBy=ASC`, tokens.tenant);
    expect(asc.body.v.map((p: { ts: number }) => p.ts)).toEqual([1000, 1100, 1200]);
    const avg = await call('GET', `${T}/DEVICE/${device}/values/timeseries?keys=v&startTs=1000&endTs=2000&interval=500&agg=AVG`, tokens.tenant);
    expect(avg.body).toEqual({ v: [{ ts: 1250, value: '2.0' }, { ts: 1750, value: '7.0' }] });
    const sum = await call('GET', `${T}/DEVICE/${device}/values/timeseries?keys=v&startTs=1000&endTs=2000&interval=500&agg=SUM&useStrictDataTypes=true`, tokens.tenant);
    expect(sum.body).toEqual({ v: [{ ts: 1250, value: 10 }, { ts: 1750, value: 35 }] });
  });

  it('deletes a range with the latest value rewritten, then everything', async () => {
    const del = (query: string) => call('DELETE', `${T}/DEVICE/${device}/timeseries/delete?${query}`, tokens.tenant);
    expect((await del('keys=v&startTs=1800&endTs=2000&rewriteLatestIfDeleted=true')).status).toBe(200);
    expect((await call('GET', `${T}/DEVICE/${device}/values/timeseries?keys=v`, tokens.tenant)).body).toEqual({ v: [{ ts: 1700, value: '7' }] });
    expect(countRows(server, 'ts_kv', 'entity_id = ?', device)).toBe(8);
    expect((await del('keys=v&deleteAllDataForKeys=true')).status).toBe(200);
    expect(countRows(server, 'ts_kv', 'entity_id = ?', device)).toBe(0);
    expect((await call('GET', `${T}/DEVICE/${device}/keys/timeseries`, tokens.tenant)).body).toEqual([]);
  });

  it('deletes attributes by key in any scope', async () => {
    await call('POST', `${T}/DEVICE/${device}/SHARED_SCOPE`, tokens.tenant, '{"a":1,"b":2}');
    expect((await call('DELETE', `${T}/DEVICE/${device}/SHARED_SCOPE?keys=a`, tokens.tenant)).status).toBe(200);
    expect((await call('DELETE', `${T}/${device}/CLIENT_SCOPE?keys=x`, tokens.tenant)).status).toBe(200);
    expect((await call('GET', `${T}/DEVICE/${device}/keys/attributes`, tokens.tenant)).body).toEqual(['b']);
  });
});

describe('bad input: 400 plain text, nothing stored', () => {
  it.each([
    ['POST', 'attributes/CLIENT_SCOPE', '{"a":1}', 'Invalid scope: CLIENT_SCOPE'],
    ['POST', 'FOO_SCOPE', '{"a":1}', 'Invalid scope: FOO_SCOPE'],
    ['POST', 'SERVER_SCOPE', '[{"a":1}]', 'Expected a JSON object'],
    ['POST', 'SERVER_SCOPE', '{"a":', /^Invalid JSON/],
    ['POST', 'SERVER_SCOPE', '{"":1}', 'Key cannot be empty'],
    ['POST', 'timeseries/ANY', '42', /JSON object/],
    ['POST', 'timeseries/ANY', '{"ts":"soon","values":{"a":1}}', /Invalid "ts"/],
    ['POST', 'timeseries/ANY', '[{"a":1},{"ts":1,"values":7}]', 'Expected a JSON object'],
    ['POST', 'timeseries/ANY/-5', '{"a":1}', 'Invalid ttl: -5'],
    ['POST', 'timeseries/ANY', undefined, /JSON/],
  ])('%s %s %s', async (method, suffix, body, message) => {
    const before = kvRows(ids.t1);
    expectText(await call(method, `${T}/DEVICE/${ids.t1}/${suffix}`, tokens.tenant, body), 400, message);
    expect(kvRows(ids.t1)).toBe(before);
  });

  it.each([
    [`DEVICE/${UNKNOWN_UUID}/values/timeseries?keys=a&startTs=x&endTs=5`, "Parameter 'startTs' must be a whole number!"],
    [`DEVICE/${UNKNOWN_UUID}/values/timeseries?keys=a&startTs=1&endTs=5&agg=MEDIAN`, 'Invalid aggregation: MEDIAN'],
    [`DEVICE/${UNKNOWN_UUID}/values/timeseries?keys=a&startTs=1&endTs=5&limit=0`, "Parameter 'limit' must be positive!"],
    [`DEVICE/${UNKNOWN_UUID}/values/timeseries?keys=a&startTs=1&endTs=5&orderBy=UP`, 'Invalid orderBy: UP'],
    [`DEVICE/${UNKNOWN_UUID}/values/timeseries?keys=a&startTs=9&endTs=5`, 'endTs must not be before startTs'],
    [`DEVICE/${UNKNOWN_UUID}/values/timeseries?useStrictDataTypes=yes`, "Parameter 'useStrictDataTypes' must be true or false!"],
    [`DEVICE/${UNKNOWN_UUID}/values/attributes/ANY`, 'Invalid scope: ANY'],
    ['DEVICE/not-a-uuid/keys/timeseries', 'Invalid UUID string: not-a-uuid'],
    [`DEVICE_PROFILE/${UNKNOWN_UUID}/keys/timeseries`, 'Unsupported entity type: DEVICE_PROFILE'],
  ])('GET %s', async (path, message) => {
    expectText(await call('GET', `${T}/${path}`, tokens.tenant), 400, message);
  });

  it('refuses deletes without their required parameters and keeps the data', async () => {
    await call('POST', `${T}/DEVICE/${ids.t1}/timeseries/ANY`, tokens.tenant, '{"kept":1}');
    await call('POST', `${T}/DEVICE/${ids.t1}/SERVER_SCOPE`, tokens.tenant, '{"kept":1}');
    const before = kvRows(ids.t1);
    expectText(await call('DELETE', `${T}/DEVICE/${ids.t1}/timeseries/delete?keys=kept`, tokens.tenant), 400, "When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty");
    expectText(await call('DELETE', `${T}/DEVICE/${ids.t1}/timeseries/delete?deleteAllDataForKeys=true`, tokens.tenant), 400, "Parameter 'keys' can't be empty!");
    expectText(await call('DELETE', `${T}/DEVICE/${ids.t1}/SERVER_SCOPE`, tokens.tenant), 400, "Parameter 'keys' can't be empty!");
    expectText(await call('DELETE', `${T}/DEVICE/${ids.t1}/ANY_SCOPE?keys=kept`, tokens.tenant), 400, 'Invalid scope: ANY_SCOPE');
    expect(kvRows(ids.t1)).toBe(before);
  });

  it('keeps the JSON 401 body without a token (the console refreshes on errorCode 11)', async () => {
    const res = await call('GET', `${T}/DEVICE/${ids.t1}/keys/timeseries`, '');
    expect([res.status, res.body?.errorCode]).toEqual([401, 10]);
  });
});

describe('cross-tenant and cross-role matrix', () => {
  type Who = 'tenant' | 'customer' | 'sysadmin' | 'adminB' | 'userB';
  const token = (who: Who) => (who === 'adminB' ? adminB : who === 'userB' ? userB : tokens[who]);
  const read = (who: Who, type: string, id: string) => call('GET', `${T}/${type}/${id}/values/attributes`, token(who));
  const write = (who: Who, type: string, id: string) => call('POST', `${T}/${type}/${id}/SERVER_SCOPE`, token(who), '{"matrix":1}');
  const writeTs = (who: Who, type: string, id: string) => call('POST', `${T}/${type}/${id}/timeseries/ANY`, token(who), '{"matrix":1}');
  const del = (who: Who, type: string, id: string) => call('DELETE', `${T}/${type}/${id}/timeseries/delete?keys=matrix&deleteAllDataForKeys=true`, token(who));

  // [who, entity type, entity key, read status, write status]
  const cases: [Who, string, keyof typeof ids, number, number][] = [
    ['tenant', 'DEVICE', 't1', 200, 200],
    ['tenant', 'TENANT', 'tenantA', 200, 200],
    ['tenant', 'CUSTOMER', 'customerA', 200, 200],
    ['tenant', 'DEVICE', 'deviceB', 404, 404],
    ['tenant', 'ASSET', 'assetB', 403, 403],
    ['tenant', 'TENANT', 'tenantB', 403, 403],
    ['customer', 'DEVICE', 't1', 200, 200],
    ['customer', 'USER', 'userA', 200, 200],
    ['customer', 'DEVICE', 't2', 403, 403],
    ['customer', 'ASSET', 'asset', 403, 403],
    ['customer', 'CUSTOMER', 'customerA', 200, 403],
    ['customer', 'TENANT', 'tenantA', 403, 403],
    ['customer', 'DEVICE', 'deviceB', 404, 404],
    ['sysadmin', 'TENANT', 'tenantA', 200, 200],
    ['sysadmin', 'DEVICE', 't1', 404, 404],
    ['sysadmin', 'ASSET', 'asset', 403, 403],
    ['adminB', 'DEVICE', 't1', 404, 404],
    ['adminB', 'ASSET', 'asset', 403, 403],
    ['adminB', 'CUSTOMER', 'customerA', 403, 403],
    ['userB', 'DEVICE', 't1', 404, 404],
    ['tenant', 'DEVICE', 'unknown' as keyof typeof ids, 404, 404],
  ];

  it.each(cases)('%s on %s %s: read %i, write %i', async (who, type, key, readStatus, writeStatus) => {
    const id = ids[key] ?? UNKNOWN_UUID;
    const before = kvRows(id);
    const readRes = await read(who, type, id);
    expect(readRes.status).toBe(readStatus);
    if (readStatus !== 200) expect(readRes.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    for (const attempt of [write, writeTs, del]) expect((await attempt(who, type, id)).status, attempt === write ? 'attributes' : 'timeseries').toBe(writeStatus);
    if (writeStatus !== 200) expect(kvRows(id)).toBe(before);
    else {
      expect((await call('GET', `${T}/${type}/${id}/values/attributes/SERVER_SCOPE?keys=matrix`, token(who))).body).toMatchObject([{ key: 'matrix', value: 1 }]);
    }
  });
});
