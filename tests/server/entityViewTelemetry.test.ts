import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { countRows, eid } from './tenancyHelpers';
import { WsClient as Client, type WsMessage as Message } from './wsClient';

/*
 * Entity views show their target's telemetry only for their keys and inside their window
 * (contract §12), over REST, the entity data query and both WebSocket generations; their
 * time series are read only, their own attributes writable. Real server, HTTP and `ws`.
 */

let server: RunningServer;
let base: string;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let other: Awaited<ReturnType<typeof newTenantAdmin>>;
let counter = 0;

const KEYS = { timeseries: ['temp', 'hum'], attributes: { cs: ['c1'], ss: ['s1'], sh: ['h1'] } };
const telemetry = (path: string, token = admin.token) => api(base, `/api/plugins/telemetry/${path}`, { token });

/** A device with points at 500, 1500 and 2500 (temp), 1500 (hum, secret) and attributes of every scope; a windowed and an open view of it. */
async function setup() {
  const n = ++counter;
  const accessToken = `ev-token-${n}`;
  const device = (await saved(base, `/api/device?accessToken=${accessToken}`, admin.token, { name: `ev-device-${n}`, type: 'ev' })).id.id;
  const points = [
    { ts: 500, values: { temp: 5 } },
    { ts: 1500, values: { temp: 15, hum: 40, secret: 'x' } },
    { ts: 2500, values: { temp: 25 } },
  ];
  expect((await api(base, `/api/plugins/telemetry/DEVICE/${device}/timeseries/ANY`, { token: admin.token, body: points })).status).toBe(200);
  expect((await api(base, `/api/plugins/telemetry/DEVICE/${device}/attributes/SERVER_SCOPE`, { token: admin.token, body: { s1: 'server', hidden: 'no' } })).status).toBe(200);
  expect((await api(base, `/api/plugins/telemetry/DEVICE/${device}/attributes/SHARED_SCOPE`, { token: admin.token, body: { h1: 'shared' } })).status).toBe(200);
  expect((await api(base, `/api/v1/${accessToken}/attributes`, { body: { c1: 'client', c2: 'other' } })).status).toBe(200);
  const view = async (name: string, startTimeMs: number, endTimeMs: number) =>
    (await saved(base, '/api/entityView', admin.token, { name: `${name}-${n}`, type: 'ev', entityId: eid('DEVICE', device), keys: KEYS, startTimeMs, endTimeMs })).id.id as string;
  return { device, windowed: await view('windowed', 1000, 2000), open: await view('open', 0, 0) };
}

const postTs = (device: string, body: unknown) => api(base, `/api/plugins/telemetry/DEVICE/${device}/timeseries/ANY`, { token: admin.token, body });

