import { MSG } from '../http/messages';
import { badField, checkFields, isEmail, optionalJsonObject, optionalString, type FieldRule } from '../http/validate';
import type { ContactFields } from '../store/contact';
import type { JsonObject } from '../store/ids';

/** Contract §13.3 limits of a tenant's or customer's text fields (`title` first; tenants add `region`). */
export function contactRules(...extra: string[]): FieldRule[] {
  const limited = (key: string, field = key): FieldRule => ({ key, field, max: 255, xss: true });
  return [
    limited('title'),
    ...extra.map((key) => limited(key)),
    limited('country'),
    limited('state'),
    limited('city'),
    limited('zip', 'zip or postal code'),
    limited('phone'),
    limited('email'),
    // address and address2 have no length limit in ThingsBoard; the 255 of the columns still holds.
    { key: 'address', max: 255, xss: true },
    { key: 'address2', max: 255, xss: true },
  ];
}

/** The address fields of a tenant or customer body (limits checked by the caller with contactRules), or null. */
export function contactInput(obj: JsonObject): Required<ContactFields> {
  const field = (name: keyof ContactFields) => optionalString(obj, name) ?? null;
  const email = field('email');
  // Empty means "no e-mail", as ThingsBoard only validates non-empty values.
  if (email !== null && email !== '' && !isEmail(email)) throw badField(MSG.INVALID_EMAIL(email));
  return {
    country: field('country'),
    state: field('state'),
    city: field('city'),
    address: field('address'),
    address2: field('address2'),
    zip: field('zip'),
    phone: field('phone'),
    email,
  };
}

/** additionalInfo as given (an object or null), without keys only the server may write. */
export function clientInfo(obj: JsonObject, serverKeys: readonly string[]): JsonObject | null {
  const info = optionalJsonObject(obj, 'additionalInfo');
  if (info === null) return null;
  const copy = { ...info };
  for (const key of serverKeys) delete copy[key];
  return copy;
}
