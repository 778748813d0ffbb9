import { describe, expect, it } from 'vitest';
import { newDeviceProfile, normalizeProfile, toSaveBody } from '../../plugins/entities/device-profiles/deviceProfileDraft';
import { changedOtaTypes } from '../../plugins/entities/device-profiles/otaChanges';
import { DEFAULT_PROTO_SCHEMAS } from '../../plugins/entities/device-profiles/protoSchemas';
import { randomProvisionCredential, withProvisionType } from '../../plugins/entities/device-profiles/provisioning';
import { matchingQueues } from '../../plugins/entities/device-profiles/queueNames';
import {
  coapDefaults, defaultTransport, mqttDefaults, payloadOf, powerModeSettings, switchTransport, withCoapDeviceType, withPayloadType,
} from '../../plugins/entities/device-profiles/transportDefaults';
import { type DeviceProfile, type MqttTransportConfiguration } from '../../plugins/entities/device-profiles/types';
import { invalidTabs, type ProfileChecks, validateDeviceProfile } from '../../plugins/entities/device-profiles/validation';

const id = (entityType: string, uuid: string) => ({ entityType, id: uuid }) as never;
const saved = (overrides: Partial<DeviceProfile> = {}): DeviceProfile => ({
  ...newDeviceProfile(), id: id('DEVICE_PROFILE', 'p1'), name: 'thermostat', ...overrides,
});
/** Checks owned by the other editors: these tests drive them through the flags. */
const checks = (flags: { alarm?: boolean; lwm2m?: string | null; snmp?: string | null } = {}): ProfileChecks => ({
  isAlarmValid: () => flags.alarm ?? true, lwm2m: () => flags.lwm2m ?? null, snmp: () => flags.snmp ?? null,
});
const withTransport = (p: DeviceProfile, config: DeviceProfile['profileData']['transportConfiguration']): DeviceProfile =>
  ({ ...p, transportType: config.type, profileData: { ...p.profileData, transportConfiguration: config } });

describe('transport defaults', () => {
  it('gives MQTT the default topics and JSON payloads', () => {
    expect(mqttDefaults()).toEqual({
      type: 'MQTT', deviceTelemetryTopic: 'v1/devices/me/telemetry', deviceAttributesTopic: 'v1/devices/me/attributes',
      transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
    });
  });

  it('gives CoAP a DEFAULT device with JSON payloads in the DRX power mode', () => {
    expect(coapDefaults()).toEqual({
      type: 'COAP',
      coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } },
      clientSettings: { powerMode: 'DRX' },
    });
  });

  it('gives every type a configuration of that type', () => {
    for (const type of ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const) expect(defaultTransport(type).type).toBe(type);
  });

  it('prefills PROTOBUF with four proto3 schemas in their packages', () => {
    const payload = withPayloadType({ transportPayloadType: 'JSON' }, 'PROTOBUF');
    expect(payload).toEqual({ transportPayloadType: 'PROTOBUF', ...DEFAULT_PROTO_SCHEMAS });
    expect(DEFAULT_PROTO_SCHEMAS.deviceTelemetryProtoSchema).toMatch(/syntax = "proto3";\s+package telemetry;[\s\S]*message SensorDataReading/);
    expect(DEFAULT_PROTO_SCHEMAS.deviceAttributesProtoSchema).toMatch(/package attributes;[\s\S]*message SensorConfiguration/);
    expect(DEFAULT_PROTO_SCHEMAS.deviceRpcRequestProtoSchema).toMatch(/package rpc;[\s\S]*message RpcRequestMsg/);
    expect(DEFAULT_PROTO_SCHEMAS.deviceRpcResponseProtoSchema).toMatch(/package rpc;[\s\S]*message RpcResponseMsg/);
  });

  it('keeps typed schemas when the same payload type is chosen again', () => {
    const edited = { ...withPayloadType({ transportPayloadType: 'JSON' }, 'PROTOBUF'), deviceRpcResponseProtoSchema: 'mine' } as const;
    expect(withPayloadType(edited, 'PROTOBUF')).toBe(edited);
    expect(withPayloadType(edited, 'JSON')).toEqual({ transportPayloadType: 'JSON' });
  });

  it('keeps only the timers of the chosen power mode, with defaults where missing', () => {
    expect(powerModeSettings('PSM')).toEqual({ powerMode: 'PSM', psmActivityTimer: 10000 });
    expect(powerModeSettings('E_DRX', { powerMode: 'PSM', psmActivityTimer: 5 }))
      .toEqual({ powerMode: 'E_DRX', edrxCycle: 81000, pagingTransmissionWindow: 10000 });
    expect(powerModeSettings('E_DRX', { powerMode: 'E_DRX', edrxCycle: 1, pagingTransmissionWindow: 2 }))
      .toEqual({ powerMode: 'E_DRX', edrxCycle: 1, pagingTransmissionWindow: 2 });
    expect(powerModeSettings('DRX', { powerMode: 'PSM', psmActivityTimer: 5 })).toEqual({ powerMode: 'DRX' });
  });

  it('drops the payload type for Efento CoAP devices and restores JSON for DEFAULT ones', () => {
    const efento = withCoapDeviceType(coapDefaults(), 'EFENTO');
    expect(efento.coapDeviceTypeConfiguration).toEqual({ coapDeviceType: 'EFENTO' });
    expect(payloadOf(efento)).toBeNull();
    expect(payloadOf(withCoapDeviceType(efento, 'DEFAULT'))).toEqual({ transportPayloadType: 'JSON' });
  });
});

