import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { MSG } from '../../server/http/messages';
import { api, login, removeTempDirs, startTestServer } from './helpers';

/*
 * The OpenAPI document carries the request and response schemas of the main entity families
 * (server/http/openapi/), and those schemas are documentation only: requests still get
 * ThingsBoard's own messages, and responses are the server's objects as JSON.stringify writes
 * them (no field dropped, no order changed by a schema serializer).
 */

let server: RunningServer;
let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, unknown>; additionalProperties?: unknown }> } };

interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

beforeAll(async () => {
  server = await startTestServer();
  document = (await api(server.url, '/swagger-ui/json')).body;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};
const jsonSchema = (part: { content?: Record<string, { schema: unknown }> } | undefined) => part?.content?.['application/json']?.schema;
/** The component names a schema refers to, at any depth. */
const refsOf = (schema: unknown): string[] => [...JSON.stringify(schema ?? null).matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((match) => match[1]!);

describe('OpenAPI schemas', () => {
  it('documents request and response bodies of the entity families with shared components', () => {
    const saves: [string, string][] = [
      ['/api/device', 'Device'], ['/api/asset', 'Asset'], ['/api/customer', 'Customer'], ['/api/user', 'User'], ['/api/dashboard', 'Dashboard'],
      ['/api/tenant', 'Tenant'], ['/api/alarm', 'Alarm'], ['/api/ruleChain', 'RuleChain'], ['/api/widgetsBundle', 'WidgetsBundle'],
      ['/api/widgetType', 'WidgetType'], ['/api/entityView', 'EntityView'], ['/api/edge', 'Edge'], ['/api/otaPackage', 'OtaPackageInfo'],
    ];
    for (const [path, component] of saves) {
      const save = operation('post', path);
      expect(refsOf(jsonSchema(save.requestBody)), path).toEqual([component]);
      expect(refsOf(jsonSchema(save.responses['200'])), path).toEqual([component]);
    }
    // Pages of a family, telemetry bodies and rule-chain metadata.
    expect(refsOf(jsonSchema(operation('get', '/api/tenant/deviceInfos').responses['200']))).toEqual(['DeviceInfo']);
    expect(jsonSchema(operation('get', '/api/tenant/deviceInfos').responses['200'])).toMatchObject({ properties: { data: { type: 'array' }, hasNext: { type: 'boolean' } } });
    expect(refsOf(jsonSchema(operation('post', '/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}').requestBody))).toEqual(['TelemetryPayload']);
    expect(refsOf(jsonSchema(operation('get', '/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries').responses['200']))).toEqual(['TimeseriesValues']);
    expect(refsOf(jsonSchema(operation('get', '/api/ruleChain/{id}/metadata').responses['200']))).toEqual(['RuleChainMetaData']);
    // Every referenced component exists, and entity objects stay open.
    const referenced = new Set(refsOf(document.paths));
    for (const name of referenced) expect(document.components.schemas[name], name).toBeDefined();
    expect(document.components.schemas.Device).toMatchObject({ additionalProperties: true, properties: { name: { type: 'string' }, deviceProfileId: { $ref: '#/components/schemas/EntityId' } } });
  });

  it('still answers ThingsBoard’s validation messages on documented routes', async () => {
    const tenant = await login(server.url, 'tenant');
    const device = await api(server.url, '/api/device', { token: tenant.token, body: { type: 'default' } });
    expect(device.status).toBe(400);
    expect(device.body).toMatchObject({ status: 400, errorCode: 31, message: MSG.DEVICE_NAME });
    const sysadmin = await login(server.url, 'sysadmin');
    const tenantSave = await api(server.url, '/api/tenant', { token: sysadmin.token, body: { title: 42, region: [] } });
    expect(tenantSave.status).toBe(400);
    // The handler's own check, not Ajv's "body/title must be string".
    expect(tenantSave.body).toMatchObject({ status: 400, errorCode: 31, message: "Parameter 'title' must be a string!" });
  });

  it('sends responses as the server builds them, with fields the schemas do not name', async () => {
    const tenant = await login(server.url, 'tenant');
    const saved = await api(server.url, '/api/device', {
      token: tenant.token,
      body: { name: 'openapi probe', type: 'default', label: 'L', additionalInfo: { description: 'd', nested: { list: [1, 'x', null] } } },
    });
    expect(saved.status).toBe(200);
    const read = await api(server.url, `/api/device/${saved.body.id.id}`, { token: tenant.token });
    expect(read.text).toBe(JSON.stringify(await server.stores.devices.findById(saved.body.id.id)));

    const sysadmin = await login(server.url, 'sysadmin');
    const me = await api(server.url, '/api/auth/user', { token: tenant.token });
    const info = await api(server.url, `/api/tenant/info/${me.body.tenantId.id}`, { token: sysadmin.token });
    expect(info.text).toBe(JSON.stringify(await server.stores.tenants.findInfoById(me.body.tenantId.id)));
    const documented = Object.keys(document.components.schemas.TenantInfo!.properties ?? {});
    expect(Object.keys(info.body).filter((key) => !documented.includes(key))).toEqual(expect.arrayContaining(['name', 'region']));
  });
});
