import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { api, removeTempDirs, startTestServer } from './helpers';
import { countRows, demoContext, eid, expectError, pageQuery, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let base: string;
let tokens: Tokens;
let defaultId: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  ({ tokens } = await demoContext(server));
  defaultId = (await server.stores.tenantProfiles.findDefault())!.id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const save = (body: unknown, token = tokens.sysadmin) => api(base, '/api/tenantProfile', { token, body });
const limits = { maxDevices: 10, maxAssets: 0, maxCustomers: 3, maxUsers: 4, maxDashboards: 0, maxRuleChains: 0 };

describe('saving tenant profiles', () => {
  it('creates one with its limits and extra keys kept, never as default', async () => {
    const res = await save({
      name: 'Gold',
      description: 'Paying tenants',
      profileData: { configuration: { type: 'DEFAULT', ...limits, maxTransportMessages: 500 }, extra: { a: 1 } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: { entityType: 'TENANT_PROFILE' },
      name: 'Gold',
      description: 'Paying tenants',
      default: false,
      isolatedTbCore: false,
      isolatedTbRuleEngine: false,
      profileData: { configuration: { type: 'DEFAULT', ...limits, maxTransportMessages: 500 }, extra: { a: 1 } },
    });
    expect(typeof res.body.createdTime).toBe('number');
    const read = await api(base, `/api/tenantProfile/${res.body.id.id}`, { token: tokens.sysadmin });
    expect(read.body).toEqual(res.body);
  });

  it('refuses a profile without profileData or configuration, as ThingsBoard does', async () => {
    expectError(await save({ name: 'Bare' }), 400, 31, 'Tenant profile data should be specified!');
    expectError(await save({ name: 'Bare', profileData: {} }), 400, 31, 'Tenant profile data configuration should be specified!');
    const res = await save({ name: 'Bare', profileData: { configuration: { type: 'DEFAULT' } } });
    expect(res.status).toBe(200);
    expect(res.body.profileData).toEqual({ configuration: { type: 'DEFAULT' } });
  });

  it('saves profileData exactly as sent: null limits, unknown keys and nested values untouched', async () => {
    const profileData = {
      configuration: { type: 'DEFAULT', maxDevices: null, maxAssets: 2, transportTenantMsgRateLimit: '100:1,2000:60', custom: { deep: [1, { x: null }] } },
      queueConfiguration: null,
      extra: 'kept',
    };
    const res = await save({ name: `Exact ${Date.now()}`, profileData });
    expect(res.status).toBe(200);
    expect(res.body.profileData).toStrictEqual(profileData);
    const read = await api(base, `/api/tenantProfile/${res.body.id.id}`, { token: tokens.sysadmin });
    expect(read.body.profileData).toStrictEqual(profileData);
  });

  it("refuses a new isolated profile: Tessera is one process (ThingsBoard's monolith text)", async () => {
    for (const flag of ['isolatedTbCore', 'isolatedTbRuleEngine']) {
      const before = countRows(server, 'tenant_profile');
      expectError(await save({ name: `Isolated ${flag}`, [flag]: true, profileData: { configuration: { type: 'DEFAULT' } } }), 400, 31, "Can't use isolated tenant profiles in monolith setup!");
      expect(countRows(server, 'tenant_profile')).toBe(before);
    }
  });

  it('updates by id, keeping the default flag whatever the body says', async () => {
    const { body: created } = await save({ name: 'Silver', profileData: { configuration: { type: 'DEFAULT' } } });
    const res = await save({ ...created, name: 'Silver 2', default: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, name: 'Silver 2', default: false });
    const renameDefault = await save({ ...(await api(base, `/api/tenantProfile/${defaultId}`, { token: tokens.sysadmin })).body, default: false });
    expect(renameDefault.body.default).toBe(true);
  });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a numeric name', { name: 42 }],
    ['a 100 KB name', { name: 'n'.repeat(100_000) }],
    ['profileData of the wrong type', { name: 'bad-1', profileData: 'x' }],
    ['a configuration of another type', { name: 'bad-2', profileData: { configuration: { type: 'ISOLATED' } } }],
    ['a negative limit', { name: 'bad-3', profileData: { configuration: { type: 'DEFAULT', maxDevices: -1 } } }],
    ['a fractional limit', { name: 'bad-4', profileData: { configuration: { type: 'DEFAULT', maxUsers: 1.5 } } }],
    ['a limit given as a string', { name: 'bad-5', profileData: { configuration: { type: 'DEFAULT', maxCustomers: '5' } } }],
    ['a description of the wrong type', { name: 'bad-6', description: { x: 1 } }],
    ['a malformed id', { name: 'bad-7', id: { entityType: 'TENANT_PROFILE', id: 'nope' } }],
    ['an id of another entity type', { name: 'bad-8', id: { entityType: 'TENANT', id: UNKNOWN_UUID } }],
    ['a JSON array', [{ name: 'bad-9' }]],
  ])('refuses %s with 400/31 and stores nothing', async (_name, body) => {
    const before = countRows(server, 'tenant_profile');
    expectError(await save(body), 400, 31);
    expect(countRows(server, 'tenant_profile')).toBe(before);
  });

  it('refuses a duplicate name and answers an unknown id with 404', async () => {
    const profileData = { configuration: { type: 'DEFAULT' } };
    expectError(await save({ name: 'Default', profileData }), 400, 31, 'Tenant profile with such name already exists!');
    expectError(await save({ id: eid('TENANT_PROFILE', UNKNOWN_UUID), name: 'Ghost', profileData }), 404, 32, `Tenant profile with id [${UNKNOWN_UUID}] is not found`);
    expect(countRows(server, 'tenant_profile', 'name = ?', 'Ghost')).toBe(0);
  });
});

