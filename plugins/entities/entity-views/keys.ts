import { addTextChips } from '@tessera/sdk';

/** Keys typed as a comma or semicolon separated list: trimmed, blanks and duplicates dropped. */
export const keysOf = (value: unknown): string[] => addTextChips([], typeof value === 'string' ? value : '');

export const keysText = (keys: string[] | undefined): string => (keys ?? []).join(', ');
