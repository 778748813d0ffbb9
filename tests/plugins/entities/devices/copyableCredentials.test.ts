import { describe, expect, it } from 'vitest';
import { copyableCredentials } from '../../../../plugins/entities/devices/CredentialsCopyButtons';
import { activeOf } from '../../../../plugins/entities/devices/DeviceActiveCell';

const base = { id: { id: 'c1' }, createdTime: 0, deviceId: { entityType: 'DEVICE' as const, id: 'd1' }, credentialsId: '', credentialsValue: null };

describe('device copy buttons', () => {
  it('offer the access token, the MQTT basic parts that are set, or the X.509 certificate', () => {
    expect(copyableCredentials({ ...base, credentialsType: 'ACCESS_TOKEN', credentialsId: 'tok123' }))
      .toEqual([['device.copy-access-token', 'tok123', 'device.access-token-copied']]);
    expect(copyableCredentials({ ...base, credentialsType: 'MQTT_BASIC', credentialsValue: '{"clientId":"c1","password":"p"}' }).map(([label, value]) => [label, value]))
      .toEqual([['device.copy-client-id', 'c1'], ['device.copy-password', 'p']]);
    expect(copyableCredentials({ ...base, credentialsType: 'X509_CERTIFICATE', credentialsValue: '-----BEGIN CERTIFICATE-----' })[0][1]).toBe('-----BEGIN CERTIFICATE-----');
    expect(copyableCredentials({ ...base, credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: '{}' })).toEqual([]);
  });
});

describe('the Active cell', () => {
  it('reads the socket\'s attribute strings, and a deleted key as unknown', () => {
    expect(activeOf([[5, 'true']])).toBe(true);
    expect(activeOf([[5, 'false']])).toBe(false);
    expect(activeOf([[0, '']])).toBeUndefined();
    expect(activeOf(undefined)).toBeUndefined();
  });
});
