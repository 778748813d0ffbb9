import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { api, ERROR_KEYS, errorShape, login, removeTempDirs, startTestServer, type Role } from './helpers';
import { deadPort, mailSettings, startMailSink, type MailSink } from './mailSink';

let server: RunningServer;
let base: string;
let sink: MailSink;
let sysadmin: string;

beforeAll(async () => {
  [server, sink] = await Promise.all([startTestServer(), startMailSink()]);
  base = server.url;
  sysadmin = (await login(base, 'sysadmin')).token;
});

afterAll(async () => {
  await Promise.all([server?.close(), sink?.close()]);
  await removeTempDirs();
});

describe('GET /api/admin/settings/{key}', () => {
  it('returns the seeded general and mail settings as AdminSettings', async () => {
    const general = await api(base, '/api/admin/settings/general', { token: sysadmin });
    expect(general.status).toBe(200);
    expect(Object.keys(general.body).sort()).toEqual(['createdTime', 'id', 'jsonValue', 'key']);
    expect(general.body).toMatchObject({ key: 'general', jsonValue: { baseUrl: server.url.replace('127.0.0.1', 'localhost'), prohibitDifferentUrl: false } });
    expect(Object.keys(general.body.id)).toEqual(['id']);

    const mail = await api(base, '/api/admin/settings/mail', { token: sysadmin });
    expect(mail.body.jsonValue).toMatchObject({
      mailFrom: 'Tessera <tessera@localhost>',
      smtpProtocol: 'smtp',
      smtpHost: 'localhost',
      smtpPort: 25,
      timeout: 10000,
      enableTls: false,
    });
  });

  it('never exposes the jwt signing key, nor unknown keys (404/32)', async () => {
    for (const key of ['jwt', 'securitySettings', 'nope']) {
      const res = await api(base, `/api/admin/settings/${key}`, { token: sysadmin });
      expect(res.status).toBe(404);
      expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 32 });
      expect(res.text).not.toMatch(/tokenSigningKey/);
    }
  });

  it.each<Role>(['tenant', 'customer'])('refuses %s with 403/20', async (role) => {
    const { token } = await login(base, role);
    for (const [path, body] of [
      ['/api/admin/settings/general', undefined],
      ['/api/admin/settings', { key: 'general', jsonValue: { baseUrl: 'http://evil.test' } }],
      ['/api/admin/settings/testMail', { key: 'mail', jsonValue: mailSettings(sink.port) }],
      ['/api/admin/securitySettings', undefined],
    ] as const) {
      const res = await api(base, path, { token, body });
      expect([res.status, res.body.errorCode]).toEqual([403, 20]);
    }
    expect((await server.stores.settings.getJson<{ baseUrl: string }>('general'))!.baseUrl).toBe(server.url.replace('127.0.0.1', 'localhost'));
  });
});

