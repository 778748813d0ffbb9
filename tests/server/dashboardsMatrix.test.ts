import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createOtherTenant } from './accountHelpers';
import { saved } from './entityHelpers';
import { api, ERROR_KEYS, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, loginAs, pageQuery, type Tokens } from './tenancyHelpers';

/*
 * Cross-tenant and cross-role matrix for the dashboard and rule-chain endpoints
 * (contract §12): each called on the other side's entities is refused 403/20 with a
 * body of the four error fields that names nothing of the entity, and changes nothing.
 */

interface Call { method: string; path: string; body?: unknown; write: boolean }
type Side = Record<'dashboard' | 'chain' | 'customer' | 'ownCustomer', string>;

let server: RunningServer;
let base: string;
let tokens: Tokens;
let adminB: string;
let userB: string;
let sideA: Side;
let sideB: Side;
const SECRETS = ['Secret', 'Thermostats', 'Root Rule Chain'];

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  const demo = await demoContext(server);
  tokens = demo.tokens;
  const other = await createOtherTenant(server, 'dashboards');
  adminB = await loginAs(server, other.admin.email, 'other-admin');
  userB = await loginAs(server, other.user.email, 'other-user');
  const dashboardB = await saved(base, '/api/dashboard', adminB, { title: 'Secret dashboard B', configuration: { widgets: {} } });
  await saved(base, `/api/customer/${other.customer.id.id}/dashboard/${dashboardB.id.id}`, adminB, undefined);
  await saved(base, `/api/customer/public/dashboard/${dashboardB.id.id}`, adminB, undefined);
  const chainB = await saved(base, '/api/ruleChain', adminB, { name: 'Secret chain B' });
  sideB = { dashboard: dashboardB.id.id, chain: chainB.id.id, customer: other.customer.id.id, ownCustomer: demo.customerId };

  const dashboardA = (await api(base, `/api/tenant/dashboards?${pageQuery()}`, { token: tokens.tenant })).body.data[0];
  await saved(base, `/api/customer/${demo.customerId}/dashboard/${dashboardA.id.id}`, tokens.tenant, undefined);
  const chainA = (await api(base, `/api/ruleChains?${pageQuery()}`, { token: tokens.tenant })).body.data[0];
  sideA = { dashboard: dashboardA.id.id, chain: chainA.id.id, customer: demo.customerId, ownCustomer: other.customer.id.id };
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const r = (method: string, path: string, body?: unknown): Call => ({ method, path, body, write: method !== 'GET' });
const dashboardId = { entityType: 'DASHBOARD', id: '${dashboard}' };
const chainId = { entityType: 'RULE_CHAIN', id: '${chain}' };

const DASHBOARD_CALLS: Call[] = [
  r('GET', '/api/dashboard/${dashboard}'),
  r('DELETE', '/api/dashboard/${dashboard}'),
  r('POST', '/api/dashboard', { id: dashboardId, title: 'Hijacked dashboard' }),
  r('POST', '/api/customer/${ownCustomer}/dashboard/${dashboard}'),
  r('DELETE', '/api/customer/${customer}/dashboard/${dashboard}'),
  r('POST', '/api/dashboard/${dashboard}/customers', ['${ownCustomer}']),
  r('POST', '/api/dashboard/${dashboard}/customers/add', ['${ownCustomer}']),
  r('POST', '/api/dashboard/${dashboard}/customers/remove', ['${customer}']),
  r('POST', '/api/customer/public/dashboard/${dashboard}'),
  r('DELETE', '/api/customer/public/dashboard/${dashboard}'),
  r('GET', `/api/customer/\${customer}/dashboards?${pageQuery()}`),
  r('POST', '/api/tenant/dashboard/home/info', { dashboardId, hideDashboardToolbar: true }),
  r('POST', '/api/deviceProfile', { name: 'Hijacked profile', defaultDashboardId: dashboardId }),
];
const INFO_CALL = r('GET', '/api/dashboard/info/${dashboard}');
const CHAIN_CALLS: Call[] = [
  r('GET', '/api/ruleChain/${chain}'),
  r('GET', '/api/ruleChain/${chain}/metadata'),
  r('DELETE', '/api/ruleChain/${chain}'),
  r('POST', '/api/ruleChain', { id: chainId, name: 'Hijacked chain' }),
  r('POST', '/api/ruleChain/${chain}/root'),
  r('POST', '/api/ruleChain/metadata', { ruleChainId: chainId, nodes: [], connections: [] }),
];

type Caller = 'tenantAdmin' | 'customerUser' | 'sysadmin';

/** Refusals are 403/20, except a device profile pointing at a foreign dashboard, which is invalid input (400/31). */
function expected(call: Call, caller: Caller): [number, number] {
  if (call.path === '/api/deviceProfile' && caller === 'tenantAdmin') return [400, 31];
  return [403, 20];
}

