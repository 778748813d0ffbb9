import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { saved, tenantAdminServer, type TenantAdmin } from './entityHelpers';
import { api } from './helpers';
import { countRows, eid, expectError } from './tenancyHelpers';

/* Device-profile transport configurations (COAP, LWM2M, SNMP, MQTT PROTOBUF) and SNMP devices. */

let server: RunningServer;
let base: string;
let admin: TenantAdmin;

tenantAdminServer((started) => ({ server, base, admin } = started));

let counter = 0;
const TC = 'profileData.transportConfiguration';
const profile = (transportType: string, transportConfiguration?: Record<string, unknown>) => ({
  name: `Transport ${++counter}`,
  transportType,
  profileData: transportConfiguration ? { transportConfiguration: { type: transportType, ...transportConfiguration } } : undefined,
});
const save = (body: unknown) => api(base, '/api/deviceProfile', { token: admin.token, body });
const countProfiles = () => countRows(server, 'device_profile', 'tenant_id = ?', admin.tenantId);

/** Each body must be refused with 400/31 and a message naming `path`; nothing is stored. */
async function expectRefusedAll(cases: [unknown, string][]) {
  const before = countProfiles();
  for (const [body, path] of cases) {
    const res = await save(body);
    expectError(res, 400, 31);
    expect([path, res.body.message]).toEqual([path, expect.stringContaining(`'${path}`)]);
  }
  expect(countProfiles()).toBe(before);
}

const PROTO = 'syntax = "proto3";\npackage t;\nmessage Telemetry { double temperature = 1; }';
const protobuf = (overrides: Record<string, unknown> = {}) => ({
  transportPayloadType: 'PROTOBUF',
  deviceTelemetryProtoSchema: PROTO,
  deviceAttributesProtoSchema: PROTO,
  deviceRpcRequestProtoSchema: PROTO,
  deviceRpcResponseProtoSchema: PROTO,
  ...overrides,
});

describe('MQTT PROTOBUF payloads', () => {
  it('fills in the RPC schemas a profile lacks, as ThingsBoard 3.3 answers them, and keeps nested messages', async () => {
    const nested = 'syntax = "proto3"; message Outer { message Inner { int32 v = 1; } Inner inner = 1; repeated Inner list = 2; }';
    const sent = { transportPayloadType: 'PROTOBUF', deviceTelemetryProtoSchema: nested, deviceAttributesProtoSchema: PROTO, deviceRpcResponseProtoSchema: '' };
    const filled = await saved(base, '/api/deviceProfile', admin.token, profile('MQTT', { transportPayloadTypeConfiguration: sent }));
    expect(filled.profileData.transportConfiguration.transportPayloadTypeConfiguration).toEqual({
      transportPayloadType: 'PROTOBUF',
      deviceTelemetryProtoSchema: nested,
      deviceAttributesProtoSchema: PROTO,
      deviceRpcRequestProtoSchema: 'syntax ="proto3";\npackage rpc;\n\nmessage RpcRequestMsg {\n  optional string method = 1;\n  optional int32 requestId = 2;\n  optional string params = 3;\n}',
      deviceRpcResponseProtoSchema: 'syntax ="proto3";\npackage rpc;\n\nmessage RpcResponseMsg {\n  optional string payload = 1;\n}',
    });
  });

  it('requires the four proto3 schemas', async () => {
    const ok = await saved(base, '/api/deviceProfile', admin.token, profile('MQTT', { transportPayloadTypeConfiguration: protobuf() }));
    expect(ok.profileData.transportConfiguration.transportPayloadTypeConfiguration).toEqual(protobuf());
    const payload = `${TC}.transportPayloadTypeConfiguration`;
    await expectRefusedAll([
      [profile('MQTT', { transportPayloadTypeConfiguration: { transportPayloadType: 'PROTOBUF' } }), `${payload}.deviceTelemetryProtoSchema`],
      [profile('MQTT', { transportPayloadTypeConfiguration: protobuf({ deviceRpcResponseProtoSchema: 'message R { string s = 1; }' }) }), `${payload}.deviceRpcResponseProtoSchema`],
      [profile('MQTT', { transportPayloadTypeConfiguration: protobuf({ deviceAttributesProtoSchema: 'message A { int32 a = 1; }' }) }), `${payload}.deviceAttributesProtoSchema`],
      [profile('MQTT', { transportPayloadTypeConfiguration: protobuf({ deviceRpcRequestProtoSchema: `${PROTO} }` }) }), `${payload}.deviceRpcRequestProtoSchema`],
      [profile('MQTT', { transportPayloadTypeConfiguration: protobuf({ deviceTelemetryProtoSchema: 42 }) }), `${payload}.deviceTelemetryProtoSchema`],
      [profile('MQTT', { transportPayloadTypeConfiguration: { transportPayloadType: 'XML' } }), `${payload}.transportPayloadType`],
    ]);
  });
});

