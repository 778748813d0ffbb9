import { payloadOf } from './transportDefaults';
import {
  type CoapClientSettings, type DeviceProfile, type DeviceProfileAlarm, type Lwm2mTransportConfiguration, PROTO_SCHEMA_KEYS,
  type ProtoSchemaKey, type SnmpTransportConfiguration,
} from './types';

/** The editor's tabs; a tab holding an invalid field gets a mark. */
export type ProfileTab = 'details' | 'transport' | 'alarms' | 'provisioning';

/** Fields that can be invalid, each mapped to an i18n message key. */
export type ProfileErrorField =
  | 'name' | 'deviceTelemetryTopic' | 'deviceAttributesTopic' | ProtoSchemaKey
  | 'psmActivityTimer' | 'edrxCycle' | 'pagingTransmissionWindow' | 'transport'
  | 'alarms' | 'provisionDeviceKey' | 'provisionDeviceSecret';
export type ProfileErrors = Partial<Record<ProfileErrorField, string>>;

const FIELD_TABS: Record<ProfileErrorField, ProfileTab> = {
  name: 'details',
  deviceTelemetryTopic: 'transport',
  deviceAttributesTopic: 'transport',
  deviceTelemetryProtoSchema: 'transport',
  deviceAttributesProtoSchema: 'transport',
  deviceRpcRequestProtoSchema: 'transport',
  deviceRpcResponseProtoSchema: 'transport',
  psmActivityTimer: 'transport',
  edrxCycle: 'transport',
  pagingTransmissionWindow: 'transport',
  transport: 'transport',
  alarms: 'alarms',
  provisionDeviceKey: 'provisioning',
  provisionDeviceSecret: 'provisioning',
};

/** Profile names and MQTT topics are bounded like the server's columns. */
export const NAME_MAX_LENGTH = 255;
export const TOPIC_MAX_LENGTH = 255;

/** Checks owned by the alarm-rules and LwM2M/SNMP editors, passed in so this module stays pure. */
export interface ProfileChecks {
  isAlarmValid(alarm: DeviceProfileAlarm): boolean;
  /** An i18n key, or null when valid. */
  lwm2m(config: Lwm2mTransportConfiguration): string | null;
  snmp(config: SnmpTransportConfiguration): string | null;
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';
const isPositiveInteger = (v: number | undefined) => v !== undefined && Number.isInteger(v) && v > 0;

function topicError(topic: string, field: 'telemetry' | 'attributes'): string | undefined {
  if (blank(topic)) return `device-profile.${field}-topic-required`;
  if (topic.length > TOPIC_MAX_LENGTH) return 'device-profile.topic-max-length';
  return undefined;
}

function timerErrors(settings: CoapClientSettings, errors: ProfileErrors) {
  const timers = settings.powerMode === 'PSM' ? ['psmActivityTimer'] as const
    : settings.powerMode === 'E_DRX' ? ['edrxCycle', 'pagingTransmissionWindow'] as const : [];
  for (const key of timers) {
    if (!isPositiveInteger(settings[key])) errors[key] = 'device-profile.power-mode-timer-invalid';
  }
}

/** Everything that blocks saving a profile, by field. */
export function validateDeviceProfile(profile: DeviceProfile, checks: ProfileChecks): ProfileErrors {
  const errors: ProfileErrors = {};
  if (blank(profile.name)) errors.name = 'device-profile.name-required';
  else if (profile.name.trim().length > NAME_MAX_LENGTH) errors.name = 'device-profile.name-max-length';

  const transport = profile.profileData.transportConfiguration;
  if (transport.type === 'MQTT') {
    const telemetry = topicError(transport.deviceTelemetryTopic, 'telemetry');
    const attributes = topicError(transport.deviceAttributesTopic, 'attributes');
    if (telemetry) errors.deviceTelemetryTopic = telemetry;
    if (attributes) errors.deviceAttributesTopic = attributes;
  }
  if (transport.type === 'COAP') timerErrors(transport.clientSettings, errors);
  const payload = payloadOf(transport);
  if (payload?.transportPayloadType === 'PROTOBUF') {
    for (const key of PROTO_SCHEMA_KEYS) {
      if (blank(payload[key])) errors[key] = 'device-profile.proto-schema-required';
    }
  }
  const other = transport.type === 'LWM2M' ? checks.lwm2m(transport) : transport.type === 'SNMP' ? checks.snmp(transport) : null;
  if (other) errors.transport = other;

  if (!(profile.profileData.alarms ?? []).every((a) => checks.isAlarmValid(a))) errors.alarms = 'device-profile.alarm-rules-invalid';

  if (profile.provisionType !== 'DISABLED') {
    if (blank(profile.provisionDeviceKey)) errors.provisionDeviceKey = 'device-profile.provision-device-key-required';
    if (blank(profile.profileData.provisionConfiguration.provisionDeviceSecret)) {
      errors.provisionDeviceSecret = 'device-profile.provision-device-secret-required';
    }
  }
  return errors;
}

/** Tabs holding at least one invalid field, in tab order. */
export function invalidTabs(errors: ProfileErrors): ProfileTab[] {
  const tabs = new Set((Object.keys(errors) as ProfileErrorField[]).map((f) => FIELD_TABS[f]));
  return (['details', 'transport', 'alarms', 'provisioning'] as const).filter((t) => tabs.has(t));
}
