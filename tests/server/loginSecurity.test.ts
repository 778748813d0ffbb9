import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createActiveUser } from './accountHelpers';
import { openDirect } from './directSql';
import { api, ERROR_KEYS, errorShape, login, NULL_UUID, removeTempDirs, startTestServer, tempDir } from './helpers';
import { startMailSink, useMailSink, type MailSink } from './mailSink';
import { testDatabaseUrl } from './testDatabase';

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

describe('login and reset bodies (issue 15)', () => {
  it('refuse a username, e-mail or token that is not a string with 400/31 instead of coercing it', async () => {
    const bodies: [string, unknown][] = [
      ['/api/auth/login', { username: ['tenant@tessera.io'], password: 'tenant' }],
      ['/api/auth/login', { username: 'tenant@tessera.io', password: ['tenant'] }],
      ['/api/auth/login', { username: { $ne: '' }, password: 'tenant' }],
      ['/api/auth/login', { username: 42, password: 'tenant' }],
      ['/api/auth/token', { refreshToken: ['x'] }],
      ['/api/noauth/resetPasswordByEmail', { email: ['tenant@tessera.io'] }],
      ['/api/auth/login/public', { publicId: ['6f1f0000-0000-4000-8000-000000000000'] }],
    ];
    for (const [path, body] of bodies) {
      const res = await api(base, path, { body });
      expect([res.status, res.body.errorCode], `${path} ${JSON.stringify(body)}`).toEqual([400, 31]);
    }
  });
});

describe('login rate limit keys (issue 15)', () => {
  it('counts an account however it is spelt, ignores decoy fields and refuses an array before counting', async () => {
    const limited = await startTestServer({ loginRateLimitPerMinute: 3 });
    try {
      const post = (body: unknown) => api(limited.url, '/api/auth/login', { body });
      for (let i = 0; i < 3; i++) expect((await post({ username: 'tenant@tessera.io', password: 'x' })).status).toBe(401);

      // The bypass of the review: a one-element array went to an empty-name bucket, then was coerced.
      const array = await post({ username: ['tenant@tessera.io'], password: 'tenant' });
      expect([array.status, array.body.errorCode]).toEqual([400, 31]);
      // Case, surrounding spaces and extra fields name the same account.
      for (const body of [
        { username: ' Tenant@Tessera.IO ', password: 'tenant' },
        { username: 'tenant@tessera.io', password: 'tenant', email: 'decoy-1@tessera.test' },
        { username: 'tenant@tessera.io', password: 'tenant', publicId: 'decoy-2' },
      ]) {
        expect((await post(body)).status, JSON.stringify(body)).toBe(429);
      }
      // Refused arrays were not counted against anyone: another account still signs in.
      expect((await post({ username: 'customer@tessera.io', password: 'customer' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('default lockout of a new installation (issue 15)', () => {
  it('locks after 10 failures for 5 minutes, shown in the security settings, without disabling the account', async () => {
    const fresh = await startTestServer();
    try {
      const sysadmin = (await login(fresh.url, 'sysadmin')).token;
      const settings = await api(fresh.url, '/api/admin/securitySettings', { token: sysadmin });
      expect(settings.body).toMatchObject({ maxFailedLoginAttempts: 10, userLockoutDurationMinutes: 5, userLockoutNotificationEmail: null });

      const freshTenant = (await fresh.stores.users.findByEmail('tenant@tessera.io'))!.tenantId.id;
      const email = 'default-lock@tessera.test';
      const user = await createActiveUser(fresh, { email, password: 'right-pass', authority: 'TENANT_ADMIN', tenantId: freshTenant });
      const session = await login(fresh.url, 'tenant');
      const tryLogin = (password: string) => api(fresh.url, '/api/auth/login', { body: { username: email, password } });
      for (let i = 0; i < 10; i++) expect((await tryLogin('wrong')).body.message).toBe('Invalid username or password');

      const before = Date.now();
      const locked = await tryLogin('wrong');
      expect(errorShape(locked.body)).toEqual({ keys: ERROR_KEYS, status: 401, errorCode: 10, message: 'User account is locked due to security policy', timestampIsIso: true });
      // While locked, the right password is not told apart from a wrong one.
      expect((await tryLogin('right-pass')).body.message).toBe('User account is locked due to security policy');
      expect((await tryLogin('wrong')).body.message).toBe('User account is locked due to security policy');
      const stored = (await fresh.stores.users.findById(user.id.id))!;
      expect(stored.additionalInfo.userCredentialsEnabled).toBe(true);
      expect(stored.additionalInfo.lockedUntilTs).toBeGreaterThanOrEqual(before + 5 * 60_000);
      expect(stored.additionalInfo.lockedUntilTs).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
      // Other sessions are left alone.
      expect((await api(fresh.url, '/api/auth/user', { token: session.token })).status).toBe(200);

      // Once the time is up (moved back here rather than waited for), the right password works again.
      await fresh.stores.users.lockUntil(user.id.id, Date.now() - 1);
      expect((await tryLogin('right-pass')).status).toBe(200);
      expect((await fresh.stores.users.findById(user.id.id))!.additionalInfo.lockedUntilTs).toBeUndefined();

      // An administrator can lift a lockout before it ends by enabling the account.
      for (let i = 0; i < 11; i++) await tryLogin('wrong');
      expect((await tryLogin('right-pass')).body.message).toBe('User account is locked due to security policy');
      const enable = await api(fresh.url, `/api/user/${user.id.id}/userCredentialsEnabled?userCredentialsEnabled=true`, { method: 'POST', token: session.token });
      expect(enable.status).toBe(200);
      expect((await tryLogin('right-pass')).status).toBe(200);

      // The duration is a setting: 0 means until an administrator enables the account (ThingsBoard's behaviour).
      const saved = await api(fresh.url, '/api/admin/securitySettings', { token: sysadmin, body: { ...settings.body, userLockoutDurationMinutes: 0 } });
      expect(saved.body.userLockoutDurationMinutes).toBe(0);
      const bad = await api(fresh.url, '/api/admin/securitySettings', { token: sysadmin, body: { ...settings.body, userLockoutDurationMinutes: -1 } });
      expect([bad.status, bad.body.errorCode]).toEqual([400, 31]);
    } finally {
      await fresh.close();
    }
  });

  it('leaves an installation created before it without a lockout', async () => {
    // A database whose default tenant profile exists already is not new: nothing is stored for it.
    const dataDir = await tempDir();
    await (await startTestServer({ dataDir })).close();
    const db = openDirect({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    db.prepare("delete from admin_settings where key = 'securitySettings'").run();
    db.close();
    const again = await startTestServer({ dataDir });
    try {
      const sysadmin = (await login(again.url, 'sysadmin')).token;
      const settings = await api(again.url, '/api/admin/securitySettings', { token: sysadmin });
      expect(settings.body).toMatchObject({ maxFailedLoginAttempts: 0, userLockoutDurationMinutes: 0 });
    } finally {
      await again.close();
    }
  });
});