describe('reading tenant profiles', () => {
  it('pages profiles and infos with search and sorting', async () => {
    const res = await api(base, `/api/tenantProfiles?${pageQuery({ textSearch: 'SIL', sortProperty: 'name' })}`, { token: tokens.sysadmin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 1, totalPages: 1, hasNext: false });
    expect(res.body.data[0].name).toBe('Silver 2');

    const infos = await api(base, `/api/tenantProfileInfos?${pageQuery({ sortProperty: 'name', sortOrder: 'desc' })}`, { token: tokens.sysadmin });
    expect(infos.status).toBe(200);
    const names = infos.body.data.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort().reverse());
    for (const info of infos.body.data) expect(Object.keys(info).sort()).toEqual(['id', 'name']);

    const byDefault = await api(base, `/api/tenantProfiles?${pageQuery({ sortProperty: 'isDefault', sortOrder: 'DESC' })}`, { token: tokens.sysadmin });
    expect(byDefault.body.data[0].default).toBe(true);
    expectError(await api(base, `/api/tenantProfiles?${pageQuery({ sortProperty: 'profileData' })}`, { token: tokens.sysadmin }), 400, 31);
  });

  it('answers single infos, the default one, and bad ids', async () => {
    const info = await api(base, '/api/tenantProfileInfo/default', { token: tokens.sysadmin });
    expect(info.body).toEqual({ id: { entityType: 'TENANT_PROFILE', id: defaultId }, name: 'Default' });
    expect((await api(base, `/api/tenantProfileInfo/${defaultId}`, { token: tokens.sysadmin })).body).toEqual(info.body);
    expectError(await api(base, '/api/tenantProfile/not-a-uuid', { token: tokens.sysadmin }), 400, 31);
    expectError(await api(base, `/api/tenantProfile/${UNKNOWN_UUID}`, { token: tokens.sysadmin }), 404, 32);
    expectError(await api(base, `/api/tenantProfileInfo/${UNKNOWN_UUID}`, { token: tokens.sysadmin }), 404, 32);
  });

  it('is system-admin only', async () => {
    for (const token of [tokens.tenant, tokens.customer]) {
      for (const path of ['/api/tenantProfiles?pageSize=10&page=0', '/api/tenantProfileInfos?pageSize=10&page=0', `/api/tenantProfile/${defaultId}`, '/api/tenantProfileInfo/default']) {
        expectError(await api(base, path, { token }), 403, 20);
      }
      expectError(await save({ name: 'Sneaky' }, token), 403, 20);
      expectError(await api(base, `/api/tenantProfile/${defaultId}/default`, { method: 'POST', token }), 403, 20);
      expectError(await api(base, `/api/tenantProfile/${defaultId}`, { method: 'DELETE', token }), 403, 20);
    }
    expect(countRows(server, 'tenant_profile', 'name = ?', 'Sneaky')).toBe(0);
  });
});

