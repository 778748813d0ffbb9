import { badField, isEmail, optionalJsonObject, optionalString } from '../http/validate';
import type { ContactFields } from '../store/contact';
import type { JsonObject } from '../store/ids';

/** The address fields of a tenant or customer body; each a string of at most 255 characters, or null. */
export function contactInput(obj: JsonObject): Required<ContactFields> {
  const field = (name: keyof ContactFields) => optionalString(obj, name) ?? null;
  const email = field('email');
  // Empty means "no e-mail", as ThingsBoard only validates non-empty values.
  if (email !== null && email !== '' && !isEmail(email)) throw badField(`Invalid email address format '${email}'!`);
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
