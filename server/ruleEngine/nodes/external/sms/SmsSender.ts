import { AwsSnsSmsSender } from './AwsSnsSmsSender';
import { TwilioSmsSender } from './TwilioSmsSender';

/*
 * An SMS provider as ThingsBoard's `sms` admin setting and the send sms node describe it:
 * `{type: "TWILIO", numberFrom, accountSid, accountToken}` or
 * `{type: "AWS_SNS", accessKeyId, secretAccessKey, region}`. `baseUrl` (not in ThingsBoard)
 * points a provider at another address than its public API, as the tests do.
 */

export interface TwilioConfiguration {
  type: 'TWILIO';
  numberFrom: string;
  accountSid: string;
  accountToken: string;
  baseUrl?: string;
}

export interface AwsSnsConfiguration {
  type: 'AWS_SNS';
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  baseUrl?: string;
}

export type SmsProviderConfiguration = TwilioConfiguration | AwsSnsConfiguration;

export interface SmsSender {
  /** Sends one message to one number; rejects with the provider's reason. */
  sendSms(numberTo: string, message: string): Promise<void>;
}

const REQUIRED: Record<SmsProviderConfiguration['type'], string[]> = {
  TWILIO: ['numberFrom', 'accountSid', 'accountToken'],
  AWS_SNS: ['accessKeyId', 'secretAccessKey', 'region'],
};

/** Checks a provider configuration; the error names what is missing. */
export function parseSmsProvider(value: unknown): SmsProviderConfiguration {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('SMS provider configuration is missing');
  const raw = value as Record<string, unknown>;
  const type = raw.type as SmsProviderConfiguration['type'];
  const required = REQUIRED[type];
  if (!required) throw new Error(`Unsupported SMS provider type: ${String(raw.type)}`);
  for (const name of required) {
    if (typeof raw[name] !== 'string' || (raw[name] as string).trim() === '') throw new Error(`SMS provider ${type}: ${name} should be specified`);
  }
  if (raw.baseUrl !== undefined && raw.baseUrl !== null && !/^https?:\/\//i.test(String(raw.baseUrl))) {
    throw new Error(`SMS provider ${type}: baseUrl must be an http(s) URL`);
  }
  return raw as unknown as SmsProviderConfiguration;
}

export function createSmsSender(configuration: SmsProviderConfiguration): SmsSender {
  return configuration.type === 'TWILIO' ? new TwilioSmsSender(configuration) : new AwsSnsSmsSender(configuration);
}
