import { check, type Checks } from '../../action/common/checks';
import { type Problem } from '../../action/common/problems';
import { checkCredentials } from './credentials';
import { MQTT_CREDENTIALS_TYPES, AZURE_CREDENTIALS_TYPES, MAX_CONNECT_TIMEOUT_SEC, type MqttConfig } from '../../catalogue/mqtt';

/* Catalogue §4 EXTERNAL "mqtt" and "azure iot hub" (server: nodes/external/mqtt/TbMqttNode.ts, unavailableNodes.ts). */
export * from '../../catalogue/mqtt';

function checkConnection(c: Checks): void {
  c.required('topicPattern', 'rulenode.topic-pattern');
  c.required('host', 'rulenode.host');
  c.port('port', 'rulenode.port');
  c.wholeNumber('connectTimeoutSec', 'rulenode.connect-timeout', 1, MAX_CONNECT_TIMEOUT_SEC);
  for (const [name, label] of [['appendClientIdSuffix', 'rulenode.append-client-id-suffix'], ['cleanSession', 'rulenode.clean-session'], ['ssl', 'rulenode.enable-ssl']]) {
    c.flag(name, label);
  }
}

export function validateMqtt(config: MqttConfig): Problem[] {
  return check(config, (c) => {
    checkConnection(c);
    checkCredentials(c, { types: MQTT_CREDENTIALS_TYPES, passwordRequired: false });
    // Certificates are only used on a TLS connection.
    if (config.credentials?.type === 'cert.PEM' && config.ssl !== true) c.add('ssl', 'rulenode.error.pem-needs-ssl');
  });
}

export function validateAzureIotHub(config: MqttConfig): Problem[] {
  return check(config, (c) => {
    checkConnection(c);
    // The client id is the device's id in the hub.
    c.required('clientId', 'rulenode.device-id');
    checkCredentials(c, { types: AZURE_CREDENTIALS_TYPES, passwordRequired: false });
  });
}
