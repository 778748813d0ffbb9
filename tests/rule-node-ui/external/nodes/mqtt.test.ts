import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { AZURE_IOT_HUB_DEFAULTS, MQTT_DEFAULTS, validateAzureIotHub, validateMqtt } from '../../../../rule-node-ui/external/nodes/mqtt';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);
const broker = { ...MQTT_DEFAULTS, host: 'broker.local' };

describe('mqtt', () => {
  it('needs a topic, a host, a port of 1 to 65535 and a connect timeout of 1 to 200 s', () => {
    expect(found(validateMqtt(MQTT_DEFAULTS))).toEqual(['host: rulenode.error.required']);
    expect(validateMqtt(broker)).toEqual([]);
    expect(found(validateMqtt({ ...broker, topicPattern: '', port: 65536, connectTimeoutSec: 0 }))).toEqual([
      'topicPattern: rulenode.error.required',
      'port: rulenode.error.whole-number-range',
      'connectTimeoutSec: rulenode.error.whole-number-range',
    ]);
    expect(found(validateMqtt({ ...broker, connectTimeoutSec: 201 }))).toEqual(['connectTimeoutSec: rulenode.error.whole-number-range']);
  });

  it('allows a user name without password, and certificates only over SSL', () => {
    expect(validateMqtt({ ...broker, credentials: { type: 'basic', username: 'device' } })).toEqual([]);
    const pem = { type: 'cert.PEM' as const, caCert: '-----BEGIN CERTIFICATE-----\nMII\n-----END CERTIFICATE-----' };
    expect(found(validateMqtt({ ...broker, credentials: pem }))).toEqual(['ssl: rulenode.error.pem-needs-ssl']);
    expect(validateMqtt({ ...broker, credentials: pem, ssl: true, port: 8883 })).toEqual([]);
  });
});

describe('azure iot hub', () => {
  it('needs the device id and a SAS key', () => {
    expect(found(validateAzureIotHub(AZURE_IOT_HUB_DEFAULTS))).toEqual(['clientId: rulenode.error.required', 'credentials.sasKey: rulenode.error.required']);
    expect(validateAzureIotHub({ ...AZURE_IOT_HUB_DEFAULTS, clientId: 'device-1', credentials: { type: 'sas', sasKey: 'a2V5' } })).toEqual([]);
    expect(found(validateAzureIotHub({ ...AZURE_IOT_HUB_DEFAULTS, clientId: 'd', credentials: { type: 'anonymous' } }))).toEqual([
      'credentials.type: rulenode.error.one-of',
    ]);
  });
});
