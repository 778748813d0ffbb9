import { addTextChips } from '@tessera/ui';

/**
 * The keys of a list field: chips as an array, or text typed as a comma or semicolon list;
 * trimmed, blanks and duplicates dropped.
 */
export const keysOf = (value: unknown): string[] =>
  addTextChips([], Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').join(',') : typeof value === 'string' ? value : '');
