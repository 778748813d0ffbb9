import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { api, ERROR_KEYS, errorShape, login, removeTempDirs, startTestServer } from './helpers';
import { REFUSED_NUMBER, SMS_CREDENTIALS, startSmsStandIns, type SmsStandIns } from './smsStandIns';

let server: RunningServer;
let standIns: SmsStandIns;
let sysadmin: string;

beforeAll(async () => {
  standIns = await startSmsStandIns();
  server = await startTestServer({ smsEndpoints: { twilioApiUrl: standIns.twilioApiUrl, awsSnsEndpoint: standIns.awsSnsEndpoint } });
  sysadmin = (await login(server.url, 'sysadmin')).token;
});

afterAll(async () => {
  await Promise.all([server?.close(), standIns?.close()]);
  await removeTempDirs();
});

const providers = () => ({
  TWILIO: { type: 'TWILIO', numberFrom: '+15550001111', accountSid: SMS_CREDENTIALS.twilio.sid, accountToken: SMS_CREDENTIALS.twilio.token },
  AWS_SNS: { type: 'AWS_SNS', accessKeyId: SMS_CREDENTIALS.sns.keyId, secretAccessKey: SMS_CREDENTIALS.sns.secret, region: 'eu-west-1' },
  SMPP: { type: 'SMPP', protocolVersion: '3.4', host: '127.0.0.1', port: standIns.smppPort, systemId: SMS_CREDENTIALS.smpp.systemId,
    password: SMS_CREDENTIALS.smpp.password, bindType: 'TRX', sourceAddress: 'Tessera' },
});

const testSms = (body: unknown, token = sysadmin) => api(server.url, '/api/admin/settings/testSms', { token, body });

describe('POST /api/admin/settings/testSms', () => {
  it.each(['TWILIO', 'AWS_SNS', 'SMPP'] as const)('sends through %s with the given configuration', async (type) => {
    const before = standIns.sent.length;
    const res = await testSms({ providerConfiguration: providers()[type], numberTo: '+15557654321', message: `hello via ${type}` });
    expect([res.status, res.text]).toEqual([200, '']);
    expect(standIns.sent.slice(before)).toEqual([expect.objectContaining({ provider: type, to: '+15557654321', body: `hello via ${type}` })]);
  });

  it.each(['TWILIO', 'AWS_SNS', 'SMPP'] as const)("answers 400/31 with %s's own error text", async (type) => {
    const res = await testSms({ providerConfiguration: providers()[type], numberTo: REFUSED_NUMBER, message: 'x' });
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, status: 400, errorCode: 31 });
    expect(res.body.message).toMatch({
      TWILIO: /^Unable to send SMS: .*is not a valid phone number/,
      AWS_SNS: /^Unable to send SMS: Invalid parameter: PhoneNumber/,
      SMPP: /^Unable to send SMS: SMPP submit_sm failed: ESME_RINVDSTADR/,
    }[type]);
  });

  it('reports wrong credentials and refuses numbers that are not E.164', async () => {
    const wrong = await testSms({ providerConfiguration: { ...providers().SMPP, password: 'nope' }, numberTo: '+15557654321' });
    expect(wrong.body.message).toBe('Unable to send SMS: SMPP bind failed: ESME_RBINDFAIL');
    const bad = await testSms({ providerConfiguration: providers().TWILIO, numberTo: '0049 170 1234' });
    expect([bad.status, bad.body.message]).toEqual([400, "Invalid phone number format. Phone number must be in E.164 format: '0049 170 1234'"]);
  });

  it('uses the stored secret when the form sends the configuration without it, and is refused to tenants', async () => {
    expect((await api(server.url, '/api/admin/settings', { token: sysadmin, body: { key: 'sms', jsonValue: providers().TWILIO } })).status).toBe(200);
    const read = await api(server.url, '/api/admin/settings/sms', { token: sysadmin });
    expect(read.body.jsonValue).not.toHaveProperty('accountToken');
    const res = await testSms({ providerConfiguration: read.body.jsonValue, numberTo: '+15557654321', message: 'stored token' });
    expect(res.status).toBe(200);
    expect(standIns.sent.at(-1)).toMatchObject({ provider: 'TWILIO', body: 'stored token' });
    const { token } = await login(server.url, 'tenant');
    expect((await testSms({ providerConfiguration: providers().TWILIO, numberTo: '+15557654321' }, token)).status).toBe(403);
  });
});
