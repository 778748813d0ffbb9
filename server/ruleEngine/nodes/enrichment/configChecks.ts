import { RuleNodeConfigError } from '../../node/RuleNodeDefinition';

/* Checks shared by the enrichment nodes' init: a bad configuration stops the node with a readable error. */

/** A list of key names; null or missing reads as empty, as ThingsBoard skips it. */
export function keyList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw new RuleNodeConfigError(`${name} should be a list of strings!`);
  return value;
}

/** A `{from: to}` map of strings (attribute and field mappings). */
export function stringMap(value: unknown, name: string): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new RuleNodeConfigError(`${name} should be specified!`);
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, target] of entries) {
    if (typeof target !== 'string') throw new RuleNodeConfigError(`${name}.${key} should be a string!`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** One of `allowed`, or `fallback` when missing. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string, fallback?: T): T {
  if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new RuleNodeConfigError(`${name} should be one of ${allowed.join(', ')}!`);
  }
  return value as T;
}

/** A number (or numeric text, as the Java configuration binding accepts). */
export function numberOf(value: unknown, name: string, { integer = false, min }: { integer?: boolean; min?: number } = {}): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || (integer && !Number.isInteger(number)) || (min !== undefined && number < min)) {
    const kind = integer ? 'a whole number' : 'a number';
    throw new RuleNodeConfigError(`${name} should be ${kind}${min !== undefined ? ` not less than ${min}` : ''}!`);
  }
  return number;
}

/** A boolean flag; missing reads as `fallback`. */
export function flag(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new RuleNodeConfigError(`${name} should be true or false!`);
  return value;
}
