import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin } from './entityHelpers';
import { api, ERROR_KEYS, errorShape, login, removeTempDirs, startTestServer } from './helpers';

let server: RunningServer;
let base: string;
let sysadmin: string;
let tenant: string;

export const LWM2M_MODEL_XML = `<?xml version="1.0" encoding="utf-8"?>
<LWM2M xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://openmobilealliance.org/tech/profiles/LWM2M.xsd">
  <Object ObjectType="MODefinition">
    <Name>Tessera Thermostat</Name>
    <Description1>A test object</Description1>
    <ObjectID>33001</ObjectID>
    <ObjectURN>urn:oma:lwm2m:x:33001</ObjectURN>
    <LWM2MVersion>1.1</LWM2MVersion>
    <ObjectVersion>1.2</ObjectVersion>
    <MultipleInstances>Multiple</MultipleInstances>
    <Mandatory>Optional</Mandatory>
    <Resources><Item ID="0"><Name>Temperature</Name><Operations>R</Operations></Item></Resources>
  </Object>
</LWM2M>
`;

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  sysadmin = (await login(base, 'sysadmin')).token;
  tenant = (await login(base, 'tenant')).token;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('/api/resource', () => {
  it('stores an LwM2M model under its object id and version, titled from the model', async () => {
    const res = await api(base, '/api/resource', { token: tenant, body: { resourceType: 'LWM2M_MODEL', fileName: 'thermostat.xml', data: b64(LWM2M_MODEL_XML) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ resourceType: 'LWM2M_MODEL', resourceKey: '33001_1.2', title: 'Tessera Thermostat id=33001 v1.2', fileName: 'thermostat.xml' });
    const again = await api(base, '/api/resource', { token: tenant, body: { resourceType: 'LWM2M_MODEL', fileName: 'copy.xml', data: b64(LWM2M_MODEL_XML) } });
    expect([again.status, again.body.message]).toEqual([400, 'Resource with such resourceKey already exists!']);
    const bad = await api(base, '/api/resource', { token: tenant, body: { resourceType: 'LWM2M_MODEL', fileName: 'x.xml', data: b64('<LWM2M><Object><Name>x</Name></Object></LWM2M>') } });
    expect([bad.status, bad.body.message]).toEqual([400, 'Failed to parse the LwM2M model: ObjectID must be a whole number from 0 to 65535']);
    const notXml = await api(base, '/api/resource', { token: tenant, body: { resourceType: 'LWM2M_MODEL', fileName: 'x.xml', data: b64('<LWM2M><Object>') } });
    expect(notXml.body.message).toMatch(/^Failed to parse the LwM2M model: /);
  });

  it('downloads a JS module byte for byte and deletes it', async () => {
    const bytes = Buffer.concat([Buffer.from('export const answer = 42;\n'), randomBytes(2048)]);
    const saved = await api(base, '/api/resource', { token: tenant, body: { title: 'Helpers', resourceType: 'JS_MODULE', fileName: 'helpers.js', data: b64(bytes) } });
    expect(saved.body).toMatchObject({ title: 'Helpers', resourceKey: 'helpers.js', dataSize: bytes.length });
    const id = saved.body.id.id;
    const download = await fetch(`${base}/api/resource/${id}/download`, { headers: { 'X-Authorization': `Bearer ${tenant}` } });
    expect(download.headers.get('content-disposition')).toBe('attachment;filename=helpers.js');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const full = await api(base, `/api/resource/${id}`, { token: tenant });
    expect(Buffer.from(full.body.data, 'base64').equals(bytes)).toBe(true);
    expect((await api(base, `/api/resource/${id}`, { token: tenant, method: 'DELETE' })).status).toBe(200);
    const gone = await api(base, `/api/resource/info/${id}`, { token: tenant });
    expect(errorShape(gone.body)).toMatchObject({ keys: ERROR_KEYS, status: 404, errorCode: 32, message: `Resource with id [${id}] is not found` });
  });

  it('lists the tenant\'s and the system\'s resources with paging and a type filter; system ones are read-only to tenants', async () => {
    const system = await api(base, '/api/resource', { token: sysadmin, body: { title: 'System lib', resourceType: 'JS_MODULE', fileName: 'system.js', data: b64('1') } });
    expect(system.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      await api(base, '/api/resource', { token: tenant, body: { title: `Lib ${i}`, resourceType: 'JS_MODULE', fileName: `lib${i}.js`, data: b64(`${i}`) } });
    }
    const page = await api(base, '/api/resource?pageSize=2&page=0&resourceType=JS_MODULE&sortProperty=title&sortOrder=ASC', { token: tenant });
    expect(page.body).toMatchObject({ totalElements: 4, totalPages: 2, hasNext: true });
    expect(page.body.data.map((r: { title: string }) => r.title)).toEqual(['Lib 0', 'Lib 1']);
    const models = await api(base, '/api/resource?pageSize=10&page=0&resourceType=LWM2M_MODEL', { token: tenant });
    expect(models.body.data.map((r: { resourceType: string }) => r.resourceType)).toEqual(['LWM2M_MODEL']);
    const sysPage = await api(base, '/api/resource?pageSize=10&page=0', { token: sysadmin });
    expect(sysPage.body.data.map((r: { title: string }) => r.title)).toEqual(['System lib']);

    const systemId = system.body.id.id;
    expect((await api(base, `/api/resource/${systemId}/download`, { token: tenant })).text).toBe('1');
    const del = await api(base, `/api/resource/${systemId}`, { token: tenant, method: 'DELETE' });
    expect([del.status, del.body.errorCode]).toEqual([403, 20]);
    const overwrite = await api(base, '/api/resource', { token: tenant, body: { id: { entityType: 'TB_RESOURCE', id: systemId }, title: 'x', resourceType: 'JS_MODULE', fileName: 'system.js', data: b64('2') } });
    expect(overwrite.status).toBe(403);
  });

  it('keeps tenants apart and refuses customers', async () => {
    const { token } = await newTenantAdmin(server, { maxResourcesInBytes: 100 });
    const mine = await api(base, '/api/resource', { token: tenant, body: { title: 'Private', resourceType: 'JKS', fileName: 'keys.jks', data: b64(randomBytes(64)) } });
    const foreign = await api(base, `/api/resource/info/${mine.body.id.id}`, { token });
    expect(foreign.status).toBe(403);
    expect((await api(base, '/api/resource?pageSize=50&page=0', { token })).body.data.map((r: { title: string }) => r.title)).not.toContain('Private');
    // The other tenant's profile allows 100 bytes of resources.
    expect((await api(base, '/api/resource', { token, body: { title: 'a', resourceType: 'JS_MODULE', fileName: 'a.js', data: b64(randomBytes(80)) } })).status).toBe(200);
    const full = await api(base, '/api/resource', { token, body: { title: 'b', resourceType: 'JS_MODULE', fileName: 'b.js', data: b64(randomBytes(30)) } });
    expect([full.status, full.body.message]).toEqual([400, 'Failed to create the tb resource, files size limit is exhausted 100 bytes!']);
    const { token: customer } = await login(base, 'customer');
    expect((await api(base, '/api/resource?pageSize=10&page=0', { token: customer })).status).toBe(403);
  });

  it.each([
    ['no type', { title: 't', fileName: 'f', data: 'AA==' }, 'Resource type should be specified!'],
    ['an unknown type', { title: 't', resourceType: 'EXE', fileName: 'f', data: 'AA==' }, "Parameter 'resourceType' must be one of LWM2M_MODEL, JKS, PKCS_12, JS_MODULE!"],
    ['no file name', { title: 't', resourceType: 'JS_MODULE', data: 'AA==' }, 'Resource file name should be specified!'],
    ['no title', { resourceType: 'JS_MODULE', fileName: 'a.js', data: 'AA==' }, 'Resource title should be specified!'],
    ['no data', { title: 't', resourceType: 'JS_MODULE', fileName: 'a.js' }, 'Resource data should be specified!'],
    ['data that is not base64', { title: 't', resourceType: 'JS_MODULE', fileName: 'a.js', data: '***' }, "Parameter 'data' must be base64!"],
  ])('answers 400/31 for %s', async (_name, body, message) => {
    const res = await api(base, '/api/resource', { token: tenant, body });
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, status: 400, errorCode: 31, message });
  });
});
