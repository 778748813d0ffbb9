import { describe, expect, it } from 'vitest';
import type { TsBucketRow } from '../../server/store/TelemetryStore';
import { aggregateBuckets } from '../../server/telemetry/aggregateBuckets';
import {
  attributesJson,
  entriesOfObject,
  isDeletion,
  javaDouble,
  kvText,
  kvValueOfJson,
  pointsOfPayload,
  TelemetryPayloadError,
  timeseriesJson,
  toExactJson,
} from '../../server/telemetry/kvTyping';
import { JsonNumber, parseJsonExact, toPlainJson } from '../../server/telemetry/parseJsonExact';

/*
 * The pure typing and printing rules of contract §12 'Telemetry values', and the
 * aggregation of bucket rows into points, against hand-computed numbers.
 */

const typed = (json: string, cast = false) => kvValueOfJson(parseJsonExact(json), cast);

describe('parseJsonExact', () => {
  it('keeps number literals as written', () => {
    const parsed = parseJsonExact('{"a":3.0,"b":12345678901234567890,"c":[1,-2.5e3],"d":"x\\"y","e":null,"f":true}') as Record<string, unknown>;
    expect((parsed.a as JsonNumber).text).toBe('3.0');
    expect((parsed.b as JsonNumber).text).toBe('12345678901234567890');
    expect(((parsed.c as JsonNumber[])[1] as JsonNumber).text).toBe('-2.5e3');
    expect(parsed.d).toBe('x"y');
    expect(parsed.e).toBeNull();
    expect(parsed.f).toBe(true);
  });

  it('refuses malformed JSON and absurd nesting, and never touches prototypes', () => {
    for (const bad of ['', '{', '{"a":}', '{"a":1,}', '[1 2]', '01', '{"a":1} x', "{'a':1}", '"unterminated', '{"a":tru}']) {
      expect(() => parseJsonExact(bad), bad).toThrow(SyntaxError);
    }
    expect(() => parseJsonExact('['.repeat(100) + ']'.repeat(100))).toThrow(SyntaxError);
    const parsed = toPlainJson(parseJsonExact('{"__proto__":{"polluted":1}}')) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed)).toEqual(['__proto__']);
  });

  it('turns a parsed tree back into plain JSON', () => {
    expect(toPlainJson(parseJsonExact('{"a":[1,2.5,{"b":"c"}],"n":null}'))).toEqual({ a: [1, 2.5, { b: 'c' }], n: null });
  });
});

describe('value typing', () => {
  it.each([
    ['3.0', { type: 'DOUBLE', value: 3 }],
    ['22.5', { type: 'DOUBLE', value: 22.5 }],
    ['42', { type: 'LONG', value: 42 }],
    ['-7', { type: 'LONG', value: -7 }],
    ['1.5e3', { type: 'LONG', value: 1500 }],
    ['1e-4', { type: 'DOUBLE', value: 0.0001 }],
    ['1.25E1', { type: 'DOUBLE', value: 12.5 }],
    ['9223372036854775807', { type: 'LONG', value: 9223372036854775807 }],
    ['9223372036854775808', { type: 'STRING', value: '9223372036854775808' }],
    ['-123456789012345678901234', { type: 'STRING', value: '-123456789012345678901234' }],
    ['true', { type: 'BOOLEAN', value: true }],
    ['"text"', { type: 'STRING', value: 'text' }],
    ['{"a":1}', { type: 'JSON', value: { a: 1 } }],
    ['[1,"x"]', { type: 'JSON', value: [1, 'x'] }],
  ])('%s', (json, expected) => {
    expect(typed(json)).toEqual(expected);
  });

  it('skips JSON nulls', () => {
    expect(typed('null')).toBeNull();
    expect(entriesOfObject(parseJsonExact('{"a":null,"b":1}'), false)).toEqual([{ key: 'b', value: { type: 'LONG', value: 1 } }]);
  });

  it('casts numeric strings only when asked (device transports), keeping other strings', () => {
    expect(typed('"42"', true)).toEqual({ type: 'LONG', value: 42 });
    expect(typed('"2.5"', true)).toEqual({ type: 'DOUBLE', value: 2.5 });
    expect(typed('"99999999999999999999"', true)).toEqual({ type: 'STRING', value: '99999999999999999999' });
    expect(typed('"1e3"', true)).toEqual({ type: 'STRING', value: '1e3' });
    expect(typed('"2."', true)).toEqual({ type: 'STRING', value: '2.' });
    expect(typed('"abc"', true)).toEqual({ type: 'STRING', value: 'abc' });
    expect(typed('"42"', false)).toEqual({ type: 'STRING', value: '42' });
  });

  it('marks an empty string as a deletion, nothing else', () => {
    expect(isDeletion({ type: 'STRING', value: '' })).toBe(true);
    expect(isDeletion({ type: 'STRING', value: ' ' })).toBe(false);
    expect(isDeletion({ type: 'LONG', value: 0 })).toBe(false);
  });
});

