import { check } from '../../action/common/checks';
import { type Problem } from '../../action/common/problems';
import { checkAwsAccess } from './aws';

/* Catalogue §4 EXTERNAL "send sms" (server: nodes/external/sms/TbSendSmsNode.ts, SmsSender.ts). */

export const SEND_SMS = 'org.thingsboard.rule.engine.sms.TbSendSmsNode';

export const SMS_PROVIDERS = ['AWS_SNS', 'TWILIO'] as const;
export type SmsProviderType = (typeof SMS_PROVIDERS)[number];

export interface SmsProviderConfiguration {
  [key: string]: unknown;
  type: SmsProviderType;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  numberFrom?: string;
  accountSid?: string;
  accountToken?: string;
}

export interface SendSmsConfig {
  [key: string]: unknown;
  /** Comma-separated phone numbers; a template. */
  numbersToTemplate: string;
  smsMessageTemplate: string;
  useSystemSmsSettings: boolean;
  smsProviderConfiguration: SmsProviderConfiguration | null;
}

export const SEND_SMS_DEFAULTS: SendSmsConfig = {
  numbersToTemplate: '${userPhone}',
  smsMessageTemplate: 'Device ${deviceName} has high temperature ${temp}',
  useSystemSmsSettings: true,
  smsProviderConfiguration: null,
};

/** A provider configuration of a type, with its fields empty (region us-east-1 for AWS, as ThingsBoard starts). */
export function newSmsProvider(type: SmsProviderType): SmsProviderConfiguration {
  return type === 'AWS_SNS'
    ? { type, accessKeyId: '', secretAccessKey: '', region: 'us-east-1' }
    : { type, numberFrom: '', accountSid: '', accountToken: '' };
}

/** A phone number in E.164 form (+ and up to 15 digits), or a pattern. */
const PHONE = /^(\+[1-9]\d{1,14}|\$\{[^}]+\}|\$\[[^\]]+\])$/;
/** A Twilio sender: a phone number, or an alphanumeric sender id / messaging service SID. */
const TWILIO_FROM = /^(\+[1-9]\d{1,14}|[A-Za-z0-9 ]{1,34})$/;

export function validateSendSms(config: SendSmsConfig): Problem[] {
  return check(config, (c) => {
    if (c.required('numbersToTemplate', 'rulenode.numbers-to-template')) {
      const numbers = String(config.numbersToTemplate).split(',').map((n) => n.trim());
      if (numbers.some((n) => !PHONE.test(n))) c.fail('numbersToTemplate', 'phone-list', 'rulenode.numbers-to-template');
    }
    c.required('smsMessageTemplate', 'rulenode.sms-message-template');
    if (config.useSystemSmsSettings !== false) return;
    const provider = config.smsProviderConfiguration;
    if (provider === null || provider === undefined || typeof provider !== 'object') {
      c.fail('smsProviderConfiguration.type', 'required', 'rulenode.sms-provider-type');
      return;
    }
    if (!c.oneOf('smsProviderConfiguration.type', SMS_PROVIDERS, 'rulenode.sms-provider-type')) return;
    if (provider.type === 'AWS_SNS') {
      checkAwsAccess(c.at('smsProviderConfiguration'));
    } else {
      if (c.required('smsProviderConfiguration.numberFrom', 'rulenode.number-from') && !TWILIO_FROM.test(String(provider.numberFrom).trim())) {
        c.fail('smsProviderConfiguration.numberFrom', 'phone', 'rulenode.number-from');
      }
      c.required('smsProviderConfiguration.accountSid', 'rulenode.twilio-account-sid');
      c.required('smsProviderConfiguration.accountToken', 'rulenode.twilio-account-token');
    }
  });
}
