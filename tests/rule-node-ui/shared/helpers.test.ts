import { describe, expect, it } from 'vitest';
import {
  addKeys, DEFAULT_RELATIONS_QUERY, jsonError, mapOf, messageTypeName, messageTypeOf, MESSAGE_TYPES, rowsOf, ruleChainsUrl, translateAll,
  translatedValidator, validateKeyValueMap, validateRelationsQuery,
} from '../../../rule-node-ui/shared';

describe('message types', () => {
  it('offers the 22 types of the picker with their display names; others show as themselves', () => {
    expect(Object.keys(MESSAGE_TYPES)).toHaveLength(22);
    expect(messageTypeName('TO_SERVER_RPC_REQUEST')).toBe('RPC Request from Device');
    expect(messageTypeName('MY_TYPE')).toBe('MY_TYPE');
  });

  it('reads a typed or picked text as a known value (by name or value, any case) or a custom type', () => {
    expect(messageTypeOf('post telemetry')).toBe('POST_TELEMETRY_REQUEST');
    expect(messageTypeOf('rpc_failed')).toBe('RPC_FAILED');
    expect(messageTypeOf('  MY_TYPE ')).toBe('MY_TYPE');
    expect(messageTypeOf('   ')).toBeNull();
  });
});

describe('key lists', () => {
  it('add entries split at commas and semicolons, skipping blanks and duplicates', () => {
    expect(addKeys(['a'], 'b, c;;a ; d')).toEqual(['a', 'b', 'c', 'd']);
    expect(addKeys([], '  ')).toEqual([]);
  });
});

describe('relations query', () => {
  it('needs a direction, a whole level of at least 1 and a relation type in each filter', () => {
    expect(validateRelationsQuery(DEFAULT_RELATIONS_QUERY)).toEqual([]);
    expect(validateRelationsQuery({ ...DEFAULT_RELATIONS_QUERY, filters: [] })).toEqual([]);
    expect(validateRelationsQuery({ direction: 'SIDEWAYS' as 'FROM', maxLevel: 0, filters: [{ relationType: '', entityTypes: [] }], fetchLastLevelOnly: false })).toEqual([
      'rulenode.direction-required', 'rulenode.max-relation-level-invalid', 'rulenode.relation-type-required',
    ]);
    expect(validateRelationsQuery(undefined)).toEqual(['rulenode.relations-query-required']);
  });
});

describe('key-value maps', () => {
  it('check blanks, and entries when required', () => {
    expect(validateKeyValueMap({ a: 'b' }, true)).toEqual([]);
    expect(validateKeyValueMap({}, false)).toEqual([]);
    expect(validateKeyValueMap(null, true)).toEqual(['rulenode.map-entry-required']);
    expect(validateKeyValueMap({ a: '' })).toEqual(['rulenode.map-key-value-required']);
  });

  it('turn into rows and back; a repeated key keeps its last value', () => {
    expect(rowsOf({ a: '1', b: '2' })).toEqual([{ key: 'a', value: '1' }, { key: 'b', value: '2' }]);
    expect(mapOf([{ key: 'a', value: '1' }, { key: 'a', value: '3' }])).toEqual({ a: '3' });
  });
});

describe('small helpers', () => {
  it('jsonError gives the parse error or null', () => {
    expect(jsonError('{"a":1}')).toBeNull();
    expect(jsonError('{a:1}')).toMatch(/JSON/);
  });

  it('ruleChainsUrl asks for one big page of the type, by name', () => {
    expect(ruleChainsUrl('EDGE', 'ro ot')).toBe('/api/ruleChains?type=EDGE&pageSize=1000&page=0&sortProperty=name&sortOrder=ASC&textSearch=ro+ot');
  });

  it('without an i18n instance the texts are the keys; the validator checks the value over the defaults', () => {
    expect(translateAll(['rulenode.script-required'])).toEqual(['rulenode.script-required']);
    const validate = translatedValidator((c: { a: string; b: string }) => (c.a && c.b ? [] : ['missing']), { a: 'x', b: 'y' });
    expect(validate({ a: 'z' } as { a: string; b: string })).toEqual([]);
    expect(validate({ a: '', b: 'y' })).toEqual(['missing']);
  });
});
