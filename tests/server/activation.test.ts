import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountActivatedMail } from '../../server/mail/templates';
import type { RunningServer } from '../../server/main';
import { hashPassword } from '../../server/security/passwords';
import { countUsers, requestWithHost } from './accountHelpers';
import { api, ERROR_KEYS, errorShape, login, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { deadPort, linkToken, mailSettings, startMailSink, useMailSink, type MailSink } from './mailSink';

let server: RunningServer;
let base: string;
let sink: MailSink;
let tenant: string;
let customerId: string;

beforeAll(async () => {
  [server, sink] = await Promise.all([startTestServer(), startMailSink()]);
  base = server.url;
  await useMailSink(server, sink);
  tenant = (await login(base, 'tenant')).token;
  customerId = (await server.stores.users.findByEmail('customer@tessera.io'))!.customerId.id;
});

afterAll(async () => {
  await Promise.all([server?.close(), sink?.close()]);
  await removeTempDirs();
});

function customerUser(email: string, extra: Record<string, unknown> = {}) {
  return { email, authority: 'CUSTOMER_USER', firstName: 'New', lastName: 'User', customerId: { entityType: 'CUSTOMER', id: customerId }, ...extra };
}

describe('user activation', () => {
  it('runs end to end: create with mail, link, activate, sign in', async () => {
    const email = 'new-user@tessera.test';
    // The request's Host names another site; the mailed link must use general.baseUrl.
    const created = await requestWithHost(server.port, 'evil.test', 'POST', '/api/user?sendActivationMail=true', customerUser(email), tenant);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      email,
      name: email,
      authority: 'CUSTOMER_USER',
      customerId: { entityType: 'CUSTOMER', id: customerId },
      additionalInfo: { userCredentialsEnabled: false },
    });
    expect(created.body.tenantId.id).toBe(decodeJwt(tenant).tenantId);

    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Your account activation on Tessera');
    const { link, token } = linkToken(mail, 'activate');
    expect(link).toBe(`https://console.tessera.test/api/noauth/activate?activateToken=${token}`);
    expect(mail.raw).not.toContain('evil.test');

    const follow = await fetch(`${base}/api/noauth/activate?activateToken=${token}`, { redirect: 'manual' });
    expect(follow.status).toBe(303);
    expect(follow.headers.get('location')).toBe(`/login/createPassword?activateToken=${token}`);

    const activated = await api(base, '/api/noauth/activate', { body: { activateToken: token, password: 'my-first-pass' } });
    expect(activated.status).toBe(200);
    expect(decodeJwt(activated.body.token)).toMatchObject({ sub: email, scopes: ['CUSTOMER_USER'], enabled: true });
    const me = await api(base, '/api/auth/user', { token: activated.body.token });
    expect(me.body.additionalInfo.userCredentialsEnabled).toBe(true);
    expect((await api(base, '/api/auth/login', { body: { username: email, password: 'my-first-pass' } })).status).toBe(200);

    // Spent: the link and the token no longer work, and the "activated" mail went out.
    expect((await fetch(`${base}/api/noauth/activate?activateToken=${token}`, { redirect: 'manual' })).status).toBe(409);
    const again = await api(base, '/api/noauth/activate', { body: { activateToken: token, password: 'other-pass' } });
    expect([again.status, again.body.errorCode]).toEqual([400, 31]);
    const activatedMail = await sink.waitFor((m) => m.to.includes(email) && m.subject === 'Your account has been activated');
    expect(activatedMail.text).toContain('https://console.tessera.test/login');
  });

  it('escapes every interpolated value in the HTML part', () => {
    const mail = accountActivatedMail('https://x.test/login?a=1&b="2"', 'a<b>"c"@tessera.test');
    expect(mail.html).toContain('a&lt;b&gt;&quot;c&quot;@tessera.test');
    expect(mail.html).toContain('href="https://x.test/login?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).not.toContain('a<b>');
    expect(mail.text).toContain('a<b>"c"@tessera.test');
  });

  it('gives the activation link as text, and 400 once active', async () => {
    const email = 'link-user@tessera.test';
    const created = await api(base, '/api/user?sendActivationMail=false', { token: tenant, body: customerUser(email) });
    expect(created.status).toBe(200);
    const res = await api(base, `/api/user/${created.body.id.id}/activationLink`, { token: tenant });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^https:\/\/console\.tessera\.test\/api\/noauth\/activate\?activateToken=[A-Za-z0-9]{30}$/);
    expect(sink.mailsTo(email)).toEqual([]);

    const token = new URL(res.text).searchParams.get('activateToken')!;
    const noMail = await api(base, '/api/noauth/activate?sendActivationMail=false', { body: { activateToken: token, password: 'link-pass' } });
    expect(noMail.status).toBe(200);
    const active = await api(base, `/api/user/${created.body.id.id}/activationLink`, { token: tenant });
    expect([active.status, active.body.errorCode, active.body.message]).toEqual([400, 31, 'User is already activated!']);
  });

  it('re-sends the activation mail (admin and noauth) to users not yet active only', async () => {
    const email = 'resend@tessera.test';
    await api(base, '/api/user?sendActivationMail=false', { token: tenant, body: customerUser(email) });
    const admin = await api(base, `/api/user/sendActivationMail?email=${encodeURIComponent(email)}`, { method: 'POST', token: tenant });
    expect(admin.status).toBe(200);
    await sink.waitFor((m) => m.to.includes(email));
    const noauth = await api(base, `/api/noauth/resendEmailActivation?email=${encodeURIComponent(email)}`, { method: 'POST' });
    expect(noauth.status).toBe(200);
    await sink.waitFor(() => sink.mailsTo(email).length === 2);
    const tokens = sink.mailsTo(email).map((m) => linkToken(m, 'activate').token);
    expect(tokens[0]).toBe(tokens[1]);

    const active = await api(base, '/api/user/sendActivationMail?email=customer@tessera.io', { method: 'POST', token: tenant });
    expect([active.status, active.body.message]).toEqual([400, 'User is already activated!']);
    for (const address of ['customer@tessera.io', 'ghost@tessera.test']) {
      const res = await api(base, `/api/noauth/resendEmailActivation?email=${address}`, { method: 'POST' });
      expect([res.status, res.text]).toEqual([200, '']);
    }
    const bad = await api(base, '/api/noauth/resendEmailActivation', { method: 'POST' });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 31]);
  });

  it('activates by e-mail code a user that already has a password', async () => {
    const email = 'code-user@tessera.test';
    const user = await server.stores.users.create(
      { email, authority: 'CUSTOMER_USER', tenantId: decodeJwt(tenant).tenantId as string, customerId },
      { enabled: false, passwordHash: await hashPassword('code-pass'), activateToken: 'EmailCode123' },
    );
    const bad = await api(base, '/api/noauth/activateByEmailCode?emailCode=wrong', { method: 'POST' });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 31]);
    const res = await api(base, '/api/noauth/activateByEmailCode?emailCode=EmailCode123', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.token).userId).toBe(user.id.id);
    expect((await api(base, '/api/auth/login', { body: { username: email, password: 'code-pass' } })).status).toBe(200);
    const twice = await api(base, '/api/noauth/activateByEmailCode?emailCode=EmailCode123', { method: 'POST' });
    expect(twice.status).toBe(400);

    // A user without a password cannot be activated this way.
    await server.stores.users.create({ email: 'no-pass@tessera.test', authority: 'CUSTOMER_USER', tenantId: user.tenantId.id, customerId }, { enabled: false, activateToken: 'NoPassCode' });
    expect((await api(base, '/api/noauth/activateByEmailCode?emailCode=NoPassCode', { method: 'POST' })).status).toBe(400);
  });

  it('refuses bad activation requests with 400/31 and an unknown token link with 409', async () => {
    expect((await fetch(`${base}/api/noauth/activate?activateToken=nope`, { redirect: 'manual' })).status).toBe(409);
    for (const [query, body] of [
      ['', { activateToken: 'nope', password: 'long-enough' }],
      ['', { password: 'long-enough' }],
      ['', { activateToken: 'nope', password: ['array'] }],
      ['?sendActivationMail=maybe', { activateToken: 'nope', password: 'long-enough' }],
    ] as const) {
      const res = await api(base, `/api/noauth/activate${query}`, { body });
      expect(res.status).toBe(400);
      expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 31 });
    }
  });

  it('applies the password policy on activation', async () => {
    const email = 'policy-activation@tessera.test';
    const created = await api(base, '/api/user?sendActivationMail=false', { token: tenant, body: customerUser(email) });
    const link = (await api(base, `/api/user/${created.body.id.id}/activationLink`, { token: tenant })).text;
    const token = new URL(link).searchParams.get('activateToken')!;
    const res = await api(base, '/api/noauth/activate', { body: { activateToken: token, password: 'abc' } });
    expect([res.status, res.body.errorCode, res.body.message]).toEqual([400, 31, 'Password must be at least 6 characters long!']);
    expect((await server.stores.users.findCredentials(created.body.id.id))!.enabled).toBe(false);
  });

  it('does not keep a user whose activation mail cannot be sent (400/31)', async () => {
    await server.stores.settings.save('mail', mailSettings(await deadPort()));
    try {
      const email = 'undeliverable@tessera.test';
      const res = await api(base, '/api/user', { token: tenant, body: customerUser(email) });
      expect(res.status).toBe(400);
      expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, errorCode: 31 });
      expect(res.body.message).toMatch(/^Unable to send mail/);
      expect(countUsers(server, email)).toBe(0);
      const resend = await api(base, '/api/user/sendActivationMail?email=resend@tessera.test', { method: 'POST', token: tenant });
      expect([resend.status, resend.body.errorCode]).toEqual([400, 31]);
    } finally {
      await server.stores.settings.save('mail', mailSettings(sink.port));
    }
  });

  it('creates the user inactive with a null-UUID customer for a tenant admin', async () => {
    const res = await api(base, '/api/user?sendActivationMail=false', {
      token: tenant,
      body: { email: 'second-admin@tessera.test', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: NULL_UUID } },
    });
    expect(res.status).toBe(200);
    expect(res.body.customerId.id).toBe(NULL_UUID);
    expect(res.body.tenantId.id).toBe(decodeJwt(tenant).tenantId);
    const login = await api(base, '/api/auth/login', { body: { username: 'second-admin@tessera.test', password: '' } });
    expect(login.status).toBe(401);
  });
});
