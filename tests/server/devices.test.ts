import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createOtherTenant } from './accountHelpers';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, eid, expectError, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

/* POST /api/device and /api/device-with-credentials (contract §2, §10, §12). */

let server: RunningServer;
let base: string;
let tokens: Tokens;
let tenantId: string;
let customerId: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  ({ tokens, tenantId, customerId } = await demoContext(server));
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const save = (body: unknown, token = tokens.tenant, query = '') => api(base, `/api/device${query}`, { token, body });
const countDevices = () => countRows(server, 'device', 'tenant_id = ?', tenantId);
const countProfiles = () => countRows(server, 'device_profile', 'tenant_id = ?', tenantId);
const profileByName = (name: string) => server.stores.deviceProfiles.findByName(tenantId, name);

describe('POST /api/device', () => {
  it('creates a device from whitelisted fields, in the caller’s tenant, unassigned, with a random access token', async () => {
    const res = await save({
      name: 'Pump <1>',
      label: 'Basement',
      tenantId: eid('TENANT', UNKNOWN_UUID),
      customerId: eid('CUSTOMER', customerId),
      createdTime: 5,
      additionalInfo: { gateway: true, description: 'desc', extra: [1] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: { entityType: 'DEVICE' },
      tenantId: { entityType: 'TENANT', id: tenantId },
      customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
      name: 'Pump <1>',
      type: 'default',
      label: 'Basement',
      deviceProfileId: { entityType: 'DEVICE_PROFILE', id: (await profileByName('default'))!.id.id },
      deviceData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } },
      additionalInfo: { gateway: true, description: 'desc', extra: [1] },
    });
    expect(res.body.createdTime).not.toBe(5);
    const credentials = (await server.stores.devices.findCredentials(res.body.id.id))!;
    expect(credentials).toMatchObject({ credentialsType: 'ACCESS_TOKEN', credentialsValue: null });
    expect(credentials.credentialsId).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('finds or creates the profile named by type, and an explicit deviceProfileId overrides type', async () => {
    const profilesBefore = countProfiles();
    const first = await saved(base, '/api/device', tokens.tenant, { name: 'Kind 1', type: 'air-quality' });
    const created = (await profileByName('air-quality'))!;
    expect(created).toMatchObject({ default: false, transportType: 'DEFAULT', provisionType: 'DISABLED', description: 'Default device profile' });
    expect(first).toMatchObject({ type: 'air-quality', deviceProfileId: created.id });
    const second = await saved(base, '/api/device', tokens.tenant, { name: 'Kind 2', type: 'air-quality' });
    expect(second.deviceProfileId).toEqual(created.id);
    expect(countProfiles()).toBe(profilesBefore + 1);

    const thermostat = (await profileByName('thermostat'))!;
    const explicit = await saved(base, '/api/device', tokens.tenant, { name: 'Kind 3', type: 'ignored-type', deviceProfileId: thermostat.id });
    expect(explicit).toMatchObject({ type: 'thermostat', deviceProfileId: thermostat.id });
    expect(await profileByName('ignored-type')).toBeUndefined();
    for (const type of ['', '   ', null]) expect((await saved(base, '/api/device', tokens.tenant, { name: `Untyped ${JSON.stringify(type)}`, type })).type).toBe('default');
  });

  it('refuses an unknown or another tenant’s deviceProfileId without storing a device', async () => {
    const other = await createOtherTenant(server, 'device-profile');
    const foreign = (await server.stores.deviceProfiles.findDefault(other.tenant.id.id))!;
    const before = countDevices();
    for (const id of [UNKNOWN_UUID, foreign.id.id]) {
      expectError(await save({ name: 'Orphan', deviceProfileId: eid('DEVICE_PROFILE', id) }), 400, 31, 'Device is referencing non existing device profile!');
    }
    expect(countDevices()).toBe(before);
  });

  it('fits deviceData to the profile’s transport', async () => {
    const { body: mqtt } = await api(base, '/api/deviceProfile', { token: tokens.tenant, body: { name: 'mqtt-kind', transportType: 'MQTT' } });
    const device = await saved(base, '/api/device', tokens.tenant, { name: 'Mqtt device', deviceProfileId: mqtt.id, deviceData: { transportConfiguration: { type: 'DEFAULT' } } });
    expect(device.deviceData).toEqual({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'MQTT' } });
    const kept = await saved(base, '/api/device', tokens.tenant, { ...device, deviceData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'MQTT', note: 1 } } });
    expect(kept.deviceData.transportConfiguration).toEqual({ type: 'MQTT', note: 1 });
  });

  it('sets the access token from ?accessToken= and refuses one already taken', async () => {
    const device = await saved(base, '/api/device?accessToken=my-own-token-1', tokens.tenant, { name: 'Token device' });
    expect((await server.stores.devices.findCredentials(device.id.id))!.credentialsId).toBe('my-own-token-1');
    const before = countDevices();
    expectError(await save({ name: 'Token clash' }, tokens.tenant, '?accessToken=my-own-token-1'), 400, 31, 'Device credentials are already assigned to another device!');
    expectError(await save({ name: 'Token spaces' }, tokens.tenant, '?accessToken=has%20space'), 400, 31);
    expectError(await save({ name: 'Token long' }, tokens.tenant, `?accessToken=${'t'.repeat(256)}`), 400, 31);
    expect(countDevices()).toBe(before);
  });

  it('updates by id, keeping the customer, the credentials and createdTime', async () => {
    const device = await server.stores.devices.create({ tenantId, customerId, name: 'Assigned', type: 'default', deviceProfileId: (await profileByName('default'))!.id.id });
    const token = (await server.stores.devices.findCredentials(device.id.id))!.credentialsId;
    const res = await save({ ...device, name: 'Assigned renamed', customerId: eid('CUSTOMER', NULL_UUID), label: 'new' }, tokens.tenant, '?accessToken=ignored-on-update');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: device.id, name: 'Assigned renamed', label: 'new', customerId: { id: customerId }, createdTime: device.createdTime });
    expect((await server.stores.devices.findCredentials(device.id.id))!.credentialsId).toBe(token);
    expectError(await save({ ...device, name: 'Thermostat T2' }), 400, 31, 'Device with such name already exists!');
    expectError(await save({ name: 'Thermostat T2' }), 400, 31, 'Device with such name already exists!');
    expectError(await save({ id: eid('DEVICE', UNKNOWN_UUID), name: 'Ghost device' }), 404, 32);
    expect(countRows(server, 'device', 'name = ?', 'Ghost device')).toBe(0);
  });

  it.each([
    ['no name', {}],
    ['a blank name', { name: '  ' }],
    ['a numeric name', { name: 12 }],
    ['a 100 KB name', { name: 'n'.repeat(100_000) }],
    ['a numeric type', { name: 'bad 1', type: 3 }],
    ['a 300-character type', { name: 'bad 2', type: 'x'.repeat(300) }],
    ['a boolean label', { name: 'bad 3', label: true }],
    ['deviceProfileId as a string', { name: 'bad 4', deviceProfileId: UNKNOWN_UUID }],
    ['deviceProfileId of another type', { name: 'bad 5', deviceProfileId: eid('DEVICE', UNKNOWN_UUID) }],
    ['additionalInfo as a number', { name: 'bad 6', additionalInfo: 3 }],
    ['a string gateway flag', { name: 'bad 7', additionalInfo: { gateway: 'yes' } }],
    ['a numeric description', { name: 'bad 8', additionalInfo: { description: 5 } }],
    ['deviceData as an array', { name: 'bad 9', deviceData: [] }],
    ['a wrong configuration type', { name: 'bad 10', deviceData: { configuration: { type: 'X' } } }],
    ['an unknown transport type', { name: 'bad 11', deviceData: { transportConfiguration: { type: 'HTTP2' } } }],
    ['a malformed id', { name: 'bad 12', id: eid('DEVICE', 'nope') }],
    ['null', null],
    ['an array', [{ name: 'bad 13' }]],
  ])('refuses %s with 400/31 and stores nothing', async (_name, body) => {
    const [devices, profiles] = [countDevices(), countProfiles()];
    expectError(await save(body), 400, 31);
    expect([countDevices(), countProfiles()]).toEqual([devices, profiles]);
  });

  it('is for tenant administrators only', async () => {
    for (const token of [tokens.sysadmin, tokens.customer]) expectError(await save({ name: 'Sneaky device' }, token), 403, 20);
    expect(countRows(server, 'device', 'name = ?', 'Sneaky device')).toBe(0);
  });
});

