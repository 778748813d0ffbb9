import { asObject, badField, emptyParam, optionalInt, optionalString } from '../http/validate';
import type { JsonObject } from '../store/ids';

/** The `sms` admin setting: one provider, its fields as ThingsBoard stores them. */
export type SmsProviderType = 'AWS_SNS' | 'TWILIO' | 'SMPP';

interface FieldSpec {
  name: string;
  required: boolean;
  kind?: 'string' | 'int';
  /** For `int`: bounds. */
  min?: number;
  max?: number;
  /** For `string`: allowed values. */
  oneOf?: string[];
  /** Never sent back to the browser; kept when a save leaves it out. */
  secret?: boolean;
}

const TON_NPI = { kind: 'int', min: 0, max: 255, required: false } as const;

export const SMS_PROVIDER_FIELDS: Record<SmsProviderType, FieldSpec[]> = {
  AWS_SNS: [
    { name: 'accessKeyId', required: true },
    { name: 'secretAccessKey', required: true, secret: true },
    { name: 'region', required: true },
  ],
  TWILIO: [
    { name: 'numberFrom', required: true },
    { name: 'accountSid', required: true },
    { name: 'accountToken', required: true, secret: true },
  ],
  SMPP: [
    { name: 'protocolVersion', required: true, oneOf: ['3.3', '3.4'] },
    { name: 'host', required: true },
    { name: 'port', required: true, kind: 'int', min: 1, max: 65535 },
    { name: 'systemId', required: true },
    { name: 'password', required: true, secret: true },
    { name: 'systemType', required: false },
    { name: 'bindType', required: false, oneOf: ['TX', 'RX', 'TRX'] },
    { name: 'serviceType', required: false },
    { name: 'sourceAddress', required: false },
    { name: 'sourceTon', ...TON_NPI },
    { name: 'sourceNpi', ...TON_NPI },
    { name: 'destinationTon', ...TON_NPI },
    { name: 'destinationNpi', ...TON_NPI },
    { name: 'addressRange', required: false },
    { name: 'codingScheme', kind: 'int', min: 0, max: 255, required: false },
  ],
};

export const SMS_PROVIDER_TYPES = Object.keys(SMS_PROVIDER_FIELDS) as SmsProviderType[];

export function smsSecretFields(type: unknown): string[] {
  const fields = SMS_PROVIDER_FIELDS[type as SmsProviderType] ?? [];
  return fields.filter((f) => f.secret).map((f) => f.name);
}

/**
 * Checks an `sms` jsonValue and keeps only its provider's fields. A secret left out keeps
 * `stored`'s when the provider did not change, so a form that never received it can save.
 */
export function normalizeSmsSettings(value: unknown, stored?: JsonObject): JsonObject {
  const obj = asObject(value, 'jsonValue');
  const type = optionalString(obj, 'type');
  if (!type) throw emptyParam('type');
  const fields = SMS_PROVIDER_FIELDS[type as SmsProviderType];
  if (!fields) throw badField(`Parameter 'type' must be one of ${SMS_PROVIDER_TYPES.join(', ')}!`);
  const out: JsonObject = { type };
  for (const field of fields) {
    if (field.secret && !(field.name in obj) && stored?.type === type && typeof stored[field.name] === 'string') {
      out[field.name] = stored[field.name];
      continue;
    }
    if (field.kind === 'int') {
      const raw = obj[field.name];
      if (raw === undefined || raw === null || raw === '') {
        if (field.required) throw emptyParam(field.name);
        continue;
      }
      out[field.name] = optionalInt(obj, field.name, 0, field.min ?? 0, field.max ?? Number.MAX_SAFE_INTEGER);
      continue;
    }
    const text = optionalString(obj, field.name, 1024)?.trim();
    if (!text) {
      if (field.required) throw emptyParam(field.name);
      continue;
    }
    if (field.oneOf && !field.oneOf.includes(text)) throw badField(`Parameter '${field.name}' must be one of ${field.oneOf.join(', ')}!`);
    out[field.name] = text;
  }
  return out;
}