describe('default and deletion', () => {
  it('makes another profile the only default, and back', async () => {
    const { body: other } = await save({ name: 'Next default', profileData: { configuration: { type: 'DEFAULT' } } });
    const res = await api(base, `/api/tenantProfile/${other.id.id}/default`, { method: 'POST', token: tokens.sysadmin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: other.id, default: true });
    expect(countRows(server, 'tenant_profile', 'is_default = 1')).toBe(1);
    expect((await api(base, '/api/tenantProfileInfo/default', { token: tokens.sysadmin })).body.id.id).toBe(other.id.id);
    // A tenant saved without a profile now gets the new default.
    const tenant = await api(base, '/api/tenant', { token: tokens.sysadmin, body: { title: 'Defaulted' } });
    expect(tenant.body.tenantProfileId.id).toBe(other.id.id);
    await api(base, `/api/tenant/${tenant.body.id.id}`, { method: 'DELETE', token: tokens.sysadmin });
    await api(base, `/api/tenantProfile/${defaultId}/default`, { method: 'POST', token: tokens.sysadmin });
    expect(countRows(server, 'tenant_profile', 'is_default = 1 and id = ?', defaultId)).toBe(1);
    expectError(await api(base, `/api/tenantProfile/${UNKNOWN_UUID}/default`, { method: 'POST', token: tokens.sysadmin }), 404, 32);
  });

  it('refuses deleting the default profile and one used by tenants', async () => {
    expectError(await api(base, `/api/tenantProfile/${defaultId}`, { method: 'DELETE', token: tokens.sysadmin }), 400, 31);
    const { body: used } = await save({ name: 'Used', profileData: { configuration: { type: 'DEFAULT' } } });
    const tenant = await api(base, '/api/tenant', { token: tokens.sysadmin, body: { title: 'User of Used', tenantProfileId: used.id } });
    expect(tenant.status).toBe(200);
    expectError(
      await api(base, `/api/tenantProfile/${used.id.id}`, { method: 'DELETE', token: tokens.sysadmin }),
      400,
      31,
      'The tenant profile referenced by the tenants cannot be deleted!',
    );
    expect(countRows(server, 'tenant_profile', 'id = ?', used.id.id)).toBe(1);
  });

  it('deletes an unused profile', async () => {
    const { body: unused } = await save({ name: 'Unused', profileData: { configuration: { type: 'DEFAULT' } } });
    const res = await api(base, `/api/tenantProfile/${unused.id.id}`, { method: 'DELETE', token: tokens.sysadmin });
    expect([res.status, res.text]).toEqual([200, '']);
    expectError(await api(base, `/api/tenantProfile/${unused.id.id}`, { token: tokens.sysadmin }), 404, 32);
    expectError(await api(base, `/api/tenantProfile/${unused.id.id}`, { method: 'DELETE', token: tokens.sysadmin }), 404, 32);
    expectError(await api(base, '/api/tenantProfile/nope', { method: 'DELETE', token: tokens.sysadmin }), 400, 31);
  });
});
