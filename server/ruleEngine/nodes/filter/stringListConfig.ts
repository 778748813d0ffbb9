import { RuleNodeConfigError } from '../../node/RuleNodeDefinition';

/** A configuration field that must be a list of strings (message types, entity types, keys). */
export function stringListConfig(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new RuleNodeConfigError(`${field} should be a list of strings!`);
  }
  return value as string[];
}