describe('payload forms (§9.1)', () => {
  const NOW = 1_000;
  it('reads flat, with-ts and array payloads', () => {
    expect(pointsOfPayload(parseJsonExact('{"t":22.5,"on":true}'), NOW)).toEqual([
      { key: 't', ts: NOW, value: { type: 'DOUBLE', value: 22.5 } },
      { key: 'on', ts: NOW, value: { type: 'BOOLEAN', value: true } },
    ]);
    expect(pointsOfPayload(parseJsonExact('{"ts":5,"values":{"t":1}}'), NOW)).toEqual([{ key: 't', ts: 5, value: { type: 'LONG', value: 1 } }]);
    expect(pointsOfPayload(parseJsonExact('[{"ts":5,"values":{"t":1}},{"t":"7"}]'), NOW)).toEqual([
      { key: 't', ts: 5, value: { type: 'LONG', value: 1 } },
      { key: 't', ts: NOW, value: { type: 'LONG', value: 7 } },
    ]);
  });

  it.each(['42', '"x"', 'null', '[1]', '{"ts":"soon","values":{"t":1}}', '{"ts":1.5,"values":{"t":1}}', '{"ts":1,"values":[1]}', '{"":1}', `{"${'k'.repeat(256)}":1}`])(
    'refuses %s',
    (json) => {
      expect(() => pointsOfPayload(parseJsonExact(json), NOW)).toThrow(TelemetryPayloadError);
    },
  );

  it('reports malformed text as a payload error', () => {
    expect(() => toExactJson('{bad')).toThrow(TelemetryPayloadError);
    expect(() => toExactJson(undefined)).toThrow(TelemetryPayloadError);
    expect(toExactJson(Buffer.from('{"a":1}'))).toBeTruthy();
  });
});

describe('printing', () => {
  it.each([
    [3, '3.0'],
    [22.5, '22.5'],
    [12345678.5, '1.23456785E7'],
    [1e7, '1.0E7'],
    [9999999.5, '9999999.5'],
    [0.001, '0.001'],
    [0.0001, '1.0E-4'],
    [-0.00012, '-1.2E-4'],
    [1e21, '1.0E21'],
    [0, '0.0'],
    [-0, '-0.0'],
    [NaN, 'NaN'],
    [-Infinity, '-Infinity'],
  ])('javaDouble(%s) = %s', (value, text) => {
    expect(javaDouble(value)).toBe(text);
  });

  it('prints time series as strings by default and typed when strict', () => {
    const series = {
      d: [{ ts: 1, value: { type: 'DOUBLE', value: 3 } as const }],
      l: [{ ts: 2, value: { type: 'LONG', value: 1500 } as const }],
      b: [{ ts: 3, value: { type: 'BOOLEAN', value: false } as const }],
      j: [{ ts: 4, value: { type: 'JSON', value: { a: 1 } } as const }],
      s: [{ ts: 5, value: { type: 'STRING', value: 'x"y' } as const }],
      n: [{ ts: 6, value: null }],
    };
    expect(timeseriesJson(series, false)).toBe(
      '{"d":[{"ts":1,"value":"3.0"}],"l":[{"ts":2,"value":"1500"}],"b":[{"ts":3,"value":"false"}],"j":[{"ts":4,"value":"{\\"a\\":1}"}],"s":[{"ts":5,"value":"x\\"y"}],"n":[{"ts":6,"value":null}]}',
    );
    expect(timeseriesJson(series, true)).toBe(
      '{"d":[{"ts":1,"value":3.0}],"l":[{"ts":2,"value":1500}],"b":[{"ts":3,"value":false}],"j":[{"ts":4,"value":{"a":1}}],"s":[{"ts":5,"value":"x\\"y"}],"n":[{"ts":6,"value":null}]}',
    );
    expect(kvText({ type: 'DOUBLE', value: 1e-4 })).toBe('1.0E-4');
  });

  it('prints attribute values typed, doubles as Java does', () => {
    const text = attributesJson([
      { key: 'd', value: { type: 'DOUBLE', value: 3 }, lastUpdateTs: 7 },
      { key: 's', value: { type: 'STRING', value: '42' }, lastUpdateTs: 8 },
    ]);
    expect(text).toBe('[{"lastUpdateTs":7,"key":"d","value":3.0},{"lastUpdateTs":8,"key":"s","value":"42"}]');
    expect(JSON.parse(text)).toEqual([
      { lastUpdateTs: 7, key: 'd', value: 3 },
      { lastUpdateTs: 8, key: 's', value: '42' },
    ]);
  });
});

