import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { keyName } from '../../server/resources/lwm2mObjects';
import { api, removeTempDirs, startTestServer } from './helpers';
import { demoContext, expectError, pageQuery, type Tokens } from './tenancyHelpers';

/* Rule-engine queues and LwM2M object models for the device-profile editor (seed 000 §7, seed 001 §3.5). */

let server: RunningServer;
let base: string;
let tokens: Tokens;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  ({ tokens } = await demoContext(server));
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const get = (path: string, token = tokens.tenant) => api(base, path, { token });
const ids = (objects: { id: number }[]) => objects.map((o) => o.id);

describe('GET /api/tenant/queues', () => {
  it('answers the rule engine’s queues sorted, and none for other services', async () => {
    for (const token of [tokens.tenant, tokens.sysadmin]) {
      const res = await get('/api/tenant/queues?serviceType=TB_RULE_ENGINE', token);
      expect([res.status, res.body]).toEqual([200, ['HighPriority', 'Main', 'SequentialByOriginator']]);
    }
    expect((await get('/api/tenant/queues?serviceType=TB_CORE')).body).toEqual([]);
  });

  it('refuses a missing or unknown service type and customer users', async () => {
    expectError(await get('/api/tenant/queues'), 400, 31, "Parameter 'serviceType' can't be empty!");
    expectError(await get('/api/tenant/queues?serviceType=KAFKA'), 400, 31, /serviceType/);
    expectError(await get('/api/tenant/queues?serviceType=TB_RULE_ENGINE', tokens.customer), 403, 20);
    expectError(await api(base, '/api/tenant/queues?serviceType=TB_RULE_ENGINE'), 401, 10);
  });
});

describe('GET /api/resource/lwm2m', () => {
  it('lists the standard objects in ThingsBoard’s LwM2mObject shape', async () => {
    const res = await get('/api/resource/lwm2m/?sortProperty=id&sortOrder=ASC');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([0, 1, 3, 4, 5, 6, 19]);
    const device = res.body.find((o: { id: number }) => o.id === 3);
    expect(device).toMatchObject({ id: 3, keyId: '3_1.1', name: 'Device', multiple: false, mandatory: true });
    expect(device.instances).toHaveLength(1);
    expect(device.instances[0].id).toBe(0);
    expect(device.instances[0].resources[0]).toEqual({ id: 0, name: 'Manufacturer', observe: false, attribute: false, telemetry: false, keyName: 'manufacturer' });
    expect(device.instances[0].resources.find((r: { id: number }) => r.id === 1).keyName).toBe('modelNumber');
  });

  it('filters by object ids or key ids and by name, and sorts', async () => {
    expect(ids((await get('/api/resource/lwm2m?objectIds=3_1.1,5')).body)).toEqual([3, 5]);
    expect(ids((await get('/api/resource/lwm2m?objectIds=19&objectIds=0')).body)).toEqual([0, 19]);
    expect(ids((await get('/api/resource/lwm2m?searchText=SERVER')).body)).toEqual([1]);
    expect(ids((await get('/api/resource/lwm2m?sortProperty=name&sortOrder=DESC')).body)).toEqual([1, 0, 6, 5, 3, 4, 19]);
    expect(ids((await get('/api/resource/lwm2m?sortProperty=id&sortOrder=desc')).body)).toEqual([19, 6, 5, 4, 3, 1, 0]);
    expectError(await get('/api/resource/lwm2m?sortProperty=version'), 400, 31);
    expectError(await get('/api/resource/lwm2m?sortOrder=UP'), 400, 31, "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.");
  });

  it('pages as ThingsBoard 3.3 does: the page’s objects as an array', async () => {
    const first = await get(`/api/resource/lwm2m/page?${pageQuery({ pageSize: 3, page: 0 })}`);
    expect(ids(first.body)).toEqual([0, 1, 3]);
    expect(ids((await get(`/api/resource/lwm2m/page?${pageQuery({ pageSize: 3, page: 2 })}`)).body)).toEqual([19]);
    expect(ids((await get(`/api/resource/lwm2m/page?${pageQuery({ textSearch: 'loc' })}`)).body)).toEqual([6]);
    expect(ids((await get(`/api/resource/lwm2m/page?${pageQuery({ sortProperty: 'name', sortOrder: 'ASC', pageSize: 2 })}`)).body)).toEqual([19, 4]);
    expectError(await get('/api/resource/lwm2m/page?page=0'), 400, 31);
  });

  it('is for administrators only', async () => {
    expect((await get('/api/resource/lwm2m', tokens.sysadmin)).status).toBe(200);
    expectError(await get('/api/resource/lwm2m', tokens.customer), 403, 20);
    expectError(await get(`/api/resource/lwm2m/page?${pageQuery()}`, tokens.customer), 403, 20);
  });
});

describe('GET /api/lwm2m/deviceProfile/bootstrap/{isBootstrapServer}', () => {
  it('answers the seed’s server defaults', async () => {
    expect((await get('/api/lwm2m/deviceProfile/bootstrap/true')).body).toMatchObject({
      host: 'localhost', port: 5687, securityHost: 'localhost', securityPort: 5688, serverPublicKey: '', bootstrapServerIs: true, serverId: 111,
    });
    expect((await get('/api/lwm2m/deviceProfile/bootstrap/false')).body).toMatchObject({
      host: 'localhost', port: 5685, securityHost: 'localhost', securityPort: 5686, serverPublicKey: '', bootstrapServerIs: false, serverId: 123,
    });
    expectError(await get('/api/lwm2m/deviceProfile/bootstrap/yes'), 400, 31);
    expectError(await get('/api/lwm2m/deviceProfile/bootstrap/true', tokens.customer), 403, 20);
  });
});

describe('keyName', () => {
  it('camel-cases resource names', () => {
    expect(keyName('Manufacturer')).toBe('manufacturer');
    expect(keyName('Bootstrap-Server Account Timeout')).toBe('bootstrapServerAccountTimeout');
    expect(keyName('SMS Binding Secret Key(s)')).toBe('smsBindingSecretKeyS');
    expect(keyName('DTLS/TLS Ciphersuite')).toBe('dtlsTlsCiphersuite');
  });
});