describe('COAP', () => {
  it('fills the defaults and keeps a valid configuration', async () => {
    const filled = await saved(base, '/api/deviceProfile', admin.token, profile('COAP'));
    expect(filled.profileData.transportConfiguration).toEqual({
      type: 'COAP',
      clientSettings: { powerMode: 'DRX' },
      coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } },
    });
    const config = {
      clientSettings: { powerMode: 'E_DRX', edrxCycle: 81000, pagingTransmissionWindow: 10000 },
      coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: protobuf() },
    };
    expect((await saved(base, '/api/deviceProfile', admin.token, profile('COAP', config))).profileData.transportConfiguration).toEqual({ type: 'COAP', ...config });
    const efento = await saved(base, '/api/deviceProfile', admin.token, profile('COAP', { coapDeviceTypeConfiguration: { coapDeviceType: 'EFENTO', transportPayloadTypeConfiguration: { transportPayloadType: 'XML' } } }));
    expect(efento.profileData.transportConfiguration.coapDeviceTypeConfiguration).toEqual({ coapDeviceType: 'EFENTO' });
  });

  it('refuses unknown members and shapes with the field path', async () => {
    await expectRefusedAll([
      [profile('COAP', { clientSettings: { powerMode: 'SLEEP' } }), `${TC}.clientSettings.powerMode`],
      [profile('COAP', { clientSettings: { powerMode: 'PSM', psmActivityTimer: -1 } }), `${TC}.clientSettings.psmActivityTimer`],
      [profile('COAP', { clientSettings: { powerMode: 'PSM', psmActivityTimer: 1.5 } }), `${TC}.clientSettings.psmActivityTimer`],
      [profile('COAP', { clientSettings: [] }), `${TC}.clientSettings`],
      [profile('COAP', { coapDeviceTypeConfiguration: { coapDeviceType: 'OTHER' } }), `${TC}.coapDeviceTypeConfiguration.coapDeviceType`],
      [profile('COAP', { coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'PROTOBUF' } } }), `${TC}.coapDeviceTypeConfiguration.transportPayloadTypeConfiguration.deviceTelemetryProtoSchema`],
    ]);
  });
});

