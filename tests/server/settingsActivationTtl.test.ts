import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { sqlite } from './accountHelpers';
import { api, login, removeTempDirs, startTestServer } from './helpers';

let server: RunningServer;
let sysadmin: string;
let tenant: string;

beforeAll(async () => {
  server = await startTestServer();
  sysadmin = (await login(server.url, 'sysadmin')).token;
  tenant = (await login(server.url, 'tenant')).token;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

/** Moves a user's activation token back in time, as if it had been issued `hours` ago. */
function ageActivationToken(userId: string, hours: number): void {
  sqlite(server, (db) => db.prepare('update user_credentials set activate_token_ts = ? where user_id = ?').run(Date.now() - hours * 3_600_000, userId));
}

async function newPendingUser(): Promise<{ id: string; token: string }> {
  const me = (await api(server.url, '/api/auth/user', { token: (await login(server.url, 'customer')).token })).body;
  const created = await api(server.url, '/api/user?sendActivationMail=false', {
    token: tenant, body: { email: `ttl-${Date.now()}-${Math.random().toString(36).slice(2)}@tessera.test`, authority: 'CUSTOMER_USER', customerId: me.customerId },
  });
  const link = await api(server.url, `/api/user/${created.body.id.id}/activationLink`, { token: tenant });
  return { id: created.body.id.id, token: new URL(link.text).searchParams.get('activateToken')! };
}

describe('activation token lifetime (security settings)', () => {
  it('is 24 hours by default and saved between 1 and 24', async () => {
    const current = (await api(server.url, '/api/admin/securitySettings', { token: sysadmin })).body;
    expect(current.userActivationTokenTtl).toBe(24);
    const saved = await api(server.url, '/api/admin/securitySettings', { token: sysadmin, body: { ...current, userActivationTokenTtl: 2 } });
    expect(saved.body.userActivationTokenTtl).toBe(2);
    const zero = await api(server.url, '/api/admin/securitySettings', { token: sysadmin, body: { ...current, userActivationTokenTtl: 0 } });
    expect([zero.status, zero.body.errorCode]).toEqual([400, 31]);
  });

  it('refuses an expired token, and a new activation link works again', async () => {
    const user = await newPendingUser();
    ageActivationToken(user.id, 3);
    const check = await fetch(`${server.url}/api/noauth/activate?activateToken=${user.token}`, { redirect: 'manual' });
    expect(check.status).toBe(409);
    const expired = await api(server.url, '/api/noauth/activate?sendActivationMail=false', { body: { activateToken: user.token, password: 'Secret-123' } });
    expect([expired.status, expired.body.message]).toEqual([400, 'Activation token expired!']);

    const link = await api(server.url, `/api/user/${user.id}/activationLink`, { token: tenant });
    const renewed = new URL(link.text).searchParams.get('activateToken')!;
    expect(renewed).not.toBe(user.token);
    const activated = await api(server.url, '/api/noauth/activate?sendActivationMail=false', { body: { activateToken: renewed, password: 'Secret-123' } });
    expect(activated.status).toBe(200);
  });

  it('keeps a token younger than the lifetime', async () => {
    const user = await newPendingUser();
    ageActivationToken(user.id, 1);
    const link = await api(server.url, `/api/user/${user.id}/activationLink`, { token: tenant });
    expect(new URL(link.text).searchParams.get('activateToken')).toBe(user.token);
    const activated = await api(server.url, '/api/noauth/activate?sendActivationMail=false', { body: { activateToken: user.token, password: 'Secret-123' } });
    expect(activated.status).toBe(200);
  });
});
