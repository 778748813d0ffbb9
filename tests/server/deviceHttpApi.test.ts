import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { saved, tenantAdminServer, type TenantAdmin } from './entityHelpers';
import { api } from './helpers';
import { countRows } from './tenancyHelpers';

/* The HTTP device API (contract §9.3): telemetry, attributes, long polls and RPC, by access token. */

let server: RunningServer;
let base: string;
let admin: TenantAdmin;
let counter = 0;

tenantAdminServer((started) => ({ server, base, admin } = started));

async function newDevice(): Promise<{ id: string; token: string }> {
  const token = `http-token-${++counter}`;
  const device = await saved(base, `/api/device?accessToken=${token}`, admin.token, { name: `HTTP device ${counter}` });
  return { id: device.id.id, token };
}

const post = (path: string, rawBody: string) => api(base, path, { method: 'POST', rawBody });

describe('device HTTP telemetry and attributes', () => {
  it('stores the three payload forms with device typing ("42" is a number, 3.0 stays a double)', async () => {
    const device = await newDevice();
    const flat = await post(`/api/v1/${device.token}/telemetry`, '{"temperature":"42","ratio":3.0,"on":false,"nested":{"a":1}}');
    expect([flat.status, flat.text]).toEqual([200, '']);
    expect((await post(`/api/v1/${device.token}/telemetry`, '{"ts":1643296400000,"values":{"humidity":40.5}}')).status).toBe(200);
    expect((await post(`/api/v1/${device.token}/telemetry`, '[{"ts":1643296500000,"values":{"p":1}},{"ts":1643296600000,"values":{"p":2}}]')).status).toBe(200);
    const latest = await api(base, `/api/plugins/telemetry/DEVICE/${device.id}/values/timeseries?keys=temperature,ratio,on,nested,humidity,p`, { token: admin.token });
    expect(latest.body).toEqual({
      temperature: [{ ts: expect.any(Number), value: '42' }],
      ratio: [{ ts: expect.any(Number), value: '3.0' }],
      on: [{ ts: expect.any(Number), value: 'false' }],
      nested: [{ ts: expect.any(Number), value: '{"a":1}' }],
      humidity: [{ ts: 1643296400000, value: '40.5' }],
      p: [{ ts: 1643296600000, value: '2' }],
    });
    const strict = await api(base, `/api/plugins/telemetry/DEVICE/${device.id}/values/timeseries?keys=temperature&useStrictDataTypes=true`, { token: admin.token });
    expect(strict.body.temperature[0].value).toBe(42);
  });

  it('unknown token 401 with an empty body; malformed or oversized bodies 400/413 as text; nothing stored', async () => {
    const device = await newDevice();
    const unknown = await post('/api/v1/no-such-token/telemetry', '{"a":1}');
    expect([unknown.status, unknown.text]).toEqual([401, '']);
    const before = countRows(server, 'ts_kv');
    const malformed = await post(`/api/v1/${device.token}/telemetry`, '{"a":');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await post(`/api/v1/${device.token}/telemetry`, '"text"')).status).toBe(400);
    expect((await post(`/api/v1/${device.token}/attributes`, '[1]')).status).toBe(400);
    const huge = await post(`/api/v1/${device.token}/telemetry`, JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }));
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(countRows(server, 'ts_kv')).toBe(before);
    expect(countRows(server, 'attribute_kv', 'entity_id = ?', device.id)).toBe(0);
  });

  it('posts client attributes and reads client and shared ones, leaving out an empty part', async () => {
    const device = await newDevice();
    expect((await post(`/api/v1/${device.token}/attributes`, '{"fw":"1.2","count":"5"}')).status).toBe(200);
    await api(base, `/api/plugins/telemetry/DEVICE/${device.id}/attributes/SHARED_SCOPE`, { token: admin.token, body: { target: 20, mode: 'eco' } });
    expect((await api(base, `/api/v1/${device.token}/attributes`)).body).toEqual({ client: { fw: 1.2, count: 5 }, shared: { target: 20, mode: 'eco' } });
    expect((await api(base, `/api/v1/${device.token}/attributes?clientKeys=count&sharedKeys=mode`)).body).toEqual({ client: { count: 5 }, shared: { mode: 'eco' } });
    expect((await api(base, `/api/v1/${device.token}/attributes?sharedKeys=target`)).body).toEqual({ shared: { target: 20 } });
    expect((await api(base, `/api/v1/${device.token}/attributes?clientKeys=missing`)).body).toEqual({});
  });
});

describe('device HTTP long polls and RPC', () => {
  it('attribute updates: a shared change answers the poll; no change answers 408', async () => {
    const device = await newDevice();
    const poll = api(base, `/api/v1/${device.token}/attributes/updates?timeout=10000`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await api(base, `/api/plugins/telemetry/DEVICE/${device.id}/attributes/SHARED_SCOPE`, { token: admin.token, body: { setpoint: 7 } });
    expect(await poll).toMatchObject({ status: 200, body: { setpoint: 7 } });
    const idle = await api(base, `/api/v1/${device.token}/attributes/updates?timeout=200`);
    expect([idle.status, idle.text]).toEqual([408, '']);
  });

  it('server-side RPC by long poll and reply; client-side RPC answers at once', async () => {
    const device = await newDevice();
    const call = api(base, `/api/rpc/twoway/${device.id}`, { token: admin.token, body: { method: 'getTemp', params: { unit: 'C' } } });
    const polled = await api(base, `/api/v1/${device.token}/rpc?timeout=5000`);
    expect(polled.status).toBe(200);
    expect(polled.body).toEqual({ id: expect.any(Number), method: 'getTemp', params: { unit: 'C' } });
    const replied = await post(`/api/v1/${device.token}/rpc/${polled.body.id}`, '{"temp":21}');
    expect(replied.status).toBe(200);
    expect(await call).toMatchObject({ status: 200, body: { temp: 21 } });

    const idle = await api(base, `/api/v1/${device.token}/rpc?timeout=200`);
    expect(idle.status).toBe(408);
    const clientRpc = await post(`/api/v1/${device.token}/rpc`, '{"method":"getCurrentTime","params":{}}');
    expect(clientRpc.body).toEqual({ time: expect.any(Number) });
    expect((await post(`/api/v1/${device.token}/rpc`, '{"params":{}}')).status).toBe(400);
  });
});