describe('POST /api/admin/settings', () => {
  it('saves mail settings, normalising numbers and keeping only known fields', async () => {
    const res = await api(base, '/api/admin/settings', {
      token: sysadmin,
      body: { key: 'mail', jsonValue: { ...mailSettings(sink.port), smtpPort: String(sink.port), password: 'pw', extra: 'dropped' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.key).toBe('mail');
    expect(res.body.jsonValue).toMatchObject({ smtpHost: '127.0.0.1', smtpPort: sink.port });
    expect(res.body.jsonValue.extra).toBeUndefined();
    // The password is stored but never sent back, neither in the save's answer nor on reading.
    expect(res.text).not.toContain('"pw"');
    expect(res.body.jsonValue).not.toHaveProperty('password');
    expect((await server.stores.settings.getJson<{ password: string }>('mail'))!.password).toBe('pw');
    const read = await api(base, '/api/admin/settings/mail', { token: sysadmin });
    expect(read.body.jsonValue).not.toHaveProperty('password');
    expect(read.body.jsonValue).not.toHaveProperty('proxyPassword');

    // A save without the password (the form's "change password" unticked) keeps the stored one.
    const { password: _omit, ...withoutPassword } = mailSettings(sink.port);
    const again = await api(base, '/api/admin/settings', { token: sysadmin, body: { key: 'mail', jsonValue: { ...withoutPassword, proxyPassword: 'proxy-pw' } } });
    expect(again.status).toBe(200);
    expect(again.text).not.toContain('proxy-pw');
    expect(await server.stores.settings.getJson('mail')).toMatchObject({ password: 'pw', proxyPassword: 'proxy-pw' });
    await api(base, '/api/admin/settings', { token: sysadmin, body: { key: 'mail', jsonValue: withoutPassword } });
    expect(await server.stores.settings.getJson('mail')).toMatchObject({ password: 'pw', proxyPassword: 'proxy-pw' });
    // "Change password" with a new value replaces it; the test mail then uses the stored one.
    await api(base, '/api/admin/settings', { token: sysadmin, body: { key: 'mail', jsonValue: { ...withoutPassword, password: 'pw2' } } });
    expect(await server.stores.settings.getJson('mail')).toMatchObject({ password: 'pw2' });
  });

  it('saves general settings without a trailing slash', async () => {
    const res = await api(base, '/api/admin/settings', {
      token: sysadmin,
      body: { key: 'general', jsonValue: { baseUrl: 'https://iot.example.com/', prohibitDifferentUrl: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body.jsonValue).toEqual({ baseUrl: 'https://iot.example.com', prohibitDifferentUrl: true });
    await api(base, '/api/admin/settings', { token: sysadmin, body: { key: 'general', jsonValue: { baseUrl: 'http://localhost:8080' } } });
  });

  it.each([
    ['missing key', { jsonValue: {} }],
    ['jwt key', { key: 'jwt', jsonValue: { tokenSigningKey: 'AAAA' } }],
    ['unknown key', { key: 'whatever', jsonValue: {} }],
    ['missing jsonValue', { key: 'general' }],
    ['javascript baseUrl', { key: 'general', jsonValue: { baseUrl: 'javascript:alert(1)' } }],
    ['missing smtpHost', { key: 'mail', jsonValue: { ...mailSettings(25), smtpHost: '' } }],
    ['port of the wrong type', { key: 'mail', jsonValue: { ...mailSettings(25), smtpPort: true } }],
    ['port out of range', { key: 'mail', jsonValue: { ...mailSettings(25), smtpPort: 70000 } }],
    ['bad protocol', { key: 'mail', jsonValue: { ...mailSettings(25), smtpProtocol: 'imap' } }],
    ['enableTls of the wrong type', { key: 'mail', jsonValue: { ...mailSettings(25), enableTls: 'yes' } }],
    ['unknown sms provider', { key: 'sms', jsonValue: { type: 'PIGEON' } }],
    ['oauth2 through the generic endpoint', { key: 'oauth2', jsonValue: { enabled: false } }],
    ['sms without a required field', { key: 'sms', jsonValue: { type: 'AWS_SNS', accessKeyId: 'a', region: 'eu-west-1' } }],
    ['smpp with a bad port', { key: 'sms', jsonValue: { type: 'SMPP', protocolVersion: '3.4', host: 'h', port: 0, systemId: 's', password: 'p' } }],
  ])('answers 400/31 for %s and stores nothing', async (_name, body) => {
    const before = {
      general: await server.stores.settings.getJson('general'),
      mail: await server.stores.settings.getJson('mail'),
      jwt: await server.stores.settings.getJson('jwt'),
      sms: await server.stores.settings.getJson('sms'),
      oauth2: await server.stores.settings.getJson('oauth2'),
    };
    const res = await api(base, '/api/admin/settings', { token: sysadmin, body });
    expect(res.status).toBe(400);
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 31 });
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      expect(await server.stores.settings.getJson(key)).toEqual(before[key]);
    }
  });

  it('saves and reads sms settings; testSms answers 400/31', async () => {
    const unconfigured = await api(base, '/api/admin/settings/testSms', { token: sysadmin, body: { numberTo: '+100', message: 'hi' } });
    expect([unconfigured.status, unconfigured.body.errorCode, unconfigured.body.message]).toEqual([400, 31, 'SMS provider is not configured']);
    const sms = { type: 'TWILIO', numberFrom: '+1555', accountSid: 'AC1', accountToken: 'tok-secret' };
    const saved = await api(base, '/api/admin/settings', { token: sysadmin, body: { key: 'sms', jsonValue: sms } });
    const { accountToken: _secret, ...visible } = sms;
    expect(saved.body.jsonValue).toEqual(visible);
    const read = await api(base, '/api/admin/settings/sms', { token: sysadmin });
    expect(read.body.jsonValue).toEqual(visible);
    expect(read.text).not.toContain('tok-secret');
    // Saved again without the token: kept. Another provider does not inherit it.
    await api(base, '/api/admin/settings', { token: sysadmin, body: { key: 'sms', jsonValue: visible } });
    expect(await server.stores.settings.getJson('sms')).toEqual(sms);
    const sns = await api(base, '/api/admin/settings', { token: sysadmin, body: { key: 'sms', jsonValue: { type: 'AWS_SNS', accessKeyId: 'AK', region: 'eu-west-1' } } });
    expect([sns.status, sns.body.message]).toEqual([400, "Parameter 'secretAccessKey' can't be empty!"]);
    await api(base, '/api/admin/settings', { token: sysadmin, body: { key: 'sms', jsonValue: sms } });
  });
});

describe('POST /api/admin/settings/testMail', () => {
  it("delivers a test mail to the calling admin's address with the given settings", async () => {
    const res = await api(base, '/api/admin/settings/testMail', { token: sysadmin, body: { key: 'mail', jsonValue: mailSettings(sink.port) } });
    expect(res.status).toBe(200);
    const mail = await sink.waitFor((m) => m.subject.startsWith('Test message'));
    expect(mail.to).toEqual(['sysadmin@tessera.io']);
    expect(mail.raw).toMatch(/^From: "?Tessera Test"? <noreply@tessera\.test>/m);
    expect(mail.text).toContain('mail settings work');
    expect(mail.html).toContain('<p>');
  });

  it('answers 400/31 with the SMTP error when the server cannot be reached', async () => {
    const port = await deadPort();
    const res = await api(base, '/api/admin/settings/testMail', { token: sysadmin, body: { key: 'mail', jsonValue: mailSettings(port) } });
    expect(res.status).toBe(400);
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 31 });
    expect(res.body.message).toMatch(/^Unable to send mail: .*ECONNREFUSED/);
  });

  it('answers 400/31 for invalid settings', async () => {
    const res = await api(base, '/api/admin/settings/testMail', { token: sysadmin, body: { key: 'mail', jsonValue: { smtpHost: 'x' } } });
    expect([res.status, res.body.errorCode]).toEqual([400, 31]);
  });
});

describe('/api/admin/securitySettings', () => {
  it("returns a new installation's policy, then what was saved", async () => {
    const initial = await api(base, '/api/admin/securitySettings', { token: sysadmin });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      passwordPolicy: {
        minimumLength: 6,
        maximumLength: null,
        minimumUppercaseLetters: 0,
        minimumLowercaseLetters: 0,
        minimumDigits: 0,
        minimumSpecialCharacters: 0,
        passwordExpirationPeriodDays: 0,
        passwordReuseFrequencyDays: 0,
        allowWhitespaces: true,
      },
      // A new installation locks an account for 5 minutes after 10 failed logins (issue 15).
      maxFailedLoginAttempts: 10,
      userLockoutNotificationEmail: null,
      userLockoutDurationMinutes: 5,
      userActivationTokenTtl: 24,
    });
    const body = { ...initial.body, maxFailedLoginAttempts: 5, passwordPolicy: { ...initial.body.passwordPolicy, minimumDigits: 1 } };
    const saved = await api(base, '/api/admin/securitySettings', { token: sysadmin, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(body);
    expect((await api(base, '/api/admin/securitySettings', { token: sysadmin })).body).toEqual(body);
    await api(base, '/api/admin/securitySettings', { token: sysadmin, body: initial.body });
  });

  it.each([
    ['a negative count', { passwordPolicy: { minimumLength: 6, minimumDigits: -1 } }],
    ['a string length', { passwordPolicy: { minimumLength: 'six' } }],
    ['max below min', { passwordPolicy: { minimumLength: 10, maximumLength: 8 } }],
    ['a bad lockout e-mail', { maxFailedLoginAttempts: 3, userLockoutNotificationEmail: 'not-an-email' }],
    ['a non-object policy', { passwordPolicy: 'strict' }],
    ['an activation token lifetime over 24 hours', { userActivationTokenTtl: 25 }],
  ])('refuses %s with 400/31 and keeps the stored settings', async (_name, body) => {
    const before = await server.stores.settings.getJson('securitySettings');
    const res = await api(base, '/api/admin/securitySettings', { token: sysadmin, body });
    expect([res.status, res.body.errorCode]).toEqual([400, 31]);
    expect(await server.stores.settings.getJson('securitySettings')).toEqual(before);
  });
});