describe('LWM2M', () => {
  const lwm2m = {
    observeAttr: { observe: ['/3_1.1/0/9'], attribute: ['/3_1.1/0/0'], telemetry: ['/3_1.1/0/9'], keyName: { '/3_1.1/0/9': 'batteryLevel' }, attributeLwm2m: { '/3_1.1/0/9': { pmin: 10, pmax: 60, gt: 50.5 } } },
    bootstrap: {
      servers: { shortId: 123, lifetime: 300, defaultMinPeriod: 1, notifIfDisabled: true, binding: 'UQ' },
      lwm2mServer: { host: 'lwm2m.example.com', port: 5685, securityMode: 'NO_SEC', serverPublicKey: '', clientHoldOffTime: 1, serverId: 123, bootstrapServerAccountTimeout: 0, bootstrapServerIs: false },
      bootstrapServer: { host: 'lwm2m.example.com', port: 5687, securityMode: 'PSK', serverPublicKey: '', clientHoldOffTime: 1, serverId: 111, bootstrapServerAccountTimeout: 0, bootstrapServerIs: true },
    },
    clientLwM2mSettings: { clientOnlyObserveAfterConnect: 1, fwUpdateStrategy: 2, swUpdateStrategy: 1, powerMode: 'PSM', compositeOperationsSupport: true },
  };

  it('keeps a full configuration and fills the seed defaults for missing parts', async () => {
    const full = await saved(base, '/api/deviceProfile', admin.token, profile('LWM2M', lwm2m));
    expect(full.profileData.transportConfiguration).toEqual({ type: 'LWM2M', ...lwm2m });
    const filled = (await saved(base, '/api/deviceProfile', admin.token, profile('LWM2M'))).profileData.transportConfiguration;
    expect(filled.observeAttr).toEqual({ observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} });
    expect(filled.bootstrap.servers).toEqual({ shortId: 123, lifetime: 300, defaultMinPeriod: 1, notifIfDisabled: true, binding: 'UQ' });
    expect(filled.bootstrap.lwm2mServer).toMatchObject({ host: 'localhost', port: 5685, serverId: 123, securityMode: 'NO_SEC' });
    expect(filled.bootstrap.bootstrapServer).toMatchObject({ host: 'localhost', port: 5687, serverId: 111 });
    expect(filled.clientLwM2mSettings).toEqual({ clientOnlyObserveAfterConnect: 1, fwUpdateStrategy: 1, swUpdateStrategy: 1, powerMode: 'DRX', compositeOperationsSupport: false });
  });

  it('refuses unknown members, bad ranges and shapes with the field path', async () => {
    const change = (part: string, value: unknown) => {
      const copy = structuredClone(lwm2m) as Record<string, any>;
      const keys = part.split('.');
      let target = copy;
      for (const key of keys.slice(0, -1)) target = target[key];
      target[keys.at(-1)!] = value;
      return profile('LWM2M', copy);
    };
    await expectRefusedAll([
      [change('bootstrap.servers.binding', 'X'), `${TC}.bootstrap.servers.binding`],
      [change('bootstrap.servers.shortId', 0), `${TC}.bootstrap.servers.shortId`],
      [change('bootstrap.servers.lifetime', -5), `${TC}.bootstrap.servers.lifetime`],
      [change('bootstrap.servers.notifIfDisabled', 'maybe'), `${TC}.bootstrap.servers.notifIfDisabled`],
      [change('bootstrap.lwm2mServer.port', 70000), `${TC}.bootstrap.lwm2mServer.port`],
      [change('bootstrap.lwm2mServer.host', ''), `${TC}.bootstrap.lwm2mServer.host`],
      [change('bootstrap.bootstrapServer.securityMode', 'TLS'), `${TC}.bootstrap.bootstrapServer.securityMode`],
      [change('clientLwM2mSettings.powerMode', 'ON'), `${TC}.clientLwM2mSettings.powerMode`],
      [change('clientLwM2mSettings.fwUpdateStrategy', 4), `${TC}.clientLwM2mSettings.fwUpdateStrategy`],
      [change('observeAttr.observe', '/3/0/9'), `${TC}.observeAttr.observe`],
      [change('observeAttr.telemetry', [3]), `${TC}.observeAttr.telemetry`],
      [change('observeAttr.keyName', { '/3_1.1/0/9': '' }), `${TC}.observeAttr.keyName`],
      [change('observeAttr.attributeLwm2m', { '/3_1.1/0/9': { pmin: -1 } }), `${TC}.observeAttr.attributeLwm2m./3_1.1/0/9.pmin`],
      [change('observeAttr.attributeLwm2m', { '/3_1.1/0/9': { gt: 'big' } }), `${TC}.observeAttr.attributeLwm2m./3_1.1/0/9.gt`],
      [change('bootstrap', 'none'), `${TC}.bootstrap`],
    ]);
  });
});

