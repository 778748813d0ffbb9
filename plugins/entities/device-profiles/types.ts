import { type EntityId } from '@tessera/sdk';
import { type DeviceProfileAlarm } from './alarm-rules/types';
import { LWM2M_POWER_MODES, type Lwm2mTransportConfig } from './transport/lwm2mDefaults';
import { type SnmpTransportConfig } from './transport/snmpDefaults';

export { type DeviceProfileAlarm };

/** Transports a device profile can declare (api-contract §2). */
export const TRANSPORT_TYPES = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** Provision strategies (seed 001 section 3.6). */
export const PROVISION_TYPES = ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'] as const;
export type ProvisionType = (typeof PROVISION_TYPES)[number];

export const PAYLOAD_TYPES = ['JSON', 'PROTOBUF'] as const;
export type PayloadType = (typeof PAYLOAD_TYPES)[number];

export const COAP_DEVICE_TYPES = ['DEFAULT', 'EFENTO'] as const;
export type CoapDeviceType = (typeof COAP_DEVICE_TYPES)[number];

/** CoAP clients sleep in the same modes as LwM2M clients. */
export const POWER_MODES = LWM2M_POWER_MODES;
export type PowerMode = (typeof POWER_MODES)[number];

/** OTA package kinds; a profile names one package of each. */
export type OtaPackageType = 'FIRMWARE' | 'SOFTWARE';

/** JSON payloads need nothing more; PROTOBUF payloads carry the four schemas devices are decoded with. */
export type PayloadConfiguration =
  | { transportPayloadType: 'JSON' }
  | {
    transportPayloadType: 'PROTOBUF';
    deviceTelemetryProtoSchema: string;
    deviceAttributesProtoSchema: string;
    deviceRpcRequestProtoSchema: string;
    deviceRpcResponseProtoSchema: string;
  };

/** The proto schema fields of a PROTOBUF payload configuration, in the order the editor shows them. */
export const PROTO_SCHEMA_KEYS = [
  'deviceTelemetryProtoSchema', 'deviceAttributesProtoSchema', 'deviceRpcRequestProtoSchema', 'deviceRpcResponseProtoSchema',
] as const;
export type ProtoSchemaKey = (typeof PROTO_SCHEMA_KEYS)[number];

export interface DefaultTransportConfiguration { type: 'DEFAULT' }

export interface MqttTransportConfiguration {
  type: 'MQTT';
  deviceTelemetryTopic: string;
  deviceAttributesTopic: string;
  transportPayloadTypeConfiguration: PayloadConfiguration;
}

/** Sleep behaviour of a constrained CoAP device; the timers (ms) apply to the mode that uses them. */
export interface CoapClientSettings {
  powerMode: PowerMode;
  psmActivityTimer?: number;
  edrxCycle?: number;
  pagingTransmissionWindow?: number;
}

export interface CoapTransportConfiguration {
  type: 'COAP';
  coapDeviceTypeConfiguration:
    | { coapDeviceType: 'DEFAULT'; transportPayloadTypeConfiguration: PayloadConfiguration }
    | { coapDeviceType: 'EFENTO' };
  clientSettings: CoapClientSettings;
}

/** LwM2M and SNMP configurations are defined next to their editors. */
export type Lwm2mTransportConfiguration = Lwm2mTransportConfig;
export type SnmpTransportConfiguration = SnmpTransportConfig;

export type TransportConfiguration =
  | DefaultTransportConfiguration
  | MqttTransportConfiguration
  | CoapTransportConfiguration
  | Lwm2mTransportConfiguration
  | SnmpTransportConfiguration;

export interface ProvisionConfiguration {
  type: ProvisionType;
  provisionDeviceSecret?: string | null;
}

export interface DeviceProfileData {
  configuration: { type: 'DEFAULT' };
  transportConfiguration: TransportConfiguration;
  provisionConfiguration: ProvisionConfiguration;
  alarms?: DeviceProfileAlarm[] | null;
}

/** A device profile as `GET /api/deviceProfile/{id}` answers and `POST /api/deviceProfile` takes it. */
export interface DeviceProfile {
  /** Absent until the profile is saved the first time. */
  id?: EntityId;
  createdTime?: number;
  tenantId?: EntityId;
  name: string;
  description?: string | null;
  image?: string | null;
  default: boolean;
  type: 'DEFAULT';
  transportType: TransportType;
  provisionType: ProvisionType;
  provisionDeviceKey?: string | null;
  defaultRuleChainId?: EntityId | null;
  defaultDashboardId?: EntityId | null;
  defaultQueueName?: string | null;
  firmwareId?: EntityId | null;
  softwareId?: EntityId | null;
  profileData: DeviceProfileData;
}

/** A saved profile, as listed by the table. */
export type SavedDeviceProfile = DeviceProfile & { id: EntityId; createdTime: number };
