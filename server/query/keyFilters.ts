import type { FilterValue, KeyFilter, Predicate, ValueType } from './entityQueryInput';

/*
 * Key filter predicates (contract §7) over the string form of an entity's value. A
 * missing value never matches, as ThingsBoard's SQL join drops the row.
 */

/** Resolves a dynamic value's source attribute; undefined when there is none. */
export type DynamicResolver = (value: FilterValue) => unknown;

/** Effective operand: userValue, else the resolved dynamic value, else defaultValue. */
function operand(value: FilterValue, resolve: DynamicResolver): unknown {
  if (value.userValue !== null && value.userValue !== undefined) return value.userValue;
  if (value.dynamicValue) {
    const dynamic = resolve(value);
    if (dynamic !== undefined && dynamic !== null) return dynamic;
  }
  return value.defaultValue;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  if (typeof value === 'number') return value !== 0;
  return undefined;
}

function stringMatches(operation: string, actual: string, expected: string, ignoreCase: boolean): boolean {
  const a = ignoreCase ? actual.toLowerCase() : actual;
  const e = ignoreCase ? expected.toLowerCase() : expected;
  const list = () => e.split(',').map((item) => item.trim());
  switch (operation) {
    case 'EQUAL':
      return a === e;
    case 'NOT_EQUAL':
      return a !== e;
    case 'STARTS_WITH':
      return a.startsWith(e);
    case 'ENDS_WITH':
      return a.endsWith(e);
    case 'CONTAINS':
      return a.includes(e);
    case 'NOT_CONTAINS':
      return !a.includes(e);
    case 'IN':
      return list().includes(a);
    case 'NOT_IN':
      return !list().includes(a);
    default:
      return false;
  }
}

function numericMatches(operation: string, actual: number, expected: number): boolean {
  switch (operation) {
    case 'EQUAL':
      return actual === expected;
    case 'NOT_EQUAL':
      return actual !== expected;
    case 'GREATER':
      return actual > expected;
    case 'LESS':
      return actual < expected;
    case 'GREATER_OR_EQUAL':
      return actual >= expected;
    case 'LESS_OR_EQUAL':
      return actual <= expected;
    default:
      return false;
  }
}

/** Whether `actual` (the entity's value as a string) satisfies the predicate. */
export function predicateMatches(predicate: Predicate, valueType: ValueType, actual: string, resolve: DynamicResolver): boolean {
  switch (predicate.type) {
    case 'COMPLEX': {
      const results = predicate.predicates.map((inner) => predicateMatches(inner, valueType, actual, resolve));
      return predicate.operation === 'AND' ? results.every(Boolean) : results.some(Boolean);
    }
    case 'STRING':
      return stringMatches(predicate.operation, actual, asText(operand(predicate.value, resolve)), predicate.ignoreCase);
    case 'NUMERIC': {
      const a = asNumber(actual);
      const e = asNumber(operand(predicate.value, resolve));
      return a !== undefined && e !== undefined && numericMatches(predicate.operation, a, e);
    }
    case 'BOOLEAN': {
      const a = asBoolean(actual);
      const e = asBoolean(operand(predicate.value, resolve));
      if (a === undefined || e === undefined) return false;
      return predicate.operation === 'EQUAL' ? a === e : a !== e;
    }
  }
}

/** Whether an entity passes every key filter; `valueOf` gives its value of a key, undefined when missing. */
export function keyFiltersMatch(filters: KeyFilter[], valueOf: (filter: KeyFilter) => string | undefined, resolve: DynamicResolver): boolean {
  return filters.every((filter) => {
    const actual = valueOf(filter);
    return actual !== undefined && predicateMatches(filter.predicate, filter.valueType, actual, resolve);
  });
}

/** Every dynamic value used by the filters (nested ones included), to fetch their sources once. */
export function dynamicValuesOf(filters: KeyFilter[]): FilterValue[] {
  const found: FilterValue[] = [];
  const visit = (predicate: Predicate) => {
    if (predicate.type === 'COMPLEX') predicate.predicates.forEach(visit);
    else if (predicate.value.dynamicValue) found.push(predicate.value);
  };
  filters.forEach((filter) => visit(filter.predicate));
  return found;
}
