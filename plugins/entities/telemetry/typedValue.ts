/** The typed value editor's types (seed 001 §2.5). */
export const VALUE_TYPES = ['STRING', 'INTEGER', 'DOUBLE', 'BOOLEAN', 'JSON'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

/** i18n keys of the type names. */
export const VALUE_TYPE_LABELS: Record<ValueType, string> = {
  STRING: 'value.string', INTEGER: 'value.integer', DOUBLE: 'value.double', BOOLEAN: 'value.boolean', JSON: 'value.json',
};

/**
 * Seed 001 §4: the type of an incoming value: boolean; a number without a decimal point is an
 * integer, with one a double; an object (or array) is JSON; anything else a string.
 */
export function inferValueType(value: unknown): ValueType {
  if (typeof value === 'boolean') return 'BOOLEAN';
  if (typeof value === 'number') return Number.isInteger(value) && !String(value).includes('.') ? 'INTEGER' : 'DOUBLE';
  if (typeof value === 'object' && value !== null) return 'JSON';
  return 'STRING';
}

/** What the editor holds while typing: text for every type except boolean. */
export type ValueDraft = { type: 'BOOLEAN'; value: boolean } | { type: Exclude<ValueType, 'BOOLEAN'>; text: string };

/** Seed 001 §4: changing the type resets the value (false for boolean, empty object for JSON, empty otherwise). */
export function draftForType(type: ValueType): ValueDraft {
  if (type === 'BOOLEAN') return { type, value: false };
  return { type, text: type === 'JSON' ? '{}' : '' };
}

/** The editor's draft for a stored value, its type inferred. */
export function draftOf(value: unknown): ValueDraft {
  const type = inferValueType(value);
  if (type === 'BOOLEAN') return { type, value: value as boolean };
  if (type === 'JSON') return { type, text: JSON.stringify(value, null, 2) };
  return { type, text: value === null || value === undefined ? '' : String(value) };
}

const INTEGER_PATTERN = /^-?\d+$/;

/**
 * Seed 001 §5: the value a draft stands for, or the i18n key of why it is invalid (the editor
 * then emits null, except for boolean which is always valid).
 */
export function parseDraft(draft: ValueDraft): { value: unknown; error: null } | { value: null; error: string } {
  switch (draft.type) {
    case 'BOOLEAN':
      return { value: draft.value, error: null };
    case 'STRING':
      return draft.text === '' ? { value: null, error: 'value.string-value-required' } : { value: draft.text, error: null };
    case 'INTEGER': {
      const text = draft.text.trim();
      if (text === '') return { value: null, error: 'value.integer-value-required' };
      if (!INTEGER_PATTERN.test(text)) return { value: null, error: 'value.invalid-integer-value' };
      return { value: Number(text), error: null };
    }
    case 'DOUBLE': {
      const text = draft.text.trim();
      if (text === '') return { value: null, error: 'value.double-value-required' };
      const n = Number(text);
      return Number.isFinite(n) ? { value: n, error: null } : { value: null, error: 'value.invalid-double-value' };
    }
    case 'JSON': {
      if (draft.text.trim() === '') return { value: null, error: 'value.json-value-required' };
      try {
        return { value: JSON.parse(draft.text) as unknown, error: null };
      } catch {
        return { value: null, error: 'value.json-value-invalid' };
      }
    }
  }
}

/** A stored value as one line of table text (objects as compact JSON). */
export function formatValue(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value ?? '');
}
