import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createOtherTenant } from './accountHelpers';
import { saved } from './entityHelpers';
import { api, ERROR_KEYS, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, loginAs, type Tokens } from './tenancyHelpers';

/*
 * Cross-tenant and cross-role matrix for the device, credentials, profile, asset,
 * entity-view and relation endpoints (contract §12): each called on the other side's
 * entities must be refused with the contract status (devices 404, everything else
 * 403; customer users and system administrators 403 on what their role may not call)
 * and a body of the four error fields that names nothing of the entity.
 */

type Target = 'device' | 'asset' | 'view' | 'profile' | 'customer' | 'relDevice' | 'relAsset';
interface Call { method: string; path: string; body?: unknown; target: Target; write: boolean }
type Side = Record<'device' | 'asset' | 'view' | 'profile' | 'customer' | 'ownCustomer', string>;

let server: RunningServer;
let base: string;
let tokens: Tokens;
let adminB: string;
let userB: string;
let sideA: Side;
let sideB: Side;
let secrets: string[];

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  const demo = await demoContext(server);
  tokens = demo.tokens;
  const other = await createOtherTenant(server, 'entities');
  adminB = await loginAs(server, other.admin.email, 'other-admin');
  userB = await loginAs(server, other.user.email, 'other-user');
  const deviceB = await saved(base, '/api/device?accessToken=secret-token-of-b', adminB, { name: 'Secret device B', label: 'secret label B' });
  await saved(base, `/api/customer/${other.customer.id.id}/device/${deviceB.id.id}`, adminB, undefined);
  const assetB = await saved(base, '/api/asset', adminB, { type: 'default', name: 'Secret asset B' });
  const viewB = await saved(base, '/api/entityView', adminB, { type: 'default', name: 'Secret view B', entityId: deviceB.id });
  const profileB = await saved(base, '/api/deviceProfile', adminB, { name: 'Secret profile B' });
  await saved(base, '/api/relation', adminB, { from: assetB.id, to: deviceB.id, type: 'Secret contains' });
  sideB = { device: deviceB.id.id, asset: assetB.id.id, view: viewB.id.id, profile: profileB.id.id, customer: other.customer.id.id, ownCustomer: demo.customerId };

  const deviceA = (await server.stores.devices.findByName(demo.tenantId, 'Thermostat T1'))!;
  const assetA = (await server.stores.assets.findByName(demo.tenantId, 'Building A'))!;
  const viewA = await saved(base, '/api/entityView', tokens.tenant, { type: 'default', name: 'View A', entityId: deviceA.id });
  const profileA = (await server.stores.deviceProfiles.findDefault(demo.tenantId))!;
  sideA = { device: deviceA.id.id, asset: assetA.id.id, view: viewA.id.id, profile: profileA.id.id, customer: demo.customerId, ownCustomer: other.customer.id.id };
  secrets = ['Secret', 'secret-token-of-b', other.tenant.title, other.customer.title, 'Thermostat T1', 'Building A', 'View A', 'Demo Customer'];
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const P = 'pageSize=10&page=0';
const r = (method: string, path: string, target: Target, body?: unknown): Call => ({ method, path, body, target, write: method !== 'GET' });
const id = (type: string, key: string) => ({ entityType: type, id: `\${${key}}` });

