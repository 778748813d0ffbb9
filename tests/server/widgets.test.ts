import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, NULL_UUID } from './helpers';
import { demoServer, countRows, demoContext, eid, expectError, pageQuery, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let base: string;
let tokens: Tokens;

demoServer((suite) => ({ server, base, tokens } = suite));

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const DESCRIPTOR = { type: 'latest', sizeX: 5, sizeY: 3, templateHtml: '<div></div>', controllerScript: '', settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{"datasources":[]}' };
const get = (path: string, token: string) => api(base, path, { token });
const del = (path: string, token: string) => api(base, path, { method: 'DELETE', token });
const typesQuery = (isSystem: boolean, bundleAlias: string) => `isSystem=${isSystem}&bundleAlias=${encodeURIComponent(bundleAlias)}`;

describe('widgets bundles', () => {
  it('creates a tenant bundle with a generated alias, reads, updates and lists it beside the system bundles', async () => {
    const admin = await newTenantAdmin(server);
    const created = await saved(base, '/api/widgetsBundle', admin.token, { title: 'My Bundle: Plant #1', image: PNG, description: 'Mine', tenantId: eid('TENANT', NULL_UUID) });
    expect(created).toEqual({
      id: { entityType: 'WIDGETS_BUNDLE', id: expect.any(String) },
      createdTime: expect.any(Number),
      tenantId: eid('TENANT', admin.tenantId),
      alias: 'my_bundle_plant_1',
      title: 'My Bundle: Plant #1',
      image: PNG,
      description: 'Mine',
    });
    expect((await get(`/api/widgetsBundle/${created.id.id}`, admin.token)).body).toEqual(created);

    const updated = await saved(base, '/api/widgetsBundle', admin.token, { ...created, title: 'Renamed', image: null, description: null });
    expect(updated).toEqual({ ...created, title: 'Renamed', image: null, description: null });

    const full = await get('/api/widgetsBundles', admin.token);
    const aliases = full.body.map((b: { alias: string }) => b.alias);
    expect(aliases).toEqual(expect.arrayContaining(['charts', 'cards', 'my_bundle_plant_1']));
    const titles = full.body.map((b: { title: string }) => b.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

    const page = await get(`/api/widgetsBundles?${pageQuery({ textSearch: 'RENAM' })}`, admin.token);
    expect(page.body).toMatchObject({ totalElements: 1, totalPages: 1, hasNext: false });
    expect(page.body.data[0].id).toEqual(created.id);
    const paged = await get('/api/widgetsBundles?pageSize=2&page=1&sortProperty=title&sortOrder=desc', admin.token);
    expect(paged.body).toMatchObject({ totalElements: full.body.length, hasNext: true });
    expect(paged.body.data.map((b: { title: string }) => b.title)).toEqual([...titles].reverse().slice(2, 4));
    expectError(await get('/api/widgetsBundles?pageSize=2&page=0&sortProperty=alias', admin.token), 400, 31);
    expectError(await get('/api/widgetsBundles?pageSize=2', admin.token), 400, 31);
  });

  it('adds a numeric suffix to a taken alias, per tenant, and refuses an alias change', async () => {
    const admin = await newTenantAdmin(server);
    const other = await newTenantAdmin(server);
    const first = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Gauges' });
    const second = await saved(base, '/api/widgetsBundle', admin.token, { title: 'gauges' });
    const third = await saved(base, '/api/widgetsBundle', admin.token, { alias: 'gauges', title: 'Third' });
    // "charts" is a system alias, but aliases are unique per tenant only.
    const charts = await saved(base, '/api/widgetsBundle', admin.token, { alias: 'charts', title: 'My charts' });
    const elsewhere = await saved(base, '/api/widgetsBundle', other.token, { title: 'Gauges' });
    expect([first.alias, second.alias, third.alias, charts.alias, elsewhere.alias]).toEqual(['gauges', 'gauges2', 'gauges3', 'charts', 'gauges']);

    const before = countRows(server, 'widgets_bundle');
    expectError(await api(base, '/api/widgetsBundle', { token: admin.token, body: { ...first, alias: 'moved' } }), 400, 31, 'Update of widgets bundle alias is prohibited!');
    expect((await get(`/api/widgetsBundle/${first.id.id}`, admin.token)).body.alias).toBe('gauges');
    expect(countRows(server, 'widgets_bundle')).toBe(before);
  });

  it.each([
    ['no title', { title: undefined }],
    ['a blank title', { title: '   ' }],
    ['a numeric title', { title: 7 }],
    ['a 256-character title', { title: 't'.repeat(256) }],
    ['a numeric alias', { alias: 12 }],
    ['an image that is not a data URL', { image: 'https://example.com/x.png' }],
    ['a description object', { description: { text: 'x' } }],
    ['a malformed id', { id: { entityType: 'WIDGETS_BUNDLE', id: 'nope' } }],
    ['an id of another type', { id: { entityType: 'DEVICE', id: UNKNOWN_UUID } }],
  ])('refuses a bundle with %s with 400/31 and stores nothing', async (_name, override) => {
    const before = countRows(server, 'widgets_bundle');
    expectError(await api(base, '/api/widgetsBundle', { token: tokens.tenant, body: { title: 'Bad', ...override } }), 400, 31);
    expect(countRows(server, 'widgets_bundle')).toBe(before);
  });

  it('answers an unknown bundle with 404 and a malformed id with 400', async () => {
    expectError(await get(`/api/widgetsBundle/${UNKNOWN_UUID}`, tokens.tenant), 404, 32);
    expectError(await get('/api/widgetsBundle/not-a-uuid', tokens.tenant), 400, 31);
    expectError(await api(base, '/api/widgetsBundle', { token: tokens.tenant, body: { id: eid('WIDGETS_BUNDLE', UNKNOWN_UUID), title: 'Ghost' } }), 404, 32);
    expectError(await del(`/api/widgetsBundle/${UNKNOWN_UUID}`, tokens.tenant), 404, 32);
  });
});

describe('widget types', () => {
  it('saves a type into a bundle, reads it in every shape, and deletes it', async () => {
    const admin = await newTenantAdmin(server);
    const bundle = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Types home' });
    const created = await saved(base, '/api/widgetType', admin.token, { bundleAlias: bundle.alias, name: 'Big Value (v2)', image: PNG, description: 'd', descriptor: DESCRIPTOR });
    expect(created).toEqual({
      id: { entityType: 'WIDGET_TYPE', id: expect.any(String) },
      createdTime: expect.any(Number),
      tenantId: eid('TENANT', admin.tenantId),
      bundleAlias: 'types_home',
      alias: 'big_value_v2_',
      name: 'Big Value (v2)',
      descriptor: DESCRIPTOR,
      image: PNG,
      description: 'd',
    });
    const { image, description, ...widgetType } = created;
    expect((await get(`/api/widgetType/${created.id.id}`, admin.token)).body).toEqual(created);
    expect((await get(`/api/widgetTypes?${typesQuery(false, 'types_home')}`, admin.token)).body).toEqual([widgetType]);
    expect((await get(`/api/widgetTypesDetails?${typesQuery(false, 'types_home')}`, admin.token)).body).toEqual([created]);
    const { descriptor: _d, ...info } = created;
    expect((await get(`/api/widgetTypesInfos?${typesQuery(false, 'types_home')}`, admin.token)).body).toEqual([{ ...info, widgetType: 'latest' }]);
    expect((await get(`/api/widgetType?${typesQuery(false, 'types_home')}&alias=big_value_v2_`, admin.token)).body).toEqual(widgetType);
    expect([image, description]).toEqual([PNG, 'd']);

    const updated = await saved(base, '/api/widgetType', admin.token, { ...created, name: 'Renamed', descriptor: { ...DESCRIPTOR, sizeX: 7 } });
    expect(updated).toMatchObject({ id: created.id, alias: 'big_value_v2_', name: 'Renamed', descriptor: { sizeX: 7 }, createdTime: created.createdTime });

    expect((await del(`/api/widgetType/${created.id.id}`, admin.token)).status).toBe(200);
    expectError(await get(`/api/widgetType/${created.id.id}`, admin.token), 404, 32);
    expectError(await get(`/api/widgetType?${typesQuery(false, 'types_home')}&alias=big_value_v2_`, admin.token), 404, 32);
  });

  it('suffixes a taken type alias within its bundle only, and refuses alias and bundle changes', async () => {
    const admin = await newTenantAdmin(server);
    const a = await saved(base, '/api/widgetsBundle', admin.token, { title: 'A' });
    const b = await saved(base, '/api/widgetsBundle', admin.token, { title: 'B' });
    const save = (bundleAlias: string, extra: object) => saved(base, '/api/widgetType', admin.token, { bundleAlias, descriptor: DESCRIPTOR, ...extra });
    const one = await save(a.alias, { name: 'Dial' });
    const two = await save(a.alias, { name: 'DIAL' });
    const three = await save(a.alias, { alias: 'dial', name: 'Other' });
    const inB = await save(b.alias, { name: 'Dial' });
    expect([one.alias, two.alias, three.alias, inB.alias]).toEqual(['dial', 'dial2', 'dial3', 'dial']);

    const before = countRows(server, 'widget_type');
    expectError(await api(base, '/api/widgetType', { token: admin.token, body: { ...one, alias: 'knob' } }), 400, 31, 'Update of widget type alias is prohibited!');
    expectError(await api(base, '/api/widgetType', { token: admin.token, body: { ...one, bundleAlias: b.alias } }), 400, 31, 'Update of widget type bundle alias is prohibited!');
    expect(countRows(server, 'widget_type')).toBe(before);
  });

  it.each([
    ['no bundle alias', { bundleAlias: undefined }],
    ['an unknown bundle alias', { bundleAlias: 'no_such_bundle' }],
    ['a system bundle alias', { bundleAlias: 'charts' }],
    ['no name', { name: undefined }],
    ['no descriptor', { descriptor: undefined }],
    ['a descriptor string', { descriptor: '{"type":"latest"}' }],
    ['an empty descriptor', { descriptor: {} }],
    ['an image that is not a data URL', { image: 'javascript:alert(1)' }],
  ])('refuses a type with %s with 400/31 and stores nothing', async (_name, override) => {
    const before = countRows(server, 'widget_type');
    const bundle = (await get('/api/widgetsBundles', tokens.tenant)).body.find((b: { tenantId: { id: string } }) => b.tenantId.id !== NULL_UUID);
    const alias = bundle?.alias ?? (await saved(base, '/api/widgetsBundle', tokens.tenant, { title: 'Demo bundle' })).alias;
    const typesBefore = countRows(server, 'widget_type');
    expectError(await api(base, '/api/widgetType', { token: tokens.tenant, body: { bundleAlias: alias, name: 'Bad', descriptor: DESCRIPTOR, ...override } }), 400, 31);
    expect(countRows(server, 'widget_type')).toBe(typesBefore);
    expect(typesBefore).toBe(before);
  });

  it('requires isSystem and bundleAlias on the type queries', async () => {
    expectError(await get('/api/widgetTypes?bundleAlias=charts', tokens.tenant), 400, 31);
    expectError(await get('/api/widgetTypes?isSystem=maybe&bundleAlias=charts', tokens.tenant), 400, 31);
    expectError(await get('/api/widgetTypesInfos?isSystem=true', tokens.tenant), 400, 31);
    expectError(await get('/api/widgetType?isSystem=true&bundleAlias=charts', tokens.tenant), 400, 31);
    expect((await get(`/api/widgetTypes?${typesQuery(true, 'no_such_bundle')}`, tokens.tenant)).body).toEqual([]);
  });

  it('deletes a bundle with its types, leaving other bundles’ types alone', async () => {
    const admin = await newTenantAdmin(server);
    const doomed = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Doomed' });
    const kept = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Kept' });
    for (const bundle of [doomed, kept]) {
      for (const name of ['One', 'Two']) await saved(base, '/api/widgetType', admin.token, { bundleAlias: bundle.alias, name, descriptor: DESCRIPTOR });
    }
    const tenantTypes = () => countRows(server, 'widget_type', 'tenant_id = ?', admin.tenantId);
    expect(tenantTypes()).toBe(4);
    expect((await del(`/api/widgetsBundle/${doomed.id.id}`, admin.token)).status).toBe(200);
    expectError(await get(`/api/widgetsBundle/${doomed.id.id}`, admin.token), 404, 32);
    expect(tenantTypes()).toBe(2);
    expect((await get(`/api/widgetTypes?${typesQuery(false, 'kept')}`, admin.token)).body.map((t: { name: string }) => t.name)).toEqual(['One', 'Two']);
    // A new bundle under the freed alias starts empty.
    const again = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Doomed' });
    expect(again.alias).toBe('doomed');
    expect((await get(`/api/widgetTypes?${typesQuery(false, 'doomed')}`, admin.token)).body).toEqual([]);
  });

  it('goes with its tenant: deleting the tenant removes its bundles and types, not the system ones', async () => {
    const admin = await newTenantAdmin(server);
    const bundle = await saved(base, '/api/widgetsBundle', admin.token, { title: 'Tenant bundle' });
    await saved(base, '/api/widgetType', admin.token, { bundleAlias: bundle.alias, name: 'Gone', descriptor: DESCRIPTOR });
    const systemTypes = countRows(server, 'widget_type', 'tenant_id = ?', NULL_UUID);
    expect((await del(`/api/tenant/${admin.tenantId}`, tokens.sysadmin)).status).toBe(200);
    expect(countRows(server, 'widgets_bundle', 'tenant_id = ?', admin.tenantId)).toBe(0);
    expect(countRows(server, 'widget_type', 'tenant_id = ?', admin.tenantId)).toBe(0);
    expect(countRows(server, 'widget_type', 'tenant_id = ?', NULL_UUID)).toBe(systemTypes);
  });
});

describe('widget library access', () => {
  it('lets everyone read system items, only the system administrator write them', async () => {
    const charts = (await get('/api/widgetsBundles', tokens.tenant)).body.find((b: { alias: string; tenantId: { id: string } }) => b.alias === 'charts' && b.tenantId.id === NULL_UUID);
    const line = (await get(`/api/widgetTypesDetails?${typesQuery(true, 'charts')}`, tokens.customer)).body.find((t: { alias: string }) => t.alias === 'basic_timeseries');
    for (const role of ['sysadmin', 'tenant', 'customer'] as const) {
      expect((await get(`/api/widgetsBundle/${charts.id.id}`, tokens[role])).status).toBe(200);
      // Reading a type by id is for administrators only, as in ThingsBoard.
      expect((await get(`/api/widgetType/${line.id.id}`, tokens[role])).status).toBe(role === 'customer' ? 403 : 200);
      expect((await get(`/api/widgetType?${typesQuery(true, 'charts')}&alias=basic_timeseries`, tokens[role])).body.id).toEqual(line.id);
    }
    const bundlesBefore = countRows(server, 'widgets_bundle');
    const typesBefore = countRows(server, 'widget_type');
    expectError(await api(base, '/api/widgetsBundle', { token: tokens.tenant, body: { ...charts, title: 'Hijacked' } }), 403, 20);
    expectError(await api(base, '/api/widgetType', { token: tokens.tenant, body: { ...line, name: 'Hijacked' } }), 403, 20);
    expectError(await del(`/api/widgetsBundle/${charts.id.id}`, tokens.tenant), 403, 20);
    expectError(await del(`/api/widgetType/${line.id.id}`, tokens.tenant), 403, 20);
    expectError(await api(base, '/api/widgetsBundle', { token: tokens.customer, body: { title: 'Customer bundle' } }), 403, 20);
    expectError(await del(`/api/widgetsBundle/${charts.id.id}`, tokens.customer), 403, 20);
    expect([countRows(server, 'widgets_bundle'), countRows(server, 'widget_type')]).toEqual([bundlesBefore, typesBefore]);
    expect((await get(`/api/widgetsBundle/${charts.id.id}`, tokens.tenant)).body.title).toBe('Charts');

    // The system administrator saves into the system tenant, whatever the body says.
    const sys = await saved(base, '/api/widgetsBundle', tokens.sysadmin, { title: 'Sys extras', tenantId: eid('TENANT', UNKNOWN_UUID) });
    expect(sys.tenantId).toEqual(eid('TENANT', NULL_UUID));
    const sysType = await saved(base, '/api/widgetType', tokens.sysadmin, { bundleAlias: sys.alias, name: 'Sys type', descriptor: DESCRIPTOR });
    expect(sysType.tenantId).toEqual(eid('TENANT', NULL_UUID));
    expect((await get(`/api/widgetTypes?${typesQuery(true, sys.alias)}`, tokens.customer)).body.map((t: { alias: string }) => t.alias)).toEqual(['sys_type']);
    expect((await del(`/api/widgetsBundle/${sys.id.id}`, tokens.sysadmin)).status).toBe(200);
    expect(countRows(server, 'widget_type', 'bundle_alias = ?', sys.alias)).toBe(0);
  });

  it('keeps tenant items to their tenant: customers read, other tenants and the system administrator get 403', async () => {
    const owner = await newTenantAdmin(server);
    const buyer = await newCustomerUser(server, owner.tenantId, 'Widget buyer');
    const stranger = await newTenantAdmin(server);
    const bundle = await saved(base, '/api/widgetsBundle', owner.token, { title: 'Private widgets' });
    const type = await saved(base, '/api/widgetType', owner.token, { bundleAlias: bundle.alias, name: 'Secret', descriptor: DESCRIPTOR });

    expect((await get(`/api/widgetsBundle/${bundle.id.id}`, buyer.token)).status).toBe(200);
    expectError(await get(`/api/widgetType/${type.id.id}`, buyer.token), 403, 20, "You don't have permission to perform this operation!");
    expect((await get(`/api/widgetTypes?${typesQuery(false, bundle.alias)}`, buyer.token)).body).toHaveLength(1);
    expect((await get('/api/widgetsBundles', buyer.token)).body.map((b: { id: { id: string } }) => b.id.id)).toContain(bundle.id.id);
    expectError(await del(`/api/widgetType/${type.id.id}`, buyer.token), 403, 20);

    for (const token of [stranger.token, tokens.sysadmin]) {
      expectError(await get(`/api/widgetsBundle/${bundle.id.id}`, token), 403, 20);
      expectError(await get(`/api/widgetType/${type.id.id}`, token), 403, 20);
      expectError(await api(base, '/api/widgetsBundle', { token, body: { ...bundle, title: 'Taken over' } }), 403, 20);
      expectError(await api(base, '/api/widgetType', { token, body: { ...type, name: 'Taken over' } }), 403, 20);
      expectError(await del(`/api/widgetsBundle/${bundle.id.id}`, token), 403, 20);
      expectError(await del(`/api/widgetType/${type.id.id}`, token), 403, 20);
      // Lists and alias lookups only ever look into the caller's own or the system library.
      expect((await get('/api/widgetsBundles', token)).body.map((b: { id: { id: string } }) => b.id.id)).not.toContain(bundle.id.id);
      expect((await get(`/api/widgetsBundles?${pageQuery({ textSearch: 'Private widgets' })}`, token)).body.totalElements).toBe(0);
      expect((await get(`/api/widgetTypes?${typesQuery(false, bundle.alias)}`, token)).body).toEqual([]);
      expectError(await get(`/api/widgetType?${typesQuery(false, bundle.alias)}&alias=secret`, token), 404, 32);
    }
    // A stranger saving a type under the same bundle alias needs its own bundle.
    expectError(await api(base, '/api/widgetType', { token: stranger.token, body: { bundleAlias: bundle.alias, name: 'X', descriptor: DESCRIPTOR } }), 400, 31);
    expect((await get(`/api/widgetsBundle/${bundle.id.id}`, owner.token)).body.title).toBe('Private widgets');
    expect((await get(`/api/widgetType/${type.id.id}`, owner.token)).body.name).toBe('Secret');
  });

  it('lists only system bundles to the system administrator', async () => {
    const list = await get('/api/widgetsBundles', tokens.sysadmin);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((b: { tenantId: { id: string } }) => b.tenantId.id === NULL_UUID)).toBe(true);
  });
});

describe('bundle files', () => {
  it('exports a bundle and imports it as a new bundle with the same types', async () => {
    const admin = await newTenantAdmin(server);
    const charts = (await get('/api/widgetsBundles', admin.token)).body.find((b: { alias: string }) => b.alias === 'charts');
    const file = (await get(`/api/tessera/widgetsBundle/${charts.id.id}/export`, admin.token)).body;
    expect(file.widgetsBundle).toEqual({ alias: 'charts', title: 'Charts', image: null, description: expect.any(String) });
    expect(file.widgetTypes.map((t: { alias: string }) => t.alias).sort()).toEqual(['basic_timeseries', 'pie', 'timeseries_bars_flot']);

    const imported = await saved(base, '/api/tessera/widgetsBundle/import', admin.token, file);
    expect(imported.widgetsBundle).toMatchObject({ alias: 'charts', title: 'Charts', tenantId: eid('TENANT', admin.tenantId) });
    const again = await saved(base, '/api/tessera/widgetsBundle/import', admin.token, file);
    expect(again.widgetsBundle.alias).toBe('charts2');
    const reExported = (await get(`/api/tessera/widgetsBundle/${again.widgetsBundle.id.id}/export`, admin.token)).body;
    expect(reExported.widgetTypes).toEqual(file.widgetTypes);
    expect(reExported.widgetsBundle).toEqual({ ...file.widgetsBundle, alias: 'charts2' });
  });

  it('imports nothing when one type of the file is bad', async () => {
    const admin = await newTenantAdmin(server);
    const before = [countRows(server, 'widgets_bundle'), countRows(server, 'widget_type')];
    const file = {
      widgetsBundle: { alias: 'half', title: 'Half' },
      widgetTypes: [
        { alias: 'good', name: 'Good', descriptor: DESCRIPTOR },
        { alias: 'bad', name: 'Bad', descriptor: {} },
      ],
    };
    expectError(await api(base, '/api/tessera/widgetsBundle/import', { token: admin.token, body: file }), 400, 31, "Widgets type descriptor can't be empty!");
    expectError(await api(base, '/api/tessera/widgetsBundle/import', { token: admin.token, body: { widgetTypes: [] } }), 400, 31);
    expectError(await api(base, '/api/tessera/widgetsBundle/import', { token: tokens.customer, body: { widgetsBundle: { title: 'C' } } }), 403, 20);
    expect([countRows(server, 'widgets_bundle'), countRows(server, 'widget_type')]).toEqual(before);
  });
});
