import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { agePassword, createActiveUser, oldTokens } from './accountHelpers';
import { api, ERROR_KEYS, errorShape, login, removeTempDirs, startTestServer } from './helpers';
import { linkToken, startMailSink, useMailSink, type MailSink } from './mailSink';

let server: RunningServer;
let base: string;
let sink: MailSink;
let sysadmin: string;
let tenantId: string;

beforeAll(async () => {
  [server, sink] = await Promise.all([startTestServer(), startMailSink()]);
  base = server.url;
  await useMailSink(server, sink);
  sysadmin = (await login(base, 'sysadmin')).token;
  tenantId = (await server.stores.users.findByEmail('tenant@tessera.io'))!.tenantId.id;
});

afterAll(async () => {
  await Promise.all([server?.close(), sink?.close()]);
  await removeTempDirs();
});

async function setPolicy(policy: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await api(base, '/api/admin/securitySettings', { token: sysadmin, body: { passwordPolicy: { minimumLength: 6, ...policy }, ...extra } });
  expect(res.status).toBe(200);
}

beforeEach(async () => {
  await setPolicy({});
});

const loginAs = (username: string, password: string) => api(base, '/api/auth/login', { body: { username, password } });

describe('password reset by e-mail', () => {
  it('runs end to end: request, mail, link, reset, sign-in', async () => {
    const email = 'reset-flow@tessera.test';
    await createActiveUser(server, { email, password: 'first-pass', authority: 'TENANT_ADMIN', tenantId });
    const old = await oldTokens(server, email);

    // The Host header names another site: the link must still use general.baseUrl.
    const request = await api(base, '/api/noauth/resetPasswordByEmail', { body: { email: 'Reset-Flow@Tessera.test' }, headers: { 'X-Forwarded-Host': 'evil.test' } });
    expect([request.status, request.text]).toEqual([200, '']);
    const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject === 'Password reset request');
    const { link, token } = linkToken(mail, 'resetPassword');
    expect(link).toBe(`https://console.tessera.test/api/noauth/resetPassword?resetToken=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(mail.html).toContain(`href="https://console.tessera.test/api/noauth/resetPassword?resetToken=${token}"`);

    const follow = await fetch(base + new URL(link).pathname + new URL(link).search, { redirect: 'manual' });
    expect(follow.status).toBe(303);
    expect(follow.headers.get('location')).toBe(`/login/resetPassword?resetToken=${token}`);

    const reset = await api(base, '/api/noauth/resetPassword', { body: { resetToken: token, password: 'second-pass' } });
    expect(reset.status).toBe(200);
    expect(Object.keys(reset.body).sort()).toEqual(['refreshToken', 'token']);
    expect(decodeJwt(reset.body.token).sub).toBe(email);
    expect((await api(base, '/api/auth/user', { token: reset.body.token })).body.email).toBe(email);

    expect((await loginAs(email, 'first-pass')).status).toBe(401);
    expect((await loginAs(email, 'second-pass')).status).toBe(200);
    const oldAccess = await api(base, '/api/auth/user', { token: old.access });
    expect([oldAccess.status, oldAccess.body.errorCode]).toEqual([401, 11]);
    const oldRefresh = await api(base, '/api/auth/token', { body: { refreshToken: old.refresh } });
    expect([oldRefresh.status, oldRefresh.body.errorCode]).toEqual([401, 10]);

    // The token is single use, and a "password was reset" mail follows.
    const again = await api(base, '/api/noauth/resetPassword', { body: { resetToken: token, password: 'third-pass' } });
    expect([again.status, again.body.errorCode, again.body.message]).toEqual([400, 31, 'Invalid reset token!']);
    expect((await fetch(`${base}/api/noauth/resetPassword?resetToken=${token}`, { redirect: 'manual' })).status).toBe(409);
    const done = await sink.waitFor((m) => m.to.includes(email) && m.subject === 'Your password has been reset');
    expect(done.text).toContain('https://console.tessera.test/login');
  });

  it('answers 200 alike for unknown and inactive users, and mails nobody', async () => {
    const inactive = 'not-activated@tessera.test';
    await server.stores.users.create({ email: inactive, authority: 'TENANT_ADMIN', tenantId }, { enabled: false, activateToken: 'pending-token-1' });
    const unknown = await api(base, '/api/noauth/resetPasswordByEmail', { body: { email: 'nobody@tessera.test' } });
    const notActive = await api(base, '/api/noauth/resetPasswordByEmail', { body: { email: inactive } });
    expect([unknown.status, unknown.text]).toEqual([200, '']);
    expect([notActive.status, notActive.text]).toEqual([200, '']);
    // A known user's mail, requested afterwards, arrives; none went to the other two.
    await api(base, '/api/noauth/resetPasswordByEmail', { body: { email: 'customer@tessera.io' } });
    await sink.waitFor((m) => m.to.includes('customer@tessera.io'));
    expect(sink.mailsTo('nobody@tessera.test')).toEqual([]);
    expect(sink.mailsTo(inactive)).toEqual([]);
  });

  it.each([
    ['no body field', {}],
    ['a number', { email: 42 }],
  ])('refuses %s with 400/31', async (_name, body) => {
    const res = await api(base, '/api/noauth/resetPasswordByEmail', { body });
    expect(res.status).toBe(400);
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 31 });
  });

  it('answers a malformed address with 200 and sends nothing, as ThingsBoard does (no account probing)', async () => {
    const res = await api(base, '/api/noauth/resetPasswordByEmail', { body: { email: 'not an email' } });
    expect([res.status, res.text]).toEqual([200, '']);
    expect(sink.mailsTo('not an email')).toEqual([]);
  });

  it('refuses unknown tokens and bad bodies on resetPassword', async () => {
    expect((await fetch(`${base}/api/noauth/resetPassword?resetToken=unknown`, { redirect: 'manual' })).status).toBe(409);
    const missing = await api(base, '/api/noauth/resetPassword', { method: 'GET' });
    expect([missing.status, missing.body.errorCode]).toEqual([400, 31]);
    for (const body of [{ resetToken: 'unknown', password: 'whatever1' }, { resetToken: 'x' }, { resetToken: 'x', password: 123456 }]) {
      const res = await api(base, '/api/noauth/resetPassword', { body });
      expect([res.status, res.body.errorCode]).toEqual([400, 31]);
    }
  });

  it('applies the password policy to the new password and keeps the token on refusal', async () => {
    const email = 'reset-policy@tessera.test';
    await createActiveUser(server, { email, password: 'first-pass', authority: 'TENANT_ADMIN', tenantId });
    const user = (await server.stores.users.findByEmail(email))!;
    await api(base, '/api/noauth/resetPasswordByEmail', { body: { email } });
    await sink.waitFor((m) => m.to.includes(email));
    const { token } = linkToken(sink.mailsTo(email)[0], 'resetPassword');
    await setPolicy({ minimumLength: 8, minimumUppercaseLetters: 1 });
    const weak = await api(base, '/api/noauth/resetPassword', { body: { resetToken: token, password: 'short' } });
    expect([weak.status, weak.body.errorCode]).toEqual([400, 31]);
    expect(weak.body.message).toBe('Password must be at least 8 characters long!\nPassword must contain at least 1 uppercase characters!');
    expect((await server.stores.users.findCredentials(user.id.id))!.resetToken).toBe(token);
    const same = await api(base, '/api/noauth/resetPassword', { body: { resetToken: token, password: 'first-pass' } });
    expect(same.body.message).toMatch(/uppercase/);
    const ok = await api(base, '/api/noauth/resetPassword', { body: { resetToken: token, password: 'Strong-pass' } });
    expect(ok.status).toBe(200);
  });
});

describe('POST /api/auth/changePassword', () => {
  const email = 'changer@tessera.test';

  beforeAll(async () => {
    await createActiveUser(server, { email, password: 'initial-pass', authority: 'TENANT_ADMIN', tenantId });
  });

  it('returns a new pair, refuses older tokens and takes the new password', async () => {
    const { token } = (await loginAs(email, 'initial-pass')).body;
    const old = await oldTokens(server, email);
    const res = await api(base, '/api/auth/changePassword', { token, body: { currentPassword: 'initial-pass', newPassword: 'changed-pass' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['refreshToken', 'token']);
    expect((await api(base, '/api/auth/user', { token: res.body.token })).status).toBe(200);
    expect((await api(base, '/api/auth/user', { token: old.access })).body.errorCode).toBe(11);
    expect((await loginAs(email, 'initial-pass')).status).toBe(401);
    expect((await loginAs(email, 'changed-pass')).status).toBe(200);
  });

  it('refuses a wrong current password, a policy violation, reuse and bad bodies with 400/31', async () => {
    const { token } = (await loginAs(email, 'changed-pass')).body;
    const wrong = await api(base, '/api/auth/changePassword', { token, body: { currentPassword: 'nope', newPassword: 'another-pass' } });
    expect([wrong.status, wrong.body.errorCode, wrong.body.message]).toEqual([400, 31, "Current password doesn't match!"]);

    await setPolicy({ minimumDigits: 2, minimumSpecialCharacters: 1, allowWhitespaces: false, passwordReuseFrequencyDays: 30 });
    const weak = await api(base, '/api/auth/changePassword', { token, body: { currentPassword: 'changed-pass', newPassword: 'has space1' } });
    expect([weak.status, weak.body.errorCode]).toEqual([400, 31]);
    expect(weak.body.message).toContain('Password must contain at least 2 digits!');
    expect(weak.body.message).toContain('Password must contain at least 1 special characters!');
    expect(weak.body.message).toContain('Password must not contain whitespace characters!');

    const reused = await api(base, '/api/auth/changePassword', { token, body: { currentPassword: 'changed-pass', newPassword: 'initial-pass' } });
    expect(reused.body.message).toMatch(/digits/);
    await setPolicy({ passwordReuseFrequencyDays: 30 });
    const reusedOld = await api(base, '/api/auth/changePassword', { token, body: { currentPassword: 'changed-pass', newPassword: 'initial-pass' } });
    expect([reusedOld.status, reusedOld.body.message]).toEqual([400, 'Password was already used for the last 30 days!']);
    await setPolicy({});
    const same = await api(base, '/api/auth/changePassword', { token, body: { currentPassword: 'changed-pass', newPassword: 'changed-pass' } });
    expect([same.status, same.body.message]).toEqual([400, 'New password should be different from existing!']);

    for (const body of [{ currentPassword: 'changed-pass' }, { currentPassword: 'changed-pass', newPassword: 12345678 }, { newPassword: 'x-long-enough' }]) {
      const res = await api(base, '/api/auth/changePassword', { token, body });
      expect([res.status, res.body.errorCode]).toEqual([400, 31]);
    }
    expect((await loginAs(email, 'changed-pass')).status).toBe(200);
  });

  it('requires authentication', async () => {
    const res = await api(base, '/api/auth/changePassword', { body: { currentPassword: 'a', newPassword: 'b' } });
    expect([res.status, res.body.errorCode]).toEqual([401, 10]);
  });
});

describe('password expiry', () => {
  it('answers 401/15 with a resetToken that resetPassword accepts', async () => {
    const email = 'expired@tessera.test';
    await createActiveUser(server, { email, password: 'aging-pass', authority: 'TENANT_ADMIN', tenantId });
    await setPolicy({ passwordExpirationPeriodDays: 30 });
    expect((await loginAs(email, 'aging-pass')).status).toBe(200);

    agePassword(server, email, 31);
    const res = await loginAs(email, 'aging-pass');
    expect(res.status).toBe(401);
    expect(Object.keys(res.body).sort()).toEqual(['errorCode', 'message', 'resetToken', 'status', 'timestamp']);
    expect(res.body).toMatchObject({ status: 401, errorCode: 15, message: 'User password expired!' });
    expect(res.body.resetToken).toMatch(/^[A-Za-z0-9]{30}$/);
    // A wrong password still gets the plain bad-credentials answer.
    expect((await loginAs(email, 'wrong')).body).toMatchObject({ errorCode: 10, message: 'Invalid username or password' });

    const reset = await api(base, '/api/noauth/resetPassword', { body: { resetToken: res.body.resetToken, password: 'renewed-pass' } });
    expect(reset.status).toBe(200);
    expect((await loginAs(email, 'renewed-pass')).status).toBe(200);
  });
});
