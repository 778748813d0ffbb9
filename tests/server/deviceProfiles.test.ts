import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, names, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { countRows, eid, expectError, pageQuery, UNKNOWN_UUID } from './tenancyHelpers';

/* Device profiles (contract §2, §10, §12), in a tenant of this file's own. */

let server: RunningServer;
let base: string;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let buyer: Awaited<ReturnType<typeof newCustomerUser>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  admin = await newTenantAdmin(server);
  buyer = await newCustomerUser(server, admin.tenantId, 'Profile Buyer');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const save = (body: unknown, token = admin.token) => api(base, '/api/deviceProfile', { token, body });
const get = (path: string, token = admin.token) => api(base, path, { token });
const countProfiles = () => countRows(server, 'device_profile', 'tenant_id = ?', admin.tenantId);

const rule = (specType = 'SIMPLE') => ({ condition: { condition: [{ key: { type: 'TIME_SERIES', key: 't' }, valueType: 'NUMERIC', predicate: {} }], spec: { type: specType } } });
const alarm = (overrides: Record<string, unknown> = {}) => ({ id: 'a1', alarmType: 'High', createRules: { MAJOR: rule() }, clearRule: rule(), propagate: false, ...overrides });

describe('POST /api/deviceProfile', () => {
  it('creates a profile with the contract’s defaults in the caller’s tenant', async () => {
    const profile = await saved(base, '/api/deviceProfile', admin.token, { name: 'Plain', description: 'd', tenantId: eid('TENANT', UNKNOWN_UUID), default: false });
    expect(profile).toMatchObject({
      id: { entityType: 'DEVICE_PROFILE' },
      tenantId: { id: admin.tenantId },
      name: 'Plain',
      description: 'd',
      default: false,
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      provisionType: 'DISABLED',
      provisionDeviceKey: null,
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: null,
      },
    });
  });

  it('fills an MQTT transport configuration and requires it to match transportType', async () => {
    const mqtt = await saved(base, '/api/deviceProfile', admin.token, { name: 'Mqtt', transportType: 'MQTT' });
    expect(mqtt.profileData.transportConfiguration).toEqual({
      type: 'MQTT',
      deviceTelemetryTopic: 'v1/devices/me/telemetry',
      deviceAttributesTopic: 'v1/devices/me/attributes',
      transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
    });
    // PROTOBUF needs its four schemas (tests/server/transportConfig.test.ts covers the refusals).
    const proto = 'syntax = "proto3"; message M { string s = 1; }';
    const schemas = { deviceTelemetryProtoSchema: proto, deviceAttributesProtoSchema: proto, deviceRpcRequestProtoSchema: proto, deviceRpcResponseProtoSchema: proto };
    const custom = { type: 'MQTT', deviceTelemetryTopic: 'custom/t', deviceAttributesTopic: 'custom/a', transportPayloadTypeConfiguration: { transportPayloadType: 'PROTOBUF', ...schemas } };
    const saved2 = await saved(base, '/api/deviceProfile', admin.token, { ...mqtt, profileData: { ...mqtt.profileData, transportConfiguration: custom } });
    expect(saved2.profileData.transportConfiguration).toEqual(custom);
    expectError(await save({ name: 'Mismatch', transportType: 'COAP', profileData: { transportConfiguration: { type: 'MQTT' } } }), 400, 31);
    expectError(await save({ name: 'Bad payload', transportType: 'MQTT', profileData: { transportConfiguration: { type: 'MQTT', transportPayloadTypeConfiguration: { transportPayloadType: 'XML' } } } }), 400, 31);
  });

  it('requires a unique provision key and a secret unless provisioning is disabled', async () => {
    const provisioned = { name: 'Provisioned', provisionType: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: 'key-1', profileData: { provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: 's' } } };
    const profile = await saved(base, '/api/deviceProfile', admin.token, provisioned);
    expect(profile).toMatchObject({ provisionType: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: 'key-1', profileData: { provisionConfiguration: { provisionDeviceSecret: 's' } } });
    // The key may also come inside provisionConfiguration, as the console edits it.
    const inner = await saved(base, '/api/deviceProfile', admin.token, { name: 'Inner key', provisionType: 'CHECK_PRE_PROVISIONED_DEVICES', profileData: { provisionConfiguration: { type: 'CHECK_PRE_PROVISIONED_DEVICES', provisionDeviceKey: 'key-2', provisionDeviceSecret: 's' } } });
    expect(inner.provisionDeviceKey).toBe('key-2');
    expect(inner.profileData.provisionConfiguration).not.toHaveProperty('provisionDeviceKey');
    // Keys are unique across tenants: provisioning finds the profile by key alone.
    const otherTenant = await newTenantAdmin(server);
    expectError(await save({ ...provisioned, name: 'Copy' }, otherTenant.token), 400, 31, 'Device profile with such provision device key already exists!');
    expectError(await save({ ...provisioned, name: 'No key', provisionDeviceKey: undefined }), 400, 31);
    expectError(await save({ ...provisioned, name: 'No secret', provisionDeviceKey: 'key-3', profileData: { provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES' } } }), 400, 31);
    expectError(await save({ ...provisioned, name: 'Wrong type', provisionDeviceKey: 'key-4', profileData: { provisionConfiguration: { type: 'DISABLED' } } }), 400, 31);
  });

  it('stores valid alarm rules and refuses malformed ones', async () => {
    const ok = await saved(base, '/api/deviceProfile', admin.token, { name: 'Alarmed', profileData: { alarms: [alarm(), alarm({ id: 'a2', alarmType: 'Low', createRules: { CRITICAL: rule('DURATION'), WARNING: rule('REPEATING') } })] } });
    expect(ok.profileData.alarms.map((a: { alarmType: string }) => a.alarmType)).toEqual(['High', 'Low']);
    const bad: [unknown, string?][] = [
      ['not a list'],
      [[alarm({ id: '' })]],
      [[alarm({ alarmType: '' })], 'Alarm rule type should be specified!'],
      [[alarm(), alarm({ id: 'a2' })], 'Can\'t create device profile with the same alarm rule types: "High"!'],
      [[alarm({ createRules: { HIGH: rule() } })]],
      [[alarm({ createRules: { MAJOR: rule('NEVER') } })]],
      [[alarm({ createRules: { MAJOR: { condition: { condition: {}, spec: { type: 'SIMPLE' } } } } })]],
      [[alarm({ createRules: undefined })]],
      [[alarm({ clearRule: { condition: null } })]],
      [[alarm({ propagate: 'yes' })]],
      [[alarm({ propagateRelationTypes: [1] })]],
      [[alarm({ createRules: { MAJOR: { ...rule(), schedule: { type: 'SOMETIMES' } } } })]],
    ];
    const before = countProfiles();
    for (const [alarms, message] of bad) expectError(await save({ name: 'Bad alarms', profileData: { alarms } }), 400, 31, message);
    expect(countProfiles()).toBe(before);
  });

  it.each([
    ['no name', {}],
    ['a 100 KB name', { name: 'p'.repeat(100_000) }],
    ['a numeric name', { name: 1 }],
    ['an unknown transport type', { name: 'x', transportType: 'HTTP' }],
    ['an unknown provision type', { name: 'x', provisionType: 'ALWAYS' }],
    ['a type other than DEFAULT', { name: 'x', type: 'OTHER' }],
    ['profileData as an array', { name: 'x', profileData: [] }],
    ['a wrong configuration type', { name: 'x', profileData: { configuration: { type: 'X' } } }],
    ['a numeric description', { name: 'x', description: 3 }],
    ['a string default flag', { name: 'x', default: 'maybe' }],
  ])('refuses %s with 400/31 and stores nothing', async (_name, body) => {
    const before = countProfiles();
    expectError(await save(body), 400, 31);
    expect(countProfiles()).toBe(before);
  });

  it('keeps names unique per tenant and renames the profile’s devices’ type', async () => {
    const profile = await saved(base, '/api/deviceProfile', admin.token, { name: 'Before' });
    const device = await saved(base, '/api/device', admin.token, { name: 'Typed', deviceProfileId: profile.id });
    expect(device.type).toBe('Before');
    expectError(await save({ name: 'Before' }), 400, 31, 'Device profile with such name already exists!');
    await saved(base, '/api/deviceProfile', admin.token, { ...profile, name: 'After' });
    expect((await get(`/api/device/${device.id.id}`)).body.type).toBe('After');
    expectError(await save({ ...profile, name: 'After', transportType: 'MQTT', profileData: undefined }), 400, 31, "Can't change device profile transport type because devices referenced it!");
    expect((await saved(base, '/api/deviceProfile', (await newTenantAdmin(server)).token, { name: 'After' })).name).toBe('After');
  });

  it('lets the default move only through the default endpoint', async () => {
    expectError(await save({ name: 'Second default', default: true }), 400, 31, 'Another default device profile is present in scope of current tenant!');
    const plain = await saved(base, '/api/deviceProfile', admin.token, { name: 'Next default' });
    expectError(await save({ ...plain, default: true }), 400, 31, 'Another default device profile is present in scope of current tenant!');
    const current = (await get(`/api/deviceProfile/${admin.defaultProfileId}`)).body;
    expect((await saved(base, '/api/deviceProfile', admin.token, { ...current, default: false, description: 'still default' })).default).toBe(true);

    const moved = await saved(base, `/api/deviceProfile/${plain.id.id}/default`, admin.token, undefined);
    expect(moved).toMatchObject({ id: plain.id, default: true });
    expect((await get('/api/deviceProfileInfo/default', buyer.token)).body).toEqual({ id: plain.id, name: 'Next default', image: null, defaultDashboardId: null, type: 'DEFAULT', transportType: 'DEFAULT' });
    expect((await get(`/api/deviceProfile/${admin.defaultProfileId}`)).body.default).toBe(false);
    expect((await saved(base, '/api/device', admin.token, { name: 'Lands on new default' })).type).toBe('Next default');
    await saved(base, `/api/deviceProfile/${admin.defaultProfileId}/default`, admin.token, undefined);
    expect(countRows(server, 'device_profile', 'tenant_id = ? and is_default = 1', admin.tenantId)).toBe(1);
  });

  it('stores a rule-engine defaultQueueName and refuses unknown queues', async () => {
    const queued = await saved(base, '/api/deviceProfile', admin.token, { name: 'Queued', defaultQueueName: 'HighPriority' });
    expect(queued.defaultQueueName).toBe('HighPriority');
    expect((await get(`/api/deviceProfile/${queued.id.id}`)).body.defaultQueueName).toBe('HighPriority');
    expect((await get(`/api/deviceProfiles?${pageQuery({ textSearch: 'Queued' })}`)).body.data[0].defaultQueueName).toBe('HighPriority');
    expect((await saved(base, '/api/deviceProfile', admin.token, { name: 'Unqueued' })).defaultQueueName).toBeNull();

    const before = countProfiles();
    for (const [defaultQueueName, message] of [
      ['Nonexistent', 'Device profile is referencing to non-existent queue!'],
      [5, "Parameter 'defaultQueueName' must be a string!"],
      ['x'.repeat(256), "Parameter 'defaultQueueName' must be at most 255 characters long!"],
    ] as const) {
      expectError(await save({ name: `Bad queue ${String(defaultQueueName).length}`, defaultQueueName }), 400, 31, message);
      expectError(await save({ ...queued, defaultQueueName }), 400, 31, message);
    }
    expect(countProfiles()).toBe(before);
    expect((await get(`/api/deviceProfile/${queued.id.id}`)).body.defaultQueueName).toBe('HighPriority');

    // Clearing it (null or blank) stores none; other tenants and customer users change nothing.
    expect((await saved(base, '/api/deviceProfile', admin.token, { ...queued, defaultQueueName: '' })).defaultQueueName).toBeNull();
    expectError(await save({ ...queued, defaultQueueName: 'Main' }, (await newTenantAdmin(server)).token), 403, 20);
    expectError(await save({ ...queued, defaultQueueName: 'Main' }, buyer.token), 403, 20);
    expect((await get(`/api/deviceProfile/${queued.id.id}`)).body.defaultQueueName).toBeNull();
  });
});

describe('DELETE /api/deviceProfile/{id}', () => {
  it('refuses the default profile and profiles in use, and deletes others', async () => {
    expectError(await api(base, `/api/deviceProfile/${admin.defaultProfileId}`, { method: 'DELETE', token: admin.token }), 400, 31, 'Deletion of Default Device Profile is prohibited!');
    const used = await saved(base, '/api/deviceProfile', admin.token, { name: 'Used' });
    await saved(base, '/api/device', admin.token, { name: 'User of Used', deviceProfileId: used.id });
    expectError(await api(base, `/api/deviceProfile/${used.id.id}`, { method: 'DELETE', token: admin.token }), 400, 31, 'The device profile referenced by the devices cannot be deleted!');
    const unused = await saved(base, '/api/deviceProfile', admin.token, { name: 'Unused' });
    expectError(await api(base, `/api/deviceProfile/${unused.id.id}`, { method: 'DELETE', token: buyer.token }), 403, 20);
    const res = await api(base, `/api/deviceProfile/${unused.id.id}`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.text]).toEqual([200, '']);
    expectError(await get(`/api/deviceProfile/${unused.id.id}`), 404, 32);
    expectError(await api(base, '/api/deviceProfile/nope', { method: 'DELETE', token: admin.token }), 400, 31);
  });
});

describe('reading profiles', () => {
  it('pages, sorts and searches profiles and infos, filtering infos by transport', async () => {
    const page = await get(`/api/deviceProfiles?${pageQuery({ textSearch: 'mq', sortProperty: 'name' })}`);
    expect(names(page.body)).toEqual(['Mqtt']);
    const all = await get(`/api/deviceProfiles?${pageQuery({ pageSize: 2, sortProperty: 'createdTime', sortOrder: 'ASC' })}`);
    expect(all.body.data[0].name).toBe('default');
    expect(all.body.totalElements).toBe(countProfiles());
    const infos = await get(`/api/deviceProfileInfos?${pageQuery({ transportType: 'MQTT' })}`, buyer.token);
    expect(infos.body.data).toEqual([{ id: expect.objectContaining({ entityType: 'DEVICE_PROFILE' }), name: 'Mqtt', image: null, defaultDashboardId: null, type: 'DEFAULT', transportType: 'MQTT' }]);
    expectError(await get(`/api/deviceProfileInfos?${pageQuery({ transportType: 'HTTP' })}`), 400, 31);
    expectError(await get(`/api/deviceProfiles?${pageQuery({ sortProperty: 'secret' })}`), 400, 31);
    for (const property of ['name', 'transportType', 'provisionType', 'description', 'isDefault', 'type']) {
      expect((await get(`/api/deviceProfiles?${pageQuery({ sortProperty: property })}`)).status).toBe(200);
    }
  });

  it('answers infos to customer users and full profiles to administrators only', async () => {
    const info = await get(`/api/deviceProfileInfo/${admin.defaultProfileId}`, buyer.token);
    expect(info.body).toMatchObject({ id: { id: admin.defaultProfileId }, name: 'default' });
    for (const path of [`/api/deviceProfile/${admin.defaultProfileId}`, `/api/deviceProfiles?${pageQuery()}`]) expectError(await get(path, buyer.token), 403, 20);
    expectError(await get(`/api/deviceProfileInfo/${UNKNOWN_UUID}`), 404, 32);
  });

  it('answers device keys with an empty list until telemetry exists', async () => {
    for (const scope of ['timeseries', 'attributes']) {
      expect((await get(`/api/deviceProfile/devices/keys/${scope}`)).body).toEqual([]);
      expect((await get(`/api/deviceProfile/devices/keys/${scope}?deviceProfileId=${admin.defaultProfileId}`)).body).toEqual([]);
      expectError(await get(`/api/deviceProfile/devices/keys/${scope}?deviceProfileId=${UNKNOWN_UUID}`), 404, 32);
      expectError(await get(`/api/deviceProfile/devices/keys/${scope}?deviceProfileId=x`), 400, 31);
      expectError(await get(`/api/deviceProfile/devices/keys/${scope}`, buyer.token), 403, 20);
    }
  });
});
