/**
 * Seed 001 section 5: subtype suggestions are a case-insensitive prefix match.
 *
 * @example
 * filterSubtypes(['Gateway', 'gauge', 'thermostat'], 'GA') // ['Gateway', 'gauge']
 */
export function filterSubtypes(types: string[], text: string): string[] {
  const prefix = text.trim().toLowerCase();
  return prefix ? types.filter((type) => type.toLowerCase().startsWith(prefix)) : types;
}