beforeAll(async () => {
  server = await startTestServer({ wsLimits: { tickMs: 250 } });
  base = server.url;
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('telemetry REST of an entity view', () => {
  it('reads latest values, keys and history of the listed keys inside the window only', async () => {
    const { windowed, open } = await setup();
    expect((await telemetry(`ENTITY_VIEW/${windowed}/keys/timeseries`)).body).toEqual(['hum', 'temp']);
    expect((await telemetry(`ENTITY_VIEW/${windowed}/values/timeseries`)).body).toEqual({ hum: [{ ts: 1500, value: '40' }], temp: [{ ts: 1500, value: '15' }] });
    expect((await telemetry(`ENTITY_VIEW/${open}/values/timeseries?keys=temp`)).body).toEqual({ temp: [{ ts: 2500, value: '25' }] });
    const history = await telemetry(`ENTITY_VIEW/${windowed}/values/timeseries?keys=temp,secret&startTs=0&endTs=10000&orderBy=ASC`);
    expect(history.body).toEqual({ temp: [{ ts: 1500, value: '15' }] });
    const openHistory = await telemetry(`ENTITY_VIEW/${open}/values/timeseries?keys=temp,secret&startTs=0&endTs=10000&orderBy=ASC`);
    expect(openHistory.body).toEqual({ temp: [{ ts: 500, value: '5' }, { ts: 1500, value: '15' }, { ts: 2500, value: '25' }] });
  });

  it('reads the listed attributes per scope (cs, sh, ss) when updated inside the window', async () => {
    const { windowed, open } = await setup();
    expect((await telemetry(`ENTITY_VIEW/${open}/keys/attributes`)).body).toEqual(['c1', 'h1', 's1']);
    expect((await telemetry(`ENTITY_VIEW/${open}/keys/attributes/SERVER_SCOPE`)).body).toEqual(['s1']);
    const values = (await telemetry(`ENTITY_VIEW/${open}/values/attributes`)).body as { key: string; value: unknown }[];
    expect(values.map(({ key, value }) => [key, value])).toEqual([['c1', 'client'], ['h1', 'shared'], ['s1', 'server']]);
    const client = (await telemetry(`ENTITY_VIEW/${open}/values/attributes/CLIENT_SCOPE?keys=c1,c2`)).body as { key: string }[];
    expect(client.map((attr) => attr.key)).toEqual(['c1']);
    // Updated now, after the window closed at 2000.
    expect((await telemetry(`ENTITY_VIEW/${windowed}/values/attributes`)).body).toEqual([]);
  });

  it('refuses time-series writes and deletes on a view with 400, and saves its own attributes', async () => {
    const { open } = await setup();
    const write = await api(base, `/api/plugins/telemetry/ENTITY_VIEW/${open}/timeseries/ANY`, { token: admin.token, body: { temp: 99 } });
    expect(write.status).toBe(400);
    expect(write.text).toBe("Telemetry data can't be stored for entity view. Read only");
    const remove = await api(base, `/api/plugins/telemetry/ENTITY_VIEW/${open}/timeseries/delete?keys=temp&deleteAllDataForKeys=true`, { method: 'DELETE', token: admin.token });
    expect(remove.status).toBe(400);
    expect(countRows(server, 'ts_kv', 'entity_id = ?', open)).toBe(0);
    expect((await telemetry(`ENTITY_VIEW/${open}/values/timeseries?keys=temp`)).body).toEqual({ temp: [{ ts: 2500, value: '25' }] });

    expect((await api(base, `/api/plugins/telemetry/ENTITY_VIEW/${open}/attributes/SERVER_SCOPE`, { token: admin.token, body: { own: 1 } })).status).toBe(200);
    const server_ = (await telemetry(`ENTITY_VIEW/${open}/values/attributes/SERVER_SCOPE`)).body as { key: string; value: unknown }[];
    expect(server_.map(({ key, value }) => [key, value]).sort()).toEqual([['own', 1], ['s1', 'server']]);
  });

  it('answers another tenant 403 and shows it nothing', async () => {
    const { open } = await setup();
    for (const path of ['values/timeseries', 'keys/timeseries', 'values/attributes', 'values/timeseries?keys=temp&startTs=0&endTs=10000']) {
      const res = await telemetry(`ENTITY_VIEW/${open}/${path}`, other.token);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('25');
    }
    expect((await api(base, `/api/plugins/telemetry/ENTITY_VIEW/${open}/attributes/SERVER_SCOPE`, { token: other.token, body: { x: 1 } })).status).toBe(403);
  });

  it('gives the entity data query the view’s latest values', async () => {
    const { windowed } = await setup();
    const res = await api(base, '/api/entitiesQuery/find', {
      token: admin.token,
      body: {
        entityFilter: { type: 'singleEntity', singleEntity: eid('ENTITY_VIEW', windowed) },
        pageLink: { page: 0, pageSize: 10 },
        entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
        latestValues: [{ type: 'TIME_SERIES', key: 'temp' }, { type: 'TIME_SERIES', key: 'secret' }, { type: 'ATTRIBUTE', key: 's1' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0].latest.TIME_SERIES).toEqual({ temp: { ts: 1500, value: '15' }, secret: { ts: 0, value: '' } });
    expect(res.body.data[0].latest.ATTRIBUTE).toEqual({ s1: { ts: 0, value: '' } });
    const other_ = await api(base, '/api/entitiesQuery/find', {
      token: other.token,
      body: { entityFilter: { type: 'singleEntity', singleEntity: eid('ENTITY_VIEW', windowed) }, pageLink: { page: 0, pageSize: 10 }, latestValues: [{ type: 'TIME_SERIES', key: 'temp' }] },
    });
    expect(other_.body.data).toEqual([]);
  });
});

describe('WebSocket subscriptions of an entity view', () => {
  const bySubscription = (id: number) => (message: Message) => message.subscriptionId === id;
  const byCmd = (id: number) => (message: Message) => message.cmdId === id;

  it('v1: time series inside the window and listed keys, live and history; listed attributes live', async () => {
    const { device, windowed, open } = await setup();
    const client = await Client.open(server, admin.token);
    try {
      client.send({ tsSubCmds: [{ cmdId: 1, entityType: 'ENTITY_VIEW', entityId: windowed, keys: '' }] });
      expect((await client.next(bySubscription(1))).data).toEqual({ hum: [[1500, '40']], temp: [[1500, '15']] });
      // Out of the window, unlisted, then inside: only the last shows.
      expect((await postTs(device, [{ ts: 2600, values: { temp: 26 } }, { ts: 1700, values: { secret: 'y' } }])).status).toBe(200);
      expect((await postTs(device, { ts: 1800, values: { temp: 18 } })).status).toBe(200);
      expect((await client.next(bySubscription(1))).data).toEqual({ temp: [[1800, '18']] });

      client.send({ historyCmds: [{ cmdId: 2, entityType: 'ENTITY_VIEW', entityId: windowed, keys: 'temp,secret', startTs: 0, endTs: 10000 }] });
      expect((await client.next(bySubscription(2))).data).toEqual({ temp: [[1800, '18'], [1500, '15']] });

      client.send({ attrSubCmds: [{ cmdId: 3, entityType: 'ENTITY_VIEW', entityId: open, keys: '', scope: 'SERVER_SCOPE' }] });
      expect(Object.keys((await client.next(bySubscription(3))).data)).toEqual(['s1']);
      const saved_ = await api(base, `/api/plugins/telemetry/DEVICE/${device}/attributes/SERVER_SCOPE`, { token: admin.token, body: { s1: 'changed', hidden: 'still' } });
      expect(saved_.status).toBe(200);
      const update = await client.next(bySubscription(3));
      expect(Object.keys(update.data)).toEqual(['s1']);
      expect(update.data.s1[0][1]).toBe('changed');
    } finally {
      client.close();
    }
  });

  it('v2: latest values and ts subscriptions follow the view’s keys and window', async () => {
    const { device, windowed } = await setup();
    const client = await Client.open(server, admin.token);
    try {
      const query = { entityFilter: { type: 'singleEntity', singleEntity: eid('ENTITY_VIEW', windowed) }, pageLink: { page: 0, pageSize: 10 }, entityFields: [], latestValues: [] };
      client.send({ entityDataCmds: [{ cmdId: 5, query, latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temp' }, { type: 'TIME_SERIES', key: 'secret' }] } }] });
      const first = await client.next(byCmd(5));
      expect(first.data.data[0].latest.TIME_SERIES).toEqual({ temp: { ts: 1500, value: '15' }, secret: { ts: 0, value: '' } });
      expect((await postTs(device, [{ ts: 2700, values: { temp: 27 } }, { ts: 1950, values: { secret: 'z' } }])).status).toBe(200);
      expect((await postTs(device, { ts: 1900, values: { temp: 19 } })).status).toBe(200);
      const update = await client.next(byCmd(5));
      expect(update.update).toEqual([{ entityId: eid('ENTITY_VIEW', windowed), latest: { TIME_SERIES: { temp: { ts: 1900, value: '19' } } }, timeseries: null }]);

      client.send({ entityDataCmds: [{ cmdId: 6, query, tsCmd: { keys: ['temp', 'secret'], startTs: 0, timeWindow: 100000, interval: 0, limit: 100, agg: 'NONE' } }] });
      const ts = await client.next(byCmd(6));
      expect(ts.data.data[0].timeseries).toEqual({ temp: [{ ts: 1900, value: '19' }, { ts: 1500, value: '15' }], secret: [] });
      expect((await postTs(device, [{ ts: 3000, values: { temp: 30 } }])).status).toBe(200);
      expect((await postTs(device, [{ ts: 1100, values: { temp: 11, hum: 1 } }])).status).toBe(200);
      const live = await client.next(byCmd(6));
      expect(live.update).toEqual([{ entityId: eid('ENTITY_VIEW', windowed), latest: null, timeseries: { temp: [{ ts: 1100, value: '11' }] } }]);
    } finally {
      client.close();
    }
  });

  it('refuses another tenant’s view', async () => {
    const { windowed } = await setup();
    const client = await Client.open(server, other.token);
    try {
      client.send({ tsSubCmds: [{ cmdId: 1, entityType: 'ENTITY_VIEW', entityId: windowed, keys: '' }] });
      const answer = await client.next(bySubscription(1));
      expect(answer.errorCode).not.toBe(0);
      expect(answer.data).toBeNull();
    } finally {
      client.close();
    }
  });
});
