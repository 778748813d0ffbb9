import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { countRelations, newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, login, removeTempDirs, startTestServer } from './helpers';
import { countRows, eid, expectError, UNKNOWN_UUID } from './tenancyHelpers';

/*
 * Relations (contract §10, §12) over this graph, in a tenant of this file's own:
 *   site -Contains-> building -Contains-> dev1, dev2;  site -Manages-> dev3;  dev1 -Feeds-> site
 * building and dev1 are assigned to the buyer customer.
 */

let server: RunningServer;
let base: string;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let buyer: Awaited<ReturnType<typeof newCustomerUser>>;
const e: Record<string, any> = {};

const rel = (from: string, to: string, type = 'Contains') => ({ from: e[from].id, to: e[to].id, type });
const keyQuery = (from: string, to: string, type = 'Contains') =>
  new URLSearchParams({ fromId: e[from].id.id, fromType: e[from].id.entityType, toId: e[to].id.id, toType: e[to].id.entityType, relationType: type }).toString();
const tag = (r: { from: { id: string }; to: { id: string }; type: string }) => {
  const name = (id: string) => Object.keys(e).find((k) => e[k].id.id === id) ?? id;
  return `${name(r.from.id)}-${r.type}->${name(r.to.id)}`;
};
const query = (token: string, parameters: Record<string, unknown>, filters?: unknown, info = false) =>
  api(base, `/api/relations${info ? '/info' : ''}`, { token, body: { parameters: { rootId: e.site.id.id, rootType: 'ASSET', direction: 'FROM', ...parameters }, filters } });
const tags = (res: { body: any[] }) => res.body.map(tag).sort();

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  admin = await newTenantAdmin(server);
  buyer = await newCustomerUser(server, admin.tenantId, 'Relation Buyer');
  for (const name of ['site', 'building']) e[name] = await saved(base, '/api/asset', admin.token, { type: 'default', name });
  for (const name of ['dev1', 'dev2', 'dev3']) e[name] = await saved(base, '/api/device', admin.token, { name });
  for (const name of ['building', 'dev1']) {
    const kind = e[name].id.entityType === 'ASSET' ? 'asset' : 'device';
    await saved(base, `/api/customer/${buyer.customerId}/${kind}/${e[name].id.id}`, admin.token, undefined);
  }
  for (const r of [rel('site', 'building'), rel('building', 'dev1'), rel('building', 'dev2'), rel('site', 'dev3', 'Manages'), rel('dev1', 'site', 'Feeds')]) {
    const res = await api(base, '/api/relation', { token: admin.token, body: r });
    if (res.status !== 200 || res.text !== '') throw new Error(res.text);
  }
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('one relation', () => {
  it('reads a saved relation, and a second save replaces its additionalInfo', async () => {
    const got = await api(base, `/api/relation?${keyQuery('site', 'building')}`, { token: admin.token });
    expect(got.body).toEqual({ from: e.site.id, to: e.building.id, type: 'Contains', typeGroup: 'COMMON', additionalInfo: null });
    await saved(base, '/api/relation', admin.token, { ...rel('site', 'building'), typeGroup: 'COMMON', additionalInfo: { note: 'n' } });
    expect((await api(base, `/api/relation?${keyQuery('site', 'building')}&relationTypeGroup=COMMON`, { token: admin.token })).body.additionalInfo).toEqual({ note: 'n' });
    expect(countRows(server, 'relation', 'from_id = ? and to_id = ?', e.site.id.id, e.building.id.id)).toBe(1);
    expectError(await api(base, `/api/relation?${keyQuery('site', 'building', 'Owns')}`, { token: admin.token }), 404, 32);
    expectError(await api(base, `/api/relation?${keyQuery('site', 'building')}&relationTypeGroup=DASHBOARD`, { token: admin.token }), 404, 32);
  });

  it.each([
    ['no type', { type: undefined }],
    ['a blank type', { type: ' ' }],
    ['a numeric type', { type: 4 }],
    ['a 256-character type', { type: 't'.repeat(256) }],
    ['a 100 KB type', { type: 't'.repeat(100_000) }],
    ['no from', { from: undefined }],
    ['an unsupported end type', { to: eid('WIDGET_TYPE', UNKNOWN_UUID) }],
    ['a malformed end id', { to: eid('DEVICE', 'x') }],
    ['an end given as a string', { to: UNKNOWN_UUID }],
    ['an unknown type group', { typeGroup: 'FRIENDS' }],
    ['additionalInfo as text', { additionalInfo: 'x' }],
  ])('refuses %s with 400/31 and stores nothing', async (_name, override) => {
    const before = countRows(server, 'relation');
    expectError(await api(base, '/api/relation', { token: admin.token, body: { ...rel('dev2', 'dev3', 'Near'), ...override } }), 400, 31);
    expect(countRows(server, 'relation')).toBe(before);
  });

  it('answers unknown ends 404 and another tenant’s device 404, asset 403, revealing nothing', async () => {
    const stranger = await newTenantAdmin(server);
    const device = await saved(base, '/api/device', stranger.token, { name: 'Stranger device' });
    const asset = await saved(base, '/api/asset', stranger.token, { type: 'default', name: 'Stranger asset' });
    const cases: [unknown, number][] = [[eid('DEVICE', UNKNOWN_UUID), 404], [device.id, 404], [asset.id, 403]];
    for (const [to, status] of cases) {
      const res = await api(base, '/api/relation', { token: admin.token, body: { from: e.site.id, to, type: 'Steals' } });
      expectError(res, status, status === 404 ? 32 : 20);
      expect(res.text).not.toMatch(/Stranger/);
    }
    expect(countRelations(server, device.id.id) + countRelations(server, asset.id.id)).toBe(0);
  });

  it('deletes one relation, then answers 404', async () => {
    await saved(base, '/api/relation', admin.token, rel('dev2', 'dev3', 'Near'));
    const res = await api(base, `/api/relation?${keyQuery('dev2', 'dev3', 'Near')}`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.text]).toEqual([200, '']);
    expectError(await api(base, `/api/relation?${keyQuery('dev2', 'dev3', 'Near')}`, { method: 'DELETE', token: admin.token }), 404, 32);
    expectError(await api(base, '/api/relation?fromId=x', { method: 'DELETE', token: admin.token }), 400, 31);
    expectError(await api(base, `/api/relation?${keyQuery('dev2', 'dev3', 'Near').replace('fromType=DEVICE', 'fromType=WIDGET')}`, { token: admin.token }), 400, 31);
  });
});

