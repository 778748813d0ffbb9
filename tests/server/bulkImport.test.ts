import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../server/entities/csv';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { countRows, expectError } from './tenancyHelpers';

/* POST /api/{device|asset|edge}/bulk_import (ThingsBoard 3.3.3 BulkImportRequest, seed 000 §5). */

let server: RunningServer;
let base: string;
let a: Awaited<ReturnType<typeof newTenantAdmin>>;
let limited: Awaited<ReturnType<typeof newTenantAdmin>>;
let userA: Awaited<ReturnType<typeof newCustomerUser>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  a = await newTenantAdmin(server);
  limited = await newTenantAdmin(server, { maxDevices: 2 });
  userA = await newCustomerUser(server, a.tenantId, 'Import customer');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const importing = (kind: string, token: string, file: string, columns: unknown[], mapping: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  api(base, `/api/${kind}/bulk_import`, { token, body: { file, mapping: { columns, delimiter: ',', update: false, header: true, ...mapping } }, headers });

describe('csv', () => {
  it('parses quotes, escaped quotes, CRLF, other delimiters and counts blank lines', () => {
    expect(parseCsv('a;"b;c";"say ""hi"""\r\n\r\n"multi\nline";x\n', ';')).toEqual([
      { line: 1, cells: ['a', 'b;c', 'say "hi"'] },
      { line: 3, cells: ['multi\nline', 'x'] },
    ]);
    expect(parseCsv('x\ty\n\nz\tw', '\t')).toEqual([
      { line: 1, cells: ['x', 'y'] },
      { line: 3, cells: ['z', 'w'] },
    ]);
  });
});

describe('devices', () => {
  const columns = [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'LABEL' }, { type: 'ACCESS_TOKEN' }, { type: 'SERVER_ATTRIBUTE', key: 'serial' }, { type: 'TIMESERIES', key: 'temp' }, { type: 'IS_GATEWAY' }];

  it('creates rows, reports bad lines by CSV line number, and updates on re-import', async () => {
    const file = 'name,type,label,token,serial,temp,gw\nImp 1,meter,L1,imp-token-1,SN1,21.5,true\n\n,meter,,,,,\n"Imp, 2",,,,7,,false\nImp 3,meter,,imp-token-1,,,\n';
    const res = await importing('device', a.token, file, columns);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      created: 2,
      updated: 0,
      errors: 2,
      errorsList: ['Line 4: Device name should be specified!', 'Line 6: Device credentials are already assigned to another device!'],
    });
    // The failed row left nothing behind.
    expect(await server.stores.devices.findByName(a.tenantId, 'Imp 3')).toBeUndefined();
    const imp1 = (await server.stores.devices.findByName(a.tenantId, 'Imp 1'))!;
    expect(imp1).toMatchObject({ type: 'meter', label: 'L1', additionalInfo: { gateway: true } });
    expect((await server.stores.deviceCredentials.findByDevice(imp1.id.id))!.credentialsId).toBe('imp-token-1');
    expect(await server.stores.telemetry.findAttributes(imp1.id.id, 'SERVER_SCOPE')).toMatchObject([{ key: 'serial', value: { type: 'STRING', value: 'SN1' } }]);
    expect(await server.stores.telemetry.findLatest(imp1.id.id)).toMatchObject([{ key: 'temp', value: { type: 'DOUBLE', value: 21.5 } }]);
    const imp2 = (await server.stores.devices.findByName(a.tenantId, 'Imp, 2'))!;
    expect(imp2.type).toBe('default');

    const again = await importing('device', a.token, 'name,type,label\nImp 1,sensor,L2\nImp 9,sensor,\n', [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'LABEL' }], { update: true });
    expect(again.body).toEqual({ created: 1, updated: 1, errors: 0, errorsList: [] });
    expect(await server.stores.devices.findByName(a.tenantId, 'Imp 1')).toMatchObject({ id: imp1.id, type: 'sensor', label: 'L2', additionalInfo: { gateway: true } });
    const noUpdate = await importing('device', a.token, 'name\nImp 1\n', [{ type: 'NAME' }]);
    expect(noUpdate.body).toEqual({ created: 0, updated: 0, errors: 1, errorsList: ['Line 2: Device with such name already exists!'] });
  });

  it('applies the tenant profile limit per row', async () => {
    const res = await importing('device', limited.token, 'n1\nn2\nn3\n', [{ type: 'NAME' }], { header: false });
    expect(res.body).toEqual({ created: 2, updated: 0, errors: 1, errorsList: ["Line 3: Can't create more then 2 devices!"] });
  });

  it('reads names, profiles and the limit once yet keeps them right row by row', async () => {
    const tenant = await newTenantAdmin(server, { maxDevices: 3 });
    const columns = [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'ACCESS_TOKEN' }];
    await importing('device', tenant.token, 'Taken,,once-token-0\n', columns, { header: false });
    // Line 1 creates profile "fresh" and then fails: the profile goes with it, so line 2 must create it again.
    // A failed row counts toward neither the limit nor the known names; a name created earlier in the file is known.
    const file = ['Fails,fresh,once-token-0', 'Fresh 1,fresh,once-token-1', 'Fresh 1,fresh,once-token-2', 'Fails,fresh,once-token-3', 'Over,fresh,once-token-4'].join('\n');
    const res = await importing('device', tenant.token, file, columns, { header: false });
    expect(res.body).toEqual({
      created: 2,
      updated: 0,
      errors: 3,
      errorsList: ['Line 1: Device credentials are already assigned to another device!', 'Line 3: Device with such name already exists!', "Line 5: Can't create more then 3 devices!"],
    });
    const fresh = (await server.stores.devices.findByName(tenant.tenantId, 'Fresh 1'))!;
    const profile = await api(base, `/api/deviceProfile/${fresh.deviceProfileId.id}`, { token: tenant.token });
    expect([profile.status, profile.body.name]).toEqual([200, 'fresh']);
    expect(countRows(server, 'device_profile', 'tenant_id = ? and name = ?', tenant.tenantId, 'fresh')).toBe(1);
    expect(countRows(server, 'device', 'tenant_id = ?', tenant.tenantId)).toBe(3);
    expect((await server.stores.deviceCredentials.findByDevice((await server.stores.devices.findByName(tenant.tenantId, 'Fails'))!.id.id))!.credentialsId).toBe('once-token-3');

    // At the limit, updates still pass; another tenant's names are not this tenant's, but tokens are global.
    const update = await importing('device', tenant.token, 'Fresh 1,other,once-token-1\nTaken,,once-token-9\n', columns, { header: false, update: true });
    expect(update.body).toEqual({ created: 0, updated: 2, errors: 0, errorsList: [] });
    expect((await server.stores.devices.findByName(tenant.tenantId, 'Fresh 1'))!.type).toBe('other');
    const other = await importing('device', a.token, 'Fresh 1,,once-token-1\nFresh 1,,b-token\n', columns, { header: false });
    expect(other.body).toEqual({ created: 1, updated: 0, errors: 1, errorsList: ['Line 1: Device credentials are already assigned to another device!'] });
    expect((await server.stores.devices.findByName(tenant.tenantId, 'Fresh 1'))!.type).toBe('other');
  });

  it.each([
    [{ file: 'x', mapping: { columns: [{ type: 'TYPE' }] } }, /NAME/],
    [{ file: 'x', mapping: { columns: [{ type: 'NAME' }, { type: 'ROUTING_KEY' }] } }, /mapping.columns\[1\].type/],
    [{ file: 'x', mapping: { columns: [{ type: 'NAME' }, { type: 'SERVER_ATTRIBUTE' }] } }, /key/],
    [{ file: 'x', mapping: { columns: [{ type: 'NAME' }], delimiter: ':' } }, /delimiter/],
    [{ file: 5, mapping: { columns: [{ type: 'NAME' }] } }, /file/],
    [{ file: 'x' }, /mapping/],
  ])('refuses a malformed request %j with 400 and imports nothing', async (body, message) => {
    const before = countRows(server, 'device');
    expectError(await api(base, '/api/device/bulk_import', { token: a.token, body }), 400, 31, message);
    expect(countRows(server, 'device')).toBe(before);
  });

  it('is for tenant administrators only', async () => {
    expectError(await importing('device', userA.token, 'name\nX\n', [{ type: 'NAME' }]), 403, 20);
    expectError(await importing('asset', userA.token, 'name\nX\n', [{ type: 'NAME' }]), 403, 20);
  });
});

