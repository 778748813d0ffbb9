import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';

/*
 * The sign-in limiter keys activation and reset requests by their token (issue 19): an
 * administrator's script activating many users from one address is not throttled as if
 * it were one account, while one token hammered from one address still is.
 */

const PER_MINUTE = 5;
const USERS = 100;

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ loginRateLimitPerMinute: PER_MINUTE });
  admin = await newTenantAdmin(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

async function pendingUser(n: number): Promise<string> {
  const user = await saved(server.url, '/api/user?sendActivationMail=false', admin.token, { email: `bulk-${n}@activation.test`, authority: 'TENANT_ADMIN' });
  const link = await api(server.url, `/api/user/${user.id.id}/activationLink`, { token: admin.token });
  expect(link.status).toBe(200);
  return new URL(link.text).searchParams.get('activateToken')!;
}

describe('activation behind the sign-in limiter', () => {
  it(`activates ${USERS} users from one address with a limit of ${PER_MINUTE} a minute`, async () => {
    const tokens: string[] = [];
    for (let n = 0; n < USERS; n++) tokens.push(await pendingUser(n));
    const statuses: number[] = [];
    for (const activateToken of tokens) {
      // The GET a mail link opens, then the activation itself, as the console does.
      const check = await api(server.url, `/api/noauth/activate?activateToken=${encodeURIComponent(activateToken)}`, { headers: { Accept: 'application/json' } });
      expect(check.status).not.toBe(429);
      statuses.push((await api(server.url, '/api/noauth/activate?sendActivationMail=false', { body: { activateToken, password: 'Bulk-pass-1' } })).status);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const signIn = await api(server.url, '/api/auth/login', { body: { username: `bulk-${USERS - 1}@activation.test`, password: 'Bulk-pass-1' } });
    expect(signIn.status).toBe(200);
  }, 120_000);

  it('still limits one token sent again and again from one address', async () => {
    const activateToken = await pendingUser(USERS);
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) {
      statuses.push((await api(server.url, '/api/noauth/activate', { body: { activateToken, password: 'x' } })).status);
    }
    expect(statuses.slice(0, PER_MINUTE).every((status) => status === 400)).toBe(true);
    const blocked = await api(server.url, '/api/noauth/activate', { body: { activateToken, password: 'Bulk-pass-1' } });
    expect([blocked.status, blocked.body.errorCode]).toEqual([429, 33]);
  });
});