describe('aggregateBuckets', () => {
  const row = (key: string, bucket: number, longs: number[], doubles: number[], others = 0): TsBucketRow => ({
    key,
    bucket,
    count: longs.length + doubles.length + others,
    longCount: longs.length,
    dblCount: doubles.length,
    longSum: longs.length ? longs.reduce((a, b) => a + b, 0) : null,
    dblSum: doubles.length ? doubles.reduce((a, b) => a + b, 0) : null,
    longMin: longs.length ? Math.min(...longs) : null,
    longMax: longs.length ? Math.max(...longs) : null,
    dblMin: doubles.length ? Math.min(...doubles) : null,
    dblMax: doubles.length ? Math.max(...doubles) : null,
  });
  // Window [1000, 1250), interval 100: buckets [1000,1100) [1100,1200) [1200,1250).
  const rows = [row('t', 0, [1, 2], []), row('t', 2, [4], [0.5]), row('s', 1, [], [], 3)];

  it('stamps buckets at the midpoint of their part of the window and omits empty ones', () => {
    const avg = aggregateBuckets(rows, 'AVG', 1000, 1250, 100);
    expect(avg).toEqual({
      t: [
        { key: 't', ts: 1050, value: { type: 'DOUBLE', value: 1.5 } },
        { key: 't', ts: 1225, value: { type: 'DOUBLE', value: 2.25 } },
      ],
    });
  });

  it('keeps whole numbers for MIN, MAX and SUM over longs only, doubles otherwise; COUNT counts every type', () => {
    expect(aggregateBuckets(rows, 'SUM', 1000, 1250, 100).t!.map((p) => p.value)).toEqual([
      { type: 'LONG', value: 3 },
      { type: 'DOUBLE', value: 4.5 },
    ]);
    expect(aggregateBuckets(rows, 'MIN', 1000, 1250, 100).t!.map((p) => p.value)).toEqual([
      { type: 'LONG', value: 1 },
      { type: 'DOUBLE', value: 0.5 },
    ]);
    expect(aggregateBuckets(rows, 'MAX', 1000, 1250, 100).t!.map((p) => p.value)).toEqual([
      { type: 'LONG', value: 2 },
      { type: 'DOUBLE', value: 4 },
    ]);
    const count = aggregateBuckets(rows, 'COUNT', 1000, 1250, 100);
    expect(count.t!.map((p) => p.value)).toEqual([
      { type: 'LONG', value: 2 },
      { type: 'LONG', value: 2 },
    ]);
    expect(count.s).toEqual([{ key: 's', ts: 1150, value: { type: 'LONG', value: 3 } }]);
    expect(aggregateBuckets(rows, 'AVG', 1000, 1250, 100).s).toBeUndefined();
  });
});
