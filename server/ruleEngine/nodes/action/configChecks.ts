import { RuleNodeConfigError } from '../../node/RuleNodeDefinition';

/*
 * Checks of configuration values the action nodes share. The engine merges the saved
 * configuration over the defaults, but a chain imported or posted through the REST API
 * may carry anything, so each node checks what it reads and fails init with the reason.
 */

/** A whole number >= `min` (numeric strings accepted, as Jackson reads them). */
export function intSetting(value: unknown, name: string, min = 0): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min) {
    throw new RuleNodeConfigError(`'${name}' should be a whole number of at least ${min}`);
  }
  return number;
}

/**
 * A boolean; null and undefined read as `fallback`. "true" and "false" are accepted as
 * Jackson reads them: ThingsBoard's own root chain saves `"notifyDevice": "false"`.
 */
export function boolSetting(value: unknown, name: string, fallback: boolean): boolean {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  if (typeof value !== 'boolean') throw new RuleNodeConfigError(`'${name}' should be true or false`);
  return value;
}

/** A string; null and undefined read as ''. */
export function stringSetting(value: unknown, name: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') throw new RuleNodeConfigError(`'${name}' should be a string`);
  return value;
}

/** A non-blank string. */
export function requiredString(value: unknown, name: string, message = `'${name}' should be specified`): string {
  const text = stringSetting(value, name);
  if (text.trim() === '') throw new RuleNodeConfigError(message);
  return text;
}

/** One of `allowed`. */
export function oneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new RuleNodeConfigError(`'${name}' should be one of ${allowed.join(', ')}`);
  }
  return value as T;
}
