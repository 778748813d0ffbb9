import type { FormErrors } from '../form/SettingsFormStore';

export type SmsProvider = 'AWS_SNS' | 'TWILIO' | 'SMPP';

interface FieldDef {
  name: string;
  /** i18n key of the label. */
  label: string;
  required?: boolean;
  secret?: boolean;
  /** Whole number in [min, max]. */
  int?: { min: number; max: number };
  options?: string[];
}

/** Each provider's fields, as the server's `sms` setting stores them. */
export const SMS_PROVIDER_FIELDS: Record<SmsProvider, FieldDef[]> = {
  AWS_SNS: [
    { name: 'accessKeyId', label: 'admin.sms.aws-access-key-id', required: true },
    { name: 'secretAccessKey', label: 'admin.sms.aws-secret-access-key', required: true, secret: true },
    { name: 'region', label: 'admin.sms.aws-region', required: true },
  ],
  TWILIO: [
    { name: 'numberFrom', label: 'admin.sms.number-from', required: true },
    { name: 'accountSid', label: 'admin.sms.twilio-account-sid', required: true },
    { name: 'accountToken', label: 'admin.sms.twilio-account-token', required: true, secret: true },
  ],
  SMPP: [
    { name: 'protocolVersion', label: 'admin.sms.smpp-version', required: true, options: ['3.3', '3.4'] },
    { name: 'host', label: 'admin.sms.smpp-host', required: true },
    { name: 'port', label: 'admin.sms.smpp-port', required: true, int: { min: 1, max: 65535 } },
    { name: 'systemId', label: 'admin.sms.smpp-system-id', required: true },
    { name: 'password', label: 'admin.sms.smpp-password', required: true, secret: true },
    { name: 'systemType', label: 'admin.sms.smpp-system-type' },
    { name: 'bindType', label: 'admin.sms.smpp-bind-type', options: ['TX', 'RX', 'TRX'] },
    { name: 'serviceType', label: 'admin.sms.smpp-service-type' },
    { name: 'sourceAddress', label: 'admin.sms.smpp-source-address' },
    { name: 'sourceTon', label: 'admin.sms.smpp-source-ton', int: { min: 0, max: 255 } },
    { name: 'sourceNpi', label: 'admin.sms.smpp-source-npi', int: { min: 0, max: 255 } },
    { name: 'destinationTon', label: 'admin.sms.smpp-destination-ton', int: { min: 0, max: 255 } },
    { name: 'destinationNpi', label: 'admin.sms.smpp-destination-npi', int: { min: 0, max: 255 } },
    { name: 'addressRange', label: 'admin.sms.smpp-address-range' },
    { name: 'codingScheme', label: 'admin.sms.smpp-coding-scheme', int: { min: 0, max: 255 } },
  ],
};

export const SMS_PROVIDERS = Object.keys(SMS_PROVIDER_FIELDS) as SmsProvider[];

const DEFAULTS: Record<string, string> = { protocolVersion: '3.4', bindType: 'TRX', port: '2775' };

export interface SmsFormValue {
  type: SmsProvider;
  /** Every field as typed (strings); numbers are converted when sent. */
  fields: Record<string, string>;
  /** The provider whose secret the server keeps (null: none stored). */
  storedType: SmsProvider | null;
  changeSecret: boolean;
}

export function toSmsForm(json: Record<string, unknown> | null): SmsFormValue {
  const type = SMS_PROVIDERS.includes(json?.type as SmsProvider) ? (json!.type as SmsProvider) : 'AWS_SNS';
  const fields: Record<string, string> = { ...DEFAULTS };
  for (const [key, value] of Object.entries(json ?? {})) if (key !== 'type' && value !== null && value !== undefined) fields[key] = String(value);
  return { type, fields, storedType: json ? type : null, changeSecret: false };
}

/** Whether the secret must be typed: a new provider, or the user chose to change it. */
export const secretEditable = (form: SmsFormValue) => form.changeSecret || form.storedType !== form.type;

export function toSmsJson(form: SmsFormValue): Record<string, unknown> {
  const json: Record<string, unknown> = { type: form.type };
  for (const field of SMS_PROVIDER_FIELDS[form.type]) {
    if (field.secret && !secretEditable(form)) continue;
    const raw = (form.fields[field.name] ?? '').trim();
    if (raw === '') continue;
    json[field.name] = field.int ? Number(raw) : raw;
  }
  return json;
}

export const E164 = /^\+[1-9]\d{1,14}$/;

export function validateSms(form: SmsFormValue): FormErrors {
  const errors: FormErrors = {};
  for (const field of SMS_PROVIDER_FIELDS[form.type]) {
    const raw = (form.fields[field.name] ?? '').trim();
    const path = `fields.${field.name}`;
    if (field.secret && !secretEditable(form)) continue;
    if (!raw) {
      if (field.required) errors[path] = { key: 'admin.value-required' };
    } else if (field.int && (!/^\d+$/.test(raw) || Number(raw) < field.int.min || Number(raw) > field.int.max)) {
      errors[path] = { key: 'admin.value-range', values: field.int };
    } else if (field.name === 'numberFrom' && !E164.test(raw)) {
      errors[path] = { key: 'admin.sms.phone-number-invalid' };
    }
  }
  return errors;
}
