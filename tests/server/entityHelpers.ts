import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createActiveUser, sqlite } from './accountHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { loginAs } from './tenancyHelpers';

/*
 * Helpers for the device, asset, entity-view and relation suites: a fresh tenant with
 * its own administrator (so list totals are exact), and saves that must succeed.
 */

let tenantCounter = 0;

/** A new tenant (optionally with entity limits) with a logged-in administrator. */
export async function newTenantAdmin(server: RunningServer, limits: Record<string, number> = {}) {
  const n = ++tenantCounter;
  const profile = await server.stores.tenantProfiles.create({ name: `Entities profile ${n}`, profileData: { configuration: { type: 'DEFAULT', ...limits } } });
  const tenant = await server.stores.tenants.create({ title: `Entities tenant ${n}`, tenantProfileId: profile.id.id });
  const email = `admin${n}@entities.test`;
  await createActiveUser(server, { email, password: 'entities-admin', authority: 'TENANT_ADMIN', tenantId: tenant.id.id });
  const token = await loginAs(server, email, 'entities-admin');
  const defaultProfile = (await server.stores.deviceProfiles.findDefault(tenant.id.id))!;
  return { tenantId: tenant.id.id, token, defaultProfileId: defaultProfile.id.id };
}

/** A customer of `tenantId` with a logged-in customer user. */
export async function newCustomerUser(server: RunningServer, tenantId: string, title: string) {
  const customer = await server.stores.customers.create({ tenantId, title });
  const email = `${title.toLowerCase().replace(/\W+/g, '-')}@entities.test`;
  await createActiveUser(server, { email, password: 'entities-user', authority: 'CUSTOMER_USER', tenantId, customerId: customer.id.id });
  return { customerId: customer.id.id, token: await loginAs(server, email, 'entities-user') };
}

/** POSTs `body` to `path` and returns the saved entity, failing the test on anything but 200. */
export async function saved<T = any>(base: string, path: string, token: string, body: unknown): Promise<T> {
  const res = await api(base, path, { method: 'POST', token, body });
  expect([path, res.status, res.status === 200 ? '' : res.text]).toEqual([path, 200, '']);
  return res.body as T;
}

export const names = (body: { data: { name: string }[] }) => body.data.map((e) => e.name);

/** Relations touching `id` in the database, whatever their direction. */
export function countRelations(server: RunningServer, id: string): number {
  return sqlite(server, (db) => (db.prepare('select count(*) as n from relation where from_id = ? or to_id = ?').get(id, id) as { n: number }).n);
}

export type TenantAdmin = Awaited<ReturnType<typeof newTenantAdmin>>;

/**
 * Starts a test server with a fresh tenant administrator before the file's tests (handing both to
 * `started`) and closes it, with its temp folders, after them.
 */
export function tenantAdminServer(started: (suite: { server: RunningServer; base: string; admin: TenantAdmin }) => void): void {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    started({ server, base: server.url, admin: await newTenantAdmin(server) });
  });
  afterAll(async () => {
    await server?.close();
    await removeTempDirs();
  });
}