describe('transport switching', () => {
  it("gives a new type that type's defaults and restores what was typed when switching back", () => {
    const typed: MqttTransportConfiguration = { ...mqttDefaults(), deviceTelemetryTopic: 'sensors/+/telemetry' };
    const toCoap = switchTransport(typed, 'COAP', {});
    expect(toCoap.config).toEqual(coapDefaults());
    const back = switchTransport(toCoap.config, 'MQTT', toCoap.memory);
    expect(back.config).toEqual(typed);
    expect(back.memory.COAP).toEqual(coapDefaults());
  });

  it('changes nothing when the type stays', () => {
    const config = mqttDefaults();
    expect(switchTransport(config, 'MQTT', {})).toEqual({ config, memory: {} });
  });
});

describe('device profile validation', () => {
  it('accepts a new profile once it has a name', () => {
    expect(validateDeviceProfile(newDeviceProfile(), checks())).toEqual({ name: 'device-profile.name-required' });
    expect(validateDeviceProfile({ ...newDeviceProfile(), name: 'x' }, checks())).toEqual({});
  });

  it('bounds the name at 255 characters', () => {
    expect(validateDeviceProfile({ ...newDeviceProfile(), name: 'a'.repeat(255) }, checks()).name).toBeUndefined();
    expect(validateDeviceProfile({ ...newDeviceProfile(), name: 'a'.repeat(256) }, checks()).name).toBe('device-profile.name-max-length');
  });

  it('requires both MQTT topics, and every proto schema with PROTOBUF payloads', () => {
    const mqtt: MqttTransportConfiguration = {
      ...mqttDefaults(), deviceTelemetryTopic: ' ', deviceAttributesTopic: 'a'.repeat(256),
      transportPayloadTypeConfiguration: { ...withPayloadType({ transportPayloadType: 'JSON' }, 'PROTOBUF'), deviceAttributesProtoSchema: '' } as never,
    };
    const errors = validateDeviceProfile(withTransport(saved(), mqtt), checks());
    expect(errors).toEqual({
      deviceTelemetryTopic: 'device-profile.telemetry-topic-required',
      deviceAttributesTopic: 'device-profile.topic-max-length',
      deviceAttributesProtoSchema: 'device-profile.proto-schema-required',
    });
    expect(invalidTabs(errors)).toEqual(['transport']);
  });

  it('checks the CoAP proto schemas and the timers of the power mode', () => {
    const coap = coapDefaults();
    const config = {
      ...coap,
      coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT' as const, transportPayloadTypeConfiguration: { ...withPayloadType(payloadOf(coap)!, 'PROTOBUF'), deviceTelemetryProtoSchema: '' } as never },
      clientSettings: { powerMode: 'E_DRX' as const, edrxCycle: 0, pagingTransmissionWindow: 1.5 },
    };
    expect(validateDeviceProfile(withTransport(saved(), config), checks())).toEqual({
      deviceTelemetryProtoSchema: 'device-profile.proto-schema-required',
      edrxCycle: 'device-profile.power-mode-timer-invalid',
      pagingTransmissionWindow: 'device-profile.power-mode-timer-invalid',
    });
  });

  it("reports the LwM2M and SNMP editors' own messages on the transport tab", () => {
    const lwm2m = withTransport(saved(), defaultTransport('LWM2M'));
    expect(validateDeviceProfile(lwm2m, checks({ lwm2m: 'device-profile.lwm2m.host-required' }))).toEqual({ transport: 'device-profile.lwm2m.host-required' });
    const snmp = withTransport(saved(), defaultTransport('SNMP'));
    expect(validateDeviceProfile(snmp, checks({ snmp: 'x.snmp' }))).toEqual({ transport: 'x.snmp' });
    expect(validateDeviceProfile(snmp, checks({ lwm2m: 'not asked' }))).toEqual({});
  });

  it('blocks saving while any alarm is invalid', () => {
    const p = saved({ profileData: { ...newDeviceProfile().profileData, alarms: [{ id: 'a', alarmType: 'High' } as never] } });
    const errors = validateDeviceProfile(p, checks({ alarm: false }));
    expect(errors).toEqual({ alarms: 'device-profile.alarm-rules-invalid' });
    expect(invalidTabs(errors)).toEqual(['alarms']);
  });

  it('requires the provision key and secret unless provisioning is disabled', () => {
    const p = withProvisionType(saved(), 'ALLOW_CREATE_NEW_DEVICES');
    expect(validateDeviceProfile(p, checks())).toEqual({});
    const blanked = { ...p, provisionDeviceKey: '', profileData: { ...p.profileData, provisionConfiguration: { type: p.provisionType, provisionDeviceSecret: ' ' } } };
    const errors = validateDeviceProfile({ ...blanked, name: '' }, checks());
    expect(errors).toEqual({
      name: 'device-profile.name-required',
      provisionDeviceKey: 'device-profile.provision-device-key-required',
      provisionDeviceSecret: 'device-profile.provision-device-secret-required',
    });
    expect(invalidTabs(errors)).toEqual(['details', 'provisioning']);
  });
});

