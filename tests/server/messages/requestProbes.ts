import { expect } from 'vitest';
import { MSG, type MessageKey, type NotFoundName } from '../../../server/http/messages';
import { mqttServerOf } from '../../../server/transport/mqtt/mqttRoutes';
import { api } from '../helpers';
import { UNKNOWN_UUID } from '../tenancyHelpers';
import { create, get, json, post, text, ws, type Probe, type ProbeWorld } from './probeKit';

/*
 * Request-parameter, page-link, id-lookup, RPC and WebSocket messages (contract §13.2,
 * §13.5 to §13.7), each with the request(s) that produce it.
 */

/** `path` with `{id}` where the unknown id goes. */
const notFound = (name: NotFoundName, path: string, token?: (w: ProbeWorld) => string): Probe =>
  json(`GET ${path} of an unknown id`, (w) => get(w, path.replace('{id}', UNKNOWN_UUID), token?.(w)), 404, MSG.NOT_FOUND_BY_ID(name, UNKNOWN_UUID));

const sys = (w: ProbeWorld) => w.tokens.sysadmin;

/** A tenant administrator of the probes' tenant, activated through the activation endpoint. */
async function activeUser(w: ProbeWorld): Promise<{ id: string; email: string; password: string }> {
  const email = `active-${w.unique()}@probe.test`;
  const user = await create(w, '/api/user?sendActivationMail=false', { email, authority: 'TENANT_ADMIN' });
  const activateToken = new URL((await get(w, `/api/user/${user.id.id}/activationLink`)).text).searchParams.get('activateToken');
  const password = 'Probe-pass-1';
  expect((await api(w.base, '/api/noauth/activate?sendActivationMail=false', { body: { activateToken, password } })).status).toBe(200);
  return { id: user.id.id, email, password };
}

const disable = (w: ProbeWorld, userId: string) =>
  api(w.base, `/api/user/${userId}/userCredentialsEnabled?userCredentialsEnabled=false`, { method: 'POST', token: w.admin.token });
const entityDataQuery = (w: ProbeWorld) => ({
  entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: [w.device.id] },
  pageLink: { pageSize: 10, page: 0 },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
});

