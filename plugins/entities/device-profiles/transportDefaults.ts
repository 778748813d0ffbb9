import { DEFAULT_PROTO_SCHEMAS } from './protoSchemas';
import { defaultLwm2mTransport, type Lwm2mClientSettings, withPowerMode } from './transport/lwm2mDefaults';
import { defaultSnmpTransport } from './transport/snmpDefaults';
import {
  type CoapClientSettings, type CoapDeviceType, type CoapTransportConfiguration, type MqttTransportConfiguration,
  type PayloadConfiguration, type PayloadType, type PowerMode, type TransportConfiguration, type TransportType,
} from './types';

/** Default MQTT topics (seed 001 section 9). */
export const DEFAULT_TELEMETRY_TOPIC = 'v1/devices/me/telemetry';
export const DEFAULT_ATTRIBUTES_TOPIC = 'v1/devices/me/attributes';

/** A payload configuration of the type; PROTOBUF comes with the default schemas. */
export function payloadDefaults(type: PayloadType): PayloadConfiguration {
  return type === 'JSON' ? { transportPayloadType: 'JSON' } : { transportPayloadType: 'PROTOBUF', ...DEFAULT_PROTO_SCHEMAS };
}

/** Changing the payload type keeps the configuration when the type is the same (schemas typed so far stay). */
export function withPayloadType(current: PayloadConfiguration, type: PayloadType): PayloadConfiguration {
  return current.transportPayloadType === type ? current : payloadDefaults(type);
}

export function mqttDefaults(): MqttTransportConfiguration {
  return {
    type: 'MQTT',
    deviceTelemetryTopic: DEFAULT_TELEMETRY_TOPIC,
    deviceAttributesTopic: DEFAULT_ATTRIBUTES_TOPIC,
    transportPayloadTypeConfiguration: payloadDefaults('JSON'),
  };
}

/**
 * The client settings of a power mode: only the timers that mode uses, kept from `current`
 * when set. CoAP and LwM2M clients share the power modes and timers, so the LwM2M helper
 * (which touches only those fields) serves both.
 */
export function powerModeSettings(powerMode: PowerMode, current: CoapClientSettings = { powerMode: 'DRX' }): CoapClientSettings {
  return withPowerMode(current as unknown as Lwm2mClientSettings, powerMode) as unknown as CoapClientSettings;
}

/** CoAP starts as a DEFAULT device with JSON payloads and the DRX power mode (seed 001 section 9). */
export function coapDefaults(): CoapTransportConfiguration {
  return {
    type: 'COAP',
    coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: payloadDefaults('JSON') },
    clientSettings: powerModeSettings('DRX'),
  };
}

/** Efento devices speak their own fixed protobuf protocol, so only DEFAULT devices carry a payload type. */
export function withCoapDeviceType(config: CoapTransportConfiguration, deviceType: CoapDeviceType): CoapTransportConfiguration {
  if (config.coapDeviceTypeConfiguration.coapDeviceType === deviceType) return config;
  return {
    ...config,
    coapDeviceTypeConfiguration: deviceType === 'EFENTO'
      ? { coapDeviceType: 'EFENTO' }
      : { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: payloadDefaults('JSON') },
  };
}

/** The configuration a profile gets when its transport type is chosen. */
export function defaultTransport(type: TransportType): TransportConfiguration {
  switch (type) {
    case 'MQTT': return mqttDefaults();
    case 'COAP': return coapDefaults();
    case 'LWM2M': return defaultLwm2mTransport();
    case 'SNMP': return defaultSnmpTransport();
    default: return { type: 'DEFAULT' };
  }
}

/** What was typed per transport type during this editing session. */
export type TransportMemory = Partial<Record<TransportType, TransportConfiguration>>;

/**
 * Switching the transport type: the current configuration is remembered, and the new type
 * gets what was typed for it earlier in the session, or its defaults.
 */
export function switchTransport(
  current: TransportConfiguration, next: TransportType, memory: TransportMemory,
): { config: TransportConfiguration; memory: TransportMemory } {
  if (current.type === next) return { config: current, memory };
  const remembered = { ...memory, [current.type]: current };
  return { config: remembered[next] ?? defaultTransport(next), memory: remembered };
}

/** The payload configuration a transport uses, if it has one (MQTT, and CoAP DEFAULT devices). */
export function payloadOf(config: TransportConfiguration): PayloadConfiguration | null {
  if (config.type === 'MQTT') return config.transportPayloadTypeConfiguration;
  if (config.type === 'COAP' && config.coapDeviceTypeConfiguration.coapDeviceType === 'DEFAULT') {
    return config.coapDeviceTypeConfiguration.transportPayloadTypeConfiguration;
  }
  return null;
}
