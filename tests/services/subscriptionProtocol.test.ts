import { describe, expect, it } from 'vitest';
import { mergeTelemetryData } from '@tessera/sdk';
import { reconnectDelay, RECONNECT_MAX_MS } from '../../core/services/subscriptions/backoff';
import {
  COMMAND_ORDER, emptyQueue, historyCommand, parseServerMessage, shiftQueryUpdate, shiftTelemetryData,
  subscriptionKey, takeFrame, telemetryCommand,
} from '../../core/services/subscriptions/protocol';
import { telemetrySocketUrl } from '../../core/services/subscriptions/browserSocket';

const device = { entityType: 'DEVICE' as const, id: '784f394c-42b6-435a-983c-b7beff2784f9' };

describe('command encoding (contract §8.1)', () => {
  it('encodes a latest time-series subscription with comma-separated keys', () => {
    expect(telemetryCommand(7, { kind: 'TIMESERIES', entityId: device, keys: ['temperature', 'humidity'] })).toEqual({
      cmdId: 7, entityType: 'DEVICE', entityId: device.id, keys: 'temperature,humidity', unsubscribe: false,
    });
  });

  it('adds the window to a windowed time-series subscription and the scope to an attribute one', () => {
    const window = { startTs: 1643296000000, timeWindow: 60000, interval: 1000, limit: 100, agg: 'NONE' as const };
    expect(telemetryCommand(1, { kind: 'TIMESERIES', entityId: device, keys: ['t'], window })).toMatchObject(window);
    const attr = telemetryCommand(2, { kind: 'ATTRIBUTES', entityId: device, keys: [], scope: 'SHARED_SCOPE' }, true);
    expect(attr).toEqual({ cmdId: 2, entityType: 'DEVICE', entityId: device.id, keys: '', scope: 'SHARED_SCOPE', unsubscribe: true });
  });

  it('encodes a history command', () => {
    expect(historyCommand(3, { entityId: device, keys: ['t'], startTs: 1, endTs: 2, interval: 0, limit: 100, agg: 'NONE' })).toEqual({
      cmdId: 3, entityType: 'DEVICE', entityId: device.id, keys: 't', startTs: 1, endTs: 2, interval: 0, limit: 100, agg: 'NONE',
    });
  });

  it('shares a subscription for the same keys in any order but not across scopes or windows', () => {
    const a = subscriptionKey({ kind: 'ATTRIBUTES', entityId: device, keys: ['b', 'a'], scope: 'SERVER_SCOPE', tsOffset: 5 });
    expect(subscriptionKey({ kind: 'ATTRIBUTES', entityId: device, keys: ['a', 'b'], scope: 'SERVER_SCOPE' })).toBe(a);
    expect(subscriptionKey({ kind: 'ATTRIBUTES', entityId: device, keys: ['a', 'b'], scope: 'SHARED_SCOPE' })).not.toBe(a);
    expect(subscriptionKey({ kind: 'TIMESERIES', entityId: device, keys: ['a', 'b'] })).not.toBe(a);
  });

  it('builds the URL on the page origin with wss under https', () => {
    expect(telemetrySocketUrl({ protocol: 'https:', host: 'iot.example.com' }, 'a.b c')).toBe('wss://iot.example.com/api/ws/plugins/telemetry?token=a.b%20c');
    expect(telemetrySocketUrl({ protocol: 'http:', host: 'localhost:8080' }, 't')).toBe('ws://localhost:8080/api/ws/plugins/telemetry?token=t');
  });
});

describe('frames (seed 001 §7)', () => {
  it('fills a frame in the seed order, at most 10 commands, the rest in the next frame', () => {
    const queue = emptyQueue();
    // Filled in reverse of the seed order, so only takeFrame can put them right.
    let id = 1;
    for (const list of [...COMMAND_ORDER].reverse()) for (let i = 0; i < 2; i++) queue[list].push({ cmdId: id++ });
    const first = takeFrame(queue)!;
    expect(Object.keys(first)).toEqual(['tsSubCmds', 'historyCmds', 'attrSubCmds', 'entityDataCmds', 'entityDataUnsubscribeCmds']);
    expect(Object.values(first).flat()).toHaveLength(10);
    const second = takeFrame(queue)!;
    expect(Object.keys(second)).toEqual(['alarmDataCmds', 'alarmDataUnsubscribeCmds', 'entityCountCmds', 'entityCountUnsubscribeCmds']);
    expect(Object.values(second).flat()).toHaveLength(8);
    expect(takeFrame(queue)).toBeNull();
  });

  it('splits a long list over frames', () => {
    const queue = emptyQueue();
    for (let i = 0; i < 23; i++) queue.tsSubCmds.push({ cmdId: i });
    expect([takeFrame(queue), takeFrame(queue), takeFrame(queue)].map((f) => f?.tsSubCmds?.length)).toEqual([10, 10, 3]);
  });
});

