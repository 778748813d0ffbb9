import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiRouteTable } from '../../server/ops/openApi';
import { api, login, removeTempDirs, startTestServer } from './helpers';

const METRICS_TOKEN = 'scrape-secret-0123456789';

let server: RunningServer;
let noMetrics: RunningServer;

beforeAll(async () => {
  [server, noMetrics] = await Promise.all([startTestServer({ metricsToken: METRICS_TOKEN }), startTestServer({ metricsToken: undefined })]);
});

afterAll(async () => {
  await Promise.all([server?.close(), noMetrics?.close()]);
  await removeTempDirs();
});

const scrape = (target: RunningServer, token?: string) =>
  fetch(`${target.url}/metrics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('/api/health', () => {
  it('answers without a token: the database and the queues', async () => {
    const res = await api(server.url, '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'UP',
      database: { status: 'UP', dialect: server.config.databaseUrl ? 'postgresql' : 'sqlite' },
      queues: { ruleEngine: { pending: expect.any(Number), inFlight: expect.any(Number) }, telemetryWrites: { pending: expect.any(Number) } },
    });
    expect(res.body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN and refuses a missing or wrong token', async () => {
    expect((await scrape(noMetrics, METRICS_TOKEN)).status).toBe(404);
    expect((await scrape(server)).status).toBe(401);
    expect((await scrape(server, 'wrong')).status).toBe(401);
  });

  it('answers in Prometheus text format with the HTTP, WebSocket, MQTT, rule-engine, database, memory and event-loop series', async () => {
    const { token } = await login(server.url, 'tenant');
    await api(server.url, '/api/tenant/devices?pageSize=10&page=0', { token });
    const res = await scrape(server, METRICS_TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const series of [
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/tenant/devices",status_code="200"}',
      'tessera_ws_sessions ',
      'tessera_mqtt_sessions ',
      'tessera_mqtt_inflight_messages ',
      '# TYPE tessera_mqtt_messages_total counter',
      '# TYPE tessera_rule_engine_queue_depth gauge',
      '# TYPE tessera_rule_engine_queue_lag_seconds gauge',
      '# TYPE tessera_rule_engine_messages_total counter',
      '# TYPE tessera_telemetry_write_batch_duration_seconds histogram',
      '# TYPE tessera_telemetry_write_batch_size histogram',
      '# TYPE tessera_telemetry_datapoints_total counter',
      'tessera_telemetry_write_queue_depth ',
      'tessera_db_query_duration_seconds_count{dialect=',
      'process_resident_memory_bytes ',
      'nodejs_eventloop_lag_p99_seconds ',
    ]) {
      expect(text, series).toContain(series);
    }
    const logins = /http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/login",status_code="200"\} (\d+)/.exec(text);
    expect(Number(logins?.[1])).toBeGreaterThanOrEqual(1);
  });

  it('counts device telemetry: messages, data points and write batches', async () => {
    const { token } = await login(server.url, 'tenant');
    const devices = await api(server.url, '/api/tenant/devices?pageSize=1&page=0', { token });
    const deviceId = devices.body.data[0].id.id;
    const credentials = await api(server.url, `/api/device/${deviceId}/credentials`, { token });
    const posted = await api(server.url, `/api/v1/${credentials.body.credentialsId}/telemetry`, { body: { a: 1, b: 2, c: 3 } });
    expect(posted.status).toBe(200);
    const text = await (await scrape(server, METRICS_TOKEN)).text();
    expect(Number(/^tessera_telemetry_datapoints_total (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(3);
    expect(Number(/^tessera_telemetry_write_batch_size_count (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^tessera_rule_engine_messages_total\{queue="Main",outcome="processed"\} (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
  });
});

describe('OpenAPI documentation', () => {
  it('lists every REST route of the server with its methods', async () => {
    const res = await api(server.url, '/swagger-ui/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const table = apiRouteTable(server.app);
    expect(table.length).toBeGreaterThan(150);
    const missing = table.filter((route) => {
      const documented = paths[route.url.replace(/:(\w+)/g, '{$1}')];
      return !documented?.[route.method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    // A few paths of the contract, as the contract writes them (parameter names aside).
    const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');
    const documented = Object.keys(paths).map(shape);
    for (const path of ['/api/auth/login', '/api/tenant/devices', '/api/device/{deviceId}', '/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries']) {
      expect(documented, path).toContain(shape(path));
    }
    expect(Object.keys(paths).some((path) => path.startsWith('/assets') || path.startsWith('/swagger-ui'))).toBe(false);
  });

  it('serves the Swagger UI page under the console CSP', async () => {
    const res = await fetch(`${server.url}/swagger-ui/`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger-initializer.js');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });
});

describe('request ids', () => {
  it('answers each request with the id its log lines carry: the caller’s sane X-Request-Id, else a UUID', async () => {
    const own = await api(server.url, '/api/health', { headers: { 'X-Request-Id': 'lb-7f3a.42' } });
    expect(own.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const generated = await api(server.url, '/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const odd = await api(server.url, '/api/health', { headers: { 'X-Request-Id': 'x'.repeat(65) } });
    expect(odd.headers.get('x-request-id')).not.toBe('x'.repeat(65));
    expect((await api(server.url, '/api/nothing-here')).headers.get('x-request-id')).toBeTruthy();
  });
});
