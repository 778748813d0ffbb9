import { type DeviceCredentials } from '../api';

type CredentialsType = DeviceCredentials['credentialsType'];

/** Reads the MQTT basic JSON value into form fields (missing parts stay empty). */
export function parseMqttBasic(value: string | null): Record<string, string> {
  try {
    const parsed = JSON.parse(value ?? '{}') as Record<string, unknown>;
    return { clientId: String(parsed.clientId ?? ''), userName: String(parsed.userName ?? ''), password: String(parsed.password ?? '') };
  } catch {
    return { clientId: '', userName: '', password: '' };
  }
}

/** The message key of what is wrong with the form, or null. */
export function validateCredentials(type: CredentialsType, fields: Record<string, string>): string | null {
  switch (type) {
    case 'ACCESS_TOKEN':
      if (!fields.token?.trim()) return 'device.access-token-required';
      return /\s/.test(fields.token.trim()) || fields.token.trim().length > 32 ? 'device.access-token-invalid' : null;
    case 'MQTT_BASIC':
      return !fields.clientId?.trim() && !fields.userName?.trim() ? 'device.client-id-or-user-name-required' : null;
    case 'X509_CERTIFICATE':
      return fields.value?.includes('BEGIN CERTIFICATE') ? null : 'device.certificate-pem-required';
    case 'LWM2M_CREDENTIALS':
      try {
        JSON.parse(fields.value ?? '');
        return null;
      } catch {
        return 'device.lwm2m-value-invalid';
      }
  }
}

/** `credentialsId` and `credentialsValue` of a save; the server hashes MQTT and X.509 ids. */
export function credentialsValueOf(type: CredentialsType, fields: Record<string, string>): Pick<DeviceCredentials, 'credentialsId' | 'credentialsValue'> {
  switch (type) {
    case 'ACCESS_TOKEN':
      return { credentialsId: fields.token.trim(), credentialsValue: null };
    case 'MQTT_BASIC': {
      const value: Record<string, string> = {};
      for (const key of ['clientId', 'userName', 'password']) if (fields[key]) value[key] = fields[key];
      return { credentialsId: '', credentialsValue: JSON.stringify(value) };
    }
    default:
      return { credentialsId: '', credentialsValue: fields.value?.trim() ?? '' };
  }
}
