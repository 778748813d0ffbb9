import { MSG } from '../http/messages';
import { asObject, badField, checkFields, optionalBoolean, optionalEntityId, optionalEnum, optionalString, specifiedText, optionalImage } from '../http/validate';
import type { DeviceProfileUpdateInput } from '../store/DeviceProfileStore';
import type { JsonObject } from '../store/ids';
import { queueNames } from '../resources/queues';
import { alarmsInput } from './alarmRulesInput';
import { payloadTypeConfiguration, profileTransportConfiguration } from './transportInput';

export const TRANSPORT_TYPES = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const;
export const PROVISION_TYPES = ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'] as const;

export interface DeviceProfileFields extends DeviceProfileUpdateInput {
  transportType: string;
  /** `default: true` as sent; the service decides whether it may be honoured. */
  default: boolean;
  firmwareId: string | null;
  softwareId: string | null;
}

const MQTT_DEFAULTS = {
  deviceTelemetryTopic: 'v1/devices/me/telemetry',
  deviceAttributesTopic: 'v1/devices/me/attributes',
};

function optionalObject(value: unknown, path: string): JsonObject | null {
  return value === undefined || value === null ? null : { ...asObject(value, `Parameter '${path}'`) };
}

/** MQTT topics must be usable strings; the payload type one the transport can parse. */
function mqttConfiguration(config: JsonObject): JsonObject {
  for (const [key, fallback] of Object.entries(MQTT_DEFAULTS)) {
    const topic = config[key];
    if (topic === undefined || topic === null || topic === '') config[key] = fallback;
    else if (typeof topic !== 'string' || topic.trim() === '' || topic.length > 255) {
      throw badField(`Parameter 'profileData.transportConfiguration.${key}' must be a topic of at most 255 characters!`);
    }
  }
  config.transportPayloadTypeConfiguration = payloadTypeConfiguration(config, 'profileData.transportConfiguration');
  return config;
}

/** The transport configuration must be of the profile's transportType (filled in when absent). */
function transportConfiguration(value: unknown, transportType: string): JsonObject {
  const config = optionalObject(value, 'profileData.transportConfiguration') ?? { type: transportType };
  if (config.type !== transportType) {
    throw badField(`Parameter 'profileData.transportConfiguration.type' must be equal to transportType '${transportType}'!`);
  }
  return transportType === 'MQTT' ? mqttConfiguration(config) : profileTransportConfiguration(config, 'profileData.transportConfiguration');
}

/** Provisioning needs a key (top level, unique) and a secret (in provisionConfiguration) unless disabled. */
function provisioning(obj: JsonObject, value: unknown, provisionType: string) {
  const config = optionalObject(value, 'profileData.provisionConfiguration') ?? { type: provisionType };
  if (config.type !== provisionType) {
    throw badField(`Parameter 'profileData.provisionConfiguration.type' must be equal to provisionType '${provisionType}'!`);
  }
  if (provisionType === 'DISABLED') {
    delete config.provisionDeviceKey;
    return { provisionDeviceKey: null, provisionConfiguration: { ...config, provisionDeviceSecret: null } };
  }
  // The console keeps the key inside provisionConfiguration while editing; the profile holds it at the top.
  const key = optionalString(obj, 'provisionDeviceKey') ?? optionalString(config, 'provisionDeviceKey');
  if (!key || key.trim() === '') throw badField("Parameter 'provisionDeviceKey' can't be empty!");
  const secret = optionalString(config, 'provisionDeviceSecret');
  if (!secret || secret.trim() === '') throw badField("Parameter 'profileData.provisionConfiguration.provisionDeviceSecret' can't be empty!");
  delete config.provisionDeviceKey;
  return { provisionDeviceKey: key, provisionConfiguration: config };
}

/**
 * A TB_RULE_ENGINE queue name or none (blank counts as none, as the console sends it
 * when the field is cleared); ThingsBoard's message for any other name.
 */
function defaultQueueName(obj: JsonObject): string | null {
  const name = optionalString(obj, 'defaultQueueName');
  if (name === undefined || name === null || name === '') return null;
  if (!queueNames('TB_RULE_ENGINE').includes(name)) throw badField(MSG.DEVICE_PROFILE_UNKNOWN_QUEUE);
  return name;
}

/** The whitelisted fields of a DeviceProfile body; unknown top-level keys are ignored. */
export function deviceProfileFields(obj: JsonObject): DeviceProfileFields {
  checkFields(obj, [
    { key: 'name', max: 255, xss: true },
    { key: 'image', max: 1_000_000 },
    { key: 'description', xss: true },
    { key: 'defaultQueueName', xss: true },
    { key: 'provisionDeviceKey', xss: true },
  ]);
  const name = specifiedText(obj, 'name', MSG.DEVICE_PROFILE_NAME);
  optionalEnum(obj, 'type', ['DEFAULT']);
  const transportType = optionalEnum(obj, 'transportType', TRANSPORT_TYPES) ?? 'DEFAULT';
  const provisionType = optionalEnum(obj, 'provisionType', PROVISION_TYPES) ?? 'DISABLED';
  const data = optionalObject(obj.profileData, 'profileData') ?? {};
  const configuration = optionalObject(data.configuration, 'profileData.configuration') ?? { type: 'DEFAULT' };
  if (configuration.type !== 'DEFAULT') throw badField("Parameter 'profileData.configuration.type' must be DEFAULT!");
  const { provisionDeviceKey, provisionConfiguration } = provisioning(obj, data.provisionConfiguration, provisionType);
  const profileData: JsonObject = {
    ...data,
    configuration,
    transportConfiguration: transportConfiguration(data.transportConfiguration, transportType),
    provisionConfiguration,
    alarms: alarmsInput(data.alarms),
  };
  return {
    name,
    description: optionalString(obj, 'description', 4096) ?? null,
    image: optionalImage(obj),
    transportType,
    provisionType,
    provisionDeviceKey,
    profileData,
    default: optionalBoolean(obj, 'default', false),
    // Checked against packages of the tenant and profile by DeviceProfileService (assertOtaLinks).
    firmwareId: optionalEntityId(obj, 'firmwareId', 'OTA_PACKAGE') ?? null,
    softwareId: optionalEntityId(obj, 'softwareId', 'OTA_PACKAGE') ?? null,
    // Checked against the caller's tenant by DeviceProfileService.
    defaultRuleChainId: optionalEntityId(obj, 'defaultRuleChainId', 'RULE_CHAIN') ?? null,
    defaultDashboardId: optionalEntityId(obj, 'defaultDashboardId', 'DASHBOARD') ?? null,
    defaultQueueName: defaultQueueName(obj),
  };
}