describe('maxDevices', () => {
  it('refuses a device beyond the limit with 400/31, storing neither it nor a profile for its type', async () => {
    const small = await newTenantAdmin(server, { maxDevices: 2 });
    for (const name of ['one', 'two']) await saved(base, '/api/device', small.token, { name });
    expectError(await save({ name: 'three', type: 'brand-new' }, small.token), 400, 31, "Can't create more then 2 devices!");
    expect(countRows(server, 'device', 'tenant_id = ?', small.tenantId)).toBe(2);
    expect(await server.stores.deviceProfiles.findByName(small.tenantId, 'brand-new')).toBeUndefined();
    const { body: one } = await api(base, '/api/tenant/devices?deviceName=one', { token: small.token });
    expect((await save({ ...one, label: 'updates are not creations' }, small.token)).status).toBe(200);
  });
});

describe('POST /api/device-with-credentials', () => {
  it('saves the device and its credentials together', async () => {
    const device = await saved(base, '/api/device-with-credentials', tokens.tenant, {
      device: { name: 'With creds', type: 'default' },
      credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'with-creds-token' },
    });
    expect(await server.stores.devices.findCredentials(device.id.id)).toMatchObject({ credentialsType: 'ACCESS_TOKEN', credentialsId: 'with-creds-token' });
  });

  it('stores neither when the credentials are refused', async () => {
    const before = countDevices();
    const clash = await api(base, '/api/device-with-credentials', {
      token: tokens.tenant,
      body: { device: { name: 'Creds clash' }, credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'with-creds-token' } },
    });
    expectError(clash, 400, 31, 'Device credentials are already assigned to another device!');
    for (const body of [{ device: { name: 'No creds' } }, { device: { name: 'Bad creds' }, credentials: { credentialsType: 'PLAIN' } }, { credentials: {} }]) {
      expectError(await api(base, '/api/device-with-credentials', { token: tokens.tenant, body }), 400, 31);
    }
    expect(countDevices()).toBe(before);
    expectError(await api(base, '/api/device-with-credentials', { token: tokens.customer, body: { device: { name: 'x' } } }), 403, 20);
  });
});
