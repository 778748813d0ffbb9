import { describe, expect, it } from 'vitest';
import { attributeKeyError, attributeScopes, scopeWritable } from '../../plugins/entities/telemetry/attributes';
import { addLivePoints, historyRows, rawDataPage } from '../../plugins/entities/telemetry/rawData';
import { draftForType, draftOf, formatValue, inferValueType, parseDraft } from '../../plugins/entities/telemetry/typedValue';

describe('typed value editor rules (seed 001 §4, §5)', () => {
  it('infers the type of an incoming value', () => {
    expect([true, 42, 2.5, { a: 1 }, [1], 'x', null].map(inferValueType)).toEqual(['BOOLEAN', 'INTEGER', 'DOUBLE', 'JSON', 'JSON', 'STRING', 'STRING']);
  });

  it('resets the value when the type changes: false for boolean, an empty object for JSON, empty otherwise', () => {
    expect(draftForType('BOOLEAN')).toEqual({ type: 'BOOLEAN', value: false });
    expect(draftForType('JSON')).toEqual({ type: 'JSON', text: '{}' });
    expect(draftForType('INTEGER')).toEqual({ type: 'INTEGER', text: '' });
  });

  it('gives the seed messages for empty and malformed values', () => {
    expect(parseDraft({ type: 'STRING', text: '' })).toEqual({ value: null, error: 'value.string-value-required' });
    expect(parseDraft({ type: 'INTEGER', text: '' }).error).toBe('value.integer-value-required');
    expect(parseDraft({ type: 'INTEGER', text: '1.5' }).error).toBe('value.invalid-integer-value');
    expect(parseDraft({ type: 'INTEGER', text: '+3' }).error).toBe('value.invalid-integer-value');
    expect(parseDraft({ type: 'DOUBLE', text: ' ' }).error).toBe('value.double-value-required');
    expect(parseDraft({ type: 'DOUBLE', text: 'abc' }).error).toBe('value.invalid-double-value');
    expect(parseDraft({ type: 'JSON', text: '' }).error).toBe('value.json-value-required');
    expect(parseDraft({ type: 'JSON', text: '{a' }).error).toBe('value.json-value-invalid');
  });

  it('emits typed values, boolean always valid', () => {
    expect(parseDraft({ type: 'INTEGER', text: '-42' })).toEqual({ value: -42, error: null });
    expect(parseDraft({ type: 'DOUBLE', text: '2.5' })).toEqual({ value: 2.5, error: null });
    expect(parseDraft({ type: 'BOOLEAN', value: false })).toEqual({ value: false, error: null });
    expect(parseDraft({ type: 'JSON', text: '{"a":[1]}' })).toEqual({ value: { a: [1] }, error: null });
    expect(parseDraft({ type: 'STRING', text: ' 7 ' })).toEqual({ value: ' 7 ', error: null });
  });

  it('round-trips a stored value through the draft', () => {
    for (const value of [true, 12, 0.25, 'text', { nested: { x: 1 } }]) expect(parseDraft(draftOf(value)).value).toEqual(value);
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
    expect(formatValue(false)).toBe('false');
  });
});

describe('attribute scopes', () => {
  it('devices have client, shared and server scopes; other entities server only', () => {
    expect(attributeScopes('DEVICE')).toEqual(['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE']);
    expect(attributeScopes('ASSET')).toEqual(['SERVER_SCOPE']);
    expect(attributeScopes('ENTITY_VIEW')).toEqual(['SERVER_SCOPE']);
  });

  it('client scope is read only; shared and server are written by tenant admins and customer users', () => {
    expect(scopeWritable('CLIENT_SCOPE', 'TENANT_ADMIN')).toBe(false);
    expect(scopeWritable('SHARED_SCOPE', 'TENANT_ADMIN')).toBe(true);
    expect(scopeWritable('SERVER_SCOPE', 'CUSTOMER_USER')).toBe(true);
    expect(scopeWritable('SERVER_SCOPE', 'SYS_ADMIN')).toBe(false);
    expect(scopeWritable('SERVER_SCOPE', undefined)).toBe(false);
    expect(scopeWritable('SERVER_SCOPE', 'SYS_ADMIN', 'TENANT')).toBe(true);
    expect(scopeWritable('SERVER_SCOPE', 'CUSTOMER_USER', 'CUSTOMER')).toBe(false);
    expect(scopeWritable('SERVER_SCOPE', 'TENANT_ADMIN', 'CUSTOMER')).toBe(true);
  });

  it('validates a new key: required and at most 255 characters', () => {
    expect(attributeKeyError('  ')).toBe('attribute.key-required');
    expect(attributeKeyError('k'.repeat(256))).toBe('attribute.key-max-length');
    expect(attributeKeyError('k'.repeat(255))).toBeNull();
  });
});

describe('raw data rows', () => {
  const rows = historyRows({ t: [{ ts: 3, value: '22' }, { ts: 1, value: '20' }], h: [{ ts: 3, value: '40' }] });

  it('flattens history newest first, then by key', () => {
    expect(rows).toEqual([{ ts: 3, key: 'h', value: '40' }, { ts: 3, key: 't', value: '22' }, { ts: 1, key: 't', value: '20' }]);
  });

  it('pages and filters by key or value text', () => {
    expect(rawDataPage(rows, 1, 2)).toEqual({ data: [{ ts: 1, key: 't', value: '20' }], totalPages: 2, totalElements: 3, hasNext: false });
    expect(rawDataPage(rows, 0, 10, 'H').data).toEqual([{ ts: 3, key: 'h', value: '40' }]);
  });

  it('adds live points once, in order, and ignores deletion markers', () => {
    const next = addLivePoints(rows, { t: [[5, '23'], [3, '22']], gone: [[0, '']] });
    expect(next.map((r) => `${r.ts}${r.key}`)).toEqual(['5t', '3h', '3t', '1t']);
    expect(addLivePoints(rows, { t: [[3, '22']] })).toBe(rows);
  });
});
