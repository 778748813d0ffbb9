/** Suggestions of the relation-type autocomplete; any other text up to 255 characters is allowed. */
export const RELATION_TYPE_SUGGESTIONS = ['Contains', 'Manages'] as const;
export const RELATION_TYPE_MAX = 255;

/** The message key of what is wrong with a relation type, or null. */
export function relationTypeError(type: string): string | null {
  if (!type.trim()) return 'relation.relation-type-required';
  return type.length > RELATION_TYPE_MAX ? 'relation.relation-type-max-length' : null;
}
