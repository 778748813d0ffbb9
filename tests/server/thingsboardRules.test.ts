import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved, tenantAdminServer, type TenantAdmin } from './entityHelpers';
import { api } from './helpers';
import { countRows, expectError } from './tenancyHelpers';

/*
 * Issue 19 entity rules checked against ThingsBoard 3.3.3: widget types keep any
 * non-empty descriptor, assets need a type (TbServiceQueue is reserved), and an entity
 * view goes on an edge only after its device or asset.
 */

let server: RunningServer;
let base: string;
let admin: TenantAdmin;

tenantAdminServer((started) => ({ server, base, admin } = started));

describe('widget types as ThingsBoard stores them', () => {
  it('keeps a descriptor without a type and every key it does not know, byte for byte', async () => {
    const bundle = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Imported from ThingsBoard' });
    const descriptor = {
      sizeX: 7.5,
      sizeY: 0,
      templateHtml: '<div class="x"></div>',
      settingsSchema: { schema: { type: 'object' } },
      defaultConfig: '{not json',
      controllerScript: 'self.onInit = function() {}',
      someFutureKey: { nested: [1, 'two', null] },
    };
    const type = await saved(base, '/api/widgetType', admin.token, { bundleAlias: bundle.alias, name: 'No kind', descriptor });
    expect(type.descriptor).toEqual(descriptor);
    const read = await api(base, `/api/widgetType/${type.id.id}`, { token: admin.token });
    expect(read.body.descriptor).toEqual(descriptor);
    const infos = await api(base, `/api/widgetTypesInfos?isSystem=false&bundleAlias=${bundle.alias}`, { token: admin.token });
    expect(infos.body).toMatchObject([{ name: 'No kind', widgetType: '' }]);
  });

  it('refuses only an empty descriptor, before anything is stored', async () => {
    const bundle = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Empty descriptors' });
    const before = countRows(server, 'widget_type');
    for (const descriptor of [undefined, null, {}, [], '', 'text', 3]) {
      expectError(await api(base, '/api/widgetType', { token: admin.token, body: { bundleAlias: bundle.alias, name: 'Empty', descriptor } }), 400, 31, "Widgets type descriptor can't be empty!");
    }
    expect(countRows(server, 'widget_type')).toBe(before);
  });

  it('lets administrators read a type by id, not customer users', async () => {
    const bundle = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Read rights' });
    const type = await saved(base, '/api/widgetType', admin.token, { bundleAlias: bundle.alias, name: 'Guarded', descriptor: { type: 'static' } });
    const buyer = await newCustomerUser(server, admin.tenantId, 'Widget reader');
    expectError(await api(base, `/api/widgetType/${type.id.id}`, { token: buyer.token }), 403, 20, "You don't have permission to perform this operation!");
    // Customer users still get the types through the bundle queries their dashboards use.
    const details = await api(base, `/api/widgetTypesDetails?isSystem=false&bundleAlias=${bundle.alias}`, { token: buyer.token });
    expect(details.body.map((t: { name: string }) => t.name)).toEqual(['Guarded']);
  });
});

describe('asset types', () => {
  it.each([
    ['absent', {}],
    ['null', { type: null }],
    ['empty', { type: '' }],
    ['blank', { type: '  ' }],
  ])('refuses an %s type with 400/31', async (_what, body) => {
    const before = countRows(server, 'asset');
    expectError(await api(base, '/api/asset', { token: admin.token, body: { name: 'Typed?', ...body } }), 400, 31, 'Asset type should be specified!');
    expect(countRows(server, 'asset')).toBe(before);
  });

  it('refuses the reserved TbServiceQueue type on create and on update', async () => {
    expectError(await api(base, '/api/asset', { token: admin.token, body: { name: 'Queue stats', type: 'TbServiceQueue' } }), 400, 31, 'Unable to save asset with type TbServiceQueue');
    const asset = await saved(base, '/api/asset', admin.token, { name: 'Plain', type: 'site' });
    expectError(await api(base, '/api/asset', { token: admin.token, body: { ...asset, type: 'TbServiceQueue' } }), 400, 31, 'Unable to save asset with type TbServiceQueue');
    expect(countRows(server, 'asset', "type = 'TbServiceQueue'")).toBe(0);
  });
});

describe('entity views on edges', () => {
  it('needs the view’s device on the edge first', async () => {
    const device = await saved(base, '/api/device', admin.token, { name: 'Edge-viewed device' });
    const edge = await saved(base, '/api/edge', admin.token, { name: 'View edge', type: 'gw', secret: 's', routingKey: 'rk-view-edge' });
    const view = await saved(base, '/api/entityView', admin.token, { name: 'Edge-bound view', type: 'v', entityId: device.id });
    const assign = () => api(base, `/api/edge/${edge.id.id}/entityView/${view.id.id}`, { method: 'POST', token: admin.token });
    expectError(await assign(), 400, 31, "Can't assign entity view to edge because related device/asset doesn't assigned to edge!");
    expect(countRows(server, 'relation', 'from_id = ? AND to_id = ?', edge.id.id, view.id.id)).toBe(0);
    expect((await api(base, `/api/edge/${edge.id.id}/device/${device.id.id}`, { method: 'POST', token: admin.token })).status).toBe(200);
    const assigned = await assign();
    expect([assigned.status, assigned.body.id]).toEqual([200, view.id]);
  });
});

