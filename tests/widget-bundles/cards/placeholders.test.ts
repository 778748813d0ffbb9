import { describe, expect, it } from 'vitest';
import {
  entityFields, escapeHtml, fillPattern, formatPlaceholder, formattedData, parsePattern, seriesLookup, type PlaceholderLookup,
} from '../../../widget-bundles/cards/placeholders';
import { datasource, key, latestSeries } from './fixtures';

const table = (values: Record<string, string | number | boolean | undefined>): PlaceholderLookup =>
  (name) => (Object.hasOwn(values, name) ? { value: values[name] } : undefined);

describe('parsePattern', () => {
  it('splits text and placeholders with their decimals', () => {
    expect(parsePattern('T = ${temperature:1} °C, ${humidity}')).toEqual([
      'T = ', { raw: '${temperature:1}', name: 'temperature', decimals: 1 }, ' °C, ', { raw: '${humidity}', name: 'humidity' },
    ]);
  });

  it('keeps a colon that is not followed by a number in the name, and reads index placeholders', () => {
    expect(parsePattern('${a:b}${#0}${}')).toEqual([
      { raw: '${a:b}', name: 'a:b' }, { raw: '${#0}', name: '#0' }, { raw: '${}', name: '' },
    ]);
  });

  it('leaves text without placeholders, and an unclosed one, as text', () => {
    expect(parsePattern('plain ${open')).toEqual(['plain ${open']);
    expect(parsePattern('')).toEqual([]);
  });
});

describe('formatPlaceholder', () => {
  it('rounds numbers only when decimals are given and shows other values as they are', () => {
    expect(formatPlaceholder(21.456, 1)).toBe('21.5');
    expect(formatPlaceholder(21.456)).toBe('21.456');
    expect(formatPlaceholder(3, 0)).toBe('3');
    expect(formatPlaceholder('on', 2)).toBe('on');
    expect(formatPlaceholder(true, 2)).toBe('true');
    expect(formatPlaceholder(undefined, 2)).toBe('');
  });
});

describe('fillPattern', () => {
  it('substitutes values, with explicit decimals over the default', () => {
    const lookup = table({ t: 21.456, name: 'Boiler' });
    expect(fillPattern('${name}: ${t} / ${t:0} / ${t:3}', lookup, { defaultDecimals: 2 })).toBe('Boiler: 21.46 / 21 / 21.456');
    expect(fillPattern('${t}', lookup)).toBe('21.456');
  });

  it('keeps unknown placeholders as written and empties known keys without data', () => {
    expect(fillPattern('${nope} [${t}]', table({ t: undefined }))).toBe('${nope} []');
  });

  it('encodes substituted values only, never the pattern', () => {
    const out = fillPattern('<b>${v}</b>', table({ v: '<img src=x onerror=alert(1)>' }), { encode: escapeHtml });
    expect(out).toBe('<b>&#60;img src=x onerror=alert(1)&#62;</b>');
  });
});

describe('escapeHtml', () => {
  it('escapes everything that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\`</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#96;&#60;/a&#62;');
  });
});

describe('seriesLookup', () => {
  const boiler = datasource('Boiler', [key('Temperature', { name: 'temp' }), key('State', { name: 'state' })], { aliasName: 'heating', entityLabel: 'Boiler 1' });
  const pump = datasource('Pump', [key('Temperature', { name: 'temp' }), key('Flow')]);
  const series = [...latestSeries(boiler, [80.5, 'on']), ...latestSeries(pump, [40, 3.2])];
  const lookup = seriesLookup(series, [boiler, pump]);

  it('finds keys by label, then by key name, first datasource first', () => {
    expect(lookup('Temperature')).toEqual({ value: 80.5 });
    expect(lookup('temp')).toEqual({ value: 80.5 });
    expect(lookup('Flow')).toEqual({ value: 3.2 });
  });

  it('finds keys by position', () => {
    expect(lookup('#1')).toEqual({ value: 'on' });
    expect(lookup('#3')).toEqual({ value: 3.2 });
    expect(lookup('#9')).toBeUndefined();
  });

  it('names the first datasource entity fields', () => {
    expect(lookup('entityName')).toEqual({ value: 'Boiler' });
    expect(lookup('entityLabel')).toEqual({ value: 'Boiler 1' });
    expect(lookup('aliasName')).toEqual({ value: 'heating' });
    expect(lookup('entityType')).toEqual({ value: 'DEVICE' });
    expect(lookup('entityId')).toEqual({ value: 'id-Boiler' });
  });

  it('knows configured keys that have no data yet, and nothing else', () => {
    const empty = seriesLookup([], [boiler]);
    expect(empty('Temperature')).toEqual({ value: undefined });
    expect(empty('entityName')).toEqual({ value: 'Boiler' });
    expect(empty('pressure')).toBeUndefined();
  });

  it('uses the entity name where an entity has no label', () => {
    expect(entityFields(pump).entityLabel).toBe('Pump');
    expect(entityFields(undefined).entityName).toBeUndefined();
  });
});

describe('formattedData', () => {
  it('gives one record per datasource with entity fields and values by label', () => {
    const a = datasource('A', [key('t')]);
    const b = datasource('B', [key('t'), key('h')]);
    expect(formattedData([...latestSeries(a, [1]), ...latestSeries(b, [2, undefined])], [a, b])).toEqual([
      { dsIndex: 0, dsName: 'A', entityName: 'A', entityLabel: 'A', entityType: 'DEVICE', entityId: 'id-A', t: 1 },
      { dsIndex: 1, dsName: 'B', entityName: 'B', entityLabel: 'B', entityType: 'DEVICE', entityId: 'id-B', t: 2 },
    ]);
  });
});