/** `${key}` placeholders are the other side's ids; `ownCustomer` is the caller's own customer. */
const CALLS: Call[] = [
  r('GET', '/api/device/${device}', 'device'),
  r('GET', '/api/device/info/${device}', 'device'),
  r('GET', '/api/device/${device}/credentials', 'device'),
  r('DELETE', '/api/device/${device}', 'device'),
  r('POST', '/api/device', 'device', { id: id('DEVICE', 'device'), name: 'Hijacked device' }),
  r('POST', '/api/device-with-credentials', 'device', { device: { id: id('DEVICE', 'device'), name: 'Hijacked device' }, credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'hijacked-1' } }),
  r('POST', '/api/device/credentials', 'device', { deviceId: id('DEVICE', 'device'), credentialsType: 'ACCESS_TOKEN', credentialsId: 'hijacked-2' }),
  r('POST', '/api/customer/${ownCustomer}/device/${device}', 'device'),
  r('DELETE', '/api/customer/device/${device}', 'device'),
  r('POST', '/api/customer/public/device/${device}', 'device'),
  r('GET', '/api/asset/${asset}', 'asset'),
  r('GET', '/api/asset/info/${asset}', 'asset'),
  r('DELETE', '/api/asset/${asset}', 'asset'),
  r('POST', '/api/asset', 'asset', { id: id('ASSET', 'asset'), name: 'Hijacked asset' }),
  r('POST', '/api/customer/${ownCustomer}/asset/${asset}', 'asset'),
  r('DELETE', '/api/customer/asset/${asset}', 'asset'),
  r('POST', '/api/customer/public/asset/${asset}', 'asset'),
  r('GET', '/api/entityView/${view}', 'view'),
  r('GET', '/api/entityView/info/${view}', 'view'),
  r('DELETE', '/api/entityView/${view}', 'view'),
  r('POST', '/api/entityView', 'view', { id: id('ENTITY_VIEW', 'view'), name: 'Hijacked view', entityId: id('DEVICE', 'device') }),
  r('POST', '/api/customer/${ownCustomer}/entityView/${view}', 'view'),
  r('DELETE', '/api/customer/entityView/${view}', 'view'),
  r('POST', '/api/customer/public/entityView/${view}', 'view'),
  r('GET', '/api/deviceProfile/${profile}', 'profile'),
  r('GET', '/api/deviceProfileInfo/${profile}', 'profile'),
  r('POST', '/api/deviceProfile', 'profile', { id: id('DEVICE_PROFILE', 'profile'), name: 'Hijacked profile' }),
  r('DELETE', '/api/deviceProfile/${profile}', 'profile'),
  r('POST', '/api/deviceProfile/${profile}/default', 'profile'),
  r('GET', '/api/deviceProfile/devices/keys/timeseries?deviceProfileId=${profile}', 'profile'),
  r('GET', '/api/deviceProfile/devices/keys/attributes?deviceProfileId=${profile}', 'profile'),
  ...['devices', 'deviceInfos', 'assets', 'assetInfos', 'entityViews', 'entityViewInfos'].map((list) => r('GET', `/api/customer/\${customer}/${list}?${P}`, 'customer')),
  r('POST', '/api/customer/${customer}/device/${device}', 'customer'),
  r('POST', '/api/customer/${customer}/asset/${asset}', 'customer'),
  r('GET', '/api/relations?fromId=${device}&fromType=DEVICE', 'relDevice'),
  r('GET', '/api/relations/info?toId=${device}&toType=DEVICE', 'relDevice'),
  r('GET', '/api/relation?fromId=${device}&fromType=DEVICE&toId=${asset}&toType=ASSET&relationType=Secret%20contains', 'relDevice'),
  r('DELETE', '/api/relation?fromId=${device}&fromType=DEVICE&toId=${asset}&toType=ASSET&relationType=Secret%20contains', 'relDevice'),
  r('DELETE', '/api/relations?entityId=${device}&entityType=DEVICE', 'relDevice'),
  r('POST', '/api/relation', 'relDevice', { from: id('DEVICE', 'device'), to: id('ASSET', 'asset'), type: 'Hijack' }),
  r('GET', '/api/relations?fromId=${asset}&fromType=ASSET', 'relAsset'),
  r('GET', '/api/relations/info?fromId=${asset}&fromType=ASSET', 'relAsset'),
  r('DELETE', '/api/relations?entityId=${asset}&entityType=ASSET', 'relAsset'),
  r('POST', '/api/relations', 'relAsset', { parameters: { rootId: '${asset}', rootType: 'ASSET', direction: 'FROM', maxLevel: 2 } }),
  r('POST', '/api/relations/info', 'relAsset', { parameters: { rootId: '${asset}', rootType: 'ASSET', direction: 'FROM', maxLevel: 1 } }),
];

type Caller = 'tenantAdmin' | 'customerUser' | 'sysadmin';

/** The contract status for `caller` on `call` (see the file comment). */
function expectedStatus(call: Call, caller: Caller): number {
  if (call.target === 'relDevice') return 404;
  if (call.target === 'relAsset') return 403;
  if (caller === 'sysadmin' || (caller === 'customerUser' && call.write)) return 403;
  return call.target === 'device' ? 404 : 403;
}

async function expectRefused(token: string, caller: Caller, side: Side, calls = CALLS) {
  const fill = (value: unknown) => JSON.parse(JSON.stringify(value ?? null).replace(/\$\{(\w+)\}/g, (_m, key: keyof Side) => side[key]));
  for (const call of calls) {
    const res = await api(base, fill(call.path), { method: call.method, token, body: call.body === undefined ? undefined : fill(call.body) });
    const status = expectedStatus(call, caller);
    expect([call.method, call.path, res.status]).toEqual([call.method, call.path, status]);
    expect([call.path, Object.keys(res.body ?? {}).sort(), res.body?.errorCode]).toEqual([call.path, ERROR_KEYS, status === 404 ? 32 : 20]);
    for (const secret of secrets) expect([call.path, res.text.includes(secret)]).toEqual([call.path, false]);
  }
}

