import { type AttributeField } from './attributeFields';

/** What an input holds: text for text-like fields, a boolean for check boxes and switches. */
export type FormValue = string | boolean;

/** A validation message: an i18n key with values, or the user's own text. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
  text?: string;
}

export type Parsed = { ok: true; value: unknown } | { ok: false; error: FieldError };

const isBoolean = (field: AttributeField) => field.valueType === 'booleanCheckbox' || field.valueType === 'booleanSwitch';
const pad = (n: number) => String(n).padStart(2, '0');

function dateText(ms: number, valueType: 'dateTime' | 'date' | 'time'): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return valueType === 'date' ? date : valueType === 'time' ? time : `${date} ${time}`;
}

/** A value from the data as the field's input shows it (dates are epoch milliseconds). */
export function toFormValue(field: AttributeField, raw: unknown): FormValue {
  if (isBoolean(field)) return raw === true || raw === 'true' || raw === 1;
  if (raw === undefined || raw === null) return '';
  if ((field.valueType === 'dateTime' || field.valueType === 'date' || field.valueType === 'time') && typeof raw === 'number') {
    return dateText(raw, field.valueType);
  }
  return String(raw);
}

const DATE_PATTERNS = {
  dateTime: /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/,
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  time: /^(\d{2}):(\d{2})$/,
};

/** Local date text to epoch milliseconds; a time alone is today's date at that time. */
function parseDate(valueType: 'dateTime' | 'date' | 'time', text: string, today: Date): number | null {
  const m = DATE_PATTERNS[valueType].exec(text.trim());
  if (!m) return null;
  const n = m.slice(1).map(Number);
  const d = valueType === 'time'
    ? new Date(today.getFullYear(), today.getMonth(), today.getDate(), n[0], n[1])
    : new Date(n[0], n[1] - 1, n[2], n[3] ?? 0, n[4] ?? 0);
  const valid = valueType === 'time' ? n[0] < 24 && n[1] < 60 : d.getMonth() === n[1] - 1 && d.getDate() === n[2] && (n[3] ?? 0) < 24 && (n[4] ?? 0) < 60;
  return valid ? d.getTime() : null;
}

/**
 * Checks an input and turns it into the value to write: numbers for integer, double and date
 * fields, booleans, text otherwise. An empty optional field gives `undefined` (nothing to write).
 */
export function parseFormValue(field: AttributeField, input: FormValue, today = new Date()): Parsed {
  if (typeof input === 'boolean' || isBoolean(field)) return { ok: true, value: input === true };
  const text = input.trim();
  if (text === '') {
    if (!field.required) return { ok: true, value: field.valueType === 'string' ? input : undefined };
    return { ok: false, error: field.requiredMessage ? { key: '', text: field.requiredMessage } : { key: 'widgets.controls.field-required', values: { label: field.label } } };
  }
  switch (field.valueType) {
    case 'integer':
    case 'double': {
      const pattern = field.valueType === 'integer' ? /^[-+]?\d+$/ : /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
      if (!pattern.test(text)) return { ok: false, error: { key: `widgets.controls.invalid-${field.valueType}` } };
      const value = Number(text);
      if (field.min !== undefined && value < field.min) return { ok: false, error: { key: 'widgets.controls.min-value', values: { min: field.min } } };
      if (field.max !== undefined && value > field.max) return { ok: false, error: { key: 'widgets.controls.max-value', values: { max: field.max } } };
      return { ok: true, value };
    }
    case 'dateTime':
    case 'date':
    case 'time': {
      const ms = parseDate(field.valueType, text, today);
      return ms === null ? { ok: false, error: { key: `widgets.controls.invalid-${field.valueType.toLowerCase()}` } } : { ok: true, value: ms };
    }
    case 'select':
      return field.options.length === 0 || field.options.some((o) => o.value === input)
        ? { ok: true, value: input }
        : { ok: false, error: { key: 'widgets.controls.invalid-option' } };
    default:
      return { ok: true, value: input };
  }
}
