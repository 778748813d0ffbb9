import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { ruleEngineOf } from '../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../server/ruleEngine/msg/TbMsg';
import { newId } from '../../server/store/ids';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { demoContext, expectError, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

/*
 * The events endpoints (contract §10): a chain's debug node records IN and OUT events
 * as messages pass, which are listed, filtered with ThingsBoard 3.3's EventFilter and cleared.
 */

let server: RunningServer;
let base: string;
let tokens: Tokens;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let chainId: string;
let nodeId: string;
const deviceId = newId();

const SCRIPT = "if (msg.fail) throw new Error('bad reading'); return msg.temperature > 30;";

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  tokens = (await demoContext(server)).tokens;
  admin = await newTenantAdmin(server);
  const chain = await saved(base, '/api/ruleChain', admin.token, { name: 'Watched' });
  chainId = chain.id.id;
  const metadata = await saved(base, '/api/ruleChain/metadata', admin.token, {
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [{ type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode', name: 'Hot?', debugMode: true, configuration: { jsScript: SCRIPT } }],
    connections: [],
  });
  nodeId = metadata.nodes[0].id.id;
  const engine = ruleEngineOf(server.app)!;
  for (const data of [{ temperature: 35 }, { temperature: 25 }, { fail: true }]) {
    const msg = newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: deviceId }, data: JSON.stringify(data), metadata: { deviceName: 'Sensor 7' } });
    await engine.submit(admin.tenantId, msg, { ruleChainId: chainId });
  }
  await engine.debug.flush();
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

type Event = { id: { id: string }; createdTime: number; type: string; body: Record<string, any> };

const query = (params: Record<string, string | number> = {}) => new URLSearchParams({ tenantId: admin.tenantId, pageSize: '100', page: '0', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
const list = (path: string, params: Record<string, string | number> = {}, token = admin.token) => api(base, `/api/events/${path}?${query(params)}`, { token });
const search = (filter: unknown, params: Record<string, string | number> = {}, token = admin.token) => api(base, `/api/events/RULE_NODE/${nodeId}?${query(params)}`, { token, body: filter });
const bodies = (res: { body: { data: Event[] } }) => res.body.data.map((event) => event.body);

describe('events of a rule node', () => {
  it('list its debug events newest first, in ThingsBoard’s Event shape', async () => {
    const res = await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 6, totalPages: 1, hasNext: false });
    const [newest] = res.body.data;
    expect(newest).toEqual({
      id: { id: expect.any(String) },
      createdTime: expect.any(Number),
      tenantId: { entityType: 'TENANT', id: admin.tenantId },
      entityId: { entityType: 'RULE_NODE', id: nodeId },
      type: 'DEBUG_RULE_NODE',
      uid: expect.any(String),
      body: expect.objectContaining({ type: 'OUT', relationType: 'Failure', error: 'bad reading', msgType: 'POST_TELEMETRY_REQUEST', entityId: deviceId, data: '{"fail":true}' }),
    });
    expect(bodies(res).map((body) => [body.type, body.relationType])).toEqual([
      ['OUT', 'Failure'], ['IN', null], ['OUT', 'False'], ['IN', null], ['OUT', 'True'], ['IN', null],
    ]);
    const oldestFirst = await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`, { sortProperty: 'createdTime', sortOrder: 'ASC' });
    expect(oldestFirst.body.data.map((e: Event) => e.id)).toEqual([...res.body.data].reverse().map((e: Event) => e.id));
    const page = await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`, { pageSize: 4, page: 1 });
    expect(page.body).toMatchObject({ totalElements: 6, totalPages: 2, hasNext: false });
    expect(page.body.data.map((e: Event) => e.id)).toEqual(res.body.data.slice(4).map((e: Event) => e.id));
  });

  it('list every type without one, lifecycle events included', async () => {
    const all = await list(`RULE_NODE/${nodeId}`);
    const types = all.body.data.map((event: Event) => event.type);
    expect(types.filter((type: string) => type === 'DEBUG_RULE_NODE')).toHaveLength(6);
    const lifecycle = await list(`RULE_NODE/${nodeId}/LC_EVENT`);
    expect(bodies(lifecycle)).toContainEqual(expect.objectContaining({ event: 'STARTED', success: true }));
    expect(types).toContain('LC_EVENT');
    expect((await list(`RULE_NODE/${nodeId}/NO_SUCH_TYPE`)).body).toEqual({ data: [], totalPages: 0, totalElements: 0, hasNext: false });
  });

  it('narrow by time window', async () => {
    const newest = (await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`)).body.data[0].createdTime;
    expect((await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`, { startTime: newest + 1 })).body.totalElements).toBe(0);
    expect((await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`, { endTime: newest })).body.totalElements).toBe(6);
    expectError(await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`, { startTime: 'soon' }), 400, 31);
  });

  it.each([
    [{ msgDirectionType: 'IN' }, 3],
    [{ msgDirectionType: 'OUT', relationType: 'true' }, 1],
    [{ dataSearch: 'TEMPERATURE' }, 4],
    [{ dataSearch: '35', msgDirectionType: 'OUT' }, 1],
    [{ metadataSearch: 'sensor 7' }, 6],
    [{ metadataSearch: 'sensor 8' }, 0],
    [{ msgType: 'telemetry' }, 6],
    [{ entityId: deviceId.slice(0, 8) }, 6],
    [{ entityName: 'device' }, 6],
    [{ isError: true }, 1],
    [{ error: true }, 1],
    [{ isError: false, errorStr: 'BAD READ' }, 1],
    [{ msgDirectionType: '', dataSearch: '' }, 6],
  ] as [Record<string, unknown>, number][])('filter DEBUG_RULE_NODE events with %j', async (fields, count) => {
    const res = await search({ eventType: 'DEBUG_RULE_NODE', ...fields });
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(count);
  });

  it('filter lifecycle and error events, and page filtered results', async () => {
    expect((await search({ eventType: 'LC_EVENT', status: 'Success', event: 'start' })).body.totalElements).toBeGreaterThanOrEqual(1);
    expect((await search({ eventType: 'LC_EVENT', status: 'Failure' })).body.totalElements).toBe(0);
    expect((await search({ eventType: 'ERROR', errorStr: 'x' })).body.totalElements).toBe(0);
    const page = await search({ eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'in' }, { pageSize: 2, page: 1 });
    expect(page.body).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: false });
    expect(bodies(page).map((body) => body.data)).toEqual(['{"temperature":35}']);
  });

  it('refuse a filter without a known event type', async () => {
    expectError(await search({ msgDirectionType: 'IN' }), 400, 31, "Parameter 'eventType' can't be empty!");
    expectError(await search({ eventType: 'DEBUG' }), 400, 31, 'Unsupported event type: DEBUG');
    expectError(await search({ eventType: 'DEBUG_RULE_NODE', isError: 'often' }), 400, 31);
  });
});

