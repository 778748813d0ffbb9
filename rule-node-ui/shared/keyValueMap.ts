/** One row of a key → value mapping as the editor holds it (keys may repeat or be blank while typed). */
export interface MapRow {
  key: string;
  value: string;
}

export const rowsOf = (map: Record<string, string> | null | undefined): MapRow[] =>
  Object.entries(map ?? {}).map(([key, value]) => ({ key, value: String(value) }));

/** The mapping of rows; a repeated key keeps its last value. */
export const mapOf = (rows: readonly MapRow[]): Record<string, string> => Object.fromEntries(rows.map((r) => [r.key, r.value]));

/**
 * The error keys of a mapping (seed 001 §5: each key and each value must be non-empty):
 * 'rulenode.map-entry-required' when it must hold a row and holds none,
 * 'rulenode.map-key-value-required' when a key or value is blank.
 */
export function validateKeyValueMap(map: Record<string, string> | null | undefined, required = false): string[] {
  const entries = Object.entries(map ?? {});
  const errors: string[] = [];
  if (required && entries.length === 0) errors.push('rulenode.map-entry-required');
  if (entries.some(([key, value]) => key.trim() === '' || typeof value !== 'string' || value.trim() === '')) {
    errors.push('rulenode.map-key-value-required');
  }
  return errors;
}