describe('relation lists', () => {
  it('lists by from or to, optionally by type, with names in the Info form', async () => {
    const from = await api(base, `/api/relations?fromId=${e.site.id.id}&fromType=ASSET`, { token: admin.token });
    expect(tags(from)).toEqual(['site-Contains->building', 'site-Manages->dev3']);
    expect(Object.keys(from.body[0]).sort()).toEqual(['additionalInfo', 'from', 'to', 'type', 'typeGroup']);
    expect(tags(await api(base, `/api/relations?fromId=${e.site.id.id}&fromType=ASSET&relationType=Manages`, { token: admin.token }))).toEqual(['site-Manages->dev3']);
    const to = await api(base, `/api/relations/info?toId=${e.site.id.id}&toType=ASSET`, { token: admin.token });
    expect(to.body).toEqual([expect.objectContaining({ from: e.dev1.id, to: e.site.id, type: 'Feeds', fromName: 'dev1', toName: 'site' })]);
    expectError(await api(base, '/api/relations?fromType=ASSET', { token: admin.token }), 400, 31);
    expectError(await api(base, `/api/relations?fromId=${UNKNOWN_UUID}&fromType=ASSET`, { token: admin.token }), 404, 32);
  });

  it('drops relations whose other end a customer user may not read', async () => {
    const res = await api(base, `/api/relations/info?fromId=${e.building.id.id}&fromType=ASSET`, { token: buyer.token });
    expect(res.body.map((r: { toName: string }) => r.toName)).toEqual(['dev1']);
    expect(tags(await api(base, `/api/relations?toId=${e.building.id.id}&toType=ASSET`, { token: buyer.token }))).toEqual([]);
    expectError(await api(base, `/api/relations?fromId=${e.site.id.id}&fromType=ASSET`, { token: buyer.token }), 403, 20);
  });
});

