import { type Credentials } from './credentials';

/* Catalogue §4 EXTERNAL "mqtt" and "azure iot hub" (server: nodes/external/mqtt/TbMqttNode.ts, unavailableNodes.ts). */

export const MQTT = 'org.thingsboard.rule.engine.mqtt.TbMqttNode';
export const AZURE_IOT_HUB = 'org.thingsboard.rule.engine.mqtt.azure.TbAzureIotHubNode';

export const MQTT_CREDENTIALS_TYPES = ['anonymous', 'basic', 'cert.PEM'] as const;
export const AZURE_CREDENTIALS_TYPES = ['sas', 'cert.PEM'] as const;
/** ThingsBoard's editor bound on the connect timeout, in seconds. */
export const MAX_CONNECT_TIMEOUT_SEC = 200;

export interface MqttConfig {
  [key: string]: unknown;
  topicPattern: string;
  host: string | null;
  port: number;
  connectTimeoutSec: number;
  clientId: string | null;
  /** Appends the server's id to clientId, so each server of a cluster connects as its own client. */
  appendClientIdSuffix: boolean;
  cleanSession: boolean;
  ssl: boolean;
  credentials: Credentials;
}

export const MQTT_DEFAULTS: MqttConfig = {
  topicPattern: 'my-topic',
  host: null,
  port: 1883,
  connectTimeoutSec: 10,
  clientId: null,
  appendClientIdSuffix: false,
  cleanSession: true,
  ssl: false,
  credentials: { type: 'anonymous' },
};

export const AZURE_IOT_HUB_DEFAULTS: MqttConfig = {
  topicPattern: 'devices/<device_id>/messages/events/',
  host: '<iot-hub-name>.azure-devices.net',
  port: 8883,
  connectTimeoutSec: 10,
  clientId: null,
  appendClientIdSuffix: false,
  cleanSession: true,
  ssl: true,
  credentials: { type: 'sas', sasKey: null, caCert: null, caCertFileName: null },
};