export const REQUEST_PROBES: Partial<Record<MessageKey, Probe[]>> = {
  BAD_CREDENTIALS: [json('a sign-in with a wrong password', (w) => api(w.base, '/api/auth/login', { body: { username: 'tenant@tessera.io', password: 'wrong' } }), 401, MSG.BAD_CREDENTIALS, 10)],
  AUTH_FAILED: [json('an API call without a token', (w) => api(w.base, '/api/auth/user'), 401, MSG.AUTH_FAILED, 10)],
  TOKEN_EXPIRED: [json('the token of a user disabled since', async (w) => {
    const user = await activeUser(w);
    const token = (await api(w.base, '/api/auth/login', { body: { username: user.email, password: user.password } })).body.token as string;
    expect((await disable(w, user.id)).status).toBe(200);
    return get(w, '/api/auth/user', token);
  }, 401, MSG.TOKEN_EXPIRED, 11)],
  NOT_ACTIVE: [json('a sign-in with the right password of a disabled user', async (w) => {
    const user = await activeUser(w);
    expect((await disable(w, user.id)).status).toBe(200);
    return api(w.base, '/api/auth/login', { body: { username: user.email, password: user.password } });
  }, 401, MSG.NOT_ACTIVE, 10)],
  FORBIDDEN: [json('a customer user listing the tenant’s devices', (w) => get(w, '/api/tenant/devices?pageSize=10&page=0', w.tokens.customer), 403, MSG.FORBIDDEN)],
  NOT_FOUND: [
    json('an unknown API route', (w) => get(w, '/api/no/such/route'), 404, MSG.NOT_FOUND),
    json('a device looked up by an unknown name', (w) => get(w, '/api/tenant/devices?deviceName=Nobody'), 404, MSG.NOT_FOUND),
  ],
  EMPTY_PARAM: [
    json('a device list without pageSize', (w) => get(w, '/api/tenant/devices?page=0'), 400, MSG.EMPTY_PARAM('pageSize')),
    json('a customer lookup without customerTitle', (w) => get(w, '/api/tenant/customers'), 400, MSG.EMPTY_PARAM('customerTitle')),
  ],
  INVALID_UUID: [
    json('GET /api/device/not-a-uuid', (w) => get(w, '/api/device/not-a-uuid'), 400, MSG.INVALID_UUID('not-a-uuid')),
    json('GET /api/dashboard/not-a-uuid', (w) => get(w, '/api/dashboard/not-a-uuid'), 400, MSG.INVALID_UUID('not-a-uuid')),
  ],
  NOT_FOUND_BY_ID: [
    notFound('Device', '/api/device/{id}'),
    notFound('Asset', '/api/asset/{id}'),
    notFound('Entity view', '/api/entityView/{id}'),
    notFound('Edge', '/api/edge/{id}'),
    notFound('Customer', '/api/customer/{id}'),
    notFound('Dashboard', '/api/dashboard/{id}'),
    notFound('Alarm', '/api/alarm/{id}'),
    notFound('Device profile', '/api/deviceProfile/{id}'),
    notFound('Rule chain', '/api/ruleChain/{id}'),
    notFound('OTA package', '/api/otaPackage/info/{id}'),
    notFound('User', '/api/user/{id}'),
    notFound('Widgets bundle', '/api/widgetsBundle/{id}'),
    notFound('Widget type', '/api/widgetType/{id}'),
    notFound('RPC', '/api/rpc/persistent/{id}'),
    notFound('Tenant', '/api/tenant/{id}', sys),
    notFound('Tenant profile', '/api/tenantProfile/{id}', sys),
    json('a device saved with an unknown id', (w) => post(w, '/api/device', { id: { entityType: 'DEVICE', id: UNKNOWN_UUID }, name: 'Ghost' }), 404, MSG.NOT_FOUND_BY_ID('Device', UNKNOWN_UUID)),
    json("another tenant's device by id (read as unknown)", async (w) => {
      const foreign = await create(w, '/api/device', { name: `Foreign ${w.unique()}` }, w.stranger.token);
      const res = await get(w, `/api/device/${foreign.id.id}`);
      return { ...res, body: { ...res.body, message: res.body.message.replace(foreign.id.id, UNKNOWN_UUID) } };
    }, 404, MSG.NOT_FOUND_BY_ID('Device', UNKNOWN_UUID)),
  ],
  PAGE_SIZE: [
    json('a device list of pageSize 0', (w) => get(w, '/api/tenant/devices?pageSize=0&page=0'), 400, MSG.PAGE_SIZE('0')),
    json('a dashboard list of pageSize -3', (w) => get(w, '/api/tenant/dashboards?pageSize=-3&page=0'), 400, MSG.PAGE_SIZE('-3')),
  ],
  PAGE: [json('a customer list of page -1', (w) => get(w, '/api/customers?pageSize=10&page=-1'), 400, MSG.PAGE('-1'))],
  SORT_ORDER: [json('an asset list sorted sideways', (w) => get(w, '/api/tenant/assets?pageSize=10&page=0&sortProperty=name&sortOrder=SIDEWAYS'), 400, MSG.SORT_ORDER('SIDEWAYS'))],
  SPRING_PAGE_SIZE: [json('an alarm list of pageSize 0', (w) => get(w, `/api/alarm/DEVICE/${w.device.id}?pageSize=0&page=0`), 400, MSG.SPRING_PAGE_SIZE)],
  SPRING_PAGE: [json('an alarm list of page -1', (w) => get(w, '/api/alarms?pageSize=10&page=-1'), 400, MSG.SPRING_PAGE)],
  RPC_INVALID_BODY: [json('an RPC with a JSON array body', (w) => post(w, `/api/rpc/oneway/${w.device.id}`, ['x']), 400, MSG.RPC_INVALID_BODY)],
  ACCESS_NOT_FOUND: [
    text('an RPC to an unknown device', (w) => post(w, `/api/rpc/twoway/${UNKNOWN_UUID}`, { method: 'm', params: {} }), 404, MSG.ACCESS_NOT_FOUND('Device')),
    text("an RPC to another tenant's device", (w) => post(w, `/api/plugins/rpc/oneway/${w.device.id}`, { method: 'm', params: {} }, w.stranger.token), 404, MSG.ACCESS_NOT_FOUND('Device')),
  ],
  SYSADMIN_NOT_ALLOWED: [text('an RPC by the system administrator', (w) => post(w, `/api/rpc/oneway/${w.device.id}`, { method: 'm', params: {} }, sys(w)), 403, MSG.SYSADMIN_NOT_ALLOWED)],
  ADMIN_SETTINGS_NOT_FOUND: [
    json('GET /api/admin/settings of a key without settings', (w) => get(w, '/api/admin/settings/noSuchKey', sys(w)), 404, MSG.ADMIN_SETTINGS_NOT_FOUND('noSuchKey')),
  ],
  ADMIN_SETTINGS_KEY: [
    json('admin settings without a key', (w) => post(w, '/api/admin/settings', { jsonValue: { baseUrl: 'http://a.test' } }, sys(w)), 400, MSG.ADMIN_SETTINGS_KEY),
    json('admin settings with an empty key', (w) => post(w, '/api/admin/settings', { key: '', jsonValue: { baseUrl: 'http://a.test' } }, sys(w)), 400, MSG.ADMIN_SETTINGS_KEY),
  ],
  ADMIN_SETTINGS_JSON_VALUE: [json('admin settings without a jsonValue', (w) => post(w, '/api/admin/settings', { key: 'general' }, sys(w)), 400, MSG.ADMIN_SETTINGS_JSON_VALUE)],
  ADMIN_SETTINGS_KEY_CHANGE: [json('the general settings entry saved under the key mail', async (w) => {
    const general = (await get(w, '/api/admin/settings/general', sys(w))).body;
    return post(w, '/api/admin/settings', { id: general.id, key: 'mail', jsonValue: general.jsonValue }, sys(w));
  }, 400, MSG.ADMIN_SETTINGS_KEY_CHANGE)],
  ADMIN_SETTINGS_DUPLICATE: [json('a new admin settings entry (unknown id) with the existing key general', (w) =>
    post(w, '/api/admin/settings', { id: { id: UNKNOWN_UUID }, key: 'general', jsonValue: { baseUrl: 'http://a.test' } }, sys(w)), 400, MSG.ADMIN_SETTINGS_DUPLICATE)],
  DEVICE_DELETED: [text('a device\'s attribute-update long poll while the device is deleted', async (w) => {
    const device = await create(w, `/api/device?accessToken=probe-deleted-${w.unique()}`, { name: `Probe deleted ${w.unique()}` });
    const token = (await get(w, `/api/device/${device.id.id}/credentials`)).body.credentialsId as string;
    const poll = fetch(`${w.base}/api/v1/${token}/attributes/updates?timeout=20000`);
    const transport = mqttServerOf(w.server.app)!.transport;
    for (let i = 0; i < 500 && transport.sessionsOf(device.id.id) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await api(w.base, `/api/device/${device.id.id}`, { method: 'DELETE', token: w.admin.token })).status).toBe(200);
    const res = await poll;
    return { status: res.status, headers: res.headers, text: await res.text(), body: undefined };
  }, 403, MSG.DEVICE_DELETED)],
  WS_PARSE_FAILED: [ws('a frame that is not JSON', () => 'not json', 0, 2, MSG.WS_PARSE_FAILED)],
  WS_DEVICE_ID_EMPTY: [
    ws('a timeseries subscription without an entityId', () => ({ tsSubCmds: [{ cmdId: 11, entityType: 'DEVICE', entityId: '' }] }), 11, 2, MSG.WS_DEVICE_ID_EMPTY),
    ws('a history command without an entityType', (w) => ({ historyCmds: [{ cmdId: 12, entityType: '', entityId: w.device.id, keys: 'a' }] }), 12, 2, MSG.WS_DEVICE_ID_EMPTY),
  ],
  WS_KEYS_EMPTY: [ws('a history command without keys', (w) => ({ historyCmds: [{ cmdId: 13, entityType: 'DEVICE', entityId: w.device.id, keys: '', startTs: 0, endTs: 1000 }] }), 13, 2, MSG.WS_KEYS_EMPTY)],
  WS_CMD_ID_NEGATIVE: [ws('an entity data command of cmdId -1', (w) => ({ entityDataCmds: [{ cmdId: -1, query: entityDataQuery(w) }] }), -1, 2, MSG.WS_CMD_ID_NEGATIVE)],
  WS_QUERY_EMPTY: [
    ws('an entity data command without a query', () => ({ entityDataCmds: [{ cmdId: 14 }] }), 14, 2, MSG.WS_QUERY_EMPTY),
    ws('an entity count command without a query', () => ({ entityCountCmds: [{ cmdId: 15 }] }), 15, 2, MSG.WS_QUERY_EMPTY),
    ws('an alarm data command without a query', () => ({ alarmDataCmds: [{ cmdId: 16 }] }), 16, 2, MSG.WS_QUERY_EMPTY),
  ],
  WS_FETCH_DATA_FAILED: [
    ws('a timeseries subscription to an unknown device', () => ({ tsSubCmds: [{ cmdId: 17, entityType: 'DEVICE', entityId: UNKNOWN_UUID, keys: 't' }] }), 17, 1, MSG.WS_FETCH_DATA_FAILED),
  ],
};

/**
 * Entries no request can produce on a healthy server, with the reason; the runner checks
 * that every other entry has probes, so a new message cannot slip in untested.
 */
export const UNPROBED: Partial<Record<MessageKey, string>> = {
  WS_FETCH_ATTRIBUTES_FAILED: 'only when reading the attribute store fails',
  WS_FETCH_HISTORY_FAILED: 'only when reading the telemetry store fails',
  WS_TOO_MANY_UPDATES: 'needs 300 updates a second; tests/server/telemetryWs.test.ts drives the limiter and asserts the frame',
};