describe('provisioning', () => {
  it('generates 20 random alphanumeric characters', () => {
    const a = randomProvisionCredential();
    expect(a).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(randomProvisionCredential()).not.toBe(a);
  });

  it('prefills key and secret when enabled, keeps them when switching strategies', () => {
    const p = withProvisionType(saved(), 'CHECK_PRE_PROVISIONED_DEVICES');
    expect(p.provisionType).toBe('CHECK_PRE_PROVISIONED_DEVICES');
    expect(p.profileData.provisionConfiguration.type).toBe('CHECK_PRE_PROVISIONED_DEVICES');
    expect(p.provisionDeviceKey).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(p.profileData.provisionConfiguration.provisionDeviceSecret).toMatch(/^[A-Za-z0-9]{20}$/);
    const again = withProvisionType(withProvisionType(p, 'DISABLED'), 'ALLOW_CREATE_NEW_DEVICES');
    expect(again.provisionDeviceKey).toBe(p.provisionDeviceKey);
    expect(again.profileData.provisionConfiguration.provisionDeviceSecret).toBe(p.profileData.provisionConfiguration.provisionDeviceSecret);
  });

  it('sends no key or secret for a disabled strategy, and the key at the top level otherwise', () => {
    const enabled = withProvisionType(saved({ name: ' trimmed ' }), 'ALLOW_CREATE_NEW_DEVICES');
    const disabled = toSaveBody(withProvisionType(enabled, 'DISABLED'));
    expect(disabled.name).toBe('trimmed');
    expect(disabled.provisionDeviceKey).toBeNull();
    expect(disabled.profileData.provisionConfiguration).toEqual({ type: 'DISABLED', provisionDeviceSecret: null });
    const body = toSaveBody(enabled);
    expect(body.provisionDeviceKey).toBe(enabled.provisionDeviceKey);
    expect(body.profileData.provisionConfiguration).toEqual({
      type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: enabled.profileData.provisionConfiguration.provisionDeviceSecret,
    });
  });
});

describe('loading a profile', () => {
  it('fills what an older MQTT profile lacks from the MQTT defaults', () => {
    const loaded = saved({ transportType: 'MQTT', profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'MQTT', deviceTelemetryTopic: 't' } } as never });
    const p = normalizeProfile(loaded);
    expect(p.profileData.transportConfiguration).toEqual({ ...mqttDefaults(), deviceTelemetryTopic: 't' });
    expect(p.profileData.provisionConfiguration).toEqual({ type: 'DISABLED', provisionDeviceSecret: null });
    expect(p.profileData.alarms).toEqual([]);
  });

  it('replaces a transport configuration of another type with the defaults of the profile type', () => {
    const loaded = saved({ transportType: 'COAP' });
    expect(normalizeProfile(loaded).profileData.transportConfiguration).toEqual(coapDefaults());
  });
});

describe('OTA change detection', () => {
  const fw = (uuid: string) => id('OTA_PACKAGE', uuid);

  it('lists the types whose package changed to another package on an existing profile', () => {
    const before = saved({ firmwareId: fw('f1'), softwareId: null });
    expect(changedOtaTypes(before, { ...before })).toEqual([]);
    expect(changedOtaTypes(before, { ...before, firmwareId: fw('f2') })).toEqual(['FIRMWARE']);
    expect(changedOtaTypes(before, { ...before, firmwareId: fw('f2'), softwareId: fw('s1') })).toEqual(['FIRMWARE', 'SOFTWARE']);
  });

  it('asks nothing when a package is cleared or the profile is new', () => {
    const before = saved({ firmwareId: fw('f1') });
    expect(changedOtaTypes(before, { ...before, firmwareId: null })).toEqual([]);
    expect(changedOtaTypes(null, { ...before, firmwareId: fw('f2') })).toEqual([]);
  });
});

describe('queue suggestions', () => {
  it('match a case-insensitive prefix, sorted alphabetically', () => {
    const queues = ['SequentialByOriginator', 'Main', 'HighPriority', 'main2'];
    expect(matchingQueues(queues, 'ma')).toEqual(['Main', 'main2']);
    expect(matchingQueues(queues, '')).toEqual(['HighPriority', 'Main', 'main2', 'SequentialByOriginator']);
    expect(matchingQueues(queues, 'x')).toEqual([]);
  });
});