describe('the entity endpoints across tenants and roles', () => {
  it('refuse tenant A’s administrator everything of tenant B', async () => {
    await expectRefused(tokens.tenant, 'tenantAdmin', sideB);
  });

  it('refuse tenant A’s customer user everything of tenant B', async () => {
    await expectRefused(tokens.customer, 'customerUser', sideB);
  });

  it('refuse tenant B’s customer user everything of tenant A', async () => {
    await expectRefused(userB, 'customerUser', sideA);
  });

  it('refuse the system administrator every tenant’s entities', async () => {
    await expectRefused(tokens.sysadmin, 'sysadmin', sideB);
    await expectRefused(tokens.sysadmin, 'sysadmin', sideA, CALLS.filter((call) => !call.write));
  });

  it('confine lookups and lists to the caller’s own tenant', async () => {
    const lookups = ['/api/tenant/devices?deviceName=Secret%20device%20B', '/api/tenant/assets?assetName=Secret%20asset%20B', '/api/tenant/entityViews?entityViewName=Secret%20view%20B'];
    for (const path of lookups) expect((await api(base, path, { token: tokens.tenant })).status).toBe(404);
    expect((await api(base, `/api/devices?deviceIds=${sideB.device}`, { token: tokens.tenant })).body).toEqual([]);
    expect((await api(base, `/api/assets?assetIds=${sideB.asset}`, { token: tokens.tenant })).body).toEqual([]);
    for (const list of ['deviceInfos', 'assetInfos', 'entityViewInfos']) {
      const res = await api(base, `/api/tenant/${list}?${P}&textSearch=Secret`, { token: tokens.tenant });
      expect([list, res.body.totalElements]).toEqual([list, 0]);
    }
    for (const kind of ['device', 'asset', 'entityView']) {
      expect((await api(base, `/api/${kind}/types`, { token: tokens.tenant })).text).not.toContain('Secret');
    }
    const view = await api(base, '/api/entityView', { token: tokens.tenant, body: { type: 'default', name: 'Peeking view', entityId: { entityType: 'DEVICE', id: sideB.device } } });
    expect([view.status, view.text.includes('Secret')]).toEqual([400, false]);
  });

  it('left both tenants’ entities untouched', async () => {
    expect((await server.stores.devices.findById(sideB.device))).toMatchObject({ name: 'Secret device B', customerId: { id: sideB.customer } });
    expect((await server.stores.devices.findCredentials(sideB.device))!.credentialsId).toBe('secret-token-of-b');
    expect((await server.stores.devices.findById(sideA.device))).toMatchObject({ name: 'Thermostat T1', customerId: { id: sideA.customer } });
    for (const [table, id] of [['asset', sideB.asset], ['asset', sideA.asset], ['entity_view', sideB.view], ['entity_view', sideA.view], ['device_profile', sideB.profile]]) {
      expect([table, countRows(server, table, 'id = ?', id)]).toEqual([table, 1]);
    }
    expect(countRows(server, 'relation', 'from_id = ? and to_id = ?', sideB.asset, sideB.device)).toBe(1);
    expect(countRows(server, 'relation', 'from_id = ?', sideA.asset)).toBe(1);
    expect(countRows(server, 'device', "name like 'Hijacked%'") + countRows(server, 'asset', "name like 'Hijacked%'") + countRows(server, 'entity_view', "name like 'Hijacked%'")).toBe(0);
    expect(countRows(server, 'device_credentials', "credentials_id like 'hijacked%'") + countRows(server, 'relation', "relation_type = 'Hijack'")).toBe(0);
    expect((await server.stores.deviceProfiles.findById(sideB.profile))!.default).toBe(false);
  });

  it('still let each side use its own entities', async () => {
    expect((await api(base, `/api/device/${sideB.device}`, { token: adminB })).status).toBe(200);
    expect((await api(base, `/api/device/${sideB.device}/credentials`, { token: userB })).body.credentialsId).toBe('secret-token-of-b');
    expect((await api(base, `/api/relations/info?fromId=${sideA.asset}&fromType=ASSET`, { token: tokens.tenant })).body[0]).toMatchObject({ fromName: 'Building A', toName: 'Thermostat T1' });
    expect((await api(base, `/api/device/${sideA.device}`, { token: tokens.customer })).status).toBe(200);
  });
});