async function expectRefused(token: string, caller: Caller, side: Side, calls: Call[]) {
  const fill = (value: unknown) => JSON.parse(JSON.stringify(value ?? null).replace(/\$\{(\w+)\}/g, (_m, key: keyof Side) => side[key]));
  for (const call of calls) {
    const res = await api(base, fill(call.path), { method: call.method, token, body: call.body === undefined ? undefined : fill(call.body) });
    const [status, code] = expected(call, caller);
    expect([call.method, call.path, res.status]).toEqual([call.method, call.path, status]);
    expect([call.path, Object.keys(res.body ?? {}).sort(), res.body?.errorCode]).toEqual([call.path, ERROR_KEYS, code]);
    for (const secret of SECRETS) expect([call.path, res.text.includes(secret)]).toEqual([call.path, false]);
  }
}

describe('the dashboard and rule-chain endpoints across tenants and roles', () => {
  it('refuse tenant A’s administrator everything of tenant B', async () => {
    await expectRefused(tokens.tenant, 'tenantAdmin', sideB, [...DASHBOARD_CALLS, INFO_CALL, ...CHAIN_CALLS]);
  });

  it('refuse customer users of either tenant the other’s dashboards, and every rule-chain call', async () => {
    await expectRefused(tokens.customer, 'customerUser', sideB, [...DASHBOARD_CALLS, INFO_CALL, ...CHAIN_CALLS]);
    await expectRefused(userB, 'customerUser', sideA, [...DASHBOARD_CALLS, INFO_CALL, ...CHAIN_CALLS]);
    // Their own tenant's too, for writes and rule chains.
    await expectRefused(tokens.customer, 'customerUser', { ...sideA, ownCustomer: sideA.customer }, [...DASHBOARD_CALLS.filter((call) => call.write), ...CHAIN_CALLS]);
    expect((await api(base, `/api/dashboard/${sideA.dashboard}`, { token: tokens.customer })).status).toBe(200);
  });

  it('refuse the public viewer of tenant B tenant A’s dashboards and every write', async () => {
    const login = await api(base, '/api/auth/login/public', { body: { publicId: (await server.stores.customers.findOrCreatePublicCustomer((await server.stores.dashboards.findById(sideB.dashboard))!.tenantId.id)).id.id } });
    const viewer = login.body.token;
    expect((await api(base, `/api/dashboard/${sideB.dashboard}`, { token: viewer })).status).toBe(200);
    await expectRefused(viewer, 'customerUser', sideA, [...DASHBOARD_CALLS, INFO_CALL, ...CHAIN_CALLS]);
    await expectRefused(viewer, 'customerUser', sideB, [...DASHBOARD_CALLS.filter((call) => call.write), ...CHAIN_CALLS]);
  });

  it('refuse the system administrator every dashboard write and every rule-chain call', async () => {
    await expectRefused(tokens.sysadmin, 'sysadmin', sideB, [...DASHBOARD_CALLS.filter((call) => call.write || call.path.startsWith('/api/dashboard/')), ...CHAIN_CALLS]);
    expect((await api(base, `/api/dashboard/info/${sideB.dashboard}`, { token: tokens.sysadmin })).status).toBe(200);
  });

  it('confine lists to the caller’s own tenant', async () => {
    for (const path of [`/api/tenant/dashboards?${pageQuery({ textSearch: 'Secret' })}`, `/api/ruleChains?${pageQuery({ textSearch: 'Secret' })}`]) {
      expect((await api(base, path, { token: tokens.tenant })).body.totalElements).toBe(0);
    }
    expect((await api(base, `/api/tenant/${sideB.customer}/dashboards?${pageQuery()}`, { token: tokens.tenant })).status).toBe(403);
  });

  it('left both tenants’ dashboards and chains untouched', async () => {
    const dashboardB = (await server.stores.dashboards.findById(sideB.dashboard))!;
    expect(dashboardB.title).toBe('Secret dashboard B');
    expect(dashboardB.assignedCustomers.map((c) => c.title).sort()).toEqual(['Other customer dashboards', 'Public']);
    expect((await server.stores.dashboards.findById(sideA.dashboard))!.assignedCustomers.map((c) => c.customerId.id)).toEqual([sideA.customer]);
    expect((await server.stores.ruleChains.findById(sideB.chain))).toMatchObject({ name: 'Secret chain B', root: false });
    expect((await server.stores.ruleChains.findMetadata(sideB.chain)).nodes).toEqual([]);
    expect((await server.stores.ruleChains.findById(sideA.chain))!.root).toBe(true);
    expect(countRows(server, 'dashboard', "title like 'Hijacked%'") + countRows(server, 'rule_chain', "name like 'Hijacked%'") + countRows(server, 'device_profile', "name like 'Hijacked%'")).toBe(0);
    for (const tenant of [dashboardB.tenantId.id]) expect((await server.stores.tenants.findById(tenant))!.additionalInfo).toBeNull();
  });
});