describe('SNMP', () => {
  const snmp = {
    timeoutMs: 500,
    retries: 0,
    communicationConfigs: [
      { spec: 'TELEMETRY_QUERYING', queryingFrequencyMs: 5000, mappings: [{ oid: '1.3.6.1.2.1.1.3.0', key: 'uptime', dataType: 'LONG' }] },
      { spec: 'SHARED_ATTRIBUTES_SETTING', mappings: [{ oid: '.1.3.6.1.2.1.1.5.0', key: 'sysName', dataType: 'STRING' }] },
    ],
  };

  it('keeps a valid configuration and defaults timeout and retries', async () => {
    expect((await saved(base, '/api/deviceProfile', admin.token, profile('SNMP', snmp))).profileData.transportConfiguration).toEqual({ type: 'SNMP', ...snmp });
    expect((await saved(base, '/api/deviceProfile', admin.token, profile('SNMP'))).profileData.transportConfiguration).toEqual({ type: 'SNMP', timeoutMs: 500, retries: 0, communicationConfigs: [] });
  });

  it('refuses unknown members and shapes with the field path', async () => {
    const comm = (overrides: Record<string, unknown>) => profile('SNMP', { ...snmp, communicationConfigs: [{ ...snmp.communicationConfigs[0], ...overrides }] });
    const mapping = (overrides: Record<string, unknown>) => comm({ mappings: [{ ...snmp.communicationConfigs[0].mappings[0], ...overrides }] });
    const CC = `${TC}.communicationConfigs[0]`;
    await expectRefusedAll([
      [profile('SNMP', { ...snmp, timeoutMs: -1 }), `${TC}.timeoutMs`],
      [profile('SNMP', { ...snmp, retries: 'many' }), `${TC}.retries`],
      [profile('SNMP', { ...snmp, communicationConfigs: {} }), `${TC}.communicationConfigs`],
      [profile('SNMP', { ...snmp, communicationConfigs: ['x'] }), CC],
      [comm({ spec: 'POLLING' }), `${CC}.spec`],
      [comm({ queryingFrequencyMs: 0 }), `${CC}.queryingFrequencyMs`],
      [comm({ mappings: 'all' }), `${CC}.mappings`],
      [mapping({ oid: 'sysUpTime' }), `${CC}.mappings[0].oid`],
      [mapping({ key: '' }), `${CC}.mappings[0].key`],
      [mapping({ dataType: 'FLOAT' }), `${CC}.mappings[0].dataType`],
    ]);
  });

  it('validates an SNMP device’s transport configuration', async () => {
    const snmpProfile = await saved(base, '/api/deviceProfile', admin.token, profile('SNMP', snmp));
    const device = (transportConfiguration: Record<string, unknown>) => ({
      name: `snmp-${++counter}`,
      deviceProfileId: snmpProfile.id,
      deviceData: { transportConfiguration: { type: 'SNMP', ...transportConfiguration } },
    });
    const v2c = { host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' };
    const v3 = {
      host: '10.0.0.5', port: 1161, protocolVersion: 'V3', username: 'u', securityName: 's', contextName: '',
      authenticationProtocol: 'SHA_256', authenticationPassphrase: 'pass', privacyProtocol: 'AES_128', privacyPassphrase: 'priv', engineId: '',
    };
    expect((await saved(base, '/api/device', admin.token, device(v2c))).deviceData.transportConfiguration).toEqual({ type: 'SNMP', ...v2c });
    expect((await saved(base, '/api/device', admin.token, device(v3))).deviceData.transportConfiguration).toEqual({ type: 'SNMP', ...v3 });

    const DT = 'deviceData.transportConfiguration';
    const before = countRows(server, 'device', 'tenant_id = ?', admin.tenantId);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...v2c, host: '' }, `${DT}.host`],
      [{ ...v2c, port: 0 }, `${DT}.port`],
      [{ ...v2c, protocolVersion: 'V4' }, `${DT}.protocolVersion`],
      [{ ...v2c, community: '' }, `${DT}.community`],
      [{ ...v3, username: ' ' }, `${DT}.username`],
      [{ ...v3, engineId: undefined }, `${DT}.engineId`],
      [{ ...v3, authenticationProtocol: 'SHA_2' }, `${DT}.authenticationProtocol`],
      [{ ...v3, privacyProtocol: '3DES' }, `${DT}.privacyProtocol`],
    ];
    for (const [config, path] of cases) {
      const res = await api(base, '/api/device', { token: admin.token, body: device(config) });
      expectError(res, 400, 31);
      expect([path, res.body.message]).toEqual([path, expect.stringContaining(`'${path}`)]);
    }
    expect(countRows(server, 'device', 'tenant_id = ?', admin.tenantId)).toBe(before);
  });
});

describe('profile references', () => {
  it('refuses a profile id of the wrong entity type', async () => {
    expectError(await save({ name: 'Wrong id', softwareId: eid('OTA_PACKAGE', 'nope') }), 400, 31, "Parameter 'softwareId' must be a OTA_PACKAGE id!");
  });
});