describe('customer users and their devices', () => {
  it('may update their own customer’s devices, neither create nor touch others', async () => {
    const buyer = await newCustomerUser(server, admin.tenantId, 'Device editor');
    const rival = await newCustomerUser(server, admin.tenantId, 'Device rival');
    const own = await saved(base, '/api/device', admin.token, { name: 'Customer-editable' });
    const theirs = await saved(base, '/api/device', admin.token, { name: 'Rival device' });
    await saved(base, `/api/customer/${buyer.customerId}/device/${own.id.id}`, admin.token, undefined);
    await saved(base, `/api/customer/${rival.customerId}/device/${theirs.id.id}`, admin.token, undefined);
    const mine = (await api(base, `/api/device/${own.id.id}`, { token: buyer.token })).body;

    const updated = await saved(base, '/api/device', buyer.token, { ...mine, label: 'Edited by the customer', customerId: { entityType: 'CUSTOMER', id: rival.customerId } });
    expect(updated).toMatchObject({ id: own.id, label: 'Edited by the customer', customerId: { id: buyer.customerId } });

    const before = countRows(server, 'device', 'tenant_id = ?', admin.tenantId);
    expectError(await api(base, '/api/device', { token: buyer.token, body: { name: 'Customer-made' } }), 403, 20, "You don't have permission to perform this operation!");
    const rivals = (await api(base, `/api/device/${theirs.id.id}`, { token: admin.token })).body;
    expectError(await api(base, '/api/device', { token: buyer.token, body: { ...rivals, label: 'Hijacked' } }), 403, 20);
    expect(countRows(server, 'device', 'tenant_id = ?', admin.tenantId)).toBe(before);
    expect((await api(base, `/api/device/${theirs.id.id}`, { token: admin.token })).body.label).toBe(rivals.label);
  });
});

describe('user authority constraints (ThingsBoard UserDataValidator)', () => {
  const sysadminToken = async () => (await api(base, '/api/auth/login', { body: { username: 'sysadmin@tessera.io', password: 'sysadmin' } })).body.token as string;
  const saveUser = (token: string, body: unknown) => api(base, '/api/user?sendActivationMail=false', { token, body });

  it('lets a system administrator create another system administrator, placed nowhere', async () => {
    const res = await saveUser(await sysadminToken(), { email: 'second-sysadmin@rules.test', authority: 'SYS_ADMIN' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authority: 'SYS_ADMIN', tenantId: { id: '13814000-1dd2-11b2-8080-808080808080' }, customerId: { id: '13814000-1dd2-11b2-8080-808080808080' } });
  });

  it('lists a deleted tenant’s administrators as an empty page', async () => {
    const sys = await sysadminToken();
    const doomed = await newTenantAdmin(server);
    const path = `/api/tenant/${doomed.tenantId}/users?pageSize=10&page=0`;
    expect((await api(base, path, { token: sys })).body.totalElements).toBe(1);
    expect((await api(base, `/api/tenant/${doomed.tenantId}`, { method: 'DELETE', token: sys })).status).toBe(200);
    const after = await api(base, path, { token: sys });
    expect([after.status, after.body]).toEqual([200, { data: [], totalPages: 0, totalElements: 0, hasNext: false }]);
  });

  it('answers misplaced authorities with 400/31 and ThingsBoard’s words, storing nothing', async () => {
    const sys = await sysadminToken();
    const stranger = await newTenantAdmin(server);
    const foreignCustomer = await newCustomerUser(server, stranger.tenantId, 'Foreign user home');
    const tenantRef = { entityType: 'TENANT', id: admin.tenantId };
    const cases: [string, unknown, string][] = [
      [sys, { email: 'placed-sys@rules.test', authority: 'SYS_ADMIN', tenantId: tenantRef }, "System administrator can't be assigned neither to tenant nor to customer!"],
      [sys, { email: 'no-tenant@rules.test', authority: 'TENANT_ADMIN' }, 'Tenant administrator should be assigned to tenant!'],
      [sys, { email: 'with-customer@rules.test', authority: 'TENANT_ADMIN', tenantId: tenantRef, customerId: { entityType: 'CUSTOMER', id: foreignCustomer.customerId } }, "Tenant administrator can't be assigned to customer!"],
      [admin.token, { email: 'no-customer@rules.test', authority: 'CUSTOMER_USER' }, 'Customer user should be assigned to customer!'],
      [admin.token, { email: 'foreign-customer@rules.test', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: foreignCustomer.customerId } }, "User can't be assigned to customer from different tenant!"],
    ];
    for (const [token, body, message] of cases as [string, Record<string, unknown>, string][]) {
      expectError(await saveUser(token, body), 400, 31, message);
      expect(countRows(server, 'tb_user', 'email = ?', body.email)).toBe(0);
    }
  });
});
