import { COUNTRIES, POSTAL_CODE_PATTERNS } from './countries';
import { type FormField } from './formDefinition';

/** Longest accepted city, state and phone (the server refuses longer fields with 400). */
export const CONTACT_FIELD_MAX = 255;

/** The contact part of tenant and customer forms (seed 001 sections 3.1 and 5). */
export const contactFields: FormField[] = [
  { key: 'country', label: 'contact.country', type: 'select', options: COUNTRIES.map((c) => ({ value: c, label: c })), half: true },
  { key: 'city', label: 'contact.city', type: 'text', maxLength: CONTACT_FIELD_MAX, maxLengthMessage: 'contact.city-max-length', half: true },
  { key: 'state', label: 'contact.state', type: 'text', maxLength: CONTACT_FIELD_MAX, maxLengthMessage: 'contact.state-max-length', half: true },
  {
    key: 'zip', label: 'contact.postal-code', type: 'text', maxLength: CONTACT_FIELD_MAX, half: true,
    validate: (value, values) => {
      const pattern = POSTAL_CODE_PATTERNS[String(values.country ?? '')];
      return pattern && typeof value === 'string' && value && !pattern.test(value.trim()) ? 'contact.postal-code-invalid' : null;
    },
  },
  { key: 'address', label: 'contact.address', type: 'text', maxLength: CONTACT_FIELD_MAX },
  { key: 'address2', label: 'contact.address2', type: 'text', maxLength: CONTACT_FIELD_MAX },
  { key: 'phone', label: 'contact.phone', type: 'text', maxLength: CONTACT_FIELD_MAX, maxLengthMessage: 'contact.phone-max-length', half: true },
  { key: 'email', label: 'contact.email', type: 'email', maxLength: CONTACT_FIELD_MAX, half: true },
];