describe('server messages', () => {
  it('reads the contract v1 example', () => {
    const text = '{ "subscriptionId": 7, "errorCode": 0, "errorMsg": null, "data": { "temperature": [[1643296400000, "22.5"], [1643296390000, "22.4"]] }, "latestValues": { "temperature": 1643296390000 } }';
    expect(parseServerMessage(text)).toEqual({
      kind: 'legacy',
      message: { subscriptionId: 7, errorCode: 0, errorMsg: null, data: { temperature: [[1643296400000, '22.5'], [1643296390000, '22.4']] } },
    });
  });

  it('reads an error and the parse failure reply', () => {
    expect(parseServerMessage('{"subscriptionId":0,"errorCode":2,"errorMsg":"Failed to parse websocket command!"}')).toEqual({
      kind: 'legacy', message: { subscriptionId: 0, errorCode: 2, errorMsg: 'Failed to parse websocket command!', data: null },
    });
    expect(parseServerMessage('not json')).toEqual({ kind: 'unknown' });
    expect(parseServerMessage('42')).toEqual({ kind: 'unknown' });
  });

  it('reads a v2 count update by cmdId', () => {
    const parsed = parseServerMessage('{ "cmdId": 3, "cmdUpdateType": "COUNT_DATA", "errorCode": 0, "errorMsg": null, "count": 42 }');
    expect(parsed).toEqual({ kind: 'query', message: { cmdId: 3, cmdUpdateType: 'COUNT_DATA', errorCode: 0, errorMsg: null, count: 42 } });
  });
});

describe('timezone shift (seed 001 §4)', () => {
  it('shifts v1 timestamps but keeps the deletion marker at 0', () => {
    expect(shiftTelemetryData({ t: [[1000, '1']], gone: [[0, '']] }, 3600000)).toEqual({ t: [[3601000, '1']], gone: [[0, '']] });
  });

  it('shifts entity data latest and time series, and alarm timestamps, in data and update', () => {
    const entity = {
      entityId: device, latest: { TIME_SERIES: { t: { ts: 1000, value: '1' }, none: { ts: 0, value: '' } } },
      timeseries: { t: [{ ts: 2000, value: '2' }] },
    };
    const shifted = shiftQueryUpdate({ cmdId: 1, errorCode: 0, errorMsg: null, data: { data: [entity], totalElements: 1 }, update: null }, 10);
    expect(shifted.data).toEqual({
      totalElements: 1,
      data: [{ entityId: device, latest: { TIME_SERIES: { t: { ts: 1010, value: '1' }, none: { ts: 0, value: '' } } }, timeseries: { t: [{ ts: 2010, value: '2' }] } }],
    });
    const alarm = { id: 'a', createdTime: 100, startTs: 100, endTs: 200, ackTs: 0, clearTs: 300, latest: {} };
    expect(shiftQueryUpdate({ cmdId: 2, errorCode: 0, errorMsg: null, update: [alarm] }, 10).update)
      .toEqual([{ id: 'a', createdTime: 110, startTs: 110, endTs: 210, ackTs: 0, clearTs: 310, latest: {} }]);
  });
});

describe('merging what a shared subscription has seen', () => {
  it('keeps the newest point per key for latest subscriptions and drops deleted keys', () => {
    let seen = mergeTelemetryData({}, { a: [[1, 'x']], b: [[5, 'y']] }, null);
    seen = mergeTelemetryData(seen, { a: [[3, 'z']], b: [[0, '']] }, null);
    expect(seen).toEqual({ a: [[3, 'z']] });
    expect(mergeTelemetryData(seen, { a: [[2, 'old']] }, null)).toEqual({ a: [[3, 'z']] });
  });

  it('keeps up to the limit of newest points for windowed subscriptions', () => {
    const seen = mergeTelemetryData({ a: [[2, 'b'], [1, 'a']] }, { a: [[3, 'c']] }, 2);
    expect(seen).toEqual({ a: [[3, 'c'], [2, 'b']] });
  });
});

describe('reconnect back-off', () => {
  it('starts at 2 s, doubles, is capped and adds at most 25% jitter', () => {
    expect(reconnectDelay(0, 0)).toBe(2000);
    expect(reconnectDelay(1, 0)).toBe(4000);
    expect(reconnectDelay(2, 0)).toBe(8000);
    expect(reconnectDelay(20, 0)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(0, 0.999)).toBeLessThanOrEqual(2500);
    expect(reconnectDelay(0, 0.5)).toBe(2250);
  });
});