describe('assets and edges', () => {
  it('imports assets with description and shared attributes', async () => {
    const res = await importing('asset', a.token, 'name|type|description|floor\nBuilding I|building|Main|3\n', [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'DESCRIPTION' }, { type: 'SHARED_ATTRIBUTE', key: 'floors' }], { delimiter: '|' });
    expect(res.body).toEqual({ created: 1, updated: 0, errors: 0, errorsList: [] });
    const asset = (await server.stores.assets.findByName(a.tenantId, 'Building I'))!;
    expect(asset).toMatchObject({ type: 'building', additionalInfo: { description: 'Main' } });
    expect(await server.stores.telemetry.findAttributes(asset.id.id, 'SHARED_SCOPE')).toMatchObject([{ key: 'floors', value: { type: 'LONG', value: 3 } }]);
    expectError(await importing('asset', a.token, 'n,k\nA,x\n', [{ type: 'NAME' }, { type: 'ACCESS_TOKEN' }]), 400, 31);
  });

  it('fills blank edge routing key, secret and cloud endpoint', async () => {
    const columns = [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'ROUTING_KEY' }, { type: 'SECRET' }, { type: 'CLOUD_ENDPOINT' }];
    const res = await importing('edge', a.token, 'name,type,rk,secret,cloud\nEdge I1,gw,,,\nEdge I2,gw,my-key,my-secret,http://cloud\nEdge I3,,,,\n', columns, {}, { Origin: 'https://console.example' });
    expect(res.body).toEqual({ created: 2, updated: 0, errors: 1, errorsList: ['Line 4: Edge type should be specified!'] });
    const e1 = (await server.stores.edges.findByName(a.tenantId, 'Edge I1'))!;
    expect(e1.routingKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(e1.secret).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(e1.cloudEndpoint).toBe('https://console.example');
    expect(await server.stores.edges.findByName(a.tenantId, 'Edge I2')).toMatchObject({ routingKey: 'my-key', secret: 'my-secret', cloudEndpoint: 'http://cloud' });
    const noOrigin = await importing('edge', a.token, 'Edge I4,gw\n', [{ type: 'NAME' }, { type: 'TYPE' }], { header: false });
    expect(noOrigin.body.created).toBe(1);
    expect((await server.stores.edges.findByName(a.tenantId, 'Edge I4'))!.cloudEndpoint).toBe(base);
  });
});
