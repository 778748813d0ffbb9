import { describe, expect, it } from 'vitest';
import { type TelemetryUpdate } from '@tessera/sdk';
import { type SocketLike, SubscriptionStore } from '../../core/services/subscriptions/SubscriptionStore';

const device = { entityType: 'DEVICE' as const, id: '784f394c-42b6-435a-983c-b7beff2784f9' };
const other = { entityType: 'ASSET' as const, id: '11111111-42b6-435a-983c-b7beff2784f9' };

/** A socket the test drives: it records frames and opens, closes and answers on command. */
class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  sent: Record<string, Record<string, unknown>[]>[] = [];
  closedByClient = false;
  constructor(readonly token: string) {}
  send(data: string) { this.sent.push(JSON.parse(data)); }
  close() { this.closedByClient = true; }
  open() { this.onopen?.({}); }
  drop(code = 1006) { this.onclose?.({ code }); }
  reply(message: object) { this.onmessage?.({ data: JSON.stringify(message) }); }
}

function setup(tokens: (string | null)[] = ['t1', 't2', 't3', 't4']) {
  const sockets: FakeSocket[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const store = new SubscriptionStore({
    token: async () => tokens.shift() ?? null,
    connect: (token) => { const s = new FakeSocket(token); sockets.push(s); return s; },
    schedule: (fn) => frames.push(fn),
    setTimer: (fn, ms) => { const t = { fn, ms }; timers.push(t); return t; },
    clearTimer: (t) => { timers.splice(timers.indexOf(t as never), 1); },
    random: () => 0,
  });
  const runFrames = () => { while (frames.length) frames.shift()!(); };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { store, sockets, runFrames, timers, settle };
}

const updates = () => {
  const list: TelemetryUpdate[] = [];
  return { list, fn: (u: TelemetryUpdate) => list.push(u) };
};

describe('SubscriptionStore', () => {
  it('opens one socket lazily, batches the first frame in seed order and closes when nothing remains', async () => {
    const { store, sockets, runFrames, settle } = setup();
    expect(store.state).toBe('closed');
    expect(sockets).toHaveLength(0);
    const a = store.subscribe({ kind: 'ATTRIBUTES', entityId: device, keys: ['a'], scope: 'SERVER_SCOPE' }, () => undefined);
    const b = store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: ['t'] }, () => undefined);
    expect(store.state).toBe('connecting');
    await settle();
    expect(sockets.map((s) => s.token)).toEqual(['t1']);
    sockets[0].open();
    expect(store.state).toBe('open');
    expect(sockets[0].sent).toHaveLength(1);
    expect(Object.keys(sockets[0].sent[0])).toEqual(['tsSubCmds', 'attrSubCmds']);
    a.dispose();
    runFrames();
    expect(sockets[0].sent[1]).toEqual({ attrSubCmds: [expect.objectContaining({ cmdId: 1, unsubscribe: true })] });
    expect(sockets[0].closedByClient).toBe(false);
    b.dispose();
    runFrames();
    expect(sockets[0].sent[2]).toEqual({ tsSubCmds: [expect.objectContaining({ cmdId: 2, unsubscribe: true })] });
    expect(sockets[0].closedByClient).toBe(true);
    expect(store.state).toBe('closed');
  });

  it('sends at most 10 commands per frame', async () => {
    const { store, sockets, runFrames, settle } = setup();
    store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: ['k0'] }, () => undefined);
    await settle();
    sockets[0].open();
    for (let i = 1; i <= 12; i++) store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: [`k${i}`] }, () => undefined);
    runFrames();
    expect(sockets[0].sent.map((f) => f.tsSubCmds.length)).toEqual([1, 10, 2]);
  });

  it('shares one server subscription between two subscribers of the same keys and replays what it has', async () => {
    const { store, sockets, runFrames, settle } = setup();
    const first = updates();
    const second = updates();
    const d1 = store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: ['t', 'h'] }, first.fn);
    await settle();
    sockets[0].open();
    sockets[0].reply({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { t: [[1000, '20']] } });
    const d2 = store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: ['h', 't'], tsOffset: 60_000 }, second.fn);
    runFrames();
    expect(sockets[0].sent).toHaveLength(1);
    expect(second.list).toEqual([{ errorCode: 0, errorMsg: null, data: { t: [[61_000, '20']] } }]);
    sockets[0].reply({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { h: [[2000, '40']] } });
    expect(first.list.at(-1)?.data).toEqual({ h: [[2000, '40']] });
    expect(second.list.at(-1)?.data).toEqual({ h: [[62_000, '40']] });
    d1.dispose();
    runFrames();
    expect(sockets[0].sent).toHaveLength(1);
    d2.dispose();
    runFrames();
    expect(sockets[0].sent[1].tsSubCmds[0]).toMatchObject({ cmdId: 1, unsubscribe: true });
  });

  it('passes errorCode and errorMsg to the subscriber', async () => {
    const { store, sockets, settle } = setup();
    const got = updates();
    store.subscribe({ kind: 'TIMESERIES', entityId: other, keys: ['t'] }, got.fn);
    await settle();
    sockets[0].open();
    sockets[0].reply({ subscriptionId: 1, errorCode: 1, errorMsg: 'Failed to fetch data!', data: null });
    expect(got.list).toEqual([{ errorCode: 1, errorMsg: 'Failed to fetch data!', data: {} }]);
  });

  it('forgets a subscription disposed before its command left, sending nothing', async () => {
    const { store, sockets, runFrames, settle } = setup();
    store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: ['keep'] }, () => undefined);
    await settle();
    sockets[0].open();
    store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: ['gone'] }, () => undefined).dispose();
    runFrames();
    expect(sockets[0].sent).toHaveLength(1);
  });

  it('goes stale on a drop, reconnects after 2 s then longer with a fresh token, and resubscribes everything', async () => {
    const { store, sockets, timers, settle } = setup();
    store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: ['t'] }, () => undefined);
    store.subscribe({ kind: 'ATTRIBUTES', entityId: device, keys: [] }, () => undefined);
    const query = store.subscribeQuery('COUNT', { query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' } } }, () => undefined);
    await settle();
    sockets[0].open();
    sockets[0].drop();
    expect(store.state).toBe('stale');
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    timers.shift()!.fn();
    await settle();
    expect(sockets[1].token).toBe('t2');
    sockets[1].drop();
    expect(store.state).toBe('stale');
    expect(timers.map((t) => t.ms)).toEqual([4000]);
    timers.shift()!.fn();
    await settle();
    sockets[2].open();
    expect(store.state).toBe('open');
    expect(sockets[2].sent).toEqual([{
      tsSubCmds: [expect.objectContaining({ cmdId: 1, keys: 't' })],
      attrSubCmds: [expect.objectContaining({ cmdId: 2, keys: '' })],
      entityCountCmds: [expect.objectContaining({ cmdId: query.cmdId })],
    }]);
    // A successful open resets the back-off.
    sockets[2].drop();
    expect(timers.map((t) => t.ms)).toEqual([2000]);
  });

  it('stops reconnecting once the last subscription is disposed while stale', async () => {
    const { store, sockets, timers, settle } = setup();
    const d = store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: ['t'] }, () => undefined);
    await settle();
    sockets[0].open();
    sockets[0].drop();
    d.dispose();
    expect(timers).toHaveLength(0);
    expect(store.state).toBe('closed');
  });

  it('closes and stays closed when there is no token', async () => {
    const { store, sockets, settle } = setup([null]);
    store.subscribe({ kind: 'TIMESERIES', entityId: device, keys: ['t'] }, () => undefined);
    await settle();
    expect(sockets).toHaveLength(0);
    expect(store.state).toBe('closed');
  });

  it('answers a history read over the socket, shifted, and rejects with the server message', async () => {
    const { store, sockets, settle } = setup();
    const ok = store.history({ entityId: device, keys: ['t'], startTs: 0, endTs: 10, interval: 0, limit: 100, agg: 'NONE', tsOffset: 5 });
    const bad = store.history({ entityId: other, keys: ['t'], startTs: 0, endTs: 10, interval: 0, limit: 100, agg: 'NONE' });
    await settle();
    sockets[0].open();
    expect(sockets[0].sent[0].historyCmds.map((c) => c.cmdId)).toEqual([1, 2]);
    sockets[0].reply({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { t: [[7, '1']] } });
    sockets[0].reply({ subscriptionId: 2, errorCode: 1, errorMsg: 'Failed to fetch data!', data: null });
    await expect(ok).resolves.toEqual({ t: [[12, '1']] });
    await expect(bad).rejects.toThrow('Failed to fetch data!');
    expect(sockets[0].closedByClient).toBe(true);
  });

  it('routes v2 updates by cmdId, resends an updated command under the same id and unsubscribes', async () => {
    const { store, sockets, runFrames, settle } = setup();
    const got: unknown[] = [];
    const q = store.subscribeQuery('ENTITY_DATA', { query: { pageLink: { page: 0, pageSize: 1 } } }, (u) => got.push(u), 100);
    await settle();
    sockets[0].open();
    sockets[0].reply({ cmdId: q.cmdId, cmdUpdateType: 'ENTITY_DATA', errorCode: 0, errorMsg: null, data: null,
      update: [{ entityId: device, latest: null, timeseries: { t: [{ ts: 1, value: '1' }] } }] });
    expect(got).toEqual([expect.objectContaining({ update: [{ entityId: device, latest: null, timeseries: { t: [{ ts: 101, value: '1' }] } }] })]);
    q.update({ tsCmd: { keys: ['t'], startTs: 0, timeWindow: 1000, interval: 1000, limit: 10, agg: 'NONE' } });
    runFrames();
    expect(sockets[0].sent[1]).toEqual({ entityDataCmds: [{ cmdId: q.cmdId, tsCmd: expect.objectContaining({ keys: ['t'] }) }] });
    q.dispose();
    runFrames();
    expect(sockets[0].sent[2]).toEqual({ entityDataUnsubscribeCmds: [{ cmdId: q.cmdId }] });
  });
});
