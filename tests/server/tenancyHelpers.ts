import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningServer } from '../../server/main';
import { sqlite } from './accountHelpers';
import { api, ERROR_KEYS, errorShape, login, removeTempDirs, startTestServer, type ApiResponse } from './helpers';

export type Tokens = Record<'sysadmin' | 'tenant' | 'customer', string>;

/** Tokens of the three demo accounts and the ids of the demo tenant and customer. */
export async function demoContext(server: RunningServer) {
  const tokens: Tokens = { sysadmin: '', tenant: '', customer: '' };
  for (const role of ['sysadmin', 'tenant', 'customer'] as const) tokens[role] = (await login(server.url, role)).token;
  const customerUser = (await server.stores.users.findByEmail('customer@tessera.io'))!;
  const tenantAdmin = (await server.stores.users.findByEmail('tenant@tessera.io'))!;
  const sysadmin = (await server.stores.users.findByEmail('sysadmin@tessera.io'))!;
  return {
    tokens,
    tenantId: customerUser.tenantId.id,
    customerId: customerUser.customerId.id,
    userIds: { sysadmin: sysadmin.id.id, tenant: tenantAdmin.id.id, customer: customerUser.id.id },
  };
}

/**
 * Starts a test server with the demo data before the file's tests (handing it, its URL and the
 * demo accounts' tokens to `started`) and closes it, with its temp folders, after them.
 */
export function demoServer(started: (suite: { server: RunningServer; base: string; tokens: Tokens }) => void): void {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    started({ server, base: server.url, tokens: (await demoContext(server)).tokens });
  });
  afterAll(async () => {
    await server?.close();
    await removeTempDirs();
  });
}

/** Logs in with a password set directly in the store (accountHelpers.createActiveUser). */
export async function loginAs(server: RunningServer, username: string, password: string): Promise<string> {
  const res = await api(server.url, '/api/auth/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.text}`);
  return res.body.token;
}

/** Asserts the contract error body (exactly the four keys) with the given status and code. */
export function expectError(res: ApiResponse, status: number, errorCode: number, message?: string | RegExp): void {
  expect({ httpStatus: res.status, ...errorShape(res.body ?? {}) }).toMatchObject({
    httpStatus: status,
    status,
    keys: ERROR_KEYS,
    errorCode,
    timestampIsIso: true,
  });
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
}

export const eid = (entityType: string, id: string) => ({ entityType, id });

/** `pageSize=100&page=0` plus the given parameters. */
export function pageQuery(params: Record<string, string | number> = {}): string {
  const all: Record<string, string> = { pageSize: '100', page: '0' };
  for (const [key, value] of Object.entries(params)) all[key] = String(value);
  return new URLSearchParams(all).toString();
}

/** Rewrites the limits of a tenant profile straight in the database. */
export function setProfileLimits(server: RunningServer, profileId: string, limits: Record<string, number>): void {
  sqlite(server, (db) =>
    db
      .prepare('update tenant_profile set profile_data = ? where id = ?')
      .run(JSON.stringify({ configuration: { type: 'DEFAULT', ...limits } }), profileId),
  );
}

export function countRows(server: RunningServer, table: string, where = '1 = 1', ...args: unknown[]): number {
  return sqlite(server, (db) => (db.prepare(`select count(*) as n from ${table} where ${where}`).get(...args) as { n: number }).n);
}

export const UNKNOWN_UUID = '6f1f0000-0000-4000-8000-000000000000';
