import {
  type KeyFilter, type KeyFilterKeyType, type KeyFilterPredicate, type KeyFilterValueType, type SimpleKeyFilterPredicate,
  type StringOperation, type FilterPredicateValue,
} from './types';

/** DATE_TIME keys compare epoch milliseconds, so they use the numeric predicate. */
export function predicateTypeOf(valueType: KeyFilterValueType): SimpleKeyFilterPredicate['type'] {
  if (valueType === 'STRING') return 'STRING';
  if (valueType === 'BOOLEAN') return 'BOOLEAN';
  return 'NUMERIC';
}

/** The predicate a new filter (or a changed value type) starts with: EQUAL to an empty-ish value. */
export function defaultSimplePredicate(valueType: KeyFilterValueType, now: number = Date.now()): SimpleKeyFilterPredicate {
  switch (predicateTypeOf(valueType)) {
    case 'STRING': return { type: 'STRING', operation: 'EQUAL', value: { defaultValue: '' }, ignoreCase: false };
    case 'BOOLEAN': return { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: false } };
    default: return { type: 'NUMERIC', operation: 'EQUAL', value: { defaultValue: valueType === 'DATE_TIME' ? now : 0 } };
  }
}

/** A new AND group holding one default predicate, so it is valid as soon as its value is. */
export function defaultComplexPredicate(valueType: KeyFilterValueType, now: number = Date.now()): KeyFilterPredicate {
  return { type: 'COMPLEX', operation: 'AND', predicates: [defaultSimplePredicate(valueType, now)] };
}

/** The value a CONSTANT key starts with for a value type. */
export function defaultConstantValue(valueType: KeyFilterValueType, now: number = Date.now()): string | number | boolean {
  if (valueType === 'STRING') return '';
  if (valueType === 'BOOLEAN') return false;
  return valueType === 'DATE_TIME' ? now : 0;
}

/** A new, still unnamed filter of a key type. */
export function newKeyFilter(keyType: KeyFilterKeyType, valueType: KeyFilterValueType = 'NUMERIC', now: number = Date.now()): KeyFilter {
  return {
    key: { type: keyType, key: '' },
    valueType,
    ...(keyType === 'CONSTANT' ? { value: defaultConstantValue(valueType, now) } : {}),
    predicate: defaultSimplePredicate(valueType, now),
  };
}

/** Changing the value type resets the predicate (and a constant's value): old operations may not exist. */
export function withValueType(filter: KeyFilter, valueType: KeyFilterValueType, now: number = Date.now()): KeyFilter {
  if (filter.valueType === valueType) return filter;
  const { value: _dropped, ...rest } = filter;
  return {
    ...rest,
    valueType,
    ...(filter.key.type === 'CONSTANT' ? { value: defaultConstantValue(valueType, now) } : {}),
    predicate: defaultSimplePredicate(valueType, now),
  };
}

/** Changing the key type keeps the name; only CONSTANT keys carry a value. */
export function withKeyType(filter: KeyFilter, keyType: KeyFilterKeyType, now: number = Date.now()): KeyFilter {
  if (filter.key.type === keyType) return filter;
  const { value: _dropped, ...rest } = filter;
  return {
    ...rest,
    key: { ...filter.key, type: keyType },
    ...(keyType === 'CONSTANT' ? { value: defaultConstantValue(filter.valueType, now) } : {}),
  };
}

const SYMBOLS: Record<string, string> = {
  EQUAL: '=', NOT_EQUAL: '!=', GREATER: '>', LESS: '<', GREATER_OR_EQUAL: '>=', LESS_OR_EQUAL: '<=',
};

/** How summaries render the parts that are words in the user's language. */
export interface PredicateTextOptions {
  /** The words of a string operation other than EQUAL / NOT_EQUAL ('starts with', ...). */
  operationWord(operation: StringOperation): string;
  /** A DATE_TIME value; ISO text unless given. */
  formatDateTime?(ms: number): string;
}

function valueText(predicate: SimpleKeyFilterPredicate, valueType: KeyFilterValueType, options: PredicateTextOptions): string {
  const value = predicate.value as FilterPredicateValue<unknown>;
  if (value.dynamicValue?.sourceAttribute) return `{${value.dynamicValue.sourceAttribute}}`;
  const v = value.userValue ?? value.defaultValue;
  if (predicate.type === 'STRING') return `'${String(v ?? '')}'`;
  if (valueType === 'DATE_TIME' && typeof v === 'number' && Number.isFinite(v)) {
    return options.formatDateTime ? options.formatDateTime(v) : new Date(v).toISOString();
  }
  return String(v);
}

/**
 * A predicate as one line, e.g. `> 30 AND < 50` or `starts with 'ab' OR (= 'x' AND != 'y')`;
 * nested groups are parenthesised so the reading is unambiguous.
 */
export function predicateText(predicate: KeyFilterPredicate, valueType: KeyFilterValueType, options: PredicateTextOptions): string {
  if (predicate.type === 'COMPLEX') {
    return predicate.predicates
      .map((p) => (p.type === 'COMPLEX' && p.predicates.length > 1 ? `(${predicateText(p, valueType, options)})` : predicateText(p, valueType, options)))
      .join(` ${predicate.operation} `);
  }
  const op = SYMBOLS[predicate.operation] ?? options.operationWord(predicate.operation as StringOperation);
  return `${op} ${valueText(predicate, valueType, options)}`;
}

/** A whole filter as one line: `temperature > 30 AND < 50`. */
export function keyFilterText(filter: KeyFilter, options: PredicateTextOptions): string {
  return `${filter.key.key} ${predicateText(filter.predicate, filter.valueType, options)}`;
}

function predicateValueError(predicate: SimpleKeyFilterPredicate): string | null {
  const dynamic = predicate.value.dynamicValue;
  if (dynamic && !dynamic.sourceAttribute.trim()) return 'filter.source-attribute-required';
  if (predicate.type === 'NUMERIC') {
    const v = predicate.value.defaultValue;
    if (typeof v !== 'number' || !Number.isFinite(v)) return 'filter.value-required';
  }
  return null;
}

/** The message key of what is wrong with a predicate (an empty group, a missing number, ...), or null. */
export function predicateError(predicate: KeyFilterPredicate): string | null {
  if (predicate.type === 'COMPLEX') {
    if (predicate.predicates.length === 0) return 'filter.predicates-required';
    for (const p of predicate.predicates) {
      const error = predicateError(p);
      if (error) return error;
    }
    return null;
  }
  return predicateValueError(predicate);
}

/** A CONSTANT key's value must be present, and a finite number for NUMERIC and DATE_TIME. */
export function constantValueError(filter: KeyFilter): string | null {
  if (filter.key.type !== 'CONSTANT') return null;
  const v = filter.value;
  if (v === undefined || v === null || v === '') return 'filter.value-required';
  const numeric = filter.valueType === 'NUMERIC' || filter.valueType === 'DATE_TIME';
  return numeric && (typeof v !== 'number' || !Number.isFinite(v)) ? 'filter.value-required' : null;
}

/** The message key of what is wrong with a filter, or null: key name, constant value, then predicate. */
export function keyFilterError(filter: KeyFilter): string | null {
  if (!filter.key.key.trim()) return 'filter.key-name-required';
  return constantValueError(filter) ?? predicateError(filter.predicate);
}

/** True when every filter is complete; an empty list is valid here (callers decide if one is required). */
export function areKeyFiltersValid(filters: readonly KeyFilter[]): boolean {
  return filters.every((f) => keyFilterError(f) === null);
}
