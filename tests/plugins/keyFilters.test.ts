import { describe, expect, it } from 'vitest';
import {
  areKeyFiltersValid, constantValueError, defaultComplexPredicate, defaultSimplePredicate, keyFilterError, keyFilterText,
  newKeyFilter, predicateError, predicateText, predicateTypeOf, withKeyType, withValueType,
} from '../../plugins/shared/key-filters/keyFilters';
import { type KeyFilter, type KeyFilterPredicate } from '../../plugins/shared/key-filters/types';

const words = { operationWord: (op: string) => op.toLowerCase().replace(/_/g, ' ') };
const NOW = 1_700_000_000_000;

const numeric = (operation: 'GREATER' | 'LESS' | 'EQUAL', defaultValue: number): KeyFilterPredicate =>
  ({ type: 'NUMERIC', operation, value: { defaultValue } });

describe('default predicates', () => {
  it('start with EQUAL on an empty value of the right predicate type', () => {
    expect(defaultSimplePredicate('STRING', NOW)).toEqual({ type: 'STRING', operation: 'EQUAL', value: { defaultValue: '' }, ignoreCase: false });
    expect(defaultSimplePredicate('NUMERIC', NOW)).toEqual({ type: 'NUMERIC', operation: 'EQUAL', value: { defaultValue: 0 } });
    expect(defaultSimplePredicate('BOOLEAN', NOW)).toEqual({ type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: false } });
    // Date-time keys compare epoch ms numerically, from "now".
    expect(defaultSimplePredicate('DATE_TIME', NOW)).toEqual({ type: 'NUMERIC', operation: 'EQUAL', value: { defaultValue: NOW } });
    expect(predicateTypeOf('DATE_TIME')).toBe('NUMERIC');
  });

  it('groups start as AND with one member, so they are not empty', () => {
    expect(defaultComplexPredicate('NUMERIC', NOW)).toEqual({
      type: 'COMPLEX', operation: 'AND', predicates: [{ type: 'NUMERIC', operation: 'EQUAL', value: { defaultValue: 0 } }],
    });
  });

  it('a new filter has an empty key name; only CONSTANT keys carry a value', () => {
    expect(newKeyFilter('TIME_SERIES', 'NUMERIC', NOW)).toEqual({
      key: { type: 'TIME_SERIES', key: '' }, valueType: 'NUMERIC', predicate: defaultSimplePredicate('NUMERIC'),
    });
    expect(newKeyFilter('CONSTANT', 'STRING', NOW).value).toBe('');
    expect('value' in newKeyFilter('ATTRIBUTE', 'STRING', NOW)).toBe(false);
  });

  it('changing the value type resets the predicate; changing the key type keeps the name', () => {
    const f: KeyFilter = { key: { type: 'CONSTANT', key: 'limit' }, valueType: 'NUMERIC', value: 5, predicate: numeric('GREATER', 3) };
    expect(withValueType(f, 'BOOLEAN', NOW)).toEqual({
      key: { type: 'CONSTANT', key: 'limit' }, valueType: 'BOOLEAN', value: false, predicate: defaultSimplePredicate('BOOLEAN'),
    });
    expect(withValueType(f, 'NUMERIC')).toBe(f);
    const attr = withKeyType(f, 'ATTRIBUTE', NOW);
    expect(attr).toEqual({ key: { type: 'ATTRIBUTE', key: 'limit' }, valueType: 'NUMERIC', predicate: numeric('GREATER', 3) });
    expect(withKeyType(attr, 'CONSTANT', NOW).value).toBe(0);
  });
});