describe('relation queries', () => {
  it('walks one or two levels, or only the last one', async () => {
    expect(tags(await query(admin.token, { maxLevel: 1 }))).toEqual(['site-Contains->building', 'site-Manages->dev3']);
    expect(tags(await query(admin.token, { maxLevel: 2 }))).toEqual(['building-Contains->dev1', 'building-Contains->dev2', 'site-Contains->building', 'site-Manages->dev3']);
    expect(tags(await query(admin.token, { maxLevel: 2, fetchLastLevelOnly: true }))).toEqual(['building-Contains->dev1', 'building-Contains->dev2']);
    // No limit still ends on the dev1 -> site cycle.
    expect(tags(await query(admin.token, { maxLevel: 0 }))).toHaveLength(5);
  });

  it('applies relation-type and entity-type filters, and walks TO', async () => {
    const filtered = await query(admin.token, { maxLevel: 2 }, [{ relationType: 'Contains', entityTypes: ['DEVICE'] }]);
    expect(tags(filtered)).toEqual(['building-Contains->dev1', 'building-Contains->dev2']);
    expect(tags(await query(admin.token, { maxLevel: 2 }, [{ entityTypes: ['ASSET'] }, { relationType: 'Manages' }]))).toEqual(['site-Contains->building', 'site-Manages->dev3']);
    const up = await query(admin.token, { rootId: e.dev2.id.id, rootType: 'DEVICE', direction: 'TO', maxLevel: 2 }, undefined, true);
    expect(up.body.map((r: { fromName: string; toName: string }) => `${r.fromName}>${r.toName}`).sort()).toEqual(['building>dev2', 'site>building']);
    expect((await query(admin.token, { maxLevel: 2, relationTypeGroup: 'RULE_CHAIN' })).body).toEqual([]);
  });

  it('drops what a customer user may not read and refuses bad queries', async () => {
    const res = await query(buyer.token, { rootId: e.building.id.id, maxLevel: 2 });
    expect(tags(res)).toEqual(['building-Contains->dev1']);
    expectError(await query(buyer.token, { maxLevel: 1 }), 403, 20);
    for (const parameters of [{ direction: 'UP' }, { rootId: 'x' }, { rootType: 'RULE_NODE' }, { maxLevel: 'two' }, { fetchLastLevelOnly: 1 }, { relationTypeGroup: 'X' }]) {
      expectError(await query(admin.token, parameters), 400, 31);
    }
    expectError(await query(admin.token, { maxLevel: 1 }, 'all'), 400, 31);
    expectError(await api(base, '/api/relations', { token: admin.token, body: {} }), 400, 31);
  });
});

describe('writes by other callers, and cascades', () => {
  it('lets a customer user relate its own entities only, and no public viewer', async () => {
    expect((await api(base, '/api/relation', { token: buyer.token, body: rel('dev1', 'building', 'Reports to') })).status).toBe(200);
    expectError(await api(base, '/api/relation', { token: buyer.token, body: rel('dev1', 'dev2', 'Reports to') }), 403, 20);
    const publicId = (await server.stores.customers.findOrCreatePublicCustomer(admin.tenantId)).id.id;
    await saved(base, `/api/customer/public/device/${e.dev2.id.id}`, admin.token, undefined);
    await saved(base, `/api/customer/public/device/${e.dev3.id.id}`, admin.token, undefined);
    const viewer = (await api(base, '/api/auth/login/public', { body: { publicId } })).body.token;
    expectError(await api(base, '/api/relation', { token: viewer, body: rel('dev2', 'dev3', 'Near') }), 403, 20);
    const sysadmin = (await login(base, 'sysadmin')).token;
    expectError(await api(base, '/api/relation', { token: sysadmin, body: rel('dev2', 'dev3', 'Near') }), 404, 32);
  });

  it('deletes all relations of an entity, and those of a deleted customer and tenant', async () => {
    const customer = await server.stores.customers.findById(buyer.customerId);
    await saved(base, '/api/relation', admin.token, { from: eid('CUSTOMER', buyer.customerId), to: e.site.id, type: 'Owns' });
    const res = await api(base, `/api/relations?entityId=${e.dev1.id.id}&entityType=DEVICE`, { method: 'DELETE', token: admin.token });
    expect([res.status, res.text]).toEqual([200, '']);
    expect(countRelations(server, e.dev1.id.id)).toBe(0);
    expectError(await api(base, `/api/relations?entityId=${e.site.id.id}&entityType=ASSET`, { method: 'DELETE', token: buyer.token }), 403, 20);

    expect((await api(base, `/api/customer/${customer!.id.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect(countRelations(server, buyer.customerId)).toBe(0);
    expect((await server.stores.assets.findById(e.building.id.id))!.customerId.id).not.toBe(buyer.customerId);

    const sysadmin = (await login(base, 'sysadmin')).token;
    expect(countRelations(server, e.site.id.id)).toBeGreaterThan(0);
    expect((await api(base, `/api/tenant/${admin.tenantId}`, { method: 'DELETE', token: sysadmin })).status).toBe(200);
    for (const name of Object.keys(e)) expect(countRelations(server, e[name].id.id)).toBe(0);
    expect(countRows(server, 'asset', 'tenant_id = ?', admin.tenantId)).toBe(0);
  });
});
