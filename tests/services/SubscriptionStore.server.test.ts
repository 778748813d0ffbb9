import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import WebSocket from 'ws';
import { type TelemetryUpdate } from '@tessera/sdk';
import type { RunningServer } from '../../server/main';
import { type SocketLike, SubscriptionStore } from '../../core/services/subscriptions/SubscriptionStore';
import { newTenantAdmin, saved } from '../server/entityHelpers';
import { api, removeTempDirs, startTestServer } from '../server/helpers';

/*
 * SubscriptionStore against the real server's telemetry socket (contract §8) with the `ws`
 * client: shared subscriptions, attribute scopes, history, errors and a reconnect after the
 * connection is cut. Waits are bounded; nothing is asserted about time.
 */

let server: RunningServer;
let admin: { tenantId: string; token: string };
let other: { tenantId: string; token: string };
let device = '';
let foreign = '';
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  device = (await saved(server.url, '/api/device', admin.token, { name: 'live-1', type: 'live' })).id.id;
  foreign = (await saved(server.url, '/api/device', other.token, { name: 'live-foreign', type: 'live' })).id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

function newStore(token = () => admin.token) {
  return new SubscriptionStore({
    token: async () => token(),
    connect: (t) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${t}`);
      sockets.push(socket);
      return socket as unknown as SocketLike;
    },
    schedule: (fn) => setTimeout(fn, 0),
    // Reconnect at once: the back-off itself is proven in the unit tests.
    setTimer: (fn) => setTimeout(fn, 10),
    clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  });
}

/** Resolves with the first update `listener` got that satisfies `match`. */
function collector() {
  const got: TelemetryUpdate[] = [];
  return {
    got,
    fn: (u: TelemetryUpdate) => got.push(u),
    async until(match: (u: TelemetryUpdate) => boolean, what: string): Promise<TelemetryUpdate> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = got.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${what}; got ${JSON.stringify(got.slice(-3))}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const postTs = (body: unknown) => api(server.url, `/api/plugins/telemetry/DEVICE/${device}/timeseries/ANY`, { method: 'POST', token: admin.token, body });
const entityId = () => ({ entityType: 'DEVICE' as const, id: device });

describe('SubscriptionStore with the real server', () => {
  it('shares one subscription between two subscribers, shifting timestamps per subscriber, then closes', async () => {
    const store = newStore();
    const opened = sockets.length;
    const a = collector();
    const b = collector();
    const da = store.subscribe({ kind: 'TIMESERIES', entityId: entityId(), keys: ['temperature'] }, a.fn);
    const db = store.subscribe({ kind: 'TIMESERIES', entityId: entityId(), keys: ['temperature'], tsOffset: 3_600_000 }, b.fn);
    await until(() => store.state === 'open', 'open');
    expect(sockets.length - opened).toBe(1);
    expect((await postTs({ ts: 1_700_000_000_000, values: { temperature: 21.5 } })).status).toBe(200);
    const first = await a.until((u) => u.data.temperature?.[0]?.[0] === 1_700_000_000_000, 'update for a');
    expect(first.data.temperature[0]).toEqual([1_700_000_000_000, '21.5']);
    const shifted = await b.until((u) => u.data.temperature?.[0]?.[1] === '21.5', 'update for b');
    expect(shifted.data.temperature[0][0]).toBe(1_700_003_600_000);
    da.dispose();
    db.dispose();
    await until(() => store.state === 'closed', 'closed');
  });

  it('follows one attribute scope and reads history over the socket', async () => {
    const store = newStore();
    const got = collector();
    const d = store.subscribe({ kind: 'ATTRIBUTES', entityId: entityId(), keys: [], scope: 'SHARED_SCOPE' }, got.fn);
    await until(() => store.state === 'open', 'open');
    await api(server.url, `/api/plugins/telemetry/DEVICE/${device}/attributes/SERVER_SCOPE`, { method: 'POST', token: admin.token, body: { serverOnly: 1 } });
    await api(server.url, `/api/plugins/telemetry/DEVICE/${device}/attributes/SHARED_SCOPE`, { method: 'POST', token: admin.token, body: { target: 42 } });
    const update = await got.until((u) => 'target' in u.data, 'shared attribute');
    expect(update.data.target[0][1]).toBe('42');
    expect(got.got.some((u) => 'serverOnly' in u.data)).toBe(false);
    await postTs({ ts: 1_700_000_001_000, values: { humidity: 40 } });
    const history = await store.history({
      entityId: entityId(), keys: ['humidity'], startTs: 1_700_000_000_000, endTs: 1_700_000_002_000, interval: 0, limit: 100, agg: 'NONE',
    });
    expect(history.humidity).toEqual([[1_700_000_001_000, '40']]);
    d.dispose();
  });

  it('passes the server error of a foreign entity to the subscriber', async () => {
    const store = newStore();
    const got = collector();
    const d = store.subscribe({ kind: 'TIMESERIES', entityId: { entityType: 'DEVICE', id: foreign }, keys: ['t'] }, got.fn);
    const error = await got.until((u) => u.errorCode !== 0, 'error');
    expect(error).toMatchObject({ errorCode: 1, errorMsg: 'Failed to fetch data!', data: {} });
    d.dispose();
  });

  it('goes stale when the connection is cut, reconnects and resubscribes', async () => {
    const store = newStore();
    const got = collector();
    const d = store.subscribe({ kind: 'TIMESERIES', entityId: entityId(), keys: ['pressure'] }, got.fn);
    await until(() => store.state === 'open', 'open');
    const states: string[] = [];
    const cut = sockets.at(-1)!;
    const stop = autorun(() => { states.push(store.state); });
    cut.terminate();
    await until(() => states.includes('stale'), 'stale');
    await until(() => store.state === 'open' && sockets.at(-1) !== cut, 'reopen');
    stop();
    expect(states).toEqual(['open', 'stale', 'open']);
    await postTs({ ts: 1_700_000_005_000, values: { pressure: 1013 } });
    const update = await got.until((u) => u.data.pressure?.[0]?.[0] === 1_700_000_005_000, 'update after reconnect');
    expect(update.data.pressure[0][1]).toBe('1013');
    d.dispose();
  });
});
