import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { sqlite } from './accountHelpers';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api } from './helpers';
import { demoServer, countRows, demoContext, eid, expectError, pageQuery, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let base: string;
let tokens: Tokens;

demoServer((suite) => ({ server, base, tokens } = suite));

const CONFIG = {
  widgets: {},
  states: { default: { name: 'D', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' } } } } },
  entityAliases: {},
  filters: {},
  timewindow: { realtime: { timewindowMs: 60000 } },
  settings: { stateControllerId: 'entity', showTitle: false },
};
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const get = (path: string, token: string) => api(base, path, { token });
const setInfo = (table: string, id: string, info: unknown) =>
  sqlite(server, (db) => db.prepare(`update ${table} set additional_info = ? where id = ?`).run(JSON.stringify(info), id));

describe('dashboards', () => {
  it('seeds the demo tenant with the "Thermostats" dashboard of live widgets', async () => {
    const list = await get(`/api/tenant/dashboards?${pageQuery()}`, tokens.tenant);
    expect(list.body.data.map((d: { title: string }) => d.title)).toEqual(['Thermostats']);
    expect(list.body.data[0]).not.toHaveProperty('configuration');
    const full = await get(`/api/dashboard/${list.body.data[0].id.id}`, tokens.tenant);
    expect(full.body.configuration).toMatchObject({ states: { default: { name: 'Thermostats', root: true } }, filters: {} });
    expect(Object.keys(full.body.configuration.widgets)).toHaveLength(5);
    expect(Object.keys(full.body.configuration.states.default.layouts.main.widgets).sort()).toEqual(Object.keys(full.body.configuration.widgets).sort());
    expect(full.body.configuration.timewindow.realtime.timewindowMs).toBe(300000);
  });

  it('saves, reads and updates a dashboard, keeping the configuration as given and ignoring non-writable fields', async () => {
    const admin = await newTenantAdmin(server);
    const buyer = await newCustomerUser(server, admin.tenantId, 'Dash buyer');
    const created = await saved(base, '/api/dashboard', admin.token, {
      title: 'Plant',
      image: PNG,
      mobileOrder: 2,
      configuration: { ...CONFIG, custom: [1, 'two', null] },
      tenantId: eid('TENANT', UNKNOWN_UUID),
      assignedCustomers: [{ customerId: eid('CUSTOMER', buyer.customerId), title: 'x', public: false }],
    });
    expect(created).toEqual({
      id: { entityType: 'DASHBOARD', id: expect.any(String) },
      createdTime: expect.any(Number),
      tenantId: eid('TENANT', admin.tenantId),
      title: 'Plant',
      name: 'Plant',
      image: PNG,
      assignedCustomers: [],
      mobileHide: false,
      mobileOrder: 2,
      configuration: { ...CONFIG, custom: [1, 'two', null] },
    });
    const info = await get(`/api/dashboard/info/${created.id.id}`, admin.token);
    const { configuration: _c, ...expectedInfo } = created;
    expect(info.body).toEqual(expectedInfo);

    await saved(base, `/api/customer/${buyer.customerId}/dashboard/${created.id.id}`, admin.token, undefined);
    const updated = await saved(base, '/api/dashboard', admin.token, { ...created, title: 'Plant 2', image: null, mobileHide: true, assignedCustomers: [] });
    expect(updated).toMatchObject({ id: created.id, title: 'Plant 2', name: 'Plant 2', image: null, mobileHide: true, createdTime: created.createdTime });
    expect(updated.assignedCustomers).toEqual([{ customerId: eid('CUSTOMER', buyer.customerId), title: 'Dash buyer', public: false }]);
  });

  it.each([
    ['no title', { title: undefined }],
    ['a blank title', { title: '  ' }],
    ['a 256-character title', { title: 't'.repeat(256) }],
    ['a numeric title', { title: 5 }],
    ['an image that is not a data URL', { image: 'https://example.com/x.png' }],
    ['a configuration array', { configuration: [] }],
    ['a configuration string', { configuration: '{}' }],
    ['a fractional mobileOrder', { mobileOrder: 1.5 }],
    ['mobileHide as a number', { mobileHide: 1 }],
    ['a malformed id', { id: { entityType: 'DASHBOARD', id: 'nope' } }],
    ['an id of another type', { id: { entityType: 'DEVICE', id: UNKNOWN_UUID } }],
  ])('refuses %s with 400/31 and stores nothing', async (_name, override) => {
    const before = countRows(server, 'dashboard');
    expectError(await api(base, '/api/dashboard', { token: tokens.tenant, body: { title: 'Bad', configuration: CONFIG, ...override } }), 400, 31);
    expect(countRows(server, 'dashboard')).toBe(before);
  });

  it('refuses a body that is not an object, and an unknown id with 404', async () => {
    const before = countRows(server, 'dashboard');
    expectError(await api(base, '/api/dashboard', { token: tokens.tenant, body: [] }), 400, 31);
    expectError(await api(base, '/api/dashboard', { token: tokens.tenant, body: { id: eid('DASHBOARD', UNKNOWN_UUID), title: 'Ghost' } }), 404, 32);
    expect(countRows(server, 'dashboard')).toBe(before);
  });

  it('pages the tenant list with title search and the mobile flag', async () => {
    const admin = await newTenantAdmin(server);
    for (const [title, mobileHide, mobileOrder] of [['Alpha', false, 3], ['beta', false, null], ['Gamma', true, 1], ['Alphabet', false, 1]] as const) {
      await saved(base, '/api/dashboard', admin.token, { title, mobileHide, mobileOrder });
    }
    const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((d) => d.title);
    const search = await get(`/api/tenant/dashboards?${pageQuery({ textSearch: 'ALPHA', sortProperty: 'title', sortOrder: 'DESC' })}`, admin.token);
    expect([titles(search), search.body.totalElements]).toEqual([['Alphabet', 'Alpha'], 2]);
    expect(titles(await get(`/api/tenant/dashboards?${pageQuery({ mobile: 'true' })}`, admin.token))).toEqual(['Alphabet', 'Alpha', 'beta']);
    const page = await get('/api/tenant/dashboards?pageSize=3&page=1&sortProperty=title', admin.token);
    expect(page.body).toMatchObject({ totalElements: 4, totalPages: 2, hasNext: false });
    expectError(await get('/api/tenant/dashboards?pageSize=3&page=0&sortProperty=configuration', admin.token), 400, 31);
    expectError(await get('/api/tenant/dashboards?pageSize=3&page=0&mobile=maybe', admin.token), 400, 31);
  });

  it('lets the system administrator list a tenant’s dashboards, and nobody else', async () => {
    const admin = await newTenantAdmin(server);
    await saved(base, '/api/dashboard', admin.token, { title: 'Seen by sysadmin' });
    const list = await get(`/api/tenant/${admin.tenantId}/dashboards?${pageQuery()}`, tokens.sysadmin);
    expect(list.body.data.map((d: { title: string }) => d.title)).toEqual(['Seen by sysadmin']);
    expectError(await get(`/api/tenant/${admin.tenantId}/dashboards?${pageQuery()}`, admin.token), 403, 20);
    expectError(await get(`/api/tenant/${UNKNOWN_UUID}/dashboards?${pageQuery()}`, tokens.sysadmin), 404, 32);
    expectError(await api(base, '/api/dashboard', { token: tokens.sysadmin, body: { title: 'Sys' } }), 403, 20);
  });

  it('assigns to customers one by one, by replacement, addition and removal, and customer users read only theirs', async () => {
    const admin = await newTenantAdmin(server);
    const one = await newCustomerUser(server, admin.tenantId, 'Dash one');
    const two = await newCustomerUser(server, admin.tenantId, 'Dash two');
    const dash = await saved(base, '/api/dashboard', admin.token, { title: 'Shared', configuration: CONFIG });
    const ids = (d: { assignedCustomers: { customerId: { id: string } }[] }) => d.assignedCustomers.map((c) => c.customerId.id).sort();

    expectError(await get(`/api/dashboard/${dash.id.id}`, one.token), 403, 20);
    const assigned = await saved(base, `/api/customer/${one.customerId}/dashboard/${dash.id.id}`, admin.token, undefined);
    expect(ids(assigned)).toEqual([one.customerId]);
    expect((await get(`/api/dashboard/${dash.id.id}`, one.token)).body.configuration).toEqual(CONFIG);
    expect((await get(`/api/customer/${one.customerId}/dashboards?${pageQuery()}`, one.token)).body.data.map((d: { title: string }) => d.title)).toEqual(['Shared']);
    expectError(await get(`/api/customer/${two.customerId}/dashboards?${pageQuery()}`, one.token), 403, 20);
    expect((await get(`/api/customer/${two.customerId}/dashboards?${pageQuery()}`, admin.token)).body.totalElements).toBe(0);

    expect(ids(await saved(base, `/api/dashboard/${dash.id.id}/customers`, admin.token, [two.customerId]))).toEqual([two.customerId]);
    expect(ids(await saved(base, `/api/dashboard/${dash.id.id}/customers/add`, admin.token, [one.customerId, two.customerId]))).toEqual([one.customerId, two.customerId].sort());
    expect(ids(await saved(base, `/api/dashboard/${dash.id.id}/customers/remove`, admin.token, [two.customerId]))).toEqual([one.customerId]);
    const unassigned = await api(base, `/api/customer/${one.customerId}/dashboard/${dash.id.id}`, { method: 'DELETE', token: admin.token });
    expect([unassigned.status, unassigned.body.assignedCustomers]).toEqual([200, []]);
    expectError(await get(`/api/dashboard/${dash.id.id}`, one.token), 403, 20);
    expectError(await api(base, '/api/dashboard', { token: one.token, body: { ...dash, title: 'By customer' } }), 403, 20);
  });

  it('refuses bad customer lists and foreign customers, changing nothing', async () => {
    const admin = await newTenantAdmin(server);
    const own = await newCustomerUser(server, admin.tenantId, 'Dash own');
    const stranger = await newTenantAdmin(server);
    const foreign = await newCustomerUser(server, stranger.tenantId, 'Dash foreign');
    const dash = await saved(base, '/api/dashboard', admin.token, { title: 'Guarded' });
    await saved(base, `/api/dashboard/${dash.id.id}/customers`, admin.token, [own.customerId]);
    const path = `/api/dashboard/${dash.id.id}/customers`;
    expectError(await api(base, path, { token: admin.token, body: { ids: [own.customerId] } }), 400, 31);
    expectError(await api(base, path, { token: admin.token, body: ['not-a-uuid'] }), 400, 31);
    expectError(await api(base, path, { token: admin.token, body: [42] }), 400, 31);
    expectError(await api(base, path, { token: admin.token, body: [UNKNOWN_UUID] }), 404, 32);
    expectError(await api(base, path, { token: admin.token, body: [foreign.customerId] }), 403, 20);
    expectError(await api(base, `/api/customer/${foreign.customerId}/dashboard/${dash.id.id}`, { method: 'POST', token: admin.token }), 403, 20);
    expect(countRows(server, 'dashboard_customer', 'dashboard_id = ?', dash.id.id)).toBe(1);
  });

  it('makes a dashboard public and private; the public viewer reads only public dashboards', async () => {
    const admin = await newTenantAdmin(server);
    const open = await saved(base, '/api/dashboard', admin.token, { title: 'Open', configuration: CONFIG });
    const closed = await saved(base, '/api/dashboard', admin.token, { title: 'Closed' });
    const made = await saved(base, `/api/customer/public/dashboard/${open.id.id}`, admin.token, undefined);
    expect(made.assignedCustomers).toEqual([{ customerId: { entityType: 'CUSTOMER', id: expect.any(String) }, title: 'Public', public: true }]);
    const publicId = made.assignedCustomers[0].customerId.id;
    const login = await api(base, '/api/auth/login/public', { body: { publicId } });
    const viewer = login.body.token;
    expect((await get(`/api/dashboard/${open.id.id}`, viewer)).body.configuration).toEqual(CONFIG);
    expectError(await get(`/api/dashboard/${closed.id.id}`, viewer), 403, 20);
    expect((await get(`/api/customer/${publicId}/dashboards?${pageQuery()}`, viewer)).body.data.map((d: { title: string }) => d.title)).toEqual(['Open']);
    expectError(await api(base, `/api/customer/public/dashboard/${closed.id.id}`, { method: 'POST', token: viewer }), 403, 20);

    const privateAgain = await api(base, `/api/customer/public/dashboard/${open.id.id}`, { method: 'DELETE', token: admin.token });
    expect([privateAgain.status, privateAgain.body.assignedCustomers]).toEqual([200, []]);
    expectError(await get(`/api/dashboard/${open.id.id}`, viewer), 403, 20);
  });

  it('deletes a dashboard with its assignments, unless a device profile opens it', async () => {
    const admin = await newTenantAdmin(server);
    const buyer = await newCustomerUser(server, admin.tenantId, 'Dash deleter');
    const dash = await saved(base, '/api/dashboard', admin.token, { title: 'Doomed' });
    await saved(base, `/api/customer/${buyer.customerId}/dashboard/${dash.id.id}`, admin.token, undefined);
    const profile = await saved(base, '/api/deviceProfile', admin.token, { name: 'Opens doomed', defaultDashboardId: dash.id });
    expect(profile.defaultDashboardId).toEqual(dash.id);
    expect((await get(`/api/deviceProfileInfo/${profile.id.id}`, admin.token)).body.defaultDashboardId).toEqual(dash.id);
    expectError(await api(base, `/api/dashboard/${dash.id.id}`, { method: 'DELETE', token: admin.token }), 400, 31, 'The dashboard referenced by the device profiles cannot be deleted!');
    await saved(base, '/api/deviceProfile', admin.token, { ...profile, defaultDashboardId: null });
    const res = await api(base, `/api/dashboard/${dash.id.id}`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.text]).toEqual([200, '']);
    expectError(await get(`/api/dashboard/${dash.id.id}`, admin.token), 404, 32);
    expect(countRows(server, 'dashboard_customer', 'dashboard_id = ?', dash.id.id)).toBe(0);
    expectError(await api(base, `/api/dashboard/${dash.id.id}`, { method: 'DELETE', token: admin.token }), 404, 32);
    expectError(await api(base, '/api/dashboard/not-a-uuid', { method: 'DELETE', token: admin.token }), 400, 31);
  });

  it('refuses device-profile links to unknown or foreign dashboards and rule chains', async () => {
    const admin = await newTenantAdmin(server);
    const stranger = await newTenantAdmin(server);
    const foreignDash = await saved(base, '/api/dashboard', stranger.token, { title: 'Foreign' });
    const foreignChain = (await get(`/api/ruleChains?${pageQuery()}`, stranger.token)).body.data[0];
    const before = countRows(server, 'device_profile');
    for (const link of [
      { defaultDashboardId: foreignDash.id },
      { defaultDashboardId: eid('DASHBOARD', UNKNOWN_UUID) },
      { defaultDashboardId: eid('DEVICE', UNKNOWN_UUID) },
      { defaultRuleChainId: foreignChain.id },
      { defaultRuleChainId: eid('RULE_CHAIN', UNKNOWN_UUID) },
    ]) {
      const res = await api(base, '/api/deviceProfile', { token: admin.token, body: { name: 'Linked', ...link } });
      expectError(res, 400, 31);
      expect(res.text).not.toContain('Foreign');
    }
    expect(countRows(server, 'device_profile')).toBe(before);
  });

  it('enforces the tenant profile’s maxDashboards on creation only', async () => {
    const admin = await newTenantAdmin(server, { maxDashboards: 1 });
    const first = await saved(base, '/api/dashboard', admin.token, { title: 'Only' });
    expectError(await api(base, '/api/dashboard', { token: admin.token, body: { title: 'One too many' } }), 400, 31, "Can't create more then 1 dashboards!");
    await saved(base, '/api/dashboard', admin.token, { ...first, title: 'Only renamed' });
    expect(countRows(server, 'dashboard', 'tenant_id = ?', admin.tenantId)).toBe(1);
  });

  it('answers the server time and the datapoints limit as JSON numbers to every role', async () => {
    for (const token of Object.values(tokens)) {
      const time = await get('/api/dashboard/serverTime', token);
      expect([time.status, typeof time.body, Math.abs(time.body - Date.now()) < 60_000]).toEqual([200, 'number', true]);
      const limit = await get('/api/dashboard/maxDatapointsLimit', token);
      expect([limit.status, limit.text, limit.headers.get('content-type')]).toEqual([200, '500', expect.stringContaining('application/json')]);
    }
    expect((await api(base, '/api/dashboard/serverTime')).status).toBe(401);
  });
});

describe('home dashboards', () => {
  it('look in the user’s, then the customer’s, then the tenant’s additionalInfo, skipping unreadable ones', async () => {
    const admin = await newTenantAdmin(server);
    const buyer = await newCustomerUser(server, admin.tenantId, 'Home buyer');
    const tenantHome = await saved(base, '/api/dashboard', admin.token, { title: 'Tenant home' });
    const customerHome = await saved(base, '/api/dashboard', admin.token, { title: 'Customer home' });
    const userHome = await saved(base, '/api/dashboard', admin.token, { title: 'User home' });

    for (const path of ['/api/dashboard/home', '/api/dashboard/home/info']) {
      for (const token of [admin.token, buyer.token, tokens.sysadmin]) expect(await get(path, token)).toMatchObject({ status: 200, text: '' });
    }
    expect((await get('/api/tenant/dashboard/home/info', admin.token)).body).toEqual({ dashboardId: null, hideDashboardToolbar: true });

    const set = await api(base, '/api/tenant/dashboard/home/info', { token: admin.token, body: { dashboardId: tenantHome.id, hideDashboardToolbar: false } });
    expect([set.status, set.text]).toEqual([200, '']);
    expect((await get('/api/tenant/dashboard/home/info', admin.token)).body).toEqual({ dashboardId: tenantHome.id, hideDashboardToolbar: false });
    expect((await server.stores.tenants.findById(admin.tenantId))!.additionalInfo).toEqual({ homeDashboardId: tenantHome.id.id, homeDashboardHideToolbar: false });
    const adminHome = await get('/api/dashboard/home', admin.token);
    expect(adminHome.body).toMatchObject({ id: tenantHome.id, title: 'Tenant home', hideDashboardToolbar: false, configuration: null });
    expect((await get('/api/dashboard/home/info', admin.token)).body).toEqual({ dashboardId: tenantHome.id, hideDashboardToolbar: false });
    // Not assigned to the buyer's customer: skipped.
    expect((await get('/api/dashboard/home', buyer.token)).text).toBe('');
    await saved(base, `/api/customer/${buyer.customerId}/dashboard/${tenantHome.id.id}`, admin.token, undefined);
    expect((await get('/api/dashboard/home', buyer.token)).body.title).toBe('Tenant home');

    await saved(base, `/api/customer/${buyer.customerId}/dashboard/${customerHome.id.id}`, admin.token, undefined);
    setInfo('customer', buyer.customerId, { homeDashboardId: customerHome.id.id });
    expect((await get('/api/dashboard/home/info', buyer.token)).body).toEqual({ dashboardId: customerHome.id, hideDashboardToolbar: true });
    // The user's own choice wins, once the user may read it.
    const user = (await server.stores.users.findByEmail('home-buyer@entities.test'))!;
    setInfo('tb_user', user.id.id, { homeDashboardId: userHome.id.id, homeDashboardHideToolbar: true });
    expect((await get('/api/dashboard/home', buyer.token)).body.title).toBe('Customer home');
    await saved(base, `/api/customer/${buyer.customerId}/dashboard/${userHome.id.id}`, admin.token, undefined);
    expect((await get('/api/dashboard/home', buyer.token)).body.title).toBe('User home');
    // The tenant administrator's lookup never reaches the customer's.
    expect((await get('/api/dashboard/home', admin.token)).body.title).toBe('Tenant home');

    const cleared = await api(base, '/api/tenant/dashboard/home/info', { token: admin.token, body: { dashboardId: null, hideDashboardToolbar: true } });
    expect(cleared.status).toBe(200);
    expect((await get('/api/tenant/dashboard/home/info', admin.token)).body).toEqual({ dashboardId: null, hideDashboardToolbar: true });
    expect((await get('/api/dashboard/home', admin.token)).text).toBe('');
  });

  it('refuse setting the tenant home to a bad, unknown or foreign dashboard, changing nothing', async () => {
    const admin = await newTenantAdmin(server);
    const stranger = await newTenantAdmin(server);
    const foreign = await saved(base, '/api/dashboard', stranger.token, { title: 'Not yours' });
    const post = (body: unknown, token = admin.token) => api(base, '/api/tenant/dashboard/home/info', { token, body });
    expectError(await post({ dashboardId: 'x' }), 400, 31);
    expectError(await post({ dashboardId: eid('DEVICE', UNKNOWN_UUID) }), 400, 31);
    expectError(await post({ dashboardId: eid('DASHBOARD', UNKNOWN_UUID) }), 404, 32);
    expectError(await post({ dashboardId: foreign.id, hideDashboardToolbar: 'no' }), 400, 31);
    const refused = await post({ dashboardId: foreign.id });
    expectError(refused, 403, 20);
    expect(refused.text).not.toContain('Not yours');
    expectError(await post({ dashboardId: null }, tokens.customer), 403, 20);
    expectError(await get('/api/tenant/dashboard/home/info', tokens.sysadmin), 403, 20);
    expect((await server.stores.tenants.findById(admin.tenantId))!.additionalInfo).toBeNull();
  });
});