describe('predicate text', () => {
  it('reads a numeric range as `temperature > 30 AND < 50`', () => {
    const f: KeyFilter = {
      key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC',
      predicate: { type: 'COMPLEX', operation: 'AND', predicates: [numeric('GREATER', 30), numeric('LESS', 50)] },
    };
    expect(keyFilterText(f, words)).toBe('temperature > 30 AND < 50');
  });

  it('quotes strings, words string operations, parenthesises nested groups and shows dynamic sources', () => {
    const p: KeyFilterPredicate = {
      type: 'COMPLEX', operation: 'OR', predicates: [
        { type: 'STRING', operation: 'STARTS_WITH', value: { defaultValue: 'ab' }, ignoreCase: true },
        { type: 'COMPLEX', operation: 'AND', predicates: [
          { type: 'STRING', operation: 'EQUAL', value: { defaultValue: 'x' }, ignoreCase: false },
          { type: 'STRING', operation: 'NOT_EQUAL', value: { defaultValue: 'y', dynamicValue: { sourceType: 'CURRENT_USER', sourceAttribute: 'name' } }, ignoreCase: false },
        ] },
      ],
    };
    expect(predicateText(p, 'STRING', words)).toBe("starts with 'ab' OR (= 'x' AND != {name})");
  });

  it('prefers the user value and formats booleans and date-times', () => {
    expect(predicateText({ type: 'NUMERIC', operation: 'EQUAL', value: { defaultValue: 1, userValue: 7 } }, 'NUMERIC', words)).toBe('= 7');
    expect(predicateText({ type: 'BOOLEAN', operation: 'NOT_EQUAL', value: { defaultValue: true } }, 'BOOLEAN', words)).toBe('!= true');
    expect(predicateText({ type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 0 } }, 'DATE_TIME', words)).toBe('> 1970-01-01T00:00:00.000Z');
    expect(predicateText({ type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 0 } }, 'DATE_TIME', { ...words, formatDateTime: () => 'then' }))
      .toBe('> then');
  });
});

describe('key filter validation', () => {
  const ok: KeyFilter = { key: { type: 'ATTRIBUTE', key: 'active' }, valueType: 'BOOLEAN', predicate: defaultSimplePredicate('BOOLEAN') };

  it('needs a key name', () => {
    expect(keyFilterError(ok)).toBeNull();
    expect(keyFilterError({ ...ok, key: { type: 'ATTRIBUTE', key: '  ' } })).toBe('filter.key-name-required');
  });

  it('needs a finite number for numeric predicates, and an attribute for dynamic values', () => {
    expect(predicateError(numeric('GREATER', Number.NaN))).toBe('filter.value-required');
    expect(predicateError(numeric('GREATER', 3))).toBeNull();
    expect(predicateError({ type: 'STRING', operation: 'EQUAL', value: { defaultValue: '' }, ignoreCase: false })).toBeNull();
    expect(predicateError({ type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 1, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: ' ' } } }))
      .toBe('filter.source-attribute-required');
  });

  it('rejects empty groups at any depth', () => {
    expect(predicateError({ type: 'COMPLEX', operation: 'AND', predicates: [] })).toBe('filter.predicates-required');
    expect(predicateError({ type: 'COMPLEX', operation: 'OR', predicates: [numeric('LESS', 1), { type: 'COMPLEX', operation: 'AND', predicates: [] }] }))
      .toBe('filter.predicates-required');
    expect(predicateError({ type: 'COMPLEX', operation: 'OR', predicates: [numeric('LESS', 1), numeric('GREATER', Number.NaN)] }))
      .toBe('filter.value-required');
  });

  it('needs a constant value (a number for numeric and date-time constants)', () => {
    const c: KeyFilter = { key: { type: 'CONSTANT', key: 'limit' }, valueType: 'NUMERIC', value: 3, predicate: numeric('GREATER', 1) };
    expect(constantValueError(c)).toBeNull();
    expect(keyFilterError({ ...c, value: '' })).toBe('filter.value-required');
    expect(keyFilterError({ ...c, value: 'abc' })).toBe('filter.value-required');
    expect(keyFilterError({ ...c, valueType: 'STRING', value: 'abc', predicate: defaultSimplePredicate('STRING') })).toBeNull();
    expect(constantValueError({ ...ok })).toBeNull();
  });

  it('a list is valid when every filter is; an empty list is valid', () => {
    expect(areKeyFiltersValid([])).toBe(true);
    expect(areKeyFiltersValid([ok])).toBe(true);
    expect(areKeyFiltersValid([ok, { ...ok, key: { type: 'ATTRIBUTE', key: '' } }])).toBe(false);
  });
});