describe('access to events', () => {
  it('refuses another tenant’s node and chain with 403, customers too, and an unknown node with 404', async () => {
    const other = await newTenantAdmin(server);
    for (const path of [`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`, `RULE_NODE/${nodeId}`, `RULE_CHAIN/${chainId}/LC_EVENT`]) {
      expectError(await list(path, {}, other.token), 403, 20);
      expectError(await list(path, {}, tokens.customer), 403, 20);
      expectError(await list(path, {}, tokens.sysadmin), 403, 20);
    }
    expectError(await search({ eventType: 'DEBUG_RULE_NODE' }, {}, other.token), 403, 20);
    expectError(await api(base, `/api/events/RULE_NODE/${nodeId}/clear`, { method: 'POST', token: other.token }), 403, 20);
    expectError(await list(`RULE_NODE/${UNKNOWN_UUID}/DEBUG_RULE_NODE`), 404, 32);
    expect((await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`)).body.totalElements).toBe(6);
  });

  it('answers other entities of the tenant with their (empty) events, and a foreign device as unknown', async () => {
    const device = await saved(base, '/api/device', admin.token, { name: 'Events device' });
    expect((await list(`DEVICE/${device.id.id}/ERROR`)).body).toEqual({ data: [], totalPages: 0, totalElements: 0, hasNext: false });
    expect((await list(`RULE_CHAIN/${chainId}/LC_EVENT`)).status).toBe(200);
    expect((await list(`TENANT/${admin.tenantId}/LC_EVENT`, { tenantId: admin.tenantId }, tokens.sysadmin)).status).toBe(200);
    const other = await newTenantAdmin(server);
    expectError(await list(`DEVICE/${device.id.id}/ERROR`, {}, other.token), 404, 32);
    expectError(await list(`ASSET/${UNKNOWN_UUID}/ERROR`), 404, 32);
  });

  it('refuses a bad entity type or id with 400/31', async () => {
    expectError(await list(`GADGET/${nodeId}/ERROR`), 400, 31, 'No enum constant org.thingsboard.server.common.data.EntityType.GADGET');
    expectError(await list(`ALARM/${nodeId}/ERROR`), 400, 31, 'Unsupported entity type: ALARM');
    expectError(await list('RULE_NODE/x/ERROR'), 400, 31, 'Invalid UUID string: x');
    expectError(await list(`RULE_NODE/${nodeId}/ERROR`, { tenantId: 'y' }), 400, 31, 'Invalid UUID string: y');
    expectError(await list(`RULE_NODE/${nodeId}/ERROR`, { pageSize: 0 }), 400, 31);
  });
});

describe('POST /api/events/{entityType}/{entityId}/clear', () => {
  it('clears what the filter selects, then everything', async () => {
    const clear = (body?: unknown, params = '') => api(base, `/api/events/RULE_NODE/${nodeId}/clear${params}`, { method: 'POST', token: admin.token, body });
    expectError(await api(base, `/api/events/RULE_NODE/${nodeId}/clear`, { method: 'POST', token: tokens.sysadmin }), 403, 20);
    const future = Date.now() + 3_600_000;
    expect((await clear(undefined, `?startTime=${future}`)).status).toBe(200);
    expect((await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`)).body.totalElements).toBe(6);
    const res = await clear({ eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'IN' });
    expect([res.status, res.text]).toEqual([200, '']);
    expect(bodies(await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`)).map((body) => body.type)).toEqual(['OUT', 'OUT', 'OUT']);
    expect((await clear({ eventType: 'DEBUG_RULE_NODE' })).status).toBe(200);
    expect((await list(`RULE_NODE/${nodeId}/DEBUG_RULE_NODE`)).body.totalElements).toBe(0);
    expect((await list(`RULE_NODE/${nodeId}/LC_EVENT`)).body.totalElements).toBeGreaterThan(0);
    expect((await clear()).status).toBe(200);
    expect((await list(`RULE_NODE/${nodeId}`)).body.totalElements).toBe(0);
  });
});
