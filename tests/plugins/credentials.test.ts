import { describe, expect, it } from 'vitest';
import { credentialsValueOf, parseMqttBasic, validateCredentials } from '../../plugins/entities/devices/credentials';

describe('device credentials form', () => {
  it('validates each of the four types', () => {
    expect(validateCredentials('ACCESS_TOKEN', { token: '' })).toBe('device.access-token-required');
    expect(validateCredentials('ACCESS_TOKEN', { token: 'has space' })).toBe('device.access-token-invalid');
    expect(validateCredentials('ACCESS_TOKEN', { token: 'A1b2C3d4E5f6G7h8I9j0' })).toBeNull();
    expect(validateCredentials('MQTT_BASIC', {})).toBe('device.client-id-or-user-name-required');
    expect(validateCredentials('MQTT_BASIC', { userName: 'u' })).toBeNull();
    expect(validateCredentials('X509_CERTIFICATE', { value: 'nope' })).toBe('device.certificate-pem-required');
    expect(validateCredentials('X509_CERTIFICATE', { value: '-----BEGIN CERTIFICATE-----\nMII\n-----END CERTIFICATE-----' })).toBeNull();
    expect(validateCredentials('LWM2M_CREDENTIALS', { value: '{bad' })).toBe('device.lwm2m-value-invalid');
  });

  it('builds the saved value as the contract stores it', () => {
    expect(credentialsValueOf('ACCESS_TOKEN', { token: ' tok ' })).toEqual({ credentialsId: 'tok', credentialsValue: null });
    expect(credentialsValueOf('MQTT_BASIC', { clientId: 'c', userName: '', password: 'p' }))
      .toEqual({ credentialsId: '', credentialsValue: '{"clientId":"c","password":"p"}' });
    expect(parseMqttBasic('{"clientId":"c","userName":"u"}')).toEqual({ clientId: 'c', userName: 'u', password: '' });
    expect(parseMqttBasic('garbage')).toEqual({ clientId: '', userName: '', password: '' });
  });
});

describe('entity view keys', () => {
  it('reads comma or semicolon lists without blanks or duplicates, and writes them back', async () => {
    const { keysOf } = await import('../../plugins/entities/entity-views/keys');
    const { targetKeysUrl } = await import('../../plugins/entities/entity-views/EntityViewsPage');
    expect(keysOf(' temperature, humidity;temperature ,, ')).toEqual(['temperature', 'humidity']);
    expect(keysOf(undefined)).toEqual([]);
    expect(keysOf(['a', ' b ', 'a', 3, ''])).toEqual(['a', 'b']);
    expect(targetKeysUrl({ id: { entityType: 'DEVICE', id: 'd1' }, name: 'T1' }, 'attributes/SHARED_SCOPE'))
      .toBe('/api/plugins/telemetry/DEVICE/d1/keys/attributes/SHARED_SCOPE');
    expect(targetKeysUrl(null, 'timeseries')).toBeNull();
  });
});
