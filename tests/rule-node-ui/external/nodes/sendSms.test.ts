import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { newSmsProvider, SEND_SMS_DEFAULTS, validateSendSms } from '../../../../rule-node-ui/external/nodes/sendSms';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);
const own = { ...SEND_SMS_DEFAULTS, useSystemSmsSettings: false };

describe('send sms', () => {
  it('needs numbers (E.164 or patterns, comma-separated) and a message', () => {
    expect(validateSendSms(SEND_SMS_DEFAULTS)).toEqual([]);
    expect(validateSendSms({ ...SEND_SMS_DEFAULTS, numbersToTemplate: '+14155550100, ${userPhone},$[phone]' })).toEqual([]);
    expect(found(validateSendSms({ ...SEND_SMS_DEFAULTS, numbersToTemplate: '555-0100', smsMessageTemplate: '' }))).toEqual([
      'numbersToTemplate: rulenode.error.phone-list',
      'smsMessageTemplate: rulenode.error.required',
    ]);
    expect(found(validateSendSms({ ...SEND_SMS_DEFAULTS, numbersToTemplate: '+14155550100,' }))).toEqual(['numbersToTemplate: rulenode.error.phone-list']);
  });

  it('needs a provider of its own when not using the system\'s', () => {
    expect(found(validateSendSms(own))).toEqual(['smsProviderConfiguration.type: rulenode.error.required']);
    expect(found(validateSendSms({ ...own, smsProviderConfiguration: { type: 'NEXMO' as 'TWILIO' } }))).toEqual(['smsProviderConfiguration.type: rulenode.error.one-of']);
  });

  it('checks an AWS SNS provider', () => {
    expect(found(validateSendSms({ ...own, smsProviderConfiguration: newSmsProvider('AWS_SNS') }))).toEqual([
      'smsProviderConfiguration.accessKeyId: rulenode.error.required',
      'smsProviderConfiguration.secretAccessKey: rulenode.error.required',
    ]);
    expect(validateSendSms({ ...own, smsProviderConfiguration: { type: 'AWS_SNS', accessKeyId: 'A', secretAccessKey: 'S', region: 'us-east-1' } })).toEqual([]);
  });

  it('checks a Twilio provider', () => {
    expect(found(validateSendSms({ ...own, smsProviderConfiguration: newSmsProvider('TWILIO') }))).toEqual([
      'smsProviderConfiguration.numberFrom: rulenode.error.required',
      'smsProviderConfiguration.accountSid: rulenode.error.required',
      'smsProviderConfiguration.accountToken: rulenode.error.required',
    ]);
    const twilio = { type: 'TWILIO' as const, numberFrom: '+14155550100', accountSid: 'AC123', accountToken: 'token' };
    expect(validateSendSms({ ...own, smsProviderConfiguration: twilio })).toEqual([]);
    expect(found(validateSendSms({ ...own, smsProviderConfiguration: { ...twilio, numberFrom: '+1-415' } }))).toEqual([
      'smsProviderConfiguration.numberFrom: rulenode.error.phone',
    ]);
  });
});
