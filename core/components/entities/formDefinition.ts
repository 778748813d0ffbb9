/** One field of an entity form. Messages are i18n keys. */
export interface FormField {
  key: string;
  label: string;
  type: 'text' | 'email' | 'textarea' | 'number' | 'select' | 'checkbox' | 'entity' | 'custom';
  /** For `custom` fields: the control (a subtype autocomplete, the gateway select, ...). */
  render?(props: CustomFieldProps): import('react').ReactNode;
  /** For `entity` fields: the type offered by the entity autocomplete. */
  entityType?: import('@tessera/sdk').EntityType;
  /** For `entity` fields: the key of another field that holds the entity type. */
  entityTypeFrom?: string;
  required?: boolean;
  /** Message key when empty and required; defaults to 'form.required'. */
  requiredMessage?: string;
  maxLength?: number;
  maxLengthMessage?: string;
  min?: number;
  options?: { value: string; label: string }[];
  /** Extra rule over all values: returns a message key, or null when valid. */
  validate?: (value: unknown, values: Record<string, unknown>) => string | null;
  /** Shown in a second column on wide screens. */
  half?: boolean;
}

/** What a `custom` field's control gets. Texts are already translated. */
export interface CustomFieldProps {
  value: unknown;
  values: Record<string, unknown>;
  onChange(value: unknown): void;
  label: string;
  isRequired: boolean;
  isReadOnly: boolean;
  /** The translated message when the field is invalid and errors are shown. */
  errorMessage?: string;
}

/** A typed form: its fields in order. */
export interface FormDefinition {
  fields: FormField[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validates values against a form; the result maps field keys to message keys. */
export function validateForm(definition: FormDefinition, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of definition.fields) {
    const value = values[field.key];
    const text = typeof value === 'string' ? value : value === undefined || value === null ? ''
      : field.type === 'entity' || field.type === 'custom' ? 'selected' : String(value);
    if (field.required && (field.type === 'checkbox' ? value !== true : !text.trim())) {
      errors[field.key] = field.requiredMessage ?? 'form.required';
      continue;
    }
    if (!text) continue;
    if (field.maxLength !== undefined && text.length > field.maxLength) {
      errors[field.key] = field.maxLengthMessage ?? 'form.max-length';
    } else if (field.type === 'email' && !EMAIL.test(text)) {
      errors[field.key] = 'user.invalid-email-format';
    } else if (field.type === 'number' && (!Number.isFinite(Number(text)) || (field.min !== undefined && Number(text) < field.min))) {
      errors[field.key] = 'form.invalid-number';
    } else {
      const message = field.validate?.(value, values);
      if (message) errors[field.key] = message;
    }
  }
  return errors;
}
