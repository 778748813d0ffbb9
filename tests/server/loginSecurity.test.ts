import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createActiveUser } from './accountHelpers';
import { api, ERROR_KEYS, errorShape, login, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { startMailSink, useMailSink, type MailSink } from './mailSink';

let server: RunningServer;
let base: string;
let sink: MailSink;
let tenantId: string;

beforeAll(async () => {
  [server, sink] = await Promise.all([startTestServer(), startMailSink()]);
  base = server.url;
  await useMailSink(server, sink);
  tenantId = (await server.stores.users.findByEmail('tenant@tessera.io'))!.tenantId.id;
});

afterAll(async () => {
  await Promise.all([server?.close(), sink?.close()]);
  await removeTempDirs();
});

const attempt = (username: string, password: string) => api(base, '/api/auth/login', { body: { username, password } });

describe('lockout after failed logins', () => {
  it('locks on attempt N+1, mails the security contact and keeps the account locked', async () => {
    const sysadmin = (await login(base, 'sysadmin')).token;
    const settings = { passwordPolicy: { minimumLength: 6 }, maxFailedLoginAttempts: 3, userLockoutNotificationEmail: 'security@tessera.test' };
    expect((await api(base, '/api/admin/securitySettings', { token: sysadmin, body: settings })).status).toBe(200);
    const email = 'lockme@tessera.test';
    const user = await createActiveUser(server, { email, password: 'right-pass', authority: 'TENANT_ADMIN', tenantId });

    // A success in between resets the count.
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'wrong')).body.message).toBe('Invalid username or password');
    expect((await attempt(email, 'right-pass')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'wrong')).body.message).toBe('Invalid username or password');

    const locked = await attempt(email, 'wrong');
    expect(locked.status).toBe(401);
    expect(errorShape(locked.body)).toEqual({
      keys: ERROR_KEYS,
      status: 401,
      errorCode: 10,
      message: 'User account is locked due to security policy',
      timestampIsIso: true,
    });
    expect((await server.stores.users.findCredentials(user.id.id))!.enabled).toBe(false);
    expect((await attempt(email, 'right-pass')).body.message).toBe('User account is not active');
    expect((await attempt(email, 'wrong')).body.message).toBe('Invalid username or password');

    const mail = await sink.waitFor((m) => m.to.includes('security@tessera.test'));
    expect(mail.subject).toBe('Tessera user account locked');
    expect(mail.text).toContain(email);
    expect(mail.text).toContain('after 3 unsuccessful login attempts');

    // An administrator unlocks; the count starts over.
    const tenant = (await login(base, 'tenant')).token;
    await api(base, `/api/user/${user.id.id}/userCredentialsEnabled?userCredentialsEnabled=true`, { method: 'POST', token: tenant });
    expect((await attempt(email, 'right-pass')).status).toBe(200);
    await api(base, '/api/admin/securitySettings', { token: sysadmin, body: {} });
  });

  it('does not lock when maxFailedLoginAttempts is 0', async () => {
    const email = 'never-locked@tessera.test';
    await createActiveUser(server, { email, password: 'right-pass', authority: 'TENANT_ADMIN', tenantId });
    for (let i = 0; i < 8; i++) expect((await attempt(email, 'wrong')).body.message).toBe('Invalid username or password');
    expect((await attempt(email, 'right-pass')).status).toBe(200);
  });
});

describe('POST /api/auth/login/public', () => {
  it('issues the synthetic public-user pair of contract §1.3', async () => {
    const publicCustomer = await server.stores.customers.findOrCreatePublicCustomer(tenantId);
    expect(publicCustomer).toMatchObject({ title: 'Public', additionalInfo: { isPublic: true } });
    // Seeded with the demo, and found again rather than duplicated.
    expect((await server.stores.customers.findOrCreatePublicCustomer(tenantId)).id).toEqual(publicCustomer.id);

    const publicId = publicCustomer.id.id;
    const res = await api(base, '/api/auth/login/public', { body: { publicId } });
    expect(res.status).toBe(200);
    const claims = decodeJwt(res.body.token);
    expect(claims).toMatchObject({
      sub: publicId,
      scopes: ['CUSTOMER_USER'],
      userId: NULL_UUID,
      isPublic: true,
      firstName: 'Public',
      lastName: 'Public',
      enabled: true,
      tenantId,
      customerId: publicId,
    });
    const me = await api(base, '/api/auth/user', { token: res.body.token });
    expect(me.body).toMatchObject({ authority: 'CUSTOMER_USER', firstName: 'Public', customerId: { id: publicId } });
    const refreshed = await api(base, '/api/auth/token', { body: { refreshToken: res.body.refreshToken } });
    expect(decodeJwt(refreshed.body.token).isPublic).toBe(true);

    // A public session cannot change a password.
    const change = await api(base, '/api/auth/changePassword', { token: res.body.token, body: { currentPassword: 'a', newPassword: 'bbbbbb' } });
    expect(change.status).toBe(403);
  });

  it('answers unknown, private and malformed ids like a bad login, and a missing id with 400/31', async () => {
    const privateCustomer = (await server.stores.users.findByEmail('customer@tessera.io'))!.customerId.id;
    for (const publicId of ['6f1f0000-0000-4000-8000-000000000000', privateCustomer, 'not-a-uuid']) {
      const res = await api(base, '/api/auth/login/public', { body: { publicId } });
      expect(errorShape(res.body)).toEqual({ keys: ERROR_KEYS, status: 401, errorCode: 10, message: 'Invalid username or password', timestampIsIso: true });
    }
    for (const body of [{}, { publicId: 5 }]) {
      const res = await api(base, '/api/auth/login/public', { body });
      expect([res.status, res.body.errorCode]).toEqual([400, 31]);
    }
  });
});

describe('login rate limit', () => {
  it('answers 429/33 past the configured count, per client and account', async () => {
    const limited = await startTestServer({ loginRateLimitPerMinute: 3 });
    try {
      const post = (path: string, body: unknown) => api(limited.url, path, { body });
      for (let i = 0; i < 3; i++) expect((await post('/api/auth/login', { username: 'tenant@tessera.io', password: 'x' })).status).toBe(401);
      const blocked = await post('/api/auth/login', { username: 'tenant@tessera.io', password: 'tenant' });
      expect(blocked.status).toBe(429);
      expect(errorShape(blocked.body)).toEqual({ keys: ERROR_KEYS, status: 429, errorCode: 33, message: 'Too many requests', timestampIsIso: true });

      // Another account from the same client is not blocked by it.
      expect((await post('/api/auth/login', { username: 'customer@tessera.io', password: 'customer' })).status).toBe(200);

      for (let i = 0; i < 3; i++) expect((await post('/api/noauth/resetPasswordByEmail', { email: 'a@b.test' })).status).toBe(200);
      expect((await post('/api/noauth/resetPasswordByEmail', { email: 'a@b.test' })).body.errorCode).toBe(33);

      // Authenticated endpoints are not limited.
      const { token } = (await post('/api/auth/login', { username: 'sysadmin@tessera.io', password: 'sysadmin' })).body;
      for (let i = 0; i < 5; i++) expect((await api(limited.url, '/api/auth/user', { token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
