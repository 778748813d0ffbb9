import http from 'node:http';
import { SignJWT } from 'jose';
import type { RunningServer } from '../../server/main';
import { hashPassword } from '../../server/security/passwords';
import type { Authority } from '../../server/store/UserStore';
import { openDirect, type DirectDb } from './directSql';

/** Access and refresh tokens for `email` issued 30 s ago, i.e. before any change made now. */
export async function oldTokens(server: RunningServer, email: string): Promise<{ access: string; refresh: string }> {
  const user = (await server.stores.users.findByEmail(email))!;
  const key = await server.stores.settings.getJson<{ tokenSigningKey: string }>('jwt');
  const secret = new Uint8Array(Buffer.from(key!.tokenSigningKey, 'base64'));
  const iat = Math.floor(Date.now() / 1000) - 30;
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setSubject(email).setIssuer('thingsboard.io').setIssuedAt(iat).setExpirationTime(iat + 3600).sign(secret);
  return {
    access: await sign({ scopes: [user.authority], userId: user.id.id, isPublic: false, tenantId: user.tenantId.id, customerId: user.customerId.id }),
    refresh: await sign({ scopes: ['REFRESH_TOKEN'], userId: user.id.id, isPublic: false, jti: crypto.randomUUID() }),
  };
}

/** Rewrites a value the API never lets a client set, as an operator with database access could (SQLite or PostgreSQL). */
export function sqlite<T>(server: RunningServer, work: (db: DirectDb) => T): T {
  const db = openDirect(server.config);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export function agePassword(server: RunningServer, email: string, days: number): void {
  sqlite(server, (db) =>
    db
      .prepare('update user_credentials set password_changed_ts = ? where user_id = (select id from tb_user where lower(email) = lower(?))')
      .run(Date.now() - days * 86_400_000, email),
  );
}

export function countUsers(server: RunningServer, email: string): number {
  return sqlite(server, (db) => (db.prepare('select count(*) as n from tb_user where lower(email) = lower(?)').get(email) as { n: number }).n);
}

/** An active user with a password, created straight in the store. */
export async function createActiveUser(
  server: RunningServer,
  input: { email: string; password: string; authority: Authority; tenantId?: string; customerId?: string },
) {
  return server.stores.users.create(
    { email: input.email, authority: input.authority, tenantId: input.tenantId, customerId: input.customerId, firstName: 'Test', lastName: 'User' },
    { enabled: true, passwordHash: await hashPassword(input.password) },
  );
}

/** A second tenant with an admin and a customer with a user, for cross-tenant checks. */
export async function createOtherTenant(server: RunningServer, suffix: string) {
  const profile = (await server.stores.tenantProfiles.findDefault())!;
  const tenant = await server.stores.tenants.create({ title: `Other ${suffix}`, tenantProfileId: profile.id.id });
  const admin = await createActiveUser(server, { email: `admin-${suffix}@other.test`, password: 'other-admin', authority: 'TENANT_ADMIN', tenantId: tenant.id.id });
  const customer = await server.stores.customers.create({ tenantId: tenant.id.id, title: `Other customer ${suffix}` });
  const user = await createActiveUser(server, {
    email: `user-${suffix}@other.test`,
    password: 'other-user',
    authority: 'CUSTOMER_USER',
    tenantId: tenant.id.id,
    customerId: customer.id.id,
  });
  return { tenant, admin, customer, user };
}

/** A JSON request with a chosen Host header (fetch does not let one set it). */
export function requestWithHost(
  port: number,
  host: string,
  method: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: any }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { Host: host, 'X-Forwarded-Host': host };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['X-Authorization'] = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let data = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (data += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: data ? JSON.parse(data) : undefined }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}
